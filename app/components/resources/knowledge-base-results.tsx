import { SearchX } from "lucide-react";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { Button } from "~/components/ui/button";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import type { Article, ArticleCategory } from "~/content/resources/knowledge-base";
import { useUrlFilters } from "~/lib/use-url-filters";
import { CategoryCard, threeUp } from "./category-card";
import { kindFilters, searchParamNames, toKindFilter } from "./knowledge-base-filters";
import { useArticleSearch } from "./use-article-search";

type Props = { categories: readonly ArticleCategory[]; articles: readonly Article[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The categories and their guides, narrowed by the search and the kind filter in the address. The count is a
 * polite live region, so screen readers hear how many guides match after each change.
 */
export function KnowledgeBaseResults({ categories, articles }: Props) {
  const [params, update] = useUrlFilters(searchParamNames);
  const query = params.q.trim();
  const filter = toKindFilter(params.filter);
  const { result, retry } = useArticleSearch(articles, categories, query);

  const kindOf = new Map(categories.map((c) => [c.id, c.kind]));
  const inFilter = (a: Article) => filter === "all" || kindOf.get(a.category) === filter;
  const byId = new Map(articles.map((a) => [a.id, a]));
  // Best matches first when searching; the guides' own order otherwise (and while search loads).
  const matching = result.status === "done" ? result.ids.flatMap((id) => byId.get(id) ?? []) : articles;
  const shown = matching.filter(inFilter);
  const groups = categories
    .filter((c) => filter === "all" || c.kind === filter)
    .map((category) => ({ category, articles: shown.filter((a) => a.category === category.id) }))
    .filter((g) => g.articles.length > 0);

  const filterLabel = kindFilters.find((f) => f.value === filter)?.label ?? "All";
  const scope = filter === "all" ? "" : ` (${filterLabel})`;
  let status: string;
  if (result.status === "loading") status = "Searching…";
  else if (result.status === "failed") status = "Search could not load. Check your connection and try again.";
  else if (shown.length === 0) status = `No results for “${query}”${scope}`;
  else
    status = `${plural(shown.length, "article", "articles")} in ${plural(groups.length, "category", "categories")}${query ? ` for “${query}”` : ""}${scope}`;
  const elsewhere = result.status === "done" && filter !== "all" ? matching.length - shown.length : 0;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="font-medium text-ink">
          {status}
        </p>
        {result.status === "failed" && (
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        )}
      </div>
      <NoScriptNotice>
        Search and filters need JavaScript, which is turned off in your browser. Every guide is listed below by
        category.
      </NoScriptNotice>
      {groups.length > 0 ? (
        <ul className={`mt-6 ${threeUp.list}`}>
          {groups.map((g) => (
            <CategoryCard key={g.category.id} category={g.category} articles={g.articles} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h3 className="mt-4 text-xl font-semibold text-ink">No guides match your search</h3>
          <p className="mx-auto mt-2 max-w-xl text-muted">
            Try fewer or different words{elsewhere > 0 ? ", or show all kinds of guides" : ""}. Our support team can
            answer what the guides don't.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {elsewhere > 0 && (
              <Button variant="outline" onClick={() => update({ filter: "" })}>
                Show {plural(elsewhere, "match", "matches")} in All
              </Button>
            )}
            <Button variant="outline" onClick={() => update({ q: "", filter: "" })}>
              Clear search
            </Button>
            <DialogButton dialog="support">Contact Support</DialogButton>
          </div>
        </div>
      )}
    </div>
  );
}
