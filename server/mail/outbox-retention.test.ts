import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS } from "../../contracts/account";
import { AccountClient, signUpBody } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp";

/**
 * Account emails may carry single-use links (confirm the address, set a new password). The outbox keeps their text
 * as long as delivery and its retries need it, and not a moment longer: a database reader finds no usable link.
 */

const PASSWORD = "tidal-Furnace-42";
let counter = 0;
const newEmail = () => `kept${Date.now()}${counter++}@example.in`;

type Row = { status: string; attempts: number; subject: string; text_body: string; html_body: string };

describe.each(engines)("outbox retention on %s", { timeout: 120_000 }, (engine) => {
  let smtp: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(
      engine,
      { smtpUrl: smtp.url, accountAddressLimits: false },
      { leads: { rateLimit: false, outbox: { autoStart: false, backoffBaseMs: 1, backoffMaxMs: 5, maxAttempts: 2 } } },
    );
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.mails.length = 0;
    smtp.rejectNext(0);
  });

  const rowsTo = (to: string) =>
    server.testDb.db.query<Row>(
      "SELECT status, attempts, subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id",
      [to],
    );

  async function signUp(email: string) {
    const res = await new AccountClient(server.url).post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD));
    expect(res.status).toBe(202);
  }

  const pastBackoff = () => new Promise((r) => setTimeout(r, 20));

  it("keeps an account email's link for its retries, sends it, then drops its text", async () => {
    const email = newEmail();
    await signUp(email);
    smtp.rejectNext(1, 451);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0, retrying: 1 });
    // Waiting for a retry, the email keeps what the retry needs.
    const [waiting] = await rowsTo(email);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.text_body).toContain("/verify-email#token=");

    await pastBackoff();
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitFor(1);
    const token = /\/verify-email#token=([\w-]+)/.exec(mail!.text)![1];
    const [sent] = await rowsTo(email);
    expect(sent).toMatchObject({
      status: "sent",
      subject: "Confirm your email for CarbonTracker",
      text_body: "",
      html_body: "",
    });
    // The email that went out still works: only the stored copy is gone.
    expect((await new AccountClient(server.url).post(AUTH_PATHS.verifyEmail, { token })).status).toBe(200);

    // A reset link likewise.
    expect((await new AccountClient(server.url).post(AUTH_PATHS.forgotPassword, { email })).status).toBe(202);
    for (let i = 0; i < 100 && (await rowsTo(email)).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    await server.app.outbox.runOnce();
    await smtp.waitFor(2);
    expect(smtp.mails[1]!.text).toContain("/reset-password#token=");
    const links = await server.testDb.db.query(
      "SELECT id FROM mail_outbox WHERE text_body LIKE '%#token=%' OR html_body LIKE '%#token=%'",
    );
    expect(links).toEqual([]);

    // Emails about leads carry no link and keep their text: the team reads what a visitor was sent.
    const res = await fetch(`${server.url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope("Demo Request", validFormData["Demo Request"])),
    });
    expect(res.status).toBe(201);
    await server.app.outbox.runOnce();
    await smtp.waitFor(4);
    const [confirmation] = await rowsTo(validFormData["Demo Request"].email);
    expect(confirmation).toMatchObject({ status: "sent", subject: "Your CarbonTracker demo request" });
    expect(confirmation!.text_body).toContain("within 24 hours");
  });

  it("drops an account email's text when it is given up on too", async () => {
    const email = newEmail();
    await signUp(email);
    smtp.rejectNext(2, 550);
    await server.app.outbox.runOnce();
    await pastBackoff();
    await server.app.outbox.runOnce();
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ status: "failed", attempts: 2, text_body: "", html_body: "" });
  });
});
