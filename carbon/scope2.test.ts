import { describe, expect, it } from "vitest";
import { type Instrument, instrumentMwhInWindow, type Scope2Input, scope2DualReport } from "./scope2";

// 10,000 kWh in June 2024 at CEA FY2024-25 0.7117 kg CO2/kWh = 711.7 kg/MWh
const JUNE: Scope2Input = {
  consumption_mwh: 10,
  grid_average_kg_per_mwh: 711.7,
  residual_mix_kg_per_mwh: null,
  instruments: [],
};

function report(instruments: Instrument[], overrides: Partial<Scope2Input> = {}) {
  const r = scope2DualReport({ ...JUNE, ...overrides, instruments });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("location- and market-based Scope 2", () => {
  it("are equal without instruments; uncovered MWh take the grid average, disclosed", () => {
    const r = report([]);
    expect(r.location_based_kg).toBeCloseTo(7117, 9);
    expect(r.market_based_kg).toBeCloseTo(7117, 9);
    expect(r).toMatchObject({ covered_mwh: 0, uncovered_mwh: 10, uncovered_basis: "grid_average_fallback" });
  });

  it("lets a REC cover part of the month at zero, and leaves the location-based figure alone", () => {
    // 4 MWh REC at 0 + 6 MWh × 711.7 = 4,270.2 kg
    const r = report([{ id: "rec-1", kind: "REC", mwh: 4, emission_rate_kg_per_mwh: 0 }]);
    expect(r.location_based_kg).toBeCloseTo(7117, 9);
    expect(r.market_based_kg).toBeCloseTo(4270.2, 9);
    expect(r).toMatchObject({ covered_mwh: 4, uncovered_mwh: 6, unused_instrument_mwh: 0 });
    expect(r.allocations).toEqual([{ id: "rec-1", kind: "REC", mwh_applied: 4, kg: 0 }]);
  });

  it("covers at most the MWh consumed", () => {
    const r = report([{ kind: "REC", mwh: 15, emission_rate_kg_per_mwh: 0 }]);
    expect(r).toMatchObject({ market_based_kg: 0, covered_mwh: 10, uncovered_mwh: 0, unused_instrument_mwh: 5 });
    expect(r.location_based_kg).toBeCloseTo(7117, 9);
  });

  it("applies certificates, then PPAs, then supplier rates, whatever the input order", () => {
    const r = report([
      { id: "supplier", kind: "SUPPLIER_RATE", mwh: 6, emission_rate_kg_per_mwh: 400 },
      { id: "ppa", kind: "PPA", mwh: 3, emission_rate_kg_per_mwh: 50 },
      { id: "rec", kind: "REC", mwh: 4, emission_rate_kg_per_mwh: 0 },
    ]);
    // REC 4 MWh × 0 + PPA 3 MWh × 50 + supplier 3 of 6 MWh × 400 = 150 + 1,200 = 1,350 kg
    expect(r.allocations.map((a) => [a.id, a.mwh_applied])).toEqual([
      ["rec", 4],
      ["ppa", 3],
      ["supplier", 3],
    ]);
    expect(r.market_based_kg).toBeCloseTo(1350, 9);
    expect(r.unused_instrument_mwh).toBe(3);
  });

  it("takes a published residual mix for uncovered MWh when there is one", () => {
    const r = report([{ kind: "PPA", mwh: 2, emission_rate_kg_per_mwh: 0 }], { residual_mix_kg_per_mwh: 800 });
    expect(r.market_based_kg).toBeCloseTo(6400, 9);
    expect(r).toMatchObject({ uncovered_basis: "residual_mix", uncovered_kg_per_mwh: 800 });
  });

  it("gives zero for zero consumption", () => {
    const r = report([{ kind: "REC", mwh: 1, emission_rate_kg_per_mwh: 0 }], { consumption_mwh: 0 });
    expect(r).toMatchObject({ location_based_kg: 0, market_based_kg: 0, unused_instrument_mwh: 1 });
  });

  it("refuses negative numbers, naming the field", () => {
    expect(scope2DualReport({ ...JUNE, instruments: [{ kind: "REC", mwh: -1, emission_rate_kg_per_mwh: 0 }] })).toEqual(
      {
        ok: false,
        error: { code: "OUT_OF_RANGE", field: "instruments[0].mwh", message: "Must be a finite number of 0 or more" },
      },
    );
    expect(scope2DualReport({ ...JUNE, consumption_mwh: Number.NaN })).toMatchObject({
      ok: false,
      error: { field: "consumption_mwh" },
    });
  });
});

describe("an instrument's MWh in a window", () => {
  it("is pro rata by days", () => {
    const yearly = { mwh: 366, period_start: "2024-01-01", period_end: "2024-12-31" };
    expect(instrumentMwhInWindow(yearly, "2024-06-01", "2024-06-30")).toBe(30);
    expect(instrumentMwhInWindow(yearly, "2024-02-01", "2024-02-29")).toBe(29);
    expect(instrumentMwhInWindow(yearly, "2025-01-01", "2025-01-31")).toBe(0);
  });
});
