import type { z } from "zod";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { forecastResultSchema, timeseriesSchema } from "../../../contracts/api";
import { apiGet, apiPost } from "../api";
import { BandChart, type BandPoint } from "../charts/band-chart";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { monthLabel, percent, tonnes, tonnesFigure, tonnesTick } from "../format";
import { monthsWindow } from "../periods";
import { useApi } from "../use-api";

type Forecast = z.infer<typeof forecastResultSchema>;
type TimeSeries = z.infer<typeof timeseriesSchema>;

const METHODS = [
  { value: "AUTO", label: "Automatic (best backtest)" },
  { value: "ETS", label: "ETS (exponential smoothing)" },
  { value: "ARIMA", label: "ARIMA" },
  { value: "XGBOOST", label: "Gradient-boosted trees" },
] as const;

const HORIZON_MONTHS = 12;
const LOOKBACK_MONTHS = 24;
/** The months of history drawn before the forecast. */
const HISTORY_SHOWN = 24;

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/** The forecast (`POST /v1/emission-analytics/forecasts`), then the actual months it follows (`timeseries`). */
async function loadForecast(method: string) {
  const forecast = await apiPost<Forecast>("/emission-analytics/forecasts", {
    method,
    horizon_months: HORIZON_MONTHS,
    lookback_months: LOOKBACK_MONTHS,
  });
  const first = [forecast.history.from, shiftMonth(forecast.history.to, 1 - HISTORY_SHOWN)].sort().at(-1)!;
  const window = monthsWindow(first, forecast.history.to);
  const series = await apiGet<TimeSeries>("/emission-analytics/timeseries", {
    "period.from": window.from,
    "period.to": window.to,
    grain: "month",
    group_by: "scope",
    scope2_method: "MARKET",
  });
  const actual = new Map<string, number>();
  for (const s of series.series) {
    for (const p of s.points) actual.set(p.ts.slice(0, 7), (actual.get(p.ts.slice(0, 7)) ?? 0) + (p.value ?? 0));
  }
  return { forecast, actual: [...actual.entries()].sort(([a], [b]) => a.localeCompare(b)) };
}

const methodName = (m: string) => METHODS.find((x) => x.value === m)?.label.replace(/ \(.*\)$/, "") ?? m;

/** The next twelve months with their p05-p95 band, after the months they are forecast from. */
export default function ForecastView() {
  const [filters, setFilters] = useUrlFilters(["method"] as const);
  const method = METHODS.find((m) => m.value === filters.method)?.value ?? "AUTO";
  const state = useApi(`forecast:${method}`, () => loadForecast(method));

  let body = null;
  if (state.status === "ready") {
    const { forecast, actual } = state.data;
    const points: BandPoint[] = [
      ...actual.map(([month, value]) => ({ key: month, label: monthLabel(`${month}-01`), actual: value })),
      ...forecast.series.map((p) => ({
        key: p.ts.slice(0, 7),
        label: monthLabel(p.ts),
        forecast: p.forecast_co2e,
        low: p.forecast_p05,
        high: p.forecast_p95,
      })),
    ];
    const total = forecast.series.reduce((s, p) => s + p.forecast_co2e, 0);
    const first = forecast.series[0]!;
    const last = forecast.series.at(-1)!;
    const mape =
      forecast.model.mape === null
        ? "no backtest error (too few months)"
        : `backtest error (MAPE) ${percent(forecast.model.mape)}`;
    const summary = `${methodName(forecast.model.method)} forecast${forecast.model.requested === "AUTO" ? ", chosen automatically" : ""}, ${mape}: ${tonnes(total)} over the next ${forecast.series.length} months, from ${tonnes(first.forecast_co2e)} in ${monthLabel(first.ts)} (90% band ${tonnes(first.forecast_p05)} to ${tonnes(first.forecast_p95)}) to ${tonnes(last.forecast_co2e)} in ${monthLabel(last.ts)}.`;
    body = (
      <div className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          {[
            [
              "Method",
              `${methodName(forecast.model.method)}${forecast.model.requested === "AUTO" ? " (chosen automatically)" : ""}`,
            ],
            ["Backtest MAPE", forecast.model.mape === null ? "Not enough months" : percent(forecast.model.mape)],
            ["Next 12 months", tonnes(total)],
          ].map(([term, value]) => (
            <div key={term} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-muted">{term}</dt>
              <dd className="mt-1 text-xl font-bold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {forecast.model.fallback && <p className="text-sm text-muted">{forecast.model.fallback}</p>}
        <ChartFigure
          title={`Monthly emissions and forecast to ${monthLabel(last.ts)}`}
          summary={summary}
          chart={
            <BandChart
              title="Monthly emissions and forecast"
              description={summary}
              points={points}
              format={tonnesTick}
            />
          }
          table={
            <DataTable
              exportable
              caption="Actual and forecast monthly emissions, tonnes CO2e"
              rows={points}
              rowKey={(p) => p.key}
              columns={[
                { header: "Month", cell: (p) => p.label },
                {
                  header: "Actual (t)",
                  cell: (p) => (p.actual === undefined ? "" : tonnesFigure(p.actual)),
                  numeric: true,
                },
                {
                  header: "Forecast (t)",
                  cell: (p) => (p.forecast === undefined ? "" : tonnesFigure(p.forecast)),
                  numeric: true,
                },
                { header: "p05 (t)", cell: (p) => (p.low === undefined ? "" : tonnesFigure(p.low)), numeric: true },
                { header: "p95 (t)", cell: (p) => (p.high === undefined ? "" : tonnesFigure(p.high)), numeric: true },
              ]}
            />
          }
        />
        <p className="max-w-prose text-sm text-muted">Model: {forecast.model.description.replace(/\.$/, "")}.</p>
      </div>
    );
  }

  return (
    <>
      <ViewHeader
        title="Forecast"
        intro="Your total monthly emissions (Scope 2 market-based) for the next 12 months, with the band the actual figure should fall in 9 times out of 10."
      >
        <SelectField
          label="Method"
          value={method}
          options={METHODS}
          onChange={(m) => setFilters({ method: m === "AUTO" ? "" : m })}
        />
      </ViewHeader>
      {state.status === "loading" && (
        <Skeleton label="Running the forecast…" blocks={["h-20", "h-20", "h-20", "h-72"]} />
      )}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {body}
    </>
  );
}
