import { describe, expect, it } from "vitest";
import { buildMacc, capitalRecoveryFactor, type MaccMeasureInput, type MaccResult } from "./macc";

/** A five-measure worked example at 10%, every number below worked out by hand (to 10 significant figures). */
const measures: MaccMeasureInput[] = [
  {
    id: "led",
    label: "LED lighting retrofit",
    capex_inr: 500_000,
    opex_delta_inr: -150_000,
    lifetime_years: 10,
    annual_abatement_tco2e: 120,
  },
  {
    id: "vfd",
    label: "Variable-speed drives on pumps",
    capex_inr: 1_200_000,
    opex_delta_inr: -180_000,
    lifetime_years: 15,
    annual_abatement_tco2e: 200,
  },
  {
    id: "solar",
    label: "Rooftop solar 1 MWp",
    capex_inr: 4_000_000,
    opex_delta_inr: -500_000,
    lifetime_years: 25,
    annual_abatement_tco2e: 450,
  },
  {
    id: "biomass",
    label: "Boiler switch to biomass briquettes",
    capex_inr: 2_500_000,
    opex_delta_inr: 100_000,
    lifetime_years: 12,
    annual_abatement_tco2e: 800,
  },
  {
    id: "whr",
    label: "Waste-heat recovery",
    capex_inr: 3_000_000,
    opex_delta_inr: 0,
    lifetime_years: 10,
    annual_abatement_tco2e: 300,
  },
];

function build(request: Parameters<typeof buildMacc>[0]): MaccResult {
  const outcome = buildMacc(request);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

describe("capital recovery factor", () => {
  it("r (1 + r)^n / ((1 + r)^n - 1), and 1 / n at r = 0", () => {
    // 1.1^10 = 2.5937424601: CRF = 0.25937424601 / 1.5937424601 = 0.1627453949
    expect(capitalRecoveryFactor(0.1, 10)).toBeCloseTo(0.1627453949, 10);
    // 1.1^15 = 4.177248169: CRF = 0.4177248169 / 3.177248169 = 0.1314737769
    expect(capitalRecoveryFactor(0.1, 15)).toBeCloseTo(0.1314737769, 10);
    // 1.1^25 = 10.83470594: CRF = 1.083470594 / 9.834705943 = 0.1101680722
    expect(capitalRecoveryFactor(0.1, 25)).toBeCloseTo(0.1101680722, 10);
    // 1.1^12 = 3.138428377: CRF = 0.3138428377 / 2.138428377 = 0.1467633151
    expect(capitalRecoveryFactor(0.1, 12)).toBeCloseTo(0.1467633151, 10);
    expect(capitalRecoveryFactor(0, 8)).toBe(0.125);
  });
});

describe("buildMacc on five measures at 10%", () => {
  const macc = build({ measures, discount_rate_pct: 10 });

  it("annualises each measure and orders the bars by cost per tonne", () => {
    // Annualised = capex x CRF + opex_delta (INR), per tonne = annualised / abatement:
    //   led     500,000 x 0.1627453949 - 150,000 = -68,627.30256 -> /120 = -571.8941880 INR/t
    //   solar 4,000,000 x 0.1101680722 - 500,000 = -59,327.71124 -> /450 = -131.8393583 INR/t
    //   vfd   1,200,000 x 0.1314737769 - 180,000 = -22,231.46774 -> /200 = -111.1573387 INR/t
    //   biomass 2,500,000 x 0.1467633151 + 100,000 = 466,908.2878 -> /800 = 583.6353597 INR/t
    //   whr   3,000,000 x 0.1627453949 + 0 = 488,236.1846 -> /300 = 1,627.453949 INR/t
    expect(macc.bars.map((b) => b.id)).toEqual(["led", "solar", "vfd", "biomass", "whr"]);
    expect(macc.bars.map((b) => b.annualised_cost_paise)).toEqual([
      -6_862_730, -5_932_771, -2_223_147, 46_690_829, 48_823_618,
    ]);
    expect(macc.bars.map((b) => b.cost_per_tco2e_paise)).toEqual([-57_189, -13_184, -11_116, 58_364, 162_745]);
    expect(macc.bars.map((b) => b.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(macc.cost_per_tco2e_unit).toBe("INR paise per tCO2e");
  });

  it("gives each bar its width and its place on the cumulative abatement axis", () => {
    expect(macc.bars.map((b) => b.width_tco2e)).toEqual([120, 450, 200, 800, 300]);
    expect(macc.bars.map((b) => b.cumulative_start_tco2e)).toEqual([0, 120, 570, 770, 1570]);
    expect(macc.bars.map((b) => b.cumulative_abatement_tco2e)).toEqual([120, 570, 770, 1570, 1870]);
  });

  it("totals and the abatement-weighted average cost", () => {
    // -6,862,730 - 5,932,771 - 2,223,147 + 46,690,829 + 48,823,618 = 80,495,799 paise over 1,870 t = 43,045.88 paise/t
    expect(macc.totals).toEqual({
      measures: 5,
      annual_abatement_tco2e: 1870,
      annualised_cost_paise: 80_495_799,
      abatement_weighted_average_cost_per_tco2e_paise: 43_046,
      negative_or_zero_cost_abatement_tco2e: 770,
    });
    for (const b of macc.bars) {
      expect(Number.isInteger(b.annualised_cost_paise) && Number.isInteger(b.cost_per_tco2e_paise)).toBe(true);
    }
  });

  it("shows its work and states that measures are independent", () => {
    expect(macc.explain.formulas.capital_recovery_factor).toBe(
      "CRF(r, n) = r (1 + r)^n / ((1 + r)^n - 1); CRF(0, n) = 1 / n",
    );
    expect(macc.explain.inputs.discount_rate).toBe(0.1);
    const led = macc.explain.per_measure.find((m) => m.id === "led")!;
    expect(led.capital_recovery_factor).toBeCloseTo(0.1627453949, 10);
    expect(led.capital_recovery_inr_per_year).toBeCloseTo(81_372.69744, 4);
    expect(macc.assumptions[0]).toMatch(/independent: interactions .* are not modelled/);
    expect(macc.explain.references.length).toBeGreaterThan(0);
  });
});

describe("buildMacc edge cases", () => {
  it("defaults to 10%, uses 1 / n at 0%, and breaks equal costs by id", () => {
    expect(build({ measures }).discount_rate_pct).toBe(10);
    const zero = build({
      measures: [
        {
          id: "b",
          label: "B",
          capex_inr: 1_000_000,
          opex_delta_inr: 0,
          lifetime_years: 10,
          annual_abatement_tco2e: 100,
        },
        { id: "a", label: "A", capex_inr: 500_000, opex_delta_inr: 0, lifetime_years: 10, annual_abatement_tco2e: 50 },
      ],
      discount_rate_pct: 0,
    });
    // 1,000,000 / 10 = 100,000 INR/yr over 100 t = 1,000 INR/t; 500,000 / 10 / 50 = 1,000 INR/t: a tie, so a first.
    expect(zero.bars.map((b) => [b.id, b.cost_per_tco2e_paise])).toEqual([
      ["a", 100_000],
      ["b", 100_000],
    ]);
  });

  it("names the measure for abatement <= 0, lifetime <= 0, and rejects a negative rate and duplicate ids", () => {
    const outcome = buildMacc({
      discount_rate_pct: -1,
      measures: [
        { ...measures[0]!, annual_abatement_tco2e: 0 },
        { ...measures[1]!, lifetime_years: -2 },
        { ...measures[2]!, id: "led" },
      ],
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([
      {
        path: ["discount_rate_pct"],
        code: "OUT_OF_RANGE",
        message: "discount_rate_pct must be a number from 0 to 100",
      },
      {
        path: ["measures", 0, "annual_abatement_tco2e"],
        code: "OUT_OF_RANGE",
        message: 'measure "led": annual_abatement_tco2e must be greater than 0',
      },
      {
        path: ["measures", 1, "lifetime_years"],
        code: "OUT_OF_RANGE",
        message: 'measure "vfd": lifetime_years must be greater than 0 (at most 100)',
      },
      { path: ["measures", 2, "id"], code: "DUPLICATE", message: 'measure "led": another measure has the same id' },
    ]);
  });

  it("refuses an empty list and costs per tonne too large for integer paise", () => {
    expect(buildMacc({ measures: [] })).toMatchObject({
      ok: false,
      issues: [{ path: ["measures"], code: "REQUIRED" }],
    });
    const tiny = buildMacc({ measures: [{ ...measures[4]!, annual_abatement_tco2e: 1e-12 }] });
    expect(tiny).toMatchObject({ ok: false, issues: [{ path: ["measures", 0, "annual_abatement_tco2e"] }] });
  });
});
