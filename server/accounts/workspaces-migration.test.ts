import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "../../tests/support/db";
import type { Queryable } from "../db/client";
import { migrate } from "../db/migrate";
import { accountWorkspaces } from "./workspace-store";

const BEFORE_WORKSPACES = "070_one_rate_limit.sql";
const WORKSPACES = "075_account_workspaces.sql";

/** The ids of old account `n`'s rows. */
const ids = (n: string) => ({
  account: `01JACC0UNT000000000000000${n}`,
  tenant: `01JTENANT0000000000000000${n}`,
  user: `01JUSER000000000000000000${n}`,
  org: `01J0RG0000000000000000000${n}`,
  facility: `01JFAC1L1TY00000000000000${n}`,
});

/**
 * Two accounts as they were before workspaces, each with its tenant, its user there, the tenant's data and a
 * session: one whose tenant was given the demo data, one whose seeding never finished (`demo_seeded_at` null).
 */
async function preWorkspaceRows(q: Queryable) {
  for (const [n, seeded] of [
    ["1", "2025-04-02T10:00:00Z"],
    ["2", null],
  ] as const) {
    const id = ids(n);
    const created = "2025-04-01T09:00:00Z";
    await q.query(
      `INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at)
       VALUES ($1, $2, 'sandbox', $3, $4, $5, NULL)`,
      [id.tenant, `Old Co ${n} sandbox`, `old${n}@example.in`, `Old Co ${n}`, created],
    );
    await q.query(
      "INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at) VALUES ($1, $2, $3, $4, false, $5)",
      [id.user, id.tenant, `old${n}@example.in`, ["admin"], created],
    );
    await q.query(
      `INSERT INTO account (id, email, first_name, last_name, company, password_hash, tenant_id, user_id, created_at,
                            demo_seeded_at)
       VALUES ($1, $2, 'Old', 'Person', $3, 'scrypt$hash', $4, $5, $6, $7)`,
      [id.account, `old${n}@example.in`, `Old Co ${n}`, id.tenant, id.user, created, seeded],
    );
    await q.query(
      `INSERT INTO account_session (id_hash, account_id, csrf_token, remember, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, 'csrf', false, now(), now(), now() + interval '1 hour')`,
      [`session-${n}`, id.account],
    );
    await q.query(
      `INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at)
       VALUES ($1, $2, 'Demo Manufacturing Pvt Ltd', 'IN', 'manufacturing', $3, $3)`,
      [id.org, id.tenant, created],
    );
    await q.query(
      `INSERT INTO api_facility (id, tenant_id, org_id, name, country, state, lat, lon, industry, active, created_at)
       VALUES ($1, $2, $3, 'Pune Assembly Plant', 'IN', 'Maharashtra', 18.52, 73.86, 'manufacturing', true, $4)`,
      [id.facility, id.tenant, id.org, created],
    );
  }
}

/** The account's row for the tenant as this migration leaves it (later ones add to what membershipOf reads). */
async function membershipRow(q: Queryable, accountId: string, tenantId: string) {
  const [row] = await q.query(
    "SELECT tenant_id, user_id, kind FROM account_workspace WHERE account_id = $1 AND tenant_id = $2",
    [accountId, tenantId],
  );
  return row;
}

const TABLES = ["account", "account_session", "api_tenant", "api_user", "api_org", "api_facility"] as const;

async function rowCounts(q: Queryable) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row!.n;
  }
  return counts;
}

describe.each(engines)("the workspaces migration on %s", { timeout: 120_000 }, (engine) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(engine, { migrate: false });
  }, 120_000);
  afterAll(() => testDb.drop());

  it("keeps an account's tenant, with everything in it, as its own workspace; the demo comes when first opened", async () => {
    const { db } = testDb;
    await migrate(db, { until: BEFORE_WORKSPACES });
    await preWorkspaceRows(db);
    const before = await rowCounts(db);

    expect(await migrate(db, { until: WORKSPACES })).toEqual([WORKSPACES]);

    expect(await rowCounts(db)).toEqual(before);
    for (const n of ["1", "2"]) {
      const id = ids(n);
      expect(await accountWorkspaces(db, id.account)).toEqual([
        { tenantId: id.tenant, name: `Old Co ${n}`, kind: "own" },
      ]);
      expect(await membershipRow(db, id.account, id.tenant)).toEqual({
        tenant_id: id.tenant,
        user_id: id.user,
        kind: "own",
      });
      const [account] = await db.query<{ tenant_id: string }>("SELECT tenant_id FROM account WHERE id = $1", [
        id.account,
      ]);
      expect(account?.tenant_id).toBe(id.tenant);
      // A company workspace now, which the sandbox reset refuses.
      const [tenant] = await db.query<{ kind: string }>("SELECT kind FROM api_tenant WHERE id = $1", [id.tenant]);
      expect(tenant?.kind).toBe("workspace");
      const facilities = await db.query<{ id: string }>("SELECT id FROM api_facility WHERE tenant_id = $1", [
        id.tenant,
      ]);
      expect(facilities).toEqual([{ id: id.facility }]);
    }
    // Neither account is a member of the other's tenant.
    expect(await membershipRow(db, ids("1").account, ids("2").tenant)).toBeUndefined();
    expect(await membershipRow(db, ids("2").account, ids("1").tenant)).toBeUndefined();
    const [column] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'account' AND column_name = 'demo_seeded_at'",
    );
    expect(column?.n).toBe(0);
  });
});
