import { describe, expect, it } from "vitest";
import { accuracy, outOfSampleErrors } from "./accuracy";

describe("accuracy", () => {
  it("MAPE in percent over non-zero actuals, MAE over all", () => {
    const a = accuracy([100, 200, 0], [110, 180, 5]);
    expect(a.mape).toBeCloseTo(10, 12); // (10% + 10%) / 2
    expect(a.mape_points).toBe(2);
    expect(a.mae).toBeCloseTo(35 / 3, 12);
    expect(accuracy([0, 0], [1, 1]).mape).toBeNull();
  });

  it("out-of-sample errors are log ratios for positive data, differences otherwise", () => {
    expect(outOfSampleErrors([110], [100]).scale).toBe("log_ratio");
    expect(outOfSampleErrors([0, 5], [1, 4])).toEqual({ scale: "difference", errors: [-1, 1] });
  });
});
