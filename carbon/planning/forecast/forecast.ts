import type { Outcome } from "../issues";
import { accuracy } from "./accuracy";
import { forecastArima } from "./arima-forecaster";
import {
  type BacktestOutcome,
  type BacktestPlan,
  inputFor,
  type MonthWindow,
  monthWindow,
  planBacktest,
  runBacktest,
  type SeriesContext,
} from "./backtest";
import {
  calibrationOrigins,
  conformalBand,
  leaveOneOriginOutCoverage,
  NOMINAL_COVERAGE,
  rollingErrors,
} from "./calibration";
import { forecastEts } from "./ets-forecaster";
import { type ForecastRequest, validateForecastRequest } from "./forecast-request";
import type { FittedMethod, Forecaster, ForecastMethod, ModelForecast } from "./model-forecast";
import { formatMonth, monthStartIso } from "./months";
import { seasonalNaive } from "./seasonal-naive";
import { forecastTrees } from "./trees-forecaster";

export interface ForecastPoint {
  /** "YYYY-MM". */
  month: string;
  /** Start of the month, UTC ISO-8601. */
  ts: string;
  forecast: number;
  p05: number;
  p95: number;
}

export interface BacktestSummary {
  training_window: MonthWindow;
  holdout_window: MonthWindow;
  /** What the backtest fitted; it differs from the final model when the backtest window was too short for it. */
  model: string;
  same_model_as_final: boolean;
  mape: number | null;
  mape_points: number;
  mae: number;
  placement: string;
}

export interface IntervalExplain {
  level: 0.9;
  source: "rolling_origin_errors";
  why: string;
  /** The first forecast month of each calibration fit, latest first. */
  origins: string[];
  error_scale: "log_ratio" | "difference";
  errors: number;
  /** The band is forecast -+ q sqrt(h): q, and the quantile level it was taken at. */
  one_step_quantile: number;
  quantile_level: number;
}

/** How often the band holds the actual value, out of sample. */
export interface IntervalCoverage {
  nominal: 0.9;
  /** Leave-one-origin-out coverage of the calibration errors; null with fewer than two origins. */
  estimated: number | null;
  points: number;
}

export interface ForecastResult {
  series: ForecastPoint[];
  model: {
    /** The method that produced the forecast (AUTO resolves to one of the three). */
    method: FittedMethod;
    requested: ForecastMethod;
    /** What was fitted, in words. */
    description: string;
    /** Hold-out MAPE in percent (null when every hold-out actual is 0). */
    mape: number | null;
    mae: number;
    backtest_points: number;
    /** Why a simpler form than the method's full one was fitted; null when it was not. */
    fallback: string | null;
    coverage: IntervalCoverage;
  };
  explain: {
    method: string;
    fitted: ModelForecast["fitted"];
    training_window: MonthWindow;
    lookback_months: { requested: number; used: number };
    backtest: BacktestSummary;
    intervals: IntervalExplain;
    /** AUTO: every method's backtest, the chosen one first. */
    candidates: { method: FittedMethod; model: string; mape: number | null; mae: number }[] | null;
    baseline: {
      method: "SEASONAL_NAIVE";
      definition: string;
      forecast: number[] | null;
      backtest_mape: number | null;
      unavailable_reason: string | null;
    };
    exogenous: { used: string[]; note: string | null };
    notes: string[];
    references: string[];
  };
}

const FORECASTERS: Record<FittedMethod, Forecaster> = {
  ETS: forecastEts,
  ARIMA: forecastArima,
  XGBOOST: forecastTrees,
};
/** AUTO's candidates; on equal backtest error the earlier (simpler) one wins. */
const AUTO_ORDER: FittedMethod[] = ["ETS", "ARIMA", "XGBOOST"];

export const FORECAST_REFERENCES = [
  "Hyndman & Athanasopoulos, Forecasting: Principles and Practice, 3rd ed. (2021): seasonal naive (5.2), hold-out evaluation (5.8), prediction intervals (5.5)",
  "R stats::HoltWinters and predict.HoltWinters (Holt 1957, Winters 1960)",
  "Box & Jenkins, Time Series Analysis (1976); seasonal ARIMA fitted with the arima package (ctsa)",
  "Chen & Guestrin (2016), XGBoost: A Scalable Tree Boosting System (regularised gain and leaf weights)",
];

export function forecastMonthly(request: ForecastRequest): Outcome<ForecastResult> {
  const validated = validateForecastRequest(request);
  if (!validated.ok) return validated;
  const { values, firstMonth, method, lookback, horizon, exogenous } = validated.value;
  const n = values.length;
  const windowLength = Math.min(lookback, n);
  const windowStart = n - windowLength;
  const series: SeriesContext = { values, firstMonth, regressors: exogenous };
  const plan = planBacktest(n, windowLength);
  const notes: string[] = [];

  const backtests = new Map<FittedMethod, BacktestOutcome>();
  const backtestOf = (m: FittedMethod) => {
    let outcome = backtests.get(m);
    if (!outcome) {
      outcome = runBacktest(series, plan, FORECASTERS[m]);
      backtests.set(m, outcome);
    }
    return outcome;
  };

  let chosen: FittedMethod;
  let candidates: ForecastResult["explain"]["candidates"] = null;
  if (method === "AUTO") {
    const scored = AUTO_ORDER.map((m) => ({ method: m, outcome: backtestOf(m) }));
    const byMape = scored.every((c) => c.outcome.accuracy.mape !== null);
    const score = (c: (typeof scored)[number]) => (byMape ? c.outcome.accuracy.mape! : c.outcome.accuracy.mae);
    const best = scored.reduce((a, b) => (score(b) < score(a) ? b : a));
    chosen = best.method;
    candidates = [best, ...scored.filter((c) => c !== best)].map((c) => ({
      method: c.method,
      model: c.outcome.forecast.model,
      mape: c.outcome.accuracy.mape,
      mae: c.outcome.accuracy.mae,
    }));
    notes.push(`AUTO chose ${chosen} by the lowest hold-out ${byMape ? "MAPE" : "MAE"} of ${AUTO_ORDER.join(", ")}`);
  } else {
    chosen = method;
  }

  const backtest = backtestOf(chosen);
  const final = FORECASTERS[chosen](inputFor(series, windowStart, n, horizon));
  // Calibration refits ARIMA at the order the final model selected: the search costs ~0.25 s a fit.
  const fitted = final.fitted;
  const refit: Forecaster =
    fitted.kind === "ARIMA" ? (input) => forecastArima(input, fitted.order) : FORECASTERS[chosen];
  const intervals = calibratedBand(series, windowLength, refit, final);

  const nonNegative = values.every((v) => v >= 0);
  let clamped = 0;
  const points: ForecastPoint[] = final.mean.map((mean, h) => {
    let forecast = mean;
    if (nonNegative && forecast < 0) {
      forecast = 0;
      clamped++;
    }
    const lower = intervals.band.p05[h]!;
    const upper = intervals.band.p95[h]!;
    return {
      month: formatMonth(firstMonth + n + h),
      ts: monthStartIso(firstMonth + n + h),
      forecast,
      p05: Math.min(forecast, nonNegative ? Math.max(0, lower) : lower),
      p95: Math.max(forecast, upper),
    };
  });
  if (clamped > 0) notes.push(`the model went below zero in ${clamped} month(s) of a non-negative series; shown as 0`);
  if (lookback > n) notes.push(`the series has ${n} months, fewer than the ${lookback}-month lookback: all were used`);

  return {
    ok: true,
    value: {
      series: points,
      model: {
        method: chosen,
        requested: method,
        description: final.model,
        mape: backtest.accuracy.mape,
        mae: backtest.accuracy.mae,
        backtest_points: backtest.accuracy.points,
        fallback: final.fallback,
        coverage: intervals.coverage,
      },
      explain: {
        method: final.model,
        fitted: final.fitted,
        training_window: monthWindow(firstMonth, windowStart, n),
        lookback_months: { requested: lookback, used: windowLength },
        backtest: summarise(backtest, plan, firstMonth, windowStart, final),
        intervals: intervals.explain,
        candidates,
        baseline: baseline(values, windowStart, plan, horizon),
        exogenous: {
          used: chosen === "XGBOOST" ? exogenous.map((r) => r.name) : [],
          note:
            exogenous.length === 0
              ? null
              : chosen === "XGBOOST"
                ? "regressors enter the trees as features; the backtest used their observed values for the hold-out months"
                : `the regressors are used by XGBOOST only; ${chosen} ignores them`,
        },
        notes,
        references: FORECAST_REFERENCES,
      },
    },
  };
}

function summarise(
  backtest: BacktestOutcome,
  plan: BacktestPlan,
  firstMonth: number,
  windowStart: number,
  final: ModelForecast,
): BacktestSummary {
  const before = windowStart - plan.trainStart;
  const placement = !plan.fullLength
    ? `the series has no months before the lookback window to spare: the backtest trained on the first ${plan.trainEnd - plan.trainStart} months and scored the last ${plan.holdoutEnd - plan.trainEnd}`
    : before > 0
      ? `trained on a window as long as the lookback window, shifted back by the hold-out (${before} of its months lie before the lookback window), and scored the last ${plan.holdoutEnd - plan.trainEnd} months`
      : `trained on the first ${plan.trainEnd - plan.trainStart} months of the lookback window and scored the last ${plan.holdoutEnd - plan.trainEnd}`;
  return {
    training_window: monthWindow(firstMonth, plan.trainStart, plan.trainEnd),
    holdout_window: monthWindow(firstMonth, plan.trainEnd, plan.holdoutEnd),
    model: backtest.forecast.model,
    same_model_as_final: backtest.forecast.model === final.model,
    mape: backtest.accuracy.mape,
    mape_points: backtest.accuracy.mape_points,
    mae: backtest.accuracy.mae,
    placement,
  };
}

/**
 * The 90% band: split-conformal on the chosen method's errors from rolling origins (`calibration.ts`), and its
 * coverage estimated out of sample by leaving each origin out of the quantile it is judged by.
 */
function calibratedBand(series: SeriesContext, windowLength: number, forecaster: Forecaster, final: ModelForecast) {
  const rolling = rollingErrors(series, windowLength, forecaster);
  const band = conformalBand(final.mean, rolling);
  const loo = leaveOneOriginOutCoverage(rolling);
  const origins = calibrationOrigins(series.values.length).map((o) => formatMonth(series.firstMonth + o));
  return {
    band,
    coverage: { nominal: NOMINAL_COVERAGE, estimated: loo.coverage, points: loo.points } satisfies IntervalCoverage,
    explain: {
      level: NOMINAL_COVERAGE,
      source: "rolling_origin_errors",
      why: `the method was refitted at ${origins.length} origin(s) (the lookback window ending before each) and forecast up to 12 months ahead; the band is forecast -+ q sqrt(h), q the ${band.level.toFixed(3)} quantile (split conformal) of the ${band.errors} out-of-sample errors scaled to one step (|e_h| / sqrt(h))${rolling.scale === "log_ratio" ? ", on the log scale" : ""}`,
      origins,
      error_scale: rolling.scale,
      errors: band.errors,
      one_step_quantile: band.oneStepQuantile,
      quantile_level: band.level,
    } satisfies IntervalExplain,
  };
}

function baseline(values: readonly number[], windowStart: number, plan: BacktestPlan, horizon: number) {
  const definition = "forecast for month t + h = the value 12 months before it; the last observed season repeats";
  const window = values.slice(windowStart);
  if (window.length < 12) {
    return {
      method: "SEASONAL_NAIVE" as const,
      definition,
      forecast: null,
      backtest_mape: null,
      unavailable_reason: `needs 12 months in the lookback window; it has ${window.length}`,
    };
  }
  const train = values.slice(plan.trainStart, plan.trainEnd);
  const actual = values.slice(plan.trainEnd, plan.holdoutEnd);
  const backtestMape = train.length >= 12 ? accuracy(actual, seasonalNaive(train, actual.length)).mape : null;
  return {
    method: "SEASONAL_NAIVE" as const,
    definition,
    forecast: seasonalNaive(window, horizon),
    backtest_mape: backtestMape,
    unavailable_reason: null,
  };
}
