import type { ACCEPTED_UNITS } from "../../contracts/api/activity-lists";
import type { DesnzSourceType } from "./desnz-mapping";
import type { Cell, HubTable, HubWorkbook } from "./epa-workbook";

/**
 * US EPA GHG Emission Factors Hub tables → catalogue rows, table by table. Values are converted only in scale, to
 * the catalogue's kg per unit: g → kg (÷ 1000), lb per MWh → kg per kWh (× 0.45359237 ÷ 1000, the international
 * pound), metric tons CO2e per short ton → kg CO2e per short ton (× 1000); the row's doc quotes the published figure.
 * - Table 1 stationary combustion: CO2, CH4, N2O per mmBtu (HHV) and per physical unit (short ton, scf, gallon).
 * - Table 2 mobile combustion CO2 per gallon or scf.
 * - Table 6 electricity: total output CO2, CH4, N2O per eGRID subregion (`subregion`), and the US average.
 *   (Non-baseload rates are not for inventories, as the table's note says, and grid gross loss is a rate: kept in
 *   the data file only.)
 * - Table 7 steam and heat per mmBtu; Table 8 freight per vehicle-mile or short ton-mile (Scope 3 category 4);
 *   Table 9 waste per short ton by material and treatment, CO2e on AR5 ("NA": not available, value null);
 *   Table 10 business travel per vehicle-mile or passenger-mile (category 6).
 * Tables 3-5 (CH4 and N2O per vehicle-mile by model year, non-road per gallon) need a vehicle's model year or type,
 * which a record does not carry; Tables 11-12 are GWPs (gwp.ts): all are kept in the data file.
 */

export type EpaActivity = {
  key: string;
  label: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  source_type: DesnzSourceType;
  methane_origin: "fossil" | "non_fossil";
  /** Each a canonical unit or a spelling of `UNIT_ALIASES` (contracts/api/activity-lists.ts). */
  units: UnitSpelling[];
};

type UnitSpelling = (typeof ACCEPTED_UNITS)[number];

export type EpaFactor = {
  id: string;
  key: string;
  label: string;
  activity: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  gas: "CO2" | "CH4" | "N2O" | "CO2e";
  unit_input: string;
  unit_output: string;
  value: number | null;
  gwp: string;
  subregion: string | null;
  doc: string;
};

export type EpaEdition = {
  release: string;
  year: string;
  valid_from: string;
  url: string;
  book: HubWorkbook;
};

/** Fuels of Table 1 and 2 that are activities the engine already has. */
const TABLE_1_ACTIVITIES: Readonly<Record<string, string>> = {
  Anthracite: "coal_anthracite",
  Bituminous: "coal_bituminous",
  "Sub-bituminous": "coal_sub_bituminous",
  Lignite: "coal_lignite",
  "Mixed (Industrial Coking)": "coal_coking",
  "Natural Gas": "natural_gas",
  "Distillate Fuel Oil No. 2": "diesel",
  "Liquefied Petroleum Gases (LPG)": "lpg",
  "Residual Fuel Oil No. 6": "fuel_oil",
};
const TABLE_2_ACTIVITIES: Readonly<Record<string, string>> = {
  "Diesel Fuel": "diesel_mobile",
  "Motor Gasoline": "petrol",
};
const TABLE_8_ACTIVITIES: Readonly<Record<string, string>> = {
  "Medium- and Heavy-Duty Truck|short ton-mile": "road_freight",
  "Rail|short ton-mile": "rail_freight",
};

/** The ids the 2025 rows had when typed in by hand, kept so pins still resolve. */
const LEGACY_IDS: Readonly<Record<string, string>> = {
  "t6.us_average.CO2": "epa2025_egrid_us_avg_co2",
  "t6.us_average.CH4": "epa2025_egrid_us_avg_ch4",
  "t6.us_average.N2O": "epa2025_egrid_us_avg_n2o",
  "t1.natural_gas.CO2.mmbtu": "epa2025_natgas_co2_mmbtu",
  "t1.natural_gas.CH4.mmbtu": "epa2025_natgas_ch4_mmbtu",
  "t1.natural_gas.N2O.mmbtu": "epa2025_natgas_n2o_mmbtu",
  "t1.natural_gas.CO2.scf": "epa2025_natgas_co2_scf",
  "t1.distillate_fuel_oil_no_2.CO2.gallon": "epa2025_distillate2_co2_gal",
  "t1.distillate_fuel_oil_no_2.CH4.gallon": "epa2025_distillate2_ch4_gal",
  "t1.distillate_fuel_oil_no_2.N2O.gallon": "epa2025_distillate2_n2o_gal",
  "t2.diesel_fuel.CO2": "epa2025_diesel_mobile_co2_gal",
  "t8.medium_and_heavy_duty_truck.short_ton_mile.CO2": "epa2025_mhd_truck_co2_short_ton_mile",
  "t8.medium_and_heavy_duty_truck.short_ton_mile.CH4": "epa2025_mhd_truck_ch4_short_ton_mile",
  "t8.medium_and_heavy_duty_truck.short_ton_mile.N2O": "epa2025_mhd_truck_n2o_short_ton_mile",
};

/** The Hub's units → the catalogue's unit texts (units.ts). */
const UNIT_TEXTS: Readonly<Record<string, UnitSpelling>> = {
  "short ton": "short ton",
  scf: "scf",
  gallon: "US gallon",
  mmBtu: "mmBtu (HHV)",
  "vehicle-mile": "vehicle-mile",
  "short ton-mile": "short ton-mile",
  "passenger-mile": "passenger-mile",
};

const LB_KG = 0.45359237;
const scaled = (value: number, factor: number) => Number((value * factor).toPrecision(12));
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
/** Names carry footnote letters ("Passenger Car A", "Medium- and Heavy-Duty TruckC", "RecycledA"). */
const clean = (name: Cell) =>
  String(name ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<=[a-z)])[A-E]$|\s[A-E]$/, "")
    .trim();
const num = (cell: Cell | undefined): number | null => (typeof cell === "number" ? cell : null);

function table(book: HubWorkbook, name: string): HubTable {
  const t = book.tables.find((x) => x.table === name);
  if (!t) throw new Error(`The EPA workbook has no ${name}`);
  return t;
}

export function epaCatalogue(edition: EpaEdition): { factors: EpaFactor[]; activities: EpaActivity[] } {
  const factors: EpaFactor[] = [];
  const activities = new Map<string, EpaActivity>();
  const doc = (t: HubTable, what: string) =>
    `US EPA GHG Emission Factors Hub ${edition.year} (last modified ${edition.book.last_modified}), ${t.table} ${t.title}: ${what}`;
  const activity = (a: Omit<EpaActivity, "units">, unit: UnitSpelling) => {
    const known = activities.get(a.key) ?? { ...a, units: [] };
    if (!known.units.includes(unit)) known.units.push(unit);
    activities.set(a.key, known);
    return a.key;
  };
  const add = (f: Omit<EpaFactor, "id" | "gwp"> & { gwp?: string }) => {
    const id = LEGACY_IDS[f.key] ?? `epa${edition.year}_${f.key.replace(/\./g, "_").toLowerCase()}`;
    factors.push({ gwp: f.gas === "CO2e" ? "AR5" : "n/a (mass of gas)", ...f, id });
  };

  // Table 1: a unit row ("mmBtu per short ton", ...) starts each block; group rows have a name only.
  const t1 = table(edition.book, "Table 1");
  let physical = "";
  let group = "";
  for (const row of t1.rows) {
    const unitRow = typeof row[1] === "string" && /^mmBtu per /.test(row[1]);
    if (unitRow) {
      physical = String(row[1]).replace("mmBtu per ", "");
      continue;
    }
    if (row.length === 1 && typeof row[0] === "string") {
      if (/^Source|^Notes/.test(row[0])) break;
      group = clean(row[0]);
      continue;
    }
    if (typeof row[0] !== "string" || num(row[2]) === null) continue;
    const name = clean(row[0]);
    const biomass = /Biomass/.test(group);
    const key =
      TABLE_1_ACTIVITIES[name] ??
      activity(
        {
          key: `us_stationary_combustion.${slug(name)}`,
          label: `Stationary combustion (US EPA): ${name}`,
          scope: 1,
          scope3_category: null,
          source_type: "stationary_combustion",
          methane_origin: biomass ? "non_fossil" : "fossil",
        },
        "mmBtu (HHV)",
      );
    if (!TABLE_1_ACTIVITIES[name] && num(row[5]) !== null) activity({ ...activities.get(key)! }, UNIT_TEXTS[physical]!);
    const per = (gas: "CO2" | "CH4" | "N2O", value: number | null, unit: string, grams: boolean, column: string) => {
      if (value === null) return;
      add({
        key: `t1.${slug(name)}.${gas}.${slug(unit)}`,
        label: `${name} (${group}), stationary combustion, ${gas} per ${unit}`,
        activity: key,
        scope: 1,
        scope3_category: null,
        gas,
        unit_input: UNIT_TEXTS[unit === "mmBtu" ? "mmBtu" : unit]!,
        unit_output: `kg ${gas}`,
        value: grams ? scaled(value, 0.001) : value,
        subregion: null,
        doc: doc(t1, `${name}, ${column} ${value}`),
      });
    };
    per("CO2", num(row[2]), "mmBtu", false, "kg CO2 per mmBtu");
    per("CH4", num(row[3]), "mmBtu", true, "g CH4 per mmBtu");
    per("N2O", num(row[4]), "mmBtu", true, "g N2O per mmBtu");
    per("CO2", num(row[5]), physical, false, `kg CO2 per ${physical}`);
    per("CH4", num(row[6]), physical, true, `g CH4 per ${physical}`);
    per("N2O", num(row[7]), physical, true, `g N2O per ${physical}`);
  }

  // Table 2: fuel, kg CO2 per unit, unit.
  const t2 = table(edition.book, "Table 2");
  for (const row of t2.rows) {
    if (typeof row[0] !== "string" || num(row[1]) === null || typeof row[2] !== "string") continue;
    const name = clean(row[0]);
    const unit = UNIT_TEXTS[row[2]]!;
    const key =
      TABLE_2_ACTIVITIES[name] ??
      activity(
        {
          key: `us_mobile_combustion.${slug(name)}`,
          label: `Mobile combustion (US EPA): ${name}`,
          scope: 1,
          scope3_category: null,
          source_type: "mobile_combustion",
          methane_origin: /Biodiesel|Ethanol/.test(name) ? "non_fossil" : "fossil",
        },
        unit,
      );
    add({
      key: `t2.${slug(name)}.CO2`,
      label: `${name}, mobile combustion, CO2 per ${row[2]}`,
      activity: key,
      scope: 1,
      scope3_category: null,
      gas: "CO2",
      unit_input: unit,
      unit_output: "kg CO2",
      value: num(row[1]),
      subregion: null,
      doc: doc(t2, `${name}, ${row[1]} kg CO2 per ${row[2]}`),
    });
  }

  // Table 6: eGRID subregions, total output rates in lb per MWh.
  const t6 = table(edition.book, "Table 6");
  for (const row of t6.rows) {
    if (typeof row[0] !== "string" || typeof row[1] !== "string" || num(row[2]) === null) continue;
    const average = row[0] === "US Average";
    const gases = [
      ["CO2", row[2]],
      ["CH4", row[3]],
      ["N2O", row[4]],
    ] as const;
    for (const [gas, value] of gases) {
      if (num(value) === null) continue;
      add({
        key: `t6.${average ? "us_average" : row[0]}.${gas}`,
        label: `US grid electricity, ${average ? "US average" : `eGRID subregion ${row[0]} (${row[1]})`}, total output ${gas}`,
        activity: "grid_electricity",
        scope: 2,
        scope3_category: null,
        gas,
        unit_input: "kWh",
        unit_output: `kg ${gas}`,
        value: scaled(num(value)!, LB_KG / 1000),
        subregion: average ? null : row[0],
        doc: doc(t6, `${row[0]} ${row[1]}, total output ${value} lb ${gas}/MWh (eGRID2023)`),
      });
    }
  }

  // Table 7: steam and heat per mmBtu delivered.
  const t7 = table(edition.book, "Table 7");
  const steam = t7.rows.find((r) => r[0] === "Steam and Heat");
  if (steam) {
    const key = activity(
      {
        key: "us_steam_and_heat",
        label: "Purchased steam and heat (US EPA: natural gas at 80% efficiency)",
        scope: 2,
        scope3_category: null,
        source_type: "purchased_heat_steam",
        methane_origin: "fossil",
      },
      "mmBtu",
    );
    (
      [
        ["CO2", num(steam[1]), false],
        ["CH4", num(steam[2]), true],
        ["N2O", num(steam[3]), true],
      ] as const
    ).forEach(([gas, value, grams]) => {
      if (value === null) return;
      add({
        key: `t7.steam_and_heat.${gas}`,
        label: `Steam and heat purchased, ${gas} per mmBtu`,
        activity: key,
        scope: 2,
        scope3_category: null,
        gas,
        unit_input: "mmBtu",
        unit_output: `kg ${gas}`,
        value: grams ? scaled(value, 0.001) : value,
        subregion: null,
        doc: doc(t7, `${value} ${grams ? "g" : "kg"} ${gas} per mmBtu`),
      });
    });
  }

  // Tables 8 and 10: vehicle type, kg CO2, g CH4, g N2O per unit, unit.
  const distance = (name: string, category: 4 | 6) => {
    const t = table(edition.book, name);
    for (const row of t.rows) {
      if (typeof row[0] !== "string" || num(row[1]) === null || typeof row[4] !== "string") continue;
      const vehicle = clean(row[0]);
      const unit = row[4];
      const key =
        (category === 4 ? TABLE_8_ACTIVITIES[`${vehicle}|${unit}`] : undefined) ??
        activity(
          {
            key: `${category === 4 ? "us_freight" : "us_business_travel"}.${slug(vehicle)}${unit === "vehicle-mile" ? ".vehicle" : ""}`,
            label: `${category === 4 ? "Freight" : "Business travel"} (US EPA): ${vehicle}, per ${unit}`,
            scope: 3,
            scope3_category: category,
            source_type: category === 4 ? "upstream_transportation" : "business_travel",
            methane_origin: "fossil",
          },
          UNIT_TEXTS[unit]!,
        );
      (
        [
          ["CO2", num(row[1]), false],
          ["CH4", num(row[2]), true],
          ["N2O", num(row[3]), true],
        ] as const
      ).forEach(([gas, value, grams]) => {
        if (value === null) return;
        add({
          key: `t${name.slice(6)}.${slug(vehicle)}.${slug(unit)}.${gas}`,
          label: `${vehicle}, ${gas} per ${unit}`,
          activity: key,
          scope: 3,
          scope3_category: category,
          gas,
          unit_input: UNIT_TEXTS[unit]!,
          unit_output: `kg ${gas}`,
          value: grams ? scaled(value, 0.001) : value,
          subregion: null,
          doc: doc(t, `${vehicle}, ${value} ${grams ? "g" : "kg"} ${gas} per ${unit}`),
        });
      });
    }
  };
  distance("Table 8", 4);
  distance("Table 10", 6);

  // Table 9: material × treatment, metric tons CO2e per short ton; "NA" is not available.
  const t9 = table(edition.book, "Table 9");
  const header = t9.rows.find((r) => r[0] === "Material");
  if (!header) throw new Error("Table 9 has no Material header");
  const treatments = header.slice(1).map((h) => clean(h));
  for (const row of t9.rows.slice(t9.rows.indexOf(header) + 1)) {
    if (typeof row[0] !== "string" || row.length < 3) continue;
    const material = clean(row[0]);
    treatments.forEach((treatment, i) => {
      const cell = row[i + 1];
      if (cell === undefined || cell === null) return;
      const key = activity(
        {
          key: `us_waste.${slug(material)}.${slug(treatment)}`,
          label: `Waste (US EPA WARM): ${material}, ${treatment.toLowerCase()}`,
          scope: 3,
          scope3_category: 5,
          source_type: "waste",
          methane_origin: "non_fossil",
        },
        "short ton",
      );
      add({
        key: `t9.${slug(material)}.${slug(treatment)}`,
        label: `${material}, ${treatment.toLowerCase()}, CO2e per short ton`,
        activity: key,
        scope: 3,
        scope3_category: 5,
        gas: "CO2e",
        unit_input: "short ton",
        unit_output: "kg CO2e",
        value: num(cell) === null ? null : scaled(num(cell)!, 1000),
        subregion: null,
        doc: doc(t9, `${material}, ${treatment}: ${cell} metric tons CO2e per short ton`),
      });
    });
  }
  return { factors, activities: [...activities.values()].sort((a, b) => (a.key < b.key ? -1 : 1)) };
}
