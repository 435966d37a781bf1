import { ACTIVITY_KEYS, activityOf, type IpccSector } from "./activities";
import { type EmissionFactorEntry, factorById } from "./catalogue";
import { type CalculationError, calculateEmissions, type EmissionLine, type EmissionResult } from "./emissions";
import { type GwpSet, gwpOf, isGas } from "./gwp";
import { err, ok, type Result } from "./result";
import type { SelectionBasis } from "./select-factor";
import { type UnitId, unitTable } from "./units";

/**
 * One activity's emissions with the work shown, stored nowhere: the factors chosen and why, and each conversion
 * from the given quantity to a factor's unit. A factor whose published value is blank is "not available": an
 * estimate that needs it is refused (`NOT_AVAILABLE`), never computed as zero.
 */

export type EstimateInput = {
  /** An activity key; may be left out when `factor_id` is given (the factor's activity is used). */
  activity?: string | null;
  factor_id?: string | null;
  quantity: number;
  unit: UnitId;
  period_start: string;
  period_end: string;
  country: string;
  sector: IpccSector;
  /** The factor release to calculate with (and those before it); latest when left out. */
  data_version?: string;
};

export type EstimateError =
  | CalculationError
  | { code: "ACTIVITY_REQUIRED"; field: "activity"; factor_id: string; family: string; members: string[] }
  | { code: "NOT_AVAILABLE"; field: "factor_id"; factor_ids: string[] };

/** The quantity taken to the activity's base measure and on to the factor's unit: quantity x from / to. */
export type ConversionStep = {
  factor_id: string;
  from: { quantity: number; unit: string };
  /** The activity's base measure (fuels: GJ on a net calorific value basis), and how much of it one unit is. */
  base: { unit: string; per_from_unit: number; per_to_unit: number; quantity: number };
  to: { quantity: number; unit: string };
};

export type Estimate = Omit<EmissionResult, "lines"> & {
  selection: EmissionResult["selection"] & { reason: string };
  /** Each factor applied, with the GWP that weighted its gas (null for a CO2e factor). */
  lines: (EmissionLine & { gwp: number | null })[];
  factors: EmissionFactorEntry[];
  conversions: ConversionStep[];
};

const BASE_UNIT = { electricity: "kWh", freight: "tonne-km", spend: "INR", refrigerant: "kg" } as const;

function baseUnitOf(activityKey: string): string {
  const activity = activityOf(activityKey);
  if (!activity) return "";
  // A measured activity (a DESNZ or EPA heading) is published per its own unit: no base measure between.
  if (activity.kind === "measured") return activity.published_units?.[0] ?? "";
  if (activity.kind !== "fuel") return BASE_UNIT[activity.kind];
  return unitTable(activityKey).GJ === 1 ? "GJ (NCV)" : "L";
}

export function conversionStep(activityKey: string, quantity: number, from: UnitId, factor: EmissionFactorEntry) {
  const table = unitTable(activityKey);
  const perFrom = table[from] ?? Number.NaN;
  const perTo = table[factor.unit] ?? Number.NaN;
  const base = quantity * perFrom;
  return {
    factor_id: factor.id,
    from: { quantity, unit: from },
    base: { unit: baseUnitOf(activityKey), per_from_unit: perFrom, per_to_unit: perTo, quantity: base },
    to: { quantity: from === factor.unit ? quantity : base / perTo, unit: factor.unit_input },
  } satisfies ConversionStep;
}

/** Why the selection chose what it did, in words. */
export function selectionReason(
  basis: SelectionBasis,
  region: string,
  outsideValidity: boolean,
  country: string,
  factors: readonly EmissionFactorEntry[],
): string {
  const head = factors[0];
  const publication = head ? `${head.publisher} ${head.year} (${head.source}, ${head.region})` : region;
  const validity = outsideValidity
    ? "; none of its rows is valid on any day of the period: the latest publication that ended before it is used"
    : "";
  switch (basis) {
    case "pinned":
      return `factor_id pinned ${head?.id ?? ""}: the other gases come from the same publication, ${publication}${outsideValidity ? "; it is not valid on any day of the period" : ""}`;
    case "country":
      return `published for ${country}: ${publication}, the publication valid on the most days of the period${validity}`;
    case "global_default":
      return `no factor is published for ${country}: the IPCC default (GLOBAL), ${publication}${validity}`;
    case "proxy_region":
      return `no factor for ${country} and no IPCC default: ${region} is this activity's proxy region, ${publication}${validity}`;
  }
}

/** The ids of factors published blank ("not available"): no number to multiply by. */
export function blankFactorIds(factors: readonly EmissionFactorEntry[]): string[] {
  return factors.filter((f) => typeof f.value !== "number" || !Number.isFinite(f.value)).map((f) => f.id);
}

/** `gwp`: the set asked for, or null for none (see `calculateEmissions`). */
export function estimateEmissions(input: EstimateInput, gwp: GwpSet | null): Result<Estimate, EstimateError> {
  let activity = input.activity ?? null;
  if (!activity && input.factor_id) {
    const pinned = factorById(input.factor_id);
    if (!pinned) return err({ code: "UNKNOWN_FACTOR", field: "factor_id", factor_id: input.factor_id });
    if (!activityOf(pinned.activity)) {
      const members = ACTIVITY_KEYS.filter((k) => activityOf(k)?.family === pinned.activity);
      return err({
        code: "ACTIVITY_REQUIRED",
        field: "activity",
        factor_id: pinned.id,
        family: pinned.activity,
        members,
      });
    }
    activity = pinned.activity;
  }
  const calculated = calculateEmissions(
    { ...input, activity: activity ?? "", factor_id: input.factor_id ?? null },
    gwp,
  );
  if (!calculated.ok) return calculated;
  const result = calculated.value;
  const factors = result.factor_ids.map((id) => factorById(id)!);
  const blank = blankFactorIds(factors);
  if (blank.length > 0) return err({ code: "NOT_AVAILABLE", field: "factor_id", factor_ids: blank });
  const unit = input.unit;
  const methane = activityOf(result.activity)?.methane_origin;
  return ok({
    ...result,
    lines: result.lines.map((l) => ({ ...l, gwp: isGas(l.gas) ? gwpOf(l.gas, result.gwp_set, methane) : null })),
    selection: {
      ...result.selection,
      reason: selectionReason(
        result.selection.basis,
        result.selection.region,
        result.selection.outside_validity,
        input.country,
        factors,
      ),
    },
    factors,
    conversions: factors.map((f) => conversionStep(result.activity, input.quantity, unit, f)),
  });
}
