import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newFacility, newSandboxTenant } from "../tests/support/api-client";
import { createSeededTestDb, type TestDb } from "../tests/support/db";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp";
import { startTcpProxy, type TcpProxy } from "../tests/support/tcp-proxy";
import { auditWrites, type StreamTarget, startWriteStream } from "../tests/support/write-stream";

/** The outbox rows of some submissions, as text for a failure message. */
async function outboxRowsOf(url: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return "";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    "SELECT submission_id, status, attempts, next_attempt_at, last_error FROM mail_outbox WHERE submission_id = ANY($1)",
    [submissionIds],
  );
  await client.end();
  return JSON.stringify(rows, null, 1);
}

const ULID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/g;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds of the stream before the cut, of the outage, and after the database is back. */
const BEFORE_MS = 1500;
const OUTAGE_MS = 3000;
const AFTER_MS = 6000;

describe.skipIf(!process.env.TEST_DATABASE_URL)("a database outage under load (PostgreSQL)", () => {
  let testDb: TestDb;
  let proxy: TcpProxy;
  let smtp: SmtpSink;
  let server: ServerProcess;
  let target: StreamTarget;

  beforeAll(async () => {
    testDb = await createSeededTestDb("postgres");
    const direct = new URL(testDb.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    smtp = await startSmtpSink();
    server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      STATIC_DIR: "/nonexistent-site",
      SMTP_URL: smtp.url,
      FORMS_RATE_LIMIT: "off",
      API_RATE_LIMIT_PER_MIN: "100000",
      OUTBOX_POLL_MS: "200",
      OUTBOX_BACKOFF_MS: "50",
      OUTBOX_LEASE_MS: "2000",
    });
    const api = new ApiClient(server.url, `${server.url}/v1`);
    const tenant = await newSandboxTenant(api, "Outage Ltd");
    const orgs = await api.call<{ data: { id: string }[] }>("GET", "/v1/orgs", { token: tenant.token });
    target = {
      baseUrl: server.url,
      token: tenant.token,
      orgId: orgs.body.data[0]!.id,
      facilityId: await newFacility(api, tenant.token, "Outage Plant"),
    };
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await smtp?.close();
    await testDb?.drop();
  });

  it("answers 503 within 2 s while cut off, resumes within 5 s, keeps every acknowledged write", async () => {
    const stream = startWriteStream(target, { concurrency: 8, maxRequests: 20_000 });
    const readiness: { at: number; status: number }[] = [];
    const other: { at: number; status: number }[] = [];
    let probing = true;
    const t0 = Date.now();
    const prober = (async () => {
      while (probing) {
        const at = Date.now() - t0;
        readiness.push({ at, status: (await fetch(`${server.url}/readyz`).catch(() => null))?.status ?? 0 });
        const doc = await fetch(`${server.url}/v1/openapi.json`).catch(() => null);
        other.push({ at, status: doc?.status ?? 0 });
        await doc?.arrayBuffer();
        await sleep(200);
      }
    })();

    await sleep(BEFORE_MS);
    const cutAt = Date.now() - t0;
    await proxy.cut();
    await sleep(OUTAGE_MS);
    await proxy.restore();
    const backAt = Date.now() - t0;
    await sleep(AFTER_MS);
    probing = false;
    await prober;
    const outcomes = await stream.stop();

    expect(server.alive()).toBe(true);

    // The stream's outcomes share its clock, which started at most a few ms before t0.
    const during = outcomes.filter((o) => o.startedAt >= cutAt + 100 && o.startedAt < backAt);
    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    expect(during.length).toBeGreaterThan(0);
    expect(during.some((o) => o.status === 503)).toBe(true);
    for (const o of failed) {
      expect(o, "every failure is a 503 problem with Retry-After and a request id").toMatchObject({
        status: 503,
        contentType: expect.stringContaining("application/problem+json"),
        retryAfter: expect.stringMatching(/^\d+$/),
        requestId: expect.any(String),
      });
      expect(o.ms, "a 503 comes within 2 s").toBeLessThan(2000);
    }

    const firstSuccess = outcomes
      .filter((o) => o.startedAt >= backAt && o.status === 201)
      .reduce((min, o) => Math.min(min, o.startedAt + o.ms), Number.POSITIVE_INFINITY);
    expect(firstSuccess - backAt, "service resumes within 5 s").toBeLessThan(5000);
    expect(outcomes.filter((o) => o.startedAt >= backAt + 5000).every((o) => o.status === 201)).toBe(true);

    expect(readiness.some((r) => r.at > cutAt + 100 && r.at < backAt && r.status === 503)).toBe(true);
    expect(readiness.at(-1)?.status).toBe(200);
    expect(
      other.every((r) => r.status === 200),
      "/v1/openapi.json never needs the database",
    ).toBe(true);

    const audit = await auditWrites(testDb.url!, target, outcomes);
    expect(audit.acknowledged).toBeGreaterThan(0);
    expect(audit.lost).toEqual([]);
    expect(audit.halfApplied).toEqual([]);

    // The outbox worker resumed by itself: every acknowledged lead's email goes out.
    const leads = outcomes.filter((o) => o.kind === "lead" && o.ack).map((o) => o.ack!);
    // The SMTP sink shares this process: each email is read once, so waiting never starves it.
    const mailed = new Set<string>();
    let read = 0;
    const unsent = () => {
      for (; read < smtp.mails.length; read++) {
        for (const id of smtp.mails[read]!.text.match(ULID) ?? []) mailed.add(id);
      }
      return leads.filter((id) => !mailed.has(id));
    };
    // It sends one email at a time, so a long stream takes a while to drain: wait while it makes progress.
    let left = unsent().length;
    let progressAt = Date.now();
    while (left > 0 && Date.now() - progressAt < 10_000) {
      await sleep(200);
      const now = unsent().length;
      if (now < left) progressAt = Date.now();
      left = now;
    }
    expect(unsent(), await outboxRowsOf(testDb.url!, unsent())).toEqual([]);
  }, 180_000);
});
