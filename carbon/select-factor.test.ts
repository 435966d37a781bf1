import { describe, expect, it } from "vitest";
import { type SelectionRequest, selectFactors } from "./select-factor";

const base: SelectionRequest = {
  activity: "diesel",
  country: "IN",
  sector: "manufacturing",
  period_start: "2024-06-01",
  period_end: "2024-06-30",
  unit: "L",
};

function pick(overrides: Partial<SelectionRequest>) {
  const r = selectFactors({ ...base, ...overrides });
  if (!r.ok) throw new Error(`expected a selection, got ${r.error.code}`);
  return { ...r.value, ids: r.value.factors.map((f) => f.id) };
}

describe("the facility's country, else the IPCC default", () => {
  it("takes IPCC CO2, CH4 and N2O for diesel in India, CH4/N2O from the manufacturing table", () => {
    const s = pick({});
    expect(s.basis).toBe("global_default");
    expect(s.region).toBe("GLOBAL");
    expect(s.outside_validity).toBe(false);
    expect(s.ids).toEqual([
      "ipcc2006_gasdiesel_co2",
      "ipcc2006_gasdiesel_ch4_manufacturing",
      "ipcc2006_gasdiesel_n2o_manufacturing",
    ]);
  });

  it("takes the energy-industries and commercial tables for those sectors", () => {
    expect(pick({ sector: "energy" }).ids).toEqual([
      "ipcc2006_gasdiesel_co2",
      "ipcc2006_gasdiesel_ch4_energy",
      "ipcc2006_gasdiesel_n2o_energy",
    ]);
    expect(pick({ sector: "commercial" }).ids.slice(1)).toEqual([
      "ipcc2006_gasdiesel_ch4_commercial",
      "ipcc2006_gasdiesel_n2o_commercial",
    ]);
  });

  it("applies the coal family's CH4 and N2O to a coal type", () => {
    expect(pick({ activity: "coal_bituminous", unit: "tonne" }).ids).toEqual([
      "ipcc2006_otherbitcoal_co2",
      "ipcc2006_coal_ch4_manufacturing",
      "ipcc2006_coal_n2o_manufacturing",
    ]);
  });

  it("takes the country's publication valid on the period (DESNZ in GB), lowest id between equals", () => {
    const s = pick({ country: "GB", period_start: "2025-03-01", period_end: "2025-03-31" });
    expect(s).toMatchObject({ basis: "country", region: "GB", outside_validity: false });
    expect(s.ids).toEqual(["desnz2025_diesel_avgbio_litre"]);
  });

  it("uses the country's latest publication after it lapses, flagged, and never one published later", () => {
    const lapsed = pick({ country: "GB", period_start: "2027-01-01", period_end: "2027-01-31" });
    expect(lapsed).toMatchObject({ basis: "country", outside_validity: true, ids: ["desnz2025_diesel_avgbio_litre"] });
    const previous = pick({ country: "GB", period_start: "2024-06-01", period_end: "2024-06-30" });
    expect(previous).toMatchObject({ basis: "country", outside_validity: false, ids: ["desnz2024_1_101_1011_8_1"] });
    const before = pick({ country: "GB", period_start: "2023-06-01", period_end: "2023-06-30" });
    expect(before.basis).toBe("global_default");
  });

  it("prefers per-gas rows and, between units, the record's own (EPA natural gas)", () => {
    const s = pick({
      activity: "natural_gas",
      country: "US",
      unit: "Nm3",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    // per scf (a volume, like the record) rather than per mmBtu, for each gas (Table 1 publishes both)
    expect(s.ids).toEqual([
      "epa2025_natgas_co2_scf",
      "epa2025_t1_natural_gas_ch4_scf",
      "epa2025_t1_natural_gas_n2o_scf",
    ]);
    const gj = pick({
      activity: "natural_gas",
      country: "US",
      unit: "GJ",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    expect(gj.ids[0]).toBe("epa2025_natgas_co2_mmbtu");
    const gb = pick({
      activity: "natural_gas",
      country: "GB",
      unit: "m3",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    expect(gb.ids).toEqual(["desnz2025_natgas_m3"]);
    const gbNm3 = pick({
      activity: "natural_gas",
      country: "GB",
      unit: "Nm3",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    expect(gbNm3.ids).toEqual(["desnz2025_natgas_m3"]);
    const gbKwh = pick({
      activity: "natural_gas",
      country: "GB",
      unit: "kWh",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    // kWh records are net calorific value: the net row, not the gross one
    expect(gbKwh.ids).toEqual(["desnz2025_1_100_1004_7_1"]);
  });
});

describe("grid electricity per CEA financial year", () => {
  const grid = (start: string, end: string) =>
    pick({ activity: "grid_electricity", unit: "kWh", period_start: start, period_end: end });

  it("takes the FY2024-25 row for June 2024 (excl. imports: the lower id of the two v21 rows)", () => {
    expect(grid("2024-06-01", "2024-06-30")).toMatchObject({
      basis: "country",
      ids: ["cea_v21_in_grid_wavg_fy2024_25_excl_imports"],
    });
    expect(grid("2025-04-01", "2025-04-30").ids).toEqual(["cea_v22_in_grid_wavg_fy2025_26"]);
    expect(grid("2023-11-01", "2023-11-30").ids).toEqual(["cea_v20_in_grid_wavg_fy2023_24"]);
  });

  it("takes the financial year holding most of a record that spans two", () => {
    expect(grid("2024-03-20", "2024-04-10").ids).toEqual(["cea_v20_in_grid_wavg_fy2023_24"]); // 12 days vs 10
    expect(grid("2024-03-25", "2024-04-10").ids).toEqual(["cea_v21_in_grid_wavg_fy2024_25_excl_imports"]); // 7 vs 10
  });

  it("keeps using the latest published year until CEA publishes the next, flagged", () => {
    expect(grid("2026-05-01", "2026-05-31")).toMatchObject({
      outside_validity: true,
      ids: ["cea_v22_in_grid_wavg_fy2025_26"],
    });
  });

  it("has no factor before the first published year", () => {
    const r = selectFactors({
      ...base,
      activity: "grid_electricity",
      unit: "kWh",
      period_start: "2023-03-01",
      period_end: "2023-03-31",
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      code: "NO_FACTOR",
      field: "activity",
      activity: "grid_electricity",
      country: "IN",
    });
    if (r.error.code === "NO_FACTOR") expect(r.error.candidates).toContain("cea_v20_in_grid_wavg_fy2023_24");
  });
});

describe("proxy regions", () => {
  it("takes DESNZ road freight for India, where neither CEA nor IPCC publishes one", () => {
    expect(
      pick({ activity: "road_freight", unit: "tonne-km", period_start: "2025-06-01", period_end: "2025-06-30" }),
    ).toMatchObject({
      basis: "proxy_region",
      region: "GB",
      ids: ["desnz2025_hgv_alldiesel_avgladen_tkm"],
    });
  });

  it("takes the US EPA supply-chain factor for spend", () => {
    expect(pick({ activity: "purchased_goods_iron_steel", unit: "INR" })).toMatchObject({
      basis: "proxy_region",
      region: "US",
      ids: ["epa_sef_v1_2_naics_331110"],
    });
  });

  it("has none before the proxy was published; the candidates say what may be pinned", () => {
    const r = selectFactors({
      ...base,
      activity: "road_freight",
      unit: "tonne-km",
      period_start: "2023-06-01",
      period_end: "2023-06-30",
    });
    expect(r).toMatchObject({ ok: false, error: { code: "NO_FACTOR", country: "IN" } });
    if (!r.ok && r.error.code === "NO_FACTOR") {
      expect(r.error.candidates).toEqual([
        "desnz2024_27_304_3140_14_1",
        "desnz2025_hgv_alldiesel_avgladen_tkm",
        "epa2025_mhd_truck_ch4_short_ton_mile",
        "epa2025_mhd_truck_co2_short_ton_mile",
        "epa2025_mhd_truck_n2o_short_ton_mile",
      ]);
    }
  });

  it("takes the country's own per-gas rows where they exist (US trucks)", () => {
    const s = pick({
      activity: "road_freight",
      country: "US",
      unit: "tonne-km",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    expect(s.basis).toBe("country");
    expect(s.ids).toEqual([
      "epa2025_mhd_truck_co2_short_ton_mile",
      "epa2025_mhd_truck_ch4_short_ton_mile",
      "epa2025_mhd_truck_n2o_short_ton_mile",
    ]);
  });
});

describe("a pinned factor", () => {
  it("wins over the default", () => {
    const s = pick({
      activity: "grid_electricity",
      unit: "kWh",
      factor_id: "cea_v21_in_grid_wavg_fy2024_25_incl_imports",
    });
    expect(s).toMatchObject({
      basis: "pinned",
      outside_validity: false,
      ids: ["cea_v21_in_grid_wavg_fy2024_25_incl_imports"],
    });
  });

  it("is used outside its validity, flagged", () => {
    const s = pick({ activity: "road_freight", unit: "tonne-km", factor_id: "desnz2025_hgv_alldiesel_avgladen_tkm" });
    expect(s).toMatchObject({ basis: "pinned", outside_validity: true });
  });

  it("pins its publication: the other gases come from the same one", () => {
    expect(pick({ factor_id: "ipcc2006_gasdiesel_ch4_energy" }).ids).toEqual([
      "ipcc2006_gasdiesel_co2",
      "ipcc2006_gasdiesel_ch4_energy",
      "ipcc2006_gasdiesel_n2o_manufacturing",
    ]);
  });

  it("must exist and be for the record's activity", () => {
    expect(selectFactors({ ...base, factor_id: "nope" })).toEqual({
      ok: false,
      error: { code: "UNKNOWN_FACTOR", field: "factor_id", factor_id: "nope" },
    });
    expect(selectFactors({ ...base, factor_id: "ipcc2006_natgas_co2" })).toMatchObject({
      ok: false,
      error: { code: "FACTOR_ACTIVITY_MISMATCH", factor_activity: "natural_gas", activity: "diesel" },
    });
  });
});

describe("determinism", () => {
  it("gives the same answer for the same input", () => {
    const a = selectFactors({ ...base, activity: "grid_electricity", unit: "kWh" });
    const b = selectFactors({ ...base, activity: "grid_electricity", unit: "kWh" });
    expect(a).toEqual(b);
  });

  it("refuses an unknown activity", () => {
    expect(selectFactors({ ...base, activity: "unobtainium" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_ACTIVITY", field: "activity" },
    });
  });
});
