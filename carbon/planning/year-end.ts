import { addDays, monthOf, monthsBetween } from "../periods";
import { filledMonths } from "./forecast/filled-months";
import { forecastMonthly } from "./forecast/forecast";

/** Fewer months of history than this and the months left are taken at the year's average so far. */
const MIN_FORECAST_MONTHS = 6;

const sumOf = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * The year's months after the last month with data (up to `asOfMonth`), projected: by the platform's monthly
 * forecast (AUTO) of the series' whole history when it has at least 6 months with data, else at the average of the
 * year's months with data so far (none: 0). Months before are the records' own.
 */
export function projectYearEnd(
  series: ReadonlyMap<string, number>,
  year: { from: string; to: string },
  asOfMonth: string,
): { values: Map<string, number>; method: "forecast" | "run_rate" } {
  const first = monthOf(year.from);
  const known = [...series.keys()].filter((m) => m <= asOfMonth).sort();
  const lastData = known[known.length - 1];
  const before = monthOf(addDays(year.from, -1));
  const from = lastData && lastData > before ? lastData : before;
  const left = monthsBetween(from, monthOf(year.to)).slice(1);
  if (left.length === 0) return { values: new Map(), method: "forecast" };
  if (known.length >= MIN_FORECAST_MONTHS) {
    const { months } = filledMonths(known[0]!, lastData!, series);
    const horizon = monthsBetween(lastData!, monthOf(year.to)).length - 1;
    const forecast = forecastMonthly({ series: months, method: "AUTO", horizon_months: horizon });
    if (forecast.ok) {
      const inYear = forecast.value.series.filter((p) => p.month >= first);
      return { values: new Map(inYear.map((p) => [p.month, Math.max(0, p.forecast)])), method: "forecast" };
    }
  }
  const soFar = known.filter((m) => m >= first);
  const average = soFar.length ? sumOf(soFar.map((m) => series.get(m)!)) / soFar.length : 0;
  return { values: new Map(left.map((m) => [m, average])), method: "run_rate" };
}
