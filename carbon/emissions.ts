import { activityOf, type IpccSector, type SourceType } from "./activities";
import type { FactorGas } from "./catalogue";
import { LATEST_RELEASE, releasesThrough } from "./catalogue/releases";
import { type Co2eBasis, co2eFactorValue } from "./co2e-basis";
import { DEFAULT_GWP_SET, type Gas, type GwpSet, gwpOf, isGas } from "./gwp";
import { dayNumber } from "./periods";
import { err, ok, type Result } from "./result";
import { type SelectionBasis, type SelectionError, selectFactors } from "./select-factor";
import { convert, energyKwh, type UnitId, type UnitMismatch } from "./units";

/**
 * Emissions of one activity record: the quantity converted to each selected factor's unit, the mass of each gas,
 * and CO2e. Per-gas factors are weighted with the requested GWP set (AR6 when none is asked for). A factor published
 * as CO2e keeps its published figure, except that AR6 asked for explicitly of an AR5 factor with a published per-gas
 * split takes the AR6 figure recomputed from that split (`co2e-basis.ts`); without a split the published set stays.
 * `co2e_gwp` and `co2e_basis` say which.
 */

export type ActivityRecordInput = {
  activity: string;
  quantity: number;
  unit: UnitId;
  /** Inclusive dates, YYYY-MM-DD. */
  period_start: string;
  period_end: string;
  /** The facility's country (ISO 3166-1 alpha-2) and IPCC sector (`ipccSectorOf(facility.industry)`). */
  country: string;
  sector: IpccSector;
  /** The facility's grid subregion (US eGRID acronym), if it has one. */
  subregion?: string | null;
  factor_id?: string | null;
  /** The catalogue release the calculation is pinned to (it and the releases before it), or `latest` (default). */
  data_version?: string;
};

export type OutOfRange = {
  code: "OUT_OF_RANGE";
  field: "quantity" | "period_start" | "period_end";
  message: string;
};

/** The selected factor is one its publisher leaves blank: not available, never zero. */
export type FactorNotAvailable = { code: "FACTOR_NOT_AVAILABLE"; field: "activity"; factor_id: string; label: string };
export type UnknownRelease = { code: "UNKNOWN_RELEASE"; field: "data_version"; data_version: string };

export type CalculationError = UnitMismatch | SelectionError | OutOfRange | FactorNotAvailable | UnknownRelease;

/** One factor applied: the trace from the record to a number. */
export type EmissionLine = {
  factor_id: string;
  gas: FactorGas;
  /** The record's quantity in the factor's unit_input. */
  quantity: number;
  unit_input: string;
  /** The figure multiplied by: the published value, or for a CO2e factor its AR6 figure when that was used. */
  value: number;
  unit_output: string;
  /** kg of the gas; null for a CO2e factor. */
  mass_kg: number | null;
  co2e_kg: number;
  /** The GWP set this line's CO2e is on, and how it was reached. */
  co2e_gwp: GwpSet;
  co2e_basis: Co2eBasis;
};

export type EmissionResult = {
  activity: string;
  source_type: SourceType;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  /** kg of each gas; null where the selected factors do not cover the gas (e.g. CEA grid rows are CO2 only). */
  co2_kg: number | null;
  ch4_kg: number | null;
  n2o_kg: number | null;
  /** kg of HFCs and other gases, by gas. */
  other_gases_kg: Partial<Record<Exclude<Gas, "CO2" | "CH4" | "N2O">, number>>;
  co2e_kg: number;
  /** The GWP set asked for, or the default (AR6) that weighted per-gas factors when none was. */
  gwp_set: GwpSet;
  /**
   * The set the CO2e is on: `gwp_set` for per-gas factors and for a CO2e factor recomputed from its split, else the
   * publisher's set (DESNZ without a split: AR5; EPA spend factors: AR4).
   */
  co2e_gwp: GwpSet;
  co2e_basis: Co2eBasis;
  factor_ids: string[];
  selection: { basis: SelectionBasis; region: string; outside_validity: boolean };
  /** The release the calculation was pinned to (`latest` resolved), and the releases of the factors used. */
  data_version: string;
  releases: string[];
  /** Energy content (fuels: net calorific value) in kWh; null for freight, spend and refrigerants. */
  energy_kwh: number | null;
  lines: EmissionLine[];
};

function validate(input: ActivityRecordInput): OutOfRange | null {
  if (!Number.isFinite(input.quantity) || input.quantity < 0) {
    return { code: "OUT_OF_RANGE", field: "quantity", message: "Quantity must be a finite number of 0 or more" };
  }
  const start = dayNumber(input.period_start);
  if (start === null) return { code: "OUT_OF_RANGE", field: "period_start", message: "Not a date (YYYY-MM-DD)" };
  const end = dayNumber(input.period_end);
  if (end === null) return { code: "OUT_OF_RANGE", field: "period_end", message: "Not a date (YYYY-MM-DD)" };
  if (end < start) return { code: "OUT_OF_RANGE", field: "period_end", message: "The period ends before it starts" };
  return null;
}

/**
 * `gwp`: the set asked for, or null for none: per-gas factors are then weighted with the default set and CO2e
 * factors keep their published figure.
 */
export function calculateEmissions(
  input: ActivityRecordInput,
  gwp: GwpSet | null = null,
): Result<EmissionResult, CalculationError> {
  const gwpSet = gwp ?? DEFAULT_GWP_SET;
  const activity = activityOf(input.activity);
  if (!activity) return err({ code: "UNKNOWN_ACTIVITY", field: "activity", activity: input.activity });
  const fits = convert(input.activity, input.quantity, input.unit, input.unit);
  if (!fits.ok) return fits;
  const invalid = validate(input);
  if (invalid) return err(invalid);

  const dataVersion = !input.data_version || input.data_version === "latest" ? LATEST_RELEASE : input.data_version;
  const releases = releasesThrough(dataVersion);
  if (!releases) return err({ code: "UNKNOWN_RELEASE", field: "data_version", data_version: dataVersion });
  const selected = selectFactors({ ...input, releases });
  if (!selected.ok) return selected;
  const { factors, ...selection } = selected.value;
  const blank = factors.find((f) => f.value === null);
  if (blank) return err({ code: "FACTOR_NOT_AVAILABLE", field: "activity", factor_id: blank.id, label: blank.label });

  const lines: EmissionLine[] = [];
  const mass: Partial<Record<Gas, number>> = {};
  for (const f of factors) {
    const converted = convert(input.activity, input.quantity, input.unit, f.unit);
    if (!converted.ok) return converted;
    if (f.gas === "CO2e") {
      const on = co2eFactorValue(f, gwp)!;
      lines.push({
        ...lineOf(f, converted.value, on.value),
        mass_kg: null,
        co2e_kg: converted.value * on.value,
        co2e_gwp: on.gwp,
        co2e_basis: on.basis,
      });
    } else if (isGas(f.gas)) {
      const amount = converted.value * (f.value as number);
      mass[f.gas] = (mass[f.gas] ?? 0) + amount;
      const co2e = amount * gwpOf(f.gas, gwpSet, activity.methane_origin);
      lines.push({
        ...lineOf(f, converted.value, f.value as number),
        mass_kg: amount,
        co2e_kg: co2e,
        co2e_gwp: gwpSet,
        co2e_basis: "per_gas",
      });
    }
  }
  const co2eLine = lines.find((l) => l.gas === "CO2e");
  const { CO2, CH4, N2O, ...others } = mass;
  return ok({
    activity: activity.key,
    source_type: activity.source_type,
    scope: activity.scope,
    scope3_category: activity.scope3_category,
    co2_kg: CO2 ?? null,
    ch4_kg: CH4 ?? null,
    n2o_kg: N2O ?? null,
    other_gases_kg: others,
    co2e_kg: lines.reduce((sum, l) => sum + l.co2e_kg, 0),
    gwp_set: gwpSet,
    co2e_gwp: co2eLine?.co2e_gwp ?? gwpSet,
    co2e_basis: co2eLine?.co2e_basis ?? "per_gas",
    factor_ids: factors.map((f) => f.id),
    selection,
    data_version: dataVersion,
    releases: [...new Set(factors.map((f) => f.release))].sort(),
    energy_kwh: energyKwh(input.activity, input.quantity, input.unit),
    lines,
  });
}

function lineOf(
  f: { id: string; gas: FactorGas; unit_input: string; unit_output: string },
  quantity: number,
  value: number,
) {
  return { factor_id: f.id, gas: f.gas, quantity, unit_input: f.unit_input, value, unit_output: f.unit_output };
}
