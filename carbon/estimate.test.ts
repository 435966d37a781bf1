import { describe, expect, it } from "vitest";
import { factorById } from "./catalogue";
import { blankFactorIds, estimateEmissions } from "./estimate";

const june2024 = { period_start: "2024-06-01", period_end: "2024-06-30" } as const;
const inIndia = { country: "IN", sector: "manufacturing" } as const;

describe("estimateEmissions", () => {
  it("10,000 kWh of Indian grid electricity in June 2024: CEA v21 FY2024-25, 0.7117 kg/kWh = 7,117 kg CO2", () => {
    const r = estimateEmissions(
      { activity: "grid_electricity", quantity: 10_000, unit: "kWh", ...june2024, ...inIndia },
      "AR6",
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.co2e_kg).toBeCloseTo(7117, 9);
    expect(r.value.co2_kg).toBeCloseTo(7117, 9);
    expect(r.value.ch4_kg).toBeNull();
    expect(r.value.factor_ids).toEqual(["cea_v21_in_grid_wavg_fy2024_25_excl_imports"]);
    expect(r.value.selection).toMatchObject({ basis: "country", region: "IN", outside_validity: false });
    expect(r.value.selection.reason).toMatch(/^published for IN: CEA FY2024-25/);
    expect(r.value.conversions).toEqual([
      {
        factor_id: "cea_v21_in_grid_wavg_fy2024_25_excl_imports",
        from: { quantity: 10_000, unit: "kWh" },
        base: { unit: "kWh", per_from_unit: 1, per_to_unit: 1, quantity: 10_000 },
        to: { quantity: 10_000, unit: "kWh" },
      },
    ]);
  });

  it("shows the conversion of litres of diesel to the IPCC factor's TJ through the net calorific value", () => {
    const r = estimateEmissions({ activity: "diesel", quantity: 1000, unit: "L", ...june2024, ...inIndia }, "AR6");
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const co2 = r.value.conversions.find((c) => c.factor_id === "ipcc2006_gasdiesel_co2")!;
    // 1 L = 0.8425 kg x 43.0 GJ/t = 0.036226 GJ; 1,000 L = 36.226 GJ = 0.036226 TJ.
    expect(co2.base.unit).toBe("GJ (NCV)");
    expect(co2.base.quantity).toBeCloseTo((1000 * 43) / 1187, 9);
    expect(co2.to.unit).toBe("TJ (NCV)");
    expect(co2.to.quantity).toBeCloseTo(43 / 1187, 12);
    expect(r.value.co2_kg).toBeCloseTo(co2.to.quantity * factorById("ipcc2006_gasdiesel_co2")!.value!, 9);
  });

  it("takes the activity from a pinned factor, and asks for it when the factor is a family's", () => {
    const pinned = estimateEmissions(
      { factor_id: "cea_v20_in_grid_wavg_fy2023_24", quantity: 1000, unit: "kWh", ...june2024, ...inIndia },
      "AR6",
    );
    expect(pinned.ok && pinned.value.co2e_kg).toBeCloseTo(727, 9);
    expect(pinned.ok && pinned.value.selection.outside_validity).toBe(true);
    const coal = estimateEmissions(
      { factor_id: "ipcc2006_coal_ch4_energy", quantity: 1, unit: "tonne", ...june2024, ...inIndia },
      "AR6",
    );
    expect(coal).toMatchObject({ ok: false, error: { code: "ACTIVITY_REQUIRED", family: "coal" } });
  });

  it("passes the calculation's errors on", () => {
    const r = estimateEmissions(
      { activity: "diesel", quantity: 1, unit: "kWh (Gross CV)", ...june2024, ...inIndia },
      "AR6",
    );
    expect(r).toMatchObject({ ok: false, error: { code: "UNIT_MISMATCH" } });
    const unknown = estimateEmissions({ factor_id: "nope", quantity: 1, unit: "kWh", ...june2024, ...inIndia }, "AR6");
    expect(unknown).toMatchObject({ ok: false, error: { code: "UNKNOWN_FACTOR", factor_id: "nope" } });
  });

  it("calls a factor whose published value is blank not available", () => {
    const diesel = factorById("ipcc2006_gasdiesel_co2")!;
    expect(blankFactorIds([diesel])).toEqual([]);
    expect(blankFactorIds([diesel, { ...diesel, id: "blank", value: null as never }])).toEqual(["blank"]);
  });
});
