import type { FastifyReply } from "fastify";
import type { Queryable } from "../db/client";
import { HttpProblem } from "../http/problem";
import { policy, takeToken } from "../v1/platform/rate-limit";
import type { LeadsSettings } from "./settings";

/**
 * Counts a submission in its client's token bucket (`max` at once, refilled at `max` per `timeWindowMs`), shared
 * by every instance on the database. The bucket is named by the address's keyed hash: raw addresses never reach
 * the database. Sets X-RateLimit-Limit/Remaining; past the allowance, refuses with 429 and Retry-After.
 */
export function submissionLimit(db: Queryable, allowance: Exclude<LeadsSettings["rateLimit"], false>) {
  const perAddress = policy(allowance.max, allowance.timeWindowMs / 1000);
  return async (addressHash: string, reply: FastifyReply) => {
    const r = await takeToken(db, `forms:${addressHash}`, perAddress);
    if (!r) return;
    reply.header("X-RateLimit-Limit", String(r.limit));
    reply.header("X-RateLimit-Remaining", String(r.remaining));
    if (!r.allowed) {
      throw new HttpProblem(
        "rate-limited",
        "Too many submissions from your address. Please wait and try again, or contact us directly.",
        [],
        { "Retry-After": String(r.retryAfterSeconds) },
      );
    }
  };
}
