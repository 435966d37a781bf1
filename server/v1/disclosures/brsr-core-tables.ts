import type { z } from "zod";
import { monthOf, monthsBetween } from "../../../carbon";
import {
  type EnergyLine,
  energyColumnOf,
  energyTables,
  type FuelCalorificValue,
  fuelCalorificValue,
  shareInside,
  sumWaste,
  sumWater,
} from "../../../carbon/brsr-core-figures";
import { footprintIntensities } from "../../../carbon/disclosures";
import { isRenewableOrigin } from "../../../contracts/api";
import type { brsrCoreYearSchema } from "../../../contracts/api/brsr-core";
import { financialYear } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { emissionsStore } from "../emission-analytics/emissions-store";
import { co2eOf } from "../emission-analytics/market-based";
import {
  activityRecordCounts,
  sourceOrigins,
  type Window,
  wasteRecordsIn,
  waterRecordsIn,
  type YearRow,
} from "./brsr-core-store";

type BrsrCoreYear = z.infer<typeof brsrCoreYearSchema>;
export type Missing = { financial_year: string; rows: string[]; reason: string };

/** What one financial year's records sum to, before the intensities (which need the output unit of both years). */
export type YearInputs = {
  financial_year: string;
  window: Window;
  energy: BrsrCoreYear["energy"];
  emissions: BrsrCoreYear["emissions"];
  water: BrsrCoreYear["water"];
  waste: BrsrCoreYear["waste"];
  /** Output of the year by production unit. */
  output: Map<string, number>;
  fuels: Set<string>;
};

/** The months (YYYY-MM) of the window that some record's period touches. */
function monthsTouched(records: readonly { period_start: string; period_end: string }[], w: Window): number {
  const months = new Set<string>();
  for (const r of records) {
    const from = r.period_start > w.from ? r.period_start : w.from;
    const to = r.period_end < w.to ? r.period_end : w.to;
    for (const m of monthsBetween(monthOf(from), monthOf(to))) months.add(m);
  }
  return months.size;
}

/** A financial year's energy, emissions, water, waste and output from the tenant's records (one facility's if given). */
export async function yearInputs(
  db: Queryable,
  tenantId: string,
  year: string,
  facilityId: string | null,
): Promise<YearInputs> {
  const { from, to } = financialYear(Number(year.slice(0, 4)));
  const window: Window = { from, to, facilityId };
  const store = emissionsStore(db, tenantId);
  const slice = {
    from,
    to,
    conditions: facilityId ? [{ field: "facility_id" as const, op: "==" as const, value: facilityId }] : [],
  };
  const [{ cells }, production, counts, water, waste] = await Promise.all([
    store.cells(slice, { grain: "month", dimensions: ["source_id", "activity"] }),
    store.production(slice, "window"),
    activityRecordCounts(db, tenantId, window),
    waterRecordsIn(db, tenantId, window),
    wasteRecordsIn(db, tenantId, window),
  ]);

  const sourceIds = [...new Set(cells.map((c) => c.dims.source_id).filter((s): s is string => typeof s === "string"))];
  const origins = await sourceOrigins(db, tenantId, sourceIds);
  const energyLines: EnergyLine[] = [];
  const energyMonths = new Set<string>();
  const emissionMonths = new Set<string>();
  const fuels = new Set<string>();
  let scope1 = 0;
  let scope2 = 0;
  for (const c of cells) {
    const activity = String(c.dims.activity);
    const origin = typeof c.dims.source_id === "string" ? origins.get(c.dims.source_id) : undefined;
    if (c.energy_kwh > 0) {
      energyLines.push({ activity, renewable: origin ? isRenewableOrigin(origin) : false, kwh: c.energy_kwh });
      energyMonths.add(monthOf(c.bucket));
      if (energyColumnOf(activity) === "fuel") fuels.add(activity);
    }
    if (c.scope === 1 || c.scope === 2) {
      emissionMonths.add(monthOf(c.bucket));
      if (c.scope === 1) scope1 += co2eOf(c, "LOCATION") / 1000;
      else scope2 += co2eOf(c, "LOCATION") / 1000;
    }
  }
  const energy = energyTables(energyLines);
  const waterSum = sumWater(water.map((r) => ({ ...r, share: shareInside(r, from, to) })));
  const wasteSum = sumWaste(waste.map((r) => ({ ...r, share: shareInside(r, from, to) })));
  const output = new Map<string, number>();
  for (const p of production) output.set(p.unit, (output.get(p.unit) ?? 0) + p.quantity);
  return {
    financial_year: year,
    window,
    energy: {
      renewable_gj: energy.renewable,
      non_renewable_gj: energy.non_renewable,
      total_gj: energy.total_gj,
      made: { records: counts.energy, months_with_data: energyMonths.size },
    },
    emissions: {
      scope1_tco2e: scope1,
      scope2_tco2e: scope2,
      scope2_method: "location_based",
      total_tco2e: scope1 + scope2,
      made: { records: counts.scope1_2, months_with_data: emissionMonths.size },
    },
    water: { ...waterSum, made: { records: water.length, months_with_data: monthsTouched(water, window) } },
    waste: { ...wasteSum, made: { records: waste.length, months_with_data: monthsTouched(waste, window) } },
    output,
    fuels,
  };
}

/** The unit asked, or the unit with the most output in the first year that has any (the year asked first). */
export function chooseOutputUnit(years: readonly YearInputs[], asked: string | undefined): string | null {
  if (asked) return asked;
  for (const y of years) {
    const best = [...y.output].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (best) return best[0];
  }
  return null;
}

const FOOTPRINTS = ["ghg_tco2e", "energy_gj", "water_consumption_kl", "waste_generated_t"] as const;
const rowsOf = (kinds: readonly string[]) => FOOTPRINTS.flatMap((f) => kinds.map((k) => `intensities.${f}.${k}`));

/** The year's tables with their intensities, and what is missing for which rows. */
export function yearTables(
  y: YearInputs,
  money: YearRow | undefined,
  outputUnit: string | null,
): { year: BrsrCoreYear; missing: Missing[] } {
  const fy = y.financial_year;
  const missing: Missing[] = [];
  const revenue = money?.revenue_from_operations_inr ?? null;
  const ppp = money?.ppp ?? null;
  const quantity = outputUnit === null ? 0 : (y.output.get(outputUnit) ?? 0);
  const output = outputUnit !== null && quantity > 0 ? { quantity, unit: outputUnit } : null;

  if (revenue === null) {
    missing.push({
      financial_year: fy,
      rows: rowsOf(["per_rupee", "per_rupee_ppp"]),
      reason: `The per-rupee and PPP-adjusted rows are left empty: no revenue from operations is recorded for ${fy} (PUT /v1/financial-years/${fy})`,
    });
  } else if (ppp === null) {
    missing.push({
      financial_year: fy,
      rows: rowsOf(["per_rupee_ppp"]),
      reason: `The PPP-adjusted rows are left empty: no PPP conversion factor is recorded for ${fy}`,
    });
  }
  if (output === null) {
    missing.push({
      financial_year: fy,
      rows: rowsOf(["per_output"]),
      reason:
        outputUnit === null
          ? `The per-output rows are left empty: no production records are recorded for ${fy}`
          : `The per-output rows are left empty: no production in ${outputUnit} is recorded for ${fy}`,
    });
  }
  const footprints = [
    {
      key: "ghg_tco2e",
      total: y.emissions.total_tco2e,
      records: y.emissions.made.records,
      what: "Scope 1 and 2 activity records",
      table: "emissions",
    },
    {
      key: "energy_gj",
      total: y.energy.total_gj,
      records: y.energy.made.records,
      what: "activity records with energy",
      table: "energy",
    },
    {
      key: "water_consumption_kl",
      total: y.water.consumption_kl,
      records: y.water.made.records,
      what: "water records",
      table: "water",
    },
    {
      key: "waste_generated_t",
      total: y.waste.total_generated_t,
      records: y.waste.made.records,
      what: "waste records",
      table: "waste",
    },
  ] as const;
  const divisors = {
    revenue_inr: revenue,
    inr_per_international_dollar: ppp?.inr_per_international_dollar ?? null,
    output: output?.quantity ?? null,
  };
  const none = { per_rupee: null, per_rupee_ppp: null, per_output: null };
  const intensities = Object.fromEntries(
    footprints.map((f) => [f.key, f.records > 0 ? footprintIntensities(f.total, divisors) : none]),
  ) as Record<(typeof FOOTPRINTS)[number], BrsrCoreYear["intensities"]["ghg_tco2e"]>;
  for (const f of footprints) {
    if (f.records > 0) continue;
    missing.push({
      financial_year: fy,
      rows: [f.table, `intensities.${f.key}`],
      reason: `No ${f.what} are recorded for ${fy}: the ${f.table} rows are 0 and its intensities left empty`,
    });
  }
  return {
    year: {
      financial_year: fy,
      period_start: y.window.from,
      period_end: y.window.to,
      energy: y.energy,
      water: y.water,
      emissions: y.emissions,
      waste: y.waste,
      intensities: {
        revenue_from_operations_inr: revenue,
        ppp,
        revenue_international_dollars: revenue !== null && ppp ? revenue / ppp.inr_per_international_dollar : null,
        output,
        ...intensities,
      },
    },
    missing,
  };
}

/** The calorific values of the fuels counted, by activity. */
export function fuelProvenance(years: readonly YearInputs[]): FuelCalorificValue[] {
  const fuels = [...new Set(years.flatMap((y) => [...y.fuels]))].sort();
  return fuels.map(fuelCalorificValue).filter((f): f is FuelCalorificValue => f !== null);
}
