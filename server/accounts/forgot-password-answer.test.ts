import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS } from "../../contracts/account";
import { AccountClient, signUpBody } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

/**
 * "Forgot password?" must not tell whether an address has an account, by its answer or by its time. Timing is not
 * measured here (a busy machine makes that flaky); instead the answer is shown to come before any work that depends
 * on the address: it is the same even when that work fails.
 */

const PASSWORD = "tidal-Furnace-42";
let counter = 0;
const newEmail = () => `forgot${Date.now()}${counter++}@example.in`;

describe.each(engines)("forgot password on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let log = "";
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log += chunk;
        done();
      },
    });
    server = await startTestServer(
      engine,
      { accountAddressLimits: false, logLevel: "error" },
      { logStream, leads: { outbox: { autoStart: false } } },
    );
  }, 120_000);
  afterAll(() => server.close());

  async function forgot(email: string) {
    const res = await fetch(`${server.url}${AUTH_PATHS.forgotPassword}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email }),
    });
    const headers = [...res.headers.keys()].filter((h) => h !== "x-request-id" && h !== "date").sort();
    return { status: res.status, type: res.headers.get("content-type"), headers, bytes: await res.text() };
  }

  const resetLinks = async (email: string) =>
    server.testDb.db.query(
      "SELECT 1 FROM mail_outbox WHERE recipient = $1 AND text_body LIKE '%/reset-password#token=%'",
      [email],
    );

  it("answers a known and an unknown address with the same bytes, before the address is looked up", async () => {
    const email = newEmail();
    const signUp = await new AccountClient(server.url).post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD));
    expect(signUp.status).toBe(202);

    // The work a known address causes (a link, its email) cannot be done for now: the answers stay the same.
    await server.testDb.db.query(
      "ALTER TABLE account_token ADD CONSTRAINT no_reset_links_now CHECK (purpose <> 'reset-password') NOT VALID",
    );
    try {
      const known = await forgot(email);
      const unknown = await forgot(newEmail());
      expect(known).toEqual({
        status: 202,
        type: "application/json; charset=utf-8",
        headers: unknown.headers,
        bytes: unknown.bytes,
      });
      expect(unknown.bytes).toBe('{"status":"accepted"}');
      // The known address's work ran after its answer, and failed.
      for (let i = 0; i < 100 && !log.includes("sending a reset link failed"); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(log).toContain("sending a reset link failed");
      // The log says what failed, not the database's message, which can quote the row (the address, the link).
      expect(log).not.toContain(email);
      expect(log).not.toContain("no_reset_links_now");
    } finally {
      await server.testDb.db.query("ALTER TABLE account_token DROP CONSTRAINT no_reset_links_now");
    }
    expect(await resetLinks(email)).toEqual([]);

    // Once it can, the owner gets the link, after the same answer.
    const known = await forgot(email);
    expect(known.bytes).toBe('{"status":"accepted"}');
    for (let i = 0; i < 100 && (await resetLinks(email)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await resetLinks(email)).toHaveLength(1);
  });
});
