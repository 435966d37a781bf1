import { describe, expect, it } from "vitest";
import { AIR_PASSENGERS } from "./fixtures/air-passengers";
import { type ForecastResult, forecastMonthly } from "./forecast";
import type { ForecastRequest, MonthlyValue } from "./forecast-request";
import { formatMonth, parseMonth } from "./months";
import { rollingCoverage } from "./rolling-coverage";

const monthly = (values: readonly number[], first = "1949-01"): MonthlyValue[] =>
  values.map((value, i) => ({ month: formatMonth(parseMonth(first)! + i), value }));

function run(request: ForecastRequest): ForecastResult {
  const outcome = forecastMonthly(request);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

const holdout = AIR_PASSENGERS.slice(120);
const mape = (r: ForecastResult) =>
  (100 * r.series.reduce((s, p, i) => s + Math.abs((holdout[i]! - p.forecast) / holdout[i]!), 0)) / r.series.length;

function expectOrderedBands(r: ForecastResult) {
  for (const p of r.series) {
    expect(Number.isFinite(p.p05) && Number.isFinite(p.forecast) && Number.isFinite(p.p95)).toBe(true);
    expect(p.p05).toBeLessThanOrEqual(p.forecast);
    expect(p.forecast).toBeLessThanOrEqual(p.p95);
  }
}

describe("forecastMonthly on the AirPassengers hold-out (train 1949-1958, score 1959-1960)", () => {
  const train = monthly(AIR_PASSENGERS.slice(0, 120));

  it("ETS reproduces R's HoltWinters multiplicative: MAPE 7.257334717 (tolerance 1e-3)", () => {
    const r = run({ series: train, method: "ETS", lookback_months: 120, horizon_months: 24 });
    expect(r.model.description).toBe("Holt-Winters multiplicative");
    expect(r.explain.fitted).toMatchObject({ form: "multiplicative", gamma: 1 });
    expect(Math.abs(mape(r) - 7.257334717)).toBeLessThan(1e-3);
    expect(r.series[0]).toMatchObject({ month: "1959-01", ts: "1959-01-01T00:00:00Z" });
    expectOrderedBands(r);
  });

  it("ARIMA selects R's airline model on log values: MAPE 8.516316 (forecast::Arima; tolerance 0.005)", () => {
    const r = run({ series: train, method: "ARIMA", lookback_months: 120, horizon_months: 24 });
    expect(r.model.description).toBe("ARIMA(0,1,1)(0,1,1)[12] on log values");
    expect(Math.abs(mape(r) - 8.516315623)).toBeLessThan(0.005);
    expectOrderedBands(r);
  });

  it("backtests on 1958 with a model trained before it, and reports the windows and points", () => {
    const r = run({ series: train, method: "ETS", lookback_months: 120, horizon_months: 24 });
    expect(r.model.backtest_points).toBe(12);
    expect(r.explain.backtest.training_window).toEqual({ from: "1949-01", to: "1957-12", points: 108 });
    expect(r.explain.backtest.holdout_window).toEqual({ from: "1958-01", to: "1958-12", points: 12 });
    expect(r.explain.training_window).toEqual({ from: "1949-01", to: "1958-12", points: 120 });
    // The backtest's MAPE is the hold-out error of the same procedure fitted on 1949-1957 only.
    const alone = run({
      series: monthly(AIR_PASSENGERS.slice(0, 108)),
      method: "ETS",
      lookback_months: 120,
      horizon_months: 12,
    });
    const actual1958 = AIR_PASSENGERS.slice(108, 120);
    const expected =
      (100 * alone.series.reduce((s, p, i) => s + Math.abs((actual1958[i]! - p.forecast) / actual1958[i]!), 0)) / 12;
    expect(r.model.mape).toBeCloseTo(expected, 10);
  });

  it("reports the seasonal naive baseline exactly as defined", () => {
    const r = run({ series: train, method: "ETS", lookback_months: 120, horizon_months: 24 });
    const season1958 = AIR_PASSENGERS.slice(108, 120);
    expect(r.explain.baseline.forecast).toEqual([...season1958, ...season1958]);
    // Its backtest: 1957's values as the forecast of 1958.
    const b = AIR_PASSENGERS.slice(96, 108);
    const expected = (100 * season1958.reduce((s, a, i) => s + Math.abs((a - b[i]!) / a), 0)) / 12;
    expect(r.explain.baseline.backtest_mape).toBeCloseTo(expected, 10);
  });

  it("AUTO fits the three methods on the backtest and keeps the one with the lowest hold-out MAPE", () => {
    const r = run({ series: train, method: "AUTO", lookback_months: 120, horizon_months: 24 });
    const candidates = r.explain.candidates!;
    expect(candidates.map((c) => c.method).sort()).toEqual(["ARIMA", "ETS", "XGBOOST"]);
    expect(candidates[0]!.method).toBe(r.model.method);
    expect(r.model.mape).toBe(Math.min(...candidates.map((c) => c.mape!)));
    expect(r.model.requested).toBe("AUTO");
  });
});

describe("forecastMonthly with the default 24-month lookback", () => {
  it("on a 24-month series: backtests inside the window, falls back where it must and says so", () => {
    const r = run({ series: monthly(AIR_PASSENGERS.slice(96, 120), "1957-01"), method: "ETS" });
    expect(r.series).toHaveLength(12);
    expect(r.explain.training_window).toEqual({ from: "1957-01", to: "1958-12", points: 24 });
    expect(r.explain.backtest.training_window).toEqual({ from: "1957-01", to: "1958-04", points: 16 });
    expect(r.explain.backtest.holdout_window.points).toBe(8);
    expect(r.explain.backtest.placement).toMatch(/no months before the lookback window/);
    // 24 points allow the seasonal model; the 16-point backtest window only Holt's linear trend.
    expect(r.model.description).toMatch(/^Holt-Winters/);
    expect(r.explain.backtest.model).toBe("Holt's linear trend (Holt-Winters without season)");
    expect(r.explain.backtest.same_model_as_final).toBe(false);
    expect(r.model.mape).not.toBeNull();
    expectOrderedBands(r);
    for (const method of ["AUTO", "ARIMA", "XGBOOST"] as const) {
      const m = run({ series: monthly(AIR_PASSENGERS.slice(96, 120), "1957-01"), method });
      expectOrderedBands(m);
      expect(m.series.every((p) => p.forecast > 200)).toBe(true);
    }
  });

  it("with history before the window: the backtest trains on the 24 months before the hold-out", () => {
    const r = run({ series: monthly(AIR_PASSENGERS.slice(84, 120), "1956-01"), method: "ETS" });
    expect(r.explain.training_window).toEqual({ from: "1957-01", to: "1958-12", points: 24 });
    expect(r.explain.backtest.training_window).toEqual({ from: "1956-01", to: "1957-12", points: 24 });
    expect(r.explain.backtest.holdout_window).toEqual({ from: "1958-01", to: "1958-12", points: 12 });
    expect(r.explain.backtest.placement).toMatch(/12 of its months lie before the lookback window/);
    expect(r.explain.backtest.same_model_as_final).toBe(true);
    expect(r.explain.lookback_months).toEqual({ requested: 24, used: 24 });
  });

  it("a constant series: the constant, no NaN, a band of (almost) zero width", () => {
    for (const method of ["AUTO", "ETS", "ARIMA", "XGBOOST"] as const) {
      const r = run({ series: monthly(new Array(30).fill(1250)), method });
      expectOrderedBands(r);
      for (const p of r.series) {
        expect(p.forecast).toBeCloseTo(1250, 6);
        expect(p.p95 - p.p05).toBeLessThan(1e-6);
      }
    }
  });

  it("a series with zero months is modelled without logs and never becomes a flat zero", () => {
    const values = Array.from({ length: 30 }, (_, i) => (i % 6 === 0 ? 0 : 400 + 10 * (i % 12)));
    for (const method of ["AUTO", "ETS", "ARIMA", "XGBOOST"] as const) {
      const r = run({ series: monthly(values), method });
      expectOrderedBands(r);
      expect(r.series.some((p) => p.forecast > 0)).toBe(true);
      expect(r.series.every((p) => p.p05 >= 0)).toBe(true);
    }
  });

  it("a trend that would run a falling series below zero gives way to simple exponential smoothing", () => {
    const r = run({ series: monthly([100, 80, 60, 40, 20, 10]), method: "ETS", horizon_months: 4 });
    expect(r.model.description).toBe("simple exponential smoothing (Holt-Winters without trend or season)");
    expect(r.model.fallback).toMatch(/went below zero on a non-negative series/);
    expect(r.series.every((p) => p.forecast > 0 && p.p95 > p.forecast)).toBe(true);
    expectOrderedBands(r);
  });

  it("short series fall back to simpler models, and a 6-point series still forecasts", () => {
    const r = run({ series: monthly([80, 82, 85, 84, 88, 90]), method: "ETS", horizon_months: 3 });
    expect(r.model.fallback).toMatch(/needs 24 points/);
    expect(r.model.backtest_points).toBe(2);
    expect(r.explain.notes).toContain("the series has 6 months, fewer than the 24-month lookback: all were used");
    expectOrderedBands(r);
  });
});

describe("interval coverage on rolling-origin backtests", () => {
  it("AUTO's 90% bands hold 85-95% of AirPassengers' actuals from every 6th month (1952-01 on, 12 months ahead)", () => {
    const { coverage, points } = rollingCoverage(monthly(AIR_PASSENGERS), "AUTO", 36, 6);
    expect(points).toBe(210);
    expect(coverage).toBeGreaterThanOrEqual(0.85);
    expect(coverage).toBeLessThanOrEqual(0.95);
  });

  it("reports the band's estimated coverage in model, from rolling-origin errors left out of their own quantile", () => {
    const r = run({ series: monthly(AIR_PASSENGERS.slice(84, 120), "1956-01"), method: "ETS" });
    expect(r.explain.intervals.source).toBe("rolling_origin_errors");
    expect(r.explain.intervals.origins).toHaveLength(12);
    expect(r.explain.intervals.origins[0]).toBe("1958-12");
    expect(r.model.coverage.nominal).toBe(0.9);
    expect(r.model.coverage.points).toBe(r.explain.intervals.errors);
    expect(r.model.coverage.estimated).toBeGreaterThan(0.7);
    expect(r.model.coverage.estimated).toBeLessThanOrEqual(1);
  });
});

describe("forecastMonthly validation", () => {
  it("a series shorter than 6 points says how many are needed", () => {
    const outcome = forecastMonthly({ series: monthly([1, 2, 3, 4, 5]) });
    expect(outcome).toEqual({
      ok: false,
      issues: [
        {
          path: ["series"],
          code: "TOO_FEW_POINTS",
          message: "a forecast needs at least 6 monthly points; the series has 5",
        },
      ],
    });
  });

  it("names gaps, bad months, bad numbers, bad options and mismatched regressors", () => {
    const series = monthly([1, 2, 3, 4, 5, 6, 7]);
    series[3] = { month: "1949-05", value: 4 };
    series[5] = { month: "1949-6", value: Number.NaN };
    const outcome = forecastMonthly({ series, method: "PROPHET" as never, lookback_months: 3, horizon_months: 0 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => [i.path.join("."), i.code])).toEqual([
      ["method", "INVALID_VALUE"],
      ["lookback_months", "OUT_OF_RANGE"],
      ["horizon_months", "OUT_OF_RANGE"],
      ["series.3.month", "NOT_CONSECUTIVE"],
      ["series.5.month", "INVALID_VALUE"],
      ["series.5.value", "INVALID_VALUE"],
    ]);

    const regressorOutcome = forecastMonthly({
      series: monthly([1, 2, 3, 4, 5, 6, 7]),
      horizon_months: 2,
      exogenous: { production_units: { history: monthly([1, 2, 3]), future: [1] } },
    });
    expect(regressorOutcome.ok).toBe(false);
    if (regressorOutcome.ok) return;
    expect(regressorOutcome.issues.map((i) => i.path.join("."))).toEqual([
      "exogenous.production_units.history",
      "exogenous.production_units.future",
    ]);
    expect(regressorOutcome.issues[0]!.message).toMatch(/missing 4 \(first 1949-04\)/);
  });

  it("passes regressors to XGBOOST and says the others ignore them", () => {
    const values = AIR_PASSENGERS.slice(0, 36);
    const exogenous = {
      production_units: { history: monthly(values.map((v) => v / 2)), future: new Array(12).fill(150) },
    };
    const trees = run({ series: monthly(values), method: "XGBOOST", exogenous });
    expect(trees.explain.exogenous.used).toEqual(["production_units"]);
    expect(trees.explain.fitted).toMatchObject({ features: expect.arrayContaining(["production_units"]) });
    const ets = run({ series: monthly(values), method: "ETS", exogenous });
    expect(ets.explain.exogenous).toEqual({
      used: [],
      note: "the regressors are used by XGBOOST only; ETS ignores them",
    });
  });
});
