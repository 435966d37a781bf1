import { quantileSorted } from "simple-statistics";

/** Forecast accuracy and 90% bands from out-of-sample errors. */

export interface Accuracy {
  /** Mean absolute percentage error, percent, over the points whose actual value is not 0; null when none is. */
  mape: number | null;
  mape_points: number;
  mae: number;
  points: number;
}

export function accuracy(actual: readonly number[], forecast: readonly number[]): Accuracy {
  let apeSum = 0;
  let apeCount = 0;
  let aeSum = 0;
  actual.forEach((a, i) => {
    const error = Math.abs(a - forecast[i]!);
    aeSum += error;
    if (a !== 0) {
      apeSum += error / Math.abs(a);
      apeCount++;
    }
  });
  return {
    mape: apeCount > 0 ? (100 * apeSum) / apeCount : null,
    mape_points: apeCount,
    mae: actual.length > 0 ? aeSum / actual.length : 0,
    points: actual.length,
  };
}

export type ErrorScale = "log_ratio" | "difference";

/** Out-of-sample errors: log(actual / forecast) when both are positive throughout, else actual - forecast. */
export function outOfSampleErrors(actual: readonly number[], forecast: readonly number[]) {
  const scale: ErrorScale = [...actual, ...forecast].every((v) => v > 0) ? "log_ratio" : "difference";
  const errors = actual.map((a, i) => (scale === "log_ratio" ? Math.log(a / forecast[i]!) : a - forecast[i]!));
  return { scale, errors };
}

/**
 * A 90% band from hold-out errors e_1..e_k (e_j at horizon j). The errors are put on a one-step scale,
 * u_j = |e_j| / sqrt(j), and q is their quantile (R type 7, `simple-statistics`) at level min(1, 0.9 (k + 1) / k),
 * the finite-sample correction of split conformal prediction; the band at horizon h is forecast -+ q sqrt(h), on
 * the log scale when the errors are log ratios. Symmetric, so p05 <= forecast <= p95 by construction, and wider
 * further ahead.
 */
export function bandFromErrors(forecast: readonly number[], errors: readonly number[], scale: ErrorScale) {
  const oneStep = errors.map((e, j) => Math.abs(e) / Math.sqrt(j + 1)).sort((a, b) => a - b);
  const level = Math.min(1, (0.9 * (oneStep.length + 1)) / oneStep.length);
  const q = quantileSorted(oneStep, level);
  // A log-ratio band around a forecast of 0 or less has no width.
  const apply = (f: number, width: number) => (scale === "log_ratio" ? (f > 0 ? f * Math.exp(width) : f) : f + width);
  return {
    p05: forecast.map((f, h) => apply(f, -q * Math.sqrt(h + 1))),
    p95: forecast.map((f, h) => apply(f, q * Math.sqrt(h + 1))),
    oneStepQuantile: q,
    level,
  };
}

/** Share of actual values inside [p05, p95]. */
export function coverage(actual: readonly number[], p05: readonly number[], p95: readonly number[]) {
  if (actual.length === 0) return null;
  const inside = actual.filter((a, i) => a >= p05[i]! && a <= p95[i]!).length;
  return inside / actual.length;
}

/**
 * Whether a 90% band's hold-out coverage is consistent with 90%: the number of points inside is not in the lower 5%
 * tail of Binomial(n, 0.9). With 12 points, 9 inside passes and 8 fails.
 */
export function consistentWithNinetyPercent(inside: number, n: number) {
  let cumulative = 0;
  for (let k = 0; k <= inside; k++) cumulative += binomialPmf(k, n, 0.9);
  return cumulative > 0.05;
}

function binomialPmf(k: number, n: number, p: number) {
  let logChoose = 0;
  for (let i = 1; i <= k; i++) logChoose += Math.log((n - k + i) / i);
  return Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log(1 - p));
}
