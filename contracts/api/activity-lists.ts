/** The activity keys and units of activity records, as plain data (no zod): pages list them without the schemas. */

/** Activity keys an activity record may name (the calculation engine defines each; carbon/activities.ts). */
export const ACTIVITY_KEYS = [
  "diesel",
  "diesel_mobile",
  "petrol",
  "natural_gas",
  "lpg",
  "fuel_oil",
  "coal_bituminous",
  "coal_sub_bituminous",
  "coal_lignite",
  "coal_anthracite",
  "coal_coking",
  "grid_electricity",
  "refrigerant_hfc134a",
  "refrigerant_hfc32",
  "refrigerant_r410a",
  "road_freight",
  "rail_freight",
  "purchased_goods_iron_steel",
  "purchased_goods_aluminium",
  "purchased_goods_plastics",
  "purchased_goods_packaging",
  "purchased_goods_components",
] as const;

/** Units production records (the denominators of intensities, a CCTS unit's output) are kept in. */
export const PRODUCTION_UNITS = ["tonne", "kg", "unit", "m3", "L", "m2", "MWh"] as const;

/**
 * Units an activity record's quantity may be given in, in their canonical spelling; which fit depends on the activity.
 * A unit only the catalogue's publishers use keeps their spelling (US gallon, short ton); `UNIT_ALIASES` lists the
 * other spellings factors publish their units in.
 */
export const RECORD_UNITS = [
  "L",
  "kL",
  "m3",
  "Nm3",
  "scm",
  "kg",
  "tonne",
  "kWh",
  "MWh",
  "GJ",
  "TJ",
  "tonne-km",
  "INR",
  "km",
  "mile",
  "passenger-km",
  "room-night",
  "FTE-hour",
  "million litres",
  "kWh (Gross CV)",
  "mmBtu",
  "mmBtu (HHV)",
  "scf",
  "US gallon",
  "short ton",
  "short ton-mile",
  "passenger-mile",
  "USD (2021, purchaser price)",
] as const;

/**
 * A factor's spelling of its unit (its `unit_input`, e.g. DESNZ's tonnes and passenger.km) → the canonical unit it
 * names. Estimates and activity records take either spelling and answer and store the canonical one.
 */
export const UNIT_ALIASES = {
  tonnes: "tonne",
  litres: "L",
  litre: "L",
  "cubic metres": "m3",
  "kWh (Net CV)": "kWh",
  "TJ (NCV)": "TJ",
  miles: "mile",
  "vehicle-mile": "mile",
  "passenger.km": "passenger-km",
  "tonne.km": "tonne-km",
  "Room per night": "room-night",
  "per FTE Working Hour": "FTE-hour",
} as const satisfies Record<string, (typeof RECORD_UNITS)[number]>;

/**
 * How people write units in spreadsheets, beyond the canonical units and `UNIT_ALIASES`: read from sheet cells only
 * (a CSV import, `contracts/sheet-values.ts`), ignoring case, spaces, hyphens and dots, so `KWH` is kWh and
 * `passenger km` is passenger-km. Not accepted in JSON, and never a factor's spelling. `units` are what Indian
 * electricity bills call kWh; `MT` is the metric tonne of Indian invoices. `tons` is not here: it may be short tons.
 */
export const SHEET_UNIT_ALIASES = {
  liters: "L",
  liter: "L",
  ltr: "L",
  ltrs: "L",
  units: "kWh",
  t: "tonne",
  MT: "tonne",
  pkm: "passenger-km",
  "room nights": "room-night",
  "room night": "room-night",
} as const satisfies Record<string, (typeof RECORD_UNITS)[number]>;

/** Every unit spelling a quantity may be given in: the canonical units, then their aliases. */
export const ACCEPTED_UNITS = [
  ...RECORD_UNITS,
  ...(Object.keys(UNIT_ALIASES) as (keyof typeof UNIT_ALIASES)[]),
] as const;

/** The canonical unit a spelling names (itself for a canonical unit). */
export function canonicalUnit(unit: (typeof ACCEPTED_UNITS)[number]): (typeof RECORD_UNITS)[number] {
  return Object.hasOwn(UNIT_ALIASES, unit)
    ? UNIT_ALIASES[unit as keyof typeof UNIT_ALIASES]
    : (unit as (typeof RECORD_UNITS)[number]);
}

/** The fields a sheet's column can fill in an import (the CSV columns of POST /activity-records). */
export const IMPORT_FIELDS = [
  "facility",
  "activity",
  "quantity",
  "unit",
  "period",
  "period_start",
  "period_end",
  "estimated",
  "source_id",
  "meter_id",
  "supplier_id",
  "scope3_category",
  "factor_id",
] as const;
