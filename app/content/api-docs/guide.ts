import { ERROR_CODES, PROBLEM_TYPES } from "../../../contracts/errors";
import { site } from "../site";

/**
 * The /api page's guide: the spec's fourteen sections, in order, as data. Text may hold `code` spans and
 * [links](/path). Blocks that come from elsewhere are named, not written: `samples` (code from the one list of
 * examples), `reference` (every operation of the OpenAPI document), `scopes` (the document's OAuth2 scopes),
 * `snippet` (an excerpt of the document itself).
 */

export type Block =
  | { kind: "p"; text: string }
  | { kind: "list"; items: readonly string[]; ordered?: boolean }
  | { kind: "table"; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: "code"; label: string; code: string }
  | { kind: "samples"; operationIds: readonly string[] }
  | { kind: "scopes" }
  | { kind: "snippet" }
  | { kind: "reference" }
  | { kind: "dialog"; dialog: "support" | "sandbox"; label: string };

export type GuideSection = { id: string; title: string; blocks: readonly Block[] };

export const API_BASE = `${site.url}/v1`;

/** The statuses the Errors section tables: the spec's list, each with its problem types. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500] as const;
const FEATURED_CODES = [
  "OUT_OF_RANGE",
  "UNIT_MISMATCH",
  "REQUIRED",
  "INVALID_FORMAT",
  "INVALID_VALUE",
  "NO_FACTOR",
] as const;

const problemRows = ERROR_STATUSES.map((status) => [
  String(status),
  Object.entries(PROBLEM_TYPES)
    .filter(([, p]) => p.status === status)
    .map(([slug, p]) => `\`/problems/${slug}\`: ${p.meaning}`)
    .join(". "),
]);

const codeRows = [
  ...FEATURED_CODES.map((code) => [`\`${code}\``, ERROR_CODES[code]]),
  ...Object.entries(ERROR_CODES)
    .filter(([code]) => !(FEATURED_CODES as readonly string[]).includes(code))
    .map(([code, meaning]) => [`\`${code}\``, meaning]),
];

const problemExample = `HTTP/1.1 422 Unprocessable Content
Content-Type: application/problem+json
X-Request-ID: 01JD8V5Q2W3E4R5T6Y7U8I9O0P

{
  "type": "/problems/validation-failed",
  "title": "Unprocessable Content",
  "status": 422,
  "detail": "The request body is not valid: records.0.quantity, records.1.unit.",
  "request_id": "01JD8V5Q2W3E4R5T6Y7U8I9O0P",
  "errors": [
    { "field": "records.0.quantity", "pointer": "/records/0/quantity", "code": "OUT_OF_RANGE",
      "message": "Too small: expected number to be >=0" },
    { "field": "records.1.unit", "pointer": "/records/1/unit", "code": "UNIT_MISMATCH",
      "message": "kWh cannot measure litres of diesel" }
  ]
}`;

const pageExample = `GET /v1/facilities?page[size]=2&sort=-created_at&filter=country==IN;state==Maharashtra

{
  "data": [ { "id": "01JC0…", "name": "Pune Assembly Plant", … }, … ],
  "page": { "size": 2, "next_cursor": "eyJrIjpbIjIwMjUtMD…" },
  "summary": { "count": 2, "total": 3 }
}

GET /v1/facilities?page[size]=2&sort=-created_at&filter=country==IN;state==Maharashtra&page[after]=eyJrIjpbIjIwMjUtMD…`;

export const guide: readonly GuideSection[] = [
  {
    id: "overview",
    title: "Overview",
    blocks: [
      {
        kind: "p",
        text: `The CarbonTracker API is a tenant-scoped REST API for greenhouse-gas data: organisations, facilities, emission sources and meters; activity and production records with emissions calculated as they are written; a catalogue of published emission factors with their provenance; and emission analytics (KPIs, time series, breakdowns, scenarios, forecasts, marginal abatement cost curves and contribution analysis). The base URL is \`{host}/v1\`; this site's sandbox answers at \`${API_BASE}\`.`,
      },
      {
        kind: "list",
        ordered: true,
        items: [
          "Create a sandbox tenant (or use the public demo client `demo-client`, whose secret is `demo-secret-carbontracker-sandbox`).",
          "Exchange the client id and secret for an access token at `POST /v1/auth/token`.",
          "Call the API with `Authorization: Bearer <token>`. Every answer is JSON; every error is problem+JSON.",
        ],
      },
      { kind: "samples", operationIds: ["createAccessToken", "getCurrentTenant"] },
    ],
  },
  {
    id: "versioning",
    title: "Versioning",
    blocks: [
      {
        kind: "p",
        text: "The major version is in the path: `/v1`. Within v1 we only add: new endpoints, new optional parameters, new fields in responses and new values in lists that say they may grow. Write clients that ignore fields they do not know.",
      },
      {
        kind: "p",
        text: "A change that could break a client comes as a new major version. An endpoint or field we retire is announced in the [changelog](#changelog) and to your tenant's administrators at least 90 days before it goes (the deprecation notice), and keeps working until then.",
      },
    ],
  },
  {
    id: "environments",
    title: "Environments",
    blocks: [
      {
        kind: "table",
        caption: "Environments",
        head: ["Environment", "Base URL", "Data"],
        rows: [
          [
            "Sandbox",
            `\`${API_BASE}\``,
            "Self-serve tenants with demo data, deleted after 30 days; the public demo tenant is reset on request. Every endpoint of the reference works here.",
          ],
          [
            "Production",
            "`{host}/v1` of your production tenant",
            "Your tenant's real data, hosted in AWS ap-south-1 (Mumbai). Credentials are issued at onboarding.",
          ],
        ],
      },
      {
        kind: "p",
        text: "`GET /v1/tenants/me` says which tenant and environment a token acts for. Tokens of one environment are not accepted by the other.",
      },
    ],
  },
  {
    id: "conventions",
    title: "Conventions",
    blocks: [
      {
        kind: "table",
        caption: "Conventions",
        head: ["What", "How"],
        rows: [
          ["Identifiers", "ULIDs: 26 characters, sortable by creation time, e.g. `01JC0DEM0TENANT00000000000`"],
          ["Money", "Integers in minor units: paise for INR (`125000` is ₹1,250.00)"],
          ["Emissions", 'kg CO2e (`unit: "kgCO2e"`), with GWP100 values from IPCC AR6 unless you ask for another set'],
          ["Timestamps", "UTC, ISO-8601 with a `Z` (`2025-09-27T10:15:00Z`); dates are `YYYY-MM-DD`, months `YYYY-MM`"],
          ["Analytics", "Computed in UTC; `X-Timezone` adds local display fields and changes no value"],
          ["Names", "JSON fields in `snake_case`; enumerations in upper case (`MARKET`, `LOCATION`, `BOTH`)"],
          [
            "Requests",
            "JSON bodies with `Content-Type: application/json`; bodies up to 64 KB unless an endpoint says more (activity records take batches of up to 10,000)",
          ],
        ],
      },
    ],
  },
  {
    id: "authentication",
    title: "Authentication",
    blocks: [
      {
        kind: "p",
        text: "The API uses OAuth2 client credentials. Send your client id and secret to `POST /v1/auth/token`; the answer is `token_type: \"Bearer\"`, `expires_in: 3600` (seconds) and the `access_token`, a JWT signed with the keys published at `GET /v1/auth/keys`. The token carries the tenant (`tenant_id`) and the client's roles (`roles`); its `scope` lists what it may do. Ask for fewer scopes with `scope`; you never get more than the client's roles grant.",
      },
      { kind: "scopes" },
      {
        kind: "p",
        text: "Tenancy comes from the token. You may also name the tenant, with the `X-Tenant-ID` header or a `/tenants/{id}/` path prefix (`/v1/tenants/{id}/facilities`); either must match the token's tenant, or the answer is 403.",
      },
    ],
  },
  {
    id: "headers",
    title: "Headers",
    blocks: [
      {
        kind: "table",
        caption: "Request headers",
        head: ["Header", "Use"],
        rows: [
          ["`Authorization`", "`Bearer <access_token>` on every call except the token, keys and sandbox sign-up calls"],
          ["`X-Tenant-ID`", "Optional; the tenant the call is for, which must be the token's"],
          ["`Idempotency-Key`", "On POST and PATCH: a unique key (a UUID) that makes a retry safe for 24 hours"],
          ["`X-Timezone`", "An IANA zone such as `Asia/Kolkata`: adds `*_local` display fields; values stay UTC"],
          [
            "`Accept-Language`",
            "Language of `title` and `message` texts in errors; the sandbox answers in English (`en`)",
          ],
          [
            "`Content-Type`",
            "`application/json` (the token call also takes a form; activity records also take `text/csv`)",
          ],
        ],
      },
      {
        kind: "table",
        caption: "Response headers",
        head: ["Header", "Meaning"],
        rows: [
          ["`X-Request-ID`", "On every response: quote it to support and find it in errors as `request_id`"],
          ["`X-RateLimit-Limit`", "Requests your token may make per minute"],
          ["`X-RateLimit-Remaining`", "Requests left now"],
          ["`Retry-After`", "On 429: seconds to wait before the next request"],
        ],
      },
    ],
  },
  {
    id: "pagination-filtering",
    title: "Pagination & Filtering",
    blocks: [
      {
        kind: "p",
        text: "Lists answer `{ data, page: { size, next_cursor }, summary: { count, total } }`. Ask for `page[size]` items (default 50, at most 200); when `next_cursor` is not null, pass it as `page[after]` with the same `sort` and `filter` for the next page.",
      },
      {
        kind: "list",
        items: [
          "`sort`: comma-separated fields, a leading minus for descending: `sort=-created_at,name`.",
          "`filter`: semicolon-joined conditions `field<op>value`, all of which must hold. Operators `==`, `!=`, `>=`, `<=`, `>`, `<`.",
          "Example: `filter=scope==2;facility_id==01JC0…;date>=2025-04-01;date<=2026-03-31`.",
          "A field a list cannot sort or filter by is refused with 400 and names the field.",
        ],
      },
      { kind: "code", label: "Two pages of facilities", code: pageExample },
    ],
  },
  {
    id: "errors",
    title: "Errors",
    blocks: [
      {
        kind: "p",
        text: "Every error is `application/problem+json` (RFC 9457) with `type`, `title`, `status`, `detail`, `request_id` and, when fields are at fault, `errors[]` of `{ field, code, message }`. Every response carries `X-Request-ID`; 429 responses carry `Retry-After`.",
      },
      { kind: "code", label: "A validation error", code: problemExample },
      { kind: "table", caption: "HTTP status codes", head: ["Status", "Problem types"], rows: problemRows },
      { kind: "table", caption: "Field error codes", head: ["Code", "Meaning"], rows: codeRows },
    ],
  },
  {
    id: "resources",
    title: "Resources",
    blocks: [
      {
        kind: "p",
        text: "Every operation of the API, generated from the [OpenAPI document](/v1/openapi.json) the server validates requests against. Each lists the scope it needs, its parameters, its body and answer, the errors it can give, and code in curl, JavaScript and Python that the test suite runs against the sandbox.",
      },
      { kind: "reference" },
    ],
  },
  {
    id: "rate-limits-idempotency",
    title: "Rate Limits & Idempotency",
    blocks: [
      {
        kind: "p",
        text: "Each access token may make 600 requests per minute, with bursts: the allowance refills at 10 per second up to 600, so a quiet client may spend it at once. Every answer says `X-RateLimit-Limit` and `X-RateLimit-Remaining`; past the limit the answer is 429 with `Retry-After` in seconds.",
      },
      {
        kind: "p",
        text: "Send an `Idempotency-Key` with POST and PATCH. For 24 hours, a request with the same key and the same payload gets the first answer again instead of acting twice; the same key with another payload is refused with 422 (`/problems/idempotency-key-reused`), and while the first request is still running a retry gets 409.",
      },
    ],
  },
  {
    id: "security-compliance",
    title: "Security & Compliance",
    blocks: [
      {
        kind: "list",
        items: [
          "TLS 1.2 or newer on every connection; data encrypted at rest with AES-256.",
          "Hosted in AWS ap-south-1 (Mumbai); tenant data stays in India.",
          "Tenant isolation with row-level security; attribute-based access from the token's claims.",
          "Least-privilege roles, including read-only auditor roles; SSO and MFA for people who sign in.",
          "Client secrets are stored as hashes and shown once; signing keys are published at `/v1/auth/keys`.",
          "Designed for reporting under BRSR, CDP, ISO 14064 and the GHG Protocol.",
        ],
      },
    ],
  },
  {
    id: "sdks-examples",
    title: "SDKs & Examples",
    blocks: [
      {
        kind: "p",
        text: "The API is described by an OpenAPI 3.1 document: [download it](/v1/openapi.json) and generate a typed client with any OpenAPI generator. Shared shapes are named components (`Facility`, `Kpis`, `Problem`), so generated code gets real type names. An excerpt:",
      },
      { kind: "snippet" },
      {
        kind: "p",
        text: "Every example on this page is generated from one list and run by our test suite against the sandbox. Set `ACCESS_TOKEN` from the token call; the examples read it from the environment.",
      },
      {
        kind: "samples",
        operationIds: ["listFacilities", "getEmissionKpis", "forecastEmissions", "createActivityRecords"],
      },
    ],
  },
  {
    id: "changelog",
    title: "Changelog",
    blocks: [
      {
        kind: "table",
        caption: "Changelog",
        head: ["Date", "Version", "Change"],
        rows: [
          [
            "2025-09-27",
            "v1",
            "Published: authentication, tenants, resources, emission factors and emission analytics.",
          ],
          ["2025-10-15 (planned)", "v1", "Scope 3 templates, variance drill-downs, XLSX import."],
        ],
      },
    ],
  },
  {
    id: "support",
    title: "Support",
    blocks: [
      {
        kind: "p",
        text: `Write to [${site.email.support}](mailto:${site.email.support}) with the \`request_id\` of the call in question. First response within 1 business day (IST); P1 issues, production down, are handled 24x7.`,
      },
      { kind: "dialog", dialog: "support", label: "Contact Support" },
    ],
  },
];
