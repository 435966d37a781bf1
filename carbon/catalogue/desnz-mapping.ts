import type { ACCEPTED_UNITS } from "../../contracts/api/activity-lists";

/**
 * How each DESNZ flat-file row maps to what the API needs, as data (reviewed by `desnz.test.ts`: no row unmapped).
 *
 * - `LEVEL_1`: every level 1 heading → the source type, the GHG Protocol Scope 3 category where the scope is 3, and
 *   whether its methane is fossil (AR6 29.8) or biogenic (AR6 27.0) when the AR6 figure is recomputed.
 *   Categories (GHG Protocol Corporate Value Chain Standard): 1 purchased goods (material use, water supply),
 *   3 fuel- and energy-related (well-to-tank of fuels and energy, T&D losses), 4 upstream transportation (freight
 *   and its well-to-tank; a record may say 9 for downstream), 5 waste (disposal, water treatment), 6 business travel
 *   (flights, sea, land, hotel stays and their well-to-tank), 7 employee commuting (homeworking), 8 upstream leased
 *   assets (managed assets).
 * - `UOMS`: the flat file's units of measure, each a canonical unit or a spelling of `UNIT_ALIASES`
 *   (contracts/api/activity-lists.ts), which names the unit it stands for.
 * - `ACTIVITY_OVERRIDES`: rows that measure an activity the engine already names (diesel, grid electricity, road
 *   freight...), in the units that activity converts; every other row's activity key is made from its headings.
 * - `LEGACY_IDS`: the catalogue ids the 2025 rows had when they were typed in by hand, kept so pins still resolve.
 * - `COLUMN_TEXT_ALIASES`: a heading DESNZ renamed between editions, so the activity key stays the same.
 */

export type DesnzSourceType =
  | "stationary_combustion"
  | "mobile_combustion"
  | "purchased_electricity"
  | "purchased_heat_steam"
  | "fugitive_emissions"
  | "purchased_goods"
  | "waste"
  | "upstream_transportation"
  | "business_travel"
  | "fuel_energy_related"
  | "employee_commuting"
  | "leased_assets";

export type Level1Mapping = {
  source_type: DesnzSourceType;
  scope3_category: number | null;
  methane_origin: "fossil" | "non_fossil";
};

const s1 = (source_type: DesnzSourceType, methane_origin: "fossil" | "non_fossil" = "fossil"): Level1Mapping => ({
  source_type,
  scope3_category: null,
  methane_origin,
});
const s3 = (
  source_type: DesnzSourceType,
  scope3_category: number,
  methane_origin: "fossil" | "non_fossil" = "fossil",
): Level1Mapping => ({ source_type, scope3_category, methane_origin });

/** Level 1 headings of the rows in kg CO2e (the factors). */
export const LEVEL_1: Readonly<Record<string, Level1Mapping>> = {
  Fuels: s1("stationary_combustion"),
  Bioenergy: s1("stationary_combustion", "non_fossil"),
  "Refrigerant & other": s1("fugitive_emissions"),
  "Passenger vehicles": s1("mobile_combustion"),
  "Delivery vehicles": s1("mobile_combustion"),
  "UK electricity": s1("purchased_electricity"),
  "UK electricity for EVs": s1("purchased_electricity"),
  "Heat and steam": s1("purchased_heat_steam"),
  "WTT- fuels": s3("fuel_energy_related", 3),
  "WTT- bioenergy": s3("fuel_energy_related", 3, "non_fossil"),
  "WTT- UK electricity": s3("fuel_energy_related", 3),
  "WTT- heat and steam": s3("fuel_energy_related", 3),
  "Transmission and distribution": s3("fuel_energy_related", 3),
  "UK electricity T&D for EVs": s3("fuel_energy_related", 3),
  "Material use": s3("purchased_goods", 1),
  "Water supply": s3("purchased_goods", 1),
  "Freighting goods": s3("upstream_transportation", 4),
  "WTT- delivery vehs & freight": s3("upstream_transportation", 4),
  "Waste disposal": s3("waste", 5, "non_fossil"),
  "Water treatment": s3("waste", 5, "non_fossil"),
  "Business travel- air": s3("business_travel", 6),
  "WTT- business travel- air": s3("business_travel", 6),
  "Business travel- sea": s3("business_travel", 6),
  "WTT- business travel- sea": s3("business_travel", 6),
  "Business travel- land": s3("business_travel", 6),
  "WTT- pass vehs & travel- land": s3("business_travel", 6),
  "Hotel stay": s3("business_travel", 6),
  Homeworking: s3("employee_commuting", 7),
  "Managed assets- vehicles": s3("leased_assets", 8),
  "Managed assets- electricity": s3("leased_assets", 8),
};

/**
 * Level 1 headings of rows that are not factors in kg CO2e: energy use per distance for SECR reporting (kWh per
 * km or mile), and biogenic CO2 outside of the scopes. They are kept in the release's data file as published.
 */
export const NON_FACTOR_LEVEL_1 = [
  "SECR kWh pass & delivery vehs",
  "SECR kWh UK electricity for EVs",
  "Outside of scopes",
] as const;

/** The flat file's units of measure. */
export const UOMS = [
  "tonnes",
  "kg",
  "litres",
  "million litres",
  "cubic metres",
  "kWh",
  "kWh (Net CV)",
  "kWh (Gross CV)",
  "GJ",
  "km",
  "miles",
  "passenger.km",
  "tonne.km",
  "Room per night",
  "per FTE Working Hour",
] as const satisfies readonly (typeof ACCEPTED_UNITS)[number][];
export type DesnzUom = (typeof UOMS)[number];

/** [level 1, level 2, level 3, level 4, column text] → an activity key the engine already has, in these units. */
export const ACTIVITY_OVERRIDES: readonly { levels: readonly string[]; uoms: readonly DesnzUom[]; activity: string }[] =
  [
    {
      levels: ["Fuels", "Liquid fuels", "Diesel (average biofuel blend)", "", ""],
      uoms: ["tonnes", "litres", "kWh (Net CV)"],
      activity: "diesel",
    },
    {
      levels: ["Fuels", "Liquid fuels", "Petrol (average biofuel blend)", "", ""],
      uoms: ["litres"],
      activity: "petrol",
    },
    {
      levels: ["Fuels", "Gaseous fuels", "Natural gas", "", ""],
      uoms: ["tonnes", "cubic metres", "kWh (Net CV)", "kWh (Gross CV)"],
      activity: "natural_gas",
    },
    { levels: ["Fuels", "Gaseous fuels", "LPG", "", ""], uoms: ["tonnes", "litres", "kWh (Net CV)"], activity: "lpg" },
    {
      levels: ["Fuels", "Liquid fuels", "Fuel oil", "", ""],
      uoms: ["tonnes", "litres", "kWh (Net CV)"],
      activity: "fuel_oil",
    },
    {
      levels: ["UK electricity", "Electricity generated", "Electricity: UK", "kWh", ""],
      uoms: ["kWh"],
      activity: "grid_electricity",
    },
    {
      levels: ["Freighting goods", "HGV (all diesel)", "All HGVs", "", "Average laden"],
      uoms: ["tonne.km"],
      activity: "road_freight",
    },
    { levels: ["Freighting goods", "Rail", "Freight train", "", ""], uoms: ["tonne.km"], activity: "rail_freight" },
  ];

/** DESNZ 2025 ids (kg CO2e rows) → the ids the catalogue gave them before the import. */
export const LEGACY_IDS: Readonly<Record<string, string>> = {
  "1_101_1011_8_1": "desnz2025_diesel_avgbio_litre",
  "1_101_1012_8_1": "desnz2025_diesel_mineral_litre",
  "1_101_1017_8_1": "desnz2025_petrol_avgbio_litre",
  "1_100_1004_6_1": "desnz2025_natgas_kwh_gross",
  "1_100_1004_1_1": "desnz2025_natgas_m3",
  "7_400_4000_5_1": "desnz2025_uk_electricity_kwh",
  "27_304_3140_14_1": "desnz2025_hgv_alldiesel_avgladen_tkm",
  "27_315_3151_14_1": "desnz2025_rail_freight_tkm",
};

/** Column texts DESNZ renamed between editions → the wording the activity key uses. */
export const COLUMN_TEXT_ALIASES: Readonly<Record<string, string>> = {
  Combustion: "Incineration with Energy Recovery",
};
