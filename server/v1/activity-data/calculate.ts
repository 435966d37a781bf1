import type { z } from "zod";
import {
  activityOf,
  type CalculationError,
  calculateEmissions,
  convert,
  type GwpSet,
  ipccSectorOf,
} from "../../../carbon";
import type { activityRecordInputSchema } from "../../../contracts/api";
import type { FieldError } from "../../../contracts/errors";
import { inSlices } from "../platform/heavy-work";

/** One activity record ready to store: the input plus the emissions the engine computed for it. */
export type CalculatedRecord = Omit<z.output<typeof activityRecordInputSchema>, "scope3_category"> & {
  source_type: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  days: number;
  co2_kg: number | null;
  ch4_kg: number | null;
  n2o_kg: number | null;
  co2e_kg: number;
  gwp_set: GwpSet;
  co2e_gwp: GwpSet;
  factor_ids: string[];
  selection_basis: string;
  selection_region: string;
  outside_validity: boolean;
  data_version: string;
  releases: string[];
  energy_kwh: number | null;
  fuel_quantity: number | null;
  fuel_unit: string | null;
};

export type FacilityFacts = { country: string; industry: string | null; grid_region?: string | null };

/** Fuels in one unit per physical state, as the fuel_consumed metric reports them (spec: L, Nm3, tonne). */
function fuelUnitOf(activity: string): "L" | "Nm3" | "tonne" | null {
  if (activityOf(activity)?.kind !== "fuel") return null;
  if (activity === "natural_gas") return "Nm3";
  if (activity.startsWith("coal_")) return "tonne";
  return "L";
}

const DAY_MS = 86_400_000;
const daysOf = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

export function errorOf(e: CalculationError, index: number): FieldError {
  const at = (f: string) => ({ field: `records.${index}.${f}`, pointer: `/records/${index}/${f}` });
  switch (e.code) {
    case "UNIT_MISMATCH":
      return {
        ...at("unit"),
        code: "UNIT_MISMATCH",
        message: `${e.unit} does not measure ${e.activity}; use one of ${e.allowed.join(", ")}`,
      };
    case "OUT_OF_RANGE":
      return { ...at(e.field), code: "OUT_OF_RANGE", message: e.message };
    case "UNKNOWN_FACTOR":
      return {
        ...at("factor_id"),
        code: "UNKNOWN_REFERENCE",
        message: `No catalogue factor has the id ${e.factor_id}`,
      };
    case "FACTOR_ACTIVITY_MISMATCH":
      return {
        ...at("factor_id"),
        code: "INVALID_VALUE",
        message: `Factor ${e.factor_id} is for ${e.factor_activity}, not ${e.activity}`,
      };
    case "FACTOR_NOT_AVAILABLE":
      return {
        ...at("activity"),
        code: "NO_FACTOR",
        message: `The publisher gives no figure for ${e.label} (factor ${e.factor_id}): not available, not zero`,
      };
    case "UNKNOWN_ACTIVITY":
      return {
        ...at("activity"),
        code: "INVALID_VALUE",
        message: `No activity has the key ${e.activity}; every factor of GET /v1/emission-factors names its activity`,
      };
    case "NO_FACTOR":
      return {
        ...at("activity"),
        code: "NO_FACTOR",
        message: `No published factor applies to ${e.activity} in ${e.country} for ${e.period_start}..${e.period_end}; pin one with factor_id (e.g. ${e.candidates.slice(0, 3).join(", ") || "none in the catalogue"})`,
      };
    default:
      return { ...at("activity"), code: "INVALID", message: "This activity cannot be calculated" };
  }
}

type RecordInput = z.output<typeof activityRecordInputSchema>;

/** One record calculated with its facility's country and IPCC sector, or the reason it cannot be. */
export function calculateRecord(
  r: RecordInput,
  facility: FacilityFacts,
  gwp: GwpSet | null,
  dataVersion: string,
): { ok: true; record: CalculatedRecord } | { ok: false; error: CalculationError } {
  const result = calculateEmissions(
    {
      activity: r.activity,
      quantity: r.quantity,
      unit: r.unit,
      period_start: r.period_start,
      period_end: r.period_end,
      country: facility.country,
      sector: ipccSectorOf(facility.industry),
      subregion: facility.grid_region ?? null,
      factor_id: r.factor_id ?? null,
      data_version: dataVersion,
    },
    gwp,
  );
  if (!result.ok) return { ok: false, error: result.error };
  const e = result.value;
  const fuelUnit = fuelUnitOf(r.activity);
  const fuel = fuelUnit ? convert(r.activity, r.quantity, r.unit, fuelUnit) : null;
  return {
    ok: true,
    record: {
      ...r,
      source_type: e.source_type,
      scope: e.scope,
      scope3_category: r.scope3_category ?? e.scope3_category,
      days: daysOf(r.period_start, r.period_end),
      co2_kg: e.co2_kg,
      ch4_kg: e.ch4_kg,
      n2o_kg: e.n2o_kg,
      co2e_kg: e.co2e_kg,
      gwp_set: e.gwp_set,
      co2e_gwp: e.co2e_gwp,
      factor_ids: e.factor_ids,
      selection_basis: e.selection.basis,
      selection_region: e.selection.region,
      outside_validity: e.selection.outside_validity,
      data_version: e.data_version,
      releases: e.releases,
      energy_kwh: e.energy_kwh,
      fuel_quantity: fuel?.ok ? fuel.value : null,
      fuel_unit: fuel?.ok ? fuelUnit : null,
    },
  };
}

type BatchResult = { ok: true; records: CalculatedRecord[] } | { ok: false; errors: FieldError[] };

/** Calculates records one by one, collecting them or the field errors of those that cannot be calculated. */
function batchCalculator(facilities: ReadonlyMap<string, FacilityFacts>, gwp: GwpSet | null, dataVersion: string) {
  const out: CalculatedRecord[] = [];
  const errors: FieldError[] = [];
  return {
    each(r: RecordInput, i: number) {
      const facility = facilities.get(r.facility_id);
      if (!facility) return;
      const result = calculateRecord(r, facility, gwp, dataVersion);
      if (result.ok) out.push(result.record);
      else if (errors.length < 100) errors.push(errorOf(result.error, i));
    },
    result: (): BatchResult => (errors.length ? { ok: false, errors } : { ok: true, records: out }),
  };
}

/**
 * Calculates every record of a batch; returns the calculated records, or the field errors of every record that
 * cannot be calculated (a batch is all or nothing).
 */
export function calculateBatch(
  records: RecordInput[],
  facilities: ReadonlyMap<string, FacilityFacts>,
  gwp: GwpSet | null,
  dataVersion: string,
): BatchResult {
  const calculator = batchCalculator(facilities, gwp, dataVersion);
  records.forEach(calculator.each);
  return calculator.result();
}

/** calculateBatch for a request: the same answer, with the event loop free between slices of a large batch. */
export async function calculateBatchInSlices(
  records: RecordInput[],
  facilities: ReadonlyMap<string, FacilityFacts>,
  gwp: GwpSet | null,
  dataVersion: string,
): Promise<BatchResult> {
  const calculator = batchCalculator(facilities, gwp, dataVersion);
  await inSlices(records, calculator.each);
  return calculator.result();
}
