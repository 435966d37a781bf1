import { describe, expect, it } from "vitest";
import { projectYearEnd } from "./year-end";

const YEAR = { from: "2026-04-01", to: "2027-03-31" };

describe("a year's months after its last month with data", () => {
  it("with fewer than 6 months of history, are the year's average so far", () => {
    const series = new Map([
      ["2026-04", 100],
      ["2026-05", 300],
    ]);
    const { values, method } = projectYearEnd(series, YEAR, "2026-10");
    expect(method).toBe("run_rate");
    // June to March: ten months at 200 each.
    expect([...values.keys()]).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
    expect([...values.values()].every((v) => v === 200)).toBe(true);
  });

  it("with enough history, come from the monthly forecast, never below zero, and none once the year is recorded", () => {
    const series = new Map<string, number>();
    for (let i = 0; i < 24; i++) {
      const d = new Date(Date.UTC(2024, 9 + i, 1)).toISOString().slice(0, 7);
      series.set(d, 1000 + 50 * Math.sin(i));
    }
    const { values, method } = projectYearEnd(series, YEAR, "2026-10");
    expect(method).toBe("forecast");
    // History runs to September 2026: October, recorded as nothing so far, is projected too.
    expect([...values.keys()]).toEqual(["2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03"]);
    for (const v of values.values()) expect(v).toBeGreaterThanOrEqual(0);

    const full = new Map([
      ...series,
      ...["2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03"].map((m) => [m, 1] as const),
    ]);
    expect(projectYearEnd(full, YEAR, "2027-03").values.size).toBe(0);
  });
});
