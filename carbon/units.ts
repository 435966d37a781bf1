import { RECORD_UNITS as RECORD_UNIT_LIST, UNIT_ALIASES } from "../contracts/api/activity";
import { type ActivityKind, activityOf } from "./activities";
import { err, ok, type Result } from "./result";

/**
 * Unit conversion per activity. Each activity has a base measure (fuels: GJ on a net calorific value basis;
 * electricity: kWh; freight: tonne-km; spend: INR; refrigerants: kg) and a table of how much of the base one unit
 * is. A unit outside the activity's table does not fit it: `UNIT_MISMATCH`.
 */

/** Units an activity record may be given in (the API's list), in their canonical spelling. */
export const RECORD_UNITS = RECORD_UNIT_LIST;
export type RecordUnit = (typeof RECORD_UNITS)[number];
/** A unit in its canonical spelling: every unit a catalogue row is published in is one a record may be given in. */
export type UnitId = RecordUnit;

/**
 * The unit a spelling names: a canonical unit, or a catalogue row's `unit_input` text ("TJ (NCV)" → "TJ",
 * "passenger.km" → "passenger-km"); null when it is not one we convert.
 */
export function unitIdOf(unitInput: string): UnitId | null {
  if (Object.hasOwn(UNIT_ALIASES, unitInput)) return UNIT_ALIASES[unitInput as keyof typeof UNIT_ALIASES];
  return (RECORD_UNITS as readonly string[]).includes(unitInput) ? (unitInput as RecordUnit) : null;
}

/** What a unit measures, so a factor in the record's own kind of unit can be preferred (no calorific value needed). */
export function dimensionOf(
  unit: UnitId,
): "volume" | "mass" | "energy" | "transport" | "money" | "distance" | "travel" | "stay" | "time" {
  switch (unit) {
    case "km":
    case "mile":
      return "distance";
    case "passenger-km":
    case "passenger-mile":
      return "travel";
    case "room-night":
      return "stay";
    case "FTE-hour":
      return "time";
    case "million litres":
    case "L":
    case "kL":
    case "m3":
    case "Nm3":
    case "scm":
    case "scf":
    case "US gallon":
      return "volume";
    case "kg":
    case "tonne":
    case "short ton":
      return "mass";
    case "tonne-km":
    case "short ton-mile":
      return "transport";
    case "INR":
    case "USD (2021, purchaser price)":
      return "money";
    default:
      return "energy";
  }
}

// ---------- constants, each with its source ----------

/** Where the constants below come from, in words (the methodology page quotes them). */
export const CONVERSION_SOURCES = {
  exact: "Exact by definition: international table Btu (ISO 31-4), US liquid gallon, foot, short ton, statute mile",
  ncv: "IPCC 2006 Guidelines, Vol. 2, Ch. 1, Table 1.2 (default net calorific values)",
  density:
    "DUKES (Digest of UK Energy Statistics), Annex A, Table A.1: litres per tonne (gas/diesel oil 1,187; LPG 1,850; fuel oil 1,031), as 1,000 / litres per tonne",
  natural_gas_heat_content:
    "US EPA GHG Emission Factors Hub 2025, Table 1: 1,026 Btu per standard cubic foot (60 °F, 14.7 psia), higher heating value",
  net_per_gross:
    "IEA/OECD/Eurostat Energy Statistics Manual (2005): the gross-net difference is about 10 % for natural gas and 5 % for oil products and coal",
  gas_volumes:
    "Ideal gas at equal pressure: Nm3 at 0 °C, m3 and scm at 15 °C (ISO 13443), scf at 60 °F (the 0.3 % between 14.7 psia and 101.325 kPa is ignored)",
  inr_per_usd:
    "World Bank WDI indicator PA.NUS.FCRF (official exchange rate, period average; IMF International Financial Statistics), India 2021",
} as const;

/** Exact by definition (`CONVERSION_SOURCES.exact`). */
export const EXACT_CONSTANTS = {
  GJ_PER_MMBTU: 1.05505585262,
  LITRES_PER_US_GALLON: 3.785411784,
  M3_PER_FT3: 0.028316846592,
  TONNES_PER_SHORT_TON: 0.90718474,
  KM_PER_MILE: 1.609344,
  GJ_PER_KWH: 0.0036,
} as const;
const { GJ_PER_MMBTU, LITRES_PER_US_GALLON, M3_PER_FT3, TONNES_PER_SHORT_TON, KM_PER_MILE, GJ_PER_KWH } =
  EXACT_CONSTANTS;

/** Net calorific values, GJ per tonne (= TJ/Gg), and densities, kg per litre (`CONVERSION_SOURCES` ncv, density). */
export const FUEL_PROPERTIES: Readonly<Record<string, { ncv_gj_per_tonne: number; density_kg_per_l?: number }>> = {
  diesel: { ncv_gj_per_tonne: 43.0, density_kg_per_l: 1000 / 1187 },
  diesel_mobile: { ncv_gj_per_tonne: 43.0, density_kg_per_l: 1000 / 1187 },
  lpg: { ncv_gj_per_tonne: 47.3, density_kg_per_l: 1000 / 1850 },
  fuel_oil: { ncv_gj_per_tonne: 40.4, density_kg_per_l: 1000 / 1031 },
  natural_gas: { ncv_gj_per_tonne: 48.0 },
  coal_bituminous: { ncv_gj_per_tonne: 25.8 },
  coal_sub_bituminous: { ncv_gj_per_tonne: 18.9 },
  coal_lignite: { ncv_gj_per_tonne: 11.9 },
  coal_anthracite: { ncv_gj_per_tonne: 26.7 },
  coal_coking: { ncv_gj_per_tonne: 28.2 },
};

/**
 * Natural gas by volume: its heat content (`CONVERSION_SOURCES.natural_gas_heat_content`), net = 0.9 × gross
 * (`net_per_gross`), and volumes scaled with absolute temperature at equal pressure (`gas_volumes`; scf at
 * 60 °F = 288.7056 K).
 */
export const NATURAL_GAS_NCV_PER_GCV = 0.9;
/** Net = 0.95 × gross for oil products and coal (`CONVERSION_SOURCES.net_per_gross`). */
export const OIL_COAL_NCV_PER_GCV = 0.95;
export const NATURAL_GAS_BTU_HHV_PER_SCF = 1026;
const NATURAL_GAS_GCV_GJ_PER_SCF = (NATURAL_GAS_BTU_HHV_PER_SCF / 1e6) * GJ_PER_MMBTU;
const SCF_PER_NM3 = 1 / M3_PER_FT3 / (273.15 / 288.705556);
const SCF_PER_SCM = 1 / M3_PER_FT3 / (288.15 / 288.705556);
export const NATURAL_GAS_GJ_NCV_PER_NM3 = SCF_PER_NM3 * NATURAL_GAS_GCV_GJ_PER_SCF * NATURAL_GAS_NCV_PER_GCV;
export const NATURAL_GAS_GJ_NCV_PER_SCM = SCF_PER_SCM * NATURAL_GAS_GCV_GJ_PER_SCF * NATURAL_GAS_NCV_PER_GCV;

/**
 * INR per USD, 2021 annual average (`CONVERSION_SOURCES.inr_per_usd`). Converts rupee spend to the 2021 US dollars
 * the EPA supply-chain factors are per. No inflation adjustment: spend is taken as 2021 rupees.
 */
export const INR_PER_USD_2021 = 73.92;

// ---------- unit tables ----------

const ENERGY_GJ: Partial<Record<UnitId, number>> = { GJ: 1, TJ: 1000, kWh: GJ_PER_KWH, MWh: 1000 * GJ_PER_KWH };

function fuelUnits(key: string): Partial<Record<UnitId, number>> {
  const p = FUEL_PROPERTIES[key];
  if (!p) return {};
  const table: Partial<Record<UnitId, number>> = {
    ...ENERGY_GJ,
    kg: p.ncv_gj_per_tonne / 1000,
    tonne: p.ncv_gj_per_tonne,
    "short ton": TONNES_PER_SHORT_TON * p.ncv_gj_per_tonne,
    "mmBtu (HHV)": GJ_PER_MMBTU * (key === "natural_gas" ? NATURAL_GAS_NCV_PER_GCV : OIL_COAL_NCV_PER_GCV),
  };
  if (p.density_kg_per_l) {
    const perLitre = (p.density_kg_per_l * p.ncv_gj_per_tonne) / 1000;
    Object.assign(table, {
      L: perLitre,
      kL: 1000 * perLitre,
      m3: 1000 * perLitre,
      "US gallon": LITRES_PER_US_GALLON * perLitre,
    });
  }
  if (key === "natural_gas") {
    const perScm = NATURAL_GAS_GJ_NCV_PER_SCM;
    Object.assign(table, {
      Nm3: NATURAL_GAS_GJ_NCV_PER_NM3,
      m3: perScm,
      scm: perScm,
      scf: NATURAL_GAS_GCV_GJ_PER_SCF * NATURAL_GAS_NCV_PER_GCV,
      "kWh (Gross CV)": GJ_PER_KWH * NATURAL_GAS_NCV_PER_GCV,
      "mmBtu (HHV)": GJ_PER_MMBTU * NATURAL_GAS_NCV_PER_GCV,
    });
  }
  return table;
}

/** Fuels without published properties here are measured by volume only (base: litre). */
const VOLUME_ONLY_L: Partial<Record<UnitId, number>> = { L: 1, kL: 1000, m3: 1000, "US gallon": LITRES_PER_US_GALLON };

const TABLES: Record<Exclude<ActivityKind, "fuel" | "measured">, Partial<Record<UnitId, number>>> = {
  electricity: { kWh: 1, MWh: 1000, GJ: 1 / GJ_PER_KWH, TJ: 1000 / GJ_PER_KWH },
  freight: { "tonne-km": 1, "short ton-mile": TONNES_PER_SHORT_TON * KM_PER_MILE },
  spend: { INR: 1, "USD (2021, purchaser price)": INR_PER_USD_2021 },
  refrigerant: { kg: 1, tonne: 1000 },
};

/**
 * Measures of `measured` activities: how much of the measure's base one unit is. Units convert within a measure
 * only (km and miles, kg and tonnes); net and gross kWh are different measures. Standard cubic feet (60 °F) are
 * taken as a volume at the same reference conditions as the record's m3 or litres.
 */
const MEASURES: readonly Partial<Record<UnitId, number>>[] = [
  { kg: 0.001, tonne: 1, "short ton": TONNES_PER_SHORT_TON },
  { L: 1, kL: 1000, m3: 1000, "million litres": 1_000_000, "US gallon": LITRES_PER_US_GALLON, scf: 1000 * M3_PER_FT3 },
  { kWh: 1, MWh: 1000, GJ: 1 / GJ_PER_KWH, TJ: 1000 / GJ_PER_KWH, mmBtu: GJ_PER_MMBTU / GJ_PER_KWH },
  { "kWh (Gross CV)": 1, "mmBtu (HHV)": GJ_PER_MMBTU / GJ_PER_KWH },
  { km: 1, mile: KM_PER_MILE },
  { "passenger-km": 1, "passenger-mile": KM_PER_MILE },
  { "tonne-km": 1, "short ton-mile": TONNES_PER_SHORT_TON * KM_PER_MILE },
  { "room-night": 1 },
  { "FTE-hour": 1 },
];

function measureOf(unit: UnitId) {
  return MEASURES.find((m) => m[unit] !== undefined);
}

/** A measured activity's units: every unit of the measures its factors are published in. */
const MEASURED_TABLES = new Map<string, Partial<Record<UnitId, number>>>();
function measuredTable(key: string, published: readonly string[]): Partial<Record<UnitId, number>> {
  let table = MEASURED_TABLES.get(key);
  if (!table) {
    table = Object.assign({}, ...published.map((u) => measureOf(u as UnitId) ?? {}));
    MEASURED_TABLES.set(key, table!);
  }
  return table!;
}

/** Each fuel's table, built once: conversion runs for every record of a batch. */
const FUEL_TABLES = new Map(Object.keys(FUEL_PROPERTIES).map((key) => [key, fuelUnits(key)]));

export function unitTable(activityKey: string): Partial<Record<UnitId, number>> {
  const activity = activityOf(activityKey);
  if (!activity) return {};
  if (activity.kind === "measured") return measuredTable(activity.key, activity.published_units ?? []);
  if (activity.kind !== "fuel") return TABLES[activity.kind];
  return FUEL_TABLES.get(activityKey) ?? VOLUME_ONLY_L;
}

/** The record units that fit an activity, in RECORD_UNITS order. */
export function unitsFor(activityKey: string): RecordUnit[] {
  const table = unitTable(activityKey);
  return RECORD_UNITS.filter((u) => table[u] !== undefined);
}

export type UnitMismatch = {
  code: "UNIT_MISMATCH";
  field: "unit";
  activity: string;
  unit: string;
  allowed: RecordUnit[];
};

/** Converts a quantity of an activity between two units; a unit that does not fit the activity is UNIT_MISMATCH. */
export function convert(activityKey: string, quantity: number, from: UnitId, to: UnitId): Result<number, UnitMismatch> {
  const table = unitTable(activityKey);
  const a = table[from];
  const b = table[to];
  const bad = a === undefined ? from : b === undefined ? to : null;
  const acrossMeasures = activityOf(activityKey)?.kind === "measured" && measureOf(from) !== measureOf(to);
  if (bad !== null || a === undefined || b === undefined || acrossMeasures) {
    return err({
      code: "UNIT_MISMATCH",
      field: "unit",
      activity: activityKey,
      unit: bad ?? from,
      allowed: unitsFor(activityKey),
    });
  }
  return ok(from === to ? quantity : (quantity * a) / b);
}

/** Energy content in kWh (fuels: net calorific value; electricity: as metered), or null for non-energy activities. */
export function energyKwh(activityKey: string, quantity: number, unit: UnitId): number | null {
  const kind = activityOf(activityKey)?.kind;
  if (kind !== "fuel" && kind !== "electricity") return null;
  const converted = convert(activityKey, quantity, unit, "kWh");
  return converted.ok ? converted.value : null;
}
