import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { monthRange, nf, signedPct } from "~/components/charts/chart-kit";
import { showcasePictureHtml } from "~/components/charts/prerender.server";
import { approvalDates, reportFigures, reportTotals } from "~/components/charts/report-figures";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ScrollBox } from "~/components/ui/scroll-box";
import { demoFigures } from "~/content/demo-figures.server";
import { productPage, sampleReportPage } from "~/content/offer-pages";
import { sampleReport } from "~/content/sample-report";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/sample-report";

/**
 * Runs at build time: the demo tenant's figures (`virtual:demo-figures`) and the report's text arrive as data in the
 * HTML, the charts as SVG markup; none of it as JavaScript.
 */
export function loader() {
  const figures = reportFigures(demoFigures);
  return {
    report: sampleReport,
    figures,
    totals: reportTotals(figures),
    approvals: approvalDates(figures.months.at(-1)!),
    pictures: {
      scopes: showcasePictureHtml("report-scopes", figures.scopes),
      trend: showcasePictureHtml("report-trend", figures.trend),
      macc: showcasePictureHtml("report-macc", figures.macc),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData && { ...loaderData.report.meta, path: sampleReportPage.path });

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

/**
 * Printing needs the page's scripts: until they run the button keeps its place but stays invisible (out of the
 * tab order and the accessibility tree), so nothing moves when it appears.
 */
function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="outline"
      onClick={() => window.print()}
      className={`shrink-0 self-start sm:self-auto print:hidden ${hydrated ? "" : "invisible"}`}
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}

function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 break-inside-avoid-page pt-10 print:pt-6">
      <h2 id={`${id}-title`} className="border-b border-slate-300 pb-2 text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** The minimum widths a report table comes in, as classes the stylesheet holds. */
const tableMinWidth = { "32rem": "min-w-[32rem]", "44rem": "min-w-[44rem]", "48rem": "min-w-[48rem]" } as const;

/**
 * A table that prints whole; given a minimum width, it scrolls sideways on screens narrower than that (reachable by
 * keyboard). Without one it fits the column.
 */
function Table({
  caption,
  head,
  rows,
  foot,
  numeric = [],
  minWidth,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  foot?: ReactNode[];
  /** Columns of numbers, aligned right. */
  numeric?: number[];
  /** Narrower than this, the table scrolls sideways; tables of three columns fit a phone without one. */
  minWidth?: keyof typeof tableMinWidth;
}) {
  const align = (i: number) => (numeric.includes(i) ? "text-right tabular-nums" : "");
  return (
    <ScrollBox label={caption} minWidth={minWidth} className="rounded-lg ring-1 ring-slate-200 print:overflow-visible">
      <table className={`w-full ${minWidth ? tableMinWidth[minWidth] : ""} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`px-4 py-2.5 font-semibold ${align(i)}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed report lines; their position is their identity.
            <tr key={r} className="border-t border-slate-200">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={head[i]} scope="row" className="px-4 py-2 font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={head[i]} className={`px-4 py-2 ${align(i)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot className="border-t-2 border-slate-300 font-semibold text-ink">
            <tr>
              {foot.map((cell, i) =>
                i === 0 ? (
                  <th key={head[i]} scope="row" className="px-4 py-2">
                    {cell}
                  </th>
                ) : (
                  <td key={head[i]} className={`px-4 py-2 ${align(i)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollBox>
  );
}

export default function SampleReport({ loaderData }: Route.ComponentProps) {
  const { report, figures, totals, approvals, pictures } = loaderData;
  const { scopes, trend, macc } = figures;
  const period = monthRange(figures.months);
  const dashboard = productPage("reporting-dashboard");
  const measures = [...macc.measures].sort((a, b) => a.costPerTonne - b.costPerTonne);
  return (
    <Container className="max-w-4xl py-8 print:max-w-none print:px-0 print:py-0">
      <div className="print:hidden">
        <Breadcrumb
          trail={[
            { label: "Home", to: "/" },
            { label: dashboard.label, to: dashboard.path },
            { label: sampleReportPage.label },
          ]}
        />
      </div>
      <article className="mt-8 text-slate-800 print:mt-0">
        <header className="flex flex-col gap-4 border-b-4 border-brand-800 pb-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{figures.company}</p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight text-ink">{report.title}</h1>
            <p className="mt-2 text-lg text-muted">Greenhouse-gas emissions, {period} · Status: signed off</p>
          </div>
          <PrintButton label={report.print} />
        </header>
        <p role="note" className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {report.notice}
        </p>

        <ReportSection id="summary" title="1. Summary">
          <p>{report.summary}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="rounded-lg bg-brand-50 p-4">
              <dt className="text-sm text-muted">Total emissions</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-900">{nf.format(totals.total)}</dd>
              <dd className="text-xs text-muted">tCO2e</dd>
            </div>
            {scopes.kpis.map((k) => (
              <div key={k.label} className="rounded-lg bg-brand-50 p-4">
                <dt className="text-sm text-muted">{k.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-900">{k.value}</dd>
                <dd className="text-xs text-muted">{k.note}</dd>
              </div>
            ))}
          </dl>
          <Table
            caption={`Emissions by scope, ${period}`}
            head={["Scope", "tCO2e", "Share"]}
            numeric={[1, 2]}
            rows={scopes.scopes.map((s) => [`Scope ${s.scope}`, nf.format(s.tco2e), pct(s.tco2e, totals.total)])}
            foot={["Total", nf.format(totals.total), "100%"]}
          />
          <p>
            Data quality: {figures.quality.completenessPct}% of the sites' months have data, and{" "}
            {figures.quality.estimatedPct}% of the year's emissions come from estimated records.
          </p>
          <p>{report.scope3Note}</p>
          <Table
            caption="Scope 3 emissions by category"
            head={["Category", "tCO2e", "Share of Scope 3"]}
            numeric={[1, 2]}
            rows={figures.scope3Categories.map((c) => [
              `${c.category}. ${c.name}`,
              nf.format(c.tco2e),
              pct(c.tco2e, totals.scope3Categories),
            ])}
            foot={["Scope 3", nf.format(totals.scope3Categories), "100%"]}
          />
          <figure
            className="mx-auto max-w-2xl break-inside-avoid"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time.
            dangerouslySetInnerHTML={{ __html: pictures.scopes }}
          />
        </ReportSection>

        <ReportSection id="trend" title="2. Monthly Scope 1 and 2 emissions">
          <p>{report.trendNote}</p>
          <figure
            className="mx-auto max-w-2xl break-inside-avoid"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time.
            dangerouslySetInnerHTML={{ __html: pictures.trend }}
          />
          <Table
            caption="Scope 1 and 2 emissions by month"
            head={["Month", "tCO2e", "Target", "Against target"]}
            numeric={[1, 2, 3]}
            minWidth="32rem"
            rows={trend.points.map((p) => [
              p.month,
              nf.format(p.value),
              nf.format(trend.target),
              `${p.value > trend.target ? "+" : ""}${nf.format(p.value - trend.target)}`,
            ])}
            foot={["Year", nf.format(totals.monthly), "", ""]}
          />
        </ReportSection>

        <ReportSection id="facilities" title="3. Facility performance">
          <p>{report.facilitiesNote}</p>
          <Table
            caption="Emissions by facility and scope"
            head={["Facility", "Scope 1", "Scope 2", "Scope 3", "Total", "Intensity", "Year on year"]}
            numeric={[1, 2, 3, 4, 5, 6]}
            minWidth="44rem"
            rows={figures.byFacility.map((r) => [
              `${r.facility}, ${r.state}`,
              ...r.scopes.map((t) => nf.format(t)),
              nf.format(r.scopes[0] + r.scopes[1] + r.scopes[2]),
              r.intensity === null ? "–" : r.intensity.toFixed(2),
              signedPct(r.change),
            ])}
            foot={[
              "All sites",
              ...totals.facilityScopes.map((t) => nf.format(t)),
              nf.format(totals.facilities),
              "",
              "",
            ]}
          />
        </ReportSection>

        <ReportSection id="abatement" title="4. Abatement options">
          <p>{report.maccNote}</p>
          <figure
            className="mx-auto max-w-2xl break-inside-avoid"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time.
            dangerouslySetInnerHTML={{ __html: pictures.macc }}
          />
          <Table
            caption="Abatement measures by cost per tonne"
            head={["Measure", "₹ per tCO2e", "tCO2e a year"]}
            numeric={[1, 2]}
            rows={measures.map((m) => [m.label, nf.format(m.costPerTonne), nf.format(m.abatement)])}
            foot={["All measures", "", nf.format(totals.abatement)]}
          />
        </ReportSection>

        <ReportSection id="methodology" title="5. Methodology">
          <ul className="list-disc space-y-2 pl-6">
            {report.methodology.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection id="approvals" title="6. Approvals">
          <ol className="grid gap-3 sm:grid-cols-3">
            {approvals.map((a) => (
              <li key={a.stage} className="rounded-lg p-4 ring-1 ring-slate-200">
                <p className="font-semibold text-ink">{a.stage}</p>
                <p className="text-sm">{a.by}</p>
                <p className="text-sm text-muted">
                  <time dateTime={a.date}>{a.display}</time>
                </p>
              </li>
            ))}
          </ol>
        </ReportSection>

        <ReportSection id="evidence-binder" title="7. Evidence binder">
          <p>For each figure: the activity data and documents behind it, the emission factor used, and who owns it.</p>
          <Table
            caption="Evidence binder"
            head={["Figure", "Activity data and documents", "Emission factor", "Owner"]}
            minWidth="48rem"
            rows={report.evidence.map((e) => [e.figure, e.data, e.factor, e.owner])}
          />
        </ReportSection>
      </article>
    </Container>
  );
}
