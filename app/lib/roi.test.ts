import { describe, expect, it } from "vitest";
import { formatRoi, readAmount, roi, roiDefaults, roiMaxima } from "./roi";

describe("ROI calculator", () => {
  it("gives 12 hours, $900 and 2.0 months with the defaults", () => {
    const r = roi(roiDefaults);
    expect(r).toEqual({ hoursSaved: 12, quarterlyCostAvoided: 900, paybackMonths: 2 });
    expect([
      formatRoi.hours(r.hoursSaved),
      formatRoi.dollars(r.quarterlyCostAvoided),
      formatRoi.months(r.paybackMonths),
    ]).toEqual(["12 hours", "$900", "2.0 months"]);
  });

  it("rounds the hours saved before multiplying", () => {
    // 45 x 0.3 = 13.5, rounded to 14; 14 x 20 x 3 = 840; 600 / 280 = 2.142...
    const r = roi({ analystHours: 45, hourlyCost: 20 });
    expect(r.hoursSaved).toBe(14);
    expect(r.quarterlyCostAvoided).toBe(840);
    expect(formatRoi.months(r.paybackMonths)).toBe("2.1 months");
  });

  it("has no payback, never Infinity or NaN, when nothing is saved", () => {
    for (const inputs of [
      { analystHours: 0, hourlyCost: 25 },
      { analystHours: 40, hourlyCost: 0 },
      { analystHours: 1, hourlyCost: 25 }, // 0.3 rounds to 0 hours
      { analystHours: 0, hourlyCost: 0 },
    ]) {
      const r = roi(inputs);
      expect(r.paybackMonths).toBeNull();
      expect(formatRoi.months(r.paybackMonths)).toBe("–");
      expect(Number.isNaN(r.quarterlyCostAvoided)).toBe(false);
    }
  });

  it("counts empty, non-numeric and negative input as 0, flagging what is not a number", () => {
    expect(readAmount("")).toEqual({ value: 0, problem: null });
    expect(readAmount("  ")).toEqual({ value: 0, problem: null });
    expect(readAmount("abc")).toEqual({ value: 0, problem: "not-a-number" });
    expect(readAmount("-5")).toEqual({ value: 0, problem: "not-a-number" });
    expect(readAmount("Infinity")).toEqual({ value: 0, problem: "not-a-number" });
    expect(readAmount("1e3")).toEqual({ value: 0, problem: "not-a-number" });
    expect(readAmount(" 12.5 ")).toEqual({ value: 12.5, problem: null });
    expect(readAmount(".5")).toEqual({ value: 0.5, problem: null });
  });

  it("reads amounts as people write them: thousands separators and a dollar sign", () => {
    expect(readAmount("1,000")).toEqual({ value: 1000, problem: null });
    expect(readAmount("1,000,000.50")).toEqual({ value: 1_000_000.5, problem: null });
    expect(readAmount("10,00,000")).toEqual({ value: 1_000_000, problem: null });
    expect(readAmount("$25")).toEqual({ value: 25, problem: null });
    expect(readAmount("$ 32.5")).toEqual({ value: 32.5, problem: null });
  });

  it("flags commas that are not thousands separators instead of guessing", () => {
    for (const text of ["1,5", "1,00", "1,0000", ",100", "100,", "1,,000", "1.000,5"]) {
      expect(readAmount(text), text).toEqual({ value: 0, problem: "not-a-number" });
    }
  });

  it("caps a value at the input's maximum and flags it", () => {
    expect(readAmount("10,000", roiMaxima.analystHours)).toEqual({ value: 10_000, problem: null });
    expect(readAmount("10,001", roiMaxima.analystHours)).toEqual({ value: 10_000, problem: "too-large" });
    expect(readAmount("5000", roiMaxima.hourlyCost)).toEqual({ value: 1_000, problem: "too-large" });
    expect(roi({ analystHours: 10_000, hourlyCost: 1_000 })).toEqual({
      hoursSaved: 3_000,
      quarterlyCostAvoided: 9_000_000,
      paybackMonths: 0.0002,
    });
  });

  it("formats cents only when there are some", () => {
    expect(formatRoi.dollars(918.75)).toBe("$918.75");
    expect(formatRoi.dollars(12_600)).toBe("$12,600");
    expect(formatRoi.hours(1)).toBe("1 hour");
  });
});
