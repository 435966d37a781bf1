import type { z } from "zod";
import type { kpisSchema } from "../../../contracts/api";
import { apiGet } from "../api";
import { ApiProblem } from "../components/api-problem";
import { FirstSteps } from "../components/first-steps";
import { NoData } from "../components/no-data";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { decimal, monthLabel, percent, signedPercent, signedTonnes, tonnes, windowLabel } from "../format";
import { overviewQuery } from "../overview-query";
import { type Window, type YearComparison, yearComparison } from "../periods";
import { useApi } from "../use-api";

export type Kpis = z.infer<typeof kpisSchema>;

const loadKpis = (current: Window, baseline?: Window) =>
  apiGet<Kpis>("/emission-analytics/kpis", overviewQuery(current, baseline));

const windowEmpty = (k: Kpis) => k.quality.facility_months_with_data === 0 && k.totals.co2e === 0;

/** This year's and last year's KPIs; when this year has none, whether the workspace holds any record at all. */
async function loadOverview(years: YearComparison) {
  const [now, before] = await Promise.all([loadKpis(years.current, years.previous), loadKpis(years.previous)]);
  const workspaceEmpty =
    windowEmpty(now) && (await apiGet<{ data: unknown[] }>("/activity-records", { "page[size]": 1 })).data.length === 0;
  return { now, before, workspaceEmpty };
}

/** A change in tonnes and percent, in words; nothing to compare with says so. */
function change(now: number, before: number) {
  if (before === 0) return now === 0 ? "No change" : "No figure last year to compare with";
  return `${signedPercent(((now - before) / before) * 100)} (${signedTonnes(now - before)})`;
}

const pointsChange = (now: number | null, before: number | null) =>
  now === null || before === null
    ? "No figure last year to compare with"
    : `${now - before > 0 ? "+" : now - before < 0 ? "−" : ""}${Math.abs(now - before).toFixed(1)} percentage points`;

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  const id = `kpi-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure's card is a named group of text, not a form's fieldset
    <div role="group" aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-sm font-medium text-muted">
        {label}
      </h2>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </div>
  );
}

function Figures({ now, before, years }: { now: Kpis; before: Kpis; years: YearComparison }) {
  const vs = `against ${years.previousName}`;
  const s2 = now.totals.scope2;
  const s2Before = before.totals.scope2;
  const intensity = now.intensities.kgCO2e_per_unit;
  const intensityBefore = before.intensities.kgCO2e_per_unit;
  const perUnit = now.intensities.denominator_unit ?? "unit";
  return (
    <div className="grid gap-6">
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            label="Total emissions"
            value={tonnes(now.totals.co2e)}
            note={`${change(now.totals.co2e, before.totals.co2e)} ${vs}`}
          />
          {(["1", "2", "3"] as const).map((scope) => (
            <Figure
              key={scope}
              label={scope === "2" ? "Scope 2 (market-based)" : `Scope ${scope}`}
              value={tonnes(now.totals.by_scope[scope])}
              note={`${change(now.totals.by_scope[scope], before.totals.by_scope[scope])} ${vs}`}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="scope2-heading">
        <h2 id="scope2-heading" className="text-lg font-semibold text-ink">
          Scope 2, both methods
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Market-based counts your renewable-energy certificates and supplier contracts for {decimal(s2.covered_mwh)} of{" "}
          {decimal(s2.consumption_mwh)} MWh; location-based uses the grid's average factor for all of it.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Figure
            label="Market-based"
            value={tonnes(s2.market_based)}
            note={`${change(s2.market_based, s2Before.market_based)} ${vs}`}
          />
          <Figure
            label="Location-based"
            value={tonnes(s2.location_based)}
            note={`${change(s2.location_based, s2Before.location_based)} ${vs}`}
          />
        </div>
      </section>
      <section aria-labelledby="quality-heading">
        <h2 id="quality-heading" className="text-lg font-semibold text-ink">
          Intensity and data quality
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <Figure
            label="Intensity"
            value={intensity === null ? "No production recorded" : `${decimal(intensity)} kg CO2e per ${perUnit}`}
            note={
              intensity === null || intensityBefore === null
                ? "Record production to see emissions per unit"
                : `${signedPercent(((intensity - intensityBefore) / intensityBefore) * 100)} ${vs}`
            }
          />
          <Figure
            label="Data completeness"
            value={now.quality.completeness_pct === null ? "No facilities" : percent(now.quality.completeness_pct)}
            note={`${pointsChange(now.quality.completeness_pct, before.quality.completeness_pct)} ${vs}; ${now.quality.facility_months_with_data} of ${now.quality.facility_months_expected} facility-months have data`}
          />
          <Figure
            label="Estimated share"
            value={percent(now.quality.estimated_pct)}
            note={`${pointsChange(now.quality.estimated_pct, before.quality.estimated_pct)} ${vs}; the share of emissions from estimated records`}
          />
        </div>
      </section>
    </div>
  );
}

/**
 * This financial year against the last: totals, scopes, Scope 2 both ways, intensity and data quality. A workspace
 * without a single record shows its first three steps instead.
 */
export default function Overview() {
  const years = yearComparison(new Date());
  const state = useApi(`overview:${years.current.from}:${years.current.to}`, () => loadOverview(years));
  const span = `${monthLabel(years.current.from)} to ${monthLabel(years.current.to)}`;
  return (
    <>
      <ViewHeader
        title="Overview"
        intro={`${years.name}${years.toDate ? " so far" : ""}, ${span}, against the same months of ${years.previousName} (${windowLabel(years.previous)}). Emissions in tonnes CO2e.`}
      />
      {state.status === "loading" && <Skeleton label="Loading the overview…" />}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {state.status === "ready" &&
        (state.data.workspaceEmpty ? (
          <FirstSteps />
        ) : windowEmpty(state.data.now) ? (
          <NoData what="The overview" window={span} />
        ) : (
          <Figures now={state.data.now} before={state.data.before} years={years} />
        ))}
    </>
  );
}
