import { ulid } from "ulid";
import type { z } from "zod";
import type { activityRecordInputSchema } from "../../contracts/api";
import { financialYear, financialYearOf } from "../../contracts/financial-year";
import type { Queryable } from "../db/client";
import { calculateBatch } from "../v1/activity-data/calculate";
import {
  insertActivityRecords,
  insertInstrument,
  insertMonthPieces,
  insertProductionRecords,
} from "../v1/activity-data/records-store";
import { insertUpload } from "../v1/activity-data/uploads-store";
import { newIds } from "../v1/platform/ids";

/**
 * 36 months of activity data for the demo manufacturer, ending with the last complete month: grid electricity
 * with summer peaks, DG-set diesel that rises with monsoon outages, boiler gas, canteen LPG, refrigerant top-ups,
 * road freight and purchased goods by spend, production volumes, and one REC; and, for the last 12 months, the
 * value chain a sustainability team records every month (`SCOPE3_PLANS`): flights, hotel nights and taxis, export
 * freight by sea, waste by material and treatment, and mains water, on the DESNZ factors (a disclosed proxy). A few months are estimated and the
 * distribution centre has a two-month gap in its electricity data, so completeness and estimated shares mean
 * something. The figures are illustrative, deterministic (a fixed seed) and plausible for an Indian plant.
 */

export type DemoSite = {
  id: string;
  key: "pune" | "chennai" | "gurugram";
  country: string;
  industry: string | null;
  sources: { type: string; description: string; id: string; meterId: string }[];
};

type Input = z.output<typeof activityRecordInputSchema>;

/** Road freight has no factor for India; the DESNZ 2025 HGV factor is pinned as a disclosed proxy for every year. */
const FREIGHT_FACTOR = "desnz2025_hgv_alldiesel_avgladen_tkm";
const MONTHS = 36;

/** Mulberry32: a small seeded generator, so the demo data is the same every time. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first and last day of each of the 36 months before the current one. */
export function demoMonths(now: Date): { start: string; end: string; month: number; index: number }[] {
  const out = [];
  for (let i = MONTHS; i >= 1; i--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 0));
    out.push({ start: iso(start), end: iso(end), month: start.getUTCMonth(), index: MONTHS - i });
  }
  return out;
}

export type Period = { from: string; to: string };

/**
 * Financial years (April to March) inside the demo data's window: the latest it holds whole, and the one before,
 * which it always holds whole too (the window is 36 months). They move on with the window, so an example that
 * asks about them never asks about months that have left it.
 */
export function demoFinancialYears(now: Date): { latest: Period; previous: Period } {
  const last = demoMonths(now).at(-1)!;
  const latest = financialYearOf(last.end) - (last.month === 2 ? 0 : 1);
  return { latest: financialYear(latest), previous: financialYear(latest - 1) };
}

/** Indian summer (April-June) peaks for cooling; monsoon (July-September) grid outages run the DG sets. */
const SUMMER = [0.92, 0.95, 1.04, 1.16, 1.2, 1.12, 1.0, 0.98, 1.0, 0.99, 0.94, 0.9];
const MONSOON = [0.8, 0.8, 0.85, 0.95, 1.0, 1.15, 1.45, 1.5, 1.3, 1.0, 0.85, 0.8];

/** Output grows ~5% a year, and energy per unit falls. */
export const growth = (i: number) => 1 + 0.004 * i;
const efficiency = (i: number) => 1 - 0.0025 * i;

type DemoMonth = { month: number; index: number; last: number };
/** Draws from the seeded generator: a line's quantity draws in table order, so the data stays the same. */
type Draw = { noise: (spread?: number) => number; rand: () => number };
type DemoLine = {
  activity: Input["activity"];
  unit: Input["unit"];
  /** The month's quantity before rounding. */
  quantity: (m: DemoMonth, draw: Draw) => number;
  /** The demo source (and its meter) the line is measured at. */
  source?: "electricity" | "dg" | "boiler";
  /** Months with a record of this line (default every month). */
  when?: (m: DemoMonth) => boolean;
  estimated?: (m: DemoMonth) => boolean;
  factor_id?: string;
  supplier_id?: string;
};
type SitePlan = { lines: DemoLine[]; product?: { name: string; tonnes: number } };

const freight = (tonneKm: number, supplier_id: string): DemoLine => ({
  activity: "road_freight",
  unit: "tonne-km",
  quantity: (m, d) => tonneKm * growth(m.index) * d.noise(0.1),
  factor_id: FREIGHT_FACTOR,
  supplier_id,
});
const spend = (activity: Input["activity"], inr: number, supplier_id: string): DemoLine => ({
  activity,
  unit: "INR",
  quantity: (m, d) => inr * growth(m.index) * d.noise(0.15),
  supplier_id,
});

/** A plant's grid electricity: summer peaks, growing output, falling energy per unit. */
const plantElectricity = (kwh: number, estimated?: DemoLine["estimated"]): DemoLine => ({
  activity: "grid_electricity",
  unit: "kWh",
  source: "electricity",
  quantity: (m, d) => kwh * SUMMER[m.month]! * growth(m.index) * efficiency(m.index) * d.noise(),
  ...(estimated ? { estimated } : {}),
});
/** DG-set diesel, rising with the monsoon's outages (`monsoonShift` months later in the calendar). */
const generatorDiesel = (litres: number, monsoonShift: number, estimated: DemoLine["estimated"]): DemoLine => ({
  activity: "diesel",
  unit: "L",
  source: "dg",
  quantity: (m, d) => litres * MONSOON[(m.month + monsoonShift) % 12]! * d.noise(0.12),
  estimated,
});
/** Refrigerant top-ups of `least` to `least + spread` kg in the months `when` names. */
const refrigerant = (activity: Input["activity"], least: number, spread: number, when: DemoLine["when"]): DemoLine => ({
  activity,
  unit: "kg",
  quantity: (_, d) => least + d.rand() * spread,
  when,
});

/** What each demo site records every month, in the order the records are written. */
const SITE_PLANS: Record<DemoSite["key"], SitePlan> = {
  pune: {
    lines: [
      plantElectricity(820_000),
      generatorDiesel(5_200, 0, (m) => m.index === m.last - 14),
      {
        activity: "natural_gas",
        unit: "Nm3",
        source: "boiler",
        quantity: (m, d) => 38_000 * growth(m.index) * d.noise(),
      },
      refrigerant("refrigerant_hfc134a", 6, 10, (m) => m.month % 4 === 1),
      freight(240_000, "SUP-TRANSLINE"),
      spend("purchased_goods_iron_steel", 42_000_000, "SUP-DECCAN-STEEL"),
      spend("purchased_goods_packaging", 3_800_000, "SUP-PACKWELL"),
    ],
    product: { name: "Assemblies", tonnes: 1_750 },
  },
  chennai: {
    lines: [
      plantElectricity(610_000, (m) => m.index === m.last),
      generatorDiesel(3_900, 3, (m) => m.index === m.last || m.index === m.last - 1),
      { activity: "lpg", unit: "L", quantity: (_, d) => 1_300 * d.noise(0.05) },
      refrigerant("refrigerant_r410a", 4, 8, (m) => m.month % 6 === 2),
      freight(150_000, "SUP-TRANSLINE"),
      spend("purchased_goods_components", 18_000_000, "SUP-SOUTHERN-AUTO"),
    ],
    product: { name: "Components", tonnes: 1_080 },
  },
  gurugram: {
    lines: [
      {
        activity: "grid_electricity",
        unit: "kWh",
        source: "electricity",
        quantity: (m, d) => 118_000 * SUMMER[m.month]! * d.noise(),
        // The distribution centre's meter data is missing for two months (a replaced meter).
        when: (m) => m.index !== 29 && m.index !== 30,
      },
      refrigerant("refrigerant_hfc32", 3, 5, (m) => m.month === 4),
      freight(560_000, "SUP-NORTHLINE"),
    ],
  },
};

const perMonth = (activity: string, unit: Input["unit"], amount: number, spread = 0.12): DemoLine => ({
  activity,
  unit,
  quantity: (_, d) => amount * d.noise(spread),
});
/** Trips cluster before the financial year closes (Feb-Mar) and around trade fairs (Sep-Oct); little in May-Jun. */
const TRAVEL = [1.0, 1.3, 1.35, 0.9, 0.6, 0.55, 0.8, 0.9, 1.25, 1.3, 1.0, 0.7];
const travel = (activity: string, unit: Input["unit"], amount: number): DemoLine => ({
  activity,
  unit,
  quantity: (m, d) => amount * TRAVEL[m.month]! * d.noise(0.2),
});

/** What each site records of its value chain each month of the last year: Scope 3 categories 1, 4, 5 and 6. */
const SCOPE3_PLANS: Record<DemoSite["key"], DemoLine[]> = {
  pune: [
    travel("business_travel_air.flights.international_to_from_non_uk.economy_class.with_rf", "passenger-km", 46_000),
    travel("business_travel_air.flights.international_to_from_non_uk.business_class.with_rf", "passenger-km", 9_000),
    travel("hotel_stay.india", "room-night", 70),
    travel("business_travel_land.taxis.regular_taxi", "km", 3_400),
    perMonth("freighting_goods.cargo_ship.container_ship.average", "tonne-km", 1_900_000, 0.2),
    perMonth("waste_disposal.metal.metal_scrap_metal.closed_loop", "tonne", 62),
    perMonth("waste_disposal.refuse.commercial_and_industrial_waste.landfill", "tonne", 14),
    perMonth("waste_disposal.paper.paper_and_board_board.closed_loop", "tonne", 7),
    perMonth("water_supply", "m3", 5_200, 0.08),
    perMonth("water_treatment", "m3", 4_400, 0.08),
  ],
  chennai: [
    travel("business_travel_air.flights.international_to_from_non_uk.economy_class.with_rf", "passenger-km", 21_000),
    travel("hotel_stay.india", "room-night", 36),
    travel("business_travel_land.taxis.regular_taxi", "km", 2_100),
    perMonth("freighting_goods.cargo_ship.container_ship.average", "tonne-km", 1_100_000, 0.2),
    perMonth("waste_disposal.metal.metal_scrap_metal.closed_loop", "tonne", 35),
    perMonth("waste_disposal.refuse.commercial_and_industrial_waste.landfill", "tonne", 9),
    perMonth("waste_disposal.refuse.organic_food_and_drink_waste.anaerobic_digestion", "tonne", 2.5),
    perMonth("water_supply", "m3", 3_100, 0.08),
    perMonth("water_treatment", "m3", 2_700, 0.08),
  ],
  gurugram: [
    travel("hotel_stay.india", "room-night", 18),
    travel("business_travel_land.taxis.regular_taxi", "km", 1_500),
    perMonth("waste_disposal.paper.paper_and_board_board.closed_loop", "tonne", 11),
    perMonth("waste_disposal.refuse.commercial_and_industrial_waste.landfill", "tonne", 4),
    perMonth("water_supply", "m3", 650, 0.08),
  ],
};
const SCOPE3_MONTHS = 12;

export function demoActivity(sites: readonly DemoSite[], now: Date) {
  const rand = random(20251001);
  const draw: Draw = { noise: (spread = 0.06) => 1 + (rand() * 2 - 1) * spread, rand };
  const records: Input[] = [];
  const production: {
    facility_id: string;
    product: string;
    quantity: number;
    unit: "tonne";
    period_start: string;
    period_end: string;
  }[] = [];
  const months = demoMonths(now);
  const last = months.length - 1;
  for (const site of sites) {
    const source = (type: string, description?: string) =>
      site.sources.find((s) => s.type === type && (!description || s.description === description));
    const sources = {
      electricity: source("purchased_electricity"),
      dg: source("stationary_combustion", "Diesel generator set"),
      boiler: source("stationary_combustion", "Natural gas boiler"),
    };
    const plan = SITE_PLANS[site.key];
    for (const m of months) {
      const period = { period_start: m.start, period_end: m.end };
      const month = { month: m.month, index: m.index, last };
      for (const line of plan.lines) {
        if (line.when && !line.when(month)) continue;
        const measured = line.source ? sources[line.source] : undefined;
        records.push({
          facility_id: site.id,
          estimated: line.estimated?.(month) ?? false,
          activity: line.activity,
          quantity: Math.round(line.quantity(month, draw)),
          unit: line.unit,
          ...period,
          ...(line.source ? { source_id: measured?.id, meter_id: measured?.meterId } : {}),
          ...(line.factor_id ? { factor_id: line.factor_id } : {}),
          ...(line.supplier_id ? { supplier_id: line.supplier_id } : {}),
        });
      }
      if (plan.product) {
        production.push({
          facility_id: site.id,
          product: plan.product.name,
          quantity: Math.round(plan.product.tonnes * growth(m.index) * draw.noise(0.04)),
          unit: "tonne",
          ...period,
        });
      }
    }
  }
  // The value chain's year draws from a generator of its own, so the lines above keep their figures.
  const scope3Rand = random(20261101);
  const scope3Draw: Draw = { noise: (spread = 0.06) => 1 + (scope3Rand() * 2 - 1) * spread, rand: scope3Rand };
  for (const site of sites) {
    for (const m of months.slice(-SCOPE3_MONTHS)) {
      const month = { month: m.month, index: m.index, last };
      for (const line of SCOPE3_PLANS[site.key]) {
        const quantity = line.quantity(month, scope3Draw);
        records.push({
          facility_id: site.id,
          estimated: false,
          activity: line.activity,
          quantity: line.unit === "tonne" ? Math.round(quantity * 10) / 10 : Math.round(quantity),
          unit: line.unit,
          period_start: m.start,
          period_end: m.end,
        });
      }
    }
  }
  // One year of renewable certificates at Pune covering part of its consumption: market-based falls below location-based.
  const pune = sites.find((s) => s.key === "pune");
  const lastYear = months.slice(-12);
  const instruments = pune
    ? [
        {
          facility_id: pune.id,
          kind: "REC" as const,
          mwh: 3_000,
          emission_rate_kg_per_mwh: 0,
          period_start: lastYear[0]!.start,
          period_end: lastYear.at(-1)!.end,
          certificate_ref: "I-REC-IN-2025-000417",
        },
      ]
    : [];
  return { records, production, instruments };
}

/** Writes the demo activity data of a tenant's demo sites. */
export async function seedDemoActivity(q: Queryable, tenantId: string, sites: readonly DemoSite[], now = new Date()) {
  const { records, production, instruments } = demoActivity(sites, now);
  const facts = new Map(sites.map((s) => [s.id, { country: s.country, industry: s.industry }]));
  const calculated = calculateBatch(records, facts, null, "latest");
  if (!calculated.ok) throw new Error(`demo data does not calculate: ${JSON.stringify(calculated.errors.slice(0, 3))}`);
  const created = new Date(now.getTime() - 60_000);
  const ids = newIds(records.length);
  const uploadId = ulid();
  await insertUpload(q, tenantId, {
    id: uploadId,
    kind: "demo",
    clientId: null,
    records: records.length,
    createdAt: created,
  });
  await insertActivityRecords(q, tenantId, ids, calculated.records, created, uploadId);
  await insertMonthPieces(q, tenantId, ids);
  await insertProductionRecords(q, tenantId, newIds(production.length), production, created);
  for (const i of instruments) await insertInstrument(q, tenantId, { ...i, id: ulid(), createdAt: created });
  return { activity_records: records.length, production_records: production.length, instruments: instruments.length };
}
