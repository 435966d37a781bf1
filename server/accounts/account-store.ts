import { ulid } from "ulid";
import { ACCOUNT_RULES, type AccountSummary } from "../../contracts/account";
import type { Db, Queryable } from "../db/client";
import { seedDemoData } from "../demo/demo-data";
import { revokeApiClient } from "../v1/tenancy/api-clients-store";
import { clearSignInFailures, forgetEmailBuckets } from "./limits";
import { digestOf, randomSecret } from "./sessions";

export type AccountRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  password_hash: string;
  email_verified_at: Date | string | null;
  tenant_id: string;
  user_id: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | number | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  demo_seeded_at: Date | string | null;
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
 * The account, its own sandbox tenant (no expiry: it lives as long as the account) and the account's user there as
 * the tenant's admin. The demo data follows (`ensureDemoData`), so that creating an account takes no longer than
 * the few rows a known address's sign-up writes. Returns the account id.
 */
export async function createAccount(q: Queryable, a: NewAccount): Promise<{ accountId: string; tenantId: string }> {
  const accountId = ulid();
  const tenantId = ulid();
  const userId = ulid();
  const now = new Date();
  const email = a.email.toLowerCase();
  await q.query(
    "INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at) VALUES ($1, $2, 'sandbox', $3, $4, $5, NULL)",
    [tenantId, `${a.company} sandbox`, email, a.company, now],
  );
  await q.query(
    "INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at) VALUES ($1, $2, $3, $4, false, $5)",
    [userId, tenantId, email, ["admin"], now],
  );
  await q.query(
    `INSERT INTO account (id, email, first_name, last_name, company, password_hash, tenant_id, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [accountId, email, a.firstName, a.lastName, a.company, a.passwordHash, tenantId, userId, now],
  );
  return { accountId, tenantId };
}

/**
 * Gives the account's tenant the demo data, once: after a sign-up has been answered, and again at a sign-in in case
 * that run did not finish (the database was lost meanwhile). The account row is locked while it runs, so two at
 * once seed it once.
 */
export async function ensureDemoData(db: Db, accountId: string): Promise<void> {
  await db.tx(async (q) => {
    const [row] = await q.query<{ tenant_id: string; company: string }>(
      "SELECT tenant_id, company FROM account WHERE id = $1 AND demo_seeded_at IS NULL FOR UPDATE",
      [accountId],
    );
    if (!row) return;
    await seedDemoData(q, row.tenant_id, row.company);
    await q.query("UPDATE account SET demo_seeded_at = now() WHERE id = $1", [accountId]);
  });
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

/** Records a sign-in on the account and on its tenant user (`last_login_at` of /v1/tenants/{id}/users). */
export async function recordSignIn(q: Queryable, a: AccountRow) {
  await q.query("UPDATE account SET last_login_at = now() WHERE id = $1", [a.id]);
  await q.query("UPDATE api_user SET last_login_at = now() WHERE tenant_id = $1 AND id = $2", [a.tenant_id, a.user_id]);
}

/** What was set up on an account before its address was confirmed, and was removed when it was. */
export type RemovedAtConfirmation = { sessions: number; secondFactor: boolean; apiKeys: number };

export const removedAnything = (r: RemovedAtConfirmation) => r.sessions > 0 || r.secondFactor || r.apiKeys > 0;

/**
 * Confirms the account's address (by the confirmation link, or a reset link: both reached its inbox). The first
 * time, whatever was set up before goes, since until then anyone could have signed up with the address and signed
 * in: every session but `keepSession` (the one making the request), two-factor sign-in with its recovery codes,
 * and the tenant's API keys (revoked, so their tokens are refused too). Returns what was removed, or undefined when
 * the address was confirmed already.
 */
export async function confirmAddress(
  q: Queryable,
  accountId: string,
  keepSession?: string,
): Promise<RemovedAtConfirmation | undefined> {
  const [account] = await q.query<Pick<AccountRow, "tenant_id" | "user_id" | "totp_secret">>(
    "SELECT tenant_id, user_id, totp_secret FROM account WHERE id = $1 AND email_verified_at IS NULL FOR UPDATE",
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
  await q.query("UPDATE api_user SET mfa_enabled = false WHERE tenant_id = $1 AND id = $2", [
    account.tenant_id,
    account.user_id,
  ]);
  const keys = await q.query<{ id: string }>("SELECT id FROM api_client WHERE tenant_id = $1", [account.tenant_id]);
  for (const { id } of keys) await revokeApiClient(q, account.tenant_id, id);
  return { sessions: sessions.length, secondFactor: account.totp_secret !== null, apiKeys: keys.length };
}

/**
 * Deletes the account and every row that names its address: its tenant with all the tenant's data (the account,
 * its sessions, links and recovery codes go with it), the account emails to it in the outbox, and the rate buckets
 * and sign-in failures keyed by its address's keyed hash, all or nothing. Emails about leads stay: a form someone
 * sent is the business's record, not the account's.
 */
export async function deleteAccount(
  db: Db,
  account: Pick<AccountRow, "email" | "tenant_id">,
  emailHash: string,
): Promise<void> {
  await db.tx(async (q) => {
    await forgetEmailBuckets(q, emailHash);
    await clearSignInFailures(q, emailHash);
    await q.query("DELETE FROM mail_outbox WHERE kind = 'account' AND lower(recipient) = lower($1)", [account.email]);
    await q.query("DELETE FROM api_tenant WHERE id = $1", [account.tenant_id]);
  });
}
