import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIESEL_1000_L_AR6,
  GRID_JUNE_2024,
  type Json,
  juneDieselAndGrid,
  type Problem,
  startAnalyticsServer,
} from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import { MACC_EXAMPLE_REQUEST } from "./planning-examples";

type Split = { location_based: number; market_based: number };
type Totals = { by_scope: { "1": number; "2": Split; "3": number }; total: Split };
type Scenario = {
  summary: { baseline_co2e: number; scenario_co2e: number; delta_co2e: number };
  baseline: Totals;
  scenario: Totals;
  instruments: { scenario: { consumed_mwh: number; covered_mwh: number; unused_mwh: number } };
  adjustments: { kind: string; lines_touched: number; records_touched: number; record_ids: string[] }[];
  lines: { id: string; records: number }[];
  intensity: { unit: string; baseline: Split } | null;
};
type Forecast = {
  series: { ts: string; forecast_co2e: number; forecast_p05: number; forecast_p95: number }[];
  model: { method: string; requested: string; mape: number | null; backtest_points: number };
  history: { points: number };
  explain: { backtest: { training_window: Json; holdout_window: Json }; exogenous: { used: string[] } };
};
type Contribution = {
  totals: { change: number; ratio: number | null };
  additive: { activity: number; structure: number; intensity: number; sum: number };
  multiplicative: { product?: number; ratio?: number; unavailable_reason: string | null };
  sectors: { id: string; effects: { activity: number; structure: number; intensity: number }; label?: string }[];
  excluded: { id: string }[];
};

const DIESEL = DIESEL_1000_L_AR6;
const GRID = GRID_JUNE_2024;

describe.each(engines)("planning endpoints on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Planning"));
    const res = await api.call("POST", "/v1/activity-records", {
      token: a.token,
      body: {
        records: juneDieselAndGrid(plant),
      },
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => server.close());

  const post = <T = Json>(path: string, body: unknown, token = a.token) => api.call<T>("POST", path, { token, body });
  const june = { from: "2024-06-01", to: "2024-06-30" };
  const onPlant = () => `facility_id==${plant}`;

  describe("scenarios", () => {
    it("applies factor, activity and instrument knobs to known lines", async () => {
      const res = await post<Scenario>("/v1/emission-analytics/scenarios?scope2_method=BOTH", {
        period: june,
        filter: onPlant(),
        knobs: {
          ef_adjustments: [{ activity: "grid_electricity", region: "IN", delta_pct: -10 }],
          activity_adjustments: [{ source_type: "stationary_combustion", delta_pct: -50 }],
          instruments: { recs_mwh: 4 },
        },
      });
      expect(res.status).toBe(200);
      const { baseline, scenario } = res.body;
      expect(baseline.by_scope["1"]).toBeCloseTo(DIESEL, 2);
      expect(baseline.by_scope["2"].location_based).toBeCloseTo(GRID, 2);
      expect(scenario.by_scope["1"]).toBeCloseTo(DIESEL / 2, 2);
      expect(scenario.by_scope["2"].location_based).toBeCloseTo(GRID * 0.9, 2);
      // 4 of 10 MWh covered at 0 kg; the other 6 MWh at the (adjusted) grid average: market-based only.
      expect(scenario.by_scope["2"].market_based).toBeCloseTo(6 * 711.7 * 0.9, 2);
      expect(res.body.instruments.scenario).toMatchObject({ consumed_mwh: 10, covered_mwh: 4, unused_mwh: 0 });
      const ef = res.body.adjustments.find((x) => x.kind === "ef_adjustment")!;
      expect(ef).toMatchObject({ lines_touched: 1, records_touched: 1 });
      expect(res.body.lines.every((l) => l.records === 1)).toBe(true);
    });

    it("covers at most the MWh consumed and picks one Scope 2 method for the summary", async () => {
      const base = { period: june, filter: onPlant(), knobs: { instruments: { recs_mwh: 1000 } } };
      const market = await post<Scenario>("/v1/emission-analytics/scenarios?scope2_method=MARKET", base);
      expect(market.body.instruments.scenario).toMatchObject({ covered_mwh: 10, unused_mwh: 990 });
      expect(market.body.summary.scenario_co2e).toBeCloseTo(DIESEL, 2);
      const location = await post<Scenario>("/v1/emission-analytics/scenarios?scope2_method=LOCATION", base);
      expect(location.body.summary.delta_co2e).toBeCloseTo(0, 6);
    });

    it("normalises by production, and refuses bad bodies with 422 naming the field", async () => {
      await post("/v1/production-records", {
        records: [
          { facility_id: plant, quantity: 20, unit: "tonne", period_start: "2024-06-01", period_end: "2024-06-30" },
        ],
      });
      const res = await post<Scenario>("/v1/emission-analytics/scenarios", {
        period: june,
        filter: onPlant(),
        normalize_by: "PRODUCTION",
      });
      expect(res.body.intensity?.unit).toBe("kg CO2e per tonne");
      expect(res.body.intensity?.baseline.location_based).toBeCloseTo((DIESEL + GRID) / 20, 3);
      const bad = await post<Problem>("/v1/emission-analytics/scenarios", {
        period: { from: "2024-06-30", to: "2024-06-01" },
        knobs: { ef_adjustments: [{ activity: "diesel", delta_pct: -150 }] },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors!.map((e) => e.field)).toEqual(
        expect.arrayContaining(["period.to", "knobs.ef_adjustments.0.delta_pct"]),
      );
    });
  });

  describe("forecasts", () => {
    it("forecasts 12 months with honest backtests and bands that hold the forecast", async () => {
      const res = await post<Forecast>("/v1/emission-analytics/forecasts", {});
      expect(res.status).toBe(200);
      expect(res.body.series).toHaveLength(12);
      for (const p of res.body.series) {
        expect(p.forecast_p05).toBeLessThanOrEqual(p.forecast_co2e);
        expect(p.forecast_co2e).toBeLessThanOrEqual(p.forecast_p95);
        expect(p.forecast_co2e).toBeGreaterThan(0);
      }
      expect(res.body.model.requested).toBe("AUTO");
      expect(["ETS", "ARIMA", "XGBOOST"]).toContain(res.body.model.method);
      expect(res.body.model.mape).toBeGreaterThan(0);
      expect(res.body.model.backtest_points).toBeGreaterThan(0);
      expect(res.body.history.points).toBeGreaterThanOrEqual(36);
      const holdout = res.body.explain.backtest.holdout_window as { from: string };
      const training = res.body.explain.backtest.training_window as { to: string };
      expect(training.to < holdout.from).toBe(true);
    });

    it("takes a method, a metric and production as a regressor", async () => {
      const ets = await post<Forecast>("/v1/emission-analytics/forecasts?metric=energy_use", {
        method: "ETS",
        horizon_months: 6,
      });
      expect(ets.body.model.method).toBe("ETS");
      expect(ets.body.series).toHaveLength(6);
      const trees = await post<Forecast>("/v1/emission-analytics/forecasts", {
        method: "XGBOOST",
        horizon_months: 3,
        exogenous: { production_units: [3000, 3100, 3200] },
      });
      expect(trees.status).toBe(200);
      expect(trees.body.explain.exogenous.used).toContain("production_units");
    });

    it("says how many points are needed when the series is too short, and refuses other grains", async () => {
      const short = await post<Problem>("/v1/emission-analytics/forecasts", { filter: onPlant() });
      expect(short.status).toBe(422);
      expect(short.body.errors?.[0]?.code).toBe("TOO_FEW_POINTS");
      expect(short.body.detail).toMatch(/6/);
      const weekly = await post<Problem>("/v1/emission-analytics/forecasts?grain=week", {});
      expect(weekly.status).toBe(400);
      expect(weekly.body.errors?.[0]?.field).toBe("grain");
      const weather = await post<Problem>("/v1/emission-analytics/forecasts", {
        exogenous: { weather_hdd_cdd: [1, 2] },
      });
      expect(weather.status).toBe(422);
      // Another tenant's facility is no data of this tenant.
      const theirs = await post<Problem>("/v1/emission-analytics/forecasts", { filter: onPlant() }, b.token);
      expect(theirs.status).toBe(422);
    });
  });

  describe("MACC", () => {
    it("orders five measures by cost per tonne with their CRF and cumulative abatement", async () => {
      const res = await post<{
        bars: {
          id: string;
          capital_recovery_factor: number;
          cost_per_tco2e_paise: number;
          cumulative_abatement_tco2e: number;
        }[];
        totals: { annual_abatement_tco2e: number };
        assumptions: string[];
      }>("/v1/emission-analytics/macc", {
        discount_rate_pct: 10,
        measures: [
          {
            id: "solar",
            label: "Rooftop solar",
            capex_inr: 40_000_000,
            opex_delta_inr: -5_000_000,
            lifetime_years: 25,
            annual_abatement_tco2e: 1000,
          },
          {
            id: "led",
            label: "LED retrofit",
            capex_inr: 1_000_000,
            opex_delta_inr: -400_000,
            lifetime_years: 10,
            annual_abatement_tco2e: 100,
          },
          // The documented example's drives: 2,000,000 INR capex, -200,000 INR/yr, 15 years, 150 t/yr.
          ...MACC_EXAMPLE_REQUEST.measures.filter((m) => m.id === "vfd"),
          {
            id: "boiler",
            label: "Biomass boiler",
            capex_inr: 30_000_000,
            opex_delta_inr: 1_000_000,
            lifetime_years: 20,
            annual_abatement_tco2e: 800,
          },
          {
            id: "ev",
            label: "Electric forklifts",
            capex_inr: 8_000_000,
            opex_delta_inr: -300_000,
            lifetime_years: 8,
            annual_abatement_tco2e: 60,
          },
        ],
      });
      expect(res.status).toBe(200);
      // CRF(10 %, 10) = 0.1 × 1.1^10 / (1.1^10 - 1) = 0.162745; LED: (1,000,000 × 0.162745 - 400,000) / 100 = -2,372.55 INR/t.
      const led = res.body.bars.find((x) => x.id === "led")!;
      expect(led.capital_recovery_factor).toBeCloseTo(0.1627454, 6);
      expect(led.cost_per_tco2e_paise).toBe(-237_255);
      expect(res.body.bars.map((x) => x.id)).toEqual(["led", "solar", "vfd", "boiler", "ev"]);
      expect(res.body.bars.at(-1)!.cumulative_abatement_tco2e).toBe(2110);
      expect(res.body.totals.annual_abatement_tco2e).toBe(2110);
      expect(res.body.assumptions.join(" ")).toMatch(/independent/);
    });

    it("refuses non-positive abatement or lifetime and a negative rate, naming the measure", async () => {
      const m = { id: "x", label: "X", capex_inr: 1, opex_delta_inr: 0, lifetime_years: 10, annual_abatement_tco2e: 1 };
      const res = await post<Problem>("/v1/emission-analytics/macc", {
        discount_rate_pct: -1,
        measures: [m, { ...m, id: "y", annual_abatement_tco2e: 0 }, { ...m, id: "z", lifetime_years: 0 }],
      });
      expect(res.status).toBe(422);
      const fields = res.body.errors!.map((e) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining(["discount_rate_pct", "measures.1.annual_abatement_tco2e", "measures.2.lifetime_years"]),
      );
      expect(res.body.errors!.find((e) => e.field === "measures.1.annual_abatement_tco2e")!.message).toMatch(/"y"/);
    });
  });

  describe("contribution (LMDI)", () => {
    it("decomposes the change between two years so the effects sum to it exactly", async () => {
      const res = await post<Contribution>("/v1/emission-analytics/contribution", {
        base: { from: "2024-11-01", to: "2025-10-31" },
        target: { from: "2025-11-01", to: "2026-10-31" },
      });
      expect(res.status).toBe(200);
      const { additive, totals } = res.body;
      expect(Math.abs(additive.activity + additive.structure + additive.intensity - totals.change)).toBeLessThan(
        1e-9 * Math.abs(totals.change) + 1e-6,
      );
      expect(res.body.multiplicative.product).toBeCloseTo(res.body.multiplicative.ratio!, 9);
      // The distribution centre makes no product: its emissions cannot be factorised by production.
      expect(res.body.excluded).toHaveLength(1);
      expect(res.body.sectors.every((s) => s.label)).toBe(true);
      const bySource = await post<Contribution>("/v1/emission-analytics/contribution", {
        base: { from: "2024-11-01", to: "2025-10-31" },
        target: { from: "2025-11-01", to: "2026-10-31" },
        by: "source_type",
        activity: "ENERGY",
      });
      expect(bySource.status).toBe(200);
      expect(bySource.body.sectors.map((s) => s.id)).toContain("purchased_electricity");
    });

    it("refuses production split by source type, and periods without data", async () => {
      const bad = await post<Problem>("/v1/emission-analytics/contribution", {
        base: { from: "2024-11-01", to: "2025-10-31" },
        target: { from: "2025-11-01", to: "2026-10-31" },
        by: "source_type",
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.[0]?.field).toBe("activity");
      const empty = await post<Problem>("/v1/emission-analytics/contribution", {
        base: { from: "1999-01-01", to: "1999-12-31" },
        target: { from: "2000-01-01", to: "2000-12-31" },
      });
      expect(empty.status).toBe(422);
    });
  });

  describe("the filter in the query or the body", () => {
    const inQuery = (path: string, filter: string) => `${path}?filter=${encodeURIComponent(filter)}`;

    it("selects the scenario's records from either place, and refuses both with different values", async () => {
      const body = {
        period: june,
        knobs: { activity_adjustments: [{ source_type: "stationary_combustion", delta_pct: -50 }] },
      };
      const fromBody = await post<Scenario>("/v1/emission-analytics/scenarios", { ...body, filter: onPlant() });
      const fromQuery = await post<Scenario>(inQuery("/v1/emission-analytics/scenarios", onPlant()), body);
      expect(fromQuery.status).toBe(200);
      expect(fromQuery.body.baseline.by_scope["1"]).toBeCloseTo(DIESEL, 2);
      expect(fromQuery.body.summary).toEqual(fromBody.body.summary);
      const same = await post<Scenario>(inQuery("/v1/emission-analytics/scenarios", onPlant()), {
        ...body,
        filter: onPlant(),
      });
      expect(same.body.summary).toEqual(fromBody.body.summary);
      const both = await post<Problem>(inQuery("/v1/emission-analytics/scenarios", onPlant()), {
        ...body,
        filter: `${onPlant()};scope==1`,
      });
      expect(both.status).toBe(400);
      expect(both.body.errors?.[0]).toMatchObject({ field: "filter", code: "INCONSISTENT" });
    });

    it("narrows the scenario's period with date conditions and refuses a period longer than ten years", async () => {
      const half = await post<Scenario>(inQuery("/v1/emission-analytics/scenarios", `${onPlant()};date>=2024-06-16`), {
        period: june,
      });
      expect(half.body.baseline.by_scope["1"]).toBeCloseTo(DIESEL / 2, 2);
      const outsideQuery = await post<Problem>(
        inQuery("/v1/emission-analytics/scenarios", `${onPlant()};date>=2024-07-01`),
        { period: june },
      );
      expect(outsideQuery.status).toBe(400);
      expect(outsideQuery.body.errors?.[0]).toMatchObject({ field: "filter", code: "OUT_OF_RANGE" });
      expect(outsideQuery.body.detail).toContain("2024-06-01 to 2024-06-30");
      const outsideBody = await post<Problem>("/v1/emission-analytics/scenarios", {
        period: june,
        filter: `${onPlant()};date>=2024-07-01`,
      });
      expect(outsideBody.status).toBe(422);
      expect(outsideBody.body.errors?.[0]).toMatchObject({ field: "filter", pointer: "/filter" });
      const long = await post<Problem>("/v1/emission-analytics/scenarios", {
        period: { from: "2014-01-01", to: "2024-06-30" },
      });
      expect(long.status).toBe(422);
      expect(long.body.errors?.[0]).toMatchObject({ field: "period.to", code: "OUT_OF_RANGE" });
      expect(long.body.errors?.[0]?.message).toContain("3653 days");
    });

    it("forecasts the history the query's filter selects, and refuses both places with different values", async () => {
      // The plant has one month of records: too few to forecast, unlike the whole tenant.
      const plantOnly = await post<Problem>(inQuery("/v1/emission-analytics/forecasts", onPlant()), {});
      expect(plantOnly.status).toBe(422);
      expect(plantOnly.body.errors?.[0]?.code).toBe("TOO_FEW_POINTS");
      const both = await post<Problem>(inQuery("/v1/emission-analytics/forecasts", onPlant()), {
        filter: "scope==1",
      });
      expect(both.status).toBe(400);
      expect(both.body.errors?.[0]).toMatchObject({ field: "filter", code: "INCONSISTENT" });
      const malformed = await post<Problem>(inQuery("/v1/emission-analytics/forecasts", "colour==red"), {});
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors?.[0]?.field).toBe("filter");
    });

    it("decomposes the records the query's filter selects, as from the body", async () => {
      const facilities = await api.call<{ data: { id: string; name: string }[] }>("GET", "/v1/facilities", {
        token: a.token,
      });
      const pune = facilities.body.data.find((f) => f.name.startsWith("Pune"))!;
      const request = {
        base: { from: "2024-11-01", to: "2025-10-31" },
        target: { from: "2025-11-01", to: "2026-10-31" },
        by: "source_type",
        activity: "ENERGY",
      };
      const all = await post<Contribution>("/v1/emission-analytics/contribution", request);
      const fromBody = await post<Contribution>("/v1/emission-analytics/contribution", {
        ...request,
        filter: `facility_id==${pune.id}`,
      });
      const fromQuery = await post<Contribution>(
        inQuery("/v1/emission-analytics/contribution", `facility_id==${pune.id}`),
        request,
      );
      expect(fromQuery.status).toBe(200);
      expect(fromQuery.body.totals).toEqual(fromBody.body.totals);
      expect(fromQuery.body.totals.change).not.toBeCloseTo(all.body.totals.change, 0);
      const both = await post<Problem>(inQuery("/v1/emission-analytics/contribution", `facility_id==${pune.id}`), {
        ...request,
        filter: "scope==2",
      });
      expect(both.status).toBe(400);
      expect(both.body.errors?.[0]).toMatchObject({ field: "filter", code: "INCONSISTENT" });
    });

    it("has no filter for MACC, which computes from the body alone: one is an unknown parameter", async () => {
      const res = await post<Problem>(inQuery("/v1/emission-analytics/macc", onPlant()), MACC_EXAMPLE_REQUEST);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: "filter", code: "UNKNOWN_PARAMETER" });
    });
  });

  it("needs plan:decarb for scenarios and MACC and read:analytics for forecasts and contribution", async () => {
    const analyticsOnly = await api.token(a.clientId, a.secret, "read:analytics");
    const planOnly = await api.token(a.clientId, a.secret, "plan:decarb");
    const scenario = await post<Problem>("/v1/emission-analytics/scenarios", { period: june }, analyticsOnly);
    expect(scenario.status).toBe(403);
    expect(scenario.body.detail).toMatch(/plan:decarb/);
    const macc = await post<Problem>("/v1/emission-analytics/macc", { measures: [] }, analyticsOnly);
    expect(macc.status).toBe(403);
    const forecast = await post<Problem>("/v1/emission-analytics/forecasts", {}, planOnly);
    expect(forecast.status).toBe(403);
    expect(forecast.body.detail).toMatch(/read:analytics/);
    const lmdi = await post<Problem>("/v1/emission-analytics/contribution", { base: june, target: june }, planOnly);
    expect(lmdi.status).toBe(403);
  });
});
