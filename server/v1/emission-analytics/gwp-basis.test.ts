import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factorById } from "../../../carbon";
import { startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { createTestDb, engines, type TestDb } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import type { Queryable } from "../../db/client";
import { migrate } from "../../db/migrate";

/** A DESNZ hotel night, published as CO2e only: its CO2e stays on AR5 even when AR6 is asked. */
const HOTEL_FACTOR = "desnz2025_29_600_4000_13_1";
const JUNE = { period_start: "2025-06-01", period_end: "2025-06-30" };

type Breakdown = { items: { dimension: { co2e_gwp: string }; value: number }[]; total: number };
type Stored = { data: { id: string; emissions: { co2e_kg: number; co2e_gwp: string } }[] };

describe.each(engines)("the GWP basis of each figure (the co2e_gwp dimension) on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let site: string;
  const kg = { AR5: 0, AR6: 0 };

  beforeAll(async () => {
    ({ server, api, a, plant: site } = await startAnalyticsServer(engine, "GWP basis"));
    const hotel = factorById(HOTEL_FACTOR)!;
    const stored = await api.call<Stored>("POST", "/v1/activity-records", {
      token: a.token,
      body: {
        records: [
          {
            facility_id: site,
            activity: hotel.activity,
            factor_id: HOTEL_FACTOR,
            quantity: 40,
            unit: "room-night",
            ...JUNE,
          },
          { facility_id: site, activity: "diesel", quantity: 1200, unit: "L", ...JUNE },
        ],
      },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    for (const r of stored.body.data) kg[r.emissions.co2e_gwp as "AR5" | "AR6"] += r.emissions.co2e_kg;
    expect(kg.AR5).toBeGreaterThan(0);
    expect(kg.AR6).toBeGreaterThan(0);
  });
  afterAll(() => server.close());

  const byBasis = async (from: string, to: string) => {
    const res = await api.call<Breakdown>(
      "GET",
      `/v1/emission-analytics/breakdown?period.from=${from}&period.to=${to}&dimensions=co2e_gwp&filter=facility_id==${site}`,
      { token: a.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Object.fromEntries(res.body.items.map((i) => [i.dimension.co2e_gwp, i.value]));
  };

  it("splits a whole month (read from the month totals) by the basis each record's CO2e is on", async () => {
    const split = await byBasis(JUNE.period_start, JUNE.period_end);
    expect(split.AR5).toBeCloseTo(kg.AR5, 3);
    expect(split.AR6).toBeCloseTo(kg.AR6, 3);
  });

  it("splits part of a month (read from the month pieces) and a week the same way, pro rata", async () => {
    const half = await byBasis("2025-06-01", "2025-06-15");
    expect(half.AR5).toBeCloseTo(kg.AR5 / 2, 3);
    expect(half.AR6).toBeCloseTo(kg.AR6 / 2, 3);
  });
});

describe.each(engines)("migration 095 on %s: month totals keyed by GWP basis", (engine) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(engine, { migrate: false });
  });
  afterAll(() => testDb.drop());

  const tenant = "01JTENANT0000000000000GWP1";
  const facility = "01JFAC1L1TY000000000000GWP";
  const record = (id: string, co2eKg: number, gwp: string) => [id, co2eKg, gwp] as const;

  async function oldRows(q: Queryable) {
    await q.query("INSERT INTO api_tenant (id, name, kind, created_at) VALUES ($1, 'Old basis', 'workspace', now())", [
      tenant,
    ]);
    await q.query(
      "INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at) VALUES ('org', $1, 'Org', 'IN', 'hotels', now(), now())",
      [tenant],
    );
    await q.query(
      `INSERT INTO api_facility (id, tenant_id, org_id, name, country, lat, lon, active, created_at)
       VALUES ($1, $2, 'org', 'Old Works', 'IN', 18.5, 73.8, true, now())`,
      [facility, tenant],
    );
    for (const [id, co2e, gwp] of [record("r1", 100, "AR5"), record("r2", 300, "AR6"), record("r3", 50, "AR6")]) {
      await q.query(
        `INSERT INTO activity_record (id, tenant_id, facility_id, activity, source_type, scope, quantity, unit,
           period_start, period_end, days, estimated, co2e_kg, gwp_set, co2e_gwp, factor_ids, selection_basis,
           selection_region, outside_validity, created_at)
         VALUES ($1, $2, $3, 'hotel', 'business_travel', 3, 1, 'room-night', '2025-06-01', '2025-06-30', 30, false,
           $4, 'AR6', $5, '{}', 'default', 'GB', false, now())`,
        [id, tenant, facility, co2e, gwp],
      );
      // The month piece and total as the writer made them before the basis was kept.
      await q.query(
        `INSERT INTO activity_month (tenant_id, record_id, month, piece_start, piece_end, piece_days, facility_id,
           activity, source_type, scope, estimated, co2e_kg)
         VALUES ($1, $2, '2025-06-01', '2025-06-01', '2025-06-30', 30, $3, 'hotel', 'business_travel', 3, false, $4)`,
        [tenant, id, facility, co2e],
      );
    }
    await q.query(
      `INSERT INTO activity_month_total (tenant_id, month, facility_id, activity, source_type, scope, estimated, co2_kg,
         ch4_kg, n2o_kg, co2e_kg, energy_kwh, fuel_quantity, records)
       VALUES ($1, '2025-06-01', $2, 'hotel', 'business_travel', 3, false, 0, 0, 0, 450, 0, 0, 3)`,
      [tenant, facility],
    );
  }

  it("gives each piece its record's basis and sums the totals again per basis, the grand total unchanged", async () => {
    const { db } = testDb;
    await migrate(db, { until: "090_import_mappings.sql" });
    await oldRows(db);
    expect(await migrate(db, { until: "095_gwp_basis_in_month_totals.sql" })).toEqual([
      "095_gwp_basis_in_month_totals.sql",
    ]);
    const pieces = await db.query<{ record_id: string; co2e_gwp: string }>(
      "SELECT record_id, co2e_gwp FROM activity_month WHERE tenant_id = $1 ORDER BY record_id",
      [tenant],
    );
    expect(pieces).toEqual([
      { record_id: "r1", co2e_gwp: "AR5" },
      { record_id: "r2", co2e_gwp: "AR6" },
      { record_id: "r3", co2e_gwp: "AR6" },
    ]);
    const totals = await db.query<{ co2e_gwp: string; co2e_kg: number; records: number }>(
      "SELECT co2e_gwp, co2e_kg, records FROM activity_month_total WHERE tenant_id = $1 ORDER BY co2e_gwp",
      [tenant],
    );
    expect(totals.map((t) => ({ ...t, co2e_kg: Number(t.co2e_kg), records: Number(t.records) }))).toEqual([
      { co2e_gwp: "AR5", co2e_kg: 100, records: 1 },
      { co2e_gwp: "AR6", co2e_kg: 350, records: 2 },
    ]);
  });
});
