import { isFiniteNumber, issue, type PlanningIssue } from "../issues";
import type { ForecastMethod } from "./model-forecast";
import { formatMonth, parseMonth } from "./months";

export interface MonthlyValue {
  /** "YYYY-MM". */
  month: string;
  value: number;
}

export const EXOGENOUS_REGRESSORS = ["production_units", "weather_hdd_cdd"] as const;
export type ExogenousName = (typeof EXOGENOUS_REGRESSORS)[number];

export interface ExogenousInput {
  /** Observed values for the months of the series the model trains and is backtested on. */
  history: readonly MonthlyValue[];
  /** Expected values for each forecast month, in order (horizon_months values). */
  future: readonly number[];
}

export interface ForecastRequest {
  /** Consecutive months, oldest first: all the history there is (the lookback window is taken from its end). */
  series: readonly MonthlyValue[];
  method?: ForecastMethod;
  lookback_months?: number;
  horizon_months?: number;
  exogenous?: Partial<Record<ExogenousName, ExogenousInput>>;
}

export const FORECAST_DEFAULTS = { method: "AUTO", lookback_months: 24, horizon_months: 12 } as const;
export const FORECAST_LIMITS = { minPoints: 6, maxLookback: 240, maxHorizon: 60 } as const;
export const FORECAST_METHODS: readonly ForecastMethod[] = ["AUTO", "ARIMA", "XGBOOST", "ETS"];

export interface ValidForecastRequest {
  values: number[];
  /** Month index (months since year 0) of values[0]. */
  firstMonth: number;
  method: ForecastMethod;
  lookback: number;
  horizon: number;
  /** Regressors as value arrays aligned with `values` (history) and the horizon (future). */
  exogenous: { name: ExogenousName; history: number[]; future: number[] }[];
}

export function validateForecastRequest(
  request: ForecastRequest,
): { ok: true; value: ValidForecastRequest } | { ok: false; issues: PlanningIssue[] } {
  const issues: PlanningIssue[] = [];
  const method = request.method ?? FORECAST_DEFAULTS.method;
  if (!FORECAST_METHODS.includes(method)) {
    issues.push(issue(["method"], "INVALID_VALUE", `method must be one of ${FORECAST_METHODS.join(", ")}`));
  }
  const lookback = request.lookback_months ?? FORECAST_DEFAULTS.lookback_months;
  if (!Number.isInteger(lookback) || lookback < FORECAST_LIMITS.minPoints || lookback > FORECAST_LIMITS.maxLookback) {
    issues.push(
      issue(
        ["lookback_months"],
        "OUT_OF_RANGE",
        `lookback_months must be a whole number from ${FORECAST_LIMITS.minPoints} to ${FORECAST_LIMITS.maxLookback}`,
      ),
    );
  }
  const horizon = request.horizon_months ?? FORECAST_DEFAULTS.horizon_months;
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > FORECAST_LIMITS.maxHorizon) {
    issues.push(
      issue(
        ["horizon_months"],
        "OUT_OF_RANGE",
        `horizon_months must be a whole number from 1 to ${FORECAST_LIMITS.maxHorizon}`,
      ),
    );
  }

  const series = request.series ?? [];
  const values: number[] = [];
  let firstMonth = 0;
  series.forEach((point, i) => {
    const month = parseMonth(point?.month ?? "");
    if (month === null) {
      issues.push(issue(["series", i, "month"], "INVALID_VALUE", "month must be a calendar month written YYYY-MM"));
    } else if (i === 0) {
      firstMonth = month;
    } else if (month !== firstMonth + i) {
      issues.push(
        issue(
          ["series", i, "month"],
          "NOT_CONSECUTIVE",
          `months must be consecutive, oldest first: expected ${formatMonth(firstMonth + i)}, got ${point.month}`,
        ),
      );
    }
    if (!isFiniteNumber(point?.value))
      issues.push(issue(["series", i, "value"], "INVALID_VALUE", "value must be a number"));
    values.push(point?.value);
  });
  if (series.length < FORECAST_LIMITS.minPoints) {
    issues.push(
      issue(
        ["series"],
        "TOO_FEW_POINTS",
        `a forecast needs at least ${FORECAST_LIMITS.minPoints} monthly points; the series has ${series.length}`,
      ),
    );
  }
  if (issues.length > 0) return { ok: false, issues };

  const exogenous: ValidForecastRequest["exogenous"] = [];
  for (const [name, input] of Object.entries(request.exogenous ?? {})) {
    if (input === undefined) continue;
    if (!(EXOGENOUS_REGRESSORS as readonly string[]).includes(name)) {
      issues.push(
        issue(["exogenous", name], "INVALID_VALUE", `exogenous regressors are ${EXOGENOUS_REGRESSORS.join(", ")}`),
      );
      continue;
    }
    const byMonth = new Map<number, number>();
    for (const [i, point] of (input.history ?? []).entries()) {
      const month = parseMonth(point?.month ?? "");
      if (month === null || !isFiniteNumber(point?.value)) {
        issues.push(
          issue(
            ["exogenous", name, "history", i],
            "INVALID_VALUE",
            "each history point needs a YYYY-MM month and a number",
          ),
        );
      } else byMonth.set(month, point.value);
    }
    const missing = values.map((_, i) => firstMonth + i).filter((m) => !byMonth.has(m));
    if (missing.length > 0) {
      issues.push(
        issue(
          ["exogenous", name, "history"],
          "REQUIRED",
          `history must have a value for every month of the series; missing ${missing.length} (first ${formatMonth(missing[0]!)})`,
        ),
      );
    }
    const future = input.future ?? [];
    if (future.length !== horizon || !future.every(isFiniteNumber)) {
      issues.push(
        issue(
          ["exogenous", name, "future"],
          "INVALID_VALUE",
          `future must hold ${horizon} numbers, one per forecast month`,
        ),
      );
    }
    if (missing.length === 0) {
      exogenous.push({
        name: name as ExogenousName,
        history: values.map((_, i) => byMonth.get(firstMonth + i)!),
        future: [...future],
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { values, firstMonth, method, lookback, horizon, exogenous } };
}
