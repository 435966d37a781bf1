import type MiniSearch from "minisearch";
import type { Article, ArticleCategory } from "~/content/resources/knowledge-base";

type SearchDoc = { id: string; title: string; summary: string; tags: string; category: string };

/** Words that say nothing about an article; dropped so "how to import data" narrows by "import" and "data". */
const STOP_WORDS = new Set(
  "a an and are at by can do does for from how i in is it my of on or our the to what when where which with your".split(
    " ",
  ),
);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

export type ArticleIndex = MiniSearch<SearchDoc>;

/**
 * The search index over the articles: title, summary and tags, plus the category's title and description so
 * "scope 3" finds every guide filed under Scope 3. Case does not matter; a word may be typed in part (prefix) or
 * with a small typo (one edit in five letters).
 */
export function buildArticleIndex(
  MiniSearchClass: typeof MiniSearch,
  articles: readonly Article[],
  categories: readonly ArticleCategory[],
): ArticleIndex {
  const categoryText = new Map(categories.map((c) => [c.id, `${c.title} ${c.description}`]));
  const index = new MiniSearchClass<SearchDoc>({
    fields: ["title", "summary", "tags", "category"],
    processTerm,
    searchOptions: {
      boost: { title: 3, tags: 2, summary: 1, category: 0.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: "AND",
      processTerm,
    },
  });
  index.addAll(
    articles.map((a) => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      tags: a.tags.join(" "),
      category: categoryText.get(a.category) ?? "",
    })),
  );
  return index;
}

/** The ids of the articles matching a query, best match first; every article for a blank query. */
export function searchArticles(index: ArticleIndex, articles: readonly Article[], query: string): string[] {
  const q = query.trim();
  if (q === "") return articles.map((a) => a.id);
  return index.search(q).map((hit) => String(hit.id));
}
