import { minimiseInBox } from "./box-minimiser";

/**
 * Holt-Winters filtering with the semantics of R's `stats::HoltWinters` (R 4.x, src/library/stats/R/HoltWinters.R
 * and src/HoltWinters.c): start values from a classical decomposition of the first two seasons (seasonal) or from
 * the first two observations (Holt's linear trend, R's `gamma = FALSE`), alpha/beta/gamma chosen by minimising the one-step squared error with
 * L-BFGS-B in [0, 1] from (0.3, 0.1, 0.1), and R's `predict.HoltWinters` for forecasts and (additive) intervals.
 */

/** Seasonal forms; "trend" is Holt's linear trend (R's gamma = FALSE); "level" is simple exponential smoothing
 * (R's beta = FALSE, gamma = FALSE). */
export type HoltWintersForm = "additive" | "multiplicative" | "trend" | "level";

export interface HoltWintersFit {
  form: HoltWintersForm;
  period: number;
  alpha: number;
  beta: number | null;
  gamma: number | null;
  /** Sum of squared one-step errors over the filtered part (R's `SSE`). */
  sse: number;
  /** One-step errors, observation `startIndex` onwards. */
  residuals: number[];
  startValues: { level: number; trend: number | null; seasonal: number[] | null };
  /** Final states: R's `coefficients` a, b, s1..s{period}. */
  level: number;
  trend: number;
  seasonal: number[];
  optimiserConverged: boolean;
}

export const MIN_POINTS_SEASONAL = 24;

/** Points each form needs: two full seasons for the seasonal forms (R's `start.periods = 2`). */
export function minPointsFor(form: HoltWintersForm, period = 12) {
  if (form === "level") return 3;
  return form === "trend" ? 4 : 2 * period;
}

export function fitHoltWinters(x: readonly number[], form: HoltWintersForm, period = 12): HoltWintersFit {
  if (x.length < minPointsFor(form, period)) {
    throw new RangeError(`Holt-Winters ${form} needs ${minPointsFor(form, period)} points; got ${x.length}`);
  }
  if (form === "multiplicative" && x.some((v) => v === 0)) {
    throw new RangeError("multiplicative Holt-Winters needs non-zero data");
  }
  const seasonal = form === "additive" || form === "multiplicative";
  const start = seasonal
    ? seasonalStart(x, period, form === "multiplicative")
    : form === "trend"
      ? { level: x[1]!, trend: x[1]! - x[0]!, seasonal: null }
      : { level: x[0]!, trend: null, seasonal: null };
  const startIndex = seasonal ? period : form === "trend" ? 2 : 1;
  const run = (alpha: number, beta: number, gamma: number) =>
    filter(x, form, period, startIndex, start, clamp01(alpha), clamp01(beta), clamp01(gamma));

  const optimum = seasonal
    ? minimiseInBox((p) => run(p[0]!, p[1]!, p[2]!).sse, [0.3, 0.1, 0.1], [0, 0, 0], [1, 1, 1])
    : form === "trend"
      ? minimiseInBox((p) => run(p[0]!, p[1]!, 0).sse, [0.3, 0.1], [0, 0], [1, 1])
      : minimiseInBox((p) => run(p[0]!, 0, 0).sse, [0.3], [0], [1]);
  const [alpha = 0.3, beta = 0, gamma = 0] = optimum.x;
  const final = run(alpha, beta, gamma);
  return {
    form,
    period,
    alpha,
    beta: form === "level" ? null : beta,
    gamma: seasonal ? gamma : null,
    sse: final.sse,
    residuals: final.residuals,
    startValues: start,
    level: final.level,
    trend: final.trend,
    seasonal: final.seasonal,
    optimiserConverged: optimum.converged,
  };
}

/** R's `predict.HoltWinters`: a + h b, then plus or times the seasonal state s[(h - 1) mod period]. */
export function forecastHoltWinters(fit: HoltWintersFit, horizon: number): number[] {
  return Array.from({ length: horizon }, (_, k) => {
    const h = k + 1;
    const base = fit.level + h * fit.trend;
    if (fit.form === "additive") return base + fit.seasonal[k % fit.period]!;
    if (fit.form === "multiplicative") return base * fit.seasonal[k % fit.period]!;
    return base;
  });
}

/**
 * Forecast-error variance by horizon from R's `predict.HoltWinters` (additive and non-seasonal forms):
 * var(residuals) x (1 + sum_{j=1}^{h-1} psi_j^2), psi_j = alpha (1 + j beta) + [j mod period = 0] gamma (1 - alpha).
 * R's multiplicative formula is not used (its intervals are not those of a multiplicative error model).
 */
export function holtWintersVariances(fit: HoltWintersFit, horizon: number): number[] | null {
  if (fit.form === "multiplicative" || fit.residuals.length < 2) return null;
  const r = fit.residuals;
  const mean = r.reduce((s, v) => s + v, 0) / r.length;
  const variance = r.reduce((s, v) => s + (v - mean) ** 2, 0) / (r.length - 1);
  const beta = fit.beta ?? 0;
  const gamma = fit.gamma ?? 0;
  const psi = (j: number) => fit.alpha * (1 + j * beta) + (j % fit.period === 0 ? gamma * (1 - fit.alpha) : 0);
  const out: number[] = [];
  let sum = 1;
  for (let h = 1; h <= horizon; h++) {
    if (h > 1) sum += psi(h - 1) ** 2;
    out.push(variance * sum);
  }
  return out;
}

function clamp01(v: number) {
  return Math.max(0, Math.min(1, v));
}

interface StartValues {
  level: number;
  trend: number | null;
  seasonal: number[] | null;
}

/** R: decompose(first two seasons), then l.start and b.start from a straight line fitted to the centred trend. */
function seasonalStart(x: readonly number[], period: number, multiplicative: boolean): StartValues {
  const window = x.slice(0, 2 * period);
  const trend = centredMovingAverage(window, period);
  const figure = new Array<number>(period).fill(0);
  for (let i = 0; i < period; i++) {
    const values: number[] = [];
    for (let t = i; t < window.length; t += period) {
      const tr = trend[t];
      if (tr !== null && tr !== undefined) values.push(multiplicative ? window[t]! / tr : window[t]! - tr);
    }
    figure[i] = values.reduce((s, v) => s + v, 0) / values.length;
  }
  const figureMean = figure.reduce((s, v) => s + v, 0) / period;
  const seasonal = figure.map((v) => (multiplicative ? v / figureMean : v - figureMean));
  const dat = trend.filter((v): v is number => v !== null);
  const { intercept, slope } = straightLine(dat);
  return { level: intercept, trend: slope, seasonal };
}

/** R's `filter(x, c(0.5, rep(1, f - 1), 0.5) / f, sides = 2)` for even f; a plain centred mean for odd f. */
function centredMovingAverage(x: readonly number[], f: number): (number | null)[] {
  const weights =
    f % 2 === 0 ? [0.5, ...new Array<number>(f - 1).fill(1), 0.5].map((w) => w / f) : new Array<number>(f).fill(1 / f);
  const half = Math.floor(weights.length / 2);
  return x.map((_, t) => {
    if (t - half < 0 || t + (weights.length - 1 - half) >= x.length) return null;
    let s = 0;
    for (let j = 0; j < weights.length; j++) s += weights[j]! * x[t - half + j]!;
    return s;
  });
}

/** Least squares of y on (1, 1..n), as R's `.lm.fit(cbind(1, seq_along(y)), y)`. */
function straightLine(y: readonly number[]) {
  const n = y.length;
  const meanT = (n + 1) / 2;
  const meanY = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i + 1 - meanT) * (y[i]! - meanY);
    sxx += (i + 1 - meanT) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { intercept: meanY - slope * meanT, slope };
}

/** The filtering loop of R's C_HoltWinters. */
function filter(
  x: readonly number[],
  form: HoltWintersForm,
  period: number,
  startIndex: number,
  start: StartValues,
  alpha: number,
  beta: number,
  gamma: number,
) {
  const doSeasonal = form === "additive" || form === "multiplicative";
  const multiplicative = form === "multiplicative";
  let level = start.level;
  let trend = start.trend ?? 0;
  const season = doSeasonal ? [...(start.seasonal ?? [])] : [];
  const residuals: number[] = [];
  let sse = 0;
  for (let i = startIndex; i < x.length; i++) {
    const s = doSeasonal ? season[i - startIndex]! : multiplicative ? 1 : 0;
    const xhat = multiplicative ? (level + trend) * s : level + trend + s;
    const res = x[i]! - xhat;
    residuals.push(res);
    sse += res * res;
    const previousLevel = level;
    level = alpha * (multiplicative ? x[i]! / s : x[i]! - s) + (1 - alpha) * (level + trend);
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
    if (doSeasonal) season.push(gamma * (multiplicative ? x[i]! / level : x[i]! - level) + (1 - gamma) * s);
  }
  return { sse, residuals, level, trend, seasonal: season.slice(season.length - period) };
}
