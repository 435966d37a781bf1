import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { MACC_EXAMPLE_REQUEST } from "../v1/emission-analytics/planning-examples";
import { demoFigures } from "./demo-figures";

type Series = { series: { key: { scope: number }; points: { ts: string; value: number | null }[] }[] };
type Breakdown = { items: { dimension: { source_type: string }; value: number }[] };

/** The figures the site's charts draw are the ones the sandbox serves for its demo tenant. */
describe.each(engines)("the demo figures on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  const figures = demoFigures();
  const months = figures.months;
  const lastDay = (month: string) => {
    const [y, m] = month.split("-").map(Number);
    return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  };
  const period = (from: string, to: string) => `period.from=${from}-01&period.to=${lastDay(to)}`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    token = await api.token();
  });
  afterAll(() => server.close());

  it("give every month's emissions by scope as the timeseries does (Scope 2 location-based)", async () => {
    const res = await api.call<Series>(
      "GET",
      `/v1/emission-analytics/timeseries?grain=month&group_by=scope&scope2_method=LOCATION&${period(months[0]!, months.at(-1)!)}`,
      { token },
    );
    expect(res.status).toBe(200);
    for (const scope of [1, 2, 3] as const) {
      const served = res.body.series.find((s) => s.key.scope === scope)!.points;
      expect(served).toHaveLength(36);
      served.forEach((point, i) => {
        const drawn = figures.facilities.reduce((sum, f) => sum + f.scopes[scope - 1]![i]!, 0);
        expect(point.ts.slice(0, 7)).toBe(months[i]);
        expect(drawn).toBeCloseTo((point.value ?? 0) / 1000, 2);
      });
    }
  });

  it("give the last 12 months by source type and their data quality as the breakdown and KPIs do", async () => {
    const window = period(months.at(-12)!, months.at(-1)!);
    const breakdown = await api.call<Breakdown>(
      "GET",
      `/v1/emission-analytics/breakdown?dimensions=source_type&top=10&scope2_method=LOCATION&${window}`,
      { token },
    );
    expect(breakdown.status).toBe(200);
    expect(figures.year.sourceTypes.map((t) => ({ sourceType: t.sourceType, tco2e: Math.round(t.tco2e) }))).toEqual(
      breakdown.body.items.map((i) => ({ sourceType: i.dimension.source_type, tco2e: Math.round(i.value / 1000) })),
    );
    const scopeOf = Object.fromEntries(figures.year.sourceTypes.map((t) => [t.sourceType, t.scope]));
    expect(scopeOf).toMatchObject({ stationary_combustion: 1, purchased_electricity: 2, business_travel: 3 });
    const kpis = await api.call<{ quality: { completeness_pct: number; estimated_pct: number } }>(
      "GET",
      `/v1/emission-analytics/kpis?scope2_method=LOCATION&${window}`,
      { token },
    );
    expect(figures.year.completenessPct).toBeCloseTo(kpis.body.quality.completeness_pct, 1);
    expect(figures.year.estimatedPct).toBeCloseTo(kpis.body.quality.estimated_pct, 1);
  });

  it("give the last 12 months' Scope 3 by category as the breakdown does", async () => {
    const window = period(months.at(-12)!, months.at(-1)!);
    const res = await api.call<{ items: { dimension: { scope3_category: number | null }; value: number }[] }>(
      "GET",
      `/v1/emission-analytics/breakdown?dimensions=scope3_category&filter=scope==3&top=20&${window}`,
      { token },
    );
    expect(res.status).toBe(200);
    const served = res.body.items
      .map((i) => ({ category: i.dimension.scope3_category, tco2e: Math.round(i.value / 1000) }))
      .sort((a, b) => (a.category ?? 0) - (b.category ?? 0));
    expect(figures.year.scope3Categories.map((c) => ({ category: c.category, tco2e: Math.round(c.tco2e) }))).toEqual(
      served,
    );
  });

  it("give the abatement curve the sandbox answers for its documented example", async () => {
    const res = await api.call<{
      bars: { label: string; cost_per_tco2e_paise: number; annual_abatement_tco2e: number }[];
    }>("POST", "/v1/emission-analytics/macc", { token, body: MACC_EXAMPLE_REQUEST });
    expect(res.status).toBe(200);
    expect(figures.macc).toEqual(
      res.body.bars.map((b) => ({
        label: b.label,
        costPerTonne: b.cost_per_tco2e_paise / 100,
        abatement: b.annual_abatement_tco2e,
      })),
    );
  });
});
