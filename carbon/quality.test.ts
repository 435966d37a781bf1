import { describe, expect, it } from "vitest";
import { completeness, estimatedSharePct } from "./quality";

const month = (facility_id: string, m: string) => ({
  facility_id,
  period_start: `2024-${m}-01`,
  period_end: `2024-${m}-${m === "02" ? "29" : m === "01" || m === "03" ? "31" : "30"}`,
});

describe("completeness", () => {
  it("is the share of expected facility-months with data", () => {
    const records = [month("a", "01"), month("a", "02"), month("a", "03"), month("b", "01"), month("b", "02")];
    // 3 facilities × 3 months = 9 expected; a has 3, b has 2, c has none
    const c = completeness(["a", "b", "c"], "2024-01-01", "2024-03-31", records);
    expect(c).toEqual({ expected: 9, with_data: 5, pct: (100 * 5) / 9 });
  });

  it("counts a record spanning months in each month it touches inside the window", () => {
    const quarter = { facility_id: "a", period_start: "2023-12-15", period_end: "2024-02-10" };
    expect(completeness(["a"], "2024-01-01", "2024-03-31", [quarter])).toMatchObject({ expected: 3, with_data: 2 });
  });

  it("ignores records of other facilities and outside the window", () => {
    const c = completeness(["a"], "2024-01-01", "2024-01-31", [month("z", "01"), month("a", "02")]);
    expect(c).toEqual({ expected: 1, with_data: 0, pct: 0 });
  });

  it("counts a month once however many records it has", () => {
    const c = completeness(["a"], "2024-01-01", "2024-01-31", [month("a", "01"), month("a", "01")]);
    expect(c.pct).toBe(100);
  });

  it("has no percentage when nothing is expected", () => {
    expect(completeness([], "2024-01-01", "2024-12-31", [])).toEqual({ expected: 0, with_data: 0, pct: null });
  });
});

describe("estimated share", () => {
  it("is the share of CO2e from estimated records", () => {
    expect(
      estimatedSharePct([
        { co2e_kg: 100, estimated: false },
        { co2e_kg: 50, estimated: true },
      ]),
    ).toBeCloseTo(100 / 3, 12);
  });

  it("is 0 when there are no emissions", () => {
    expect(estimatedSharePct([])).toBe(0);
    expect(estimatedSharePct([{ co2e_kg: 0, estimated: true }])).toBe(0);
  });
});
