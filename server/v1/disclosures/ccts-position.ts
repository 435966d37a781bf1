import type { z } from "zod";
import { addDays, monthOf, monthsBetween } from "../../../carbon";
import { cctsPosition, environmentalCompensation } from "../../../carbon/disclosures";
import { projectYearEnd } from "../../../carbon/planning";
import type { cctsUnitPositionSchema } from "../../../contracts/api/ccts";
import type { CctsComplianceYear } from "../../../contracts/disclosures";
import { financialYear, startYearOf } from "../../../contracts/financial-year";
import type { EmissionsStore } from "../emission-analytics/emissions-store";
import { co2eOf } from "../emission-analytics/market-based";
import type { ObligationRow } from "./ccts-store";

type UnitPosition = z.infer<typeof cctsUnitPositionSchema>;

/** Every month the covered emissions and output of a facility are read from, at the earliest. */
const HISTORY_FROM = "1900-01-01";

/** 2025-26 → 1 April 2025 to 31 March 2026. */
export const complianceWindow = (year: CctsComplianceYear) => financialYear(startYearOf(year));

const sumOf = (values: Iterable<number>) => [...values].reduce((s, v) => s + v, 0);

/** Consecutive months grouped: ["2026-06", "2026-07", "2026-09"] → [["2026-06", "2026-07"], ["2026-09"]]. */
function runsOf(months: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const m of months) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && monthsBetween(previous, m).length === 2) run.push(m);
    else runs.push([m]);
  }
  return runs;
}

/** A facility's covered emissions (tCO2e, Scope 2 location-based) and output per month, up to `through`. */
async function monthlySeries(store: EmissionsStore, unit: ObligationRow, through: string) {
  const facility = { field: "facility_id" as const, op: "==" as const, value: unit.facility_id };
  const history = { from: HISTORY_FROM, to: through, conditions: [facility] };
  const emissions = new Map<string, number>();
  const { cells } = await store.cells(history, { grain: "month" });
  for (const c of cells) {
    if (!(unit.covered_scopes as number[]).includes(c.scope)) continue;
    const month = monthOf(c.bucket);
    emissions.set(month, (emissions.get(month) ?? 0) + co2eOf(c, "LOCATION") / 1000);
  }
  const productCondition = unit.product ? [{ field: "product" as const, op: "==" as const, value: unit.product }] : [];
  const output = new Map<string, number>();
  for (const p of await store.production({ ...history, conditions: [facility, ...productCondition] }, "month")) {
    if (p.unit !== unit.output_unit) continue;
    output.set(monthOf(p.bucket), (output.get(monthOf(p.bucket)) ?? 0) + p.quantity);
  }
  return { emissions, output };
}

const geiOf = (emissions: number, output: number) => (output > 0 ? emissions / output : null);

/** One obligated unit's position in a compliance year: to date, at year end, and certificates issued or owed. */
export async function unitPosition(
  store: EmissionsStore,
  unit: ObligationRow,
  year: CctsComplianceYear,
  asOf: string,
  certificatePrice: number | null,
): Promise<UnitPosition> {
  const window = complianceWindow(year);
  const { emissions, output } = await monthlySeries(store, unit, asOf);
  const started = asOf >= window.from;
  const toDateMonths = started ? monthsBetween(monthOf(window.from), monthOf(asOf)) : [];
  const toDate = {
    from: window.from,
    to: started ? asOf : addDays(window.from, -1),
    emissions_tco2e: sumOf(toDateMonths.map((m) => emissions.get(m) ?? 0)),
    output: sumOf(toDateMonths.map((m) => output.get(m) ?? 0)),
  };
  const missing: string[] = [];
  const productWords = `${unit.product ? `${unit.product} ` : ""}production in ${unit.output_unit}`;

  const over = asOf >= window.to;
  const e = over ? null : projectYearEnd(emissions, window, monthOf(asOf));
  const o = over ? null : projectYearEnd(output, window, monthOf(asOf));
  const yearEnd = {
    emissions_tco2e: toDate.emissions_tco2e + sumOf(e?.values.values() ?? []),
    output: toDate.output + sumOf(o?.values.values() ?? []),
    method: over
      ? ("actual" as const)
      : e!.method === "forecast" && o!.method === "forecast"
        ? ("forecast" as const)
        : ("run_rate" as const),
  };
  // Each month of the year as counted: the records' own up to as_of, the projection after the last month with data.
  const months = monthsBetween(monthOf(window.from), monthOf(window.to)).map((month) => {
    const own = (series: ReadonlyMap<string, number>) => (month <= monthOf(asOf) ? (series.get(month) ?? 0) : 0);
    return {
      month,
      emissions_tco2e: own(emissions) + (e?.values.get(month) ?? 0),
      output: own(output) + (o?.values.get(month) ?? 0),
      emissions_projected: e?.values.has(month) ?? false,
      output_projected: o?.values.has(month) ?? false,
    };
  });
  if (toDate.output === 0) missing.push(`No ${productWords} is recorded for ${year} up to ${toDate.to}.`);
  const gaps = runsOf(toDateMonths.filter((m) => !emissions.has(m)));
  if (toDateMonths.length > 0 && gaps.length === 1 && gaps[0]!.length === toDateMonths.length) {
    missing.push(`No covered emissions are recorded for ${year} up to ${toDate.to}.`);
  } else {
    for (const run of gaps) {
      const span = run.length === 1 ? run[0] : `${run[0]} to ${run[run.length - 1]}`;
      missing.push(`No covered emissions are recorded for ${span}: counted as none.`);
    }
  }

  const target = unit.targets[year];
  const yearEndGei = geiOf(yearEnd.emissions_tco2e, yearEnd.output);
  const position =
    yearEndGei === null ? null : cctsPosition({ target_gei: target, achieved_gei: yearEndGei, output: yearEnd.output });
  const owed = position?.ok ? position.value.certificates_owed : null;
  const compensation =
    owed !== null && owed > 0 && certificatePrice !== null
      ? environmentalCompensation({ certificates_not_surrendered: owed, average_price_inr: certificatePrice })
      : null;

  return {
    facility_id: unit.facility_id,
    facility_name: unit.facility_name,
    sector: unit.sector,
    output_unit: unit.output_unit,
    target_gei: target,
    baseline_gei: unit.baseline_gei,
    to_date: {
      ...toDate,
      gei: geiOf(toDate.emissions_tco2e, toDate.output),
      months_with_data: toDateMonths.filter((m) => emissions.has(m)).length,
    },
    year_end: { from: window.from, to: window.to, ...yearEnd, gei: yearEndGei },
    months,
    position: {
      gei_gap: position?.ok ? position.value.gei_gap : null,
      certificates_issued: position?.ok ? position.value.certificates_issued : null,
      certificates_owed: owed,
      environmental_compensation_inr: compensation?.ok ? compensation.value : null,
    },
    missing,
  };
}

/** The last day counted: the end of the last complete month before `today`, at most the year's end. */
export function asOfFor(year: CctsComplianceYear, today = new Date()): string {
  const lastComplete = addDays(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10),
    -1,
  );
  const end = complianceWindow(year).to;
  return lastComplete < end ? lastComplete : end;
}
