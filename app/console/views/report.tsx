import type { ReactNode } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { breakdownSchema, periodSchema } from "../../../contracts/api";
import { apiGet } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { NoData } from "../components/no-data";
import { Skeleton } from "../components/skeleton";
import { decimal, monthLabel, percent, signedPercent, tonnesFigure } from "../format";
import { overviewQuery } from "../overview-query";
import { yearComparison } from "../periods";
import { useApi } from "../use-api";
import { useConsoleWorkspaces } from "../workspaces";
import type { Kpis } from "./overview";

type Breakdown = z.infer<typeof breakdownSchema>;

const METHODOLOGY = [
  "Standards: GHG Protocol Corporate Standard and Scope 2 Guidance.",
  "Global warming potentials: IPCC Sixth Assessment Report (AR6), 100-year, for emissions calculated gas by gas; factors published as CO2e keep their publisher's basis (DESNZ: AR5; US EPA spend-based factors: AR4) unless a record asked for AR6 and the publisher gives the gases to recompute it. The GWP basis columns say which set each figure is on, with the tonnes on each where a figure mixes them.",
  "Scope 2 is reported market-based (certificates and supplier contracts applied), with the location-based figure beside it.",
  "Emission factors: the CarbonTracker catalogue release each record was calculated on, with its publisher and validity.",
];

/** A numbered section as the sample report lays it out: a ruled heading, then its text and tables. */
function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="break-inside-avoid-page pt-10 print:pt-6">
      <h2 id={`${id}-title`} className="border-b border-slate-300 pb-2 text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A figure's parts by the GWP set their CO2e is on (the breakdown's co2e_gwp dimension), keyed by what they are of. */
type Bases = Map<string, { gwp: string; kg: number }[]>;

function basesOf(breakdown: Breakdown, keyOf: (dimension: Breakdown["items"][number]["dimension"]) => string): Bases {
  const out: Bases = new Map();
  for (const item of breakdown.items) {
    if (item.other || item.value === 0) continue;
    const key = keyOf(item.dimension);
    out.set(key, [...(out.get(key) ?? []), { gwp: String(item.dimension.co2e_gwp), kg: item.value }]);
  }
  return out;
}

/** "AR6", or each basis with its tonnes where a figure mixes them: "AR6 (1,204.5 t), AR5 (12.3 t)". */
function basisWords(parts: readonly { gwp: string; kg: number }[] | undefined): string {
  if (!parts?.length) return "";
  const byGwp = new Map<string, number>();
  for (const p of parts) byGwp.set(p.gwp, (byGwp.get(p.gwp) ?? 0) + p.kg);
  const sorted = [...byGwp].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 1) return sorted[0]![0];
  return sorted.map(([gwp, kg]) => `${gwp} (${tonnesFigure(kg)} t)`).join(", ");
}

type Period = z.infer<typeof periodSchema>;

const day = (at: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date(at));

/** "draft", "in review since 20 Apr 2026", "signed off on 24 Apr 2026". */
function statusOf(p: Period): string {
  if (p.state === "signed_off" && p.signed_off_at) return `signed off on ${day(p.signed_off_at)}`;
  if (p.state === "in_review" && p.submitted_at) return `in review since ${day(p.submitted_at)}`;
  return "draft";
}

const change = (now: number, before: number) =>
  before === 0 ? "No figure last year" : `${signedPercent(((now - before) / before) * 100)} on last year`;

/** The overview as a printable report, in the sample report's layout, with the workspace's figures and company. */
export default function Report() {
  const { current } = useConsoleWorkspaces();
  const years = yearComparison(new Date());
  const state = useApi(`report:${years.current.from}:${years.current.to}`, () =>
    Promise.all([
      apiGet<Kpis>("/emission-analytics/kpis", overviewQuery(years.current, years.previous)),
      apiGet<Breakdown>("/emission-analytics/breakdown", {
        "period.from": years.current.from,
        "period.to": years.current.to,
        dimensions: "facility_id",
        top: 50,
        scope2_method: "MARKET",
      }),
      // Which GWP basis each figure is on: the same sums split by the set each record's CO2e is on.
      ...["scope,co2e_gwp", "facility_id,co2e_gwp"].map((dimensions) =>
        apiGet<Breakdown>("/emission-analytics/breakdown", {
          "period.from": years.current.from,
          "period.to": years.current.to,
          dimensions,
          top: 100,
          scope2_method: "MARKET",
        }),
      ),
    ]),
  );
  // The year's real state (draft, in review, signed off), as the BRSR Core view's sign-off panel keeps it.
  const period = useApi(`report-period:${years.id}`, () => apiGet<Period>(`/periods/${years.id}`));
  const company = current.name;
  const span = `${monthLabel(years.current.from)} to ${monthLabel(years.current.to)}`;
  return (
    <article className="text-slate-800">
      <header className="flex flex-col gap-4 border-b-4 border-brand-800 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{company}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Emissions report</h1>
          <p className="mt-2 text-lg text-muted">
            Greenhouse-gas emissions, {years.name}
            {years.toDate ? " so far" : ""} ({span}) · Status:{" "}
            {period.status === "ready" ? statusOf(period.data) : period.status === "error" ? "not known" : "…"}
          </p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="shrink-0 self-start print:hidden">
          Print or save as PDF
        </Button>
      </header>
      {state.status === "loading" && (
        <div className="mt-6">
          <Skeleton label="Loading the report…" />
        </div>
      )}
      {state.status === "error" && (
        <div className="mt-6">
          <ApiProblem error={state.error} onRetry={state.retry} />
        </div>
      )}
      {state.status === "ready" &&
        (state.data[0].totals.co2e === 0 ? (
          <div className="mt-6">
            <NoData what="The report" window={span} />
          </div>
        ) : (
          <ReportBody
            kpis={state.data[0]}
            facilities={state.data[1]}
            scopeBases={state.data[2]!}
            facilityBases={state.data[3]!}
            previousName={years.previousName}
            span={span}
          />
        ))}
    </article>
  );
}

function ReportBody({
  kpis,
  facilities,
  scopeBases,
  facilityBases,
  previousName,
  span,
}: {
  kpis: Kpis;
  facilities: Breakdown;
  scopeBases: Breakdown;
  facilityBases: Breakdown;
  previousName: string;
  span: string;
}) {
  const byScope = basesOf(scopeBases, (d) => String(d.scope));
  const byFacility = basesOf(facilityBases, (d) => String(d.facility_id));
  const everything = [...byScope.values()].flat();
  const shownFacilities = new Set(facilities.items.map((i) => String(i.dimension.facility_id)));
  const otherFacilities = [...byFacility].flatMap(([id, parts]) => (shownFacilities.has(id) ? [] : parts));
  const t = kpis.totals;
  const before = kpis.vs_baseline.baseline;
  const scopes = (["1", "2", "3"] as const).map((s) => ({
    scope: s,
    label: s === "2" ? "Scope 2 (market-based)" : `Scope ${s}`,
    kg: t.by_scope[s],
  }));
  const facilityName = (item: Breakdown["items"][number]) =>
    item.other ? "All others" : (item.labels?.facility_id ?? String(item.dimension.facility_id ?? "Not set"));
  return (
    <>
      <p role="note" className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-ink ring-1 ring-brand-200">
        Your sandbox tenant's figures for {span}, as the API calculates them today, against the same months of{" "}
        {previousName}. Emissions in tonnes CO2e.
      </p>
      <ReportSection id="summary" title="1. Summary">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded-lg bg-brand-50 p-4">
            <dt className="text-sm text-muted">Total emissions</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">{tonnesFigure(t.co2e)}</dd>
            <dd className="text-xs text-muted">tCO2e · {change(t.co2e, before.co2e)}</dd>
          </div>
          {scopes.map((s) => (
            <div key={s.scope} className="rounded-lg bg-brand-50 p-4">
              <dt className="text-sm text-muted">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-900">{tonnesFigure(s.kg)}</dd>
              <dd className="text-xs text-muted">tCO2e</dd>
            </div>
          ))}
        </dl>
        <DataTable
          caption={`Emissions by scope, ${span}`}
          exportable
          rows={scopes}
          rowKey={(s) => s.scope}
          columns={[
            { header: "Scope", cell: (s) => s.label },
            { header: "tCO2e", cell: (s) => tonnesFigure(s.kg), value: (s) => s.kg / 1000, numeric: true },
            {
              header: "Share",
              cell: (s) => percent(t.co2e ? (s.kg / t.co2e) * 100 : 0),
              value: (s) => (t.co2e ? (s.kg / t.co2e) * 100 : 0),
              numeric: true,
            },
            { header: "GWP basis", cell: (s) => basisWords(byScope.get(s.scope)) },
          ]}
          footer={["Total", tonnesFigure(t.co2e), percent(100), basisWords(everything)]}
        />
        <p className="text-sm">
          Scope 2 location-based: {tonnesFigure(t.scope2.location_based)} tCO2e; market-based:{" "}
          {tonnesFigure(t.scope2.market_based)} tCO2e, with instruments covering {decimal(t.scope2.covered_mwh)} of{" "}
          {decimal(t.scope2.consumption_mwh)} MWh.
        </p>
      </ReportSection>
      <ReportSection id="facilities" title="2. Facility performance">
        <DataTable
          caption={`Emissions by facility, ${span}`}
          exportable
          rows={facilities.items}
          rowKey={(i) => `${facilityName(i)}-${i.value}`}
          columns={[
            { header: "Facility", cell: facilityName },
            { header: "tCO2e", cell: (i) => tonnesFigure(i.value), value: (i) => i.value / 1000, numeric: true },
            { header: "Share", cell: (i) => percent(i.share_pct), value: (i) => i.share_pct, numeric: true },
            {
              header: "GWP basis",
              cell: (i) => basisWords(i.other ? otherFacilities : byFacility.get(String(i.dimension.facility_id))),
            },
          ]}
          footer={["Total", tonnesFigure(facilities.total), percent(100), basisWords(everything)]}
        />
      </ReportSection>
      <ReportSection id="quality" title="3. Data quality">
        <p>
          Completeness:{" "}
          {kpis.quality.completeness_pct === null ? "no facilities" : percent(kpis.quality.completeness_pct)} (
          {kpis.quality.facility_months_with_data} of {kpis.quality.facility_months_expected} facility-months have
          data). Estimated share of emissions: {percent(kpis.quality.estimated_pct)}.
        </p>
      </ReportSection>
      <ReportSection id="methodology" title="4. Methodology">
        <ul className="list-disc space-y-2 pl-6">
          {METHODOLOGY.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </ReportSection>
    </>
  );
}
