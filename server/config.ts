import { isIPv6 } from "node:net";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_COST, type ScryptCost } from "./accounts/passwords";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

/** The spec's figure (section 9); the OpenAPI document states it. */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 600;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalUrl.optional(),
  DATA_DIR: z.string().default("./data"),
  STATIC_DIR: z.string().optional(),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default("CarbonTracker <no-reply@carbontracker.co.in>"),
  LEADS_TO: z.string().default("sales@carbontracker.co.in"),
  PUBLIC_BASE_URL: optionalUrl.optional(),
  ADMIN_TOKEN: z.string().min(24, "ADMIN_TOKEN must be at least 24 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx) => {
      const setting = parseTrustProxy(v);
      if (typeof setting === "object" && "error" in setting) {
        ctx.addIssue({ code: "custom", message: setting.error });
        return z.NEVER;
      }
      return setting;
    }),
  API_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
  SANDBOX_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  AUTH_ADDRESS_LIMITS: z.enum(["on", "off"]).default("on"),
  CONSOLE_TOKEN_TTL_S: z.coerce.number().int().min(1).max(3600).default(600),
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_START_WAIT_S: z.coerce.number().int().min(0).default(60),
  WEBHOOKS_ALLOW_INSECURE_TARGETS: z.enum(["on", "off"]).default("off"),
  CATALOGUE_THROUGH: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
});

/** The webhook delivery worker's tunables (server/v1/webhooks/worker.ts); tests shorten the delays. */
export type WebhookSettings = {
  /**
   * Lets http:// targets and loopback addresses through (WEBHOOKS_ALLOW_INSECURE_TARGETS=on: tests, a developer's
   * own machine; never production). Private, link-local and the other non-public addresses stay refused.
   */
  allowInsecureTargets: boolean;
  /** The waits before each retry; a delivery is failed for good once they are spent. */
  retryDelaysMs: number[];
  /** Failed attempts in a row, across deliveries, after which an endpoint is disabled. */
  disableAfterFailures: number;
  /** How long one attempt may take, connection to last byte. */
  timeoutMs: number;
  pollMs: number;
  /** How long a claimed delivery stays with one worker before another may try it again. */
  leaseMs: number;
  batchSize: number;
  /** Tests drive the worker by hand (runOnce) when false. */
  autoStart: boolean;
};

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowInsecureTargets: false,
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h: the schedule the Standard Webhooks specification suggests.
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000],
  disableAfterFailures: 10,
  timeoutMs: 10_000,
  pollMs: 5_000,
  leaseMs: 60_000,
  batchSize: 10,
  autoStart: true,
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  leadsTo: string;
  /**
   * The site's public address (links in emails, the /v1 token audience). Unless PUBLIC_BASE_URL sets it, where the
   * server listens: http://localhost:PORT (or HOST:PORT when HOST names one address), set again once it listens.
   */
  publicBaseUrl: string;
  /** True when PUBLIC_BASE_URL is unset, so `publicBaseUrl` follows the port the server listens on. */
  publicBaseUrlFollowsListener: boolean;
  adminToken: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Proxies trusted to tell the client's address and protocol: a hop count (0: none) or their addresses and ranges. */
  trustProxy: TrustProxy;
  /** /v1: requests per minute per client, all its tokens together (a token bucket that also allows bursts of this size). */
  apiRateLimitPerMinute: number;
  /** /v1: self-serve sandbox tenants one client address may create per hour. */
  sandboxSignupsPerHour: number;
  /** Accounts: whether sign-up, sign-in, reset and verification are also limited per client address. */
  accountAddressLimits: boolean;
  /** Lifetime of the /v1 access token minted for a signed-in person's console (`POST /auth/console-token`). */
  consoleTokenTtlSeconds: number;
  /** The scrypt cost of new password hashes: always PASSWORD_COST, cheaper only in the tests (testConfig, tests/support/e2e-server.ts). */
  passwordCost: ScryptCost;
  /** A request not answered within this time gets a 503 problem (its work is told to stop). */
  handlerTimeoutMs: number;
  /** A connection whose request headers are not all in within this time is answered 408 and closed. */
  headersTimeoutMs: number;
  /** The same for the whole request, body included (a trickled upload). */
  requestTimeoutMs: number;
  /** A kept-alive connection with no new request for this long is closed. */
  keepAliveTimeoutMs: number;
  /** At start, how long to wait for a database that does not answer yet before giving up. */
  databaseStartWaitMs: number;
  /**
   * The newest factor release the catalogue takes in (a release id; every release when unset): newer ones are held
   * back, so `latest` means this one. Releases already in the database stay.
   */
  catalogueThrough: string | undefined;
  /** Webhook deliveries: target checks, retries, timeouts. */
  webhooks: WebhookSettings;
};

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(process.env.BUILD_DIR ?? "build", "client")),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    leadsTo: e.LEADS_TO,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, "") ?? listeningBaseUrl(e.HOST, e.PORT),
    publicBaseUrlFollowsListener: e.PUBLIC_BASE_URL === undefined,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MIN,
    sandboxSignupsPerHour: e.SANDBOX_SIGNUPS_PER_HOUR,
    accountAddressLimits: e.AUTH_ADDRESS_LIMITS === "on",
    consoleTokenTtlSeconds: e.CONSOLE_TOKEN_TTL_S,
    passwordCost: PASSWORD_COST,
    handlerTimeoutMs: e.HANDLER_TIMEOUT_MS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    databaseStartWaitMs: e.DATABASE_START_WAIT_S * 1000,
    catalogueThrough: e.CATALOGUE_THROUGH,
    webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowInsecureTargets: e.WEBHOOKS_ALLOW_INSECURE_TARGETS === "on" },
  };
}

/**
 * The address a server listening on `host` and `port` answers at: `localhost` for every interface (0.0.0.0, ::),
 * else the host itself.
 */
export function listeningBaseUrl(host: string, port: number): string {
  const name = host === "" || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${isIPv6(name) ? `[${name}]` : name}:${port}`;
}

/** Server tests hash passwords at 1/96 of the real cost: same scheme, format and checks, a few ms a hash. */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** A config for tests: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = { LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", PUBLIC_BASE_URL: "http://localhost:3000" };
  return { ...loadConfig(env), passwordCost: TEST_PASSWORD_COST, ...overrides };
}
