import { useCallback, useEffect, useState } from "react";
import type { Article, ArticleCategory } from "~/content/resources/knowledge-base";
import type { ArticleIndex, searchArticles } from "./article-search";
import { loadSearchLibrary } from "./search-library";

export type ArticleSearch =
  /** No query: every article. */
  | { status: "idle" }
  /** The search library is on its way (first use). */
  | { status: "loading" }
  | { status: "failed" }
  /** Matching article ids, best first. */
  | { status: "done"; ids: readonly string[] };

type Engine = { index: ArticleIndex; search: typeof searchArticles };

/** The articles matching a query, searched with MiniSearch once it has loaded; `retry` after a failed load. */
export function useArticleSearch(articles: readonly Article[], categories: readonly ArticleCategory[], query: string) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim() !== "";

  const load = useCallback(() => {
    let current = true;
    setFailed(false);
    loadSearchLibrary().then(
      ([{ default: MiniSearch }, { buildArticleIndex, searchArticles }]) => {
        if (current) setEngine({ index: buildArticleIndex(MiniSearch, articles, categories), search: searchArticles });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [articles, categories]);

  useEffect(() => {
    if (wanted && !engine) return load();
  }, [wanted, engine, load]);

  let result: ArticleSearch;
  if (!wanted) result = { status: "idle" };
  else if (engine) result = { status: "done", ids: engine.search(engine.index, articles, query) };
  else result = { status: failed ? "failed" : "loading" };
  return { result, retry: load };
}
