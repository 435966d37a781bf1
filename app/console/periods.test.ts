import { describe, expect, it } from "vitest";
import { periodWindow } from "./period-choices";
import { lastMonths, lastWholeMonthEnd, yearComparison } from "./periods";

describe("the console's periods", () => {
  it("this financial year runs from April to the last whole month, against the same months a year earlier", () => {
    expect(yearComparison(new Date("2026-11-25T09:00:00Z"))).toEqual({
      id: "2026-27",
      name: "FY 2026-27",
      current: { from: "2026-04-01", to: "2026-10-31" },
      previous: { from: "2025-04-01", to: "2025-10-31" },
      previousName: "FY 2025-26",
      toDate: true,
    });
  });

  it("in April, with no whole month of the new year yet, compares the year just ended with the one before", () => {
    expect(yearComparison(new Date("2026-04-10T00:00:00Z"))).toMatchObject({
      id: "2025-26",
      name: "FY 2025-26",
      current: { from: "2025-04-01", to: "2026-03-31" },
      previous: { from: "2024-04-01", to: "2025-03-31" },
      toDate: false,
    });
  });

  it("ends a window on the last day of the last whole month, leap years included", () => {
    expect(lastWholeMonthEnd(new Date("2024-03-05T00:00:00Z"))).toBe("2024-02-29");
    expect(lastWholeMonthEnd(new Date("2026-01-01T00:00:00Z"))).toBe("2025-12-31");
    expect(lastMonths(new Date("2026-11-25T00:00:00Z"), 12)).toEqual({ from: "2025-11-01", to: "2026-10-31" });
  });

  it("the last financial year is the whole year before this one", () => {
    expect(periodWindow("fy-1", new Date("2026-11-25T00:00:00Z"))).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(periodWindow("fy", new Date("2026-11-25T00:00:00Z"))).toEqual({ from: "2026-04-01", to: "2026-10-31" });
  });
});
