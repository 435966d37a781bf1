import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type FieldError, fieldOf, sendProblem } from "../http/problem";

/** A failure a /v1 handler reports; the plugin's error handler turns it into problem+JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function fieldError(field: string, code: string, message: string, pointerPrefix = ""): FieldError {
  return { field, pointer: `${pointerPrefix}/${field.split(".").join("/")}`, code, message };
}

/** A 400 naming one request parameter (query or header), e.g. `page[after]`. */
export function badParameter(name: string, code: string, message: string) {
  return new ApiError(400, "invalid-parameter", `The ${name} parameter is not valid: ${message}`, [
    { field: name, code, message },
  ]);
}

export function notFound(what: string) {
  return new ApiError(404, "not-found", `No ${what} with that id exists in this tenant.`);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function codeOf(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(input, issue.path) === undefined ? "REQUIRED" : "INVALID_TYPE";
    case "too_big":
    case "too_small":
      return issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint"
        ? "OUT_OF_RANGE"
        : issue.code === "too_big"
          ? "TOO_LONG"
          : "TOO_SHORT";
    case "invalid_value":
      return "INVALID_VALUE";
    case "invalid_format":
      return "INVALID_FORMAT";
    case "unrecognized_keys":
      return "UNKNOWN_FIELD";
    default:
      return "INVALID";
  }
}

/** Converts zod issues to field errors; `prefix` is the JSON pointer of the validated part ("" for the body). */
export function fieldErrors(error: z.ZodError, input: unknown, prefix = ""): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          ...fieldOf([...issue.path, key], prefix),
          code: "UNKNOWN_FIELD",
          message: "Not a field of this request",
        });
      }
      continue;
    }
    out.push({ ...fieldOf(issue.path, prefix), code: codeOf(issue, input), message: issue.message });
  }
  return out;
}

export function sendApiError(req: FastifyRequest, reply: FastifyReply, err: ApiError) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return sendProblem(req, reply, err.status, err.slug, err.detail, err.errors);
}
