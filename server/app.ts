import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccounts } from "./accounts/register";
import { type Config, listeningBaseUrl } from "./config";
import { type Db, openDb } from "./db/client";
import { migrate } from "./db/migrate";
import { untilDatabaseAnswers } from "./db/wait-for-database";
import { type LeadsOptions, registerLeads } from "./forms/register";
import { decorateAddressKey, ipHasher } from "./http/address-key";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./http/error-handling";
import { registerHealth } from "./http/health";
import { logSerializers } from "./http/log";
import { requestIdFrom } from "./http/request-id";
import { registerSecurityHeaders } from "./http/security-headers";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { isHashedAssetReply, registerSite } from "./site";
import { v1Api } from "./v1/plugin";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export type ServerDeps = {
  /** A database opened by the caller (tests); closed by the caller, not by the server. */
  db?: Db;
  /** Lead-capture tunables (rate limit, outbox polling); unset ones come from the environment. */
  leads?: LeadsOptions;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
};

const TIMEOUT_CHECK_EVERY_MS = 1000;

/** Hosts the page's scripts may call besides our own: the email service used when our server is unreachable. */
const CONNECT_SRC = ["https://api.emailjs.com"];

export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Method, route and status; errors by type, code and stack: never bodies, query strings, addresses or messages.
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    genReqId: (req) => requestIdFrom(req.headers["x-request-id"]),
    requestIdHeader: false,
    return503OnClosing: false,
    handlerTimeout: config.handlerTimeoutMs,
    // Slow or stuck clients: headers, the whole request and the idle time between requests are bounded,
    // and checked every second (Node's default is every 30 s).
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
    },
    frameworkErrors,
    clientErrorHandler,
  });
  registerErrorHandling(app);

  const db = deps.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.db) app.addHook("onClose", async () => db.close());
  try {
    await untilDatabaseAnswers(db, config.databaseStartWaitMs, (message) => app.log.warn(message));
  } catch (err) {
    if (!deps.db) await db.close();
    throw err;
  }
  await migrate(db);
  app.decorate("config", config);
  app.decorate("db", db);
  // Listening on PORT=0 picks the port only now; links and the token audience name the one picked.
  app.addHook("onListen", async () => {
    const bound = app.server.address();
    if (config.publicBaseUrlFollowsListener && bound && typeof bound === "object")
      config.publicBaseUrl = listeningBaseUrl(config.host, bound.port);
  });

  app.addHook("onRequest", async (req, reply) => {
    reply.header("X-Request-ID", req.id);
  });

  await registerSecurityHeaders(app, { connectSrc: CONNECT_SRC });
  app.addHook("onSend", async (_req, reply) => {
    if (isHashedAssetReply(reply)) return;
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  registerHealth(app);

  const keyedHash = await ipHasher(db);
  decorateAddressKey(app, keyedHash);
  await registerLeads(app, deps.leads);
  await registerAccounts(app, {
    keyedHash,
    mail: {
      mailFrom: config.mailFrom,
      get publicBaseUrl() {
        return config.publicBaseUrl;
      },
    },
    wake: () => app.outbox.wake(),
  });
  await app.register(v1Api, { prefix: "/v1" });

  await registerSite(app, { staticDir: config.staticDir, connectSrc: CONNECT_SRC });
  return app;
}
