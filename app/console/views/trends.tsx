import type { z } from "zod";
import { scopeColours } from "~/components/charts/chart-kit";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { timeseriesSchema } from "../../../contracts/api";
import { apiGet } from "../api";
import { StackedBars } from "../charts/stacked-bars";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { NoData } from "../components/no-data";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { monthLabel, tonnes, tonnesFigure, tonnesTick, windowLabel } from "../format";
import { PERIOD_CHOICES, periodChoiceOf, periodWindow } from "../period-choices";
import type { Window } from "../periods";
import { useApi } from "../use-api";

type TimeSeries = z.infer<typeof timeseriesSchema>;
type MonthRow = { key: string; label: string; s1: number; s2: number; s3: number; total: number; estimated: boolean };

const SERIES = [
  { key: "s1", label: "Scope 1", colour: scopeColours[0] },
  { key: "s2", label: "Scope 2 (market-based)", colour: scopeColours[1] },
  { key: "s3", label: "Scope 3", colour: scopeColours[2] },
] as const;

/** The monthly series by scope, as `GET /v1/emission-analytics/timeseries` answers it, one row per month. */
function monthRows(series: TimeSeries): MonthRow[] {
  const rows = new Map<string, MonthRow>();
  for (const s of series.series) {
    const scope = Number(s.key.scope) as 1 | 2 | 3;
    for (const p of s.points) {
      const key = p.ts.slice(0, 7);
      const row = rows.get(key) ?? { key, label: monthLabel(p.ts), s1: 0, s2: 0, s3: 0, total: 0, estimated: false };
      row[`s${scope}`] += p.value ?? 0;
      row.total += p.value ?? 0;
      row.estimated ||= p.quality.estimated;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function loadSeries(window: Window, facility: string) {
  return apiGet<TimeSeries>("/emission-analytics/timeseries", {
    "period.from": window.from,
    "period.to": window.to,
    grain: "month",
    group_by: "scope",
    scope2_method: "MARKET",
    filter: facility ? `facility_id==${facility}` : undefined,
  });
}

function summaryOf(rows: MonthRow[], where: string) {
  const total = rows.reduce((s, r) => s + r.total, 0);
  const peak = rows.reduce((a, b) => (b.total > a.total ? b : a));
  const low = rows.reduce((a, b) => (b.total < a.total ? b : a));
  const byScope = SERIES.map((s) => `${s.label} ${tonnes(rows.reduce((sum, r) => sum + r[s.key], 0))}`).join(", ");
  return `${tonnes(total)} over ${rows.length} months ${where}: ${byScope}. The highest month was ${peak.label} (${tonnes(peak.total)}), the lowest ${low.label} (${tonnes(low.total)}).`;
}

/** Monthly emissions stacked by scope, for a period and a facility chosen in the address. */
export default function Trends() {
  const [filters, setFilters] = useUrlFilters(["period", "facility"] as const);
  const choice = periodChoiceOf(filters.period);
  const window = periodWindow(choice, new Date());
  const facilities = useFacilities();
  const state = useApi(`timeseries:${window.from}:${window.to}:${filters.facility}`, () =>
    loadSeries(window, filters.facility),
  );
  const facilityName =
    facilities.status === "ready" ? facilities.data.find((f) => f.id === filters.facility)?.name : undefined;
  const where = filters.facility ? `at ${facilityName ?? "the chosen facility"}` : "across all facilities";
  const rows = state.status === "ready" ? monthRows(state.data) : [];
  return (
    <>
      <ViewHeader
        title="Trends"
        intro="Monthly emissions by scope, in tonnes CO2e. Your choices stay in the address, so you can share or reload this view."
      >
        <SelectField
          label="Period"
          value={choice}
          options={PERIOD_CHOICES}
          onChange={(period) => setFilters({ period })}
        />
        <SelectField
          label="Facility"
          value={filters.facility}
          disabled={facilities.status !== "ready"}
          options={[
            { value: "", label: "All facilities" },
            ...(facilities.status === "ready" ? facilities.data.map((f) => ({ value: f.id, label: f.name })) : []),
          ]}
          onChange={(facility) => setFilters({ facility })}
        />
      </ViewHeader>
      {state.status === "loading" && <Skeleton label="Loading the monthly series…" blocks={["h-72"]} />}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {state.status === "ready" &&
        (rows.every((r) => r.total === 0) ? (
          <NoData what="The trend" window={windowLabel(window)} />
        ) : (
          <ChartFigure
            title={`Monthly emissions by scope, ${monthLabel(window.from)} to ${monthLabel(window.to)}, ${where}`}
            summary={summaryOf(rows, where)}
            chart={
              <StackedBars
                title="Monthly emissions by scope"
                description={summaryOf(rows, where)}
                rows={rows}
                series={[...SERIES]}
                format={tonnesTick}
              />
            }
            table={
              <DataTable
                exportable
                caption="Monthly emissions by scope, tonnes CO2e"
                rows={rows}
                rowKey={(r) => r.key}
                columns={[
                  { header: "Month", cell: (r) => r.label },
                  ...SERIES.map((s) => ({
                    header: `${s.label} (t)`,
                    cell: (r: MonthRow) => tonnesFigure(r[s.key]),
                    numeric: true,
                  })),
                  { header: "Total (t)", cell: (r) => tonnesFigure(r.total), numeric: true },
                  { header: "Estimated data", cell: (r) => (r.estimated ? "Some" : "None") },
                ]}
              />
            }
          />
        ))}
    </>
  );
}
