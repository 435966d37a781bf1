import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MonthlyValue, rollingCoverage } from "../../../carbon/planning";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { demoMonths } from "../resources/demo-activity";

type Series = { series: { points: { ts: string; value: number | null }[] }[] };
type Forecast = { model: { coverage: { nominal: number; estimated: number | null; points: number } } };

describe.each(engines)("forecast bands on the demo tenant's data on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    token = await api.token();
  });
  afterAll(() => server.close());

  it("hold 85-95% of the monthly actuals on a rolling-origin backtest, and the answer reports its coverage", async () => {
    const months = demoMonths(new Date());
    const window = `period.from=${months[0]!.start}&period.to=${months.at(-1)!.end}`;
    const res = await api.call<Series>("GET", `/v1/emission-analytics/timeseries?grain=month&${window}`, { token });
    expect(res.status).toBe(200);
    const byMonth = new Map<string, number>();
    for (const s of res.body.series)
      for (const p of s.points) byMonth.set(p.ts.slice(0, 7), (byMonth.get(p.ts.slice(0, 7)) ?? 0) + (p.value ?? 0));
    const series: MonthlyValue[] = [...byMonth.entries()].sort().map(([month, value]) => ({ month, value }));
    expect(series).toHaveLength(36);

    // From each month after the first 24 (a full default lookback window), forecast with the months before it.
    const { coverage, points } = rollingCoverage(series, "AUTO", 24, 1);
    expect(points).toBe(78);
    expect(coverage).toBeGreaterThanOrEqual(0.85);
    expect(coverage).toBeLessThanOrEqual(0.95);

    const forecast = await api.call<Forecast>("POST", "/v1/emission-analytics/forecasts", { token, body: {} });
    expect(forecast.status).toBe(200);
    expect(forecast.body.model.coverage.nominal).toBe(0.9);
    expect(forecast.body.model.coverage.points).toBeGreaterThan(50);
    expect(forecast.body.model.coverage.estimated).toBeGreaterThanOrEqual(0.8);
  });
});
