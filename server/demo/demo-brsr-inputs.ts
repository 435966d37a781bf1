import { wasteFigures, waterFigures } from "../../carbon/water-and-waste";
import { financialYearId } from "../../contracts/api";
import type {
  WasteCategory,
  WasteDisposalMethod,
  WasteRecoveryOperation,
  WaterSource,
} from "../../contracts/api/brsr-input-lists";
import { financialYearOf } from "../../contracts/financial-year";
import type { Queryable } from "../db/client";
import {
  insertWasteRecords,
  insertWaterRecords,
  type StoredWaste,
  type StoredWater,
  saveFinancialYear,
} from "../v1/brsr-inputs/brsr-inputs-store";
import { insertInputUpload } from "../v1/brsr-inputs/input-uploads-store";
import { newIds } from "../v1/platform/ids";
import { type DemoSite, demoFinancialYears, demoMonths, growth, random } from "./demo-activity";

/**
 * What BRSR Core asks of the demo manufacturer besides its activity data, for the two whole financial years of
 * its window: each site's water (withdrawn mostly from the municipal supply and ground water, discharged to the
 * municipal sewer after secondary treatment in its ETP/STP) and waste (by BRSR's categories, mostly recycled)
 * every month, and each year's revenue from operations. The waste streams match the value chain's waste lines of
 * `demo-activity.ts` (metal scrap, paper and board, general waste to landfill). Deterministic: a generator of its
 * own, so the activity data keeps its figures. No PPP factor: none with a source for these years is in the
 * project, so the product shows it as missing.
 */

/**
 * Revenue from operations, rupees: ₹138 crore, then ₹146.5 crore (+6%, as output grows): an auto-components maker
 * buying ~₹77 crore of steel and components a year (`SITE_PLANS`' spend lines), materials ~55% of revenue.
 */
const REVENUE_INR = { previous: 1_380_000_000, latest: 1_465_000_000 };

/** Cooling towers and gardens draw most in the Indian summer (April-June), least in the monsoon and winter. */
const WATER_SEASON = [0.9, 0.93, 1.02, 1.12, 1.16, 1.06, 0.94, 0.92, 0.96, 1.0, 0.96, 0.91];

type WaterPlan = {
  /** Kilolitres withdrawn in an average month. */
  kl: number;
  /** Shares of the withdrawal by source (they add up to 1). */
  sources: Partial<Record<WaterSource, number>>;
  /** The share of the withdrawal sent, treated, to the municipal sewer; the rest evaporates or waters the gardens. */
  discharged: number;
};

/** A plant of ~300 people withdraws a few thousand kL a month; the distribution centre a few hundred. */
const WATER_PLANS: Record<DemoSite["key"], WaterPlan> = {
  pune: { kl: 4_800, sources: { third_party: 0.55, ground: 0.35, surface: 0.1 }, discharged: 0.62 },
  chennai: { kl: 3_300, sources: { third_party: 0.6, ground: 0.4 }, discharged: 0.66 },
  gurugram: { kl: 700, sources: { third_party: 0.72, ground: 0.28 }, discharged: 0.8 },
};

/** A waste stream: its BRSR category, where it goes, and kilograms in an average month. */
type WasteStream = {
  category: WasteCategory;
  to: { recovered: WasteRecoveryOperation } | { disposed: WasteDisposalMethod };
  kg: number;
};
const stream = (category: WasteCategory, to: WasteStream["to"], kg: number): WasteStream => ({ category, to, kg });
const RECYCLED = { recovered: "recycled" } as const;

const WASTE_PLANS: Record<DemoSite["key"], WasteStream[]> = {
  pune: [
    stream("other_non_hazardous", RECYCLED, 62_000), // metal scrap: turnings, blanking offcuts
    stream("other_non_hazardous", RECYCLED, 7_000), // paper and board packaging
    stream("other_non_hazardous", { disposed: "landfill" }, 14_000), // general waste
    stream("plastic", RECYCLED, 1_800),
    stream("e_waste", RECYCLED, 150),
    stream("other_hazardous", RECYCLED, 900), // used oil, re-refined
    stream("other_hazardous", { disposed: "incineration" }, 600), // paint sludge
  ],
  chennai: [
    stream("other_non_hazardous", RECYCLED, 35_000), // metal scrap
    stream("other_non_hazardous", { disposed: "landfill" }, 9_000), // general waste
    stream("other_non_hazardous", { recovered: "other_recovery" }, 2_500), // canteen waste, to a biogas plant
    stream("plastic", RECYCLED, 1_200),
    stream("e_waste", RECYCLED, 80),
    stream("other_hazardous", RECYCLED, 600), // used oil, re-refined
    stream("other_hazardous", { disposed: "incineration" }, 300), // paint sludge
  ],
  gurugram: [
    stream("other_non_hazardous", RECYCLED, 11_000), // paper and board packaging
    stream("other_non_hazardous", { disposed: "landfill" }, 4_000), // general waste
    stream("plastic", RECYCLED, 2_200), // stretch wrap
    stream("e_waste", RECYCLED, 50),
  ],
};

type Given<K extends string> = Partial<Record<K, number>>;
const add = <K extends string>(to: Given<K>, key: K, amount: number) => {
  to[key] = (to[key] ?? 0) + amount;
};

/** The demo sites' water and waste records of the two whole financial years, and the years' figures. */
export function demoBrsrInputs(sites: readonly DemoSite[], now: Date) {
  const rand = random(20261128);
  const noise = (spread: number) => 1 + (rand() * 2 - 1) * spread;
  const { latest, previous } = demoFinancialYears(now);
  const months = demoMonths(now).filter((m) => m.start >= previous.from && m.end <= latest.to);
  const water: Omit<StoredWater, "id">[] = [];
  const waste: Omit<StoredWaste, "id">[] = [];
  for (const site of sites) {
    const plan = WATER_PLANS[site.key];
    for (const m of months) {
      const period = { facility_id: site.id, period_start: m.start, period_end: m.end };
      const kl = plan.kl * WATER_SEASON[m.month]! * growth(m.index) * noise(0.06);
      const withdrawal: Given<WaterSource> = {};
      for (const [source, share] of Object.entries(plan.sources) as [WaterSource, number][]) {
        withdrawal[source] = Math.round(kl * share);
      }
      const secondary = Math.round(kl * plan.discharged * noise(0.03));
      water.push({
        ...period,
        entered_unit: "kL",
        ...waterFigures({ unit: "kL", withdrawal, discharge: { third_party: { secondary } } }),
      });
      const generated: Given<WasteCategory> = {};
      const recovered: Given<WasteRecoveryOperation> = {};
      const disposed: Given<WasteDisposalMethod> = {};
      for (const s of WASTE_PLANS[site.key]) {
        const kg = Math.round(s.kg * growth(m.index) * noise(0.12));
        add(generated, s.category, kg);
        if ("recovered" in s.to) add(recovered, s.to.recovered, kg);
        else add(disposed, s.to.disposed, kg);
      }
      waste.push({ ...period, entered_unit: "kg", ...wasteFigures({ unit: "kg", generated, recovered, disposed }) });
    }
  }
  const years = [
    { year: financialYearId(financialYearOf(previous.from)), revenue: REVENUE_INR.previous },
    { year: financialYearId(financialYearOf(latest.from)), revenue: REVENUE_INR.latest },
  ];
  return { water, waste, years };
}

/** Writes the demo sites' water and waste records and the financial years, through the BRSR inputs' store. */
export async function seedDemoBrsrInputs(q: Queryable, tenantId: string, sites: readonly DemoSite[], now = new Date()) {
  const { water, waste, years } = demoBrsrInputs(sites, now);
  const created = new Date(now.getTime() - 60_000);
  const waterIds = newIds(water.length);
  const wasteIds = newIds(waste.length);
  const [waterUpload, wasteUpload] = newIds(2) as [string, string];
  const upload = { kind: "demo", clientId: null, createdAt: created, fileName: null, fileSha256: null } as const;
  await insertInputUpload(q, tenantId, { ...upload, id: waterUpload, recordType: "water", records: water.length });
  await insertInputUpload(q, tenantId, { ...upload, id: wasteUpload, recordType: "waste", records: waste.length });
  await insertWaterRecords(
    q,
    tenantId,
    water.map((r, i) => ({ ...r, id: waterIds[i]! })),
    created,
    waterUpload,
  );
  await insertWasteRecords(
    q,
    tenantId,
    waste.map((r, i) => ({ ...r, id: wasteIds[i]! })),
    created,
    wasteUpload,
  );
  for (const y of years) {
    await saveFinancialYear(q, tenantId, y.year, { revenue_from_operations_inr: y.revenue, ppp: null }, created);
  }
  return { water_records: water.length, waste_records: waste.length, financial_years: years.length };
}
