import { createSearchEngine } from "virtual:factor-search-engine";
import { type FacetParam, facetParamNames } from "~/content/resources/emission-factors";
import type { ExplorerFactor, ExplorerSearchData } from "../../../contracts/factor-explorer";

/**
 * The explorer's search over the data file, loaded on first use with the search data: the API's own matching and
 * ranking (`carbon/factor-search-engine.ts`, through the build's `virtual:factor-search-engine`), so a query finds
 * the factors `GET /v1/emission-factors/search` finds, in the same order. Facet counts follow the usual rule: each
 * facet counts the matches of the query that pass every other chosen facet, so its options show what picking
 * them would give.
 */

export type FacetFilters = Partial<Record<FacetParam, string>>;
export type FacetCounts = Record<FacetParam, ReadonlyMap<string, number>>;
export type FactorAnswer = { match: "all" | "any"; factors: ExplorerFactor[]; counts: FacetCounts };
export type FactorIndex = {
  search: (q: string, filters: FacetFilters) => FactorAnswer;
  factorById: (id: string) => ExplorerFactor | undefined;
};

function passes(f: ExplorerFactor, filters: FacetFilters, except?: FacetParam) {
  return facetParamNames.every((field) => {
    const wanted = filters[field];
    return field === except || !wanted || String(f[field]) === wanted;
  });
}

export function buildFactorIndex(data: ExplorerSearchData): FactorIndex {
  const position = new Map(data.releases.map((id, i) => [id, i]));
  const engine = createSearchEngine(data.factors, {
    facetValue: (f, field) => f[field],
    releaseRank: (f) => position.get(f.release) ?? -1,
    defaultChoice: (f) => f.default_for_activity,
  });
  const byId = new Map(data.factors.map((f) => [f.id, f]));

  return {
    factorById: (id) => byId.get(id),
    search(q, filters) {
      const answer = engine(q, (f) => passes(f, filters));
      const chosen = facetParamNames.some((field) => filters[field]);
      const everyMatch = chosen ? engine(q).hits : answer.hits;
      const counts = Object.fromEntries(
        facetParamNames.map((field) => {
          const count = new Map<string, number>();
          for (const { factor } of everyMatch) {
            const value = factor[field];
            if (value !== null && passes(factor, filters, field)) {
              count.set(String(value), (count.get(String(value)) ?? 0) + 1);
            }
          }
          return [field, count];
        }),
      ) as unknown as FacetCounts;
      return { match: answer.match, factors: answer.hits.map((h) => h.factor), counts };
    },
  };
}
