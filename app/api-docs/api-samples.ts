/**
 * The /v1 code samples: one per operation of the OpenAPI document. The curl, JavaScript and Python code the /api
 * page shows is generated from them (`sample-code.ts`), and `api-samples.test.ts` runs that code against a real
 * server with a sandbox tenant holding the demo data (the public demo client reads only), so every sample shown
 * works.
 *
 * A sample is its operation's example request in the document (`server/v1/request-examples.ts` on the server):
 * path and query parameter examples, request body example, method, auth, Idempotency-Key and success status, all
 * read from the document, so the reference and the samples show the same requests; `content/api-docs/samples.ts`
 * gives each one's title. The document's examples are realistic: ids are ULIDs (`EXAMPLE_IDS`), the token request
 * names the demo client's secret and an example base URL. A sample runs against the reader's own tenant, so it puts
 * a placeholder in place of each ({facility_id}, {client_secret}, {base_url}); the dates are inside the demo data's
 * window (its latest month and financial years) and move on with it. An operation also mounted under
 * `/tenants/{tenant_id}/` has a second sample, on that path (`{operationId}ForTenant`).
 */

import { DEMO_CLIENT_SECRET } from "~/content/api-docs/demo-client";
import { type RequestExample, SAMPLE_TITLES } from "~/content/api-docs/samples";
import { EXAMPLE_BASE_URL, EXAMPLE_IDS } from "../../contracts/api/example-ids";
import type { OpenApiDocument, OperationObject } from "./openapi-types";

export type ApiSample = {
  /** As in the document; unique in the list. */
  operationId: string;
  /** E.g. "List facilities". */
  title: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /**
   * Path below /v1 with the query string if any, e.g. "/facilities?page[size]=2", query values as written
   * (the generated code encodes them). Placeholders {facility_id}, {org_id}, {tenant_id}, {user_id}, ... stand
   * for ids the reader supplies as environment variables (FACILITY_ID ...); {base_url} is the API's base URL.
   */
  path: string;
  /** JSON body, or for the token call the form fields; string values may hold placeholders too. */
  body?: unknown;
  bodyType?: "json" | "form";
  /**
   * The operation takes a file's bytes as its body: the name of the file the sample reads from the directory it runs
   * in (the example's file_name), sent as application/octet-stream.
   */
  file?: string;
  /** The answer is a file, not JSON: the sample saves it under the name its Content-Disposition gives. */
  download?: boolean;
  auth: "bearer" | "none";
  /** Send an Idempotency-Key header (POST, PATCH and DELETE that honour it). */
  idempotent?: boolean;
  /** The success status the document declares and the sample gets. */
  status: number;
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
  const file = "application/octet-stream" in content ? query.file_name : undefined;
  if ("application/octet-stream" in content && !file)
    throw new Error(`${op.operationId}: the document has no example of the file_name its body is sent with`);
  if (op.requestBody?.required && body === undefined && file === undefined)
    throw new Error(`${op.operationId}: the document has no example of its body`);
  const status = Number(Object.keys(op.responses).findLast((s) => s.startsWith("2")));
  const answered = Object.keys(op.responses[String(status)]?.content ?? {});
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
    ...(file !== undefined ? { file } : {}),
    ...(answered.length > 0 && !answered.includes("application/json") ? { download: true } : {}),
    auth: op.security?.length ? "bearer" : "none",
    ...(parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key") ? { idempotent: true } : {}),
    // The last success the document declares: a write that also answers a dry run (200) creates (201) when run.
    status,
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
