import type { ApiRole, ApiScope } from "../../../contracts/api";
import type { Db, Queryable } from "../../db/client";

/**
 * Tenants of the sandbox: a self-serve tenant or the public demo tenant with its first client, the demo tenant's
 * state at start, and the deletion of expired self-serve tenants (foreign keys cascade to every row they own).
 */

export async function insertTenant(
  q: Queryable,
  tenant: {
    id: string;
    name: string;
    kind: "sandbox" | "demo";
    contactEmail: string | null;
    company: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<void> {
  await q.query(
    "INSERT INTO api_tenant (id, name, kind, contact_email, company, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [tenant.id, tenant.name, tenant.kind, tenant.contactEmail, tenant.company, tenant.createdAt, tenant.expiresAt],
  );
}

/** A new tenant's first client, with an id of the caller's choosing and the hash of its secret. */
export async function insertFirstClient(
  q: Queryable,
  tenantId: string,
  client: { id: string; secretHash: string; scopes: readonly ApiScope[]; roles: readonly ApiRole[]; createdAt: Date },
): Promise<void> {
  await q.query(
    "INSERT INTO api_client (id, tenant_id, secret_hash, scopes, roles, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [client.id, tenantId, client.secretHash, client.scopes, client.roles, client.createdAt],
  );
}

/** The company a tenant was made for, if it names one. */
export async function tenantCompany(q: Queryable, tenantId: string): Promise<string | undefined> {
  const [tenant] = await q.query<{ company: string | null }>("SELECT company FROM api_tenant WHERE id = $1", [
    tenantId,
  ]);
  return tenant?.company ?? undefined;
}

/**
 * Takes the demo tenant's lock for the rest of the transaction (one instance sets it up at a time) and says what
 * the demo tenant holds: nothing yet, data made by a version from before there was activity data or financial
 * years (outdated), or the whole demo data.
 */
export async function lockDemoTenant(q: Queryable, tenantId: string): Promise<"absent" | "outdated" | "ready"> {
  await q.query("SELECT pg_advisory_xact_lock(724303)");
  const existing = await q.query("SELECT 1 FROM api_tenant WHERE id = $1", [tenantId]);
  if (existing.length === 0) return "absent";
  const [held] = await q.query<{ activity: boolean; years: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM activity_record WHERE tenant_id = $1) AS activity,
       EXISTS (SELECT 1 FROM financial_year WHERE tenant_id = $1) AS years`,
    [tenantId],
  );
  return held!.activity && held!.years ? "ready" : "outdated";
}

/** Sets the scopes of a client of the tenant. */
export async function setClientScopes(
  q: Queryable,
  tenantId: string,
  clientId: string,
  scopes: readonly ApiScope[],
): Promise<void> {
  await q.query("UPDATE api_client SET scopes = $3 WHERE tenant_id = $1 AND id = $2", [tenantId, clientId, scopes]);
}

/** Deletes expired self-serve tenants and everything they own. Returns how many went. */
export async function deleteExpiredSandboxTenants(db: Db, now = new Date()): Promise<number> {
  const rows = await db.query("DELETE FROM api_tenant WHERE kind = 'sandbox' AND expires_at <= $1 RETURNING id", [now]);
  return rows.length;
}
