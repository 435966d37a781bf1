import { z } from "zod";
import { ALL_SCOPES, problemSchema, SCOPE_DESCRIPTIONS } from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import type { FieldError, ProblemSlug } from "../../../contracts/errors";
import { EXPIRY_NOTICE_DAYS } from "./expiry-notice";
import { HEAVY_BATCH_SIZE } from "./heavy-work";
import { type Access, type AnyOperation, grantingScopes, type RequestExample, type ResponseSpec } from "./operation";

type Json = Record<string, unknown>;

/**
 * Converts zod schemas to JSON Schema and lifts every schema with a `meta({ id })` into components/schemas,
 * so the document names its shapes (Facility, Problem...) and SDK generators produce real types. A shape that
 * reads differently as a request (defaults make fields optional) gets an `Input` twin.
 */
class SchemaComponents {
  readonly schemas: Record<string, Json> = {};

  convert(schema: z.ZodType, io: "input" | "output"): Json {
    const {
      $schema: _ignored,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
    }) as Json & { $defs?: Record<string, Json> };
    const defs = Object.entries($defs ?? {});
    // Names depend on content and content on names (refs): settle them, then store the definitions.
    let names = new Map(defs.map(([id]) => [id, id]));
    for (let pass = 0; pass < 4; pass++) {
      const next = new Map(defs.map(([id, def]) => [id, this.nameFor(id, this.rewrite(def, names), io)]));
      const settled = [...next].every(([id, name]) => names.get(id) === name);
      names = next;
      if (settled) break;
    }
    for (const [id, def] of defs) this.schemas[names.get(id)!] ??= this.rewrite(def, names) as Json;
    // A schema with an id of its own comes back as a $ref to its definition, rewritten like any other.
    return this.rewrite(rest, names) as Json;
  }

  private nameFor(id: string, def: unknown, io: "input" | "output"): string {
    const text = JSON.stringify(def);
    const candidates = io === "output" ? [id] : [id, `${id}Input`];
    for (const name of candidates) {
      const existing = this.schemas[name];
      if (!existing || JSON.stringify(existing) === text) return name;
    }
    throw new Error(`Schema id ${id} names two different shapes`);
  }

  private rewrite(value: unknown, renamed: ReadonlyMap<string, string>): unknown {
    if (Array.isArray(value)) return value.map((v) => this.rewrite(v, renamed));
    if (value === null || typeof value !== "object") return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
        const id = v.slice("#/$defs/".length);
        out[k] = `#/components/schemas/${renamed.get(id) ?? id}`;
      } else out[k] = this.rewrite(v, renamed);
    }
    return out;
  }
}

const PROBLEM_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

const PROBLEM_EXAMPLES: Record<number, { slug: ProblemSlug; detail: string; errors?: FieldError[] }> = {
  400: {
    slug: "invalid-parameter",
    detail: 'The filter parameter is not valid: cannot filter by "colour"',
    errors: [{ field: "filter", code: "UNKNOWN_FIELD", message: 'cannot filter by "colour"' }],
  },
  401: { slug: "invalid-token", detail: "The access token has expired" },
  403: { slug: "insufficient-scope", detail: "This operation needs the write:activity scope; the token lacks it." },
  404: { slug: "not-found", detail: "No facility with that id exists in this tenant." },
  409: {
    slug: "request-in-progress",
    detail: "A request with this Idempotency-Key is still being processed; retry shortly.",
  },
  413: { slug: "payload-too-large", detail: "The request body is larger than this endpoint accepts." },
  415: { slug: "unsupported-media-type", detail: "Send the body as application/json." },
  422: {
    slug: "validation-failed",
    detail: "The request body is not valid: records.3.unit.",
    errors: [
      {
        field: "records.3.unit",
        pointer: "/records/3/unit",
        code: "UNIT_MISMATCH",
        message: "kWh cannot measure litres of diesel",
      },
    ],
  },
  429: {
    slug: "rate-limited",
    detail: "This client, all its tokens together, may send 600 requests per minute; retry after 2 s.",
  },
  500: { slug: "internal", detail: "Something went wrong on our side. The request ID identifies it in our logs." },
  503: { slug: "unavailable", detail: "The service cannot reach its database right now; retry in a few seconds." },
};

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter or header is not valid (named in errors[])",
  401: "No access token, or it is invalid or expired",
  403: "The token lacks the scope, the tenant differs from the token's, or a write would pass a tenant quota (quota-exceeded)",
  404: "No such resource in this tenant",
  409: "A conflict: a duplicate, a deletion refused because activity records depend on the resource, a request with this Idempotency-Key still in flight, or one whose outcome was lost",
  413: "The body is larger than this operation accepts",
  415: "The body's media type is not accepted",
  422: "The body is not valid (fields named in errors[]), or an Idempotency-Key was reused with another payload",
  429: "Too many requests; retry after Retry-After seconds",
  500: "An unexpected failure; request_id identifies it",
  503: "Unavailable for a moment (database unreachable, too slow, shutting down); retry after Retry-After seconds",
};

/** An operation's description, with the rule of heavy work where it applies (platform/heavy-work.ts). */
function descriptionOf(route: AnyOperation): string | undefined {
  if (!route.heavy) return route.description;
  const when = route.heavy === true ? "" : ` with more than ${HEAVY_BATCH_SIZE.toLocaleString("en")} records`;
  return `${route.description} Heavy work${when}: one at a time per tenant; another sent while one runs is answered 429 with Retry-After.`;
}

const stringHeader = (description: string) => ({ description, schema: { type: "string" } });
const intHeader = (description: string) => ({ description, schema: { type: "integer" } });

function responseObject(c: SchemaComponents, spec: ResponseSpec, extraHeaders: Json): Json {
  const headers: Json = { "X-Request-ID": stringHeader("Identifies this request in our logs"), ...extraHeaders };
  for (const [name, h] of Object.entries(spec.headers ?? {})) {
    headers[name] = { description: h.description, schema: c.convert(h.schema, "output") };
  }
  const media: Json = { schema: c.convert(spec.schema, "output") };
  if (spec.example !== undefined) media.example = spec.example;
  if (spec.mediaTypes) {
    return {
      description: spec.description,
      headers,
      content: Object.fromEntries(spec.mediaTypes.map((t) => [t, media])),
    };
  }
  return { description: spec.description, headers, content: { [spec.mediaType ?? "application/json"]: media } };
}

/** An example problem for each status an operation can answer with. */
function problemExample(status: number): Json {
  const example = PROBLEM_EXAMPLES[status];
  return {
    type: `/problems/${example?.slug ?? "bad-request"}`,
    title: PROBLEM_TITLES[status] ?? "Error",
    status,
    detail: example?.detail ?? PROBLEM_DESCRIPTIONS[status] ?? "Error",
    request_id: "01JD8V5Q2W3E4R5T6Y7U8I9O0P",
    ...(example?.errors ? { errors: example.errors } : {}),
  };
}

const parameterShape = (schema: z.ZodType | undefined) =>
  schema ? ((schema as z.ZodObject).shape as Record<string, z.ZodType>) : {};

function parameters(c: SchemaComponents, route: AnyOperation, alias: boolean, example: RequestExample): Json[] {
  const out: Json[] = [];
  if (alias) {
    out.push({
      name: "tenant_id",
      in: "path",
      required: true,
      description: "Must be the access token's tenant",
      schema: { type: "string" },
      example: EXAMPLE_IDS.tenant_id,
    });
  }
  for (const [where, schema, values] of [
    ["path", route.params, example.params],
    ["query", route.query, example.query],
  ] as const) {
    for (const [name, s] of Object.entries(parameterShape(schema))) {
      const js = c.convert(s, "input");
      const { description, ...rest } = js;
      out.push({
        name,
        in: where,
        required: where === "path" || !s.safeParse(undefined).success,
        ...(typeof description === "string" ? { description } : {}),
        schema: rest,
        ...(values?.[name] !== undefined ? { example: values[name] } : {}),
      });
    }
  }
  if (route.access.kind === "bearer") {
    out.push({
      name: "X-Tenant-ID",
      in: "header",
      required: false,
      description: "Optional; when sent it must equal the token's tenant",
      schema: { type: "string" },
    });
    out.push({
      name: "X-Timezone",
      in: "header",
      required: false,
      description: "IANA time zone (e.g. Asia/Kolkata): adds *_local display fields; values stay UTC",
      schema: { type: "string" },
    });
    if (route.idempotent) {
      out.push({
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description:
          "Makes the write safe to retry: the same key and payload within 24 h replays the first response (Idempotent-Replayed: true)",
        schema: { type: "string", minLength: 1, maxLength: 255 },
      });
    }
  }
  return out;
}

/** OpenAPI's security requirement: one alternative per scope that grants the operation (any one suffices). */
function securityOf(access: Access): Json[] {
  if (access.kind !== "bearer") return [];
  const scopes = grantingScopes(access);
  return scopes.length ? scopes.map((scope) => ({ oauth2: [scope] })) : [{ oauth2: [] }];
}

function operation(c: SchemaComponents, route: AnyOperation, alias: boolean, example: RequestExample): Json {
  const bearer = route.access.kind === "bearer";
  const rateHeaders = bearer
    ? {
        "X-RateLimit-Limit": intHeader(
          "Requests allowed per minute to the token's client, all its tokens together (the demo client: per address)",
        ),
        "X-RateLimit-Remaining": intHeader("Requests left in the current bucket"),
        Sunset: stringHeader(
          `Only in a sandbox tenant's last ${EXPIRY_NOTICE_DAYS} days: when the tenant and all its data are deleted (RFC 8594 HTTP-date)`,
        ),
      }
    : {};
  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const extra =
      route.idempotent && Number(status) < 300
        ? { ...rateHeaders, "Idempotent-Replayed": stringHeader("true when this is a replay of an earlier response") }
        : rateHeaders;
    responses[status] = responseObject(c, spec, extra);
  }
  const problems = new Set<number>([400, 500, 503, ...(route.problems ?? [])]);
  if (bearer) for (const s of [401, 403, 429]) problems.add(s);
  if (route.method !== "GET") problems.add(413);
  if (route.method !== "GET") problems.add(415);
  if (route.body && !route.oauthErrors) problems.add(422);
  if (route.idempotent) for (const s of [409, 422]) problems.add(s);
  if (route.publicLimit) problems.add(429);
  for (const status of [...problems].sort()) {
    if (responses[status]) continue;
    const headers: Json =
      status === 429 || status === 503 ? { "Retry-After": intHeader("Seconds to wait before retrying") } : {};
    if (status === 401)
      headers["WWW-Authenticate"] = stringHeader('Bearer challenge; error="invalid_token" when a token was rejected');
    responses[status] = responseObject(
      c,
      {
        description: PROBLEM_DESCRIPTIONS[status] ?? "Error",
        schema: problemSchema,
        mediaType: "application/problem+json",
        example: problemExample(status),
      },
      status === 401 ? headers : { ...(status === 429 || status === 403 ? rateHeaders : {}), ...headers },
    );
  }
  const op: Json = {
    operationId: alias ? `${route.operationId}ForTenant` : route.operationId,
    summary: route.summary,
    ...(route.description ? { description: descriptionOf(route) } : {}),
    tags: [route.tag],
    parameters: parameters(c, route, alias, example),
    responses,
    security: securityOf(route.access),
  };
  if (route.body) {
    const schema = c.convert(route.body, "input");
    const content: Json = { "application/json": { schema, example: example.body } };
    for (const type of route.bodyMediaTypes ?? []) {
      content[type] =
        type === "text/csv"
          ? {
              schema: {
                type: "string",
                description: "RFC 4180 CSV: a header row naming the fields, one row per record",
              },
            }
          : { schema, example: example.body };
    }
    op.requestBody = { required: true, content };
  }
  if (route.rawBody) {
    const schema = { type: "string", format: "binary", description: route.rawBody.description };
    op.requestBody = { required: true, content: { "application/octet-stream": { schema } } };
  }
  return op;
}

/**
 * Refuses examples that do not fit their operations: an unknown operationId, a parameter the operation does not
 * take, a body where it takes none, and an operation that takes a body with no example of it.
 */
function checkRequestExamples(routes: readonly AnyOperation[], examples: Readonly<Record<string, RequestExample>>) {
  const problems: string[] = [];
  for (const [operationId, example] of Object.entries(examples)) {
    // A tenant-path twin may have an example of its own (XForTenant), else it shows its operation's.
    const route = routes.find(
      (r) => r.operationId === operationId || (r.tenantAlias && `${r.operationId}ForTenant` === operationId),
    );
    if (!route) {
      problems.push(`${operationId}: no such operation`);
      continue;
    }
    for (const [where, schema, values] of [
      ["path", route.params, example.params],
      ["query", route.query, example.query],
    ] as const) {
      const unknown = Object.keys(values ?? {}).filter((name) => !(name in parameterShape(schema)));
      if (unknown.length) problems.push(`${operationId}: no ${where} parameter ${unknown.join(", ")}`);
    }
    if (example.body !== undefined && !route.body) problems.push(`${operationId}: takes no body`);
  }
  for (const route of routes) {
    if (route.body && examples[route.operationId]?.body === undefined)
      problems.push(`${route.operationId}: no example of its body`);
  }
  if (problems.length) throw new Error(`Request examples that do not fit: ${problems.join("; ")}`);
}

/** Where the API lives, relative to the host serving the document: the same document describes every host. */
export const API_BASE_PATH = "/v1";

/**
 * The OpenAPI 3.1 document of the operations, generated from the same zod schemas that validate requests.
 * A pure function of the declarations: the build writes it without a server, and the server serves the same bytes.
 */
export function openApiDocument(
  routes: readonly AnyOperation[],
  tagList: readonly { name: string; description: string; externalDocs?: { description: string; url: string } }[],
  {
    notes = "",
    requestExamples = {},
  }: {
    /** Paragraphs appended to info.description (limits and quotas). */
    notes?: string;
    /** Each operation's example request, by operationId; its tenant-path twin shows the same unless XForTenant has one. */
    requestExamples?: Readonly<Record<string, RequestExample>>;
  } = {},
): Json {
  const undescribed = routes.filter((r) => !tagList.some((t) => t.name === r.tag)).map((r) => r.operationId);
  if (undescribed.length) throw new Error(`Operations with an unlisted tag: ${undescribed.join(", ")}`);
  checkRequestExamples(routes, requestExamples);
  const c = new SchemaComponents();
  const paths: Record<string, Json> = {};
  const add = (path: string, route: AnyOperation, alias: boolean) => {
    paths[path] ??= {};
    const example =
      (alias ? requestExamples[`${route.operationId}ForTenant`] : undefined) ??
      requestExamples[route.operationId] ??
      {};
    paths[path][route.method.toLowerCase()] = operation(c, route, alias, example);
  };
  for (const route of routes) {
    add(route.path, route, false);
    if (route.tenantAlias) add(`/tenants/{tenant_id}${route.path}`, route, true);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "CarbonTracker API (sandbox)",
      version: "1.0.0",
      license: { name: "Proprietary", url: "https://carbontracker.co.in/terms-and-conditions" },
      description: [
        "Tenant-scoped REST API for activity data. OAuth2 client credentials with JWT access tokens; errors are RFC 9457 problem+JSON; lists use cursor pagination (page[size], page[after]), sort and filter; writes accept Idempotency-Key.",
        notes,
      ]
        .filter(Boolean)
        .join("\n\n"),
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: API_BASE_PATH, description: "The host serving this document; the token audience is {host}/v1" }],
    tags: tagList.filter((t) => routes.some((r) => r.tag === t.name)),
    paths,
    components: {
      schemas: c.schemas,
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description: "Client credentials; the access token is a JWT (RFC 9068) verifiable with /auth/keys",
          flows: {
            clientCredentials: {
              tokenUrl: `${API_BASE_PATH}/auth/token`,
              scopes: Object.fromEntries(ALL_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])),
            },
          },
        },
      },
    },
  };
}
