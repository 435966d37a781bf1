import { ACCOUNT_RULES } from "../../contracts/account";
import type { Queryable } from "../db/client";
import { HttpProblem } from "../http/problem";
import { policy, takeToken } from "../v1/platform/rate-limit";

/** Requests per window, per client address (keyed hash) and per email address (keyed hash). */
export const ACCOUNT_LIMITS = {
  "sign-up": { perAddress: policy(10, 3600), perEmail: policy(3, 3600) },
  "sign-in": { perAddress: policy(30, 900), perEmail: policy(20, 900) },
  "forgot-password": { perAddress: policy(10, 3600), perEmail: policy(3, 3600) },
  "reset-password": { perAddress: policy(20, 3600), perEmail: policy(10, 3600) },
  "verify-email": { perAddress: policy(20, 3600), perEmail: policy(5, 3600) },
  invitation: { perAddress: policy(30, 3600), perEmail: policy(20, 3600) },
} as const;
export type LimitedAction = keyof typeof ACCOUNT_LIMITS;

async function take(q: Queryable, bucket: string, p: { capacity: number; perSecond: number }) {
  const r = await takeToken(q, bucket, p);
  if (r && !r.allowed) {
    throw new HttpProblem("rate-limited", "Too many attempts. Please wait a little and try again.", [], {
      "Retry-After": String(r.retryAfterSeconds),
    });
  }
}

export type Limiter = {
  byAddress(action: LimitedAction, addressHash: string): Promise<void>;
  byEmail(action: LimitedAction, emailHash: string): Promise<void>;
};

export function limiter(q: Queryable, addressLimits: boolean): Limiter {
  return {
    async byAddress(action, addressHash) {
      if (addressLimits) await take(q, `account:${action}:ip:${addressHash}`, ACCOUNT_LIMITS[action].perAddress);
    },
    async byEmail(action, emailHash) {
      await take(q, `account:${action}:email:${emailHash}`, ACCOUNT_LIMITS[action].perEmail);
    },
  };
}

/** Seconds a sign-in must wait after `failures` consecutive failures: 0 up to the threshold, then 1, 2, 3 … */
export function waitAfter(failures: number): number {
  return failures < ACCOUNT_RULES.slowAfterFailures ? 0 : failures - ACCOUNT_RULES.slowAfterFailures + 1;
}

/**
 * Refuses a sign-in for an email address that is locked, or tried again sooner than its failures allow.
 * Counted per address typed, whether or not an account has it, so the answers are the same for both.
 */
export async function checkSignInAllowed(q: Queryable, emailHash: string, now = new Date()) {
  const [row] = await q.query<{ failures: number; last_failure_at: Date | string; locked_until: Date | string | null }>(
    "SELECT failures, last_failure_at, locked_until FROM sign_in_failure WHERE email_hash = $1",
    [emailHash],
  );
  if (!row) return;
  if (row.locked_until && new Date(row.locked_until) > now) {
    const seconds = Math.ceil((new Date(row.locked_until).getTime() - now.getTime()) / 1000);
    throw new HttpProblem(
      "rate-limited",
      `Too many failed sign-ins: this account is locked for ${ACCOUNT_RULES.lockMinutes} minutes. Setting a new password with “Forgot password?” lifts the lock.`,
      [],
      { "Retry-After": String(seconds) },
      undefined,
      { locked: true },
    );
  }
  const readyAt = new Date(row.last_failure_at).getTime() + waitAfter(row.failures) * 1000;
  if (!row.locked_until && readyAt > now.getTime()) {
    const seconds = Math.ceil((readyAt - now.getTime()) / 1000);
    throw new HttpProblem(
      "rate-limited",
      `Too many failed sign-ins. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
      [],
      { "Retry-After": String(seconds) },
    );
  }
}

/** Counts a failed sign-in; the one that reaches the threshold locks the address. */
export async function recordSignInFailure(q: Queryable, emailHash: string) {
  await q.query(
    `INSERT INTO sign_in_failure AS f (email_hash, failures, last_failure_at, locked_until)
     VALUES ($1, 1, now(), NULL)
     ON CONFLICT (email_hash) DO UPDATE SET
       failures = CASE WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN 1 ELSE f.failures + 1 END,
       last_failure_at = now(),
       locked_until = CASE
         WHEN f.locked_until IS NOT NULL AND f.locked_until <= now() THEN NULL
         WHEN f.failures + 1 >= $2 THEN now() + make_interval(mins => $3)
         ELSE f.locked_until END`,
    [emailHash, ACCOUNT_RULES.lockAfterFailures, ACCOUNT_RULES.lockMinutes],
  );
}

/** A successful sign-in or a new password clears the count (and the lock). */
export async function clearSignInFailures(q: Queryable, emailHash: string) {
  await q.query("DELETE FROM sign_in_failure WHERE email_hash = $1", [emailHash]);
}

/** Drops an address's per-email buckets: its account was deleted, and no keyed hash of the address is kept. */
export async function forgetEmailBuckets(q: Queryable, emailHash: string) {
  const buckets = Object.keys(ACCOUNT_LIMITS).map((action) => `account:${action}:email:${emailHash}`);
  await q.query("DELETE FROM api_rate_bucket WHERE bucket = ANY($1)", [buckets]);
}
