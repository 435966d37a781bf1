import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { canonicalUnit } from "../../contracts/api/activity-lists";
import { ACTIVITIES } from "../activities";
import { EMISSION_FACTORS, factorById } from "../catalogue";
import { calculateEmissions } from "../emissions";
import type { GwpSet } from "../gwp";
import { unitIdOf } from "../units";
import { desnzFactors } from "./desnz";
import { LEVEL_1, NON_FACTOR_LEVEL_1 } from "./desnz-mapping";
import { type FlatFile, flatFileJson, parseFlatFile } from "./flat-file";
import { DESNZ_EDITIONS } from "./releases";

/** The published flat files: ../shared/reference beside the checkout (or beside the folder of worktrees). */
const referenceFile = (name: string) =>
  [`../../../shared/reference/${name}`, `../../../../shared/reference/${name}`]
    .map((p) => fileURLToPath(new URL(p, import.meta.url)))
    .find((p) => existsSync(p));

const countBy = (file: FlatFile, key: (row: FlatFile["rows"][number]) => string) => {
  const counts: Record<string, number> = {};
  for (const row of file.rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
};

describe.each(DESNZ_EDITIONS.map((e) => [e.year, e] as const))("the DESNZ %s flat file", (year, edition) => {
  const csvPath = referenceFile(`desnz-${year}-flat.csv`);

  it("holds every published row: 8,740, of which 3,425 in kg CO2e and 2,616 of those with a value", () => {
    const rows = edition.file.rows;
    expect(rows).toHaveLength(8740);
    const co2e = rows.filter((r) => r[8] === "kg CO2e");
    expect(co2e).toHaveLength(3425);
    expect(co2e.filter((r) => r[9] !== null)).toHaveLength(2616);
    expect(desnzFactors(edition)).toHaveLength(3425);
  });

  it.skipIf(!csvPath)("is the published file row for row, and the import regenerates it byte for byte", () => {
    const csv = readFileSync(csvPath!, "utf8");
    const published = parseFlatFile(csv);
    const json = fileURLToPath(new URL(`./desnz-${year}.json`, import.meta.url));
    expect(flatFileJson(published)).toBe(readFileSync(json, "utf8"));
    const byScopeAndLevel1 = (f: FlatFile) => countBy(f, (r) => `${r[1]} / ${r[2]}`);
    expect(byScopeAndLevel1(edition.file)).toEqual(byScopeAndLevel1(published));
    expect(edition.file.rows).toEqual(published.rows);
  });

  it("maps every row: factors to an activity, unit, scope and Scope 3 category; the rest are split or non-factor rows", () => {
    const factors = desnzFactors(edition);
    for (const f of factors) {
      const activity = ACTIVITIES.get(f.activity);
      expect(activity, f.key).toBeDefined();
      expect(activity!.scope, f.key).toBe(f.scope);
      expect(unitIdOf(f.unit_input), f.key).toBe(canonicalUnit(f.unit_input));
      if (f.scope === 3) expect(f.scope3_category, f.key).toBeGreaterThan(0);
      else expect(f.scope3_category, f.key).toBeNull();
    }
    const groups = new Set(factors.map((f) => f.key.slice(0, f.key.lastIndexOf("_"))));
    const unmapped = edition.file.rows.filter((r) => {
      if (r[8] === "kg CO2e") return !LEVEL_1[r[2]];
      if (/^kg CO2e of (CO2|CH4|N2O) per unit$/.test(r[8]) && groups.has(r[0].slice(0, r[0].lastIndexOf("_"))))
        return false;
      return !(NON_FACTOR_LEVEL_1 as readonly string[]).includes(r[2]);
    });
    expect(unmapped).toEqual([]);
  });

  it("keeps a split whose gases add up to the published CO2e", () => {
    for (const f of desnzFactors(edition)) {
      if (f.value === null || !f.split || f.split.CO2 === null || f.split.CH4 === null || f.split.N2O === null)
        continue;
      expect(Math.abs(f.split.CO2 + f.split.CH4 + f.split.N2O - f.value), f.key).toBeLessThan(0.0000151);
    }
  });
});

describe("Scope 3 categories", () => {
  it("follow the GHG Protocol: travel 6, freight 4, waste 5, materials 1, well-to-tank of fuels 3, homeworking 7", () => {
    const category = (key: string) => ACTIVITIES.get(key)?.scope3_category;
    expect(category("business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf")).toBe(6);
    expect(category("hotel_stay.uk")).toBe(6);
    expect(category("road_freight")).toBe(4);
    expect(category("freighting_goods.cargo_ship.container_ship.average")).toBe(4);
    expect(category("waste_disposal.refuse.organic_food_and_drink_waste.anaerobic_digestion")).toBe(5);
    expect(category("material_use.metal.metal_aluminium_cans_and_foil_excl_forming.primary_material_production")).toBe(
      1,
    );
    expect(category("wtt_fuels.liquid_fuels.diesel_average_biofuel_blend")).toBe(3);
    expect(category("transmission_and_distribution.t_and_d_uk_electricity.electricity_uk.kwh")).toBe(3);
    expect(category("homeworking.homeworking_office_equipment_heating")).toBe(7);
  });
});

/** A UK facility's record in June 2025 (the DESNZ 2025 year), on AR6 unless another set is asked for. */
const uk = (
  activity: string,
  quantity: number,
  unit: string,
  extra: Record<string, unknown> = {},
  gwp: GwpSet = "AR6",
) =>
  calculateEmissions(
    {
      activity,
      quantity,
      unit: unit as never,
      period_start: "2025-06-01",
      period_end: "2025-06-30",
      country: "GB",
      sector: "commercial",
      ...extra,
    },
    gwp,
  );

/** The CO2e of a calculation and the basis it says it is on. */
const figure = (r: ReturnType<typeof uk>) =>
  r.ok ? { co2e_kg: r.value.co2e_kg, co2e_gwp: r.value.co2e_gwp, co2e_basis: r.value.co2e_basis } : r.error;

describe("reference values from the DESNZ 2025 file, hand-checked, on AR5 as published and on AR6", () => {
  it("1,000 passenger.km long-haul economy with RF: 117.04 kg CO2e on AR5; 117.0705 on AR6 from the split", () => {
    const key = "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf";
    const ar5 = uk(key, 1000, "passenger-km", {}, "AR5");
    expect(ar5).toMatchObject({ ok: true, value: { scope: 3, scope3_category: 6, releases: ["desnz-2025"] } });
    expect(figure(ar5)).toEqual({ co2e_kg: expect.closeTo(117.04, 9), co2e_gwp: "AR5", co2e_basis: "published" });
    const f = factorById("desnz2025_21_316_3170_11_1")!;
    // Rows 21_316_3170_11_2..4: CO2 0.11604, CH4 0.00001, N2O 0.00099 kg CO2e per passenger.km on AR5.
    expect(f.gas_split).toEqual({ CO2: 0.11604, CH4: 0.00001, N2O: 0.00099 });
    // Jet fuel burnt: fossil methane. 1,000 × (0.11604 + 0.00001 / 28 × 29.8 + 0.00099 / 265 × 273)
    //   = 116.04 + 0.0106429 + 1.0198868 = 117.0705296
    expect(f.value_ar6! * 1000).toBeCloseTo(117.0705296, 6);
    const ar6 = uk(key, 1000, "passenger-km");
    expect(figure(ar6)).toEqual({
      co2e_kg: expect.closeTo(117.0705296, 6),
      co2e_gwp: "AR6",
      co2e_basis: "from_gas_split",
    });
  });

  it("a hotel night in the UK: 10.4 kg CO2e; no split is published, so AR6 keeps the AR5 figure and says so", () => {
    expect(figure(uk("hotel_stay.uk", 1, "room-night", {}, "AR5"))).toEqual({
      co2e_kg: 10.4,
      co2e_gwp: "AR5",
      co2e_basis: "published",
    });
    expect(factorById("desnz2025_29_600_4000_13_1")).toMatchObject({ gas_split: null, value_ar6: null });
    expect(figure(uk("hotel_stay.uk", 1, "room-night"))).toEqual({
      co2e_kg: 10.4,
      co2e_gwp: "AR5",
      co2e_basis: "published",
    });
  });

  it("10 tonne.km by an average-laden HGV: 1.0163 kg CO2e on AR5; 1.01676 on AR6 from the split", () => {
    const ar5 = uk("road_freight", 10, "tonne-km", {}, "AR5");
    expect(figure(ar5)).toEqual({ co2e_kg: expect.closeTo(1.0163, 9), co2e_gwp: "AR5", co2e_basis: "published" });
    expect(ar5.ok && ar5.value.factor_ids).toEqual(["desnz2025_hgv_alldiesel_avgladen_tkm"]);
    // Rows 27_304_3140_14_2..4: CO2 0.10012, CH4 0.00002, N2O 0.00149 kg CO2e per tonne.km on AR5.
    // Diesel burnt: fossil methane. 10 × (0.10012 + 0.00002 / 28 × 29.8 + 0.00149 / 265 × 273)
    //   = 1.0012 + 0.00021286 + 0.01534981 = 1.01676267
    expect(factorById("desnz2025_hgv_alldiesel_avgladen_tkm")!.value_ar6! * 10).toBeCloseTo(1.01676267, 7);
    const ar6 = uk("road_freight", 10, "tonne-km");
    expect(figure(ar6)).toEqual({
      co2e_kg: expect.closeTo(1.01676267, 7),
      co2e_gwp: "AR6",
      co2e_basis: "from_gas_split",
    });
  });

  it("1 tonne of food and drink waste to anaerobic digestion: 8.98311 kg CO2e; no split, so AR5 on AR6 too", () => {
    const key = "waste_disposal.refuse.organic_food_and_drink_waste.anaerobic_digestion";
    expect(uk(key, 1, "tonne", {}, "AR5")).toMatchObject({
      ok: true,
      value: { co2e_kg: 8.98311, co2e_gwp: "AR5", scope3_category: 5 },
    });
    const kg = uk(key, 1000, "kg");
    expect(figure(kg)).toEqual({ co2e_kg: expect.closeTo(8.98311, 9), co2e_gwp: "AR5", co2e_basis: "published" });
    expect(factorById("desnz2025_20_507_5293_15_1")).toMatchObject({ gas_split: null, value_ar6: null });
  });

  it("a blank is not available, never zero: anaerobic digestion of asbestos cannot be calculated", () => {
    const r = uk("material_use.construction.asbestos.re_used", 1, "tonne");
    expect(r).toMatchObject({
      ok: false,
      error: { code: "FACTOR_NOT_AVAILABLE", factor_id: "desnz2025_19_500_5009_15_1" },
    });
    expect(factorById("desnz2025_19_500_5009_15_1")?.value).toBeNull();
  });

  it("a facility outside the UK takes DESNZ as a disclosed proxy", () => {
    const r = calculateEmissions({
      activity: "hotel_stay.uk",
      quantity: 2,
      unit: "room-night",
      period_start: "2025-06-01",
      period_end: "2025-06-02",
      country: "IN",
      sector: "commercial",
    });
    expect(r).toMatchObject({ ok: true, value: { co2e_kg: 20.8, selection: { basis: "proxy_region", region: "GB" } } });
  });
});

describe("the 2024 edition is the previous release", () => {
  it("UK electricity 0.20705 → 0.177 and diesel 2.51279 → 2.57082 kg CO2e, by the DESNZ id", () => {
    const byKey = (release: string, key: string) =>
      EMISSION_FACTORS.find((f) => f.release === release && f.key === key)?.value;
    expect(byKey("desnz-2024", "7_400_4000_5_1")).toBe(0.20705);
    expect(byKey("desnz-2025", "7_400_4000_5_1")).toBe(0.177);
    expect(byKey("desnz-2024", "1_101_1011_8_1")).toBe(2.51279);
    expect(byKey("desnz-2025", "1_101_1011_8_1")).toBe(2.57082);
  });

  it("is what a calculation pinned to it uses, for a 2025 period too (flagged outside its validity)", () => {
    const latest = uk("grid_electricity", 1000, "kWh", {}, "AR5");
    expect(latest).toMatchObject({ ok: true, value: { co2e_kg: 177, data_version: "desnz-2025" } });
    const pinned = uk("grid_electricity", 1000, "kWh", { data_version: "desnz-2024" }, "AR5");
    expect(pinned).toMatchObject({
      ok: true,
      value: { data_version: "desnz-2024", releases: ["desnz-2024"], selection: { outside_validity: true } },
    });
    expect(pinned.ok && pinned.value.co2e_kg).toBeCloseTo(207.05, 9);
    expect(uk("grid_electricity", 1, "kWh", { data_version: "desnz-2023" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_RELEASE" },
    });
  });
});
