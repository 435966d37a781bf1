import { ulid } from "ulid";
import { ACCOUNT_RULES, type AccountSummary } from "../../contracts/account";
import type { Db, Queryable } from "../db/client";
import { revokeApiClient } from "../v1/tenancy/api-clients-store";
import { clearSignInFailures, forgetEmailBuckets } from "./limits";
import { digestOf, randomSecret } from "./sessions";
import {
  accountTenantIds,
  deleteAccountWorkspaces,
  insertMembership,
  insertWorkspaceTenant,
  recordAccountUsersSignIn,
  setAccountUsersMfa,
} from "./workspace-store";

export type AccountRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  password_hash: string;
  email_verified_at: Date | string | null;
  /** The account's own workspace: its company's tenant, and its user there (workspace-store.ts has all its workspaces). */
  /** The workspace the account made; null once a later owner of it deleted it. */
  tenant_id: string | null;
  user_id: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | number | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export async function accountByEmail(q: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await q.query<AccountRow>("SELECT * FROM account WHERE lower(email) = lower($1)", [email]);
  return row;
}

export async function accountById(q: Queryable, id: string): Promise<AccountRow | undefined> {
  const [row] = await q.query<AccountRow>("SELECT * FROM account WHERE id = $1", [id]);
  return row;
}

export type NewAccount = { email: string; firstName: string; lastName: string; company: string; passwordHash: string };

/**
 * The account and its own company's workspace: a sandbox tenant (no expiry: it lives as long as the account),
 * empty, with the account's user there as the tenant's owner. The demo company's data is in a workspace of its own,
 * made when the account first opens it (`openDemoWorkspace`). Returns the account id.
 */
export async function createAccount(q: Queryable, a: NewAccount): Promise<{ accountId: string; tenantId: string }> {
  const accountId = ulid();
  const now = new Date();
  const email = a.email.toLowerCase();
  const { tenantId, userId } = await insertWorkspaceTenant(q, {
    kind: "own",
    name: a.company,
    company: a.company,
    email,
    mfaEnabled: false,
    now,
  });
  await q.query(
    `INSERT INTO account (id, email, first_name, last_name, company, password_hash, tenant_id, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [accountId, email, a.firstName, a.lastName, a.company, a.passwordHash, tenantId, userId, now],
  );
  await insertMembership(q, accountId, { tenantId, userId, kind: "own", now });
  return { accountId, tenantId };
}

export type LinkPurpose = "verify-email" | "reset-password";

const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  "verify-email": ACCOUNT_RULES.verifyLinkHours * 3_600_000,
  "reset-password": ACCOUNT_RULES.resetLinkMinutes * 60_000,
};

/** A new single-use link token (only its digest is stored); earlier unused ones of the same purpose stop working. */
export async function issueLinkToken(q: Queryable, accountId: string, purpose: LinkPurpose): Promise<string> {
  const token = randomSecret();
  await q.query("DELETE FROM account_token WHERE account_id = $1 AND purpose = $2", [accountId, purpose]);
  await q.query("INSERT INTO account_token (token_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, $4)", [
    digestOf(token),
    accountId,
    purpose,
    new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  ]);
  return token;
}

/** Uses a link token once: the account it belongs to, or undefined when unknown, used or expired. */
export async function consumeLinkToken(q: Queryable, token: string, purpose: LinkPurpose): Promise<string | undefined> {
  const [row] = await q.query<{ account_id: string }>(
    `UPDATE account_token SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING account_id`,
    [digestOf(token), purpose],
  );
  return row?.account_id;
}

export async function summaryOf(q: Queryable, a: AccountRow, remembered: boolean): Promise<AccountSummary> {
  const [count] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM account_session WHERE account_id = $1 AND expires_at > now()",
    [a.id],
  );
  return {
    email: a.email,
    firstName: a.first_name,
    lastName: a.last_name,
    company: a.company,
    emailVerified: a.email_verified_at !== null,
    tenantId: a.tenant_id,
    mfaEnabled: a.totp_secret !== null,
    createdAt: iso(a.created_at) ?? "",
    lastLoginAt: iso(a.last_login_at),
    sessions: count?.n ?? 1,
    remembered,
  };
}

/** Records a sign-in on the account and on its user in each workspace (`last_login_at` of /v1/tenants/{id}/users). */
export async function recordSignIn(q: Queryable, a: AccountRow) {
  await q.query("UPDATE account SET last_login_at = now() WHERE id = $1", [a.id]);
  await recordAccountUsersSignIn(q, a.id);
}

/** What was set up on an account before its address was confirmed, and was removed when it was. */
export type RemovedAtConfirmation = { sessions: number; secondFactor: boolean; apiKeys: number };

export const removedAnything = (r: RemovedAtConfirmation) => r.sessions > 0 || r.secondFactor || r.apiKeys > 0;

/**
 * Confirms the account's address (by the confirmation link, or a reset link: both reached its inbox). The first
 * time, whatever was set up before goes, since until then anyone could have signed up with the address and signed
 * in: every session but `keepSession` (the one making the request), two-factor sign-in with its recovery codes,
 * and the API keys of every workspace (revoked, so their tokens are refused too). Returns what was removed, or undefined when
 * the address was confirmed already.
 */
export async function confirmAddress(
  q: Queryable,
  accountId: string,
  keepSession?: string,
): Promise<RemovedAtConfirmation | undefined> {
  const [account] = await q.query<Pick<AccountRow, "totp_secret">>(
    "SELECT totp_secret FROM account WHERE id = $1 AND email_verified_at IS NULL FOR UPDATE",
    [accountId],
  );
  if (!account) return undefined;
  await q.query(
    `UPDATE account SET email_verified_at = now(), totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL
      WHERE id = $1`,
    [accountId],
  );
  const sessions = await q.query("DELETE FROM account_session WHERE account_id = $1 AND id_hash <> $2 RETURNING 1", [
    accountId,
    keepSession ?? "",
  ]);
  await q.query("DELETE FROM account_recovery_code WHERE account_id = $1", [accountId]);
  await setAccountUsersMfa(q, accountId, false);
  const keys = await q.query<{ id: string; tenant_id: string }>(
    "SELECT id, tenant_id FROM api_client WHERE tenant_id = ANY($1)",
    [await accountTenantIds(q, accountId)],
  );
  for (const { id, tenant_id } of keys) await revokeApiClient(q, tenant_id, id);
  return { sessions: sessions.length, secondFactor: account.totp_secret !== null, apiKeys: keys.length };
}

/**
 * Deletes the account and every row that names its address: every workspace's tenant with all its data, its own
 * company's and the demo one (the account, its sessions, links, recovery codes and workspaces go with them), the
 * account emails to it in the outbox, and the rate buckets and sign-in failures keyed by its address's keyed hash,
 * all or nothing. Emails about leads stay: a form someone sent is the business's record, not the account's.
 */
export async function deleteAccount(
  db: Db,
  account: Pick<AccountRow, "id" | "email" | "tenant_id">,
  emailHash: string,
): Promise<void> {
  await db.tx(async (q) => {
    await forgetEmailBuckets(q, emailHash);
    await clearSignInFailures(q, emailHash);
    await q.query("DELETE FROM mail_outbox WHERE kind = 'account' AND lower(recipient) = lower($1)", [account.email]);
    await deleteAccountWorkspaces(q, account.id);
    await q.query("DELETE FROM account WHERE id = $1", [account.id]);
  });
}
