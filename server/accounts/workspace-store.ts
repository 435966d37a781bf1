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
 * A new tenant for a workspace (no expiry) with the person as its owner: the own workspace is a tenant of kind
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
    [userId, tenantId, email, ["owner"], w.mfaEnabled, w.now],
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

/**
 * The account's membership of a tenant, with its user's roles and when its access ends, or undefined when the tenant
 * is not one of its workspaces.
 */
export async function membershipOf(
  q: Queryable,
  accountId: string,
  tenantId: string,
): Promise<(Membership & { roles: string[]; access_ends_at: Date | null }) | undefined> {
  const [row] = await q.query<Membership & { roles: string[]; access_ends_at: Date | null }>(
    `SELECT w.tenant_id, w.user_id, w.kind, u.roles, u.access_ends_at FROM account_workspace w
       JOIN api_user u ON u.tenant_id = w.tenant_id AND u.id = w.user_id
      WHERE w.account_id = $1 AND w.tenant_id = $2`,
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

/**
 * The account's workspaces it owns where someone else is a member too (or is invited): deleting the account would
 * take the workspace from them, so it is refused until ownership moves or they are removed.
 */
export async function ownedWorkspacesWithOthers(q: Queryable, accountId: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT COALESCE(t.company, t.name) AS name FROM account_workspace w
       JOIN api_user u ON u.tenant_id = w.tenant_id AND u.id = w.user_id AND 'owner' = ANY (u.roles)
       JOIN api_tenant t ON t.id = w.tenant_id
      WHERE w.account_id = $1 AND t.kind = 'workspace'
        AND EXISTS (SELECT 1 FROM api_user o WHERE o.tenant_id = w.tenant_id AND o.id <> w.user_id)`,
    [accountId],
  );
  return rows.map((r) => r.name);
}

/**
 * Deletes every workspace the account owns, with all their data (its own company's, unless it gave that away, and
 * its demo one), and its user in the workspaces it joined: it leaves those, their data stays.
 */
export async function deleteAccountWorkspaces(q: Queryable, accountId: string): Promise<void> {
  await q.query(
    `DELETE FROM api_tenant WHERE id IN (
       SELECT w.tenant_id FROM account_workspace w JOIN api_user u ON u.tenant_id = w.tenant_id AND u.id = w.user_id
        WHERE w.account_id = $1 AND (w.kind = 'demo' OR 'owner' = ANY (u.roles)))`,
    [accountId],
  );
  await q.query(
    "DELETE FROM api_user WHERE (tenant_id, id) IN (SELECT tenant_id, user_id FROM account_workspace WHERE account_id = $1)",
    [accountId],
  );
}

/** An invitation with what it offers: the workspace (as people know it), the invited user's address and roles. */
export type Invitation = {
  tenant_id: string;
  user_id: string;
  workspace: string;
  email: string;
  roles: string[];
  expires_at: Date;
  accepted_at: Date | null;
};

/** An invitation by its token's hash, with what it offers; undefined when no invitation has that token. */
export async function invitationByToken(
  q: Queryable,
  tokenHash: string,
  lock = false,
): Promise<Invitation | undefined> {
  const [row] = await q.query<Invitation>(
    `SELECT i.tenant_id, i.user_id, COALESCE(t.company, t.name) AS workspace, u.email, u.roles,
            i.expires_at, i.accepted_at
       FROM member_invitation i
       JOIN api_user u ON u.tenant_id = i.tenant_id AND u.id = i.user_id
       JOIN api_tenant t ON t.id = i.tenant_id
      WHERE i.token_hash = $1${lock ? " FOR UPDATE OF i" : ""}`,
    [tokenHash],
  );
  return row;
}

/** The invitation is used: the account joins the tenant as the invited user, with the account's two-factor setting. */
export async function joinByInvitation(
  q: Queryable,
  tokenHash: string,
  join: { accountId: string; tenantId: string; userId: string; mfaEnabled: boolean; now: Date },
): Promise<void> {
  await q.query("UPDATE member_invitation SET accepted_at = $2 WHERE token_hash = $1", [tokenHash, join.now]);
  await q.query("UPDATE api_user SET mfa_enabled = $3 WHERE tenant_id = $1 AND id = $2", [
    join.tenantId,
    join.userId,
    join.mfaEnabled,
  ]);
  await insertMembership(q, join.accountId, {
    tenantId: join.tenantId,
    userId: join.userId,
    kind: "member",
    now: join.now,
  });
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
