import type { z } from "zod";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { contributionResultSchema } from "../../../contracts/api";
import { financialYear, financialYearName } from "../../../contracts/financial-year";
import { apiPost } from "../api";
import { Waterfall, type WaterfallStep } from "../charts/waterfall";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { monthLabel, signedTonnes, tonnes, tonnesFigure, tonnesTick } from "../format";
import { lastMonths, type Window, yearComparison } from "../periods";
import { useApi } from "../use-api";

type Contribution = z.infer<typeof contributionResultSchema>;

const shiftYear = (w: Window, years: number): Window => ({
  from: `${Number(w.from.slice(0, 4)) + years}${w.from.slice(4)}`,
  to: `${Number(w.to.slice(0, 4)) + years}${w.to.slice(4).replace("-02-29", "-02-28")}`,
});

/** The pairs of periods offered: the later one (target) against the earlier (base). */
const COMPARISONS = [
  {
    value: "fy",
    label: "Last financial year against the year before",
    periods: (now: Date) => {
      const start = Number(yearComparison(now).current.from.slice(0, 4)) - 1;
      const target = financialYear(start);
      return {
        base: shiftYear(target, -1),
        target,
        names: [financialYearName(start - 1), financialYearName(start)] as const,
      };
    },
  },
  {
    value: "12m",
    label: "Last 12 months against the 12 before",
    periods: (now: Date) => {
      const target = lastMonths(now, 12);
      return { base: shiftYear(target, -1), target, names: ["12 months before", "Last 12 months"] as const };
    },
  },
] as const;

const SECTORS = [
  { value: "facility", label: "Facilities, by production", by: "facility_id", activity: "PRODUCTION" },
  { value: "source", label: "Source types, by energy use", by: "source_type", activity: "ENERGY" },
] as const;

const EFFECTS = [
  { key: "activity", label: "Activity", means: "more or less output" },
  { key: "structure", label: "Structure", means: "the mix shifting between sectors" },
  { key: "intensity", label: "Intensity", means: "emissions per unit of activity" },
] as const;

const span = (w: Window) => `${monthLabel(w.from)} to ${monthLabel(w.to)}`;

/** What changed emissions between two periods: the LMDI activity, structure and intensity effects as a waterfall. */
export default function ContributionView() {
  const [filters, setFilters] = useUrlFilters(["compare", "sectors"] as const);
  const comparison = COMPARISONS.find((c) => c.value === filters.compare) ?? COMPARISONS[0];
  const sectors = SECTORS.find((s) => s.value === filters.sectors) ?? SECTORS[0];
  const { base, target, names } = comparison.periods(new Date());
  const facilities = useFacilities();
  const facilityName = (id: string) =>
    (facilities.status === "ready" ? facilities.data.find((f) => f.id === id)?.name : undefined) ?? id;
  const state = useApi(`contribution:${base.from}:${target.to}:${sectors.value}`, () =>
    apiPost<Contribution>("/emission-analytics/contribution", {
      base,
      target,
      by: sectors.by,
      activity: sectors.activity,
      scope2_method: "MARKET",
    }),
  );

  let body = null;
  if (state.status === "ready") {
    const c = state.data;
    const steps: WaterfallStep[] = [
      { key: "base", label: names[0], value: c.totals.base.emissions, kind: "total" },
      ...EFFECTS.map((e) => ({ key: e.key, label: e.label, value: c.additive[e.key], kind: "change" as const })),
      { key: "target", label: names[1], value: c.totals.target.emissions, kind: "total" },
    ];
    const summary = `Emissions went from ${tonnes(c.totals.base.emissions)} in ${names[0]} (${span(c.base)}) to ${tonnes(c.totals.target.emissions)} in ${names[1]} (${span(c.target)}), ${signedTonnes(c.totals.change)}. ${EFFECTS.map((e) => `${e.label} effect ${signedTonnes(c.additive[e.key])}`).join("; ")}.`;
    body = (
      <div className="grid gap-6">
        <ChartFigure
          title={`What changed emissions from ${names[0]} to ${names[1]}`}
          summary={summary}
          tableOpen
          chart={
            <Waterfall
              title="Contribution to the change in emissions"
              description={summary}
              steps={steps}
              format={tonnesTick}
            />
          }
          table={
            <DataTable
              exportable
              caption="The change in emissions and its three effects, tonnes CO2e"
              rows={EFFECTS}
              rowKey={(e) => e.key}
              columns={[
                { header: "Effect", cell: (e) => e.label },
                { header: "Change (t CO2e)", cell: (e) => tonnesFigure(c.additive[e.key]), numeric: true },
                { header: "What it measures", cell: (e) => e.means },
              ]}
              footer={["Total change", tonnesFigure(c.totals.change), ""]}
            />
          }
        />
        {c.excluded.length > 0 && (
          <p className="text-sm text-muted">
            Left out, having emissions but no {c.activity.measure === "PRODUCTION" ? "production" : "energy use"} in a
            period: {c.excluded.map((x) => (c.by === "facility_id" ? facilityName(x.id) : x.id)).join(", ")}.
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <ViewHeader
        title="Contribution"
        intro="How much of the change in emissions between two periods came from activity, from the mix of sectors, and from intensity (LMDI decomposition)."
      >
        <SelectField
          label="Compare"
          value={comparison.value}
          options={COMPARISONS}
          onChange={(compare) => setFilters({ compare })}
        />
        <SelectField
          label="Sectors"
          value={sectors.value}
          options={SECTORS}
          onChange={(s) => setFilters({ sectors: s })}
        />
      </ViewHeader>
      {state.status === "loading" && <Skeleton label="Decomposing the change…" blocks={["h-72"]} />}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {body}
    </>
  );
}
