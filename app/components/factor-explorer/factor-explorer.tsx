import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from "react";
import { Button } from "~/components/ui/button";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import {
  explorerParamNames,
  type FacetParam,
  facetLabels,
  facetParamNames,
  type factorExplorer,
} from "~/content/resources/emission-factors";
import { useHydrated } from "~/lib/use-hydrated";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { ExplorerRelease } from "../../../contracts/factor-explorer";
import type { FacetFilters } from "./factor-index";
import { type FacetOption, FactorSearchForm } from "./factor-search-form";
import { useFactorIndex } from "./use-factor-index";

// The results and a factor's detail load with the catalogue, on first use, not with the page.
const FactorResults = lazy(() => import("./factor-results").then((m) => ({ default: m.FactorResults })));
const FactorDetail = lazy(() => import("./factor-detail").then((m) => ({ default: m.FactorDetail })));

type Props = {
  path: string;
  copy: Pick<typeof factorExplorer, "search" | "detail">;
  total: number;
  releases: readonly ExplorerRelease[];
  releaseNames: Record<string, string>;
  facetOptions: Record<FacetParam, readonly FacetOption[]>;
  apiBase: string;
};

/**
 * The explorer: search box, filters, results and a factor's detail, all kept in the address (`?q=&source=...&factor=`),
 * so a search or a factor can be shared, reloaded and gone back to. The catalogue loads on first use.
 */
export function FactorExplorer({ path, copy, total, releases, releaseNames, facetOptions, apiBase }: Props) {
  const hydrated = useHydrated();
  const [params, update] = useUrlFilters(explorerParamNames);
  const filters: FacetFilters = Object.fromEntries(facetParamNames.map((f) => [f, params[f]]));
  const filtersChosen = facetParamNames.some((f) => params[f]);
  const query = useDeferredValue(params.q.trim());
  const searching = query !== "" || filtersChosen;
  const { state, retry } = useFactorIndex(searching || params.factor !== "");

  // The filters as one value, so the search runs again only when one of them changes.
  const filterKey = JSON.stringify(filters);
  const index = state.index;
  const answer = useMemo(
    () => (index && searching ? index.search(query, JSON.parse(filterKey) as FacetFilters) : null),
    [index, query, filterKey, searching],
  );

  const detailHref = (id: string) => {
    const next = new URLSearchParams();
    for (const name of explorerParamNames) if (params[name] && name !== "factor") next.set(name, params[name]);
    next.set("factor", id);
    return `?${next}`;
  };
  const describe = [
    query ? `“${query}”` : "",
    ...facetParamNames
      .filter((f) => params[f])
      .map((f) => {
        const value = facetOptions[f].find((o) => o.value === params[f])?.label ?? params[f];
        return value.startsWith(facetLabels[f]) ? value : `${facetLabels[f]}: ${value}`;
      }),
  ]
    .filter(Boolean)
    .join(", ");

  const loadingText = (
    <p role="status" className="text-slate-700">
      {copy.search.loading}
    </p>
  );
  let results: ReactNode;
  if (!hydrated) results = null;
  else if (!searching) results = <p className="text-slate-700">{copy.search.idle}</p>;
  else if (state.status === "failed")
    results = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-ink">
          {copy.search.failed}
        </p>
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  else if (!answer) results = loadingText;
  else
    results = (
      <FactorResults
        factors={answer.factors}
        describe={describe}
        releaseNames={releaseNames}
        detailHref={detailHref}
        filtersChosen={filtersChosen}
        clearFilters={() => update(Object.fromEntries(facetParamNames.map((f) => [f, ""])))}
        clearSearch={() => update({ q: "" })}
      />
    );

  return (
    <div className="grid gap-8">
      <FactorSearchForm
        action={path}
        label={copy.search.label}
        placeholder={copy.search.placeholder}
        params={params}
        update={update}
        options={facetOptions}
        counts={answer?.counts ?? null}
      />
      <NoScriptNotice>{copy.search.noScript}</NoScriptNotice>
      <section data-needs-js aria-label={`Results from ${total.toLocaleString("en")} factors`}>
        <Suspense fallback={loadingText}>{results}</Suspense>
      </section>
      {hydrated && params.factor && (
        <Suspense>
          <FactorDetail
            id={params.factor}
            state={state}
            retry={retry}
            releases={releases}
            releaseNames={releaseNames}
            apiBase={apiBase}
            copy={copy}
            close={() => update({ factor: "" })}
          />
        </Suspense>
      )}
    </div>
  );
}
