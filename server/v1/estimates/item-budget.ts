import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import type { Caller } from "../platform/access-token";
import { policy, takeToken } from "../platform/rate-limit";
import { budgetHolder } from "../tenancy/client-budget";

/** Activities one client may estimate per minute (the demo client's budget is per address), in bursts up to it. */
export const ESTIMATE_ITEMS_PER_MINUTE = 20_000;
const itemPolicy = policy(ESTIMATE_ITEMS_PER_MINUTE, 60);

/**
 * Spends a request's item count from the caller's estimate budget, besides the one request the platform counts:
 * a batch of 1,000 costs 1,000, so batches buy no more calculation than single requests would. Throws 429.
 */
export async function spendEstimateItems(db: Queryable, caller: Caller, req: FastifyRequest, items: number) {
  const r = await takeToken(
    db,
    `estimate-items:${budgetHolder(caller.clientId, req.addressKey)}`,
    itemPolicy,
    undefined,
    items,
  );
  if (r && !r.allowed) {
    throw new HttpProblem(
      "rate-limited",
      `A client may estimate ${ESTIMATE_ITEMS_PER_MINUTE.toLocaleString("en")} activities per minute (a batch counts each item); retry after ${r.retryAfterSeconds} s.`,
      [],
      { "Retry-After": String(r.retryAfterSeconds) },
    );
  }
}
