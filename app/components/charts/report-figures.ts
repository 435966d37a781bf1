import { sampleReport } from "~/content/sample-report";
import { scope3Categories } from "~/content/scope3-categories";
import type { DemoFigures } from "../../../contracts/demo-figures";
import { facilityOverview, scopeDashboard } from "./demo-series";
import { facilitiesSlide, maccSlide, roundToTotal, scopesSlide, trendSlide } from "./showcase-slides";

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * The figures of the sample report: the demo tenant's last 12 months (the home page's showcase pictures, so the
 * site shows one set of numbers), with each site by scope, Scope 3 by category and the year's data quality.
 * Tonnes are rounded to whole tCO2e as the report prints them, each breakdown so that it adds up to its scope's
 * rounded total: one figure for each scope, whichever table states it.
 */
export function reportFigures(f: DemoFigures) {
  const sites = facilityOverview(f);
  const scopes = scopesSlide(f);
  const scopeTotal = (scope: 1 | 2 | 3) => scopes.scopes.find((s) => s.scope === scope)?.tco2e ?? 0;
  const siteScopes = ([1, 2, 3] as const).map((scope) =>
    roundToTotal(
      sites.facilities.map((s) => s.byScope[scope - 1]!),
      scopeTotal(scope),
    ),
  );
  const categories = roundToTotal(
    f.year.scope3Categories.map((c) => c.tco2e),
    scopeTotal(3),
  );
  return {
    company: f.company,
    months: scopeDashboard(f).months,
    scopes,
    trend: trendSlide(f),
    facilities: facilitiesSlide(f),
    macc: maccSlide(f),
    byFacility: sites.facilities.map((s, i) => ({
      facility: s.name,
      state: s.state,
      scopes: siteScopes.map((scope) => scope[i]!) as [number, number, number],
      intensity: s.intensity,
      change: s.changePct,
    })),
    scope3Categories: f.year.scope3Categories.map((c, i) => ({
      category: c.category,
      name: scope3Categories[c.category] ?? `Category ${c.category}`,
      tco2e: categories[i]!,
    })),
    quality: { completenessPct: f.year.completenessPct, estimatedPct: f.year.estimatedPct },
  };
}
export type ReportFigures = ReturnType<typeof reportFigures>;

/**
 * Totals the report states, each the sum of the rounded figures it closes, so every table adds up as printed; and
 * as the figures are rounded to their scope's total, every table's total is the scope figure of the summary.
 */
export function reportTotals(figures: ReportFigures) {
  const byScope = Object.fromEntries(figures.scopes.scopes.map((s) => [s.scope, s.tco2e])) as Record<1 | 2 | 3, number>;
  const facilityScopes = [0, 1, 2].map((i) => sum(figures.byFacility.map((r) => r.scopes[i]!))) as [
    number,
    number,
    number,
  ];
  return {
    byScope,
    total: byScope[1] + byScope[2] + byScope[3],
    scope12: byScope[1] + byScope[2],
    monthly: sum(figures.trend.points.map((p) => p.value)),
    facilityScopes,
    facilities: sum(facilityScopes),
    scope3Categories: sum(figures.scope3Categories.map((c) => c.tco2e)),
    abatement: sum(figures.macc.measures.map((m) => m.abatement)),
  };
}

/** Approval dates of a report on a period: drafted, reviewed and signed off in the weeks after it closes. */
export function approvalDates(lastMonth: string) {
  const [year, month] = lastMonth.split("-").map(Number) as [number, number];
  const day = (d: number) => new Date(Date.UTC(year, month, d));
  const display = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return sampleReport.approvals.map((a) => {
    const date = day(a.dayAfterClose);
    return { stage: a.stage, by: a.by, date: date.toISOString().slice(0, 10), display: display.format(date) };
  });
}
