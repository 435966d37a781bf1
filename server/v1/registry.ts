import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiScope } from "../../contracts/api";
import type { Caller } from "./access-token";
import { ApiError, badParameter, fieldErrors } from "./errors";

export type Method = "GET" | "POST" | "PATCH";

export type ResponseSpec = {
  description: string;
  schema: z.ZodType;
  /** Defaults to application/json. */
  mediaType?: string;
  headers?: Record<string, { description: string; schema: z.ZodType }>;
};

export type HandlerResult = { status: number; body: unknown; headers?: Record<string, string> };

export type HandlerInput<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  /** The verified caller; null only on public operations. */
  caller: Caller | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** Who may call an operation: anyone, or a bearer token (optionally needing one scope). */
export type Access = { kind: "public" } | { kind: "bearer"; scope: ApiScope | null };

export type RouteDef<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  method: Method;
  /** OpenAPI-style path below /v1, e.g. /facilities/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Also mount under /tenants/{tenant_id}/... (the path tenant must be the token's). */
  tenantAlias?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The handler validates the body itself and answers in its own error format (the OAuth token endpoint). */
  ownBodyValidation?: boolean;
  /** Request media types besides application/json. */
  bodyMediaTypes?: string[];
  /** Success responses (and any non-problem error responses, e.g. OAuth errors). */
  responses: Record<number, ResponseSpec>;
  /** Problem+JSON statuses this operation can answer with, besides those added for auth and validation. */
  problems?: number[];
  /** Honour Idempotency-Key (POST/PATCH with a bearer token only). */
  idempotent?: boolean;
  /** A public operation's own rate limit (e.g. per client address). */
  publicLimit?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<HandlerResult>;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every parameter type
export type AnyRoute = RouteDef<any, any, any>;

/** Everything a route needs from the platform around it, supplied by the plugin. */
export type Pipeline = {
  authenticate(req: FastifyRequest): Promise<Caller>;
  /** Rate limit for an authenticated request: sets headers, throws 429. */
  limit(caller: Caller, reply: FastifyReply): Promise<void>;
  /** Wraps a write so duplicates with the same Idempotency-Key replay instead of running again. */
  idempotent(
    caller: Caller,
    req: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<HandlerResult>,
  ): Promise<HandlerResult>;
};

const TIMEZONE_HEADER = "x-timezone";

function validTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz.length <= 64;
  } catch {
    return false;
  }
}

/** "2025-01-02T03:04:05.000Z" in zone tz as "2025-01-02T08:34:05.000+05:30". */
export function localTime(iso: string, tz: string): string {
  const d = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : String(parts.timeZoneName).replace("GMT", "");
  const ms = String(d.getUTCMilliseconds()).padStart(3, "0");
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${ms}${offset}`;
}

/** Adds `<name>_local` beside every `<name>_at` timestamp of a resource (display only; values stay UTC). */
function withLocalTimes(value: unknown, tz: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withLocalTimes(v, tz));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = withLocalTimes(v, tz);
    if (k.endsWith("_at") && typeof v === "string" && !Number.isNaN(Date.parse(v)))
      out[`${k}_local`] = localTime(v, tz);
  }
  return out;
}

function splitTenant(raw: unknown): { tenant: string | undefined; rest: Record<string, unknown> } {
  const { tenant_id, ...rest } = (raw ?? {}) as Record<string, unknown>;
  return { tenant: typeof tenant_id === "string" ? tenant_id : undefined, rest };
}

function parseParts(def: AnyRoute, req: FastifyRequest) {
  const ownsTenantParam = def.path.includes("{tenant_id}");
  const { rest } = splitTenant(req.params);
  const rawParams = ownsTenantParam ? (req.params as Record<string, unknown>) : rest;
  let params: unknown = rawParams;
  if (def.params) {
    const r = (def.params as z.ZodType).safeParse(rawParams);
    if (!r.success) {
      const errors = fieldErrors(r.error, rawParams);
      throw new ApiError(400, "invalid-parameter", "A path parameter is not valid.", errors);
    }
    params = r.data;
  }
  let query: unknown = req.query;
  if (def.query) {
    const r = (def.query as z.ZodType).safeParse(req.query ?? {});
    if (!r.success) {
      const errors = fieldErrors(r.error, req.query).map((e) => ({ ...e, pointer: undefined }));
      throw new ApiError(
        400,
        "invalid-parameter",
        `Query parameter ${errors.map((e) => e.field).join(", ")} is not valid.`,
        errors,
      );
    }
    query = r.data;
  }
  let body: unknown;
  if (def.body && def.ownBodyValidation) body = req.body;
  else if (def.body) {
    const r = (def.body as z.ZodType).safeParse(req.body ?? undefined);
    if (!r.success) {
      const errors = fieldErrors(r.error, req.body);
      throw new ApiError(
        422,
        "validation-failed",
        `The request body is not valid: ${errors.map((e) => e.field).join(", ")}.`,
        errors,
      );
    }
    body = r.data;
  }
  return { params, query, body };
}

/** The one list of /v1 operations: it registers each with Fastify and feeds the OpenAPI document. */
export class Registry {
  readonly routes: AnyRoute[] = [];

  constructor(private readonly pipeline: Pipeline) {}

  add<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
    app: FastifyInstance,
    def: RouteDef<P, Q, B>,
  ) {
    const route = def as unknown as AnyRoute;
    this.routes.push(route);
    const url = def.path.replace(/\{(\w+)\}/g, ":$1");
    const handler = (req: FastifyRequest, reply: FastifyReply) => this.run(route, req, reply);
    app.route({ method: def.method, url, handler });
    if (def.tenantAlias) app.route({ method: def.method, url: `/tenants/:tenant_id${url}`, handler });
  }

  private async run(def: AnyRoute, req: FastifyRequest, reply: FastifyReply) {
    const tzHeader = req.headers[TIMEZONE_HEADER];
    const tz = typeof tzHeader === "string" ? tzHeader : undefined;
    if (tz !== undefined && !validTimeZone(tz)) {
      throw badParameter(
        "X-Timezone",
        "INVALID_TIMEZONE",
        `"${tz}" is not an IANA time zone name such as Asia/Kolkata`,
      );
    }
    if (req.body !== undefined && def.method !== "GET" && !def.ownBodyValidation) {
      const type = String(req.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      const accepted = ["application/json", ...(def.bodyMediaTypes ?? [])];
      if (type && !accepted.includes(type)) {
        throw new ApiError(415, "unsupported-media-type", `Send the body as ${accepted.join(" or ")}.`);
      }
    }

    let caller: Caller | null = null;
    if (def.access.kind === "bearer") {
      caller = await this.pipeline.authenticate(req);
      await this.pipeline.limit(caller, reply);
      const needed = def.access.scope;
      if (needed && !caller.scopes.includes(needed)) {
        throw new ApiError(
          403,
          "insufficient-scope",
          `This operation needs the ${needed} scope; the token lacks it.`,
          [],
          {
            "WWW-Authenticate": `Bearer realm="v1", error="insufficient_scope", scope="${needed}"`,
          },
        );
      }
      const headerTenant = req.headers["x-tenant-id"];
      const pathTenant = splitTenant(req.params).tenant;
      for (const [where, t] of [
        ["X-Tenant-ID header", typeof headerTenant === "string" ? headerTenant : undefined],
        ["path", pathTenant],
      ] as const) {
        if (t !== undefined && t !== caller.tenantId) {
          throw new ApiError(
            403,
            "tenant-mismatch",
            `The tenant in the ${where} is not the tenant of the access token.`,
          );
        }
      }
    } else if (def.publicLimit) {
      await def.publicLimit(req, reply);
    }

    const parts = parseParts(def, req);
    const call = () => def.handler({ ...parts, caller, req, reply } as HandlerInput<unknown, unknown, unknown>);
    const result =
      caller && def.idempotent && req.headers["idempotency-key"] !== undefined
        ? await this.pipeline.idempotent(caller, req, reply, call)
        : await call();
    for (const [k, v] of Object.entries(result.headers ?? {})) reply.header(k, v);
    const spec = def.responses[result.status];
    reply.code(result.status).type(spec?.mediaType ?? "application/json");
    return tz ? withLocalTimes(result.body, tz) : result.body;
  }
}
