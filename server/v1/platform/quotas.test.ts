import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuotaName } from "../../../contracts/api";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { QUOTAS } from "./quotas";

type Problem = {
  type: string;
  detail: string;
  quota: { name: string; limit: number; usage: number; requested: number };
};
type Usage = Record<QuotaName, { limit: number; usage: number }>;
type Write = { path: (t: SandboxCredentials) => string; body: (parent: string, i: number) => unknown };

/** Inserts filler rows straight into a quota's table, under one row of the tenant's parent table if it has one. */
const FILLERS: Partial<Record<QuotaName, { parent?: string; sql: string }>> = {
  facilities: {
    parent: "api_org",
    sql: `INSERT INTO api_facility (id, tenant_id, org_id, name, country, lat, lon, active, created_at)
          SELECT 'fill-' || g, $1, $3, 'Filler ' || g, 'IN', 0, 0, true, now() FROM generate_series(1, $2) g`,
  },
  sources: {
    parent: "api_facility",
    sql: `INSERT INTO api_source (id, tenant_id, facility_id, type, unit, created_at)
          SELECT 'fill-' || g, $1, $3, 'purchased_electricity', 'kWh', now() FROM generate_series(1, $2) g`,
  },
  meters: {
    parent: "api_source",
    sql: `INSERT INTO api_meter (id, tenant_id, source_id, serial, unit, created_at)
          SELECT 'fill-' || g, $1, $3, 'S' || g, 'kWh', now() FROM generate_series(1, $2) g`,
  },
  activity_records: {
    parent: "api_facility",
    sql: `INSERT INTO activity_record (id, tenant_id, facility_id, activity, source_type, scope, quantity, unit,
            period_start, period_end, days, estimated, co2e_kg, gwp_set, co2e_gwp, factor_ids, selection_basis,
            selection_region, outside_validity, created_at)
          SELECT 'fill-' || g, $1, $3, 'diesel', 'stationary_combustion', 1, 1, 'L', date '2025-01-01',
            date '2025-01-01', 1, false, 2.7, 'AR6', 'AR6', '{}', 'country', 'IN', false, now()
          FROM generate_series(1, $2) g`,
  },
  production_records: {
    parent: "api_facility",
    sql: `INSERT INTO production_record (id, tenant_id, facility_id, quantity, unit, period_start, period_end, days, created_at)
          SELECT 'fill-' || g, $1, $3, 1, 'tonne', date '2025-01-01', date '2025-01-31', 31, now()
          FROM generate_series(1, $2) g`,
  },
  instruments: {
    parent: "api_facility",
    sql: `INSERT INTO scope2_instrument (id, tenant_id, facility_id, kind, mwh, emission_rate_kg_per_mwh, period_start,
            period_end, created_at)
          SELECT 'fill-' || g, $1, $3, 'REC', 1, 0, date '2025-01-01', date '2025-01-31', now()
          FROM generate_series(1, $2) g`,
  },
  water_records: {
    parent: "api_facility",
    sql: `INSERT INTO water_record (id, tenant_id, facility_id, period_start, period_end, entered_unit, withdrawal_kl,
            discharge_kl, total_withdrawal_kl, total_discharge_kl, consumption_kl, created_at)
          SELECT 'fill-' || g, $1, $3, date '2025-01-01', date '2025-01-31', 'kL', '{"ground": 1}', '{}', 1, 0, 1, now()
          FROM generate_series(1, $2) g`,
  },
  waste_records: {
    parent: "api_facility",
    sql: `INSERT INTO waste_record (id, tenant_id, facility_id, period_start, period_end, entered_unit, generated_t,
            recovered_t, disposed_t, total_generated_t, total_recovered_t, total_disposed_t, created_at)
          SELECT 'fill-' || g, $1, $3, date '2025-01-01', date '2025-01-31', 'tonne', '{"plastic": 1}', '{}', '{}',
            1, 0, 0, now()
          FROM generate_series(1, $2) g`,
  },
  users: {
    sql: `INSERT INTO api_user (id, tenant_id, email, roles, created_at)
          SELECT 'fill-' || g, $1, 'fill' || g || '@example.com', '{auditor}', now() FROM generate_series(1, $2) g`,
  },
};

/** One more row of each quota through the API, the way a client adds it. */
const WRITES: Partial<Record<QuotaName, Write>> = {
  facilities: {
    path: () => "/v1/facilities",
    body: (org, i) => ({ org_id: org, name: `Plant ${i}`, country: "IN", lat: 19, lon: 73 }),
  },
  sources: {
    path: () => "/v1/sources",
    body: (facility) => ({ facility_id: facility, type: "purchased_electricity", unit: "kWh" }),
  },
  meters: { path: () => "/v1/meters", body: (source, i) => ({ source_id: source, serial: `M-${i}`, unit: "kWh" }) },
  activity_records: {
    // The same record each time: what is counted here is the quota, not duplicates.
    path: () => "/v1/activity-records?duplicates=allow",
    body: (facility) => ({
      records: [
        {
          facility_id: facility,
          activity: "diesel",
          quantity: 100,
          unit: "L",
          period_start: "2025-04-01",
          period_end: "2025-04-30",
        },
      ],
    }),
  },
  production_records: {
    path: () => "/v1/production-records",
    body: (facility) => ({
      records: [
        { facility_id: facility, quantity: 10, unit: "tonne", period_start: "2025-04-01", period_end: "2025-04-30" },
      ],
    }),
  },
  instruments: {
    path: () => "/v1/instruments",
    body: (facility) => ({
      facility_id: facility,
      kind: "REC",
      mwh: 5,
      emission_rate_kg_per_mwh: 0,
      period_start: "2025-04-01",
      period_end: "2025-04-30",
    }),
  },
  water_records: {
    path: () => "/v1/water-records?duplicates=allow",
    body: (facility) => ({
      records: [
        {
          facility_id: facility,
          period_start: "2025-04-01",
          period_end: "2025-04-30",
          unit: "kL",
          withdrawal: { ground: 5 },
        },
      ],
    }),
  },
  waste_records: {
    path: () => "/v1/waste-records?duplicates=allow",
    body: (facility) => ({
      records: [
        {
          facility_id: facility,
          period_start: "2025-04-01",
          period_end: "2025-04-30",
          unit: "kg",
          generated: { plastic: 5 },
        },
      ],
    }),
  },
  users: {
    path: (t) => `/v1/tenants/${t.tenantId}/users`,
    body: (_, i) => ({ email: `edge${i}@example.com`, roles: ["analyst"] }),
  },
};

describe.each(engines)("v1 tenant quotas on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      sandboxSignupsPerHour: 100,
      // Filling 200,000 rows into in-process PGlite holds this event loop for seconds; with the usual keep-alive
      // timeout, the next request would race the server closing the connection it reuses.
      keepAliveTimeoutMs: 120_000,
    });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const usage = async (t: SandboxCredentials) =>
    (await api.call<{ quotas: Usage }>("GET", "/v1/tenants/me", { token: t.token })).body.quotas;

  /** Fills the tenant to one below the quota's limit; returns the parent row new writes go under, if any. */
  async function fillToEdge(t: SandboxCredentials, name: QuotaName): Promise<string> {
    const { parent, sql } = FILLERS[name]!;
    const db = server.testDb.db;
    const missing = QUOTAS[name].limit - 1 - (await usage(t))[name].usage;
    if (!parent) {
      await db.query(sql, [t.tenantId, missing]);
      return "";
    }
    const [row] = await db.query<{ id: string }>(`SELECT id FROM ${parent} WHERE tenant_id = $1 LIMIT 1`, [t.tenantId]);
    await db.query(sql, [t.tenantId, missing, row!.id]);
    return row!.id;
  }

  it("states every quota's limit and usage in GET /tenants/me, with the tenant's expiry", async () => {
    const t = await newSandboxTenant(api);
    const me = await api.call<{ quotas: Usage; expires_at: string }>("GET", "/v1/tenants/me", { token: t.token });
    expect(Object.keys(me.body.quotas).sort()).toEqual(Object.keys(QUOTAS).sort());
    expect(me.body.quotas.facilities).toEqual({ limit: QUOTAS.facilities.limit, usage: 3 });
    expect(me.body.quotas.clients).toEqual({ limit: QUOTAS.clients.limit, usage: 1 });
    expect(me.body.quotas.activity_records.usage).toBeGreaterThan(36 * 8);
    expect(new Date(me.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  for (const name of Object.keys(WRITES) as QuotaName[]) {
    // Filling a tenant to 200,000 activity records takes some 10 s on PGlite alone, longer on a busy machine.
    it(`refuses ${name} at the quota's edge with 403 quota-exceeded, writing nothing`, async () => {
      const t = await newSandboxTenant(api, `${name} Co`);
      const write = WRITES[name]!;
      const parent = await fillToEdge(t, name);
      const last = await api.call("POST", write.path(t), { token: t.token, body: write.body(parent, 0) });
      expect(last.status).toBe(201);
      const { limit } = QUOTAS[name];
      const refused = await api.call<Problem>("POST", write.path(t), { token: t.token, body: write.body(parent, 1) });
      expect(refused.status).toBe(403);
      expect(refused.body.type).toBe("/problems/quota-exceeded");
      expect(refused.body.quota).toEqual({ name, limit, usage: limit, requested: 1 });
      expect(refused.body.detail).toContain(String(limit));
      expect((await usage(t))[name]).toEqual({ limit, usage: limit });
    }, 90_000);
  }

  it("lets exactly one of concurrent writes at the edge through", async () => {
    const t = await newSandboxTenant(api, "Race Co");
    const parent = await fillToEdge(t, "facilities");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.call("POST", "/v1/facilities", { token: t.token, body: WRITES.facilities!.body(parent, i) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect((await usage(t)).facilities.usage).toBe(QUOTAS.facilities.limit);
  });
});
