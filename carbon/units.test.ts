import { describe, expect, it } from "vitest";
import { convert, energyKwh, INR_PER_USD_2021, NATURAL_GAS_GJ_NCV_PER_NM3, unitIdOf, unitsFor } from "./units";

const value = (r: ReturnType<typeof convert>) => {
  if (!r.ok) throw new Error(`expected a value, got ${r.error.code} for ${r.error.unit}`);
  return r.value;
};

describe("fuel units", () => {
  it("takes litres of diesel to TJ through the DUKES density and the IPCC net calorific value", () => {
    // 1,000 L / 1,187 L per tonne = 0.842460 t = 842.460 kg; × 43.0 GJ/t (IPCC 2006 Vol. 2 Table 1.2) = 36.2258 GJ
    expect(value(convert("diesel", 1000, "L", "kg"))).toBeCloseTo(842.45998, 4);
    expect(value(convert("diesel", 1000, "L", "GJ"))).toBeCloseTo(36.225779, 5);
    expect(value(convert("diesel", 1000, "L", "TJ"))).toBeCloseTo(0.0362257793, 9);
    expect(value(convert("diesel", 1, "kL", "L"))).toBe(1000);
    expect(value(convert("diesel", 1, "m3", "L"))).toBeCloseTo(1000, 9);
  });

  it("converts mass of coal by its own net calorific value", () => {
    expect(value(convert("coal_bituminous", 1, "tonne", "GJ"))).toBe(25.8);
    expect(value(convert("coal_lignite", 1000, "kg", "TJ"))).toBeCloseTo(0.0119, 12);
    expect(value(convert("lpg", 100, "kg", "GJ"))).toBeCloseTo(4.73, 12);
  });

  it("takes natural gas by volume to energy through the EPA heat content and the net/gross ratio", () => {
    // 1 Nm3 at 0 °C is 37.3258 scf at 60 °F; × 1,026 Btu/scf = 0.0404 GJ gross; × 0.9 = 0.036364 GJ net
    expect(NATURAL_GAS_GJ_NCV_PER_NM3).toBeCloseTo(0.0363642, 6);
    expect(value(convert("natural_gas", 1000, "Nm3", "TJ"))).toBeCloseTo(0.0363642, 6);
    // a standard m3 at 15 °C holds 273.15/288.15 of a Nm3
    expect(value(convert("natural_gas", 288.15, "scm", "Nm3"))).toBeCloseTo(273.15, 9);
    expect(value(convert("natural_gas", 1, "m3", "scm"))).toBe(1);
    expect(value(convert("natural_gas", 1, "tonne", "GJ"))).toBe(48);
    // a gross-CV kWh is 0.9 of a net kWh
    expect(value(convert("natural_gas", 0.9, "kWh", "kWh (Gross CV)"))).toBeCloseTo(1, 12);
  });

  it("converts US units exactly by definition", () => {
    expect(value(convert("diesel", 3.785411784, "L", "US gallon"))).toBeCloseTo(1, 12);
    expect(value(convert("road_freight", 1, "short ton-mile", "tonne-km"))).toBeCloseTo(1.4599723182, 10);
  });

  it("converts energy, spend and refrigerant mass", () => {
    expect(value(convert("grid_electricity", 10, "MWh", "kWh"))).toBe(10000);
    expect(value(convert("grid_electricity", 3.6, "GJ", "kWh"))).toBeCloseTo(1000, 9);
    expect(value(convert("purchased_goods_iron_steel", INR_PER_USD_2021, "INR", "USD (2021, purchaser price)"))).toBe(
      1,
    );
    expect(value(convert("refrigerant_hfc134a", 0.25, "tonne", "kg"))).toBe(250);
  });

  it("passes zero through", () => {
    expect(value(convert("diesel", 0, "L", "TJ"))).toBe(0);
  });
});

describe("unit mismatch", () => {
  it("is a typed error naming the unit and the units that fit", () => {
    const r = convert("diesel", 5, "tonne-km", "TJ");
    expect(r).toEqual({
      ok: false,
      error: {
        code: "UNIT_MISMATCH",
        field: "unit",
        activity: "diesel",
        unit: "tonne-km",
        allowed: ["L", "kL", "m3", "kg", "tonne", "kWh", "MWh", "GJ", "TJ", "mmBtu (HHV)", "US gallon", "short ton"],
      },
    });
  });

  it("refuses what an activity cannot be measured in", () => {
    expect(convert("grid_electricity", 1, "L", "kWh").ok).toBe(false);
    expect(convert("natural_gas", 1, "L", "GJ").ok).toBe(false);
    expect(convert("purchased_goods_iron_steel", 1, "kg", "INR").ok).toBe(false);
    expect(convert("refrigerant_r410a", 1, "kWh", "kg").ok).toBe(false);
    expect(convert("unknown_activity", 1, "kg", "kg").ok).toBe(false);
  });

  it("measures petrol by volume only (no density or calorific value published here)", () => {
    expect(unitsFor("petrol")).toEqual(["L", "kL", "m3", "US gallon"]);
    expect(convert("petrol", 1, "kg", "L").ok).toBe(false);
  });

  it("lists the units of each kind", () => {
    expect(unitsFor("grid_electricity")).toEqual(["kWh", "MWh", "GJ", "TJ"]);
    expect(unitsFor("road_freight")).toEqual(["tonne-km", "short ton-mile"]);
    expect(unitsFor("purchased_goods_packaging")).toEqual(["INR", "USD (2021, purchaser price)"]);
    expect(unitsFor("natural_gas")).toEqual([
      ...["m3", "Nm3", "scm", "kg", "tonne", "kWh", "MWh", "GJ", "TJ"],
      ...["kWh (Gross CV)", "mmBtu (HHV)", "scf", "short ton"],
    ]);
  });
});

describe("catalogue unit names", () => {
  it("maps published unit_input texts to unit ids", () => {
    expect(unitIdOf("TJ (NCV)")).toBe("TJ");
    expect(unitIdOf("litre")).toBe("L");
    expect(unitIdOf("tonne.km")).toBe("tonne-km");
    expect(unitIdOf("tonnes")).toBe("tonne");
    expect(unitIdOf("passenger.km")).toBe("passenger-km");
    expect(unitIdOf("US gallon")).toBe("US gallon");
    expect(unitIdOf("kWh")).toBe("kWh");
    expect(unitIdOf("furlong")).toBeNull();
  });
});

describe("energy content", () => {
  it("is kWh of net calorific value for fuels and metered kWh for electricity", () => {
    expect(energyKwh("diesel", 1000, "L")).toBeCloseTo(10062.7165, 3);
    expect(energyKwh("grid_electricity", 2, "MWh")).toBe(2000);
    expect(energyKwh("road_freight", 100, "tonne-km")).toBeNull();
  });
});

describe("the API's activity list", () => {
  it("is the engine's own activities, in the same order, before those the DESNZ headings define", async () => {
    const { ACTIVITY_KEYS: apiKeys } = await import("../contracts/api/activity");
    const { ACTIVITIES, ACTIVITY_KEYS } = await import("./activities");
    expect(ACTIVITY_KEYS.slice(0, apiKeys.length)).toEqual([...apiKeys]);
    for (const key of ACTIVITY_KEYS.slice(apiKeys.length)) expect(ACTIVITIES.get(key)?.kind, key).toBe("measured");
  });
});

describe("measured activities", () => {
  it("convert within a measure and never across measures", () => {
    const flight = "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf";
    expect(unitsFor(flight)).toEqual(["passenger-km", "passenger-mile"]);
    const car = "business_travel_land.cars_by_size.average_car.diesel";
    expect(convert(car, 100, "mile", "km")).toEqual({ ok: true, value: 160.9344 });
    const butane = "fuels.gaseous_fuels.butane";
    expect(unitsFor(butane)).toEqual([
      ...["L", "kL", "m3", "kg", "tonne", "kWh", "MWh", "GJ", "TJ", "million litres", "kWh (Gross CV)", "mmBtu"],
      ...["mmBtu (HHV)", "scf", "US gallon", "short ton"],
    ]);
    expect(convert(butane, 1000, "kg", "tonne")).toEqual({ ok: true, value: 1 });
    expect(convert(butane, 1, "tonne", "L")).toMatchObject({ ok: false, error: { code: "UNIT_MISMATCH" } });
  });
});
