/** Validation results of the planning functions: the server turns `issues` into a 422 problem's `errors[]`. */

export type IssueCode =
  | "REQUIRED"
  | "INVALID_VALUE"
  | "OUT_OF_RANGE"
  | "DUPLICATE"
  | "TOO_FEW_POINTS"
  | "NOT_CONSECUTIVE"
  | "INCONSISTENT";

export interface PlanningIssue {
  /** Where in the input, e.g. ["measures", 2, "lifetime_years"]; the server joins it into `field`. */
  path: (string | number)[];
  code: IssueCode;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; issues: PlanningIssue[] };

export function issue(path: (string | number)[], code: IssueCode, message: string): PlanningIssue {
  return { path, code, message };
}

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}
