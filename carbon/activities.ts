import { canonicalUnit, SOURCE_TYPES as RESOURCE_SOURCE_TYPES } from "../contracts/api";
import { desnzActivities } from "./catalogue/desnz";
import { epaCatalogue } from "./catalogue/epa";
import { DESNZ_EDITIONS, EPA_EDITIONS } from "./catalogue/releases";

/**
 * Activity keys: the stable strings an activity record names (`activity`), each with the source type, scope and
 * physical kind the calculation needs. Catalogue rows name the same keys (or a `family` such as `coal` whose rows
 * apply to every member).
 */

/** The source types of `contracts/api.ts` plus the Scope 3 types of freight, travel, energy upstream and leases. */
export const SOURCE_TYPES = [
  ...RESOURCE_SOURCE_TYPES,
  "upstream_transportation",
  "business_travel",
  "fuel_energy_related",
  "employee_commuting",
  "leased_assets",
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/**
 * What a quantity of the activity measures; decides which units fit (see units.ts). `measured`: an activity a
 * published table defines (DESNZ headings), given in the units its factors are published in or a unit of the same
 * measure (km or miles, kg or tonnes...), never converted between measures.
 */
export type ActivityKind = "fuel" | "electricity" | "freight" | "spend" | "refrigerant" | "measured";

export type Activity = {
  key: string;
  label: string;
  kind: ActivityKind;
  source_type: SourceType;
  scope: 1 | 2 | 3;
  /** GHG Protocol Scope 3 category, where the scope is 3 (1 purchased goods, 4 upstream transportation). */
  scope3_category: number | null;
  /** Catalogue rows of this activity key also apply (e.g. `coal` CH4/N2O rows apply to every coal type). */
  family: string | null;
  /**
   * Where neither the facility's country nor the IPCC (GLOBAL) publishes a factor, the region whose factor is used
   * as a disclosed proxy. Only for activities without an IPCC default.
   */
  proxy_region: string | null;
  /** CH4 from this activity is fossil (AR6 fossil-methane GWP) or biogenic (non-fossil). */
  methane_origin: "fossil" | "non_fossil";
  /** `measured` activities: the unit ids their factors are published in. */
  published_units?: readonly string[];
};

const fuel = (key: string, label: string, family: string | null = null): Activity => ({
  key,
  label,
  kind: "fuel",
  source_type: "stationary_combustion",
  scope: 1,
  scope3_category: null,
  family,
  proxy_region: null,
  methane_origin: "fossil",
});

const refrigerant = (key: string, label: string): Activity => ({
  key,
  label,
  kind: "refrigerant",
  source_type: "fugitive_emissions",
  scope: 1,
  scope3_category: null,
  family: null,
  proxy_region: null,
  methane_origin: "fossil",
});

const purchasedGoods = (key: string, label: string): Activity => ({
  key,
  label,
  kind: "spend",
  source_type: "purchased_goods",
  scope: 3,
  scope3_category: 1,
  family: null,
  proxy_region: "US",
  methane_origin: "fossil",
});

const freight = (key: string, label: string): Activity => ({
  key,
  label,
  kind: "freight",
  source_type: "upstream_transportation",
  scope: 3,
  scope3_category: 4,
  family: null,
  proxy_region: "GB",
  methane_origin: "fossil",
});

const LIST: Activity[] = [
  fuel("diesel", "Diesel (gas/diesel oil), stationary: DG sets, boilers"),
  { ...fuel("diesel_mobile", "Diesel, road vehicles"), source_type: "mobile_combustion" },
  { ...fuel("petrol", "Petrol (motor gasoline)"), source_type: "mobile_combustion" },
  fuel("natural_gas", "Natural gas"),
  fuel("lpg", "Liquefied petroleum gas (LPG)"),
  fuel("fuel_oil", "Residual fuel oil (furnace oil)"),
  fuel("coal_bituminous", "Other bituminous coal", "coal"),
  fuel("coal_sub_bituminous", "Sub-bituminous coal", "coal"),
  fuel("coal_lignite", "Lignite", "coal"),
  fuel("coal_anthracite", "Anthracite", "coal"),
  fuel("coal_coking", "Coking coal", "coal"),
  {
    key: "grid_electricity",
    label: "Purchased grid electricity",
    kind: "electricity",
    source_type: "purchased_electricity",
    scope: 2,
    scope3_category: null,
    family: null,
    proxy_region: null,
    methane_origin: "fossil",
  },
  refrigerant("refrigerant_hfc134a", "Refrigerant top-up, HFC-134a (R-134a)"),
  refrigerant("refrigerant_hfc32", "Refrigerant top-up, HFC-32 (R-32)"),
  refrigerant("refrigerant_r410a", "Refrigerant top-up, R-410A (HFC-32/HFC-125 50/50)"),
  freight("road_freight", "Road freight (HGV), per tonne-km"),
  freight("rail_freight", "Rail freight, per tonne-km"),
  purchasedGoods("purchased_goods_iron_steel", "Purchased iron and steel, by spend"),
  purchasedGoods("purchased_goods_aluminium", "Purchased aluminium sheet, plate and foil, by spend"),
  purchasedGoods("purchased_goods_plastics", "Purchased plastics materials and resins, by spend"),
  purchasedGoods("purchased_goods_packaging", "Purchased corrugated and fibre boxes, by spend"),
  purchasedGoods("purchased_goods_components", "Purchased motor vehicle parts and components, by spend"),
];

/** Activities the DESNZ headings define: flights, hotel stays, freight by mode, waste by treatment, materials... */
const DESNZ: Activity[] = desnzActivities(DESNZ_EDITIONS, new Set(LIST.map((a) => a.key))).map((a) => ({
  key: a.key,
  label: a.label,
  kind: "measured",
  source_type: a.source_type,
  scope: a.scope,
  scope3_category: a.scope3_category,
  family: null,
  proxy_region: "GB",
  methane_origin: a.methane_origin,
  published_units: a.uoms.map(canonicalUnit),
}));

/** Activities the US EPA Hub tables define: US fuels, freight and travel per mile, waste by material (WARM). */
const EPA: Activity[] = EPA_EDITIONS.flatMap((edition) => epaCatalogue(edition).activities).map((a) => ({
  key: a.key,
  label: a.label,
  kind: "measured",
  source_type: a.source_type,
  scope: a.scope,
  scope3_category: a.scope3_category,
  family: null,
  proxy_region: "US",
  methane_origin: a.methane_origin,
  published_units: a.units.map(canonicalUnit),
}));

const ALL = [...LIST, ...DESNZ, ...EPA];
export const ACTIVITIES: ReadonlyMap<string, Activity> = new Map(ALL.map((a) => [a.key, a]));
export const ACTIVITY_KEYS = ALL.map((a) => a.key);

/** Catalogue activity values that are not record activities but families of them. */
export const ACTIVITY_FAMILIES = ["coal"] as const;

export function activityOf(key: string): Activity | undefined {
  return ACTIVITIES.get(key);
}

/** IPCC 2006 Vol. 2 Ch. 2 sector tables for CH4 and N2O: 2.2 energy, 2.3 manufacturing, 2.4 commercial. */
export type IpccSector = "energy" | "manufacturing" | "commercial";

/** The IPCC stationary-combustion sector of a facility, from its industry (contracts/options.ts values). */
export function ipccSectorOf(industry: string | null | undefined): IpccSector {
  if (industry === "manufacturing") return "manufacturing";
  if (industry === "energy-utilities") return "energy";
  return "commercial";
}
