import { HttpProblem } from "../../http/problem";

/**
 * Production adds up only in one unit: the unit of these production rows (null when there are none), or, when
 * they hold several, a 400 naming the parameter or body field that asked for production.
 */
export function productionUnit(rows: readonly { unit: string }[], field: "normalize_by" | "activity"): string | null {
  const units = [...new Set(rows.map((r) => r.unit))];
  if (units.length > 1) {
    throw new HttpProblem(
      "invalid-parameter",
      `Production here is recorded in several units (${units.join(", ")}); filter by product==... or facility_id==... so one unit remains.`,
      [{ field, code: "INVALID_VALUE", message: "Production has more than one unit here" }],
    );
  }
  return units[0] ?? null;
}
