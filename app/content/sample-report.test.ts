import { describe, expect, it } from "vitest";
import { reportFigures, reportTotals } from "./sample-report";

describe("the sample report's figures (the home dashboard pictures)", () => {
  const totals = reportTotals();

  it("add up: the monthly Scope 1 and 2 trend sums to the year's Scope 1 and 2", () => {
    expect(totals.monthly).toBe(totals.scope12);
    expect(reportFigures.trend.points).toHaveLength(12);
  });

  it("leave a non-negative remainder for the sites other than the five plants", () => {
    expect(totals.otherSites).toBeGreaterThanOrEqual(0);
    expect(totals.plants + totals.otherSites).toBe(totals.scope12);
  });

  it("state the year's total as the sum of the scopes", () => {
    expect(totals.total).toBe(106_710);
  });
});
