import { z } from "zod";

/** Tunables of lead capture and its outbox; production defaults, overridable from the environment or by tests. */
export type LeadsSettings = {
  /** Per-client-address limit on POST /forms/submissions; false lifts it (benchmarks only). */
  rateLimit: { max: number; timeWindowMs: number } | false;
  outbox: OutboxSettings;
};

export type OutboxSettings = {
  /** How often the worker looks for due emails. */
  pollMs: number;
  /** How long a claimed email stays with one worker before another may retry it. */
  leaseMs: number;
  batchSize: number;
  /** Attempts before an email is marked failed (kept and listed, never dropped). */
  maxAttempts: number;
  /** First retry delay; doubles per attempt, with jitter, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Tests drive the worker by hand (app.outbox.runOnce()) when false. */
  autoStart: boolean;
};

const DEFAULT_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export const defaultLeadsSettings: LeadsSettings = {
  rateLimit: DEFAULT_RATE_LIMIT,
  outbox: {
    pollMs: 5_000,
    leaseMs: 300_000,
    batchSize: 10,
    maxAttempts: 8,
    backoffBaseMs: 30_000,
    backoffMaxMs: 3_600_000,
    autoStart: true,
  },
};

const positiveInt = z.coerce.number().int().positive();
const envSchema = z.object({
  /** Submissions per address per window; "off" lifts the limit. */
  FORMS_RATE_LIMIT: z.union([z.literal("off"), positiveInt]).optional(),
  FORMS_RATE_WINDOW_MS: positiveInt.optional(),
  OUTBOX_POLL_MS: positiveInt.optional(),
  OUTBOX_LEASE_MS: positiveInt.optional(),
  OUTBOX_MAX_ATTEMPTS: positiveInt.optional(),
  OUTBOX_BACKOFF_MS: positiveInt.optional(),
});

/** Reads the optional FORMS_* and OUTBOX_* variables over the defaults; throws naming a bad one. */
export function leadsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LeadsSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const d = defaultLeadsSettings;
  return {
    rateLimit:
      e.FORMS_RATE_LIMIT === "off"
        ? false
        : {
            max: e.FORMS_RATE_LIMIT ?? DEFAULT_RATE_LIMIT.max,
            timeWindowMs: e.FORMS_RATE_WINDOW_MS ?? DEFAULT_RATE_LIMIT.timeWindowMs,
          },
    outbox: {
      ...d.outbox,
      pollMs: e.OUTBOX_POLL_MS ?? d.outbox.pollMs,
      leaseMs: e.OUTBOX_LEASE_MS ?? d.outbox.leaseMs,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS ?? d.outbox.maxAttempts,
      backoffBaseMs: e.OUTBOX_BACKOFF_MS ?? d.outbox.backoffBaseMs,
    },
  };
}

/** Settings for one server: explicit ones (tests) win over the environment, field by field. */
export function resolveLeadsSettings(
  explicit?: Partial<{ rateLimit: LeadsSettings["rateLimit"]; outbox: Partial<OutboxSettings> }>,
) {
  const base = leadsSettingsFromEnv();
  return {
    rateLimit: explicit?.rateLimit !== undefined ? explicit.rateLimit : base.rateLimit,
    outbox: { ...base.outbox, ...explicit?.outbox },
  } satisfies LeadsSettings;
}
