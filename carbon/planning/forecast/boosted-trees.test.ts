import { describe, expect, it } from "vitest";
import { predictBooster, trainBooster } from "./boosted-trees";

describe("boosted trees", () => {
  it("learns a step on the informative feature and ignores noise features", () => {
    const rows = Array.from({ length: 40 }, (_, i) => [i, (i * 7919) % 13]);
    const target = rows.map(([x]) => (x! < 20 ? 1 : 5));
    const booster = trainBooster(rows, target, {
      rounds: 60,
      maxDepth: 2,
      learningRate: 0.3,
      minRowsPerLeaf: 2,
      lambda: 0,
    });
    expect(predictBooster(booster, [5, 3])).toBeCloseTo(1, 6);
    expect(predictBooster(booster, [30, 3])).toBeCloseTo(5, 6);
    expect(booster.gainByFeature[0]).toBeGreaterThan(0);
    expect(booster.gainByFeature[1]).toBe(0);
  });

  it("one round with lambda: the leaf is the residual sum over (rows + lambda)", () => {
    // Base score = mean(0, 0, 0, 4) = 1; residuals -1, -1, -1, 3. One split (min 1 row per leaf, depth 1) isolates
    // the last row: right leaf 3 / (1 + 1) = 1.5, left leaf -3 / (3 + 1) = -0.75; learning rate 1.
    const booster = trainBooster([[1], [2], [3], [4]], [0, 0, 0, 4], {
      rounds: 1,
      maxDepth: 1,
      learningRate: 1,
      minRowsPerLeaf: 1,
      lambda: 1,
    });
    expect(predictBooster(booster, [4])).toBeCloseTo(2.5, 12);
    expect(predictBooster(booster, [1])).toBeCloseTo(0.25, 12);
  });

  it("is deterministic", () => {
    const rows = Array.from({ length: 30 }, (_, i) => [Math.sin(i), i % 5]);
    const target = rows.map(([a, b]) => a! * 3 + b!);
    const a = trainBooster(rows, target);
    const b = trainBooster(rows, target);
    expect(predictBooster(a, [0.3, 2])).toBe(predictBooster(b, [0.3, 2]));
  });
});
