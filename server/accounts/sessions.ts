import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_RULES } from "../../contracts/account";
import type { Queryable } from "../db/client";

/**
 * Sessions live in the database (so every server instance shares them), keyed by the SHA-256 of a random id
 * that only the browser holds, in an HttpOnly, SameSite=Lax, host-only cookie. Over HTTPS it is Secure and named
 * with the `__Host-` prefix, so a browser takes it only from this host (never set by a subdomain or over HTTP).
 */
export const SESSION_COOKIE = "ct_session";

/** The session cookie's name for this request's protocol (behind a trusted proxy, `X-Forwarded-Proto`'s). */
export const sessionCookieName = (req: FastifyRequest) =>
  req.protocol === "https" ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** SHA-256, base64url: for long random secrets (session ids, links, recovery codes), which need no slow hash. */
export const digestOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

export const randomSecret = (bytes = 32) => randomBytes(bytes).toString("base64url");

export type Session = {
  idHash: string;
  accountId: string;
  csrfToken: string;
  remember: boolean;
};

export function sessionIdFrom(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const name = sessionCookieName(req);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(req: FastifyRequest, value: string, maxAgeSeconds: number | undefined) {
  const attributes = [`${sessionCookieName(req)}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  if (req.protocol === "https") attributes.push("Secure");
  return attributes.join("; ");
}

/** Opens a new session (always a new id: an id the browser brought is never adopted) and sets its cookie. */
export async function openSession(
  q: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  remember: boolean,
): Promise<Session> {
  const id = randomSecret();
  const csrfToken = randomSecret();
  const lifetimeMs = remember ? ACCOUNT_RULES.rememberDays * 86_400_000 : ACCOUNT_RULES.plainSessionHours * 3_600_000;
  const now = new Date();
  await q.query(
    `INSERT INTO account_session (id_hash, account_id, csrf_token, remember, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [digestOf(id), accountId, csrfToken, remember, now, new Date(now.getTime() + lifetimeMs)],
  );
  // Without Remember me the cookie has no Max-Age: the browser drops it when it closes.
  reply.header("Set-Cookie", cookie(req, id, remember ? lifetimeMs / 1000 : undefined));
  return { idHash: digestOf(id), accountId, csrfToken, remember };
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.header("Set-Cookie", cookie(req, "", 0));
}

/** The live session the request's cookie names, if any. */
export async function currentSession(q: Queryable, req: FastifyRequest): Promise<Session | undefined> {
  const id = sessionIdFrom(req);
  if (!id) return undefined;
  const [row] = await q.query<{ id_hash: string; account_id: string; csrf_token: string; remember: boolean }>(
    `UPDATE account_session SET last_seen_at = now()
      WHERE id_hash = $1 AND expires_at > now()
      RETURNING id_hash, account_id, csrf_token, remember`,
    [digestOf(id)],
  );
  return row
    ? { idHash: row.id_hash, accountId: row.account_id, csrfToken: row.csrf_token, remember: row.remember }
    : undefined;
}

/** Whether the session stored under `idHash` is still open (not signed out, ended or expired). */
/**
 * Whether a console token may still act: its session is open, and the session's account is still a member of the
 * token's tenant, with the token's roles, its access not ended.
 */
export async function consoleAccessIsLive(
  q: Queryable,
  idHash: string,
  tenantId: string,
  roles: readonly string[],
): Promise<boolean> {
  const rows = await q.query<{ roles: string[] }>(
    `SELECT u.roles FROM account_session s
       JOIN account_workspace w ON w.account_id = s.account_id AND w.tenant_id = $2
       JOIN api_user u ON u.tenant_id = w.tenant_id AND u.id = w.user_id
      WHERE s.id_hash = $1 AND s.expires_at > now() AND (u.access_ends_at IS NULL OR u.access_ends_at > now())`,
    [idHash, tenantId],
  );
  const now = rows[0]?.roles;
  return now !== undefined && [...now].sort().join(",") === [...roles].sort().join(",");
}

export async function closeSession(q: Queryable, idHash: string) {
  await q.query("DELETE FROM account_session WHERE id_hash = $1", [idHash]);
}

/** Ends every session of the account except `keep` (the one making the request, when given). */
export async function closeOtherSessions(q: Queryable, accountId: string, keep?: string) {
  await q.query("DELETE FROM account_session WHERE account_id = $1 AND id_hash <> $2", [accountId, keep ?? ""]);
}

/** Drops expired sessions and used or expired links (called by the hourly cleanup). */
export async function pruneAccountRows(q: Queryable) {
  await q.query("DELETE FROM account_session WHERE expires_at <= now()");
  await q.query("DELETE FROM account_token WHERE expires_at <= now() OR used_at IS NOT NULL");
}
