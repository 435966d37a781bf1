import type { ErrorCode } from "../../../contracts/errors";
import { HttpProblem } from "../../http/problem";

/** A 400 naming one request parameter (query or header), e.g. `page[after]`. */
export function badParameter(name: string, code: ErrorCode, message: string) {
  return new HttpProblem("invalid-parameter", `The ${name} parameter is not valid: ${message}`, [
    { field: name, code, message },
  ]);
}

export function notFound(what: string) {
  return new HttpProblem("not-found", `No ${what} with that id exists in this tenant.`);
}

/** A 422 naming one body field (a dotted path, e.g. records.3.unit). */
export function invalidField(field: string, code: ErrorCode, message: string) {
  const pointer = `/${field.split(".").join("/")}`;
  return new HttpProblem("validation-failed", `The request body is not valid: ${field}.`, [
    { field, pointer, code, message },
  ]);
}
