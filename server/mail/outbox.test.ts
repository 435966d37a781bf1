import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp";
import { buildServer } from "../app";
import { testConfig } from "../config";
import { messageIdFor, retryDelayMs } from "./outbox";

const ADMIN_TOKEN = "admin-token-for-tests-0123456789";

async function submit(url: string, formType: string, data: unknown) {
  const res = await fetch(`${url}/forms/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(envelope(formType, data)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe.each(engines)("outbox delivery on %s", (engine) => {
  let smtp: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(
      engine,
      { smtpUrl: smtp.url, adminToken: ADMIN_TOKEN },
      { leads: { rateLimit: false, outbox: { autoStart: false, backoffBaseMs: 1, backoffMaxMs: 5, maxAttempts: 3 } } },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.mails.length = 0;
    smtp.rejectNext(0);
  });

  const outboxRows = (submissionId: string) =>
    server.testDb.db.query<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
      "SELECT id, kind, status, attempts, last_error FROM mail_outbox WHERE submission_id = $1 ORDER BY kind",
      [submissionId],
    );

  it("emails a demo request to the sales team, escaped, with Reply-To the visitor, and confirms to the visitor", async () => {
    const id = await submit(server.url, "Demo Request", {
      ...validFormData["Demo Request"],
      company: "Evil <script>alert(1)</script> & Co",
      currentChallenges: 'We type "<img src=x onerror=alert(1)>"',
    });
    expect(await server.app.outbox.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const mails = await smtp.waitFor(2);
    const notification = mails.find((m) => m.envelopeTo.includes(server.app.config.leadsTo))!;
    const confirmation = mails.find((m) => m.envelopeTo.includes("asha.verma@example.com"))!;

    expect(notification.subject).toBe("New Demo Request from Evil <script>alert(1)</script> & Co");
    expect(notification.headers.get("reply-to")).toContain("asha.verma@example.com");
    expect(notification.html).not.toContain("<script>");
    expect(notification.html).not.toContain("<img");
    expect(notification.html).toContain("Evil &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(notification.html).toContain("&quot;&lt;img src=x onerror=alert(1)&gt;&quot;");
    expect(notification.text).toContain("Industry: Manufacturing");
    expect(notification.text).toContain("Implementation timeline: This quarter (1-3 months)");
    expect(notification.text).toContain("Company size: SME (51-500)");
    expect(notification.text).toContain(id);

    expect(confirmation.subject).toBe("Your CarbonTracker demo request");
    expect(confirmation.text).toContain("within 24 hours");
    expect(confirmation.text).not.toContain("Evil");

    const rows = await outboxRows(id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    for (const r of rows) {
      const mail = mails.find((m) => m.messageId === `<outbox-${r.id}@carbontracker.co.in>`);
      expect(mail, `email of outbox row ${r.kind}`).toBeDefined();
    }
  });

  it("emails every other form to the sales team with its own subject", async () => {
    const id = await submit(server.url, "Partner Application", validFormData["Partner Application"]);
    await server.app.outbox.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe("New Partner Application from Audit Partners LLP");
    expect(mail!.envelopeTo).toEqual([server.app.config.leadsTo]);
    expect(mail!.text).toContain("Relevant certifications: ISO 14064-3");
    expect((await outboxRows(id))[0]!.status).toBe("sent");
  });

  it("retries after the SMTP server refuses, and sends the email once", async () => {
    smtp.rejectNext(1, 451);
    const id = await submit(server.url, "Contact Form", validFormData["Contact Form"]);
    expect(await server.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await outboxRows(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toMatch(/451/);
    expect(smtp.mails).toHaveLength(0);

    await new Promise((r) => setTimeout(r, 20)); // past the (test-sized) backoff
    expect(await server.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    [row] = await outboxRows(id);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(smtp.mails).toHaveLength(1);
    expect(await server.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it("keeps an email that keeps being rejected (5xx too) as failed, listed by /admin/outbox", async () => {
    smtp.rejectNext(3, 550);
    const id = await submit(server.url, "Support Request", validFormData["Support Request"]);
    for (let i = 0; i < 3; i++) {
      await server.app.outbox.runOnce();
      await new Promise((r) => setTimeout(r, 20));
    }
    const [row] = await outboxRows(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(smtp.mails).toHaveLength(0);

    const res = await fetch(`${server.url}/admin/outbox`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      counts: Record<string, number>;
      failed: { id: string; submissionId: string; attempts: number; lastError: string }[];
    };
    expect(report.counts.failed).toBeGreaterThanOrEqual(1);
    expect(report.failed).toContainEqual(
      expect.objectContaining({ id: row!.id, submissionId: id, attempts: 3, lastError: expect.stringMatching(/550/) }),
    );
  });

  it("retries an email whose sender died mid-send, once its lease has run out", async () => {
    const id = await submit(server.url, "Careers Interest", validFormData["Careers Interest"]);
    await server.testDb.db.query(
      "UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = now() + interval '1 hour' WHERE submission_id = $1",
      [id],
    );
    expect((await server.app.outbox.runOnce()).sent).toBe(0); // still leased to the (dead) sender
    await server.testDb.db.query(
      "UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE submission_id = $1",
      [id],
    );
    expect((await server.app.outbox.runOnce()).sent).toBe(1);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe.each(engines)("outbox across restarts on %s", (engine) => {
  let smtp: SmtpSink;
  let testDb: TestDb;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    testDb = await createTestDb(engine, { migrate: false });
  });
  afterAll(async () => {
    await testDb.drop();
    await smtp.close();
  });

  const start = (smtpUrl: string | undefined, autoStart = false) =>
    buildServer(testConfig({ smtpUrl }), {
      db: testDb.db,
      leads: { rateLimit: false, outbox: { autoStart, pollMs: 20 } },
    }).then(async (app) => ({ app, url: await app.listen({ port: 0, host: "127.0.0.1" }) }));

  it("keeps emails waiting without SMTP, sends them once configured, and never again after a restart", async () => {
    const first = await start(undefined);
    const id = await submit(first.url, "Sales Inquiry", validFormData["Sales Inquiry"]);
    expect(first.app.outbox.sending).toBe(false);
    expect(await first.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await first.app.close();

    const second = await start(smtp.url);
    expect(await second.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.subject).toBe("New Sales Inquiry from Iyer Logistics");
    expect(smtp.mails[0]!.text).toContain("Annual revenue: $100M - $500M");
    await second.app.close();

    const third = await start(smtp.url, true);
    await new Promise((r) => setTimeout(r, 200)); // several polls of the running worker
    expect(await third.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const [row] = await testDb.db.query<{ status: string }>("SELECT status FROM mail_outbox WHERE submission_id = $1", [
      id,
    ]);
    expect(row!.status).toBe("sent");

    // The running worker picks up a new lead by itself, without waiting for a poll.
    await submit(third.url, "Contact Form", validFormData["Contact Form"]);
    await smtp.waitFor(2, 5_000);
    await third.app.close();
  });
});

describe.each(engines)("outbox shutdown on %s", (engine) => {
  it("stops after the batch under way, leaving the rest of a backlog due for the next start", async () => {
    const smtp = await startSmtpSink();
    const server = await startTestServer(
      engine,
      { smtpUrl: smtp.url },
      { leads: { rateLimit: false, outbox: { autoStart: false, batchSize: 5 } } },
    );
    try {
      for (let i = 0; i < 30; i++) await submit(server.url, "Contact Form", validFormData["Contact Form"]);
      server.app.outbox.start();
      await smtp.waitFor(1);
      // How many were out when stop was asked for: a slow machine may have finished a batch or two by then.
      const sentBeforeStop = smtp.mails.length;
      await server.app.outbox.stop();
      const [row] = await server.testDb.db.query<{ pending: number }>(
        "SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'",
      );
      // The batch under way finishes (and perhaps one claimed as stop was asked for); the backlog waits.
      expect(smtp.mails.length - sentBeforeStop).toBeLessThanOrEqual(10);
      expect(smtp.mails.length).toBeLessThan(30);
      expect(row!.pending).toBe(30 - smtp.mails.length);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe("retry delays", () => {
  const s = { backoffBaseMs: 1000, backoffMaxMs: 60_000 };
  it("double per attempt with 50-100 % jitter, capped", () => {
    for (let i = 0; i < 50; i++) {
      const first = retryDelayMs(1, s);
      expect(first).toBeGreaterThanOrEqual(500);
      expect(first).toBeLessThanOrEqual(1000);
      const fourth = retryDelayMs(4, s);
      expect(fourth).toBeGreaterThanOrEqual(4000);
      expect(fourth).toBeLessThanOrEqual(8000);
      expect(retryDelayMs(30, s)).toBeLessThanOrEqual(60_000);
    }
  });

  it("derive the Message-ID from the outbox row and our sender domain", () => {
    expect(messageIdFor("01ABC", "CarbonTracker <no-reply@carbontracker.co.in>")).toBe(
      "<outbox-01ABC@carbontracker.co.in>",
    );
  });
});
