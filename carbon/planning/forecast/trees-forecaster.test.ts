import { describe, expect, it } from "vitest";
import { AIR_PASSENGERS } from "./fixtures/air-passengers";
import { forecastTrees } from "./trees-forecaster";

const mapeAgainst = (actual: readonly number[], f: readonly number[]) =>
  (100 * f.reduce((s, v, i) => s + Math.abs((actual[i]! - v) / actual[i]!), 0)) / f.length;

describe("gradient-boosted trees forecaster", () => {
  it("beats the seasonal naive baseline (R snaive MAPE 15.52) on the AirPassengers 1959-1960 hold-out", () => {
    const f = forecastTrees({
      values: AIR_PASSENGERS.slice(0, 120),
      horizon: 24,
      firstCalendarMonth: 0,
      regressors: [],
    });
    expect(f.fallback).toBeNull();
    expect(f.fitted).toMatchObject({
      features: ["lag1", "lag12", "month", "trend"],
      transform: "log",
      training_rows: 108,
    });
    expect(mapeAgainst(AIR_PASSENGERS.slice(120), f.mean)).toBeLessThan(15.52);
  });

  it("uses an exogenous regressor: emissions that follow production follow its future values", () => {
    const production = Array.from({ length: 48 }, (_, i) => 100 + 40 * Math.sin(i * 1.7) + (i % 3) * 10);
    const emissions = production.map((p) => 20 + 3 * p);
    const history = production.slice(0, 36);
    const future = production.slice(36);
    const f = forecastTrees({
      values: emissions.slice(0, 36),
      horizon: 12,
      firstCalendarMonth: 0,
      regressors: [{ name: "production_units", history, future }],
    });
    expect(f.fitted).toMatchObject({ features: expect.arrayContaining(["production_units"]) });
    expect(mapeAgainst(emissions.slice(36), f.mean)).toBeLessThan(10);
    const withoutRegressor = forecastTrees({
      values: emissions.slice(0, 36),
      horizon: 12,
      firstCalendarMonth: 0,
      regressors: [],
    });
    expect(mapeAgainst(emissions.slice(36), f.mean)).toBeLessThan(
      mapeAgainst(emissions.slice(36), withoutRegressor.mean),
    );
  });

  it("learns the 1-month change below 24 points and says so", () => {
    const f = forecastTrees({
      values: AIR_PASSENGERS.slice(97, 120),
      horizon: 12,
      firstCalendarMonth: 1,
      regressors: [],
    });
    expect(f.fallback).toMatch(/needs 24 points; the training window has 23/);
    expect(f.mean.every((v) => v > 0 && Number.isFinite(v))).toBe(true);
  });
});
