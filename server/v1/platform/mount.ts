import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { SESSION_SCOPES } from "../../../contracts/api";
import { plainFigures } from "../../../contracts/figures";
import type { ErrorFormatConfig } from "../../http/error-handling";
import { HttpProblem } from "../../http/problem";
import { unstorableStringPaths, validate } from "../../http/validation";
import type { Caller } from "./access-token";
import { badParameter } from "./errors";
import { HEAVY_WORK_SLOTS, heavyWork } from "./heavy-work";
import { TIMEZONE_HEADER, validTimeZone, withLocalTimes } from "./local-time";
import { type AnyOperation, type ApiContext, grantingScopes, type HandlerInput, type HandlerResult } from "./operation";

/** Everything an operation needs from the platform around it, supplied by the plugin. */
export type Pipeline = {
  authenticate(req: FastifyRequest): Promise<Caller>;
  /**
   * For an operation with a session-only scope: the token's session is open (asked now) and the request carries
   * that session's cookie; throws 401 or 403.
   */
  requireSession(caller: Caller, req: FastifyRequest): Promise<void>;
  /** Rate limit for an authenticated request: sets headers, throws 429. */
  limit(caller: Caller, req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** What a caller lacking an operation's scope can do about it, said with the 403 (the public client's note). */
  missingScopeHint(caller: Caller): string | undefined;
  /** Wraps a write so duplicates with the same Idempotency-Key replay instead of running again. */
  idempotent(
    caller: Caller,
    req: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<HandlerResult>,
  ): Promise<HandlerResult>;
  /**
   * Runs a handler and records the change it made in the audit trail (audit/recording.ts); inside the Idempotency-Key
   * wrapper, so a replay records nothing again.
   */
  audited?(
    op: AnyOperation,
    input: HandlerInput<unknown, unknown, unknown>,
    call: () => Promise<HandlerResult>,
  ): Promise<HandlerResult>;
};

function splitTenant(raw: unknown): { tenant: string | undefined; rest: Record<string, unknown> } {
  const { tenant_id, ...rest } = (raw ?? {}) as Record<string, unknown>;
  return { tenant: typeof tenant_id === "string" ? tenant_id : undefined, rest };
}

/** The query parameters an operation declares (its query schema is an object of them). */
export function queryParameterNames(op: AnyOperation): string[] {
  return op.query ? Object.keys((op.query as z.ZodObject).shape) : [];
}

/** Nothing asked is silently ignored: a query parameter the operation does not declare is a 400 naming it. */
function refuseUnknownQueryParameters(op: AnyOperation, req: FastifyRequest) {
  const accepted = queryParameterNames(op);
  const unknown = Object.keys((req.query ?? {}) as Record<string, unknown>).filter((n) => !accepted.includes(n));
  if (unknown.length === 0) return;
  const takes = accepted.length ? `it takes ${accepted.join(", ")}` : "it takes no query parameters";
  throw new HttpProblem(
    "invalid-parameter",
    `This operation has no query parameter ${unknown.join(", ")}; ${takes}.`,
    unknown.map((name) => ({
      field: name,
      code: "UNKNOWN_PARAMETER",
      message: `Not a parameter of this operation; ${takes}`,
    })),
  );
}

function parseParts(op: AnyOperation, req: FastifyRequest) {
  const ownsTenantParam = op.path.includes("{tenant_id}");
  const rawParams = ownsTenantParam ? (req.params as Record<string, unknown>) : splitTenant(req.params).rest;
  let params: unknown = rawParams;
  if (op.params) {
    const r = validate(op.params as z.ZodType, rawParams, { parameter: true });
    if (!r.ok) throw new HttpProblem("invalid-parameter", "A path parameter is not valid.", r.errors);
    params = r.data;
  }
  let query: unknown = req.query;
  if (op.query) {
    const r = validate(op.query as z.ZodType, req.query ?? {}, { parameter: true });
    if (!r.ok) {
      const names = [...new Set(r.errors.map((e) => e.field))].join(", ");
      throw new HttpProblem("invalid-parameter", `Query parameter ${names} is not valid.`, r.errors);
    }
    query = r.data;
  }
  let body: unknown;
  if (op.rawBody) body = Buffer.isBuffer(req.body) ? req.body : undefined;
  else if (op.body && (op.oauthErrors || op.validatesOwnBody?.(query, req.body))) body = req.body;
  else if (op.body) {
    const r = validate(op.body as z.ZodType, req.body ?? undefined);
    if (!r.ok) {
      const names = [...new Set(r.errors.map((e) => e.field))].join(", ");
      throw new HttpProblem("validation-failed", `The request body is not valid: ${names}.`, r.errors);
    }
    body = r.data;
  }
  return { params, query, body };
}

function checkBatchLimit(limit: { field: string; max: number }, body: unknown) {
  const list = body && typeof body === "object" ? (body as Record<string, unknown>)[limit.field] : undefined;
  if (!Array.isArray(list) || list.length <= limit.max) return;
  const message = `A batch holds at most ${limit.max.toLocaleString("en")} items; this one has ${list.length.toLocaleString("en")}`;
  throw new HttpProblem("bad-request", `${message}: split it.`, [
    { field: limit.field, pointer: `/${limit.field}`, code: "TOO_LONG", message },
  ]);
}

function checkMediaType(op: AnyOperation, req: FastifyRequest) {
  if (req.body === undefined || op.method === "GET" || op.oauthErrors || op.rawBody) return;
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  const accepted = ["application/json", ...(op.bodyMediaTypes ?? [])];
  if (type && !accepted.includes(type)) {
    throw new HttpProblem("unsupported-media-type", `Send the body as ${accepted.join(" or ")}.`);
  }
}

function checkCaller(op: AnyOperation, caller: Caller, req: FastifyRequest, hint: string | undefined) {
  const needed = grantingScopes(op.access);
  if (needed.length > 0 && !needed.some((scope) => caller.scopes.includes(scope))) {
    const named = needed.length === 1 ? `the ${needed[0]} scope` : `the ${needed.join(" or ")} scope`;
    const detail = `This operation needs ${named}; the token lacks it.${hint ? ` ${hint}` : ""}`;
    throw new HttpProblem("insufficient-scope", detail, [], {
      "WWW-Authenticate": `Bearer realm="v1", error="insufficient_scope", scope="${needed[0]}"`,
    });
  }
  const headerTenant = req.headers["x-tenant-id"];
  const pathTenant = splitTenant(req.params).tenant;
  for (const [where, t] of [
    ["X-Tenant-ID header", typeof headerTenant === "string" ? headerTenant : undefined],
    ["path", pathTenant],
  ] as const) {
    if (t !== undefined && t !== caller.tenantId) {
      throw new HttpProblem("tenant-mismatch", `The tenant in the ${where} is not the tenant of the access token.`);
    }
  }
}

/**
 * A child context whose only body parser takes any Content-Type (none included) as a Buffer of at most `maxBytes`,
 * refusing a longer body with 413 and `tooLarge` as soon as it is known: from Content-Length, else while reading.
 */
function rawBodyContext(app: FastifyInstance, limit: { maxBytes: number; tooLarge: string }) {
  return (define: (a: FastifyInstance) => void) => {
    app.register(async (child) => {
      child.removeAllContentTypeParsers();
      child.addContentTypeParser("*", (req, payload, done) => {
        const tooLarge = () => new HttpProblem("payload-too-large", limit.tooLarge);
        if (Number(req.headers["content-length"] ?? 0) > limit.maxBytes) return done(tooLarge(), undefined);
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit.maxBytes) {
            payload.removeListener("data", onData);
            payload.removeListener("end", onEnd);
            done(tooLarge(), undefined);
            return;
          }
          chunks.push(chunk);
        };
        const onEnd = (err?: Error) => {
          if (err) return done(err, undefined);
          done(null, size === 0 ? undefined : Buffer.concat(chunks, size));
        };
        payload.on("data", onData);
        payload.on("end", onEnd);
        payload.on("error", onEnd);
      });
      define(child);
    });
  };
}

/** Serves each operation (and its /tenants/{tenant_id} alias): media type, auth, limits, validation, handler. */
export function mountOperations(
  app: FastifyInstance,
  operations: readonly AnyOperation[],
  pipeline: Pipeline,
  ctx: ApiContext,
) {
  const heavy = heavyWork(HEAVY_WORK_SLOTS);
  async function run(op: AnyOperation, req: FastifyRequest, reply: FastifyReply) {
    // X-Timezone is a display option of bearer operations; public ones (the token endpoint) ignore it.
    const tzHeader = op.access.kind === "bearer" ? req.headers[TIMEZONE_HEADER] : undefined;
    const tz = typeof tzHeader === "string" ? tzHeader : undefined;
    if (tz !== undefined && !validTimeZone(tz)) {
      throw badParameter("X-Timezone", "INVALID_TIMEZONE", "not an IANA time zone name such as Asia/Kolkata");
    }
    refuseUnknownQueryParameters(op, req);
    checkMediaType(op, req);

    let caller: Caller | null = null;
    if (op.access.kind === "bearer") {
      caller = await pipeline.authenticate(req);
      await pipeline.limit(caller, req, reply);
      checkCaller(op, caller, req, pipeline.missingScopeHint(caller));
      const scope = op.access.scope;
      if (scope && (SESSION_SCOPES as readonly string[]).includes(scope)) await pipeline.requireSession(caller, req);
    } else if (op.publicLimit) {
      await op.publicLimit({ req, reply, ctx });
    }
    if (op.oauthErrors && unstorableStringPaths(req.body).length > 0) {
      throw new HttpProblem("bad-request", "The request contains control characters that no field may hold.");
    }

    if (op.batchLimit) checkBatchLimit(op.batchLimit, req.body);
    const answer = async () => {
      const parts = parseParts(op, req);
      const input = { ...parts, caller, ctx, req, reply } as HandlerInput<unknown, unknown, unknown>;
      const handle = () => op.handler(input);
      const call = pipeline.audited ? () => pipeline.audited!(op, input, handle) : handle;
      return caller && op.idempotent && req.headers["idempotency-key"] !== undefined
        ? await pipeline.idempotent(caller, req, reply, call)
        : await call();
    };
    const isHeavy = op.heavy === true || op.heavy?.(req.body) === true;
    const result = caller && isHeavy ? await heavy.run(caller.tenantId, answer) : await answer();
    for (const [k, v] of Object.entries(result.headers ?? {})) reply.header(k, v);
    const spec = op.responses[result.status];
    // A file's bytes leave as they are, in the Content-Type its handler set.
    if (spec?.mediaTypes && Buffer.isBuffer(result.body)) return reply.code(result.status).send(result.body);
    reply.code(result.status).type(spec?.mediaType ?? "application/json");
    // Figures leave with the one precision rule (contracts/figures.ts).
    const body = plainFigures(result.body);
    return tz ? withLocalTimes(body, tz) : body;
  }

  for (const op of operations) {
    const url = op.path.replace(/\{(\w+)\}/g, ":$1");
    const config = (op.oauthErrors ? { errorFormat: "oauth" } : {}) satisfies ErrorFormatConfig;
    const options = { config, ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}) };
    const handler = (req: FastifyRequest, reply: FastifyReply) => run(op, req, reply);
    // An operation taking a file's bytes is served in a context of its own, whose one body parser reads any
    // Content-Type as bytes: no other operation's parsing changes.
    const on = op.rawBody ? rawBodyContext(app, op.rawBody) : (fn: (a: FastifyInstance) => void) => fn(app);
    on((a) => {
      a.route({ method: op.method, url, handler, ...options });
      if (op.tenantAlias) a.route({ method: op.method, url: `/tenants/:tenant_id${url}`, handler, ...options });
    });
  }
}
