import { forecastMonthly } from "./forecast";
import type { MonthlyValue } from "./forecast-request";
import type { ForecastMethod } from "./model-forecast";

/**
 * Rolling-origin coverage of the forecasts' p05-p95 bands: from every `step`-th month starting at `firstOrigin`,
 * forecast with only the months before it (default lookback, 12 months ahead) and count the later actual values
 * that fall inside the band, up to the end of the series.
 */
export function rollingCoverage(
  series: readonly MonthlyValue[],
  method: ForecastMethod,
  firstOrigin: number,
  step: number,
): { coverage: number; points: number } {
  let inside = 0;
  let points = 0;
  for (let origin = firstOrigin; origin < series.length; origin += step) {
    const outcome = forecastMonthly({ series: series.slice(0, origin), method });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
    outcome.value.series.forEach((p, h) => {
      const actual = series[origin + h]?.value;
      if (actual === undefined) return;
      points++;
      if (actual >= p.p05 && actual <= p.p95) inside++;
    });
  }
  return { coverage: inside / points, points };
}
