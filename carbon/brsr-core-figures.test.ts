import { describe, expect, it } from "vitest";
import { energyTables, fuelCalorificValue, shareInside, sumWater } from "./brsr-core-figures";
import { waterFigures } from "./water-and-waste";

describe("BRSR Core figures", () => {
  it("splits energy renewable and non-renewable by column, 1 kWh = 0.0036 GJ", () => {
    const t = energyTables([
      { activity: "grid_electricity", renewable: false, kwh: 1000 },
      { activity: "grid_electricity", renewable: true, kwh: 500 },
      { activity: "diesel", renewable: false, kwh: 10_000 },
      { activity: "hotel_stay.india", renewable: false, kwh: 100 },
    ]);
    expect(t.non_renewable).toEqual({ electricity: 3.6, fuel: 36, other: 0.36, total: 39.96 });
    expect(t.renewable).toEqual({ electricity: 1.8, fuel: 0, other: 0, total: 1.8 });
    expect(t.total_gj).toBeCloseTo(41.76, 12);
  });

  it("names a fuel's calorific value and density with their sources", () => {
    const diesel = fuelCalorificValue("diesel")!;
    expect(diesel).toMatchObject({ ncv_gj_per_tonne: 43, density_kg_per_l: 1000 / 1187 });
    expect(diesel.gj_per_litre).toBeCloseTo(43 / 1187, 15);
    expect(diesel.sources).toHaveLength(2);
    expect(fuelCalorificValue("natural_gas")!.gj_per_litre).toBeNull();
    expect(fuelCalorificValue("grid_electricity")).toBeNull();
  });

  it("counts a record running past the window with its days inside", () => {
    const record = { period_start: "2026-03-01", period_end: "2026-04-30" };
    expect(shareInside(record, "2025-04-01", "2026-03-31")).toBeCloseTo(31 / 61, 15);
    expect(shareInside(record, "2027-04-01", "2028-03-31")).toBe(0);
    const water = waterFigures({ unit: "kL", withdrawal: { ground: 610 }, discharge: { surface: { none: 61 } } });
    const sum = sumWater([{ ...water, share: 31 / 61 }]);
    expect(sum.withdrawal_kl.ground).toBeCloseTo(310, 9);
    expect(sum.consumption_kl).toBeCloseTo(279, 9);
  });
});
