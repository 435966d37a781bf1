import { isFiniteNumber, issue, type PlanningIssue } from "./issues";
import type { ScenarioRequest } from "./scenario-types";

/** Every problem with a scenario request, each naming the line or knob at fault. */
export function validateScenario(request: ScenarioRequest): PlanningIssue[] {
  const issues: PlanningIssue[] = [];
  const lines = request.lines ?? [];
  lines.forEach((line, i) => {
    const at = (field: string) => ["lines", i, field];
    for (const field of ["facility_id", "source_type", "activity", "region", "unit"] as const) {
      if (typeof line?.[field] !== "string")
        issues.push(issue(at(field), "REQUIRED", `line ${i + 1}: ${field} is required`));
    }
    if (![1, 2, 3].includes(line?.scope))
      issues.push(issue(at("scope"), "INVALID_VALUE", `line ${i + 1}: scope must be 1, 2 or 3`));
    if (!isFiniteNumber(line?.quantity) || line.quantity < 0) {
      issues.push(issue(at("quantity"), "OUT_OF_RANGE", `line ${i + 1}: quantity must be 0 or more`));
    }
    if (!isFiniteNumber(line?.factor_kg_per_unit) || line.factor_kg_per_unit < 0) {
      issues.push(
        issue(at("factor_kg_per_unit"), "OUT_OF_RANGE", `line ${i + 1}: factor_kg_per_unit must be 0 or more`),
      );
    }
    if (line?.scope === 2) {
      if (line.unit !== "MWh")
        issues.push(issue(at("unit"), "INVALID_VALUE", `line ${i + 1}: Scope 2 lines are given in MWh`));
      const market = line.market;
      if (!market || !isFiniteNumber(market.factor_kg_per_mwh) || market.factor_kg_per_mwh < 0) {
        issues.push(
          issue(
            at("market"),
            "REQUIRED",
            `line ${i + 1}: Scope 2 lines need a market-based factor (kg per MWh, 0 or more)`,
          ),
        );
      } else if (market.basis !== "residual_mix" && market.basis !== "grid_average") {
        issues.push(
          issue([...at("market"), "basis"], "INVALID_VALUE", `line ${i + 1}: basis is residual_mix or grid_average`),
        );
      }
    }
  });
  const delta = (path: (string | number)[], v: unknown) => {
    if (!isFiniteNumber(v) || v < -100 || v > 1000) {
      issues.push(issue(path, "OUT_OF_RANGE", "delta_pct must be a number from -100 to 1000"));
    }
  };
  const knobs = request.knobs ?? {};
  (knobs.ef_adjustments ?? []).forEach((a, k) => {
    if (typeof a?.activity !== "string" || a.activity === "") {
      issues.push(
        issue(
          ["knobs", "ef_adjustments", k, "activity"],
          "REQUIRED",
          "an emission-factor adjustment names an activity",
        ),
      );
    }
    delta(["knobs", "ef_adjustments", k, "delta_pct"], a?.delta_pct);
  });
  (knobs.activity_adjustments ?? []).forEach((a, k) => {
    if (a?.facility_id == null && a?.source_type == null) {
      issues.push(
        issue(
          ["knobs", "activity_adjustments", k],
          "REQUIRED",
          "an activity adjustment names a facility_id, a source_type or both",
        ),
      );
    }
    delta(["knobs", "activity_adjustments", k, "delta_pct"], a?.delta_pct);
  });
  const instrumentChecks = [
    [["knobs", "instruments"], knobs.instruments],
    [["baseline_instruments"], request.baseline_instruments],
  ] as const;
  for (const [path, instruments] of instrumentChecks) {
    for (const key of ["ppas_mwh", "recs_mwh"] as const) {
      const v = instruments?.[key];
      if (v !== undefined && (!isFiniteNumber(v) || v < 0)) {
        issues.push(issue([...path, key], "OUT_OF_RANGE", `${key} must be 0 or more`));
      }
    }
  }
  const d = request.denominator;
  if (d) {
    for (const key of ["baseline", "scenario"] as const) {
      const v = d[key];
      if ((key === "baseline" || v !== undefined) && (!isFiniteNumber(v) || v <= 0)) {
        issues.push(issue(["denominator", key], "OUT_OF_RANGE", `the ${key} denominator must be greater than 0`));
      }
    }
  }
  return issues;
}
