/**
 * The /v1 code samples: one per operation of the OpenAPI document. The curl, JavaScript and Python code the /api
 * page shows is generated from them (`sample-code.ts`), and `samples.test.ts` runs that code against a real server
 * with a sandbox tenant holding the demo data (the public demo client reads only), so every sample shown works.
 *
 * A sample is its operation's example request in the document (`server/v1/request-examples.ts` on the server):
 * path and query parameter examples, request body example, method, auth, Idempotency-Key and success status, all
 * read from the document, so the reference and the samples show the same requests. This list adds each one's
 * title. The document's examples are realistic: ids are ULIDs (`EXAMPLE_IDS`), the token request names the demo
 * client's secret and an example base URL. A sample runs against the reader's own tenant, so it puts a
 * placeholder in place of each ({facility_id}, {client_secret}, {base_url}); the dates are inside the demo data's
 * window (its latest month and financial years) and move on with it. An operation also mounted under
 * `/tenants/{tenant_id}/` has a second sample, on that path (`{operationId}ForTenant`).
 */

import { EXAMPLE_BASE_URL, EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { financialYearName, financialYearOf } from "../../../contracts/financial-year";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "./demo-client";
import type { OpenApiDocument, OperationObject } from "./openapi-types";

export { DEMO_CLIENT_ID };

export type ApiSample = {
  /** As in the document; unique in the list. */
  operationId: string;
  /** E.g. "List facilities". */
  title: string;
  method: "GET" | "POST" | "PATCH";
  /**
   * Path below /v1 with the query string if any, e.g. "/facilities?page[size]=2", query values as written
   * (the generated code encodes them). Placeholders {facility_id}, {org_id}, {tenant_id}, {user_id}, ... stand
   * for ids the reader supplies as environment variables (FACILITY_ID ...); {base_url} is the API's base URL.
   */
  path: string;
  /** JSON body, or for the token call the form fields; string values may hold placeholders too. */
  body?: unknown;
  bodyType?: "json" | "form";
  auth: "bearer" | "none";
  /** Send an Idempotency-Key header (POST/PATCH that honour it). */
  idempotent?: boolean;
  /** The success status the document declares and the sample gets. */
  status: number;
};

/**
 * What each id placeholder stands for: the demo tenant's ids the reader exports as environment variables of
 * the same name in capitals (TENANT_ID, ...). The samples that write build on them.
 */
export const SAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  client_secret: `The client's secret (demo client: ${DEMO_CLIENT_SECRET})`,
  tenant_id: "The token's tenant (GET /tenants/me)",
  user_id: "A user of the tenant",
  org_id: "The demo organisation",
  facility_id: "The Pune Assembly Plant",
  source_id: "The Pune plant's grid electricity connection (a source in kWh)",
  meter_id: "That source's meter",
  activity_record_id: "One of the Pune plant's activity records",
  api_client_id: "An API client of the tenant (POST /clients answers its id)",
};

/** The document's example values a sample replaces with the placeholder for the reader's own. */
const PLACEHOLDER_OF: readonly [value: string, placeholder: string][] = [
  ...Object.entries(EXAMPLE_IDS).map(([name, id]): [string, string] => [id, `{${name}}`]),
  [DEMO_CLIENT_SECRET, "{client_secret}"],
  [EXAMPLE_BASE_URL, "{base_url}"],
];

function withPlaceholders<T>(value: T): T {
  if (typeof value === "string")
    return PLACEHOLDER_OF.reduce<string>((s, [example, placeholder]) => s.replaceAll(example, placeholder), value) as T;
  if (Array.isArray(value)) return value.map(withPlaceholders) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholders(v)])) as T;
  return value;
}

/** An operation's example request as the document gives it: query parameters as written, and the body. */
type RequestExample = { query: Readonly<Record<string, string>>; body: unknown };

/** "FY 2025-26" for a financial year from April 2025 to March 2026. */
const financialYear = (from: string) => financialYearName(financialYearOf(from));
const bodyPeriod = (body: unknown, name: string) =>
  financialYear((body as Record<string, { from: string; to: string }>)[name]!.from);

/**
 * Each operation's sample title, in the order the page lists the samples; a title that names the example's
 * periods is made from them.
 */
const SAMPLE_TITLES: Readonly<Record<string, string | ((example: RequestExample) => string)>> = {
  // Authentication
  createAccessToken: "Get an access token",
  listSigningKeys: "Get the token-signing keys",
  // API clients (the console's session token)
  listApiClients: "List the tenant's API keys",
  createApiClient: "Create an API key for an ERP export",
  revokeApiClient: "Revoke an API key",
  // Tenants and users
  getCurrentTenant: "Get the token's tenant",
  listUsers: "List users",
  createUser: "Invite a user",
  updateUser: "Change a user's roles",
  // Organisations, facilities, sources, meters
  createOrg: "Create an organisation",
  listOrgs: "List organisations",
  getOrg: "Get an organisation",
  updateOrg: "Rename an organisation",
  createFacility: "Create a facility",
  listFacilities: "List facilities",
  getFacility: "Get a facility",
  createSource: "Add a DG set to a facility",
  listSources: "List a facility's grid connections",
  getSource: "Get a source",
  createMeter: "Add a meter to a source",
  listMeters: "List a source's meters",
  getMeter: "Get a meter",
  listEmissionFactors: "Find the factors for diesel in India",
  getEmissionFactor: "Get an emission factor",
  listFactorReleases: "List the factor releases and what changed",
  searchEmissionFactors: "Search the catalogue for Indian grid electricity, typo and all",
  // Estimates
  createEstimate: "Estimate a month of Indian grid electricity",
  createEstimateBatch: "Estimate diesel, electricity, freight and LPG in one request, each answered on its own",
  // Activity data
  createActivityRecords: "Record a month of electricity, diesel and flights",
  recalculateActivityRecords: "Dry-run a recalculation on the latest release",
  listActivityRecords: "List a facility's Scope 2 records, newest first",
  getActivityRecord: "Get an activity record",
  createProductionRecords: "Record a month's production",
  listProductionRecords: "List a facility's production",
  listActivityUploads: "List the CSV uploads, newest first",
  createInstrument: "Record renewable energy certificates",
  listInstruments: "List certificates",
  // Emission analytics
  getEmissionKpis: ({ query }) =>
    `KPIs for ${financialYear(query["period.from"]!)} against ${financialYear(query["baseline.from"]!)}`,
  getEmissionTimeseries: "Monthly emissions by scope",
  getEmissionBreakdown: "Top 10 emitters by facility and source type",
  runEmissionScenario: "What if the grid got cleaner and we bought renewables",
  forecastEmissions: "Forecast the next 12 months",
  buildMacc: "Marginal abatement cost curve at a 10% discount rate",
  decomposeEmissionChange: ({ body }) =>
    `Why emissions changed from ${bodyPeriod(body, "base")} to ${bodyPeriod(body, "target")}`,
  // Sandbox
  createSandboxTenant: "Create your own sandbox tenant",
  resetSandbox: "Restore the demo data",
};

type Located = { path: string; method: ApiSample["method"]; op: OperationObject };

function operationsById(doc: OpenApiDocument): Map<string, Located> {
  return new Map(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [
        op.operationId,
        { path, method: method.toUpperCase() as ApiSample["method"], op },
      ]),
    ),
  );
}

/** The sample of one operation: its example request in the document, with placeholders for the reader's values. */
function sampleOf({ path, method, op }: Located, title: string | ((example: RequestExample) => string)): ApiSample {
  const parameters = op.parameters ?? [];
  const concretePath = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parameters.find((p) => p.in === "path" && p.name === name)?.example;
    if (value === undefined) throw new Error(`${op.operationId}: the document has no example of {${name}}`);
    return String(value);
  });
  const query = Object.fromEntries(
    parameters.flatMap((p) => (p.in === "query" && p.example !== undefined ? [[p.name, String(p.example)]] : [])),
  );
  const content = op.requestBody?.content ?? {};
  const body = content["application/json"]?.example;
  if (op.requestBody?.required && body === undefined)
    throw new Error(`${op.operationId}: the document has no example of its body`);
  const queryString = Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return {
    operationId: op.operationId,
    title: typeof title === "string" ? title : title({ query, body }),
    method,
    path: withPlaceholders(queryString ? `${concretePath}?${queryString}` : concretePath),
    ...(body !== undefined ? { body: withPlaceholders(body) } : {}),
    // The token endpoint takes the form OAuth2 clients send.
    ...("application/x-www-form-urlencoded" in content ? { bodyType: "form" as const } : {}),
    auth: op.security?.length ? "bearer" : "none",
    ...(parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key") ? { idempotent: true } : {}),
    // The last success the document declares: a write that also answers a dry run (200) creates (201) when run.
    status: Number(Object.keys(op.responses).findLast((status) => status.startsWith("2"))),
  };
}

/** Every operation's sample, in the titles' order, each followed by its tenant-path twin's where there is one. */
export function apiSamples(doc: OpenApiDocument): ApiSample[] {
  const operations = operationsById(doc);
  return Object.entries(SAMPLE_TITLES).flatMap(([operationId, title]) => {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`A sample for ${operationId}, which the document lacks`);
    const sample = sampleOf(operation, title);
    const twin = operations.get(`${operationId}ForTenant`);
    return twin ? [sample, sampleOf(twin, `${sample.title} (tenant path)`)] : [sample];
  });
}

/** The Idempotency-Key each idempotent sample sends: fixed, so the page shows the same code each time. */
const BASE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = {
  createUser: "d3776271-4f64-4830-bc4b-fedff227e616",
  updateUser: "41a38abe-161c-4a91-b339-344d587c1b51",
  createOrg: "ee185244-53b9-42b7-a6de-c12e3072b3c4",
  updateOrg: "e62e5658-2531-458d-85f1-52e64a7dc3f7",
  createFacility: "edc3a9b5-c9ea-4e5b-ae44-86d5585a56fb",
  createSource: "49d1dc52-752d-4a4a-b630-80c4ee50b4f7",
  createMeter: "587b95f2-7837-41ce-8e07-3d00c05748ea",
  createActivityRecords: "c2317eb9-4a8a-489e-8a06-f42816279090",
  createProductionRecords: "a8d1b58e-e6a9-4429-a9ee-6efbb078b6dc",
  createInstrument: "9ad7dd56-6336-46fb-926f-4040b3093c87",
};

/** A tenant-path twin sends its own key (the same key on another operation would be refused), made from its base's. */
export const SAMPLE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BASE_IDEMPOTENCY_KEYS).flatMap(([operationId, key]) => [
    [operationId, key],
    [`${operationId}ForTenant`, `${key.slice(0, -12)}${[...key.slice(-12)].reverse().join("")}`],
  ]),
);
