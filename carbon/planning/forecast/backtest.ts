import { type Accuracy, accuracy } from "./accuracy";
import type { ModelForecast, ModelInput, Regressor } from "./model-forecast";
import { calendarMonthOf, formatMonth } from "./months";

/**
 * Where the hold-out backtest trains and scores. The hold-out is the last k months of the series,
 * k = min(12, floor(n / 3)); the backtest model trains on the months just before it, as many as the lookback
 * window holds when the series has them. With history before the lookback window, the backtest therefore trains
 * on a window of the same length shifted k months back (partly or wholly before the lookback window); without,
 * it trains on fewer points than the final model.
 */
export interface BacktestPlan {
  trainStart: number;
  trainEnd: number;
  holdoutEnd: number;
  /** The backtest training window has as many points as the final model's. */
  fullLength: boolean;
}

export const MAX_HOLDOUT = 12;

export function planBacktest(n: number, windowLength: number): BacktestPlan {
  const holdout = Math.min(MAX_HOLDOUT, Math.floor(n / 3));
  const trainEnd = n - holdout;
  const trainLength = Math.min(windowLength, trainEnd);
  return { trainStart: trainEnd - trainLength, trainEnd, holdoutEnd: n, fullLength: trainLength === windowLength };
}

export interface SeriesContext {
  values: readonly number[];
  firstMonth: number;
  regressors: readonly { name: string; history: readonly number[]; future: readonly number[] }[];
}

/** The model input for training on [start, end) and forecasting `horizon` months, regressors aligned. */
export function inputFor(series: SeriesContext, start: number, end: number, horizon: number): ModelInput {
  const regressors: Regressor[] = series.regressors.map((r) => ({
    name: r.name,
    history: r.history.slice(start, end),
    // Inside the series the regressor's observed values stand for its future; past the end, the request's values.
    future:
      end + horizon <= r.history.length ? r.history.slice(end, end + horizon) : [...r.history.slice(end), ...r.future],
  }));
  return {
    values: series.values.slice(start, end),
    firstCalendarMonth: calendarMonthOf(series.firstMonth + start),
    horizon,
    regressors,
  };
}

export interface BacktestOutcome {
  forecast: ModelForecast;
  accuracy: Accuracy;
  actual: number[];
}

export function runBacktest(
  series: SeriesContext,
  plan: BacktestPlan,
  forecaster: (input: ModelInput) => ModelForecast,
): BacktestOutcome {
  const horizon = plan.holdoutEnd - plan.trainEnd;
  const forecast = forecaster(inputFor(series, plan.trainStart, plan.trainEnd, horizon));
  const actual = series.values.slice(plan.trainEnd, plan.holdoutEnd);
  return { forecast, accuracy: accuracy(actual, forecast.mean), actual };
}

export interface MonthWindow {
  from: string;
  to: string;
  points: number;
}

export function monthWindow(firstMonth: number, start: number, end: number): MonthWindow {
  return { from: formatMonth(firstMonth + start), to: formatMonth(firstMonth + end - 1), points: end - start };
}
