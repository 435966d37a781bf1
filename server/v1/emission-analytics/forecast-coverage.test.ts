import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MonthlyValue, rollingCoverage } from "../../../carbon/planning";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { demoActivity } from "../../demo/demo-activity";
import { demoSitesWithoutDatabase } from "../../demo/demo-figures";
import { calculateBatch } from "../activity-data/calculate";

/** The demo tenant's monthly CO2e (location-based) as the demo data is generated at `now`. */
function demoMonthlySeries(now: Date): MonthlyValue[] {
  const sites = demoSitesWithoutDatabase();
  const facts = new Map(sites.map((s) => [s.id, { country: s.country, industry: s.industry }]));
  const calculated = calculateBatch(demoActivity(sites, now).records, facts, null, "latest");
  if (!calculated.ok) throw new Error(JSON.stringify(calculated.errors.slice(0, 3)));
  const byMonth = new Map<string, number>();
  for (const r of calculated.records) {
    const month = r.period_start.slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + r.co2e_kg);
  }
  return [...byMonth.entries()].sort().map(([month, value]) => ({ month, value }));
}

describe("forecast bands on the demo tenant's data", () => {
  it("hold 85-95% of the monthly actuals on rolling-origin backtests of the demo data as generated in each month of a year", () => {
    // One 36-month window gives 12 forecasts from months 12-35 that share most of their errors: its coverage swings
    // with the calendar month the window ends in (0.80-0.96). Twelve windows, one ending in each month, do not.
    const today = new Date();
    let inside = 0;
    let points = 0;
    for (let k = 0; k < 12; k++) {
      const series = demoMonthlySeries(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + k, 15)));
      expect(series).toHaveLength(36);
      const window = rollingCoverage(series, "AUTO", 12, 1);
      inside += window.coverage * window.points;
      points += window.points;
    }
    expect(points).toBe(12 * 222);
    expect(inside / points).toBeGreaterThanOrEqual(0.85);
    expect(inside / points).toBeLessThanOrEqual(0.95);
  });
});

describe.each(engines)("a forecast of the demo tenant on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  it("reports its band's estimated coverage in model", async () => {
    type Forecast = { model: { coverage: { nominal: number; estimated: number | null; points: number } } };
    const token = await api.token();
    const forecast = await api.call<Forecast>("POST", "/v1/emission-analytics/forecasts", { token, body: {} });
    expect(forecast.status).toBe(200);
    expect(forecast.body.model.coverage.nominal).toBe(0.9);
    // 36 months: 12 calibration origins (every 2nd of the last 24), 108 errors, each judged without its origin.
    expect(forecast.body.model.coverage.points).toBe(108);
    expect(forecast.body.model.coverage.estimated).toBeGreaterThan(0.7);
    expect(forecast.body.model.coverage.estimated).toBeLessThanOrEqual(1);
  });
});
