import figures from "virtual:demo-figures";
import { describe, expect, it } from "vitest";
import { approvalDates, reportFigures, reportTotals } from "./sample-report";
import { showcaseSlides, TARGET_CUT_PCT } from "./showcase-slides";

/**
 * The showcase and the sample report print the demo tenant's figures: each is recomputed here from the raw demo
 * figures (tCO2e by facility, scope and month), not through the functions under test.
 */
const months = figures.months.length;
const add = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
/** tCO2e of the given scopes over `n` months ending `skip` months before the last, for one site or all. */
function tonnes(n: number, skip: number, scopes: number[], sites = figures.facilities) {
  const to = months - skip;
  return add(sites.flatMap((f) => scopes.map((s) => add(f.scopes[s]!.slice(to - n, to)))));
}
const produced = (sites = figures.facilities) => add(sites.map((f) => add(f.production?.slice(-12) ?? [])));

describe("the home showcase's pictures", () => {
  const [scopes, trend, facilities, macc] = showcaseSlides(figures);

  it("split the demo tenant's last 12 months by scope, with intensity, change and completeness", () => {
    expect(scopes?.kind).toBe("scopes");
    if (scopes?.kind !== "scopes") return;
    expect(scopes.scopes.map((s) => s.tco2e)).toEqual([0, 1, 2].map((s) => Math.round(tonnes(12, 0, [s]))));
    const year = tonnes(12, 0, [0, 1, 2]);
    const before = tonnes(12, 12, [0, 1, 2]);
    expect(scopes.kpis.map((k) => k.value)).toEqual([
      (year / produced()).toFixed(2),
      `${year > before ? "+" : "−"}${Math.abs(((year - before) / before) * 100).toFixed(1)}%`,
      `${figures.year.completenessPct.toFixed(1)}%`,
    ]);
  });

  it("draw each month's Scope 1 and 2 against the previous 12 months' average less the yearly cut", () => {
    expect(trend?.kind).toBe("trend");
    if (trend?.kind !== "trend") return;
    expect(trend.points.map((p) => p.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => Math.round(tonnes(1, 11 - i, [0, 1]))),
    );
    expect(trend.target).toBe(Math.round((tonnes(12, 12, [0, 1]) / 12) * (1 - TARGET_CUT_PCT / 100)));
  });

  it("rank every demo site with its year, intensity per tonne produced and change", () => {
    expect(facilities?.kind).toBe("facilities");
    if (facilities?.kind !== "facilities") return;
    expect(facilities.rows).toEqual(
      figures.facilities.map((f) => {
        const year = tonnes(12, 0, [0, 1, 2], [f]);
        const before = tonnes(12, 12, [0, 1, 2], [f]);
        return {
          facility: f.name,
          state: f.state,
          tco2e: Math.round(year),
          intensity: f.production ? expect.closeTo(year / produced([f]), 9) : null,
          change: expect.closeTo(((year - before) / before) * 100, 9),
        };
      }),
    );
  });

  it("cost the sandbox's abatement example as the planning engine does", () => {
    expect(macc?.kind).toBe("macc");
    if (macc?.kind !== "macc") return;
    expect(macc.measures).toEqual(
      figures.macc.map((m) => ({ label: m.label, costPerTonne: Math.round(m.costPerTonne), abatement: m.abatement })),
    );
  });
});

describe("the sample report's figures", () => {
  const report = reportFigures(figures);
  const totals = reportTotals(report);

  it("are the home showcase's pictures, so the site shows one set of numbers", () => {
    expect([report.scopes, report.trend, report.facilities, report.macc]).toEqual(showcaseSlides(figures));
    expect(report.company).toBe(figures.company);
    expect(report.months).toEqual(figures.months.slice(-12));
  });

  it("give each site by scope, and Scope 3 by category, from the demo figures", () => {
    expect(report.byFacility.map((r) => r.scopes)).toEqual(
      figures.facilities.map((f) => [0, 1, 2].map((s) => Math.round(tonnes(12, 0, [s], [f])))),
    );
    expect(report.scope3Categories.map((c) => [c.category, c.tco2e])).toEqual(
      figures.year.scope3Categories.map((c) => [c.category, Math.round(c.tco2e)]),
    );
    expect(report.scope3Categories.map((c) => c.name)).toContain("Purchased goods and services");
    // The categories hold all of Scope 3 (every demo Scope 3 record has its category).
    expect(add(figures.year.scope3Categories.map((c) => c.tco2e))).toBeCloseTo(tonnes(12, 0, [2]), 1);
    expect(report.quality).toEqual({
      completenessPct: figures.year.completenessPct,
      estimatedPct: figures.year.estimatedPct,
    });
  });

  it("add up as printed, each table to within rounding of the scope totals", () => {
    expect(totals.total).toBe(totals.byScope[1] + totals.byScope[2] + totals.byScope[3]);
    // Twelve rounded months against one rounded year: at most half a tonne apart each.
    expect(Math.abs(totals.monthly - totals.scope12)).toBeLessThanOrEqual(6);
    for (const s of [0, 1, 2] as const) {
      expect(Math.abs(totals.facilityScopes[s] - totals.byScope[(s + 1) as 1 | 2 | 3])).toBeLessThanOrEqual(2);
    }
    expect(Math.abs(totals.scope3Categories - totals.byScope[3])).toBeLessThanOrEqual(2);
  });

  it("date the approvals in the weeks after the period closes", () => {
    const last = figures.months.at(-1)!;
    const dates = approvalDates(last).map((a) => a.date);
    expect(dates).toEqual([...dates].sort());
    for (const d of dates) expect(d > `${last}-31`).toBe(true);
  });
});
