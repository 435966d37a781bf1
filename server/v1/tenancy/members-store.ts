import type { ApiRole } from "../../../contracts/api";
import type { PlanId } from "../../../contracts/plans";
import type { Queryable } from "../../db/client";
import type { ListSpec } from "../platform/list-query";
import { field } from "../platform/list-query";

/**
 * A tenant's members: its users with what the console needs of each (a pending invitation's expiry, whether an
 * account has joined as the user), the invitations that ask people to join, ownership and the workspace's plan.
 */

type Row = Record<string, unknown>;

/** Users with their latest pending invitation's expiry and whether an account joined as them. */
const MEMBERS = `(SELECT u.*, i.expires_at AS invitation_expires_at, (w.account_id IS NOT NULL) AS joined
  FROM api_user u
  LEFT JOIN LATERAL (SELECT expires_at FROM member_invitation i
      WHERE i.tenant_id = u.tenant_id AND i.user_id = u.id AND i.accepted_at IS NULL
      ORDER BY i.created_at DESC LIMIT 1) i ON true
  LEFT JOIN account_workspace w ON w.tenant_id = u.tenant_id AND w.user_id = u.id) AS member`;

export const memberList: ListSpec = {
  table: MEMBERS,
  defaultSort: "created_at",
  fields: {
    email: field("email", "text"),
    mfa_enabled: field("mfa_enabled", "boolean"),
    created_at: field("created_at", "timestamp"),
    last_login_at: field("last_login_at", "timestamp", false),
    access_ends_at: field("access_ends_at", "timestamp", false),
  },
};

export async function memberById(q: Queryable, tenantId: string, userId: string): Promise<Row | undefined> {
  const [row] = await q.query(`SELECT * FROM ${MEMBERS} WHERE tenant_id = $1 AND id = $2`, [tenantId, userId]);
  return row;
}

/**
 * The tenant's kind, plan and name as people know it (its company), and whether it is a workspace people open in the
 * console (an account's own or demo workspace), where members are invited by email.
 */
export async function workspaceOf(
  q: Queryable,
  tenantId: string,
): Promise<{ kind: string; plan: PlanId; name: string; has_accounts: boolean } | undefined> {
  const [row] = await q.query<{ kind: string; plan: PlanId; name: string; has_accounts: boolean }>(
    `SELECT kind, plan, COALESCE(company, name) AS name,
            EXISTS (SELECT 1 FROM account_workspace w WHERE w.tenant_id = t.id) AS has_accounts
       FROM api_tenant t WHERE id = $1`,
    [tenantId],
  );
  return row;
}

/** Locks the tenant's row, so two invitations at once count each other against the plan's limit. */
export async function lockTenant(q: Queryable, tenantId: string): Promise<void> {
  await q.query("SELECT id FROM api_tenant WHERE id = $1 FOR UPDATE", [tenantId]);
}

export async function userCount(q: Queryable, tenantId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM api_user WHERE tenant_id = $1", [
    tenantId,
  ]);
  return row?.n ?? 0;
}

/** Invitations the tenant sent since `since` (accepted or not): the daily allowance of invitation emails. */
export async function invitationsSentSince(q: Queryable, tenantId: string, since: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM member_invitation WHERE tenant_id = $1 AND created_at >= $2",
    [tenantId, since],
  );
  return row?.n ?? 0;
}

/** A new invitation link for the user; an earlier one that was not used stops working. */
export async function insertInvitation(
  q: Queryable,
  i: { tenantId: string; userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query("DELETE FROM member_invitation WHERE tenant_id = $1 AND user_id = $2 AND accepted_at IS NULL", [
    i.tenantId,
    i.userId,
  ]);
  await q.query(
    "INSERT INTO member_invitation (token_hash, tenant_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
    [i.tokenHash, i.tenantId, i.userId, i.now, i.expiresAt],
  );
}

/** Sets when a user's access ends (null: it does not). */
export async function setAccessEnd(
  q: Queryable,
  tenantId: string,
  userId: string,
  accessEndsAt: Date | null,
): Promise<void> {
  await q.query("UPDATE api_user SET access_ends_at = $3 WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    userId,
    accessEndsAt,
  ]);
}

/** Deletes the user: their membership and any invitation go with it. */
export async function removeUser(q: Queryable, tenantId: string, userId: string): Promise<Row | undefined> {
  const [row] = await q.query("DELETE FROM api_user WHERE tenant_id = $1 AND id = $2 RETURNING *", [tenantId, userId]);
  return row;
}

/** The owner's role moves to `toUserId`; the former owner becomes an admin. */
export async function transferOwnership(q: Queryable, tenantId: string, toUserId: string): Promise<void> {
  await q.query(
    "UPDATE api_user SET roles = ARRAY['admin'] WHERE tenant_id = $1 AND 'owner' = ANY (roles) AND id <> $2",
    [tenantId, toUserId],
  );
  await q.query("UPDATE api_user SET roles = ARRAY['owner'], access_ends_at = NULL WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    toUserId,
  ]);
}

export const isOwner = (roles: readonly string[]) => roles.includes("owner" satisfies ApiRole);

/**
 * Moves a workspace people open in the console to a plan; its name and member count after, or undefined when the
 * tenant is no such workspace.
 */
export async function setWorkspacePlan(
  q: Queryable,
  tenantId: string,
  plan: PlanId,
): Promise<{ name: string; members: number } | undefined> {
  const [row] = await q.query<{ name: string; members: number }>(
    `UPDATE api_tenant t SET plan = $2
      WHERE id = $1 AND EXISTS (SELECT 1 FROM account_workspace w WHERE w.tenant_id = t.id)
      RETURNING COALESCE(company, name) AS name, (SELECT count(*)::int FROM api_user u WHERE u.tenant_id = t.id) AS members`,
    [tenantId, plan],
  );
  return row;
}
