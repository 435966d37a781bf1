import figures from "virtual:demo-figures";
import { describe, expect, it } from "vitest";
import { approvalDates, reportFigures, reportTotals } from "./report-figures";
import { roundToTotal, showcaseSlides, TARGET_CUT_PCT } from "./showcase-slides";

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
    // Each month rounded up or down (largest remainder) so that the twelve add up to the year as rounded.
    trend.points.forEach((p, i) => {
      expect(Math.abs(p.value - tonnes(1, 11 - i, [0, 1]))).toBeLessThan(1);
    });
    expect(add(trend.points.map((p) => p.value))).toBe(Math.round(tonnes(12, 0, [0])) + Math.round(tonnes(12, 0, [1])));
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
    // Each figure its exact tonnes rounded up or down, so that each scope's column adds up to its rounded total.
    report.byFacility.forEach((r, i) => {
      r.scopes.forEach((t, s) => {
        expect(Math.abs(t - tonnes(12, 0, [s], [figures.facilities[i]!]))).toBeLessThan(1);
      });
    });
    expect(report.scope3Categories.map((c) => c.category)).toEqual(
      figures.year.scope3Categories.map((c) => c.category),
    );
    report.scope3Categories.forEach((c, i) => {
      expect(Math.abs(c.tco2e - figures.year.scope3Categories[i]!.tco2e)).toBeLessThan(1);
    });
    expect(report.scope3Categories.map((c) => c.name)).toContain("Purchased goods and services");
    // The categories hold all of Scope 3 (every demo Scope 3 record has its category).
    expect(add(figures.year.scope3Categories.map((c) => c.tco2e))).toBeCloseTo(tonnes(12, 0, [2]), 1);
    expect(report.quality).toEqual({
      completenessPct: figures.year.completenessPct,
      estimatedPct: figures.year.estimatedPct,
    });
  });

  it("add up as printed, every table to the summary's scope totals", () => {
    expect(totals.total).toBe(totals.byScope[1] + totals.byScope[2] + totals.byScope[3]);
    expect(totals.monthly).toBe(totals.scope12);
    for (const s of [0, 1, 2] as const) expect(totals.facilityScopes[s]).toBe(totals.byScope[(s + 1) as 1 | 2 | 3]);
    expect(totals.scope3Categories).toBe(totals.byScope[3]);
    expect(totals.facilities).toBe(totals.total);
  });

  it("date the approvals in the weeks after the period closes", () => {
    const last = figures.months.at(-1)!;
    const dates = approvalDates(last).map((a) => a.date);
    expect(dates).toEqual([...dates].sort());
    for (const d of dates) expect(d > `${last}-31`).toBe(true);
  });
});

describe("roundToTotal", () => {
  it("rounds to whole numbers that add up to the total, giving the shortfall to the largest remainders", () => {
    expect(roundToTotal([1.4, 1.4, 1.4], 4)).toEqual([2, 1, 1]);
    expect(roundToTotal([0.6, 0.7, 1.7], 3)).toEqual([0, 1, 2]);
    expect(roundToTotal([2, 3], 5)).toEqual([2, 3]);
    expect(roundToTotal([], 0)).toEqual([]);
  });
});
