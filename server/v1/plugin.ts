import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { consoleAccessIsLive, digestOf, sessionIdFrom } from "../accounts/sessions";
import type { Db } from "../db/client";
import { DatabaseUnavailableError } from "../db/unavailable";
import { DEMO_CLIENT_ID, DEMO_CLIENT_READ_ONLY, ensureDemoTenant } from "../demo/demo-data";
import { answerUnrouted } from "../http/error-handling";
import { csvBatch, refuseUnreadableCells } from "./activity-data/csv";
import { auditRecorder } from "./audit/recording";
import { openApiDocumentText } from "./document";
import { loadCatalogue } from "./factors/factors";
import { operations } from "./operations";
import { apiAudience, bearerOf, type Caller, type TokenAudience, verifyAccessToken } from "./platform/access-token";
import { CLAIM_LEASE_MARGIN_MS, pruneIdempotency, runIdempotent } from "./platform/idempotency";
import { mountOperations } from "./platform/mount";
import type { ApiContext } from "./platform/operation";
import { policy, pruneBuckets } from "./platform/rate-limit";
import { refusalMemory } from "./platform/refusals";
import { sessionBoundTokens } from "./platform/session-tokens";
import { SigningKeys } from "./platform/signing-keys";
import { verifiedTokens } from "./platform/verified-tokens";
import { pruneRevocations } from "./tenancy/api-clients-store";
import { requestBudget } from "./tenancy/client-budget";
import { deleteExpiredSandboxTenants } from "./tenancy/sandbox";
import { createWebhookWorker, type WebhookWorker } from "./webhooks/worker";

declare module "fastify" {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired sandbox tenants (with all their rows), stale idempotency keys, idle rate buckets, revocations
 * outlived by their tokens and dead keys.
 */
export async function runSandboxCleanup(db: Db, now = new Date()): Promise<{ tenantsDeleted: number }> {
  const tenantsDeleted = await deleteExpiredSandboxTenants(db, now);
  await pruneIdempotency(db, now);
  await pruneBuckets(db);
  await pruneRevocations(db, now);
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
  const keys = new SigningKeys(db);
  await keys.ensure();
  await loadCatalogue(db, app.config);
  await ensureDemoTenant(db);
  await runSandboxCleanup(db);
  const timer = setInterval(() => {
    runSandboxCleanup(db).catch((err) => {
      if (err instanceof DatabaseUnavailableError) app.log.warn("sandbox cleanup skipped: the database is unreachable");
      else app.log.error({ err }, "sandbox cleanup failed");
    });
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  // The token endpoint takes form bodies (RFC 6749); every other operation refuses them with 415.
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  // Activity data may come as CSV; each operation's own body limit applies. A cell that cannot be read refuses the
  // batch, except in a dry run, which reports it as its row's problem.
  app.addContentTypeParser("text/csv", { parseAs: "string" }, (req, body, done) => {
    try {
      const query = req.query as { dry_run?: unknown; date_order?: unknown; mapping?: unknown };
      // An unknown date_order is the query's own 400, answered once the operation validates its query. A sheet read
      // with an import mapping is read again by the operation, which has the mapping, and refused there.
      const batch = csvBatch(String(body), {
        dateOrder: query.date_order === "month-first" ? "month-first" : "day-first",
      });
      if (query.dry_run !== "true" && query.mapping === undefined) refuseUnreadableCells(batch);
      done(null, batch);
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  // Webhook deliveries: sent by a worker started with the server (server/v1/webhooks/worker.ts).
  const webhooks = createWebhookWorker({
    db,
    settings: app.config.webhooks,
    log: app.log,
    mail: {
      mailFrom: app.config.mailFrom,
      publicBaseUrl: () => app.config.publicBaseUrl,
      wake: () => app.outbox.wake(),
    },
  });
  app.decorate("webhooks", webhooks);
  if (app.config.webhooks.autoStart) app.addHook("onReady", async () => webhooks.start());
  app.addHook("preClose", async () => webhooks.stop());

  const ctx: ApiContext = {
    db,
    config: app.config,
    keys,
    // Read per request: the public address may be known only once the server listens (server/app.ts).
    get audience(): TokenAudience {
      return apiAudience(app.config.publicBaseUrl);
    },
    get tokenUrl() {
      return `${app.config.publicBaseUrl}/v1/auth/token`;
    },
    tokenEndpointRefusals: refusalMemory(),
    webhooks,
    outbox: { wake: () => app.outbox.wake() },
  };
  const callerOfToken = verifiedTokens((token) => verifyAccessToken(keys, ctx.audience, token));
  const sessions = sessionBoundTokens({
    isLive: (sessionId, caller) => consoleAccessIsLive(db, sessionId, caller.tenantId, caller.roles),
    cookieSession: (req) => {
      const id = sessionIdFrom(req);
      return id ? digestOf(id) : undefined;
    },
  });
  const spendRequest = requestBudget(db, policy(app.config.apiRateLimitPerMinute, 60));
  mountOperations(
    app,
    operations,
    {
      authenticate: async (req: FastifyRequest): Promise<Caller> => {
        const caller = await callerOfToken(bearerOf(req.headers.authorization));
        await sessions.check(caller);
        return caller;
      },
      requireSession: (caller, req) => sessions.requireLive(caller, req),
      limit: (caller: Caller, req: FastifyRequest, reply: FastifyReply) => spendRequest(caller, req, reply),
      missingScopeHint: (caller) => (caller.clientId === DEMO_CLIENT_ID ? DEMO_CLIENT_READ_ONLY : undefined),
      idempotent: (caller, req, reply, run) =>
        runIdempotent(db, caller, req, reply, run, app.config.handlerTimeoutMs + CLAIM_LEASE_MARGIN_MS),
      audited: auditRecorder(operations),
    },
    ctx,
  );

  const document = openApiDocumentText();
  app.get("/openapi.json", async (_req, reply) => {
    reply.header("Cache-Control", "public, max-age=300").type("application/json; charset=utf-8");
    return document;
  });

  // Takes /v1/* away from the site's catch-all page route: an unknown endpoint is a problem, not a page.
  const hint = " The OpenAPI document is at /v1/openapi.json.";
  const unrouted = async (req: FastifyRequest, reply: FastifyReply) => answerUnrouted(app, req, reply, hint);
  // Answered on arrival: an unknown endpoint's body is never parsed.
  app.all("/*", { onRequest: unrouted }, unrouted);
  app.all("/", { onRequest: unrouted }, unrouted);
}
