import { ulid } from "ulid";
import type { Workspace, WorkspaceKind } from "../../contracts/account";
import type { Db, Queryable } from "../db/client";
import { DEMO_COMPANY, seedDemoData } from "../demo/demo-data";

/**
 * An account's workspaces: the tenants it opens in the console, with its user in each (`account_workspace`). Its own
 * company's workspace is made with the account, empty; the demo workspace, a tenant of its own holding the demo
 * company's data, when the account first opens it. Both are tenants without expiry: they live as long as the
 * account, and go with it.
 */

export type Membership = { tenant_id: string; user_id: string; kind: WorkspaceKind };

/**
 * A new tenant for a workspace (no expiry) with the person as its admin user: the own workspace is a tenant of kind
 * workspace (never reset to the demo data), the demo workspace a sandbox tenant.
 */
export async function insertWorkspaceTenant(
  q: Queryable,
  w: { kind: WorkspaceKind; name: string; company: string; email: string; mfaEnabled: boolean; now: Date },
): Promise<{ tenantId: string; userId: string }> {
  const tenantId = ulid();
  const userId = ulid();
  const email = w.email.toLowerCase();
  await q.query(
    "INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, NULL)",
    [tenantId, w.name, w.kind === "own" ? "workspace" : "sandbox", email, w.company, w.now],
  );
  await q.query(
    "INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [userId, tenantId, email, ["admin"], w.mfaEnabled, w.now],
  );
  return { tenantId, userId };
}

export async function insertMembership(
  q: Queryable,
  accountId: string,
  m: { tenantId: string; userId: string; kind: WorkspaceKind; now: Date },
): Promise<void> {
  await q.query(
    "INSERT INTO account_workspace (account_id, tenant_id, user_id, kind, created_at) VALUES ($1, $2, $3, $4, $5)",
    [accountId, m.tenantId, m.userId, m.kind, m.now],
  );
}

type WorkspaceRow = { tenant_id: string; company: string | null; name: string; kind: WorkspaceKind };

const asWorkspace = (r: WorkspaceRow): Workspace => ({
  tenantId: r.tenant_id,
  name: r.company ?? r.name,
  kind: r.kind,
});

/** The account's workspaces: its own first, then the demo once opened. */
export async function accountWorkspaces(q: Queryable, accountId: string): Promise<Workspace[]> {
  const rows = await q.query<WorkspaceRow>(
    `SELECT w.tenant_id, t.company, t.name, w.kind FROM account_workspace w JOIN api_tenant t ON t.id = w.tenant_id
      WHERE w.account_id = $1 ORDER BY w.kind = 'own' DESC, w.created_at`,
    [accountId],
  );
  return rows.map(asWorkspace);
}

/** The account's membership of a tenant, or undefined when the tenant is not one of its workspaces. */
export async function membershipOf(q: Queryable, accountId: string, tenantId: string): Promise<Membership | undefined> {
  const [row] = await q.query<Membership>(
    "SELECT tenant_id, user_id, kind FROM account_workspace WHERE account_id = $1 AND tenant_id = $2",
    [accountId, tenantId],
  );
  return row;
}

/** The tenants of the account's workspaces. */
export async function accountTenantIds(q: Queryable, accountId: string): Promise<string[]> {
  const rows = await q.query<{ tenant_id: string }>("SELECT tenant_id FROM account_workspace WHERE account_id = $1", [
    accountId,
  ]);
  return rows.map((r) => r.tenant_id);
}

const ACCOUNT_USERS = "(tenant_id, id) IN (SELECT tenant_id, user_id FROM account_workspace WHERE account_id = $1)";

/** `mfa_enabled` of the account's user in every workspace follows the account's two-factor sign-in. */
export async function setAccountUsersMfa(q: Queryable, accountId: string, on: boolean): Promise<void> {
  await q.query(`UPDATE api_user SET mfa_enabled = $2 WHERE ${ACCOUNT_USERS}`, [accountId, on]);
}

/** A sign-in, on the account's user in every workspace (`last_login_at` of /v1/tenants/{id}/users). */
export async function recordAccountUsersSignIn(q: Queryable, accountId: string): Promise<void> {
  await q.query(`UPDATE api_user SET last_login_at = now() WHERE ${ACCOUNT_USERS}`, [accountId]);
}

/** Deletes every workspace of the account, its own (and with it the account) and the demo one, with all their data. */
export async function deleteAccountWorkspaces(q: Queryable, accountId: string): Promise<void> {
  await q.query("DELETE FROM api_tenant WHERE id IN (SELECT tenant_id FROM account_workspace WHERE account_id = $1)", [
    accountId,
  ]);
}

/**
 * The account's demo workspace, made the first time it is asked for: a tenant named as the demo company, holding the
 * demo data, with the account's user as its admin. The account row is locked meanwhile, so two at once make one.
 */
export async function openDemoWorkspace(
  db: Db,
  account: { id: string; email: string; totp_secret: string | null },
): Promise<{ workspace: Workspace; created: boolean }> {
  return db.tx(async (q) => {
    await q.query("SELECT id FROM account WHERE id = $1 FOR UPDATE", [account.id]);
    const [existing] = await q.query<WorkspaceRow>(
      `SELECT w.tenant_id, t.company, t.name, w.kind FROM account_workspace w JOIN api_tenant t ON t.id = w.tenant_id
        WHERE w.account_id = $1 AND w.kind = 'demo'`,
      [account.id],
    );
    if (existing) return { workspace: asWorkspace(existing), created: false };
    const now = new Date();
    const { tenantId, userId } = await insertWorkspaceTenant(q, {
      kind: "demo",
      name: DEMO_COMPANY,
      company: DEMO_COMPANY,
      email: account.email,
      mfaEnabled: account.totp_secret !== null,
      now,
    });
    await seedDemoData(q, tenantId, DEMO_COMPANY);
    await insertMembership(q, account.id, { tenantId, userId, kind: "demo", now });
    return { workspace: { tenantId, name: DEMO_COMPANY, kind: "demo" }, created: true };
  });
}
