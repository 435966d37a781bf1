import type { FastifyReply, FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client";
import { DEMO_CLIENT_ID } from "../../demo/demo-data";
import { HttpProblem } from "../../http/problem";
import type { Caller } from "../platform/access-token";
import { clientLanes } from "../platform/client-lanes";
import { expiryNotice } from "../platform/expiry-notice";
import { type BucketPolicy, policy, takeToken } from "../platform/rate-limit";
import { refusalMemory } from "../platform/refusals";
import { clientRevoked } from "./api-clients-store";

/** Access tokens one client may be issued per minute (per address for the demo client). */
export const TOKENS_PER_CLIENT_PER_MINUTE = 20;

/**
 * Whose budget a request spends: its client's, so all the tokens of a client share one budget and minting more
 * tokens buys nothing. The demo client's credentials are public, so each address gets a budget of its own: one
 * visitor cannot use up the others'.
 */
export function budgetHolder(clientId: string, address: string): string {
  return clientId === DEMO_CLIENT_ID ? `${clientId}@${address}` : clientId;
}

const holderName = (clientId: string) =>
  clientId === DEMO_CLIENT_ID ? "The public demo client, from each address," : "This client, all its tokens together,";

function rateLimited(detail: string, retryAfterSeconds: number) {
  return new HttpProblem("rate-limited", detail, [], { "Retry-After": String(retryAfterSeconds) });
}

/**
 * The request budget of every client: `spend` takes one request from the caller's budget in one statement that
 * also checks the token's tenant is alive and its client not revoked, sets X-RateLimit-Limit/Remaining (and Sunset in a sandbox tenant's last
 * days), and throws 401 or 429. A refused holder is remembered until its budget has refilled by one request, and
 * refused again without asking the database, after a delay (refusals.ts): a client that keeps sending past its
 * limit costs the server almost nothing, so it cannot slow the others down. Within its budget, a client's requests
 * are handled a few at a time (client-lanes.ts), so a burst from many connections does not crowd out the others.
 */
export function requestBudget(db: Queryable, requestPolicy: BucketPolicy) {
  const refusals = refusalMemory();
  const lanes = clientLanes();

  const refusal = (caller: Caller, retryAfterSeconds: number) =>
    rateLimited(
      `${holderName(caller.clientId)} may send ${requestPolicy.capacity} requests per minute; retry after ${retryAfterSeconds} s.`,
      retryAfterSeconds,
    );

  return async function spend(caller: Caller, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const holder = budgetHolder(caller.clientId, req.addressKey);
    const repeatRetryAfter = await refusals.repeatRefusal(holder);
    if (repeatRetryAfter !== undefined) {
      reply.header("X-RateLimit-Limit", String(requestPolicy.capacity));
      reply.header("X-RateLimit-Remaining", "0");
      throw refusal(caller, repeatRetryAfter);
    }
    if (!(await lanes(holder, reply))) {
      throw rateLimited(
        `${holderName(caller.clientId)} has too many requests waiting for their turn; retry after 1 s.`,
        1,
      );
    }
    const r = await takeToken(db, `requests:${holder}`, requestPolicy, {
      tenantId: caller.tenantId,
      clientId: caller.clientId,
    });
    if (!r) {
      const revoked = await clientRevoked(db, caller.clientId);
      const detail = revoked ? "The token's API key has been revoked" : "The token's tenant no longer exists";
      throw new HttpProblem("invalid-token", detail, [], {
        "WWW-Authenticate": `Bearer realm="v1", error="invalid_token", error_description="${detail}"`,
      });
    }
    reply.header("X-RateLimit-Limit", String(r.limit));
    reply.header("X-RateLimit-Remaining", String(r.remaining));
    for (const [name, value] of Object.entries(expiryNotice(r.tenantExpiresAt))) reply.header(name, value);
    if (!r.allowed) {
      // The database computed when one whole request is back; asking before then can only be refused again.
      refusals.remember(holder, r.msUntilNext);
      throw refusal(caller, r.retryAfterSeconds);
    }
  };
}

/** Counts one access token issued to an authenticated client; throws 429 past its per-minute allowance. */
export async function spendTokenIssue(db: Queryable, clientId: string, address: string): Promise<void> {
  const bucket = `token-issue:${budgetHolder(clientId, address)}`;
  const r = await takeToken(db, bucket, policy(TOKENS_PER_CLIENT_PER_MINUTE, 60));
  if (r && !r.allowed) {
    throw rateLimited(
      `${holderName(clientId)} may be issued ${r.limit} access tokens per minute; each is valid for an hour, so reuse it. Retry after ${r.retryAfterSeconds} s.`,
      r.retryAfterSeconds,
    );
  }
}
