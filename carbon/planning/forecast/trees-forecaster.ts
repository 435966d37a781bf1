import { DEFAULT_BOOSTER, predictBooster, trainBooster } from "./boosted-trees";
import type { ModelForecast, ModelInput, TreesFitted } from "./model-forecast";

const PERIOD = 12;
/** Fewest training rows the trees are fitted on. */
const MIN_ROWS = 12;
/** Points the seasonal form needs: 12 lags for the first row, then MIN_ROWS rows. */
export const MIN_POINTS_SEASONAL_TREES = PERIOD + MIN_ROWS;
export const MIN_POINTS_TREES = 4;

/**
 * Gradient-boosted trees on lag and calendar features of the (log) series, forecasting recursively.
 *
 * Trees cannot extrapolate a level they never saw, so they learn a change rather than the level: with 24 points or
 * more, the change from 12 months earlier (the forecast starts from the seasonal naive one, like XGBoost's
 * `base_margin`); with fewer, the change from the month before. Features: the lag-1 value, the lag-12 value (seasonal
 * form), the calendar month, a trend index, and each exogenous regressor (its value and its change over the span).
 */
export function forecastTrees({ values, horizon, firstCalendarMonth, regressors }: ModelInput): ModelForecast {
  const positive = values.every((v) => v > 0);
  const z = positive ? values.map(Math.log) : [...values];
  const back = positive ? Math.exp : (v: number) => v;
  const m = z.length;
  const seasonal = m >= MIN_POINTS_SEASONAL_TREES;
  if (m < MIN_POINTS_TREES) throw new RangeError(`boosted trees need ${MIN_POINTS_TREES} points`);
  const span = seasonal ? PERIOD : 1;
  const firstRow = span;

  const regressorSeries = regressors.map((r) => [...r.history, ...r.future]);
  const featureNames = [
    "lag1",
    ...(seasonal ? ["lag12"] : []),
    "month",
    "trend",
    ...regressors.flatMap((r) => [r.name, `${r.name}_change_${span}m`]),
  ];
  const featuresAt = (series: readonly number[], t: number) => [
    series[t - 1]!,
    ...(seasonal ? [series[t - PERIOD]!] : []),
    ((firstCalendarMonth + t) % PERIOD) + 1,
    t,
    ...regressorSeries.flatMap((r) => [r[t]!, r[t]! - r[t - span]!]),
  ];

  const rows: number[][] = [];
  const target: number[] = [];
  for (let t = firstRow; t < m; t++) {
    rows.push(featuresAt(z, t));
    target.push(z[t]! - z[t - span]!);
  }
  const booster = trainBooster(rows, target, DEFAULT_BOOSTER);

  const extended = [...z];
  for (let h = 0; h < horizon; h++) {
    const t = extended.length;
    extended.push(extended[t - span]! + predictBooster(booster, featuresAt(extended, t)));
  }
  const totalGain = booster.gainByFeature.reduce((s, g) => s + g, 0);
  const fitted: TreesFitted = {
    kind: "XGBOOST",
    transform: positive ? "log" : "none",
    target: `${positive ? "log value" : "value"} minus the value ${span === 1 ? "1 month" : "12 months"} earlier`,
    features: featureNames,
    loss: "squared",
    rounds: DEFAULT_BOOSTER.rounds,
    max_depth: DEFAULT_BOOSTER.maxDepth,
    learning_rate: DEFAULT_BOOSTER.learningRate,
    min_rows_per_leaf: DEFAULT_BOOSTER.minRowsPerLeaf,
    l2_regularisation: DEFAULT_BOOSTER.lambda,
    training_rows: rows.length,
    feature_gain_share: Object.fromEntries(
      featureNames.map((name, i) => [name, totalGain > 0 ? booster.gainByFeature[i]! / totalGain : 0]),
    ),
  };
  return {
    method: "XGBOOST",
    model: `gradient-boosted trees on the ${span === 1 ? "1-month" : "12-month"} change${positive ? " of log values" : ""}`,
    fitted,
    mean: extended.slice(m).map(back),
    band: null,
    fallback: seasonal
      ? null
      : `the 12-month-change form needs ${MIN_POINTS_SEASONAL_TREES} points; the training window has ${m}, so the trees learn the 1-month change`,
  };
}
