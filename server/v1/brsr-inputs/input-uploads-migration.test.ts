import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "../../../tests/support/db";
import { migrate } from "../../db/migrate";

const BEFORE_UPLOADS = "105_ccts_obligations.sql";
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

const tenant = (n: string) => `01JTENANT0000000000000000${n}`;
const facility = (n: string) => `01JFAC1L1TY00000000000000${n}`;

describe.each(engines)("migration 110 (uploads of water and waste records) on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine, { migrate: false });
    await migrate(t.db, { until: BEFORE_UPLOADS });
    // Tenant 1 holds the demo data (a demo activity upload); tenant 2 wrote its records through the API.
    for (const n of ["1", "2"]) {
      await t.db.query(
        `INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at)
         VALUES ($1, $2, 'sandbox', 'a@example.in', 'Co', '2025-04-01T09:00:00Z', NULL)`,
        [tenant(n), `Co ${n}`],
      );
      await t.db.query(
        `INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at)
         VALUES ($1, $2, 'Org', 'IN', 'manufacturing', now(), now())`,
        [`01J0RG0000000000000000000${n}`, tenant(n)],
      );
      await t.db.query(
        `INSERT INTO api_facility (id, tenant_id, org_id, name, country, lat, lon, industry, active, created_at)
         VALUES ($1, $2, $3, 'Plant', 'IN', 18.5, 73.8, 'manufacturing', true, now())`,
        [facility(n), tenant(n), `01J0RG0000000000000000000${n}`],
      );
    }
    await t.db.query(
      `INSERT INTO activity_upload (id, tenant_id, kind, client_id, records, created_at)
       VALUES ('01JUPL0AD0000000000000000D', $1, 'demo', NULL, 0, now())`,
      [tenant("1")],
    );
    const water = (n: string, id: string, month: string, at: string) =>
      t.db.query(
        `INSERT INTO water_record (id, tenant_id, facility_id, period_start, period_end, entered_unit, withdrawal_kl,
           discharge_kl, total_withdrawal_kl, total_discharge_kl, consumption_kl, created_at)
         VALUES ($1, $2, $3, $4::date, ($4::date + interval '1 month' - interval '1 day')::date, 'kL',
           '{"ground": 10}', '{}', 10, 0, 10, $5)`,
        [id, tenant(n), facility(n), `${month}-01`, at],
      );
    // Tenant 1: one batch of two months. Tenant 2: two batches, and one waste record.
    await water("1", "w1a", "2025-04", "2025-06-01T10:00:00Z");
    await water("1", "w1b", "2025-05", "2025-06-01T10:00:00Z");
    await water("2", "w2a", "2025-04", "2025-06-02T10:00:00Z");
    await water("2", "w2b", "2025-05", "2025-06-03T10:00:00Z");
    await t.db.query(
      `INSERT INTO waste_record (id, tenant_id, facility_id, period_start, period_end, entered_unit, generated_t,
         recovered_t, disposed_t, total_generated_t, total_recovered_t, total_disposed_t, created_at)
       VALUES ('x2', $1, $2, '2025-04-01', '2025-04-30', 'kg', '{"plastic": 1}', '{}', '{}', 1, 0, 0,
         '2025-06-02T10:00:00Z')`,
      [tenant("2"), facility("2")],
    );
    await migrate(t.db);
  });
  afterAll(() => t?.drop());

  it("gives each earlier batch an upload with a ULID, the demo data's as demo, and every record its upload", async () => {
    const uploads = await t.db.query<{
      id: string;
      tenant_id: string;
      record_type: string;
      kind: string;
      records: number;
    }>(
      "SELECT id, tenant_id, record_type, kind, records FROM brsr_input_upload ORDER BY tenant_id, record_type, created_at",
    );
    expect(uploads.map(({ tenant_id, record_type, kind, records }) => [tenant_id, record_type, kind, records])).toEqual(
      [
        [tenant("1"), "water", "demo", 2],
        [tenant("2"), "waste", "json", 1],
        [tenant("2"), "water", "json", 1],
        [tenant("2"), "water", "json", 1],
      ],
    );
    for (const u of uploads) expect(u.id).toMatch(ULID);
    expect(new Set(uploads.map((u) => u.id)).size).toBe(4);
    const orphans = await t.db.query(
      `SELECT id FROM water_record r WHERE NOT EXISTS (SELECT 1 FROM brsr_input_upload u
         WHERE u.tenant_id = r.tenant_id AND u.id = r.upload_id AND u.record_type = 'water')
       UNION ALL
       SELECT id FROM waste_record r WHERE NOT EXISTS (SELECT 1 FROM brsr_input_upload u
         WHERE u.tenant_id = r.tenant_id AND u.id = r.upload_id AND u.record_type = 'waste')`,
    );
    expect(orphans).toEqual([]);
  });
});
