import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ACTIVITIES } from "../activities";
import { EMISSION_FACTORS, factorById } from "../catalogue";
import { calculateEmissions } from "../emissions";
import { unitTable } from "../units";
import { epaCatalogue } from "./epa";
import { hubJson, readHubSheet } from "./epa-workbook";
import { EPA_EDITIONS } from "./releases";

const workbookPath = [
  "../../../shared/reference/epa-ghg-emission-factors-hub-2025.xlsx",
  "../../../../shared/reference/epa-ghg-emission-factors-hub-2025.xlsx",
]
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((p) => existsSync(p));

const edition = EPA_EDITIONS[0]!;
const { factors } = epaCatalogue(edition);

describe("the EPA GHG Emission Factors Hub 2025 workbook", () => {
  it.skipIf(!workbookPath)(
    "is imported table by table, and the import regenerates the data file byte for byte",
    async () => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(workbookPath!);
      const book = readHubSheet(workbook.getWorksheet("Emission Factors Hub")!);
      const json = fileURLToPath(new URL("./epa-hub-2025.json", import.meta.url));
      expect(hubJson(book)).toBe(readFileSync(json, "utf8"));
    },
  );

  it("holds Tables 1-12 by their titles, last modified January 15, 2025", () => {
    expect(edition.book.last_modified).toBe("January 15, 2025");
    expect(edition.book.tables.map((t) => t.table)).toEqual(Array.from({ length: 12 }, (_, i) => `Table ${i + 1}`));
    expect(edition.book.tables.find((t) => t.table === "Table 6")?.title).toBe("Electricity");
  });

  it("turns every data row of Tables 1, 2 and 6-10 into factors, and every factor's unit converts for its activity", () => {
    const table = (n: string) => edition.book.tables.find((t) => t.table === n)!.rows;
    const subregions = table("Table 6").filter((r) => typeof r[0] === "string" && typeof r[2] === "number");
    expect(subregions).toHaveLength(27 + 1); // 27 eGRID subregions and the US average
    expect(factors.filter((f) => f.key.startsWith("t6."))).toHaveLength(3 * 28);
    const materials = table("Table 9").filter((r) => typeof r[0] === "string" && r.length === 7 && r[0] !== "Material");
    expect(factors.filter((f) => f.key.startsWith("t9."))).toHaveLength(materials.length * 6);
    const travel = table("Table 10").filter((r) => typeof r[1] === "number");
    expect(factors.filter((f) => f.key.startsWith("t10."))).toHaveLength(travel.length * 3);
    for (const f of EMISSION_FACTORS.filter((x) => x.release === "epa-hub-2025")) {
      expect(ACTIVITIES.get(f.activity), f.id).toBeDefined();
      expect(unitTable(f.activity)[f.unit], `${f.id} ${f.unit_input}`).toBeDefined();
    }
  });
});

const us = (activity: string, quantity: number, unit: string, subregion: string | null = null) =>
  calculateEmissions(
    {
      activity,
      quantity,
      unit: unit as never,
      period_start: "2025-06-01",
      period_end: "2025-06-30",
      country: "US",
      sector: "commercial",
      subregion,
    },
    "AR6",
  );

describe("reference values from the workbook, hand-checked", () => {
  it("a US facility takes its eGRID subregion's factor: 1,000 kWh in RFCE, 594.74 lb CO2/MWh", () => {
    const rfce = us("grid_electricity", 1000, "kWh", "RFCE");
    // 594.74 lb × 0.45359237 kg/lb = 269.7695261 kg; CH4 0.036 lb = 0.0163293 kg
    expect(rfce.ok && rfce.value.co2_kg).toBeCloseTo(269.7695261, 6);
    expect(rfce.ok && rfce.value.ch4_kg).toBeCloseTo(0.0163293, 6);
    expect(rfce.ok && rfce.value.factor_ids).toEqual([
      "epa2025_t6_rfce_co2",
      "epa2025_t6_rfce_ch4",
      "epa2025_t6_rfce_n2o",
    ]);
    const average = us("grid_electricity", 1000, "kWh");
    expect(average.ok && average.value.factor_ids[0]).toBe("epa2025_egrid_us_avg_co2");
    // 771.523 lb × 0.45359237 = 349.9569461 kg
    expect(average.ok && average.value.co2_kg).toBeCloseTo(349.9569461, 6);
    expect(factorById("epa2025_t6_rfce_co2")?.subregion).toBe("RFCE");
  });

  it("1,000 passenger-miles of long-haul air travel: 163 kg CO2, 0.6 g CH4, 5.2 g N2O; AR6 164.43748 kg CO2e", () => {
    const r = us("us_business_travel.air_travel_long_haul_2300_miles", 1000, "passenger-km");
    // given in km: 1,000 passenger-km = 621.371 passenger-miles
    expect(r.ok && r.value.co2_kg).toBeCloseTo(163 / 1.609344, 6);
    const miles = calculateEmissions({
      activity: "us_business_travel.air_travel_long_haul_2300_miles",
      quantity: 1000 * 1.609344,
      unit: "passenger-km",
      period_start: "2025-06-01",
      period_end: "2025-06-30",
      country: "US",
      sector: "commercial",
    });
    // 163 + 0.0006 × 29.8 + 0.0052 × 273
    expect(miles.ok && miles.value.co2e_kg).toBeCloseTo(164.43748, 6);
    expect(miles.ok && miles.value.scope3_category).toBe(6);
  });

  it("1 short ton of corrugated containers recycled: 0.11 metric tons CO2e (110 kg; 121.255 kg per tonne)", () => {
    const r = us("us_waste.corrugated_containers.recycled", 1, "tonne");
    expect(r.ok && r.value.co2e_kg).toBeCloseTo(110 / 0.90718474, 6);
    expect(r.ok && r.value).toMatchObject({ co2e_gwp: "AR5", scope3_category: 5 });
  });

  it("an NA cell is not available: recycling LDPE cannot be calculated", () => {
    expect(us("us_waste.ldpe.recycled", 1, "tonne")).toMatchObject({
      ok: false,
      error: { code: "FACTOR_NOT_AVAILABLE", factor_id: "epa2025_t9_ldpe_recycled" },
    });
  });
});
