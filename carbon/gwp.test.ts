import { describe, expect, it } from "vitest";
import { DEFAULT_GWP_SET, gwpBasisOf, gwpOf } from "./gwp";

describe("GWP sets", () => {
  it("defaults to AR6", () => {
    expect(DEFAULT_GWP_SET).toBe("AR6");
  });

  it("holds the published 100-year values", () => {
    expect([gwpOf("CH4", "AR4"), gwpOf("N2O", "AR4"), gwpOf("HFC-134a", "AR4")]).toEqual([25, 298, 1430]);
    expect([gwpOf("CH4", "AR5"), gwpOf("N2O", "AR5"), gwpOf("HFC-134a", "AR5")]).toEqual([28, 265, 1300]);
    expect([gwpOf("CH4", "AR6"), gwpOf("N2O", "AR6"), gwpOf("HFC-134a", "AR6")]).toEqual([29.8, 273, 1530]);
    expect([gwpOf("HFC-32", "AR6"), gwpOf("HFC-125", "AR6"), gwpOf("CO2", "AR6")]).toEqual([771, 3740, 1]);
  });

  it("tells fossil from non-fossil methane in AR6 only", () => {
    expect(gwpOf("CH4", "AR6", "non_fossil")).toBe(27.0);
    expect(gwpOf("CH4", "AR6", "fossil")).toBe(29.8);
    expect(gwpOf("CH4", "AR5", "non_fossil")).toBe(gwpOf("CH4", "AR5", "fossil"));
  });

  it("reads the basis a published CO2e is on", () => {
    expect(gwpBasisOf("AR5")).toBe("AR5");
    expect(gwpBasisOf("n/a (mass of gas)")).toBeNull();
    expect(gwpBasisOf("n/a (CO2 only)")).toBeNull();
  });
});
