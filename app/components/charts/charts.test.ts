import figures from "virtual:demo-figures";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chartColours, nf, scopeColours } from "./chart-kit";
import { emissionsForecast, facilityOverview, reportingKpis, scopeDashboard } from "./demo-series";
import { FacilityOverview } from "./facility-overview";
import { ForecastChart } from "./forecast-chart";
import { ReportingKpis } from "./reporting-kpis";
import { ScopeDashboard } from "./scope-dashboard";

/** The demo figures (tCO2e by facility, scope and month) summed over the last `n` months, `skip` months back. */
function total(n: number, skip = 0, scopes = [0, 1, 2]) {
  const to = figures.months.length - skip;
  return figures.facilities.reduce(
    (sum, f) => sum + scopes.reduce((s, scope) => s + f.scopes[scope]!.slice(to - n, to).reduce((a, b) => a + b, 0), 0),
    0,
  );
}

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe("the hero charts", () => {
  it("draw the home dashboard from the demo figures: the year's total, its change and each month's bar", () => {
    const data = scopeDashboard(figures);
    const html = render(createElement(ScopeDashboard, { id: "t", data }));
    expect(texts(html)).toContain(`${nf.format(total(12))} t`);
    const change = ((total(12) - total(12, 12)) / total(12, 12)) * 100;
    expect(data.changePct).toBeCloseTo(change, 6);
    expect(html).toContain(`Total ${nf.format(total(12))} tCO2e over the 12 months`);
    // Each month's stacked bar: the three rectangles of a month, heights proportional to the month's scopes.
    const lastMonth = figures.facilities.map((f) => f.scopes.map((s) => s.at(-1)!));
    for (const scope of [0, 1, 2]) {
      expect(data.scopes[scope]!.at(-1)).toBeCloseTo(
        lastMonth.reduce((s, f) => s + f[scope]!, 0),
        6,
      );
      expect(html).toContain(
        `${["Scope 1", "Scope 2 (location-based)", "Scope 3"][scope]} ${nf.format(total(12, 0, [scope]))} tCO2e`,
      );
    }
  });

  it("draw the reporting KPIs, the forecast and the facilities from the same figures", () => {
    const kpis = render(createElement(ReportingKpis, { id: "k", data: reportingKpis(figures) }));
    expect(texts(kpis)).toEqual(
      expect.arrayContaining([nf.format(total(12)), ...[0, 1, 2].map((s) => nf.format(total(12, 0, [s])))]),
    );
    for (const t of figures.year.sourceTypes) expect(texts(kpis)).toContain(nf.format(t.tco2e));

    const forecast = render(createElement(ForecastChart, { id: "f", data: emissionsForecast(figures) }));
    const next = figures.forecast.points[0]!;
    expect(forecast).toContain(
      `${nf.format(next.forecast)} tCO2e (90% interval ${nf.format(next.p05)} to ${nf.format(next.p95)})`,
    );
    expect(forecast).toContain(`${nf.format(total(1))}`);

    const sites = facilityOverview(figures);
    const facilities = render(createElement(FacilityOverview, { id: "p", data: sites }));
    expect(sites.facilities.reduce((s, f) => s + f.total, 0)).toBeCloseTo(total(12), 6);
    for (const f of sites.facilities) expect(facilities).toContain(`${f.name}, ${f.state}`);
  });

  it("use colours at 3:1 or more against the white card, the scopes' far apart in hue", () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const luminance = (hex: string) => {
      const [r, g, b] = rgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const hue = (hex: string) => {
      const [r, g, b] = rgb(hex) as [number, number, number];
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    for (const c of [...scopeColours, chartColours.muted, chartColours.axis]) {
      expect(contrast(c, "#ffffff")).toBeGreaterThanOrEqual(3);
    }
    for (const [i, a] of scopeColours.entries()) {
      for (const b of scopeColours.slice(i + 1)) {
        const apart = Math.abs(hue(a) - hue(b));
        expect(Math.min(apart, 360 - apart)).toBeGreaterThan(45);
      }
    }
  });

  it("keep every label at 12 px or more", () => {
    for (const html of [
      render(createElement(ScopeDashboard, { id: "t", data: scopeDashboard(figures) })),
      render(createElement(ReportingKpis, { id: "k", data: reportingKpis(figures) })),
    ]) {
      const sizes = [...html.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(10);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    }
  });
});
