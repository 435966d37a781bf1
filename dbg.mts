import fs from "node:fs";
import { buildServer } from "/work/main/server/app";
import { testConfig } from "/work/main/server/config";
import { openDb } from "/work/main/server/db/client";
import { insertMonthPieces } from "/work/main/server/v1/analytics/records-store";

const dir = fs.mkdtempSync("/tmp/dbg-lite-");
const db = await openDb({ dataDir: dir });
const app = await buildServer(testConfig({ handlerTimeoutMs: 600000 }), { db });
const [t] = await db.query<{ id: string }>("SELECT id FROM api_tenant LIMIT 1");
const tenantId = t!.id;
const [org] = await db.query<{ id: string }>("SELECT id FROM api_org WHERE tenant_id = $1 LIMIT 1", [tenantId]);
await db.query(
  `INSERT INTO api_facility (id, tenant_id, org_id, name, country, state, lat, lon, industry, active, created_at)
     SELECT '0BENCHFAC' || lpad(g::text, 17, '0'), $1, $2, 'Bench plant ' || g, 'IN', 'MH', 19, 73, 'manufacturing', true, now() FROM generate_series(1, 100) g`,
  [tenantId, org!.id],
);
const N = Number(process.env.N ?? 300000);
let t0 = Date.now();
await db.query(
  `WITH f AS (SELECT array_agg(id ORDER BY id) AS ids FROM api_facility WHERE tenant_id = $1 AND id LIKE '0BENCHFAC%'),
     g AS (SELECT g, (date '2023-11-01' + ((g::bigint * 7919) % 1065)::int)::date AS s, 1 + (g % 31) AS len FROM generate_series(1, $2::int) g)
     INSERT INTO activity_record (id, tenant_id, facility_id, activity, source_type, scope, quantity, unit, period_start,
       period_end, days, estimated, co2_kg, co2e_kg, gwp_set, co2e_gwp, factor_ids, selection_basis, selection_region,
       outside_validity, energy_kwh, created_at)
     SELECT '0BENCHREC' || lpad(g.g::text, 17, '0'), $1, f.ids[1 + (g.g % 100)],
       (ARRAY['grid_electricity','diesel','natural_gas','road_freight','purchased_goods_iron_steel'])[1 + g.g % 5],
       (ARRAY['purchased_electricity','stationary_combustion','stationary_combustion','upstream_transportation','purchased_goods'])[1 + g.g % 5],
       (ARRAY[2,1,1,3,3])[1 + g.g % 5], 100 + (g.g % 900), 'kWh', g.s, g.s + g.len - 1, g.len, g.g % 17 = 0,
       (100 + (g.g % 900)) * 0.7, (100 + (g.g % 900)) * 0.71, 'AR6', 'AR6', ARRAY['bench'], 'country', 'IN', false,
       CASE WHEN g.g % 5 = 0 THEN 100 + (g.g % 900) END, now()
     FROM g, f`,
  [tenantId, N],
);
console.log("records", Date.now() - t0);
t0 = Date.now();
await db.query("ANALYZE activity_record");
await insertMonthPieces(db, tenantId, "all");
console.log("pieces", Date.now() - t0);
t0 = Date.now();
await db.query("ANALYZE");
console.log("analyze", Date.now() - t0);
const counts = await db.query(
  "SELECT (SELECT count(*) FROM activity_month) AS pieces, (SELECT count(*) FROM activity_month_total) AS totals",
);
console.log(counts);
const tok = await app.inject({
  method: "POST",
  url: "/v1/auth/token",
  payload: {
    grant_type: "client_credentials",
    client_id: "demo-client",
    client_secret: "demo-secret-carbontracker-sandbox",
    audience: "http://localhost:3000/v1",
  },
});
const h = { authorization: `Bearer ${tok.json().access_token}` };
for (let i = 0; i < 3; i++) {
  t0 = Date.now();
  const r = await app.inject({
    method: "GET",
    url: "/v1/emission-analytics/kpis?period.from=2025-11-01&period.to=2026-10-31",
    headers: h,
  });
  console.log("kpis", r.statusCode, Date.now() - t0);
}
const plan = await db.query(
  "EXPLAIN ANALYZE SELECT r.facility_id, sum(r.co2e_kg) FROM activity_month_total r WHERE r.tenant_id = $1 AND r.month = ANY($2::date[]) GROUP BY 1",
  [tenantId, ["2025-11-01", "2025-12-01"]],
);
console.log(plan.map((p) => Object.values(p)[0]).join("\n"));
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true });
