import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { sendProblem } from "../http/problem";
import { bearerOf, type Caller, type TokenAudience, verifyAccessToken } from "./access-token";
import { registerAuthRoutes } from "./auth-routes";
import { ensureDemoTenant } from "./demo-data";
import { ApiError, sendApiError } from "./errors";
import { registerFacilityRoutes } from "./facilities";
import { pruneIdempotency, runIdempotent } from "./idempotency";
import { openApiDocument } from "./openapi";
import { registerOrgRoutes } from "./orgs";
import { policy, pruneBuckets, takeToken } from "./rate-limit";
import { Registry } from "./registry";
import { deleteExpiredSandboxTenants, registerSandboxRoutes } from "./sandbox";
import { SigningKeys } from "./signing-keys";
import { registerSourceAndMeterRoutes } from "./sources-meters";
import { registerTenantAndUserRoutes } from "./tenants-users";

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired sandbox tenants (with all their rows), stale idempotency keys, idle rate buckets and dead keys. */
export async function runSandboxCleanup(db: Db, now = new Date()): Promise<{ tenantsDeleted: number }> {
  const tenantsDeleted = await deleteExpiredSandboxTenants(db, now);
  await pruneIdempotency(db, now);
  await pruneBuckets(db);
  await new SigningKeys(db).prune(now);
  return { tenantsDeleted };
}

/** Starts signing new tokens with a fresh key; tokens signed before stay valid until they expire. */
export function rotateSigningKey(db: Db, now = new Date()): Promise<string> {
  return new SigningKeys(db).rotate(now);
}

/** The /v1 API sandbox. Register with `{ prefix: "/v1" }`. */
export async function v1Api(app: FastifyInstance) {
  const db = app.db;
  const base = `${app.config.publicBaseUrl}/v1`;
  const audience: TokenAudience = { issuer: `${base}/auth`, audience: base };
  const keys = new SigningKeys(db);
  await keys.ensure();
  await ensureDemoTenant(db);
  await runSandboxCleanup(db);
  const timer = setInterval(() => {
    runSandboxCleanup(db).catch((err) => app.log.error({ err }, "sandbox cleanup failed"));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  const tokenPolicy = policy(app.config.apiRateLimitPerMinute, 60);
  const registry = new Registry({
    authenticate: (req: FastifyRequest): Promise<Caller> =>
      verifyAccessToken(keys, audience, bearerOf(req.headers.authorization)),
    async limit(caller: Caller, reply: FastifyReply) {
      // One statement: checks the token's tenant still exists and takes a token from its bucket.
      const r = await takeToken(db, `token:${caller.jti}`, tokenPolicy, caller.tenantId);
      if (!r) {
        throw new ApiError(401, "invalid-token", "The token's tenant no longer exists", [], {
          "WWW-Authenticate": 'Bearer realm="v1", error="invalid_token"',
        });
      }
      reply.header("X-RateLimit-Limit", String(r.limit));
      reply.header("X-RateLimit-Remaining", String(r.remaining));
      if (!r.allowed) {
        throw new ApiError(
          429,
          "rate-limited",
          `This access token is limited to ${r.limit} requests per minute; retry after ${r.retryAfterSeconds} s.`,
          [],
          { "Retry-After": String(r.retryAfterSeconds) },
        );
      }
    },
    idempotent: (caller, req, reply, run) => runIdempotent(db, caller, req, reply, run),
  });

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof ApiError) return sendApiError(req, reply, err);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, "v1 request failed");
      return sendProblem(
        req,
        reply,
        500,
        "internal",
        "Something went wrong on our side. The request ID identifies it in our logs.",
      );
    }
    if (req.routeOptions.url === "/v1/auth/token") {
      return reply
        .code(400)
        .header("Cache-Control", "no-store")
        .send({ error: "invalid_request", error_description: "The request body could not be read" });
    }
    const detail =
      status === 413
        ? "The request body is larger than this endpoint accepts."
        : status === 415
          ? "Send the body as application/json."
          : "The request body could not be parsed as JSON.";
    return sendProblem(req, reply, status, status === 415 ? "unsupported-media-type" : "bad-request", detail);
  });
  const noSuchEndpoint = (req: FastifyRequest, reply: FastifyReply) =>
    sendProblem(req, reply, 404, "not-found", "No such endpoint. The OpenAPI document is at /v1/openapi.json.");
  app.setNotFoundHandler(noSuchEndpoint);
  // Takes /v1/* away from the site's catch-all page route.
  app.all("/*", noSuchEndpoint);

  await registerAuthRoutes(app, registry, keys, audience);
  registerTenantAndUserRoutes(app, registry);
  registerOrgRoutes(app, registry);
  registerFacilityRoutes(app, registry);
  registerSourceAndMeterRoutes(app, registry);
  registerSandboxRoutes(app, registry, { audience, tokenUrl: `${base}/auth/token` });

  const document = openApiDocument(registry.routes, base);
  app.get("/openapi.json", async (_req, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return document;
  });
}
