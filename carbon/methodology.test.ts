import { describe, expect, it } from "vitest";
import { factorById } from "./catalogue";
import { GWP100 } from "./gwp";
import { methodologyFacts } from "./methodology";
import { FUEL_PROPERTIES, NATURAL_GAS_GJ_NCV_PER_NM3 } from "./units";

describe("the methodology page's figures", () => {
  const facts = methodologyFacts();

  it("are the engine's GWP values, a column per set and methane twice", () => {
    expect(facts.gwp.sets).toEqual(["AR4", "AR5", "AR6"]);
    expect(facts.gwp.rows.find((r) => r.gas === "CH4 (fossil)")?.values).toEqual([25, 28, 29.8]);
    expect(facts.gwp.rows.find((r) => r.gas === "CH4 (non-fossil)")?.values).toEqual([25, 28, 27]);
    expect(facts.gwp.rows.find((r) => r.gas === "N2O")?.values).toEqual([298, 265, 273]);
    expect(facts.gwp.sources.map((s) => s.source)).toEqual([
      expect.stringContaining("AR4"),
      expect.stringContaining("AR5"),
      expect.stringContaining("AR6"),
    ]);
  });

  it("are the conversion constants calculations use", () => {
    const diesel = facts.conversions.fuels.find((f) => f.activity === "diesel")!;
    expect(diesel.ncv_gj_per_tonne).toBe(FUEL_PROPERTIES.diesel!.ncv_gj_per_tonne);
    // 1,000 / 1,187 kg per litre × 43.0 GJ per tonne / 1,000
    expect(diesel.gj_ncv_per_litre).toBeCloseTo(0.0362257793, 9);
    expect(facts.conversions.natural_gas.gj_ncv_per_nm3).toBe(NATURAL_GAS_GJ_NCV_PER_NM3);
    expect(facts.conversions.fuels.find((f) => f.activity === "coal_lignite")?.density_kg_per_l).toBeNull();
  });

  it("work the AR6 rule through a factor the way the calculation does", () => {
    const { example, ar5, ar6 } = facts.basis;
    const { CO2, CH4, N2O } = example.split;
    expect(CO2 + (CH4 / ar5.ch4) * ar6.ch4_fossil + (N2O / ar5.n2o) * ar6.n2o).toBeCloseTo(example.value_ar6, 9);
    expect(example.value_ar6).toBe(factorById(example.id)!.value_ar6);
    expect(ar6.ch4_fossil).toBe(GWP100.AR6.CH4_fossil);
    expect(facts.basis.desnz).toMatchObject({ release: "desnz-2025", with_value: 2616, with_split: 1302 });
    expect(facts.basis.desnz.attribution).toMatch(/Open Government Licence v3\.0/);
  });

  it("list every CEA version, newest first, marking the row selection takes for each financial year", () => {
    expect(facts.cea.map((r) => [r.edition, r.year, r.value, r.chosen])).toEqual([
      ["v22.0", "FY2025-26", 0.678033, true],
      ["v21.0", "FY2024-25", 0.7117, true],
      ["v21.0", "FY2024-25", 0.7097, false],
      ["v20.0", "FY2023-24", 0.727, true],
    ]);
  });
});
