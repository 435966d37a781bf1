import { describe, expect, it } from "vitest";
import { factorById } from "./catalogue";
import { type ActivityRecordInput, calculateEmissions, type EmissionResult } from "./emissions";
import type { GwpSet } from "./gwp";

const DIESEL_JUNE_2024: ActivityRecordInput = {
  activity: "diesel",
  quantity: 1000,
  unit: "L",
  period_start: "2024-06-01",
  period_end: "2024-06-30",
  country: "IN",
  sector: "manufacturing",
};

function calc(overrides: Partial<ActivityRecordInput>, gwp?: GwpSet): EmissionResult {
  const r = calculateEmissions({ ...DIESEL_JUNE_2024, ...overrides }, gwp);
  if (!r.ok) throw new Error(`expected emissions, got ${JSON.stringify(r.error)}`);
  return r.value;
}

describe("1,000 L of DG-set diesel at an Indian manufacturer, IPCC 2006 factors", () => {
  // litres → kg: 1,000 L ÷ 1,187 L/t (DUKES) = 842.460 kg
  // kg → TJ: 0.842460 t × 43.0 TJ/Gg (IPCC Table 1.2) = 36.2258 GJ = 0.0362258 TJ
  // CO2 = 0.0362258 TJ × 74,100 kg/TJ = 2,684.330 kg
  // CH4 = 0.0362258 × 3 = 0.108677 kg; N2O = 0.0362258 × 0.6 = 0.0217355 kg (Table 2.3, manufacturing)
  it("gives the mass of each gas", () => {
    const r = calc({});
    expect(r.co2_kg).toBeCloseTo(2684.3302, 3);
    expect(r.ch4_kg).toBeCloseTo(0.10867734, 7);
    expect(r.n2o_kg).toBeCloseTo(0.02173547, 7);
    expect(r.factor_ids).toEqual([
      "ipcc2006_gasdiesel_co2",
      "ipcc2006_gasdiesel_ch4_manufacturing",
      "ipcc2006_gasdiesel_n2o_manufacturing",
    ]);
    expect(r.lines[0]).toMatchObject({ factor_id: "ipcc2006_gasdiesel_co2", unit_input: "TJ (NCV)", value: 74100 });
    expect(r.lines[0]!.quantity).toBeCloseTo(0.0362257793, 9);
    expect(r).toMatchObject({ source_type: "stationary_combustion", scope: 1, scope3_category: null });
    expect(r.energy_kwh).toBeCloseTo(10062.72, 1);
  });

  it("recombines the gases with the requested GWP set, AR6 by default", () => {
    // AR6: 2,684.330 + 0.108677 × 29.8 (fossil CH4) + 0.0217355 × 273 = 2,693.503 kg CO2e
    const ar6 = calc({});
    expect(ar6.gwp_set).toBe("AR6");
    expect(ar6.co2e_gwp).toBe("AR6");
    expect(ar6.co2e_basis).toBe("per_gas");
    expect(ar6.co2e_kg).toBeCloseTo(2693.5026, 3);
    // AR5: + 0.108677 × 28 + 0.0217355 × 265 = 2,693.133; AR4: × 25 and × 298 = 2,693.524
    expect(calc({}, "AR5").co2e_kg).toBeCloseTo(2693.1331, 3);
    expect(calc({}, "AR4").co2e_kg).toBeCloseTo(2693.5243, 3);
  });

  it("is the same diesel whether given in litres, kL or kg", () => {
    const kg = calc({ quantity: 842.4599831508, unit: "kg" });
    expect(kg.co2e_kg).toBeCloseTo(calc({}).co2e_kg, 6);
    expect(calc({ quantity: 1, unit: "kL" }).co2e_kg).toBeCloseTo(calc({}).co2e_kg, 6);
  });
});

describe("the same litres through DESNZ's per-litre factor (a UK facility)", () => {
  const uk = (gwp?: GwpSet) => calc({ country: "GB", period_start: "2025-06-01", period_end: "2025-06-30" }, gwp);

  it("is 1,000 × 2.57082 kg CO2e as published on AR5 when AR5 is asked for", () => {
    const r = uk("AR5");
    expect(r.factor_ids).toEqual(["desnz2025_diesel_avgbio_litre"]);
    expect(r.co2e_kg).toBeCloseTo(2570.82, 6);
    expect(r).toMatchObject({ gwp_set: "AR5", co2e_gwp: "AR5", co2e_basis: "published" });
    expect(r.lines[0]).toMatchObject({ value: 2.57082, co2e_gwp: "AR5", co2e_basis: "published" });
    expect([r.co2_kg, r.ch4_kg, r.n2o_kg]).toEqual([null, null, null]);
  });

  it("keeps the published figure and set when no GWP set is asked for", () => {
    const r = uk();
    expect(r.co2e_kg).toBeCloseTo(2570.82, 6);
    expect(r).toMatchObject({ gwp_set: "AR6", co2e_gwp: "AR5", co2e_basis: "published" });
    expect(r.lines[0]).toMatchObject({ value: 2.57082, co2e_gwp: "AR5", co2e_basis: "published" });
  });

  it("is recomputed from the published split when AR6 is asked for", () => {
    // Split per litre (kg CO2e, AR5): CO2 2.53763, CH4 0.00029, N2O 0.0329 (rows 1_101_1011_8_2..4).
    // 1,000 × (2.53763 + 0.00029 / 28 × 29.8 + 0.0329 / 265 × 273) = 2,537.63 + 0.3086429 + 33.8932075 = 2,571.83185
    const r = uk("AR6");
    expect(r.co2e_kg).toBeCloseTo(2571.83185, 5);
    expect(r).toMatchObject({ gwp_set: "AR6", co2e_gwp: "AR6", co2e_basis: "from_gas_split" });
    expect(r.lines[0]!.value).toBe(factorById("desnz2025_diesel_avgbio_litre")!.value_ar6);
  });

  it("keeps the published AR5 figure when AR4 is asked for, and says so", () => {
    const r = uk("AR4");
    expect(r.co2e_kg).toBeCloseTo(2570.82, 6);
    expect(r).toMatchObject({ gwp_set: "AR4", co2e_gwp: "AR5", co2e_basis: "published" });
  });
});

describe("grid electricity through the CEA financial-year factor", () => {
  it("gives 10,000 kWh in June 2024 × 0.7117 (FY2024-25) = 7,117 kg CO2", () => {
    const r = calc({ activity: "grid_electricity", quantity: 10_000, unit: "kWh" });
    expect(r.factor_ids).toEqual(["cea_v21_in_grid_wavg_fy2024_25_excl_imports"]);
    expect(r.co2_kg).toBeCloseTo(7117, 9);
    expect(r.co2e_kg).toBeCloseTo(7117, 9);
    expect([r.ch4_kg, r.n2o_kg]).toEqual([null, null]);
    expect(r).toMatchObject({ source_type: "purchased_electricity", scope: 2, energy_kwh: 10_000 });
  });

  it("gives the same for 10 MWh", () => {
    expect(calc({ activity: "grid_electricity", quantity: 10, unit: "MWh" }).co2e_kg).toBeCloseTo(7117, 9);
  });

  it("recombines US eGRID per-gas rates with AR6", () => {
    // 1,000 kWh: CO2 349.957 + CH4 0.0258548 × 29.8 + N2O 0.00362874 × 273 = 351.718 kg CO2e
    const r = calc({
      activity: "grid_electricity",
      quantity: 1000,
      unit: "kWh",
      country: "US",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    expect(r.co2e_kg).toBeCloseTo(351.71807, 4);
  });
});

describe("other activities", () => {
  it("gives 1,000 Nm3 of natural gas at 36.364 GJ net per Nm3 through IPCC factors", () => {
    // 0.0363642 TJ × 56,100 = 2,040.033 kg CO2; + 0.0363642 × 1 × 29.8 + 0.0363642 × 0.1 × 273 = 2,042.110 CO2e
    const r = calc({ activity: "natural_gas", quantity: 1000, unit: "Nm3" });
    expect(r.co2_kg).toBeCloseTo(2040.0332, 3);
    expect(r.co2e_kg).toBeCloseTo(2042.1096, 3);
  });

  it("weights a refrigerant top-up by the GWP set", () => {
    const hfc = (gwp: GwpSet) => calc({ activity: "refrigerant_hfc134a", quantity: 2.5, unit: "kg" }, gwp);
    expect([hfc("AR4").co2e_kg, hfc("AR5").co2e_kg, hfc("AR6").co2e_kg]).toEqual([3575, 3250, 3825]);
    expect(hfc("AR6").other_gases_kg).toEqual({ "HFC-134a": 2.5 });
    expect(hfc("AR6")).toMatchObject({ source_type: "fugitive_emissions", scope: 1, co2_kg: null });
  });

  it("splits R-410A into its HFC-32 and HFC-125 halves", () => {
    const r410a = (gwp: GwpSet) => calc({ activity: "refrigerant_r410a", quantity: 10, unit: "kg" }, gwp);
    // AR6: 5 × 771 + 5 × 3,740 = 22,555; AR5: 5 × 677 + 5 × 3,170 = 19,235; AR4: 5 × 675 + 5 × 3,500 = 20,875
    expect([r410a("AR4").co2e_kg, r410a("AR5").co2e_kg, r410a("AR6").co2e_kg]).toEqual([20875, 19235, 22555]);
    expect(r410a("AR6").other_gases_kg).toEqual({ "HFC-32": 5, "HFC-125": 5 });
  });

  it("converts rupee spend to 2021 dollars for the EPA supply-chain factor, on its AR4 basis", () => {
    // ₹1,000,000 ÷ 73.92 ₹/$ = $13,528.14 × 0.979 kg CO2e/$ = 13,244.05 kg CO2e
    const r = calc({ activity: "purchased_goods_iron_steel", quantity: 1_000_000, unit: "INR" });
    expect(r.co2e_kg).toBeCloseTo(13244.0476, 3);
    expect(r).toMatchObject({
      co2e_gwp: "AR4",
      scope: 3,
      scope3_category: 1,
      selection: { basis: "proxy_region", region: "US" },
    });
  });

  it("gives road freight by tonne-km through the pinned DESNZ factor, on AR6 from its split", () => {
    const r = calc(
      {
        activity: "road_freight",
        quantity: 12_000,
        unit: "tonne-km",
        factor_id: "desnz2025_hgv_alldiesel_avgladen_tkm",
      },
      "AR6",
    );
    // AR6 from the split: 12,000 × (0.10012 + 0.00002 / 28 × 29.8 + 0.00149 / 265 × 273) = 1,220.115204
    expect(r.co2e_kg).toBeCloseTo(1220.115204, 6);
    expect(r).toMatchObject({
      co2e_basis: "from_gas_split",
      source_type: "upstream_transportation",
      scope3_category: 4,
      selection: { basis: "pinned", outside_validity: true },
    });
  });
});

describe("edge cases", () => {
  it("gives zero for a zero quantity", () => {
    const r = calc({ quantity: 0 });
    expect([r.co2_kg, r.ch4_kg, r.n2o_kg, r.co2e_kg]).toEqual([0, 0, 0, 0]);
  });

  it("accepts a leap day", () => {
    expect(
      calc({
        activity: "grid_electricity",
        quantity: 100,
        unit: "kWh",
        period_start: "2024-02-29",
        period_end: "2024-02-29",
      }).co2e_kg,
    ).toBeCloseTo(72.7, 9);
  });

  it("refuses a quantity below zero or not a number", () => {
    for (const quantity of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateEmissions({ ...DIESEL_JUNE_2024, quantity })).toMatchObject({
        ok: false,
        error: { code: "OUT_OF_RANGE", field: "quantity" },
      });
    }
  });

  it("refuses a period that ends before it starts, or a date that does not exist", () => {
    expect(calculateEmissions({ ...DIESEL_JUNE_2024, period_end: "2024-05-31" })).toMatchObject({
      ok: false,
      error: { code: "OUT_OF_RANGE", field: "period_end" },
    });
    expect(calculateEmissions({ ...DIESEL_JUNE_2024, period_start: "2023-02-29" })).toMatchObject({
      ok: false,
      error: { code: "OUT_OF_RANGE", field: "period_start" },
    });
  });

  it("refuses a unit that does not fit the activity", () => {
    expect(calculateEmissions({ ...DIESEL_JUNE_2024, unit: "tonne-km" })).toMatchObject({
      ok: false,
      error: { code: "UNIT_MISMATCH", field: "unit", unit: "tonne-km" },
    });
  });

  it("says when there is no factor, as a result", () => {
    expect(
      calculateEmissions({
        ...DIESEL_JUNE_2024,
        activity: "grid_electricity",
        unit: "kWh",
        period_start: "2022-06-01",
        period_end: "2022-06-30",
      }),
    ).toMatchObject({ ok: false, error: { code: "NO_FACTOR", activity: "grid_electricity" } });
    expect(calculateEmissions({ ...DIESEL_JUNE_2024, activity: "plutonium" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_ACTIVITY" },
    });
  });
});
