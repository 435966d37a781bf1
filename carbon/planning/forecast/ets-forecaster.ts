import {
  fitHoltWinters,
  forecastHoltWinters,
  type HoltWintersFit,
  holtWintersVariances,
  MIN_POINTS_SEASONAL,
  minPointsFor,
} from "./holt-winters";
import type { EtsFitted, ModelForecast, ModelInput } from "./model-forecast";
import { normalBand } from "./model-forecast";

const PERIOD = 12;

/**
 * Holt-Winters with R's semantics. From two seasons (24 points) both seasonal forms are fitted (the multiplicative
 * one only for positive data) and the one with the smaller one-step squared error on the training data is kept;
 * with fewer points, Holt's linear trend (R's `gamma = FALSE`). When a trend would take a non-negative series below
 * zero, simple exponential smoothing (no trend) is fitted instead, saying so.
 */
export function forecastEts({ values, horizon }: ModelInput): ModelForecast {
  const m = values.length;
  let result: ModelForecast;
  if (m >= MIN_POINTS_SEASONAL) {
    const fits: HoltWintersFit[] = [fitHoltWinters(values, "additive", PERIOD)];
    if (values.every((v) => v > 0)) fits.push(fitHoltWinters(values, "multiplicative", PERIOD));
    const best = fits.reduce((a, b) => (b.sse < a.sse ? b : a));
    const sseByForm = Object.fromEntries(fits.map((f) => [f.form, f.sse]));
    result = fromFit(best, horizon, sseByForm, null);
  } else {
    if (m < minPointsFor("trend")) throw new RangeError(`Holt's linear trend needs ${minPointsFor("trend")} points`);
    const fallback = `seasonal Holt-Winters needs ${MIN_POINTS_SEASONAL} points (two seasons); the training window has ${m}, so Holt's linear trend was fitted`;
    result = fromFit(fitHoltWinters(values, "trend", PERIOD), horizon, {}, fallback);
  }
  if (values.every((v) => v >= 0) && result.mean.some((v) => v < 0)) {
    const reason = `${result.model} went below zero on a non-negative series; simple exponential smoothing (no trend) was fitted`;
    return fromFit(fitHoltWinters(values, "level", PERIOD), horizon, {}, reason);
  }
  return result;
}

function fromFit(
  fit: HoltWintersFit,
  horizon: number,
  sseByForm: EtsFitted["sse_by_form"],
  fallback: string | null,
): ModelForecast {
  const mean = forecastHoltWinters(fit, horizon);
  const variances = holtWintersVariances(fit, horizon);
  const fitted: EtsFitted = {
    kind: "ETS",
    form: fit.form,
    alpha: fit.alpha,
    beta: fit.beta,
    gamma: fit.gamma,
    sse: fit.sse,
    start_values: fit.startValues,
    sse_by_form: sseByForm,
    optimiser_converged: fit.optimiserConverged,
  };
  const model =
    fit.form === "trend"
      ? "Holt's linear trend (Holt-Winters without season)"
      : fit.form === "level"
        ? "simple exponential smoothing (Holt-Winters without trend or season)"
        : `Holt-Winters ${fit.form}`;
  return {
    method: "ETS",
    model,
    fitted,
    mean,
    band: variances ? normalBand(mean, variances, (v) => v) : null,
    fallback,
  };
}
