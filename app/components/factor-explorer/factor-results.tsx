import { SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { facetValueLabel } from "~/content/resources/emission-factor-names";
import type { ExplorerFactor } from "../../../contracts/factor-explorer";
import { basisText, figure, perUnit } from "./factor-format";

const PAGE = 20;

type Props = {
  factors: readonly ExplorerFactor[];
  /** The query and filters in words, for the count and the empty state. */
  describe: string;
  releaseNames: Record<string, string>;
  /** The address that opens a factor's detail, keeping the search. */
  detailHref: (id: string) => string;
  filtersChosen: boolean;
  clearFilters: () => void;
  clearSearch: () => void;
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** The matching factors, best first, twenty at a time; the count is a polite live region. */
export function FactorResults({ factors, describe, releaseNames, detailHref, ...empty }: Props) {
  const [shown, setShown] = useState(PAGE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts again at its first page
  useEffect(() => setShown(PAGE), [factors]);

  if (factors.length === 0) return <NoMatch describe={describe} {...empty} />;
  return (
    <div>
      <p role="status" className="font-medium text-ink">
        {plural(factors.length, "factor", "factors")} for {describe}
      </p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {factors.slice(0, shown).map((f) => (
          <li key={f.id} className="p-4 sm:p-5">
            <h3 className="font-semibold break-words text-ink">
              <Link
                id={`factor-link-${f.id}`}
                to={detailHref(f.id)}
                preventScrollReset
                className="text-brand-800 underline-offset-4 hover:underline"
              >
                {f.label}
              </Link>
            </h3>
            <p className="mt-1 break-words text-ink">
              <span className="text-lg font-semibold tabular-nums">{figure(f.value)}</span>{" "}
              <span className="text-slate-700">{f.value === null ? "" : perUnit(f)}</span>
              <span className="ml-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {basisText(f)}
              </span>
            </p>
            <p className="mt-1 text-sm break-words text-muted">
              {facetValueLabel("source", f.source, releaseNames)} · {releaseNames[f.release] ?? f.release} ·{" "}
              {facetValueLabel("region", f.region, releaseNames)}
              {f.subregion ? ` (${f.subregion})` : ""} · Scope {f.scope}
              {f.scope3_category ? `, category ${f.scope3_category}` : ""}
            </p>
          </li>
        ))}
      </ol>
      {shown < factors.length && (
        <Button variant="outline" className="mt-4" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, factors.length - shown)} more of {plural(factors.length - shown, "factor", "factors")}
        </Button>
      )}
    </div>
  );
}

function NoMatch({
  describe,
  filtersChosen,
  clearFilters,
  clearSearch,
}: Pick<Props, "describe" | "filtersChosen" | "clearFilters" | "clearSearch">) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <p role="status" className="mt-4 text-xl font-semibold text-ink">
        No factors match {describe}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        {filtersChosen
          ? "Clear the filters to search every source and release, or try other words."
          : "Try fewer or other words: the name of a fuel, a vehicle, a material or a waste stream."}{" "}
        Every factor is also in the release CSV files below.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtersChosen ? (
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : (
          <Button variant="outline" onClick={clearSearch}>
            Clear the search
          </Button>
        )}
      </div>
    </div>
  );
}
