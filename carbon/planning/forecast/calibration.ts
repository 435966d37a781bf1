import { quantileSorted } from "simple-statistics";
import { type ErrorScale, outOfSampleErrors } from "./accuracy";
import { inputFor, type SeriesContext } from "./backtest";
import type { Forecaster } from "./model-forecast";

/**
 * Conformal 90% bands from rolling-origin errors. A single 12-month hold-out gives 12 errors from one origin, all
 * sharing that origin's luck, and bands built on them covered about 81% on rolling backtests. Here the method is
 * refitted at up to `MAX_ORIGINS` origins spread over the last `ORIGIN_SPAN` months (each on the lookback window
 * ending there) and forecasts up to 12 months ahead, so the errors come from many origins and every horizon.
 */

export const NOMINAL_COVERAGE = 0.9;
const ORIGIN_SPAN = 24;
const MAX_ORIGINS = 12;
const CALIBRATION_HORIZON = 12;
/** The fewest training points a calibration fit takes when the series has them: a season. */
const MIN_TRAINING = 12;

export interface OriginErrors {
  /** Index of the first month forecast from this origin. */
  origin: number;
  /** Out-of-sample errors at horizons 1, 2, ... */
  errors: number[];
}

export interface RollingErrors {
  scale: ErrorScale;
  origins: OriginErrors[];
}

/** The origins (first forecast month) of the calibration fits: at most MAX_ORIGINS, evenly spread, latest first. */
export function calibrationOrigins(n: number): number[] {
  // Short series train on at least two thirds of their points, like the hold-out backtest.
  const earliest = Math.max(n - ORIGIN_SPAN, Math.min(MIN_TRAINING, n - Math.floor(n / 3)));
  const span = n - earliest;
  if (span <= 0) return [];
  const step = Math.max(1, Math.ceil(span / MAX_ORIGINS));
  const origins: number[] = [];
  for (let t = n - 1; t >= earliest; t -= step) origins.push(t);
  return origins;
}

/** Refits `forecaster` at each calibration origin on the lookback window ending there and collects its errors. */
export function rollingErrors(series: SeriesContext, windowLength: number, forecaster: Forecaster): RollingErrors {
  const n = series.values.length;
  const fits = calibrationOrigins(n).map((origin) => {
    const horizon = Math.min(CALIBRATION_HORIZON, n - origin);
    const forecast = forecaster(inputFor(series, Math.max(0, origin - windowLength), origin, horizon));
    return { origin, actual: series.values.slice(origin, origin + horizon), mean: forecast.mean };
  });
  const all = outOfSampleErrors(
    fits.flatMap((f) => f.actual),
    fits.flatMap((f) => f.mean),
  );
  let offset = 0;
  const origins = fits.map((f) => {
    const errors = all.errors.slice(offset, offset + f.actual.length);
    offset += f.actual.length;
    return { origin: f.origin, errors };
  });
  return { scale: all.scale, origins };
}

/** |e_h| / sqrt(h): errors on a one-step scale, so that every horizon can share one quantile. */
const scores = (o: OriginErrors) => o.errors.map((e, j) => Math.abs(e) / Math.sqrt(j + 1));

/** The split-conformal quantile of scores at 90%: the ceil(0.9 (N + 1))-th smallest, or the largest when N is small. */
export function conformalQuantile(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { q: 0, level: 1 };
  const rank = Math.min(sorted.length, Math.ceil(NOMINAL_COVERAGE * (sorted.length + 1)));
  const level = sorted.length === 1 ? 1 : (rank - 1) / (sorted.length - 1);
  return { q: quantileSorted(sorted, level), level };
}

/**
 * How often a band built this way held the actual value when the origin it is judged on was left out of its
 * quantile: for each origin, q from the other origins' scores, and the share of its own errors inside -+ q sqrt(h).
 * Null with fewer than two origins.
 */
export function leaveOneOriginOutCoverage(rolling: RollingErrors): { coverage: number | null; points: number } {
  const perOrigin = rolling.origins.map(scores);
  if (perOrigin.length < 2) return { coverage: null, points: 0 };
  let inside = 0;
  let points = 0;
  perOrigin.forEach((own, i) => {
    const { q } = conformalQuantile(perOrigin.filter((_, j) => j !== i).flat());
    for (const s of own) {
      points++;
      if (s <= q) inside++;
    }
  });
  return { coverage: inside / points, points };
}

/** The band forecast -+ q sqrt(h) (on the log scale for log-ratio errors), q the conformal quantile of all scores. */
export function conformalBand(forecast: readonly number[], rolling: RollingErrors) {
  const { q, level } = conformalQuantile(rolling.origins.flatMap(scores));
  const apply = (f: number, width: number) =>
    rolling.scale === "log_ratio" ? (f > 0 ? f * Math.exp(width) : f) : f + width;
  return {
    p05: forecast.map((f, h) => apply(f, -q * Math.sqrt(h + 1))),
    p95: forecast.map((f, h) => apply(f, q * Math.sqrt(h + 1))),
    oneStepQuantile: q,
    level,
    errors: rolling.origins.reduce((s, o) => s + o.errors.length, 0),
  };
}
