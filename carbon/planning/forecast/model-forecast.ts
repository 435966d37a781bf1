/** What every forecasting method takes and returns, so the backtest and AUTO can treat them alike. */

export type ForecastMethod = "AUTO" | "ARIMA" | "XGBOOST" | "ETS";
export type FittedMethod = Exclude<ForecastMethod, "AUTO">;

/** z of the standard normal at 0.95 (qnorm(0.95) in R), for 90% bands from a model's error variance. */
export const Z_95 = 1.6448536269514722;

export interface Regressor {
  name: string;
  /** One value per training point, aligned with `values`. */
  history: readonly number[];
  /** One value per forecast month. */
  future: readonly number[];
}

export interface ModelInput {
  values: readonly number[];
  /** Calendar month of `values[0]`, 0 = January. */
  firstCalendarMonth: number;
  horizon: number;
  regressors: readonly Regressor[];
}

export interface EtsFitted {
  kind: "ETS";
  form: "additive" | "multiplicative" | "trend" | "level";
  alpha: number;
  beta: number | null;
  gamma: number | null;
  sse: number;
  start_values: { level: number; trend: number | null; seasonal: number[] | null };
  /** SSE of each seasonal form tried; the smaller one is fitted. */
  sse_by_form: Partial<Record<"additive" | "multiplicative", number>>;
  optimiser_converged: boolean;
}

export interface ArimaFitted {
  kind: "ARIMA";
  order: { p: number; d: number; q: number; P: number; D: number; Q: number; s: number };
  transform: "log" | "none";
  selection: string;
  computed_by: string;
  coefficients: Record<string, number>;
  sigma2: number | null;
  aicc: number | null;
}

export interface TreesFitted {
  kind: "XGBOOST";
  transform: "log" | "none";
  target: string;
  features: string[];
  loss: "squared";
  rounds: number;
  max_depth: number;
  learning_rate: number;
  min_rows_per_leaf: number;
  l2_regularisation: number;
  training_rows: number;
  /** Share of the squared-error reduction each feature's splits brought. */
  feature_gain_share: Record<string, number>;
}

export type Fitted = EtsFitted | ArimaFitted | TreesFitted;

export interface ModelForecast {
  method: FittedMethod;
  /** What was fitted, in words: "Holt-Winters multiplicative", "ARIMA(0,1,1)(0,1,1)[12] on log values". */
  model: string;
  fitted: Fitted;
  mean: number[];
  /** The model's own 90% band, when it gives one. */
  band: { p05: number[]; p95: number[] } | null;
  /** Why a simpler form than the method's full one was fitted; null when the full form was fitted. */
  fallback: string | null;
}

export type Forecaster = (input: ModelInput) => ModelForecast;

/** A normal band mean +- z sd on a transformed scale, mapped back (exp for log). */
export function normalBand(
  mean: readonly number[],
  variance: readonly number[],
  back: (v: number) => number,
): { p05: number[]; p95: number[] } | null {
  if (variance.length !== mean.length || variance.some((v) => !Number.isFinite(v) || v < 0)) return null;
  return {
    p05: mean.map((m, i) => back(m - Z_95 * Math.sqrt(variance[i]!))),
    p95: mean.map((m, i) => back(m + Z_95 * Math.sqrt(variance[i]!))),
  };
}

export function isConstant(values: readonly number[]) {
  return values.every((v) => v === values[0]);
}
