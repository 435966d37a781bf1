import { describe, expect, it } from "vitest";
import { minimiseInBox } from "./box-minimiser";

describe("minimiseInBox", () => {
  it("finds an interior minimum", () => {
    const r = minimiseInBox((x) => (x[0]! - 0.3) ** 2 + 10 * (x[1]! - 0.7) ** 2, [0.9, 0.1], [0, 0], [1, 1]);
    expect(r.converged).toBe(true);
    expect(r.x[0]).toBeCloseTo(0.3, 3);
    expect(r.x[1]).toBeCloseTo(0.7, 3);
  });

  it("stops on the bound when the unconstrained minimum is outside the box", () => {
    const r = minimiseInBox((x) => (x[0]! - 2) ** 2 + (x[1]! + 1) ** 2 + x[0]! * x[1]!, [0.5, 0.5], [0, 0], [1, 1]);
    expect(r.x).toEqual([1, 0]);
  });

  it("follows the curved valley of Rosenbrock's function to (1, 1) from R's HoltWinters start", () => {
    const r = minimiseInBox((x) => 100 * (x[1]! - x[0]! ** 2) ** 2 + (1 - x[0]!) ** 2, [0.3, 0.1], [-2, -2], [2, 2]);
    expect(r.x[0]).toBeCloseTo(1, 2);
    expect(r.x[1]).toBeCloseTo(1, 2);
  });
});
