/**
 * The seasonal naive forecast (Hyndman & Athanasopoulos, "Forecasting: Principles and Practice", 3rd ed., 5.2):
 * y(T + h) = y(T + h - m(k + 1)), k = floor((h - 1) / m) — the value one season earlier, the last observed season
 * repeated. R: `forecast::snaive`.
 */
export function seasonalNaive(values: readonly number[], horizon: number, period = 12): number[] {
  if (values.length < period) throw new RangeError(`the seasonal naive forecast needs ${period} points`);
  const lastSeason = values.slice(values.length - period);
  return Array.from({ length: horizon }, (_, k) => lastSeason[k % period]!);
}
