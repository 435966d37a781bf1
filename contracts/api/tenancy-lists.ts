/**
 * The units of sources and meters and the source types, as plain data (no zod): the console's Facilities view lists
 * them without loading the schemas.
 */

/** Units a source or meter may measure in, grouped by the quantity they measure. */
export const UNIT_DIMENSIONS = {
  kWh: "energy",
  MWh: "energy",
  GJ: "energy",
  L: "volume",
  kL: "volume",
  m3: "volume",
  Nm3: "gas_volume",
  scm: "gas_volume",
  kg: "mass",
  tonne: "mass",
  km: "distance",
} as const;
export type ActivityUnit = keyof typeof UNIT_DIMENSIONS;
export const ACTIVITY_UNITS = Object.keys(UNIT_DIMENSIONS) as [ActivityUnit, ...ActivityUnit[]];

export function unitsCompatible(a: ActivityUnit, b: ActivityUnit) {
  return UNIT_DIMENSIONS[a] === UNIT_DIMENSIONS[b];
}

export const SOURCE_TYPES = [
  "stationary_combustion",
  "mobile_combustion",
  "purchased_electricity",
  "purchased_heat_steam",
  "process_emissions",
  "fugitive_emissions",
  "purchased_goods",
  "waste",
] as const;

/**
 * Where a source's energy comes from, for BRSR Principle 6's energy table, which splits energy from renewable and
 * non-renewable sources (electricity, fuel, other): non_renewable (grid electricity, fossil fuels; the default),
 * on_site_solar, on_site_wind (captive generation), renewable_ppa (a power purchase agreement for renewable power),
 * green_tariff (green energy bought from the utility or through open access), biomass, biofuel, other_renewable.
 */
export const ENERGY_ORIGINS = [
  "non_renewable",
  "on_site_solar",
  "on_site_wind",
  "renewable_ppa",
  "green_tariff",
  "biomass",
  "biofuel",
  "other_renewable",
] as const;
export type EnergyOrigin = (typeof ENERGY_ORIGINS)[number];

/** Whether BRSR counts energy of this origin renewable: every origin but non_renewable. */
export const isRenewableOrigin = (origin: EnergyOrigin): boolean => origin !== "non_renewable";
