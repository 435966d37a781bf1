import { CATALOGUE_RELEASE, isDefaultChoice, type SearchFilters, searchCatalogue, toResource } from "../../../carbon";
import { pageInMemory } from "../platform/list-query";

/** Result ranks as fixed-width keys, so the platform's keyset cursor pages through them in rank order. */
const rankKey = (rank: number) => String(rank).padStart(6, "0");

/** The answer to a search: one page of ranked results, and the facets over all of them. */
export function searchAnswer(q: string, filters: SearchFilters, size: number, after: string | undefined) {
  const answer = searchCatalogue(q, filters);
  const ranked = answer.hits.map((hit, rank) => ({ rank, hit }));
  const page = pageInMemory(ranked, (r) => rankKey(r.rank), size, after);
  return {
    query: { q, match: answer.match },
    data: page.items.map(({ hit }) => ({
      score: hit.score,
      default_for_activity: isDefaultChoice(hit.factor),
      factor: toResource(hit.factor),
    })),
    facets: answer.facets,
    page: { size, next_cursor: page.next_cursor },
    summary: { count: page.items.length, total: answer.hits.length, release: CATALOGUE_RELEASE },
  };
}
