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

/** Units an activity record's quantity may be given in; which fit depends on the activity. */
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
] as const;
