/**
 * `npm run bench:analytics`: latency of the analytics reads over a large tenant, and the ingest rate of activity
 * batches, through HTTP against a real server, on PostgreSQL (a scratch database on BENCH_DATABASE_URL's server) and
 * on embedded PGlite. Loads BENCH_RECORDS (1,000,000) activity records for one tenant and as many for another (to
 * show isolation costs nothing), then measures p50/p95 of KPIs, a monthly time series by facility and a breakdown
 * by source type over one year, and forecasts of the large tenant (per facility, and all facilities together).
 * BENCH_ENGINES=postgres or pglite runs one engine.
 */
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { insertMonthPieces } from "../server/v1/activity-data/records-store";
import { onBenchEngines } from "./scratch-db";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const FACILITIES = 100;
const INGEST_BATCHES = 5;
const BATCH = 10_000;

type Row = { engine: string; what: string; n: number; p50: number; p95: number; note?: string };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A synthetic large tenant: FACILITIES facilities and `count` records over 36 months, written in SQL. */
async function bulkLoad(db: Db, tenantId: string, count: number) {
  const [org] = await db.query<{ id: string }>("SELECT id FROM api_org WHERE tenant_id = $1 LIMIT 1", [tenantId]);
  await db.query(
    `INSERT INTO api_facility (id, tenant_id, org_id, name, country, state, lat, lon, industry, active, created_at)
     SELECT '0BENCHFAC' || lpad(g::text, 17, '0'), $1, $2, 'Bench plant ' || g, 'IN', 'Maharashtra', 19, 73, 'manufacturing', true, now()
     FROM generate_series(1, ${FACILITIES}) g`,
    [tenantId, org!.id],
  );
  // Five activities in rotation; periods of 1-31 days placed over 36 months; CO2e proportional to quantity.
  await db.query(
    `WITH f AS (SELECT array_agg(id ORDER BY id) AS ids FROM api_facility WHERE tenant_id = $1 AND id LIKE '0BENCHFAC%'),
     g AS (SELECT g, (date '2023-11-01' + ((g::bigint * 7919) % 1065)::int)::date AS s, 1 + (g % 31) AS len FROM generate_series(1, $2::int) g)
     INSERT INTO activity_record (id, tenant_id, facility_id, activity, source_type, scope, quantity, unit, period_start,
       period_end, days, estimated, co2_kg, co2e_kg, gwp_set, co2e_gwp, factor_ids, selection_basis, selection_region,
       outside_validity, energy_kwh, created_at)
     SELECT '0BENCHREC' || lpad(g.g::text, 17, '0'), $1, f.ids[1 + (g.g % ${FACILITIES})],
       (ARRAY['grid_electricity','diesel','natural_gas','road_freight','purchased_goods_iron_steel'])[1 + g.g % 5],
       (ARRAY['purchased_electricity','stationary_combustion','stationary_combustion','upstream_transportation','purchased_goods'])[1 + g.g % 5],
       (ARRAY[2,1,1,3,3])[1 + g.g % 5], 100 + (g.g % 900), 'kWh', g.s, g.s + g.len - 1, g.len, g.g % 17 = 0,
       (100 + (g.g % 900)) * 0.7, (100 + (g.g % 900)) * 0.71, 'AR6', 'AR6', ARRAY['bench'], 'country', 'IN', false,
       CASE WHEN g.g % 5 = 0 THEN 100 + (g.g % 900) END, now()
     FROM g, f`,
    [tenantId, count],
  );
  // Fresh statistics first: the pieces' foreign-key checks would otherwise plan for an empty table.
  await db.query("ANALYZE activity_record");
  await insertMonthPieces(db, tenantId, "all");
}

async function time(fn: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  let res: Response;
  try {
    res = await fn();
  } catch (err) {
    // After the long load, a pooled connection the server closed for idleness may be reused once: send again.
    if ((err as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw err;
    return time(fn);
  }
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} ${res.url}`);
  return performance.now() - t;
}

async function run(engine: string, db: Db): Promise<Row[]> {
  const config = testConfig({
    apiRateLimitPerMinute: 1_000_000_000,
    sandboxSignupsPerHour: 1_000,
    handlerTimeoutMs: 600_000,
  });
  const app = await buildServer(config, { db, leads: { rateLimit: false } });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const rows: Row[] = [];
  try {
    const tenants = [];
    for (const company of ["Bench A", "Bench B", "Bench Demo"]) {
      const res = await fetch(`${url}/v1/sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Bench", email: "bench@example.com", company }),
      });
      const t = (await res.json()) as { tenant_id: string; client_id: string; client_secret: string };
      const tok = await fetch(`${url}/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          grant_type: "client_credentials",
          client_id: t.client_id,
          client_secret: t.client_secret,
          audience: `${config.publicBaseUrl}/v1`,
        }),
      });
      tenants.push({ id: t.tenant_id, token: ((await tok.json()) as { access_token: string }).access_token });
    }
    const started = performance.now();
    // A and B get the large data; Demo keeps only the sandbox's demo data (36 months, 3 facilities).
    for (const t of tenants.slice(0, 2)) await bulkLoad(db, t.id, RECORDS);
    await db.query(db.engine === "postgres" ? "VACUUM ANALYZE activity_record, activity_month" : "ANALYZE");
    console.log(`${engine}: loaded ${2 * RECORDS} records in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const auth = { authorization: `Bearer ${tenants[0]!.token}` };
    const year = "period.from=2025-11-01&period.to=2026-10-31";
    const reads: [string, string][] = [
      ["KPIs, one year", `/v1/emission-analytics/kpis?${year}&scope2_method=BOTH`],
      [
        "time series, monthly by facility",
        `/v1/emission-analytics/timeseries?${year}&grain=month&group_by=facility_id&page[size]=200`,
      ],
      ["breakdown by source_type", `/v1/emission-analytics/breakdown?${year}&dimensions=source_type`],
    ];
    const runs = db.engine === "postgres" ? 30 : 5;
    for (const [what, path] of reads) {
      await time(() => fetch(`${url}${path}`, { headers: auth }));
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await time(() => fetch(`${url}${path}`, { headers: auth })));
      samples.sort((a, b) => a - b);
      rows.push({ engine, what, n: runs, p50: percentile(samples, 50), p95: percentile(samples, 95) });
    }

    const facilities = (await (await fetch(`${url}/v1/facilities?page[size]=200`, { headers: auth })).json()) as {
      data: { id: string }[];
    };
    const ids = facilities.data.map((f) => f.id);

    // Planning on a sandbox tenant's demo data: 36 months, 3 facilities.
    const demo = { authorization: `Bearer ${tenants[2]!.token}`, "content-type": "application/json" };
    const lastYear = { from: "2025-11-01", to: "2026-10-31" };
    const planning: [string, string, unknown][] = [
      [
        "scenario, one year, 3 knobs",
        "/v1/emission-analytics/scenarios?scope2_method=BOTH",
        {
          period: lastYear,
          knobs: {
            ef_adjustments: [{ activity: "grid_electricity", delta_pct: -8 }],
            activity_adjustments: [{ source_type: "stationary_combustion", delta_pct: -20 }],
            instruments: { ppas_mwh: 1500 },
          },
        },
      ],
      ["forecast, AUTO, whole tenant", "/v1/emission-analytics/forecasts", { method: "AUTO" }],
      [
        "MACC, 50 measures",
        "/v1/emission-analytics/macc",
        {
          measures: Array.from({ length: 50 }, (_, i) => ({
            id: `m${i}`,
            label: `Measure ${i}`,
            capex_inr: 1e5 * (i + 1),
            opex_delta_inr: -2e4 * (i % 7),
            lifetime_years: 5 + (i % 20),
            annual_abatement_tco2e: 10 + i,
          })),
        },
      ],
      [
        "contribution, by facility",
        "/v1/emission-analytics/contribution",
        {
          base: { from: "2024-11-01", to: "2025-10-31" },
          target: lastYear,
        },
      ],
    ];
    for (const [what, path, body] of planning) {
      const send = () => fetch(`${url}${path}`, { method: "POST", headers: demo, body: JSON.stringify(body) });
      await time(send);
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await time(send));
      samples.sort((a, b) => a - b);
      rows.push({ engine, what, n: runs, p50: percentile(samples, 50), p95: percentile(samples, 95) });
    }
    // One forecast per facility of the large tenant: 100 series.
    const perFacility: number[] = [];
    const startedForecasts = performance.now();
    for (const id of ids.filter((f) => f.startsWith("0BENCHFAC"))) {
      perFacility.push(
        await time(() =>
          fetch(`${url}/v1/emission-analytics/forecasts`, {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ method: "AUTO", filter: `facility_id==${id}` }),
          }),
        ),
      );
    }
    perFacility.sort((a, b) => a - b);
    rows.push({
      engine,
      what: "forecasts of 100 facilities' series",
      n: perFacility.length,
      p50: percentile(perFacility, 50),
      p95: percentile(perFacility, 95),
      note: `${((performance.now() - startedForecasts) / 1000).toFixed(1)} s in all`,
    });
    // One forecast over all 100 facilities of the large tenant together.
    const sendWholeForecast = () =>
      fetch(`${url}/v1/emission-analytics/forecasts`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ method: "AUTO" }),
      });
    await time(sendWholeForecast);
    const wholeTenant: number[] = [];
    for (let i = 0; i < runs; i++) wholeTenant.push(await time(sendWholeForecast));
    wholeTenant.sort((a, b) => a - b);
    rows.push({
      engine,
      what: "forecast, all 100 facilities",
      n: runs,
      p50: percentile(wholeTenant, 50),
      p95: percentile(wholeTenant, 95),
    });
    // Ingest into the tenant with the demo data only: the large ones hold more than a tenant's quota allows.
    const demoFacilities = (await (await fetch(`${url}/v1/facilities`, { headers: demo })).json()) as {
      data: { id: string }[];
    };
    const demoIds = demoFacilities.data.map((f) => f.id);
    const samples: number[] = [];
    for (let b = 0; b < INGEST_BATCHES; b++) {
      const records = Array.from({ length: BATCH }, (_, i) => ({
        facility_id: demoIds[i % demoIds.length],
        activity: ["grid_electricity", "diesel", "natural_gas"][i % 3],
        // Each record its own (the quantities differ across the batches too), as a real year's are: the batches
        // are measured through the duplicate check every upload gets, and pass it.
        quantity: 100 + b * BATCH + i,
        unit: ["kWh", "L", "Nm3"][i % 3],
        period_start: "2025-06-01",
        period_end: "2025-06-30",
      }));
      samples.push(
        await time(() =>
          fetch(`${url}/v1/activity-records`, {
            method: "POST",
            headers: demo,
            body: JSON.stringify({ records }),
          }).then((res) => {
            if (res.status !== 201) throw new Error(`ingest answered ${res.status}`);
            return res;
          }),
        ),
      );
    }
    samples.sort((a, b) => a - b);
    const perSecond = (BATCH * INGEST_BATCHES) / (samples.reduce((s, v) => s + v, 0) / 1000);
    rows.push({
      engine,
      what: `ingest, ${BATCH}-record batches`,
      n: INGEST_BATCHES,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      note: `${perSecond.toFixed(0)} records/s`,
    });
    return rows;
  } finally {
    await app.close();
  }
}

const rows = await onBenchEngines(run);

console.log(`\n${RECORDS} records for the measured tenant and ${RECORDS} for another; HTTP on loopback\n`);
console.log("engine      measurement                          runs    p50 ms    p95 ms");
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(11)} ${r.what.padEnd(36)} ${String(r.n).padStart(4)} ${r.p50.toFixed(0).padStart(9)} ${r.p95.toFixed(0).padStart(9)}  ${r.note ?? ""}`,
  );
}
