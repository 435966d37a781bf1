import type { z } from "zod";
import { ERROR_CODES, type ErrorCode, type FieldError } from "../../contracts/errors";

/**
 * The one place request data is validated, for the forms endpoint and /v1 alike: every string anywhere in the
 * input is checked for characters the database cannot store, then the zod schema runs, and both kinds of
 * failure become `errors[{field, pointer, code, message}]` in the shared vocabulary (contracts/errors.ts).
 */

/** C0 controls except tab, line feed and carriage return; DEL; and UTF-16 halves without their pair. */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** Paths of the strings (values or keys) holding unstorable characters; iterative, so any depth is safe. */
export function unstorableStringPaths(input: unknown, limit = 20): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) found.push(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value).reverse()) {
        if (UNSTORABLE.test(k)) found.push([...path, k]);
        else stack.push({ value: v, path: [...path, k] });
      }
    }
  }
  return found;
}

export type Where = {
  /** JSON pointer of the validated part inside the body ("" for the body itself, "/data" for form data). */
  pointer?: string;
  /** Query and header parameters have names, not pointers. */
  parameter?: boolean;
};

function fieldAt(path: readonly PropertyKey[], where: Where): { field: string; pointer?: string } {
  const prefix = where.pointer ?? "";
  const prefixParts = prefix.split("/").filter(Boolean);
  const parts = [...prefixParts, ...path.map(String)];
  const field = parts.join(".") || "(body)";
  if (where.parameter) return { field };
  const escaped = parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1"));
  return { field, pointer: escaped.length ? `/${escaped.join("/")}` : "" };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const isNumeric = (origin: string) =>
  origin === "number" || origin === "int" || origin === "bigint" || origin === "date";

function codeOf(issue: z.core.$ZodIssue, input: unknown): ErrorCode {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(input, issue.path) === undefined ? "REQUIRED" : "INVALID_TYPE";
    case "too_small":
      if (isNumeric(issue.origin)) return "OUT_OF_RANGE";
      return issue.origin === "string" && Number(issue.minimum) === 1 ? "REQUIRED" : "TOO_SHORT";
    case "too_big":
      return isNumeric(issue.origin) ? "OUT_OF_RANGE" : "TOO_LONG";
    case "invalid_value":
      return issue.path.at(-1) === "consent" ? "CONSENT_REQUIRED" : "INVALID_VALUE";
    case "invalid_format":
      return "INVALID_FORMAT";
    case "unrecognized_keys":
      return "UNKNOWN_FIELD";
    case "custom": {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === "string" && code in ERROR_CODES ? (code as ErrorCode) : "INVALID";
    }
    default:
      return "INVALID";
  }
}

/** Field errors for zod issues, each naming its field (dotted) and, for bodies, its JSON pointer. */
export function fieldErrors(error: z.ZodError, input: unknown, where: Where = {}): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const message = where.parameter ? "Not a parameter of this operation" : "Not a field of this request";
        out.push({ ...fieldAt([...issue.path, key], where), code: "UNKNOWN_FIELD", message });
      }
      continue;
    }
    out.push({ ...fieldAt(issue.path, where), code: codeOf(issue, input), message: issue.message });
  }
  return out;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Validates input against a schema, refusing unstorable characters first (no schema can forget them). */
export function validate<S extends z.ZodType>(schema: S, input: unknown, where: Where = {}): Validated<z.output<S>> {
  const unstorable = unstorableStringPaths(input);
  if (unstorable.length > 0) {
    return {
      ok: false,
      errors: unstorable.map((path) => ({
        ...fieldAt(path, where),
        code: "CONTROL_CHARACTER",
        message: "Remove control characters (such as NUL) and broken Unicode from this text",
      })),
    };
  }
  const r = schema.safeParse(input);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrors(r.error, input, where) };
}
