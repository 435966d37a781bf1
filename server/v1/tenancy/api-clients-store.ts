import { ulid } from "ulid";
import { API_ROLES, type ClientScope, ROLE_PERMISSIONS } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { hashClientSecret, newClientSecret } from "../platform/client-secret";
import { iso } from "../platform/rows";
import { TOKEN_TTL_SECONDS } from "../platform/signing-keys";

/**
 * A tenant's API clients (its keys): created with a secret shown once and stored as its hash, revoked by deleting
 * the client and remembering its id until every token it was issued has expired.
 */

export const apiClientResource = (r: Record<string, unknown>) => ({
  id: String(r.id),
  name: (r.name as string | null) ?? null,
  scopes: r.scopes as ClientScope[],
  created_at: iso(r.created_at),
});

/** The roles whose every permission the scopes include: what the key's tokens say they act as. */
const rolesWithin = (scopes: readonly ClientScope[]) =>
  API_ROLES.filter((role) => ROLE_PERMISSIONS[role].every((s) => scopes.includes(s)));

/** Stores a new client of the tenant; the returned secret exists nowhere else. */
export async function insertApiClient(
  q: Queryable,
  tenantId: string,
  name: string,
  scopes: readonly ClientScope[],
): Promise<{ row: Record<string, unknown>; secret: string }> {
  const secret = newClientSecret();
  const [row] = await q.query(
    `INSERT INTO api_client (id, tenant_id, name, secret_hash, scopes, roles, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, name, scopes, created_at`,
    [
      `key-${ulid().toLowerCase()}`,
      tenantId,
      name,
      await hashClientSecret(secret),
      scopes,
      rolesWithin(scopes),
      new Date(),
    ],
  );
  return { row: row!, secret };
}

/**
 * Revokes a client of the tenant: deletes it (its secret stops working) and records the revocation (its tokens
 * are refused from the next request). Returns when it was revoked, or null when the tenant has no such client.
 */
export async function revokeApiClient(q: Queryable, tenantId: string, clientId: string): Promise<Date | null> {
  const [deleted] = await q.query("DELETE FROM api_client WHERE tenant_id = $1 AND id = $2 RETURNING id", [
    tenantId,
    clientId,
  ]);
  if (deleted) {
    await q.query(
      "INSERT INTO api_client_revocation (client_id, tenant_id, revoked_at) VALUES ($1, $2, now()) ON CONFLICT (client_id) DO NOTHING",
      [clientId, tenantId],
    );
  }
  const [revocation] = await q.query<{ revoked_at: Date | string }>(
    "SELECT revoked_at FROM api_client_revocation WHERE tenant_id = $1 AND client_id = $2",
    [tenantId, clientId],
  );
  return revocation ? new Date(revocation.revoked_at) : null;
}

/** Whether a client has been revoked (and its tokens may still be unexpired). */
export async function clientRevoked(q: Queryable, clientId: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM api_client_revocation WHERE client_id = $1", [clientId]);
  return rows.length > 0;
}

/** Forgets revocations older than the longest token lifetime: no token of theirs is left to refuse. */
export async function pruneRevocations(q: Queryable, now = new Date()): Promise<void> {
  await q.query("DELETE FROM api_client_revocation WHERE revoked_at < $1", [
    new Date(now.getTime() - TOKEN_TTL_SECONDS * 1000 - 60_000),
  ]);
}

type TokenClient = { id: string; tenant_id: string; secret_hash: string; scopes: string[]; roles: string[] };

/** A client with what a token request checks, unless its tenant has expired. */
export async function clientOfLiveTenant(q: Queryable, clientId: string): Promise<TokenClient | undefined> {
  const [client] = await q.query<TokenClient>(
    `SELECT c.id, c.tenant_id, c.secret_hash, c.scopes, c.roles FROM api_client c
       JOIN api_tenant t ON t.id = c.tenant_id
       WHERE c.id = $1 AND (t.expires_at IS NULL OR t.expires_at > now())`,
    [clientId],
  );
  return client;
}
