import { describe, expect, it } from "vitest";
import { AIR_PASSENGERS } from "./fixtures/air-passengers";
import { seasonalNaive } from "./seasonal-naive";

describe("seasonalNaive", () => {
  it("forecasts each month with the value 12 months earlier, repeating the last season: AirPassengers 1959-1960", () => {
    const forecast = seasonalNaive(AIR_PASSENGERS.slice(0, 120), 24);
    const season1958 = [340, 318, 362, 348, 363, 435, 491, 505, 404, 359, 310, 337];
    expect(forecast).toEqual([...season1958, ...season1958]);
    // R: forecast::snaive(train, h = 24) has MAPE 15.52335516 against 1959-1960.
    const test = AIR_PASSENGERS.slice(120);
    const mape = (100 * forecast.reduce((s, f, i) => s + Math.abs((test[i]! - f) / test[i]!), 0)) / 24;
    expect(mape).toBeCloseTo(15.52335516, 8);
  });

  it("needs a full season", () => {
    expect(() => seasonalNaive([1, 2, 3], 3)).toThrow(/12 points/);
  });
});
