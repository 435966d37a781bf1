import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import { CATALOGUE_RELEASE, EMISSION_FACTORS, type EmissionFactorEntry } from "./catalogue";
import { RELEASES } from "./catalogue/releases";
import { dimensionOf } from "./units";

/**
 * Full-text search of the factor catalogue: an in-memory MiniSearch index built from the catalogue rows, so every
 * database engine gives the same answers. Terms match by prefix and with a typo: one edit (Levenshtein) from 4
 * letters, or two neighbouring letters swapped ("flihgt" finds "flight"; two edits would let "flight" find
 * "freight"). All terms must match, else any (the answer says which). Ranking is BM25 with the
 * label and activity weighted up; equal scores go to the newer release (an edition's row before the previous
 * edition's same row), then by id. Facets count the results' values of each field.
 */

export const FACET_FIELDS = ["source", "scope", "scope3_category", "region", "year", "unit_type", "release"] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type FacetValue = string | number | null;

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

export type SearchHit = { factor: EmissionFactorEntry; score: number };
export type SearchAnswer = {
  match: "all" | "any";
  hits: SearchHit[];
  facets: Record<FacetField, { value: FacetValue; count: number }[]>;
};

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

/** Words a row is found by: its label, the publisher's wording, the activity, and who published it where. */
function documentOf(f: EmissionFactorEntry, i: number) {
  return {
    i,
    label: f.label,
    category: f.category,
    activity: f.activity.replaceAll("_", " "),
    source: `${f.source} ${f.publisher} ${f.region} ${f.year}`,
    other: `${f.gas} ${f.unit_input} ${f.id.replaceAll("_", " ")}`,
  };
}

const fuzzy = (term: string) => (term.length >= 4 ? 1 : 0);
const OPTIONS: SearchOptions = { prefix: true, fuzzy, boost: { label: 3, activity: 2, category: 1.5 } };
const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** The term as typed, or with two neighbouring letters swapped: a transposition is one typo, not two edits. */
function termQuery(term: string): Query {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] !== term[i + 1]) swaps.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  if (term.length < 4 || swaps.length === 0) return term;
  return { combineWith: "OR", queries: [term, { queries: swaps, combineWith: "OR", prefix: true, fuzzy: false }] };
}

const RELEASE_POSITION = new Map(RELEASES.map((r, i) => [r.id, i]));
/** Later releases rank higher; a row without one ranks as the oldest. */
const releaseRank = (f: EmissionFactorEntry) => RELEASE_POSITION.get(f.release ?? "") ?? -1;

export function createFactorSearch(factors: readonly EmissionFactorEntry[]) {
  const index = new MiniSearch<ReturnType<typeof documentOf>>({
    idField: "i",
    fields: ["label", "category", "activity", "source", "other"],
    searchOptions: OPTIONS,
  });
  index.addAll(factors.map(documentOf));

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

  return function search(q: string, filters: SearchFilters = {}): SearchAnswer {
    const terms = tokenize(q.toLowerCase()).filter((t) => t.length > 0);
    const run = (combineWith: "AND" | "OR") =>
      index
        .search({ combineWith, queries: terms.map(termQuery) })
        .map((r) => ({ factor: factors[r.id as number]!, score: r.score }))
        .filter((h) => passes(h.factor, filters));
    let match: SearchAnswer["match"] = "all";
    let hits = run("AND");
    if (hits.length === 0) {
      match = "any";
      hits = run("OR");
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        releaseRank(b.factor) - releaseRank(a.factor) ||
        (a.factor.id < b.factor.id ? -1 : a.factor.id > b.factor.id ? 1 : 0),
    );
    const facets = Object.fromEntries(
      FACET_FIELDS.map((field) => [field, countsOf(hits, field)]),
    ) as SearchAnswer["facets"];
    return { match, hits, facets };
  };
}

function countsOf(hits: readonly SearchHit[], field: FacetField) {
  const counts = new Map<FacetValue, number>();
  for (const h of hits) {
    const v = facetValue(h.factor, field);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  // Most results first, then by value, null last.
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || order(a.value, b.value));
}

function order(a: FacetValue, b: FacetValue) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return String(a) < String(b) ? -1 : 1;
}

let catalogueSearch: ReturnType<typeof createFactorSearch> | null = null;

/** The search over the whole catalogue, its index built on first use (the server's search example does at start). */
export function searchCatalogue(q: string, filters: SearchFilters = {}): SearchAnswer {
  catalogueSearch ??= createFactorSearch(EMISSION_FACTORS);
  return catalogueSearch(q, filters);
}
