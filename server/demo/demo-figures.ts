import { completeness, estimatedSharePct, round } from "../../carbon";
import { forecastMonthly } from "../../carbon/planning";
import type { DemoFigures } from "../../contracts/demo-figures";
import { calculateBatch } from "../v1/activity-data/calculate";
import { MACC_EXAMPLE } from "../v1/emission-analytics/planning-examples";
import { type DemoSite, demoActivity, demoMonths } from "./demo-activity";
import { DEMO_COMPANY, DEMO_FACILITIES } from "./demo-data";

const FORECAST_MONTHS = 6;
const tonnes = (kg: number) => round(kg / 1000, 3);

/** The demo facilities and their sources as `demoActivity` takes them, with ids made from their keys. */
export function demoSitesWithoutDatabase(): DemoSite[] {
  return DEMO_FACILITIES.map((f) => ({
    id: f.key,
    key: f.key,
    country: "IN",
    industry: "manufacturing",
    sources: f.sources.map((s, i) => ({ type: s.type, description: s.description, id: `${f.key}-${i}`, meterId: "" })),
  }));
}

/**
 * The demo tenant's figures without a database: the same generator and the same calculation the sandbox seeds its
 * demo tenant with (`seedDemoActivity`), summed by month the way its analytics do (each demo record spans one
 * calendar month). Pure given `now`, which picks the 36 months as the sandbox does.
 */
export function demoFigures(now = new Date()): DemoFigures {
  const sites = demoSitesWithoutDatabase();
  const { records, production } = demoActivity(sites, now);
  const facts = new Map(sites.map((s) => [s.id, { country: s.country, industry: s.industry }]));
  const calculated = calculateBatch(records, facts, null, "latest");
  if (!calculated.ok) throw new Error(`demo data does not calculate: ${JSON.stringify(calculated.errors[0])}`);

  const months = demoMonths(now);
  const monthIndex = new Map(months.map((m, i) => [m.start, i]));
  const zeros = () => months.map(() => 0);
  const kg = new Map(sites.map((s) => [s.id, [zeros(), zeros(), zeros()] as [number[], number[], number[]]]));
  const produced = new Map<string, number[]>();
  for (const r of calculated.records) {
    const i = monthIndex.get(r.period_start);
    if (i === undefined) throw new Error(`demo record outside the window: ${r.period_start}`);
    kg.get(r.facility_id)![r.scope - 1]![i]! += r.co2e_kg;
  }
  for (const p of production) {
    const series = produced.get(p.facility_id) ?? zeros();
    series[monthIndex.get(p.period_start)!]! += p.quantity;
    produced.set(p.facility_id, series);
  }

  const lastYear = months.slice(-12);
  const from = lastYear[0]!.start;
  const to = lastYear.at(-1)!.end;
  const facilityIds = sites.map((s) => s.id);
  const yearRecords = calculated.records.filter((r) => r.period_start >= from);
  const bySourceType = new Map<string, [number, number, number]>();
  const byScope3Category = new Map<number, number>();
  for (const r of yearRecords) {
    const scopes = bySourceType.get(r.source_type) ?? [0, 0, 0];
    scopes[r.scope - 1]! += r.co2e_kg;
    bySourceType.set(r.source_type, scopes);
    if (r.scope === 3 && r.scope3_category !== null) {
      byScope3Category.set(r.scope3_category, (byScope3Category.get(r.scope3_category) ?? 0) + r.co2e_kg);
    }
  }

  const monthlyTotal = months.map((_, i) =>
    [...kg.values()].reduce((sum, scopes) => sum + scopes[0][i]! + scopes[1][i]! + scopes[2][i]!, 0),
  );
  const forecast = forecastMonthly({
    series: months.map((m, i) => ({ month: m.start.slice(0, 7), value: monthlyTotal[i]! })),
    method: "ETS",
    lookback_months: months.length,
    horizon_months: FORECAST_MONTHS,
  });
  if (!forecast.ok) throw new Error(`demo forecast failed: ${JSON.stringify(forecast.issues)}`);

  return {
    company: DEMO_COMPANY,
    months: months.map((m) => m.start.slice(0, 7)),
    facilities: DEMO_FACILITIES.map((f) => ({
      name: f.name,
      state: f.state,
      sources: f.sources.map((s) => s.description),
      scopes: kg.get(f.key)!.map((series) => series.map(tonnes)) as [number[], number[], number[]],
      production: produced.get(f.key) ?? null,
    })),
    year: {
      sourceTypes: [...bySourceType]
        .map(([sourceType, scopes]) => ({
          sourceType,
          scope: (scopes.indexOf(Math.max(...scopes)) + 1) as 1 | 2 | 3,
          tco2e: tonnes(scopes[0] + scopes[1] + scopes[2]),
        }))
        .sort((a, b) => b.tco2e - a.tco2e),
      completenessPct: round(completeness(facilityIds, from, to, yearRecords).pct ?? 0, 1),
      estimatedPct: round(estimatedSharePct(yearRecords), 1),
      scope3Categories: [...byScope3Category]
        .sort(([a], [b]) => a - b)
        .map(([category, value]) => ({ category, tco2e: tonnes(value) })),
    },
    macc: MACC_EXAMPLE.bars.map((bar) => ({
      label: bar.label,
      costPerTonne: bar.cost_per_tco2e_paise / 100,
      abatement: bar.annual_abatement_tco2e,
    })),
    forecast: {
      model: forecast.value.model.description,
      mape: forecast.value.model.mape === null ? null : round(forecast.value.model.mape, 1),
      points: forecast.value.series.map((p) => ({
        month: p.month,
        forecast: tonnes(p.forecast),
        p05: tonnes(p.p05),
        p95: tonnes(p.p95),
      })),
    },
  };
}
