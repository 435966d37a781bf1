import { describe, expect, it } from "vitest";
import { accuracy, bandFromErrors, consistentWithNinetyPercent, coverage, outOfSampleErrors } from "./accuracy";

describe("accuracy", () => {
  it("MAPE in percent over non-zero actuals, MAE over all", () => {
    const a = accuracy([100, 200, 0], [110, 180, 5]);
    expect(a.mape).toBeCloseTo(10, 12); // (10% + 10%) / 2
    expect(a.mape_points).toBe(2);
    expect(a.mae).toBeCloseTo(35 / 3, 12);
    expect(accuracy([0, 0], [1, 1]).mape).toBeNull();
  });
});

describe("bands from out-of-sample errors", () => {
  it("uses log ratios for positive data, differences otherwise", () => {
    expect(outOfSampleErrors([110], [100]).scale).toBe("log_ratio");
    expect(outOfSampleErrors([0, 5], [1, 4])).toEqual({ scale: "difference", errors: [-1, 1] });
  });

  it("scales errors to one step by sqrt(h), takes the conformal-level type-7 quantile and widens by sqrt(h)", () => {
    // Errors at h = 1..4: |e| / sqrt(h) = 0.1, 0.1, 0.1, 0.2; level min(1, 0.9 x 5 / 4) = 1: q = 0.2.
    const errors = [0.1, -0.1 * Math.SQRT2, 0.1 * Math.sqrt(3), -0.4];
    const band = bandFromErrors([100, 100], errors, "log_ratio");
    expect(band.level).toBe(1);
    expect(band.oneStepQuantile).toBeCloseTo(0.2, 12);
    expect(band.p05[0]).toBeCloseTo(100 * Math.exp(-0.2), 10);
    expect(band.p95[1]).toBeCloseTo(100 * Math.exp(0.2 * Math.SQRT2), 10);
  });

  it("interpolates like R's quantile(type = 7) below level 1", () => {
    // 20 errors at h = 1 (no scaling): level 0.9 x 21 / 20 = 0.945; R: quantile(1:20, 0.945) = 18.955.
    const errors = Array.from({ length: 20 }, (_, i) => i + 1).map((v, j) => v * Math.sqrt(j + 1));
    const band = bandFromErrors([0], errors, "difference");
    expect(band.level).toBeCloseTo(0.945, 12);
    expect(band.oneStepQuantile).toBeCloseTo(18.955, 9);
  });

  it("coverage and the binomial check of a 90% band: 9 of 12 inside passes, 8 fails", () => {
    expect(coverage([1, 5, 9], [0, 0, 0], [4, 6, 8])).toBeCloseTo(2 / 3, 12);
    expect(consistentWithNinetyPercent(9, 12)).toBe(true);
    expect(consistentWithNinetyPercent(8, 12)).toBe(false);
    expect(consistentWithNinetyPercent(12, 12)).toBe(true);
  });
});
