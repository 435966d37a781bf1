import { X } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { facetValueLabel } from "~/content/resources/emission-factor-names";
import type { factorExplorer } from "~/content/resources/emission-factors";
import { scope3Categories } from "~/content/scope3-categories";
import type { ExplorerFactor, ExplorerRelease } from "../../../contracts/factor-explorer";
import { basisText, figure, perUnit, validity } from "./factor-format";
import type { FactorIndexState } from "./use-factor-index";

const EstimateSamples = lazy(() => import("./estimate-samples"));

type Props = {
  id: string;
  state: FactorIndexState;
  retry: () => void;
  releases: readonly ExplorerRelease[];
  releaseNames: Record<string, string>;
  apiBase: string;
  copy: Pick<typeof factorExplorer, "detail" | "search">;
  close: () => void;
};

type DetailCopy = (typeof factorExplorer)["detail"];

/**
 * A factor's detail, open while the address names it (`?factor=<id>`): a modal dialog over the results, titled
 * by its heading, which takes focus as it opens. Escape, the close button or Back close it; focus then returns to
 * the factor's link in the results, or to the search box when the detail was opened by its address.
 */
export function FactorDetail({ id, state, retry, releases, releaseNames, apiBase, copy, close }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const factor = state.status === "ready" ? state.index.factorById(id) : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    heading.current?.focus();
    return () => {
      element.close();
      const back = document.getElementById(`factor-link-${id}`) ?? document.getElementById("factor-search");
      back?.focus({ preventScroll: back.id === "factor-search" });
    };
  }, [id]);

  let title: string;
  let body: ReactNode;
  if (factor) {
    title = factor.label;
    body = (
      <FactorFacts
        factor={factor}
        releases={releases}
        releaseNames={releaseNames}
        apiBase={apiBase}
        copy={copy.detail}
      />
    );
  } else if (state.status === "ready") {
    title = "No such factor";
    body = (
      <p className="text-slate-700">
        The catalogue has no factor with the id <code className="break-all">{id}</code>. Close this and search for it by
        name.
      </p>
    );
  } else {
    title = `Factor ${id}`;
    body =
      state.status === "failed" ? (
        <div>
          <p className="text-slate-700">{copy.search.failed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-slate-700">
          {copy.search.loading}
        </p>
      );
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="factor-detail-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto max-h-[92dvh] w-[min(48rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Emission factor</p>
          <h2
            id="factor-detail-title"
            ref={heading}
            tabIndex={-1}
            className="mt-1 text-xl font-bold break-words text-ink outline-none sm:text-2xl"
          >
            {title}
          </h2>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close the factor's detail"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="p-4 sm:p-6">{body}</div>
    </dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function FactorFacts({
  factor: f,
  releases,
  releaseNames,
  apiBase,
  copy,
}: {
  factor: ExplorerFactor;
  releases: readonly ExplorerRelease[];
  releaseNames: Record<string, string>;
  apiBase: string;
  copy: DetailCopy;
}) {
  const release = releases.find((r) => r.id === f.release);
  const split = f.gas_split;
  return (
    <div className="space-y-6">
      <p>
        <span className="text-3xl font-bold tabular-nums">{figure(f.value)}</span>{" "}
        {f.value !== null && <span className="text-slate-700">{perUnit(f)}</span>}
        <span className="mt-1 block text-sm text-slate-700">{f.value === null ? copy.noValue : basisText(f)}</span>
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {f.value_ar6 !== null && (
          <Fact term="On AR6 GWPs">
            {f.value_ar6} {f.unit_output} per {f.unit_input}, recomputed from the gas split
          </Fact>
        )}
        <Fact term="Activity key">
          <code className="font-mono text-sm break-all">{f.activity}</code>
        </Fact>
        <Fact term="Scope">
          Scope {f.scope}
          {f.scope3_category ? `, category ${f.scope3_category}: ${scope3Categories[f.scope3_category] ?? ""}` : ""}
        </Fact>
        <Fact term="Region">
          {facetValueLabel("region", f.region, releaseNames)}
          {f.subregion ? `, eGRID subregion ${f.subregion}` : ""}
        </Fact>
        <Fact term="Valid">{validity(f)}</Fact>
        <Fact term="Release">
          {releaseNames[f.release] ?? f.release}
          {release ? `, published ${release.published}` : ""}
        </Fact>
        {f.category !== f.label && <Fact term="Publisher's description">{f.category}</Fact>}
        <Fact term="Factor id">
          <code className="font-mono text-sm break-all">{f.id}</code>
        </Fact>
      </dl>
      {split && (
        <table className="w-full max-w-md text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-ink">Gas split as published</caption>
          <thead className="border-b border-slate-300 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Gas
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                {f.unit_output} per {f.unit_input} ({f.basis})
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {(["CO2", "CH4", "N2O"] as const).map((gas) => (
              <tr key={gas}>
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {gas}
                </th>
                <td className="py-1.5 tabular-nums">{figure(split[gas])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section aria-labelledby="factor-provenance-title">
        <h3 id="factor-provenance-title" className="font-semibold text-ink">
          Provenance
        </h3>
        <p className="mt-1 break-words text-slate-700">{f.provenance.doc}</p>
        <p className="mt-1 break-words">
          <ExternalLink
            href={f.provenance.url}
            className="inline-flex items-center gap-1 break-all text-brand-800 underline underline-offset-4"
          >
            {f.provenance.url}
          </ExternalLink>
        </p>
        {release?.attribution && <p className="mt-2 text-sm text-muted">{release.attribution}</p>}
      </section>
      <section aria-labelledby="factor-estimate-title">
        <h3 id="factor-estimate-title" className="font-semibold text-ink">
          {copy.estimateTitle}
        </h3>
        {f.estimate ? (
          <>
            <p className="mt-1 text-slate-700">{copy.estimateLead}</p>
            <div className="mt-3">
              <Suspense fallback={<p role="status">Loading the code samples…</p>}>
                <EstimateSamples call={f.estimate} apiBase={apiBase} title={`Estimate with ${f.id}`} />
              </Suspense>
            </div>
          </>
        ) : (
          <p className="mt-1 text-slate-700">{f.value === null ? copy.noValue : copy.noCall}</p>
        )}
      </section>
    </div>
  );
}
