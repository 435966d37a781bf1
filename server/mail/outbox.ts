import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { DatabaseUnavailableError } from "../db/unavailable";
import type { OutboxSettings } from "../forms/settings";
import type { MailTransport } from "./transport";

type ClaimedRow = {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

export type RunResult = { sent: number; retrying: number; failed: number };

export interface Outbox {
  /** Whether emails are sent at all (false when no SMTP server is configured: they wait). */
  readonly sending: boolean;
  /** Claims and sends every email due now, once; resolves when done. */
  runOnce(): Promise<RunResult>;
  /** Asks for a run soon (after a new submission), without waiting for the next poll. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export type OutboxOptions = {
  db: Db;
  transport: MailTransport | undefined;
  mailFrom: string;
  settings: OutboxSettings;
  log: FastifyBaseLogger;
};

/** The domain of our sender address, for Message-IDs. */
function domainOf(mailFrom: string) {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? "localhost";
}

/**
 * Stable per outbox row: if we crash after the SMTP server accepted an email but before we recorded it,
 * the retry carries the same Message-ID and receivers can drop the duplicate.
 */
export function messageIdFor(rowId: string, mailFrom: string) {
  return `<outbox-${rowId}@${domainOf(mailFrom)}>`;
}

/** Exponential backoff with jitter: base * 2^(attempt-1), capped, then scaled by a random 50-100 %. */
export function retryDelayMs(attempt: number, s: Pick<OutboxSettings, "backoffBaseMs" | "backoffMaxMs">) {
  const full = Math.min(s.backoffMaxMs, s.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.5 + Math.random() * 0.5));
}

/** SMTP reply code of a failed send, when there was one (never the reply text: it may name the recipient). */
function smtpCode(err: unknown) {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" ? code : undefined;
}

/**
 * Once an email is sent or given up on, nothing needs its text again. Account emails may carry a single-use link
 * (confirm the address, set a new password): their text is dropped then, so the database never holds a usable link
 * longer than delivery takes. Lead emails keep theirs (the team reads what a visitor was sent).
 */
const TEXT_ONCE_DONE = "CASE WHEN kind = 'account' THEN '' ELSE text_body END";
const HTML_ONCE_DONE = "CASE WHEN kind = 'account' THEN '' ELSE html_body END";

function describeError(err: unknown) {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

export function createOutbox(o: OutboxOptions): Outbox {
  const { db, transport, settings, log } = o;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunResult> | undefined;
  let again = false;
  let stopped = true;
  /** Set by stop(): the run under way ends after its batch. */
  let stopping = false;
  /** Set while the database is unreachable: runs keep being tried at the poll interval, logged once. */
  let paused = false;

  async function claim(): Promise<ClaimedRow[]> {
    // Due rows are pending ones whose time has come, and sending ones whose lease ran out (a worker died).
    return db.query<ClaimedRow>(
      `UPDATE mail_outbox
          SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + $1::double precision * interval '1 millisecond'
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
           ORDER BY next_attempt_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, reply_to, subject, text_body, html_body, attempts`,
      [settings.leaseMs, settings.batchSize],
    );
  }

  async function deliver(row: ClaimedRow, result: RunResult) {
    if (!transport) return;
    const messageId = messageIdFor(row.id, o.mailFrom);
    try {
      await transport.send({
        from: o.mailFrom,
        to: row.recipient,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId,
      });
    } catch (err) {
      // Permanent (5xx) rejections count as attempts too: a misconfigured relay must not lose leads.
      const giveUp = row.attempts >= settings.maxAttempts;
      await db.query(
        `UPDATE mail_outbox
            SET status = $2, last_error = $3,
                text_body = CASE WHEN $2 = 'failed' THEN ${TEXT_ONCE_DONE} ELSE text_body END,
                html_body = CASE WHEN $2 = 'failed' THEN ${HTML_ONCE_DONE} ELSE html_body END,
                next_attempt_at = now() + $4::double precision * interval '1 millisecond'
          WHERE id = $1 AND status = 'sending'`,
        [row.id, giveUp ? "failed" : "pending", describeError(err), giveUp ? 0 : retryDelayMs(row.attempts, settings)],
      );
      log.warn(
        { outboxId: row.id, attempts: row.attempts, smtpCode: smtpCode(err), gaveUp: giveUp },
        giveUp ? "email failed for good; kept in the outbox as failed" : "email not sent; will retry",
      );
      if (giveUp) result.failed++;
      else result.retrying++;
      return;
    }
    await db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), message_id = $2, last_error = NULL,
              text_body = ${TEXT_ONCE_DONE}, html_body = ${HTML_ONCE_DONE}
        WHERE id = $1`,
      [row.id, messageId],
    );
    result.sent++;
  }

  async function runBatches(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0 };
    if (!transport) return result;
    for (;;) {
      const rows = await claim();
      // A batch goes out together, over the transport's few pooled connections.
      await Promise.all(rows.map((row) => deliver(row, result)));
      // Stopping finishes the batch it claimed, not every email due: shutdown waits for at most one batch.
      if (rows.length < settings.batchSize || stopping) return result;
    }
  }

  function runOnce(): Promise<RunResult> {
    if (running) {
      // A run is under way: ask for another right after it, so nothing due now waits for the next poll.
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
      if (paused) log.info("outbox resumed: the database is reachable again");
      paused = false;
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) {
        if (!paused) log.warn({ code: err.code }, "outbox paused: the database is unreachable; retrying");
        paused = true;
      } else log.error({ err }, "outbox run failed; will try again");
    }
    schedule(again ? 0 : settings.pollMs);
  }

  return {
    sending: transport !== undefined,
    runOnce,
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (!transport || !stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
