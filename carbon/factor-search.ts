import { CATALOGUE_RELEASE, EMISSION_FACTORS, type EmissionFactorEntry } from "./catalogue";
import { RELEASES } from "./catalogue/releases";
import {
  createSearchEngine,
  type EngineAnswer,
  type EngineHit,
  FACET_FIELDS,
  type FacetField,
  type FacetValue,
} from "./factor-search-engine";
import { isDefaultChoice } from "./select-factor";
import { dimensionOf } from "./units";

/**
 * Full-text search of the factor catalogue: an in-memory MiniSearch index built from the catalogue rows, so every
 * database engine gives the same answers. The matching and ranking are `factor-search-engine.ts`'s (prefix, typo,
 * BM25, all terms else any); this module adds the catalogue's facet values and the filters.
 */

export { FACET_FIELDS, type FacetField, type FacetValue };

export type SearchFilters = Partial<{
  source: string;
  scope: number;
  scope3_category: number;
  region: string;
  /** Rows that apply to a facility in this country: its own and the IPCC (GLOBAL) defaults. */
  country: string;
  /** The year as published: 2006, 2025, FY2024-25. */
  year: string;
  unit_type: string;
  release: string;
  activity: string;
  gas: string;
  sector: string;
}>;

export type SearchHit = EngineHit<EmissionFactorEntry>;
export type SearchAnswer = EngineAnswer<EmissionFactorEntry>;

/** The facet value of a row: its field, its unit's kind, and its release (the catalogue's when the row has none). */
export function facetValue(f: EmissionFactorEntry, field: FacetField): FacetValue {
  switch (field) {
    case "unit_type":
      return dimensionOf(f.unit);
    case "release":
      return (f as { release?: string }).release ?? CATALOGUE_RELEASE;
    default:
      return (f[field] as FacetValue | undefined) ?? null;
  }
}

const RELEASE_POSITION = new Map(RELEASES.map((r, i) => [r.id, i]));
/** Later releases rank higher; a row without one ranks as the oldest. */
const releaseRank = (f: EmissionFactorEntry) => RELEASE_POSITION.get(f.release ?? "") ?? -1;

export function createFactorSearch(factors: readonly EmissionFactorEntry[]) {
  const search = createSearchEngine(factors, { facetValue, releaseRank, defaultChoice: isDefaultChoice });

  function passes(f: EmissionFactorEntry, filters: SearchFilters) {
    for (const field of FACET_FIELDS) {
      const wanted = filters[field];
      if (wanted !== undefined && facetValue(f, field) !== wanted) return false;
    }
    if (filters.country && f.region !== filters.country && f.region !== "GLOBAL") return false;
    if (filters.activity && f.activity !== filters.activity) return false;
    if (filters.gas && f.gas !== filters.gas) return false;
    if (filters.sector && f.sector !== filters.sector) return false;
    return true;
  }

  return (q: string, filters: SearchFilters = {}): SearchAnswer => search(q, (f) => passes(f, filters));
}

let catalogueSearch: ReturnType<typeof createFactorSearch> | null = null;

/** The search over the whole catalogue, its index built on first use (the server's search example does at start). */
export function searchCatalogue(q: string, filters: SearchFilters = {}): SearchAnswer {
  catalogueSearch ??= createFactorSearch(EMISSION_FACTORS);
  return catalogueSearch(q, filters);
}
