/**
 * The one error vocabulary of the server, for the forms endpoint and /v1 alike: the problem types
 * (`type: /problems/<slug>`) and the field-level codes of `errors[]`. The /api page documents these lists.
 */

/** Problem types by slug: the status each is sent with and what it means. */
export const PROBLEM_TYPES = {
  "bad-request": { status: 400, meaning: "The request could not be read: malformed JSON, URL or headers" },
  "invalid-parameter": { status: 400, meaning: "A path, query or header parameter is not valid (named in errors[])" },
  unauthorized: { status: 401, meaning: "No credentials were sent" },
  "invalid-token": { status: 401, meaning: "The access token is invalid, expired or its tenant is gone" },
  "insufficient-scope": { status: 403, meaning: "The access token lacks the scope this operation needs" },
  forbidden: {
    status: 403,
    meaning:
      "The request is refused: it came from another site, its CSRF token is missing or wrong, or the account's email address is not confirmed yet",
  },
  "owner-only": {
    status: 403,
    meaning: "Only the workspace's owner may do this (transfer ownership)",
  },
  "tenant-mismatch": { status: 403, meaning: "The tenant in the path or X-Tenant-ID is not the token's" },
  "quota-exceeded": {
    status: 403,
    meaning:
      "The write would take the tenant past a quota (named in quota, with its limit and usage); nothing is written",
  },
  "not-found": { status: 404, meaning: "No such endpoint, or no such resource in this tenant" },
  "method-not-allowed": { status: 405, meaning: "The path exists but not with this method (see Allow)" },
  duplicate: { status: 409, meaning: "The resource already exists" },
  "in-use": {
    status: 409,
    meaning:
      "The resource has history that would go with it: a facility, source or meter with activity records is not deleted (deactivate it instead)",
  },
  "not-a-sandbox": {
    status: 409,
    meaning: "The operation is for sandbox tenants: a company's own workspace is never replaced with the demo data",
  },
  "duplicate-upload": {
    status: 409,
    meaning:
      "The batch repeats stored data: the same file was uploaded before, or rows have the same facility, activity, period and quantity as stored records or as each other (water and waste records: the same facility, period and figures; errors[] names them); send it with duplicates=allow to store it anyway",
  },
  "already-withdrawn": { status: 409, meaning: "The upload was withdrawn before; its records are out of every total" },
  "endpoint-disabled": {
    status: 409,
    meaning: "The webhook endpoint is disabled; enable it again (PATCH, enabled true) before replaying to it",
  },
  "period-signed-off": {
    status: 409,
    meaning:
      "The write would change a financial year that is signed off (named in detail); reopen it with a reason (POST /periods/{financial_year}/reopen) first",
  },
  "invalid-transition": {
    status: 409,
    meaning: "The period is not in the state this step starts from (e.g. signing off a draft)",
  },
  "period-not-signed-off": {
    status: 409,
    meaning:
      "What was asked is made of a signed-off financial year only (an assurance pack); the detail names the year's state",
  },
  "separation-of-duties": {
    status: 403,
    meaning: "The person or client who sent the period for review cannot sign it off, in a workspace of several people",
  },
  "owner-required": {
    status: 409,
    meaning:
      "The change would leave the workspace without its owner (removing the owner, changing the owner's roles or ending their access): transfer ownership first",
  },
  "request-in-progress": { status: 409, meaning: "A request with this Idempotency-Key is still being processed" },
  "idempotency-outcome-unknown": {
    status: 409,
    meaning:
      "The first request with this Idempotency-Key ended without a recorded outcome (the database was lost mid-request): it may have been stored; check, then send it with a new key",
  },
  "payload-too-large": { status: 413, meaning: "The body is larger than the endpoint accepts" },
  "unsupported-media-type": { status: 415, meaning: "The body's media type is not one the endpoint accepts" },
  "validation-failed": { status: 422, meaning: "The body is not valid (each field named in errors[])" },
  "factor-not-available": {
    status: 422,
    meaning:
      "An emission factor the calculation needs is published blank, as not available; errors[] names the factor (and the item of a batch)",
  },
  "idempotency-key-reused": { status: 422, meaning: "The Idempotency-Key was used before with another request" },
  "rate-limited": { status: 429, meaning: "Too many requests; retry after the Retry-After seconds" },
  internal: { status: 500, meaning: "An unexpected failure on our side; request_id identifies it" },
  unavailable: {
    status: 503,
    meaning:
      "The database is unreachable for a moment, the request took too long, or the server is shutting down; retry",
  },
} as const satisfies Record<string, { status: number; meaning: string }>;
export type ProblemSlug = keyof typeof PROBLEM_TYPES;

/** Field-level error codes (`errors[].code`). */
export const ERROR_CODES = {
  REQUIRED: "The field is missing or empty",
  INVALID_TYPE: "The value has the wrong JSON type, e.g. a string where a number belongs",
  TOO_SHORT: "The text or list is shorter than allowed",
  TOO_LONG: "The text or list is longer than allowed",
  OUT_OF_RANGE:
    "A number or date outside the allowed range, e.g. a negative quantity or a period that ends before it starts",
  INVALID_FORMAT: "The text does not have the expected format (email, date, ULID, country code...)",
  INVALID_VALUE: "Not one of the allowed values",
  UNKNOWN_FIELD: "A field this operation does not take, or cannot sort or filter by",
  UNKNOWN_PARAMETER: "A query parameter this operation does not take; the message lists those it takes",
  CONTROL_CHARACTER: "The text contains a control character (such as NUL) or broken Unicode that cannot be stored",
  NESTED_TOO_DEEP: "The JSON body nests objects or arrays deeper than allowed",
  CONSENT_REQUIRED: "The form needs the visitor's consent",
  UNKNOWN_FORM_TYPE: "The form is not one the site knows",
  UNIT_MISMATCH: "The unit does not measure what the source, meter or activity measures",
  NO_FACTOR: "No published emission factor applies to the activity there and then; pin one with factor_id",
  NOT_AVAILABLE: "The publisher left this factor blank (not available): no figure can be calculated with it",
  TOO_FEW_POINTS: "The series has too few points for the method; the message says how many are needed",
  NOT_CONSECUTIVE: "Months must follow each other without gaps or repeats",
  INCONSISTENT: "Values that must agree with each other do not (the message says which)",
  UNKNOWN_REFERENCE: "The referenced resource does not exist in this tenant",
  AMBIGUOUS: "The value names more than one resource (the message lists them); use an id or a code",
  INACTIVE: "The facility, source or meter is deactivated; reactivate it to record activity against it",
  DUPLICATE: "A resource with this value already exists",
  DUPLICATE_RECORD:
    "The row repeats a stored record: the same facility, activity, period and quantity (a water or waste record: the same facility, period and figures)",
  DUPLICATE_ROW: "The row repeats an earlier row of the same batch",
  DUPLICATE_FILE: "The same file (the same SHA-256) was uploaded before and is not withdrawn",
  MALFORMED: "The parameter does not follow its grammar (e.g. a filter condition)",
  INVALID_OPERATOR: "The filter operator does not apply to this field",
  DUPLICATE_FIELD: "The same field appears twice in sort",
  INVALID_CURSOR: "page[after] is not a cursor this API issued",
  SORT_MISMATCH: "page[after] was issued for another sort",
  INVALID_TIMEZONE: "X-Timezone is not an IANA time zone name",
  KEY_REUSED: "The Idempotency-Key was used with another method, path or body",
  INVALID: "The value is not valid (the message says why)",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** One field-level error inside a problem document. */
export type FieldError = { field: string; pointer?: string; code: ErrorCode; message: string };
