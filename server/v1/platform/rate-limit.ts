import type { Queryable } from "../../db/client";

export type BucketPolicy = { capacity: number; perSecond: number };
export type BucketResult = {
  allowed: boolean;
  limit: number;
  remaining: number;
  retryAfterSeconds: number;
  /** Milliseconds until the bucket holds one whole request again (0 while it does). */
  msUntilNext: number;
  /** When the live tenant asked about expires (null: it does not, or no tenant was asked about). */
  tenantExpiresAt: Date | null;
};

/** `limit` requests per `windowSeconds`, refilled continuously, with bursts up to the full limit. */
export function policy(limit: number, windowSeconds: number): BucketPolicy {
  return { capacity: limit, perSecond: limit / windowSeconds };
}

/**
 * Takes one token (or `cost` tokens: a batch of N items costs N) from a bucket in one atomic statement, so every
 * instance on the same database shares it. The bucket refills at perSecond up to capacity; a request is allowed
 * when at least `cost` whole tokens are left.
 */
export async function takeToken(
  db: Queryable,
  bucket: string,
  p: BucketPolicy,
  /**
   * Only counts (and answers, with the tenant's expiry) while this tenant exists and has not expired and this client
   * has not been revoked; else null.
   */
  live?: { tenantId: string; clientId: string },
  cost = 1,
): Promise<BucketResult | null> {
  const refilled =
    "LEAST($2::double precision, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (clock_timestamp() - b.updated_at)))::double precision * $3::double precision)";
  const left = `CASE WHEN ${refilled} >= $5::double precision THEN ${refilled} - $5::double precision ELSE ${refilled} END`;
  const fullAt = (tokens: string) =>
    `clock_timestamp() + make_interval(secs => ($2::double precision - ${tokens}) / $3::double precision)`;
  const rows = await db.query<{ tokens: number; allowed: boolean; tenant_expires_at: Date | string | null }>(
    `WITH tenant AS (
       SELECT t.expires_at FROM api_tenant t WHERE t.id = $4::text AND (t.expires_at IS NULL OR t.expires_at > now())
         AND NOT EXISTS (SELECT 1 FROM api_client_revocation r WHERE r.client_id = $6::text))
     INSERT INTO api_rate_bucket AS b (bucket, tokens, allowed, updated_at, full_at)
     SELECT $1, $2::double precision - $5::double precision, $2::double precision >= $5::double precision, clock_timestamp(),
       ${fullAt("($2::double precision - $5::double precision)")}
     WHERE $4::text IS NULL OR EXISTS (SELECT 1 FROM tenant)
     ON CONFLICT (bucket) DO UPDATE SET
       tokens = ${left},
       allowed = ${refilled} >= $5::double precision,
       updated_at = clock_timestamp(),
       full_at = ${fullAt(left)}
     RETURNING tokens, allowed, (SELECT expires_at FROM tenant) AS tenant_expires_at`,
    [bucket, p.capacity, p.perSecond, live?.tenantId ?? null, cost, live?.clientId ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  const tokens = Number(row.tokens);
  return {
    allowed: row.allowed,
    limit: p.capacity,
    remaining: Math.max(0, Math.floor(tokens)),
    retryAfterSeconds: row.allowed ? 0 : Math.max(1, Math.ceil((cost - tokens) / p.perSecond)),
    msUntilNext: tokens >= cost ? 0 : Math.ceil(((cost - tokens) / p.perSecond) * 1000),
    tenantExpiresAt: row.tenant_expires_at === null ? null : new Date(row.tenant_expires_at),
  };
}

/** Drops the buckets that have refilled: a full bucket answers as a missing one does, whatever its window. */
export async function pruneBuckets(db: Queryable): Promise<void> {
  await db.query("DELETE FROM api_rate_bucket WHERE full_at <= clock_timestamp()");
}
