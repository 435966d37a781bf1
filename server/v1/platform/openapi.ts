import { z } from "zod";
import { API_SCOPES, problemSchema, SCOPE_DESCRIPTIONS } from "../../../contracts/api";
import type { AnyOperation, ResponseSpec } from "./operation";

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as Json;
  return rest;
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter or header is not valid (named in errors[])",
  401: "No access token, or it is invalid or expired",
  403: "The token lacks the scope, or the tenant differs from the token's",
  404: "No such resource in this tenant",
  409: "A conflict: a duplicate, or a request with this Idempotency-Key is still in flight",
  413: "The body is larger than this operation accepts",
  415: "The body's media type is not accepted",
  422: "The body is not valid (fields named in errors[]), or an Idempotency-Key was reused with another payload",
  429: "Too many requests; retry after Retry-After seconds",
  500: "An unexpected failure; request_id identifies it",
};

const stringHeader = (description: string) => ({ description, schema: { type: "string" } });
const intHeader = (description: string) => ({ description, schema: { type: "integer" } });

function responseObject(spec: ResponseSpec, extraHeaders: Json): Json {
  const headers: Json = { "X-Request-ID": stringHeader("Identifies this request in our logs"), ...extraHeaders };
  for (const [name, h] of Object.entries(spec.headers ?? {})) {
    headers[name] = { description: h.description, schema: jsonSchema(h.schema, "output") };
  }
  return {
    description: spec.description,
    headers,
    content: { [spec.mediaType ?? "application/json"]: { schema: jsonSchema(spec.schema, "output") } },
  };
}

function parameters(route: AnyOperation, alias: boolean): Json[] {
  const out: Json[] = [];
  if (alias) {
    out.push({
      name: "tenant_id",
      in: "path",
      required: true,
      description: "Must be the access token's tenant",
      schema: { type: "string" },
    });
  }
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const [name, s] of Object.entries(shape)) {
      const js = jsonSchema(s, "input");
      const { description, ...rest } = js;
      out.push({
        name,
        in: where,
        required: where === "path" || !s.safeParse(undefined).success,
        ...(typeof description === "string" ? { description } : {}),
        schema: rest,
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

function operation(route: AnyOperation, alias: boolean): Json {
  const bearer = route.access.kind === "bearer";
  const rateHeaders = bearer
    ? {
        "X-RateLimit-Limit": intHeader("Requests allowed per minute for this access token"),
        "X-RateLimit-Remaining": intHeader("Requests left in the current bucket"),
      }
    : {};
  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const extra =
      route.idempotent && Number(status) < 300
        ? { ...rateHeaders, "Idempotent-Replayed": stringHeader("true when this is a replay of an earlier response") }
        : rateHeaders;
    responses[status] = responseObject(spec, extra);
  }
  const problems = new Set<number>([400, 500, ...(route.problems ?? [])]);
  if (bearer) for (const s of [401, 403, 429]) problems.add(s);
  if (route.method !== "GET") problems.add(413);
  if (route.method !== "GET") problems.add(415);
  if (route.body && !route.oauthErrors) problems.add(422);
  if (route.idempotent) for (const s of [409, 422]) problems.add(s);
  if (route.publicLimit) problems.add(429);
  for (const status of [...problems].sort()) {
    if (responses[status]) continue;
    const headers: Json = status === 429 ? { "Retry-After": intHeader("Seconds to wait before retrying") } : {};
    if (status === 401)
      headers["WWW-Authenticate"] = stringHeader('Bearer challenge; error="invalid_token" when a token was rejected');
    responses[status] = responseObject(
      {
        description: PROBLEM_DESCRIPTIONS[status] ?? "Error",
        schema: problemSchema,
        mediaType: "application/problem+json",
      },
      status === 401 ? headers : { ...(status === 429 || status === 403 ? rateHeaders : {}), ...headers },
    );
  }
  const op: Json = {
    operationId: alias ? `${route.operationId}ForTenant` : route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    parameters: parameters(route, alias),
    responses,
    security: route.access.kind === "bearer" ? [{ oauth2: route.access.scope ? [route.access.scope] : [] }] : [],
  };
  if (route.body) {
    const schema = jsonSchema(route.body, "input");
    const content: Json = { "application/json": { schema } };
    for (const type of route.bodyMediaTypes ?? []) content[type] = { schema };
    op.requestBody = { required: true, content };
  }
  return op;
}

/** The OpenAPI 3.1 document of every registered operation, generated from the same zod schemas that validate. */
export function openApiDocument(routes: readonly AnyOperation[], serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  const add = (path: string, route: AnyOperation, alias: boolean) => {
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, alias);
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
      description:
        "Tenant-scoped REST API for activity data. OAuth2 client credentials with JWT access tokens; errors are RFC 9457 problem+JSON; lists use cursor pagination (page[size], page[after]), sort and filter; writes accept Idempotency-Key.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: serverUrl }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description: "Client credentials; the access token is a JWT (RFC 9068) verifiable with /auth/keys",
          flows: {
            clientCredentials: {
              tokenUrl: `${serverUrl}/auth/token`,
              scopes: Object.fromEntries(API_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])),
            },
          },
        },
      },
    },
  };
}
