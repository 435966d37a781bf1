import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import type { Caller } from "./access-token";
import { badParameter } from "./errors";
import type { HandlerResult } from "./operation";

/** How long a stored response is replayed for an identical key and payload. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** Beyond the handler timeout, before an unfinished claim counts as abandoned. */
export const CLAIM_LEASE_MARGIN_MS = 30_000;

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method}\n${path}\n${canonical(body)}`)
    .digest("hex");
}

type KeyRow = { request_hash: string; status: number | null; body: unknown; created_at: Date };

/**
 * Runs a write at most once per (tenant, Idempotency-Key). The key row is claimed first, alone, with
 * ON CONFLICT DO NOTHING: whoever inserted it runs the write; everyone else replays, waits (409) or is refused (422).
 * When the database is lost mid-request, the claim can be left without an outcome; past `claimLeaseMs` it is
 * answered as such (409 idempotency-outcome-unknown) instead of "still in progress" until the key expires.
 */
export async function runIdempotent(
  db: Db,
  caller: Caller,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<HandlerResult>,
  /** How long a claim without an outcome can belong to a request still running (its handler timeout and more). */
  claimLeaseMs: number,
): Promise<HandlerResult> {
  const raw = req.headers["idempotency-key"];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_FORMAT.test(key)) {
    throw badParameter("Idempotency-Key", "INVALID_FORMAT", "1-255 visible ASCII characters");
  }
  // A file's bytes are hashed by their digest, with the query that says where they go (an upload's target is there).
  const body = Buffer.isBuffer(req.body)
    ? { query: req.query, sha256: createHash("sha256").update(req.body).digest("hex") }
    : (req.body ?? null);
  const hash = requestHash(req.method, req.url.split("?")[0]!, body);
  const now = new Date();

  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await db.query(
      `INSERT INTO api_idempotency (tenant_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
      [caller.tenantId, key, hash, now],
    );
    if (claimed.length === 1) break;
    const [existing] = await db.query<KeyRow>(
      "SELECT request_hash, status, body, created_at FROM api_idempotency WHERE tenant_id = $1 AND key = $2",
      [caller.tenantId, key],
    );
    if (!existing) continue; // expired and deleted meanwhile: try to claim again
    if (now.getTime() - new Date(existing.created_at).getTime() > IDEMPOTENCY_TTL_MS) {
      await db.query("DELETE FROM api_idempotency WHERE tenant_id = $1 AND key = $2 AND created_at = $3", [
        caller.tenantId,
        key,
        existing.created_at,
      ]);
      continue;
    }
    if (existing.request_hash !== hash) {
      throw new HttpProblem(
        "idempotency-key-reused",
        "This Idempotency-Key was already used with a different request; use a new key for a new request.",
        [{ field: "Idempotency-Key", code: "KEY_REUSED", message: "Used earlier with another method, path or body" }],
      );
    }
    if (existing.status === null) {
      // A claim older than any request may run was left by one whose outcome could not be stored.
      if (now.getTime() - new Date(existing.created_at).getTime() > claimLeaseMs) {
        throw new HttpProblem(
          "idempotency-outcome-unknown",
          "The first request with this Idempotency-Key ended without a recorded outcome, because the database was lost while it ran: it may or may not have been stored. Check (list or get the resource), then send it again with a new key if it is missing.",
        );
      }
      throw new HttpProblem(
        "request-in-progress",
        "A request with this Idempotency-Key is still being processed; retry shortly.",
      );
    }
    reply.header("Idempotent-Replayed", "true");
    return { status: existing.status, body: existing.body };
  }

  try {
    const result = await run();
    await db.query("UPDATE api_idempotency SET status = $3, body = $4 WHERE tenant_id = $1 AND key = $2", [
      caller.tenantId,
      key,
      result.status,
      JSON.stringify(result.body ?? null),
    ]);
    return result;
  } catch (err) {
    // Nothing was written: release the key so a corrected or retried request can use it.
    await db.query("DELETE FROM api_idempotency WHERE tenant_id = $1 AND key = $2", [caller.tenantId, key]);
    throw err;
  }
}

export async function pruneIdempotency(db: Db, now = new Date()): Promise<void> {
  await db.query("DELETE FROM api_idempotency WHERE created_at < $1", [new Date(now.getTime() - IDEMPOTENCY_TTL_MS)]);
}
