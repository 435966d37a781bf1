import { type ArimaOrder, type ArimaRun, runAutoArima, runFixedArima } from "./arima-engine";
import { forecastDifferencedNoise } from "./differenced-noise";
import { type ArimaFitted, isConstant, type ModelForecast, type ModelInput, normalBand } from "./model-forecast";

/** Fewest points for each ARIMA rung: the package's automatic seasonal search needs 2 x 12 + 2; a fixed ARIMA(0,1,1) 11. */
export const MIN_POINTS_AUTO_SEASONAL = 26;
export const MIN_POINTS_MA1 = 11;

const PERIOD = 12;
const SELECTION_REFIT = "the order given (refitted at a calibration origin)";
const SELECTION_AUTO = "automatic: stepwise search over p, q <= 2, P, Q <= 1, d <= 2, D <= 1 by AICc, exact likelihood";

/**
 * Seasonal ARIMA on log values when the series is positive. With `order` (the interval calibration's refits of a
 * fitted model, where the search would cost a quarter second each) that order is refitted when the window allows it.
 * Without: the package's order selection from 26 points, a fixed
 * ARIMA(0,1,1) from 11, a random walk below that. Models without AR or MA terms are computed here (the package
 * forecasts about 0 for them), and a package forecast that is not finite or leaves the data's range by more than
 * twice its width is replaced by the next simpler model, saying so.
 */
export function forecastArima({ values, horizon }: ModelInput, order?: ArimaOrder): ModelForecast {
  const positive = values.every((v) => v > 0);
  const z = positive ? values.map(Math.log) : [...values];
  const back = positive ? Math.exp : (v: number) => v;
  const m = z.length;

  if (order && !isConstant(z) && m >= (order.D > 0 ? MIN_POINTS_AUTO_SEASONAL : MIN_POINTS_MA1)) {
    if (order.p + order.q + order.P + order.Q === 0) {
      return differencedNoise(z, order, horizon, positive, back, null, SELECTION_REFIT);
    }
    const refit = tryRun(() => runFixedArima(z, horizon, order));
    if (refit.ok && plausible(refit.run, z)) return fromRun(refit.run, positive, back, SELECTION_REFIT, null);
  }

  let fallback: string | null = null;
  if (isConstant(z)) {
    return differencedNoise(
      z,
      { p: 0, d: 1, q: 0, P: 0, D: 0, Q: 0, s: 0 },
      horizon,
      positive,
      back,
      null,
      "constant series",
    );
  }
  if (m >= MIN_POINTS_AUTO_SEASONAL) {
    const auto = tryRun(() => runAutoArima(z, horizon, PERIOD));
    if (auto.ok) {
      const { order } = auto.run;
      if (order.p + order.q + order.P + order.Q === 0) {
        return differencedNoise(z, order, horizon, positive, back, null, SELECTION_AUTO);
      }
      if (plausible(auto.run, z)) return fromRun(auto.run, positive, back, SELECTION_AUTO, null);
      fallback = `the automatic selection chose ${orderName(order)}, whose forecast left the range of the data; fitted a simpler model`;
    } else {
      fallback = `the automatic selection failed (${auto.error}); fitted a simpler model`;
    }
  } else {
    fallback = `seasonal order selection needs ${MIN_POINTS_AUTO_SEASONAL} points; the training window has ${m}`;
  }

  if (m >= MIN_POINTS_MA1) {
    const ma1 = { p: 0, d: 1, q: 1, P: 0, D: 0, Q: 0, s: 0 };
    const fixed = tryRun(() => runFixedArima(z, horizon, ma1));
    if (fixed.ok && plausible(fixed.run, z)) return fromRun(fixed.run, positive, back, "fixed order", fallback);
  }
  const reason = m < MIN_POINTS_MA1 ? `; ARIMA(0,1,1) needs ${MIN_POINTS_MA1} points` : "";
  return differencedNoise(
    z,
    { p: 0, d: 1, q: 0, P: 0, D: 0, Q: 0, s: 0 },
    horizon,
    positive,
    back,
    `${fallback}${reason}`,
    "fixed order",
  );
}

function tryRun(runModel: () => ArimaRun): { ok: true; run: ArimaRun } | { ok: false; error: string } {
  try {
    return { ok: true, run: runModel() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Finite, and within the data's range widened by twice its width (more for horizons longer than the data). */
function plausible(run: ArimaRun, z: readonly number[]) {
  const lo = Math.min(...z);
  const hi = Math.max(...z);
  const slack = (hi - lo) * Math.max(2, (2 * run.mean.length) / z.length);
  return run.mean.every((v) => Number.isFinite(v) && v >= lo - slack && v <= hi + slack);
}

export function orderName(o: ArimaOrder) {
  const seasonal = o.P + o.D + o.Q > 0 ? `(${o.P},${o.D},${o.Q})[${o.s}]` : "";
  return `ARIMA(${o.p},${o.d},${o.q})${seasonal}`;
}

function describe(fitted: ArimaFitted) {
  return `${orderName(fitted.order)}${fitted.transform === "log" ? " on log values" : ""}`;
}

function fromRun(
  run: ArimaRun,
  positive: boolean,
  back: (v: number) => number,
  selection: string,
  fallback: string | null,
): ModelForecast {
  const fitted: ArimaFitted = {
    kind: "ARIMA",
    order: run.order,
    transform: positive ? "log" : "none",
    selection,
    computed_by: "arima package (ctsa), exact maximum likelihood",
    coefficients: run.coefficients,
    sigma2: run.sigma2,
    aicc: run.aicc,
  };
  return {
    method: "ARIMA",
    model: describe(fitted),
    fitted,
    mean: run.mean.map(back),
    band: normalBand(run.mean, run.variance, back),
    fallback,
  };
}

function differencedNoise(
  z: readonly number[],
  order: ArimaOrder,
  horizon: number,
  positive: boolean,
  back: (v: number) => number,
  fallback: string | null,
  selection: string,
): ModelForecast {
  const result = forecastDifferencedNoise(z, order.d, order.D, PERIOD, horizon);
  const fitted: ArimaFitted = {
    kind: "ARIMA",
    order: { ...order, s: order.D > 0 ? PERIOD : 0 },
    transform: positive ? "log" : "none",
    selection,
    computed_by: "closed form: differenced white noise without constant",
    coefficients: {},
    sigma2: result.sigma2,
    aicc: null,
  };
  return {
    method: "ARIMA",
    model: describe(fitted),
    fitted,
    mean: result.mean.map(back),
    band: normalBand(result.mean, result.variance, back),
    fallback,
  };
}
