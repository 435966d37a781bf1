import { describe, expect, it } from "vitest";
import { type BrsrCoreInput, brsrCoreIntensities } from "./brsr-core";

/**
 * A company worked by hand: Scope 1 80,000 t and Scope 2 40,000 t (120,000 tCO2e), 1,500,000 GJ, 900,000 kL,
 * revenue from operations 50,000,000,000 INR (5,000 crore), a PPP factor of 20 INR per international $ (so revenue
 * is 2,500,000,000 international $), 1,000,000 t of product.
 */
const company: BrsrCoreInput = {
  scope1_tco2e: 80_000,
  scope2_tco2e: 40_000,
  energy_gj: 1_500_000,
  water_kl: 900_000,
  revenue_inr: 50_000_000_000,
  ppp: { inr_per_international_dollar: 20, source: "test figure" },
  physical_output: { quantity: 1_000_000, unit: "t" },
};

const intensities = (input: BrsrCoreInput) => {
  const answer = brsrCoreIntensities(input);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
};

describe("BRSR Core intensities", () => {
  it("GHG is Scope 1 + Scope 2 per rupee, per international $ and per tonne", () => {
    const { ghg, revenue_international_dollars } = intensities(company);
    expect(ghg.total_tco2e).toBe(120_000);
    // 120,000 / 50,000,000,000 = 0.0000024 tCO2e per rupee
    expect(ghg.intensity.per_rupee).toBeCloseTo(2.4e-6, 15);
    // revenue / PPP = 50,000,000,000 / 20 = 2,500,000,000 international $; 120,000 / that = 0.000048
    expect(revenue_international_dollars).toBe(2_500_000_000);
    expect(ghg.intensity.per_rupee_ppp).toBeCloseTo(4.8e-5, 15);
    // 120,000 / 1,000,000 t = 0.12 tCO2e per tonne
    expect(ghg.intensity.per_output).toBeCloseTo(0.12, 12);
  });

  it("adjusting for PPP multiplies the per-rupee figure by the factor: rupees per international $", () => {
    const { ghg, energy, water } = intensities(company);
    for (const { intensity } of [ghg, energy, water]) {
      expect(intensity.per_rupee_ppp! / intensity.per_rupee).toBeCloseTo(20, 10);
    }
  });

  it("energy and water follow the same pattern", () => {
    const { energy, water } = intensities(company);
    // 1,500,000 GJ: 0.00003 GJ per rupee, 0.0006 per international $, 1.5 per tonne
    expect(energy.intensity.per_rupee).toBeCloseTo(3e-5, 15);
    expect(energy.intensity.per_rupee_ppp).toBeCloseTo(6e-4, 15);
    expect(energy.intensity.per_output).toBeCloseTo(1.5, 12);
    // 900,000 kL: 0.000018 kL per rupee, 0.00036 per international $, 0.9 per tonne
    expect(water.intensity.per_rupee).toBeCloseTo(1.8e-5, 15);
    expect(water.intensity.per_rupee_ppp).toBeCloseTo(3.6e-4, 15);
    expect(water.intensity.per_output).toBeCloseTo(0.9, 12);
  });

  it("a second case: 1,234 + 5,678 t on 12,34,56,789 INR at 22.4, 3,000 units", () => {
    const { ghg } = intensities({
      ...company,
      scope1_tco2e: 1_234,
      scope2_tco2e: 5_678,
      revenue_inr: 123_456_789,
      ppp: { inr_per_international_dollar: 22.4, source: "test figure" },
      physical_output: { quantity: 3_000, unit: "units" },
    });
    // 6,912 / 123,456,789 = 0.0000559872...; x 22.4 = 0.00125411...; 6,912 / 3,000 = 2.304
    expect(ghg.intensity.per_rupee).toBeCloseTo(5.598720051e-5, 13);
    expect(ghg.intensity.per_rupee_ppp).toBeCloseTo(1.254113291e-3, 12);
    expect(ghg.intensity.per_output).toBeCloseTo(2.304, 12);
  });

  it("leaves the PPP and output rows empty when those inputs are not given, never guessed", () => {
    const { ghg, revenue_international_dollars } = intensities({ ...company, ppp: null, physical_output: null });
    expect(revenue_international_dollars).toBeNull();
    expect(ghg.intensity).toEqual({ per_rupee: 2.4e-6, per_rupee_ppp: null, per_output: null });
  });

  it("takes no Scope 3 figure", () => {
    expect(Object.keys(company).some((k) => k.includes("scope3"))).toBe(false);
    const withScope3 = { ...company, scope3_tco2e: 1_000_000 } as BrsrCoreInput;
    expect(intensities(withScope3).ghg.total_tco2e).toBe(120_000);
  });

  it("refuses zero revenue, a zero PPP factor, a factor without its source and a negative figure", () => {
    expect(brsrCoreIntensities({ ...company, revenue_inr: 0 })).toMatchObject({
      ok: false,
      error: { code: "OUT_OF_RANGE", field: "revenue_inr" },
    });
    expect(
      brsrCoreIntensities({ ...company, ppp: { inr_per_international_dollar: 0, source: "World Bank" } }),
    ).toMatchObject({ ok: false, error: { field: "ppp.inr_per_international_dollar" } });
    expect(brsrCoreIntensities({ ...company, ppp: { inr_per_international_dollar: 20, source: " " } })).toMatchObject({
      ok: false,
      error: { code: "REQUIRED", field: "ppp.source" },
    });
    expect(brsrCoreIntensities({ ...company, scope2_tco2e: -1 })).toMatchObject({
      ok: false,
      error: { field: "scope2_tco2e" },
    });
    expect(brsrCoreIntensities({ ...company, physical_output: { quantity: 0, unit: "t" } })).toMatchObject({
      ok: false,
      error: { field: "physical_output.quantity" },
    });
  });
});
