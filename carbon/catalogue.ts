import { ACTIVITIES } from "./activities";
import { type DesnzFactor, desnzFactors, type GasSplit } from "./catalogue/desnz";
import data from "./catalogue/emission-factors.json";
import { type EpaEdition, type EpaFactor, epaCatalogue } from "./catalogue/epa";
import { DESNZ_EDITIONS, EPA_EDITIONS, LATEST_RELEASE, RELEASES } from "./catalogue/releases";
import { type GwpSet, gwpBasisOf } from "./gwp";
import { type UnitId, unitIdOf } from "./units";

/**
 * The emission-factor catalogue, versioned with the code so a factor release is a reviewable diff: the rows typed
 * in with their citation (`catalogue/emission-factors.json`: IPCC, CEA, EPA selections) and the DESNZ editions
 * imported whole from their flat files (`catalogue/desnz-<year>.json`, see desnz.ts). Every row names its release,
 * publisher, document and URL.
 */

/** Spec section 5: emission-factor source IPCC|DEFRA|CEA|EPA (DESNZ rows are DEFRA's series). */
export const FACTOR_SOURCES = ["IPCC", "DEFRA", "CEA", "EPA"] as const;
export type FactorSource = (typeof FACTOR_SOURCES)[number];
/** The gas a row's value is per: a mass of one gas, or CO2e already weighted by the row's GWP set. */
export type FactorGas = "CO2" | "CH4" | "N2O" | "HFC-134a" | "HFC-32" | "HFC-125" | "CO2e";
export type FactorSector = "all" | "energy" | "manufacturing" | "commercial";

/** One catalogue row as stored in the data file. */
export type EmissionFactorRow = {
  id: string;
  label: string;
  /** An activity key (activities.ts) or a family of them (`coal`). */
  activity: string;
  /** IPCC sector table the CH4/N2O value comes from; `all` where the publisher does not split by sector. */
  sector: FactorSector;
  /** ISO 3166-1 alpha-2 country the factor is published for, or GLOBAL (IPCC defaults). */
  region: string;
  year: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  gas: FactorGas;
  unit_input: string;
  unit_output: string;
  /** As published, on the `gwp` basis for a CO2e row; null where the publisher gives no figure ("not available"). */
  value: number | null;
  /** As published: "AR5"/"AR4" for CO2e rows, "n/a (mass of gas)" or "n/a (CO2 only)" otherwise. */
  gwp: string;
  source: FactorSource;
  /** Who published it (DESNZ for the DEFRA series, ASHRAE for a blend's composition...). */
  publisher: string;
  /** The publisher's own description of the activity. */
  category: string;
  provenance: { doc: string; url: string };
  valid_from: string;
  valid_to: string | null;
  /** The release (catalogue/releases.ts) the row came in with. */
  release: string;
  /** The publisher's stable id of the row across editions, where it has one; releases are compared on it. */
  key?: string;
  /** A CO2e row's per-gas split as published (kg CO2e per unit on the `gwp` basis), or null. */
  gas_split?: GasSplit | null;
  /** A CO2e row's value on AR6, recomputed from its split; null without a complete split. */
  value_ar6?: number | null;
  /** A grid subregion within the region the row is for (US eGRID subregion), or null for the whole region. */
  subregion?: string | null;
};

/** A row plus what calculation needs, derived once at load. */
export type EmissionFactorEntry = EmissionFactorRow & {
  /** The region as a country code, null for GLOBAL. */
  country: string | null;
  /** The row's unit_input as a unit id units.ts converts. */
  unit: UnitId;
  /** The GWP set a CO2e value is on; null for a mass of gas. */
  gwp_basis: GwpSet | null;
};

/**
 * The resource shape of spec section 3 (`GET /v1/emission-factors`), plus gas, sector, country and scope 3 category:
 * a row without the publisher's category wording, with its country.
 */
export type EmissionFactorResource = Omit<
  EmissionFactorRow,
  "category" | "key" | "gas_split" | "value_ar6" | "subregion"
> & {
  /** unit_input in the canonical spelling estimates and activity records answer with. */
  unit: UnitId;
  country: string | null;
  subregion: string | null;
  gas_split: GasSplit | null;
  value_ar6: number | null;
  attribution: string | null;
};

function load(row: EmissionFactorRow): EmissionFactorEntry {
  const unit = unitIdOf(row.unit_input);
  if (!unit) throw new Error(`Catalogue row ${row.id}: unit_input "${row.unit_input}" has no conversion`);
  if (!ACTIVITIES.has(row.activity) && row.activity !== "coal") {
    throw new Error(`Catalogue row ${row.id}: unknown activity "${row.activity}"`);
  }
  return {
    ...row,
    country: row.region === "GLOBAL" ? null : row.region,
    unit,
    gwp_basis: gwpBasisOf(row.gwp),
  };
}

function desnzRow(f: DesnzFactor): EmissionFactorRow {
  return {
    id: f.id,
    label: f.label,
    activity: f.activity,
    sector: "all",
    region: "GB",
    year: f.year,
    scope: f.scope,
    scope3_category: f.scope3_category,
    gas: "CO2e",
    unit_input: f.unit_input,
    unit_output: "kg CO2e",
    value: f.value,
    gwp: "AR5",
    source: "DEFRA",
    publisher: "DESNZ",
    category: f.category,
    provenance: { doc: f.doc, url: f.url },
    valid_from: f.valid_from,
    valid_to: f.valid_to,
    release: f.release,
    key: f.key,
    gas_split: f.split,
    value_ar6: f.value_ar6,
  };
}

function epaRow(edition: EpaEdition, f: EpaFactor): EmissionFactorRow {
  return {
    id: f.id,
    label: f.label,
    activity: f.activity,
    sector: "all",
    region: "US",
    year: edition.year,
    scope: f.scope,
    scope3_category: f.scope3_category,
    gas: f.gas,
    unit_input: f.unit_input,
    unit_output: f.unit_output,
    value: f.value,
    gwp: f.gwp,
    source: "EPA",
    publisher: "US EPA",
    category: f.label,
    provenance: { doc: f.doc, url: edition.url },
    valid_from: edition.valid_from,
    valid_to: null,
    release: edition.release,
    key: f.key,
    subregion: f.subregion,
  };
}

/** The newest release in the catalogue: what `data_version=latest` resolves to. */
export const CATALOGUE_RELEASE: string = LATEST_RELEASE;
export const EMISSION_FACTORS: readonly EmissionFactorEntry[] = [
  ...(data.factors as EmissionFactorRow[]),
  ...DESNZ_EDITIONS.flatMap((edition) => desnzFactors(edition).map(desnzRow)),
  ...EPA_EDITIONS.flatMap((edition) => epaCatalogue(edition).factors.map((f) => epaRow(edition, f))),
].map(load);

const BY_ID = new Map(EMISSION_FACTORS.map((f) => [f.id, f]));

export function factorById(id: string): EmissionFactorEntry | undefined {
  return BY_ID.get(id);
}

const ATTRIBUTION = new Map(RELEASES.map((r) => [r.id, r.attribution]));

export function toResource(entry: EmissionFactorEntry): EmissionFactorResource {
  const { category: _category, gwp_basis: _basis, key: _key, subregion: _sub, ...resource } = entry;
  return {
    ...resource,
    provenance: { ...entry.provenance },
    gas_split: entry.gas_split ? { ...entry.gas_split } : null,
    value_ar6: entry.value_ar6 ?? null,
    subregion: entry.subregion ?? null,
    attribution: ATTRIBUTION.get(entry.release) ?? null,
  };
}
