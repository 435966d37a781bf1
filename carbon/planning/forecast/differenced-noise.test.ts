import { describe, expect, it } from "vitest";
import { forecastDifferencedNoise } from "./differenced-noise";

describe("forecastDifferencedNoise", () => {
  it("ARIMA(0,1,0): the random walk repeats the last value, variance sigma^2 h with sigma^2 = mean squared change", () => {
    // Changes 2, -1, 3, -2: sigma^2 = (4 + 1 + 9 + 4) / 4 = 4.5.
    const r = forecastDifferencedNoise([10, 12, 11, 14, 12], 1, 0, 12, 3);
    expect(r.mean).toEqual([12, 12, 12]);
    expect(r.sigma2).toBe(4.5);
    expect(r.variance).toEqual([4.5, 9, 13.5]);
  });

  it("ARIMA(0,0,0)(0,1,0)[4]: the seasonal random walk repeats the last season", () => {
    const y = [1, 2, 3, 4, 2, 3, 4, 5];
    const r = forecastDifferencedNoise(y, 0, 1, 4, 6);
    expect(r.mean).toEqual([2, 3, 4, 5, 2, 3]);
    // Seasonal differences are all 1: sigma^2 = 1; psi weights 1, 0, 0, 0, 1, 0.
    expect(r.variance).toEqual([1, 1, 1, 1, 2, 2]);
  });

  it("ARIMA(0,1,0)(0,1,0)[4]: last season plus the last year-on-year change", () => {
    const y = [10, 20, 30, 40, 12, 22, 33, 41];
    // y(T+h) = y(T+h-4) + y(T) - y(T-4) for h <= 4: 12 + 1, 22 + 1, 33 + 1, 41 + 1; then h = 5 builds on h = 1.
    const r = forecastDifferencedNoise(y, 1, 1, 4, 5);
    expect(r.mean).toEqual([13, 23, 34, 42, 14]);
  });

  it("ARIMA(0,0,0): white noise around the sample mean", () => {
    const r = forecastDifferencedNoise([4, 6, 5, 5], 0, 0, 12, 2);
    expect(r.mean).toEqual([5, 5]);
    expect(r.variance[0]).toBeCloseTo(2 / 3, 12);
  });
});
