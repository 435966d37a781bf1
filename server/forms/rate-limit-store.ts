import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

const SWEEP_EVERY = 200;

/**
 * A @fastify/rate-limit store in the database, so every server instance counts against the same allowance.
 * One fixed window per key: the first hit opens it, hits after it has ended open a new one.
 */
export function databaseRateLimitStore(db: Db, scope: string): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_window AS w (key, hits, resets_at)
         VALUES ($1, 1, now() + $2::double precision * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.hits + 1 END,
           resets_at = CASE WHEN w.resets_at <= now() THEN EXCLUDED.resets_at ELSE w.resets_at END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM (resets_at - now())) * 1000))::int AS ttl`,
        [`${scope}:${key}`, timeWindow],
      ).then(
        ([row]) => {
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow });
          if (++calls % SWEEP_EVERY === 0) {
            db.query("DELETE FROM rate_limit_window WHERE resets_at < now() - interval '1 hour'").catch(() => {});
          }
        },
        (err: Error) => callback(err),
      );
    }
    child() {
      return this;
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
