import type { Window } from "./periods";

/** The query the overview sends for a window: the one `GET /v1/emission-analytics/kpis` a test can repeat. */
export const overviewQuery = (current: Window, baseline?: Window) => ({
  "period.from": current.from,
  "period.to": current.to,
  "baseline.from": baseline?.from,
  "baseline.to": baseline?.to,
  scope2_method: "BOTH",
  normalize_by: "PRODUCTION",
});
