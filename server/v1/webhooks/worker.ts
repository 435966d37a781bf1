import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { FastifyBaseLogger } from "fastify";
import type { WebhookSettings } from "../../config";
import type { Db, Queryable } from "../../db/client";
import { DatabaseUnavailableError } from "../../db/unavailable";
import { enqueueEmail } from "../../mail/enqueue";
import { endpointDisabledEmail } from "./emails";
import { webhookHeaders } from "./signing";
import { checkedAddresses, checkTarget, type Lookup, systemLookup, TargetRefused } from "./targets";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  RESPONSE_BODY_LIMIT,
  recordDelivered,
  recordFailure,
  tenantAdminEmails,
} from "./webhooks-store";

/**
 * The webhook delivery worker, shaped like the mail outbox (server/mail/outbox.ts): started with the server,
 * stoppable, woken after a change queues deliveries, polling otherwise. Each claimed delivery is POSTed signed to
 * its endpoint (its target checked again: DNS can change, and the connection goes to the address checked), without
 * following redirects; a 2xx answer delivers it, anything else is retried after the next delay and failed for good
 * once the delays are spent. An endpoint disabled by its failures is told to the tenant's admins by email.
 */

export type WebhookWorker = {
  runOnce(): Promise<{ delivered: number; retrying: number; failed: number }>;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

export type AttemptOutcome = { status: number | null; body: string | null; error: string | null };

/** One POST: the answer's status and first bytes, or why there was none. Never throws. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  o: { allowInsecure: boolean; timeoutMs: number; lookup?: Lookup },
): Promise<AttemptOutcome> {
  let target: URL;
  try {
    target = (await checkTarget(url, o.allowInsecure, o.lookup ?? systemLookup)).url;
  } catch (err) {
    return { status: null, body: null, error: err instanceof TargetRefused ? `Refused: ${err.message}` : String(err) };
  }
  const client = target.protocol === "https:" ? https : http;
  // The connection goes to an address checked here, so a name cannot resolve to another one in between.
  const lookup = (
    hostname: string,
    options: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    checkedAddresses(hostname, o.allowInsecure, o.lookup ?? systemLookup).then(
      (addresses) =>
        options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
      (err: Error) => callback(err, []),
    );
  };
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "CarbonTracker-Webhooks/1",
        },
        lookup: lookup as never,
        timeout: o.timeoutMs,
        signal: AbortSignal.timeout(o.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) res.destroy();
        });
        const done = () =>
          resolve({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_BODY_LIMIT),
            error: null,
          });
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`No answer within ${o.timeoutMs} ms`)));
    req.on("error", (err) => {
      const message = err instanceof TargetRefused ? `Refused: ${err.message}` : err.message;
      resolve({ status: null, body: null, error: message.slice(0, 1000) });
    });
    req.end(body);
  });
}

export function createWebhookWorker(o: {
  db: Db;
  settings: WebhookSettings;
  log: FastifyBaseLogger;
  mail: { mailFrom: string; publicBaseUrl: () => string; wake: () => void };
  lookup?: Lookup;
}): WebhookWorker {
  const { db, settings, log } = o;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ delivered: number; retrying: number; failed: number }> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;

  /** Queues the email telling the tenant's admins, in the transaction that disables the endpoint. */
  async function tellAdmins(q: Queryable, d: ClaimedDelivery, reason: string) {
    for (const to of await tenantAdminEmails(q, d.tenant_id))
      await enqueueEmail(
        q,
        endpointDisabledEmail(to, { url: d.url, id: d.endpoint_id, reason }, o.mail.mailFrom, o.mail.publicBaseUrl()),
      );
  }

  async function attempt(d: ClaimedDelivery, result: { delivered: number; retrying: number; failed: number }) {
    const body = JSON.stringify(d.payload);
    const headers = webhookHeaders(d.secret, d.id, Math.floor(Date.now() / 1000), body);
    const outcome = await postWebhook(d.url, headers, body, {
      allowInsecure: settings.allowInsecureTargets,
      timeoutMs: settings.timeoutMs,
      lookup: o.lookup,
    });
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await recordDelivered(db, d, outcome.status, outcome.body ?? "");
      result.delivered++;
      return;
    }
    const retryIn = settings.retryDelaysMs[d.attempts - 1];
    const { disabled, reason } = await recordFailure(
      db,
      d,
      outcome,
      retryIn ?? null,
      settings.disableAfterFailures,
      (q, why) => tellAdmins(q, d, why),
    );
    if (retryIn === undefined) result.failed++;
    else result.retrying++;
    log.warn(
      { webhookDeliveryId: d.id, attempts: d.attempts, status: outcome.status, gaveUp: retryIn === undefined },
      "webhook not delivered",
    );
    if (disabled && reason) {
      log.warn({ webhookEndpointId: d.endpoint_id }, "webhook endpoint disabled after failing deliveries");
      o.mail.wake();
    }
  }

  async function runBatches() {
    const result = { delivered: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await claimDueDeliveries(db, settings.leaseMs, settings.batchSize);
      await Promise.all(rows.map((row) => attempt(row, result)));
      if (rows.length < settings.batchSize || stopping) return result;
    }
  }

  function runOnce(): Promise<{ delivered: number; retrying: number; failed: number }> {
    if (running) {
      again = true;
      return running.then(() => runOnce());
    }
    running = runBatches().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  async function tick() {
    try {
      again = false;
      await runOnce();
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) log.warn("webhook deliveries paused: the database is unreachable");
      else log.error({ err }, "webhook delivery run failed; will try again");
    }
    schedule(again ? 0 : settings.pollMs);
  }

  return {
    runOnce,
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
