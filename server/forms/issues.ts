import type { z } from "zod";
import { type FieldError, fieldOf } from "../http/problem";

/** A stable, upper-case error code for a zod issue (the API's style: OUT_OF_RANGE, UNIT_MISMATCH). */
function codeOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return "REQUIRED";
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return "REQUIRED";
  if (issue.code === "invalid_value" && issue.path.at(-1) === "consent") return "CONSENT_REQUIRED";
  return issue.code.toUpperCase();
}

/** Field errors for a problem document, each with a dotted field name and a JSON pointer under `prefix`. */
export function fieldErrors(error: z.ZodError, prefix = ""): FieldError[] {
  return error.issues.map((issue) => {
    const { field, pointer } = fieldOf(issue.path, prefix);
    const dotted = prefix ? `${prefix.replace(/^\//, "").replace(/\//g, ".")}.${field}` : field;
    return { field: issue.path.length ? dotted : field, pointer, code: codeOf(issue), message: issue.message };
  });
}
