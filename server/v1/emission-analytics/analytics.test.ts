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

type Kpis = {
  period: { from: string; to: string };
  totals: {
    co2e: number;
    by_scope: Record<"1" | "2" | "3", number>;
    scope2: {
      location_based: number;
      market_based: number;
      consumption_mwh: number;
      covered_mwh: number;
      uncovered_basis: string;
    };
  };
  intensities: { kgCO2e_per_unit: number | null; denominator_unit: string | null; denominator: number | null };
  vs_baseline: { abs_delta: number; pct_delta: number | null; baseline: { co2e: number } };
  quality: { completeness_pct: number | null; estimated_pct: number; facility_months_expected: number };
};
type Series = {
  series: {
    key: Json;
    unit: string;
    points: { ts: string; value: number | null; quality: { estimated: boolean } }[];
  }[];
  page: { next_cursor: string | null };
};
type Breakdown = {
  total: number;
  items: { dimension: Json; value: number; share_pct: number; other?: boolean; labels?: Json }[];
};
type Records = {
  data: {
    id: string;
    emissions: { co2e_kg: number; co2_kg: number | null; ch4_kg: number | null; factor_ids: string[] };
  }[];
  summary: { count: number; co2e_kg: number };
};

// A 4 MWh REC leaves 6 MWh of June 2024's grid electricity × 711.7 kg/MWh.
const GRID_JUNE_2024_MARKET_WITH_4_MWH_REC = 4270.2;

describe.each(engines)("emission analytics on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  /** A facility of tenant A with no demo data: known inputs give known totals there. */
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Analytics"));
  });
  afterAll(() => server.close());

  const get = <T = Json>(path: string, token = a.token) => api.call<T>("GET", path, { token });
  const post = <T = Json>(path: string, body: unknown, headers: Record<string, string> = {}, token = a.token) =>
    api.call<T>("POST", path, { token, body, headers });
  const onPlant = (from: string, to: string, extra = "") =>
    `period.from=${from}&period.to=${to}&filter=${encodeURIComponent(`facility_id==${plant}${extra}`)}`;

  describe("the emission-factor catalogue", () => {
    it("filters by source, gas, scope, country and activity family, and pages", async () => {
      const cea = await get<{ data: Json[]; summary: { total: number; release: string } }>(
        "/v1/emission-factors?source=CEA",
      );
      expect(cea.status).toBe(200);
      expect(cea.body.data.length).toBeGreaterThanOrEqual(4);
      for (const f of cea.body.data) expect(f).toMatchObject({ source: "CEA", scope: 2, region: "IN" });
      expect(cea.body.summary.release).toBeTruthy();

      const ch4 = await get<{ data: { gas: string; provenance: { doc: string; url: string } }[] }>(
        "/v1/emission-factors?gas=CH4&scope=1",
      );
      expect(ch4.body.data.length).toBeGreaterThan(3);
      for (const f of ch4.body.data) {
        expect(f.gas).toBe("CH4");
        expect(f.provenance.doc.length).toBeGreaterThan(10);
        expect(f.provenance.url).toMatch(/^https:\/\//);
      }

      const coal = await get<{ data: { activity: string }[] }>(
        "/v1/emission-factors?activity=coal_bituminous&page[size]=200",
      );
      expect(new Set(coal.body.data.map((f) => f.activity))).toEqual(new Set(["coal_bituminous", "coal"]));

      const india = await get<{ data: { region: string }[] }>("/v1/emission-factors?country=IN&page[size]=200");
      expect(new Set(india.body.data.map((f) => f.region))).toEqual(new Set(["IN", "GLOBAL"]));

      const fy = await get<{ data: { id: string }[] }>("/v1/emission-factors?source=CEA&year=2024&sort=valid_from");
      expect(fy.body.data.length).toBeGreaterThanOrEqual(2);

      const first = await get<{ data: { id: string }[]; page: { next_cursor: string } }>(
        "/v1/emission-factors?page[size]=5",
      );
      expect(first.body.data).toHaveLength(5);
      const second = await get<{ data: { id: string }[] }>(
        `/v1/emission-factors?page[size]=5&page[after]=${first.body.page.next_cursor}`,
      );
      expect(second.body.data[0]!.id > first.body.data[4]!.id).toBe(true);

      const one = await get<{ id: string; value: number }>(`/v1/emission-factors/${first.body.data[0]!.id}`);
      expect(one.body.id).toBe(first.body.data[0]!.id);
      expect((await get("/v1/emission-factors/no_such_factor")).status).toBe(404);
    });

    it("answers values outside the spec's lists with 400 naming the parameter", async () => {
      for (const [param, value] of [
        ["source", "ECOINVENT"],
        ["gas", "SF6"],
        ["scope", "4"],
        ["year", "abc"],
      ]) {
        const res = await get<Problem>(`/v1/emission-factors?${param}=${value}`);
        expect(res.status, param).toBe(400);
        expect(res.body.errors?.[0]?.field).toBe(param);
      }
    });
  });

  describe("activity records", () => {
    it("calculates known inputs to known totals and traces them to factors", async () => {
      const res = await post<Records>("/v1/activity-records", {
        records: juneDieselAndGrid(plant),
      });
      expect(res.status).toBe(201);
      const [diesel, grid] = res.body.data;
      expect(diesel!.emissions.co2e_kg).toBeCloseTo(DIESEL_1000_L_AR6, 3);
      expect(diesel!.emissions.factor_ids).toEqual(expect.arrayContaining(["ipcc2006_gasdiesel_co2"]));
      expect(grid!.emissions.co2e_kg).toBeCloseTo(GRID_JUNE_2024, 6);
      expect(grid!.emissions.ch4_kg).toBeNull(); // CEA publishes CO2 only
      expect(res.body.summary).toMatchObject({ count: 2 });

      const stored = await get<{ emissions: { co2e_kg: number } }>(`/v1/activity-records/${diesel!.id}`);
      expect(stored.body.emissions.co2e_kg).toBeCloseTo(DIESEL_1000_L_AR6, 3);

      const ar5 = await post<Records>("/v1/activity-records?gwp_set=AR5", {
        records: [
          {
            facility_id: plant,
            activity: "diesel",
            quantity: 1000,
            unit: "L",
            period_start: "2023-01-01",
            period_end: "2023-01-31",
          },
        ],
      });
      expect(ar5.body.data[0]!.emissions.co2e_kg).toBeCloseTo(2693.133, 2);
    });

    it("takes the same batch as CSV", async () => {
      const csv = [
        "facility_id,activity,quantity,unit,period_start,period_end,estimated",
        `${plant},diesel,1000,L,2024-07-01,2024-07-31,false`,
        `"${plant}",grid_electricity,"10000",kWh,2024-07-01,2024-07-31,true`,
      ].join("\r\n");
      const res = await post<Records>("/v1/activity-records", csv, { "content-type": "text/csv" });
      expect(res.status).toBe(201);
      expect(res.body.data[0]!.emissions.co2e_kg).toBeCloseTo(DIESEL_1000_L_AR6, 3);
      expect(res.body.data[1]!.emissions.co2e_kg).toBeCloseTo(GRID_JUNE_2024, 6);

      const broken = await post<Problem>("/v1/activity-records", `facility_id,activity\n"${plant},diesel`, {
        "content-type": "text/csv",
      });
      expect(broken.status).toBe(400);
      const badCell = await post<Problem>(
        "/v1/activity-records",
        `facility_id,activity,quantity,unit,period_start,period_end\n${plant},diesel,lots,L,2024-07-01,2024-07-31`,
        {
          "content-type": "text/csv",
        },
      );
      expect(badCell.status).toBe(422);
      expect(badCell.body.errors?.[0]).toMatchObject({ field: "records.0.quantity", code: "INVALID_TYPE" });
    });

    it("refuses a unit that does not fit and out-of-range values, naming the record, and stores nothing", async () => {
      const before = await get<{ summary: { total: number } }>("/v1/activity-records?page[size]=1");
      const res = await post<Problem>("/v1/activity-records", {
        records: [
          {
            facility_id: plant,
            activity: "diesel",
            quantity: -5,
            unit: "L",
            period_start: "2024-01-01",
            period_end: "2024-01-31",
          },
          {
            facility_id: plant,
            activity: "grid_electricity",
            quantity: 10,
            unit: "L",
            period_start: "2024-01-01",
            period_end: "2024-01-31",
          },
          {
            facility_id: plant,
            activity: "diesel",
            quantity: 5,
            unit: "L",
            period_start: "2024-02-10",
            period_end: "2024-02-01",
          },
          {
            facility_id: plant,
            activity: "diesel",
            quantity: 1e15,
            unit: "L",
            period_start: "2024-01-01",
            period_end: "2024-01-31",
          },
        ],
      });
      expect(res.status).toBe(422);
      const codes = Object.fromEntries(res.body.errors!.map((e) => [e.field, e.code]));
      expect(codes).toMatchObject({
        "records.0.quantity": "OUT_OF_RANGE",
        "records.2.period_end": "OUT_OF_RANGE",
        "records.3.quantity": "OUT_OF_RANGE",
      });
      // The unit is checked once every value is in range: alone, it is a UNIT_MISMATCH naming record 0.
      const unit = await post<Problem>("/v1/activity-records", {
        records: [
          {
            facility_id: plant,
            activity: "grid_electricity",
            quantity: 10,
            unit: "L",
            period_start: "2024-01-01",
            period_end: "2024-01-31",
          },
        ],
      });
      expect(unit.status).toBe(422);
      expect(unit.body.errors).toEqual([expect.objectContaining({ field: "records.0.unit", code: "UNIT_MISMATCH" })]);
      const after = await get<{ summary: { total: number } }>("/v1/activity-records?page[size]=1");
      expect(after.body.summary.total).toBe(before.body.summary.total);
    });

    it("answers a facility of another tenant with 404 and never reads across tenants", async () => {
      const theirs = await get<{ data: { id: string }[] }>("/v1/facilities", b.token);
      const res = await post<Problem>("/v1/activity-records", {
        records: [
          {
            facility_id: theirs.body.data[0]!.id,
            activity: "diesel",
            quantity: 1,
            unit: "L",
            period_start: "2024-01-01",
            period_end: "2024-01-31",
          },
        ],
      });
      expect(res.status).toBe(404);
      expect(res.body.errors?.[0]?.field).toBe("records.0.facility_id");

      const mine = await get<{ data: { id: string }[] }>("/v1/activity-records?page[size]=1");
      expect((await get(`/v1/activity-records/${mine.body.data[0]!.id}`, b.token)).status).toBe(404);
      const kpisOfB = await get<Kpis>(`/v1/emission-analytics/kpis?${onPlant("2024-06-01", "2024-06-30")}`, b.token);
      expect(kpisOfB.body.totals.co2e).toBe(0);
      const instrument = await post<Problem>("/v1/instruments", {
        facility_id: theirs.body.data[0]!.id,
        kind: "REC",
        mwh: 1,
        period_start: "2024-01-01",
        period_end: "2024-12-31",
      });
      expect(instrument.status).toBe(404);
    });

    it("replays a batch sent again with the same Idempotency-Key instead of storing it twice", async () => {
      const batch = {
        records: [
          {
            facility_id: plant,
            activity: "lpg",
            quantity: 100,
            unit: "kg",
            period_start: "2022-03-01",
            period_end: "2022-03-31",
          },
        ],
      };
      const key = { "Idempotency-Key": `batch-${Date.now()}` };
      const first = await post<Records>("/v1/activity-records", batch, key);
      const again = await post<Records>("/v1/activity-records", batch, key);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body.data[0]!.id).toBe(first.body.data[0]!.id);
      const listed = await get<{ summary: { total: number } }>(
        `/v1/activity-records?filter=${encodeURIComponent(`facility_id==${plant};activity==lpg`)}`,
      );
      expect(listed.body.summary.total).toBe(1);
    });
  });

  describe("the window a read answers", () => {
    type Windowed = { period: { from: string; to: string } };
    const read = <T extends Windowed>(operation: string, filter: string, extra = "") =>
      get<T & Problem>(`/v1/emission-analytics/${operation}?filter=${encodeURIComponent(filter)}${extra}`);
    /** The last day of the last complete month: the default window's end. */
    const defaultEnd = () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
    };

    it("returns a 120-month series asked for with date conditions whole", async () => {
      const res = await read<Windowed & Series>(
        "timeseries",
        `facility_id==${plant};date>=2016-11-01;date<=2026-10-31`,
        "&group_by=facility_id&scope2_method=LOCATION",
      );
      expect(res.status).toBe(200);
      expect(res.body.period).toEqual({ from: "2016-11-01", to: "2026-10-31" });
      expect(res.body.series).toHaveLength(1);
      const points = res.body.series[0]!.points;
      expect(points).toHaveLength(120);
      expect(points[0]!.ts).toBe("2016-11-01T00:00:00.000Z");
      expect(points.at(-1)!.ts).toBe("2026-10-01T00:00:00.000Z");
      const june = points.find((p) => p.ts.startsWith("2024-06-01"))!;
      expect(june.value).toBeCloseTo(DIESEL_1000_L_AR6 + GRID_JUNE_2024, 2);
    });

    it("answers exactly the year its date conditions give, and the same as period.from and period.to", async () => {
      const filter = `facility_id==${plant};date>=2024-01-01;date<=2024-12-31`;
      const series = await read<Windowed & Series>("timeseries", filter, "&group_by=facility_id");
      expect(series.status).toBe(200);
      expect(series.body.period).toEqual({ from: "2024-01-01", to: "2024-12-31" });
      expect(series.body.series[0]!.points).toHaveLength(12);
      const byDates = await read<Kpis>("kpis", filter);
      const byPeriod = await get<Kpis>(`/v1/emission-analytics/kpis?${onPlant("2024-01-01", "2024-12-31")}`);
      expect(byDates.body.period).toEqual({ from: "2024-01-01", to: "2024-12-31", grain: "month" });
      expect(byDates.body.totals).toEqual(byPeriod.body.totals);
      expect(byDates.body.totals.co2e).toBeGreaterThan(0);
      const breakdown = await read<Windowed & Breakdown>("breakdown", filter, "&dimensions=facility_id");
      expect(breakdown.body.period).toEqual({ from: "2024-01-01", to: "2024-12-31" });
      expect(breakdown.body.items.map((i) => i.dimension.facility_id)).toEqual([plant]);
      expect(breakdown.body.total).toBeCloseTo(byPeriod.body.totals.co2e, 2);
    });

    it("fills a missing end: up to the last complete month after a start, twelve months before an end", async () => {
      const startOnly = await read<Kpis>("kpis", `facility_id==${plant};date>2025-05-31`);
      expect(startOnly.body.period).toMatchObject({ from: "2025-06-01", to: defaultEnd() });
      const endOnly = await read<Kpis>("kpis", `facility_id==${plant};date<2024-07-01`);
      expect(endOnly.body.period).toMatchObject({ from: "2023-07-01", to: "2024-06-30" });
      const oneDay = await read<Kpis>("kpis", `facility_id==${plant};date==2024-06-10`, "&scope2_method=LOCATION");
      expect(oneDay.body.period).toMatchObject({ from: "2024-06-10", to: "2024-06-10" });
      expect(oneDay.body.totals.co2e).toBeCloseTo((DIESEL_1000_L_AR6 + GRID_JUNE_2024) / 30, 2);
      // A period's missing end is filled from the filter before any default.
      const mixed = await read<Kpis>("kpis", `facility_id==${plant};date>=2020-01-01`, "&period.to=2024-12-31");
      expect(mixed.body.period).toMatchObject({ from: "2020-01-01", to: "2024-12-31" });
    });

    it("narrows a given period with date conditions and refuses those that leave no day of it", async () => {
      const narrowed = await read<Kpis>(
        "kpis",
        `facility_id==${plant};date>=2024-06-16`,
        "&period.from=2024-06-01&period.to=2024-06-30&scope2_method=LOCATION",
      );
      expect(narrowed.body.period).toMatchObject({ from: "2024-06-16", to: "2024-06-30" });
      expect(narrowed.body.totals.co2e).toBeCloseTo((DIESEL_1000_L_AR6 + GRID_JUNE_2024) / 2, 2);
      const outside = await read<Kpis>("kpis", "date>=2025-01-01", "&period.from=2024-01-01&period.to=2024-12-31");
      expect(outside.status).toBe(400);
      expect(outside.body.errors?.[0]).toMatchObject({ field: "filter", code: "OUT_OF_RANGE" });
      expect(outside.body.detail).toContain("2024-01-01 to 2024-12-31");
      const contradictory = await read<Kpis>("kpis", "date>=2025-01-01;date<=2024-12-31");
      expect(contradictory.status).toBe(400);
      expect(contradictory.body.errors?.[0]?.field).toBe("filter");
      const future = await read<Kpis>("kpis", "date>=2099-01-01");
      expect(future.status).toBe(400);
      expect(future.body.errors?.[0]?.field).toBe("filter");
      expect(future.body.detail).toContain(defaultEnd());
    });

    it("refuses a window longer than ten years with a 400 naming the limit, whatever sets it", async () => {
      const cases: [string, string][] = [
        ["timeseries?filter=date>%3D2016-10-30%3Bdate<%3D2026-10-31", "filter"],
        ["kpis?filter=date>%3D2000-01-01", "filter"],
        ["breakdown?period.from=2015-01-01&period.to=2025-12-31", "period.from"],
        ["kpis?period.from=2000-01-01", "period.from"],
        [
          "kpis?period.from=2024-01-01&period.to=2024-12-31&baseline.from=2000-01-01&baseline.to=2023-12-31",
          "baseline.from",
        ],
      ];
      for (const [path, field] of cases) {
        const res = await get<Problem>(`/v1/emission-analytics/${path}`);
        expect(res.status, path).toBe(400);
        expect(res.body.errors?.[0], path).toMatchObject({ field, code: "OUT_OF_RANGE" });
        expect(res.body.detail, path).toContain("3653 days");
      }
      const longest = await read<Windowed & Series>("timeseries", "date>=2016-10-31;date<=2026-10-31", "&grain=year");
      expect(longest.status).toBe(200);
      expect(longest.body.period).toEqual({ from: "2016-10-31", to: "2026-10-31" });
    });
  });

  describe("KPIs, series and breakdowns", () => {
    it("gives Scope 2 location- and market-based with a REC that covers part of the MWh", async () => {
      const rec = await post("/v1/instruments", {
        facility_id: plant,
        kind: "REC",
        mwh: 4,
        period_start: "2024-06-01",
        period_end: "2024-06-30",
        certificate_ref: "I-REC-TEST-1",
      });
      expect(rec.status).toBe(201);
      const both = await get<Kpis>(
        `/v1/emission-analytics/kpis?scope2_method=BOTH&${onPlant("2024-06-01", "2024-06-30")}`,
      );
      expect(both.status).toBe(200);
      expect(both.body.totals.scope2.location_based).toBeCloseTo(GRID_JUNE_2024, 2);
      expect(both.body.totals.scope2.market_based).toBeCloseTo(GRID_JUNE_2024_MARKET_WITH_4_MWH_REC, 2);
      expect(both.body.totals.scope2).toMatchObject({
        consumption_mwh: 10,
        covered_mwh: 4,
        uncovered_basis: "grid_average_fallback",
      });
      expect(both.body.totals.by_scope["1"]).toBeCloseTo(DIESEL_1000_L_AR6, 2);
      const location = await get<Kpis>(
        `/v1/emission-analytics/kpis?scope2_method=LOCATION&${onPlant("2024-06-01", "2024-06-30")}`,
      );
      expect(location.body.totals.co2e).toBeCloseTo(DIESEL_1000_L_AR6 + GRID_JUNE_2024, 2);
      // Half of June is half of a record split by days.
      const half = await get<Kpis>(
        `/v1/emission-analytics/kpis?scope2_method=LOCATION&${onPlant("2024-06-01", "2024-06-15")}`,
      );
      expect(half.body.totals.co2e).toBeCloseTo((DIESEL_1000_L_AR6 + GRID_JUNE_2024) / 2, 2);
    });

    it("compares with a baseline and divides by production", async () => {
      await post("/v1/production-records", {
        records: [
          {
            facility_id: plant,
            product: "Widgets",
            quantity: 50,
            unit: "tonne",
            period_start: "2024-06-01",
            period_end: "2024-06-30",
          },
        ],
      });
      const res = await get<Kpis>(
        `/v1/emission-analytics/kpis?scope2_method=LOCATION&normalize_by=PRODUCTION&baseline.from=2024-07-01&baseline.to=2024-07-31&${onPlant("2024-06-01", "2024-06-30")}`,
      );
      const june = DIESEL_1000_L_AR6 + GRID_JUNE_2024;
      expect(res.body.intensities).toMatchObject({ denominator_unit: "tonne", denominator: 50 });
      expect(res.body.intensities.kgCO2e_per_unit).toBeCloseTo(june / 50, 4);
      // July (the CSV batch) holds the same records, so the change is 0.
      expect(res.body.vs_baseline.baseline.co2e).toBeCloseTo(june, 2);
      expect(res.body.vs_baseline.abs_delta).toBeCloseTo(0, 2);
      expect(res.body.vs_baseline.pct_delta).toBeCloseTo(0, 4);
    });

    it("reports completeness and estimated shares of the demo data", async () => {
      const res = await get<Kpis>("/v1/emission-analytics/kpis");
      expect(res.status).toBe(200);
      expect(res.body.quality.completeness_pct).toBeGreaterThan(50);
      expect(res.body.quality.completeness_pct).toBeLessThan(100);
      expect(res.body.quality.estimated_pct).toBeGreaterThan(0);
      expect(res.body.totals.co2e).toBeCloseTo(
        res.body.totals.by_scope["1"] + res.body.totals.by_scope["2"] + res.body.totals.by_scope["3"],
        1,
      );
      expect(res.body.totals.scope2.market_based).toBeLessThan(res.body.totals.scope2.location_based);
    });

    it("gives monthly and quarterly series that sum to the same, and the KPI total", async () => {
      const window = "period.from=2025-01-01&period.to=2025-12-31";
      const month = await get<Series>(`/v1/emission-analytics/timeseries?grain=month&group_by=facility_id&${window}`);
      const quarter = await get<Series>(
        `/v1/emission-analytics/timeseries?grain=quarter&group_by=facility_id&${window}`,
      );
      const kpis = await get<Kpis>(`/v1/emission-analytics/kpis?${window}`);
      const sum = (s: Series) => s.series.flatMap((x) => x.points).reduce((t, p) => t + (p.value ?? 0), 0);
      expect(month.body.series[0]!.points).toHaveLength(12);
      expect(quarter.body.series[0]!.points).toHaveLength(4);
      expect(sum(quarter.body)).toBeCloseTo(sum(month.body), 0);
      expect(sum(month.body)).toBeCloseTo(kpis.body.totals.co2e, 0);
      const facilities = await get<{ data: { id: string }[] }>("/v1/facilities");
      expect(month.body.series.map((s) => s.key.facility_id).sort()).toEqual(
        facilities.body.data
          .map((f) => f.id)
          .filter((id) => id !== plant)
          .sort(),
      );

      const paged = await get<Series>(
        `/v1/emission-analytics/timeseries?grain=quarter&group_by=facility_id&page[size]=1&${window}`,
      );
      expect(paged.body.series).toHaveLength(1);
      const next = await get<Series>(
        `/v1/emission-analytics/timeseries?grain=quarter&group_by=facility_id&page[size]=1&${window}&page[after]=${paged.body.page.next_cursor}`,
      );
      expect(next.body.series[0]!.key.facility_id).not.toBe(paged.body.series[0]!.key.facility_id);
    });

    it("breaks down by source type with shares that sum to 100 and the rest as one item", async () => {
      const all = await get<Breakdown>("/v1/emission-analytics/breakdown?dimensions=source_type&top=10");
      expect(all.status).toBe(200);
      const total = all.body.items.reduce((s, i) => s + i.share_pct, 0);
      expect(total).toBeGreaterThan(99.95);
      expect(total).toBeLessThan(100.05);
      const top2 = await get<Breakdown>("/v1/emission-analytics/breakdown?dimensions=source_type&top=2");
      expect(top2.body.items).toHaveLength(3);
      expect(top2.body.items[2]).toMatchObject({ other: true, dimension: { source_type: "other" } });
      expect(top2.body.items.reduce((s, i) => s + i.value, 0)).toBeCloseTo(all.body.total, 0);
      const byFacility = await get<Breakdown>("/v1/emission-analytics/breakdown?dimensions=facility_id");
      expect(byFacility.body.items[0]!.labels?.facility_id).toMatch(/Plant|Centre/);
    });

    it("analyses one facility with the filter grammar", async () => {
      const facilities = await get<{ data: { id: string; name: string }[] }>("/v1/facilities");
      const pune = facilities.body.data.find((f) => f.name.startsWith("Pune"))!;
      const one = await get<Kpis>(
        `/v1/emission-analytics/kpis?filter=${encodeURIComponent(`facility_id==${pune.id}`)}`,
      );
      const split = await get<Breakdown>("/v1/emission-analytics/breakdown?dimensions=facility_id");
      const puneItem = split.body.items.find((i) => i.dimension.facility_id === pune.id)!;
      expect(one.body.totals.co2e).toBeCloseTo(puneItem.value, 0);
      const scope2 = await get<Kpis>(
        `/v1/emission-analytics/kpis?filter=${encodeURIComponent(`facility_id==${pune.id};scope==2`)}`,
      );
      expect(scope2.body.totals.by_scope["1"]).toBe(0);
      expect(scope2.body.totals.co2e).toBeCloseTo(scope2.body.totals.by_scope["2"], 1);
    });

    it("answers unknown metrics, dimensions, grains and periods that end before they start with 400 naming them", async () => {
      const cases: [string, string][] = [
        ["/v1/emission-analytics/timeseries?metric=happiness", "metric"],
        ["/v1/emission-analytics/timeseries?grain=hour", "grain"],
        ["/v1/emission-analytics/timeseries?group_by=colour", "group_by"],
        ["/v1/emission-analytics/breakdown?dimensions=scope,weather", "dimensions"],
        ["/v1/emission-analytics/kpis?period.from=2025-05-01&period.to=2025-04-01", "period.to"],
        ["/v1/emission-analytics/kpis?filter=colour==red", "filter"],
        ["/v1/emission-analytics/kpis?scope2_method=SOMETIMES", "scope2_method"],
      ];
      for (const [path, field] of cases) {
        const res = await get<Problem>(path);
        expect(res.status, path).toBe(400);
        expect(res.body.errors?.[0]?.field, path).toBe(field);
      }
    });

    it("needs read:analytics for analytics, and read:activity or calc:emissions to list records", async () => {
      const readOnly = await api.token(a.clientId, a.secret, "read:activity");
      for (const path of [
        "/v1/emission-analytics/kpis",
        "/v1/emission-analytics/timeseries",
        "/v1/emission-analytics/breakdown",
      ]) {
        const res = await get<Problem>(path, readOnly);
        expect(res.status, path).toBe(403);
        expect(res.body.detail).toContain("read:analytics");
      }
      expect((await get("/v1/activity-records", readOnly)).status).toBe(200);
      const analyticsOnly = await api.token(a.clientId, a.secret, "read:analytics");
      const records = await get<Problem>("/v1/activity-records", analyticsOnly);
      expect(records.status).toBe(403);
      expect(records.body.detail).toContain("read:activity or calc:emissions");
    });
  });
});
