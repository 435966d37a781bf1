import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from "../config";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SCOPES } from "../demo/demo-data";
import { ESTIMATE_ITEMS_PER_MINUTE } from "./estimates/item-budget";
import { CONCURRENT_REQUESTS_PER_CLIENT } from "./platform/client-lanes";
import { EXPIRY_NOTICE_DAYS } from "./platform/expiry-notice";
import { HEAVY_BATCH_SIZE, HEAVY_WORK_SLOTS } from "./platform/heavy-work";
import { quotaSentence } from "./platform/quotas";
import { REPEAT_REFUSAL_DELAY_MS } from "./platform/refusals";
import { TOKEN_REQUESTS_PER_MINUTE } from "./tenancy/auth";
import { TOKENS_PER_CLIENT_PER_MINUTE } from "./tenancy/client-budget";
import { SANDBOX_LIFETIME_DAYS } from "./tenancy/sandbox";

/** The rate limits, quotas and expiry of the sandbox, as the OpenAPI document states them. */
export function limitsDescription(): string {
  return [
    `The public demo client (${DEMO_CLIENT_ID}) is read-only: it holds ${DEMO_CLIENT_SCOPES.join(", ")}, so it reads and computes but never changes stored data, and a write with its token is 403 insufficient-scope. Create a sandbox tenant of your own (POST /sandbox/tenants) for every scope.`,
    `Rate limits: ${DEFAULT_API_RATE_LIMIT_PER_MINUTE} requests per minute per client, shared by all its access tokens, with bursts up to the same number; the public demo client's budget is per client address. Every bearer response carries X-RateLimit-Limit and X-RateLimit-Remaining; past the limit, 429 rate-limited with Retry-After. A request sent again before that Retry-After has passed is answered 429 after a delay of ${REPEAT_REFUSAL_DELAY_MS / 1000}-${(2 * REPEAT_REFUSAL_DELAY_MS) / 1000} s, so a client that loops on refusals slows itself down rather than the others. A client's requests are handled ${CONCURRENT_REQUESTS_PER_CLIENT} at a time, the others waiting their turn in order.`,
    `Estimates: ${ESTIMATE_ITEMS_PER_MINUTE.toLocaleString("en")} estimated activities per minute per client besides its requests (a batch of N items counts N), refilled continuously; past it, 429 rate-limited with Retry-After.`,
    `Token requests: ${TOKEN_REQUESTS_PER_MINUTE} per minute per address, and ${TOKENS_PER_CLIENT_PER_MINUTE} tokens per minute per client (the demo client: per address); past either, 429 in the OAuth format (error slow_down) with Retry-After (from one address, again before it: after the same delay).`,
    `Heavy work: recalculating stored records (POST /activity-records/recalculate), batches of more than ${HEAVY_BATCH_SIZE.toLocaleString("en")} records (POST /activity-records, POST /production-records, dry runs included) and forecasts run one at a time per tenant: another sent while one is running is answered 429 rate-limited with Retry-After. Across tenants they take turns, and one that has waited ${HEAVY_WORK_SLOTS.maxWaitMs / 1000} s for its turn is answered 429 with Retry-After. Other requests are served meanwhile.`,
    `Quotas per tenant: ${quotaSentence()}. A write that would pass one is refused whole with 403 quota-exceeded, naming the quota with its limit and usage; GET /tenants/me shows usage against every quota.`,
    `A self-serve sandbox tenant is deleted with all its data ${SANDBOX_LIFETIME_DAYS} days after it was created (expires_at in GET /tenants/me); in its last ${EXPIRY_NOTICE_DAYS} days every response carries a Sunset header (RFC 8594) with that time.`,
    "Every query parameter an operation does not declare is refused with 400 invalid-parameter (code UNKNOWN_PARAMETER), as unknown body fields are with 422 (UNKNOWN_FIELD).",
  ].join("\n\n");
}
