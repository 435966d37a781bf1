import { round } from "../../../carbon";
import type { EmissionLine, ForecastResult, LmdiResult, MonthlyValue, ScenarioResult } from "../../../carbon/planning";
import type { FORECAST_METRICS, SCOPE2_METHODS } from "../../../contracts/api";

/** The planning operations' answers, built from the engine's results: used by the handlers and the examples. */

const UNIT: Record<(typeof FORECAST_METRICS)[number], string> = {
  co2e: "kgCO2e",
  co2: "kg",
  ch4: "kg",
  n2o: "kg",
  energy_use: "kWh",
};

/** The scenario answer: the engine's result with the period, the summary by the chosen method and the lines. */
export function scenarioBody(
  period: { from: string; to: string },
  method: (typeof SCOPE2_METHODS)[number],
  lines: (EmissionLine & { id: string })[],
  rows: readonly { co2e: number; records: number }[],
  r: ScenarioResult,
  extraNotes: string[],
) {
  const side = method === "LOCATION" ? "location_based" : "market_based";
  const recordsOf = new Map(lines.map((l, i) => [l.id, rows[i]!.records]));
  return {
    period: { from: period.from, to: period.to },
    scope2_method: method,
    unit: r.unit,
    summary: {
      baseline_co2e: round(r.baseline.total[side]),
      scenario_co2e: round(r.scenario.total[side]),
      delta_co2e: round(r.scenario.total[side] - r.baseline.total[side]),
      delta_pct: r.delta.pct[side],
    },
    baseline: r.baseline,
    scenario: r.scenario,
    delta: r.delta,
    instruments: r.instruments,
    intensity: r.intensity,
    adjustments: r.adjustments.map((a) => ({
      ...a,
      records_touched: a.record_ids.reduce((s, id) => s + (recordsOf.get(id) ?? 0), 0),
    })),
    lines: lines.map((l, i) => ({
      id: l.id,
      facility_id: l.facility_id,
      source_type: l.source_type,
      activity: l.activity,
      region: l.region,
      scope: l.scope,
      quantity: round(l.quantity, 6),
      unit: l.unit,
      co2e_kg: round(rows[i]!.co2e),
      records: rows[i]!.records,
    })),
    notes: [...r.notes, ...extraNotes],
    explain: {
      ...r.explain,
      lines:
        "One line per facility, activity and unit: the period's records split by days at its edges; grid electricity in MWh at its average location-based factor",
      baseline_instruments: "RECs and PPAs stored for the period, pro-rated by days, are the baseline's instruments",
    },
  };
}

/** The forecast answer: the engine's forecast named as the API names it, with the history it came from. */
export function forecastBody(
  metric: (typeof FORECAST_METRICS)[number],
  history: { months: MonthlyValue[]; filled: string[] },
  f: ForecastResult,
) {
  return {
    metric,
    grain: "month" as const,
    unit: UNIT[metric],
    history: {
      from: history.months[0]!.month,
      to: history.months.at(-1)!.month,
      points: history.months.length,
      filled_months: history.filled,
    },
    series: f.series.map((p) => ({
      ts: p.ts,
      forecast_co2e: round(p.forecast),
      forecast_p05: round(p.p05),
      forecast_p95: round(p.p95),
    })),
    model: f.model,
    explain: f.explain,
  };
}

/** The contribution answer: the LMDI result with the periods, the sectors' names and what was left out. */
export function contributionBody(
  periods: { base: { from: string; to: string }; target: { from: string; to: string } },
  by: "facility_id" | "source_type",
  activity: { measure: "PRODUCTION" | "ENERGY"; unit: string },
  r: LmdiResult,
  excluded: { id: string; base_emissions: number; target_emissions: number; reason: string }[],
  names: ReadonlyMap<string, string>,
) {
  return {
    base: { from: periods.base.from, to: periods.base.to },
    target: { from: periods.target.from, to: periods.target.to },
    by,
    activity,
    emissions_unit: "kg CO2e" as const,
    totals: r.totals,
    additive: r.additive,
    multiplicative: r.multiplicative,
    sectors: r.sectors.map((s) => ({ ...s, ...(names.has(s.id) ? { label: names.get(s.id)! } : {}) })),
    excluded,
    explain: r.explain,
  };
}
