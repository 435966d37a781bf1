/**
 * The scopes of /v1 access tokens, as plain data (no zod): the console's API keys view lists them without loading
 * the schemas.
 */

/** Scopes an API client may hold (and request in a token). */
export const API_SCOPES = [
  "read:activity",
  "write:activity",
  "calc:emissions",
  "read:reports",
  "read:analytics",
  "plan:decarb",
  "read:audit",
  "review:periods",
  "admin:tenant",
] as const;
/**
 * Scopes no API client holds: only the console's session token of an account whose email address is confirmed
 * carries them, so an API key can never mint or revoke keys.
 */
export const SESSION_SCOPES = ["admin:api-keys"] as const;
/** Every scope a token may carry. */
export const ALL_SCOPES = [...API_SCOPES, ...SESSION_SCOPES] as const;
export type ApiScope = (typeof ALL_SCOPES)[number];
export type ClientScope = (typeof API_SCOPES)[number];
/** The scope that guards listing, creating and revoking the tenant's API clients. */
export const API_KEYS_SCOPE: ApiScope = "admin:api-keys";

/**
 * The client scopes whose operations change nothing stored: they read, or compute from what is stored (analytics,
 * scenarios, forecasts, MACC) without keeping the result. A key created without naming scopes gets these. Every
 * other client scope guards at least one write (`calc:emissions` records activity data too); the operations' test
 * (server/v1/tenancy/api-clients.test.ts) holds each of these to GETs and the computing POSTs it lists.
 */
export const READ_ONLY_SCOPES = [
  "read:activity",
  "read:reports",
  "read:analytics",
  "plan:decarb",
  "read:audit",
] as const satisfies readonly ClientScope[];

/** Client scopes that manage the tenant itself (its users, the sandbox reset): a key holds them only when asked. */
export const ADMIN_SCOPES = ["admin:tenant"] as const satisfies readonly ClientScope[];

export const SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  "read:activity":
    "Read organisations, facilities, sources, meters, activity records and their uploads, water and waste records, financial years and evidence files",
  "write:activity": "Create and change organisations, facilities, sources and meters",
  "calc:emissions":
    "Record activity data with its emissions, water and waste records, financial years and evidence files, and estimate emissions without storing them",
  "read:reports": "Read reports",
  "read:analytics": "Read emission analytics",
  "plan:decarb": "Run decarbonisation scenarios, forecasts and MACC",
  "read:audit":
    "Read the audit trail of every change made through the API, verify its hash chain, and read the evidence files behind the figures",
  "review:periods":
    "Sign off a financial year in review (someone other than whoever sent it for review, in a workspace of several people)",
  "admin:tenant": "Manage the tenant: members and their roles, webhooks, reopening financial years, sandbox reset",
  "admin:api-keys":
    "List, create and revoke the tenant's API clients; carried only by the console's session token of a verified account, never by a client",
};
