import MiniSearch, { type Query, type SearchOptions } from "minisearch";

/**
 * The ranking of factor search, free of the catalogue: it indexes any list of rows that carry the words a factor is
 * found by, so the API (`factor-search.ts`, over the catalogue) and the website's factor explorer (over the data file
 * the build writes) find and order factors the same way. It imports MiniSearch only, which is why the site may load
 * it (see ARCHITECTURE.md, the one piece of `carbon/` that runs in a browser).
 *
 * Terms match by prefix and with a typo: one edit (Levenshtein) from 4 letters, or two neighbouring letters swapped
 * ("flihgt" finds "flight"; two edits would let "flight" find "freight"). All terms must match, else any (the answer
 * says which). Ranking is BM25 with the label and activity weighted up; equal scores go to the newer release (an
 * edition's row before the previous edition's same row), then by id. Variants of one choice (rows the factor
 * selection picks between by the facility's sector or by lowest id: CEA's grid rate excluding and including imports)
 * stand together where the best of them ranks, the one the selection picks by default first. An empty query matches
 * every row, newest release first. Facets count the results' values of each field.
 */

export const FACET_FIELDS = ["source", "scope", "scope3_category", "region", "year", "unit_type", "release"] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type FacetValue = string | number | null;

/** What a row is found by: its label, the publisher's wording, the activity, who published it where, gas and unit. */
export type SearchableFactor = {
  id: string;
  label: string;
  category: string;
  activity: string;
  source: string;
  publisher: string;
  region: string;
  year: string;
  gas: string;
  unit_input: string;
  sector: string;
  subregion?: string | null;
  valid_from: string;
  valid_to: string | null;
};

export type EngineHit<T> = { factor: T; score: number };
export type EngineAnswer<T> = {
  match: "all" | "any";
  hits: EngineHit<T>[];
  facets: Record<FacetField, { value: FacetValue; count: number }[]>;
};

export type EngineOptions<T> = {
  /** A row's value of a facet. */
  facetValue: (row: T, field: FacetField) => FacetValue;
  /** The position of a row's release in the catalogue's order (later is newer; -1 for none). */
  releaseRank: (row: T) => number;
  /** Whether the factor selection picks the row by default (carbon/select-factor.ts `isDefaultChoice`). */
  defaultChoice: (row: T) => boolean;
};

/** What the selection's choice among rows turns on besides the facility's sector and the lowest id. */
const variantKey = (f: SearchableFactor) =>
  `${f.activity}|${f.region}|${f.subregion ?? ""}|${f.source}|${f.year}|${f.valid_from}|${f.valid_to ?? ""}|${f.gas}|${f.unit_input}`;

/** Ranked hits with each choice's variants together where the best of them ranks, the default one first. */
function variantsTogether<T extends SearchableFactor>(hits: EngineHit<T>[], isDefault: (row: T) => boolean) {
  const groups = new Map<string, EngineHit<T>[]>();
  for (const h of hits) {
    const key = variantKey(h.factor);
    const group = groups.get(key);
    if (group) group.push(h);
    else groups.set(key, [h]);
  }
  if (groups.size === hits.length) return hits;
  const out: EngineHit<T>[] = [];
  for (const group of groups.values()) {
    const i = group.length > 1 ? group.findIndex((h) => isDefault(h.factor)) : -1;
    if (i > 0) group.unshift(...group.splice(i, 1));
    out.push(...group);
  }
  return out;
}

function documentOf(f: SearchableFactor, i: number) {
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
// A word that starts with what was typed outranks one a typo away ("flight": flights before light).
const OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy,
  weights: { prefix: 0.6, fuzzy: 0.15 },
  boost: { label: 3, activity: 2, category: 1.5 },
};
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

/** Indexes `rows` once; the returned function answers a query over the rows that `passes` lets through. */
export function createSearchEngine<T extends SearchableFactor>(rows: readonly T[], options: EngineOptions<T>) {
  const index = new MiniSearch<ReturnType<typeof documentOf>>({
    idField: "i",
    fields: ["label", "category", "activity", "source", "other"],
    searchOptions: OPTIONS,
  });
  index.addAll(rows.map(documentOf));
  const { facetValue, releaseRank, defaultChoice } = options;

  return function search(q: string, passes: (row: T) => boolean = () => true): EngineAnswer<T> {
    const terms = tokenize(q.toLowerCase()).filter((t) => t.length > 0);
    const run = (combineWith: "AND" | "OR") =>
      index
        .search({ combineWith, queries: terms.map(termQuery) })
        .map((r) => ({ factor: rows[r.id as number]!, score: r.score }))
        .filter((h) => passes(h.factor));
    let match: EngineAnswer<T>["match"] = "all";
    let hits: EngineHit<T>[];
    if (terms.length === 0) hits = rows.filter(passes).map((factor) => ({ factor, score: 0 }));
    else {
      hits = run("AND");
      if (hits.length === 0) {
        match = "any";
        hits = run("OR");
      }
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        releaseRank(b.factor) - releaseRank(a.factor) ||
        (a.factor.id < b.factor.id ? -1 : a.factor.id > b.factor.id ? 1 : 0),
    );
    hits = variantsTogether(hits, defaultChoice);
    const facets = Object.fromEntries(
      FACET_FIELDS.map((field) => [field, countsOf(hits, field, facetValue)]),
    ) as EngineAnswer<T>["facets"];
    return { match, hits, facets };
  };
}

function countsOf<T>(hits: readonly EngineHit<T>[], field: FacetField, facetValue: EngineOptions<T>["facetValue"]) {
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
