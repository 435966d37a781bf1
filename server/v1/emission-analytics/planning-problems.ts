import type { PlanningIssue } from "../../../carbon/planning";
import type { ErrorCode, FieldError } from "../../../contracts/errors";
import { HttpProblem } from "../../http/problem";

/** A planning function's issues as a 422 problem naming each field (its path in the request body). */
export function refused(issues: PlanningIssue[], pathPrefix: (string | number)[] = []): HttpProblem {
  const errors: FieldError[] = issues.slice(0, 50).map((i) => {
    const path = [...pathPrefix, ...i.path].map(String);
    return {
      field: path.join(".") || "(body)",
      pointer: path.length ? `/${path.join("/")}` : "",
      code: i.code as ErrorCode,
      message: i.message,
    };
  });
  return new HttpProblem("validation-failed", issues[0]?.message ?? "The request cannot be computed.", errors);
}
