import { describe, expect, it } from "vitest";
import {
  calibrationOrigins,
  conformalBand,
  conformalQuantile,
  leaveOneOriginOutCoverage,
  type RollingErrors,
  rollingErrors,
} from "./calibration";
import type { ModelInput } from "./model-forecast";

describe("conformal bands from rolling-origin errors", () => {
  it("spreads at most 12 origins over the last 24 months, training on a season at least when there is one", () => {
    expect(calibrationOrigins(36)).toEqual([35, 33, 31, 29, 27, 25, 23, 21, 19, 17, 15, 13]);
    expect(calibrationOrigins(18)).toEqual([17, 16, 15, 14, 13, 12]);
    // Six points: the last two, trained on four and five points.
    expect(calibrationOrigins(6)).toEqual([5, 4]);
  });

  it("takes the ceil(0.9 (N + 1))-th smallest score, and the largest when N is small", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(conformalQuantile(twenty).q).toBe(19);
    expect(conformalQuantile([3, 1, 2]).q).toBe(3);
    expect(conformalQuantile([0.5]).q).toBe(0.5);
  });

  it("scales errors to one step by sqrt(h), and widens the band by sqrt(h), on the log scale for ratios", () => {
    // Scores |e_h| / sqrt(h): 0.1, 0.1, 0.1, 0.2 and 0.1: four of five need the 5th smallest (0.9 x 6 = 5.4).
    const rolling: RollingErrors = {
      scale: "log_ratio",
      origins: [
        { origin: 10, errors: [0.1, -0.1 * Math.SQRT2, 0.1 * Math.sqrt(3), -0.4] },
        { origin: 11, errors: [0.1] },
      ],
    };
    const band = conformalBand([100, 100], rolling);
    expect(band.oneStepQuantile).toBeCloseTo(0.2, 12);
    expect(band.errors).toBe(5);
    expect(band.p05[0]).toBeCloseTo(100 * Math.exp(-0.2), 10);
    expect(band.p95[1]).toBeCloseTo(100 * Math.exp(0.2 * Math.SQRT2), 10);
    const difference = conformalBand([0], { ...rolling, scale: "difference" });
    expect(difference.p05[0]).toBeCloseTo(-0.2, 12);
  });

  it("judges each origin's errors by a quantile of the other origins' errors", () => {
    const rolling: RollingErrors = {
      scale: "difference",
      origins: [
        { origin: 1, errors: [1] },
        { origin: 2, errors: [2] },
        { origin: 3, errors: [10] },
      ],
    };
    // Left out: 1 (q of {2, 10} = 10: inside), 2 (q of {1, 10} = 10: inside), 10 (q of {1, 2} = 2: outside).
    expect(leaveOneOriginOutCoverage(rolling)).toEqual({ coverage: 2 / 3, points: 3 });
    expect(leaveOneOriginOutCoverage({ ...rolling, origins: rolling.origins.slice(0, 1) }).coverage).toBeNull();
  });

  it("refits on the lookback window ending at each origin and scores the months after it", () => {
    const values = Array.from({ length: 30 }, (_, i) => 100 + i);
    const seen: [number, number, number][] = [];
    const lastValue = (input: ModelInput) => {
      seen.push([input.values.length, input.values[0]!, input.horizon]);
      return { mean: new Array(input.horizon).fill(input.values.at(-1)) } as never;
    };
    const rolling = rollingErrors({ values, firstMonth: 0, regressors: [] }, 24, lastValue);
    expect(seen[0]).toEqual([24, 105, 1]); // origin 29: months 5-28, one month ahead
    expect(seen.at(-1)).toEqual([13, 100, 12]); // origin 13 (every 2nd month): months 0-12, twelve ahead
    expect(rolling.scale).toBe("log_ratio");
    expect(rolling.origins[0]).toEqual({ origin: 29, errors: [Math.log(129 / 128)] });
  });
});
