import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_RULES, AUTH_PATHS } from "../../contracts/account";
import { AccountClient, type Answer, signedInPerson } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

const PASSWORD = "tidal-Furnace-42";
const WRONG = "not-the-Password-1";
let counter = 0;
const newEmail = () => `throttle${Date.now()}${counter++}@example.in`;

const withoutRequestId = (body: Record<string, unknown>) => {
  const { request_id: _, ...rest } = body;
  return rest;
};

// Every test hashes passwords (about 150 ms each): generous limits for a busy machine.
describe.each(engines)(
  "password and code checks share the sign-in's throttle on %s",
  { timeout: 120_000 },
  (engine) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(
        engine,
        { accountAddressLimits: false },
        { leads: { outbox: { autoStart: false } } },
      );
    }, 120_000);
    afterAll(() => server.close());

    /** A new person, signed in; `verified` follows the emailed confirmation link first (two-factor set-up needs it). */
    const signedIn = ({ verified = false } = {}) => signedInPerson(server, newEmail(), PASSWORD, { verified });

    /** Waits as a patient person would, without the test sleeping: moves the last failure back in time. */
    const waitOut = () =>
      server.testDb.db.query("UPDATE sign_in_failure SET last_failure_at = last_failure_at - interval '1 hour'");

    /**
     * Fails `attempt` until the address is locked: each failure is the given status, a try sent right after the
     * third and later ones must wait (429 with Retry-After), the wait is then let pass.
     */
    async function failUntilLocked(attempt: () => Promise<Answer>, failureStatus: number) {
      for (let failures = 1; failures <= ACCOUNT_RULES.lockAfterFailures; failures++) {
        expect((await attempt()).status, `attempt ${failures}`).toBe(failureStatus);
        if (failures >= ACCOUNT_RULES.slowAfterFailures && failures < ACCOUNT_RULES.lockAfterFailures) {
          const early = await attempt();
          expect(early.status, `early attempt after ${failures}`).toBe(429);
          expect(Number(early.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
          await waitOut();
        }
      }
    }

    async function accountExists(email: string) {
      return (await server.testDb.db.query("SELECT 1 FROM account WHERE email = $1", [email])).length === 1;
    }

    it("deleting the account: wrong passwords slow down and lock, and a locked account is not deleted", async () => {
      const { c, email } = await signedIn();
      await failUntilLocked(() => c.post(AUTH_PATHS.deleteAccount, { password: WRONG }), 422);

      const refused = await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD });
      const signIn = await new AccountClient(server.url).post(AUTH_PATHS.signIn, { email, password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(signIn.status).toBe(429);
      expect(withoutRequestId(refused.body)).toEqual(withoutRequestId(signIn.body));
      expect(String(refused.body.detail)).toContain("locked");
      expect(await accountExists(email)).toBe(true);
    });

    it("deleting the account right after a few wrong passwords waits like a sign-in, then deletes", async () => {
      const { c, email } = await signedIn();
      for (let i = 0; i < ACCOUNT_RULES.slowAfterFailures; i++) {
        expect((await c.post(AUTH_PATHS.deleteAccount, { password: WRONG })).status).toBe(422);
      }
      const early = await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD });
      expect(early.status).toBe(429);
      expect(String(early.body.detail)).toMatch(/^Too many failed sign-ins\. Wait \d+ seconds? and try again\.$/);
      expect(await accountExists(email)).toBe(true);
      await waitOut();
      expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
      expect(await accountExists(email)).toBe(false);
    });

    it("confirming TOTP: wrong codes slow down and lock, the lock holds at sign-in and for the right code", async () => {
      const { c, email } = await signedIn({ verified: true });
      const enrol = await c.post<{ secret: string }>(AUTH_PATHS.totpEnrol, {});
      expect(enrol.status).toBe(200);
      const totp = new TOTP({ secret: Secret.fromBase32(enrol.body.secret), digits: 6, period: 30, algorithm: "SHA1" });
      const wrongCode = totp.generate({ timestamp: Date.now() - 10 * 60_000 });
      await failUntilLocked(() => c.post(AUTH_PATHS.totpConfirm, { code: wrongCode }), 422);

      const right = await c.post(AUTH_PATHS.totpConfirm, { code: totp.generate() });
      expect(right.status).toBe(429);
      expect(String(right.body.detail)).toContain("locked");
      const signIn = await new AccountClient(server.url).post(AUTH_PATHS.signIn, { email, password: PASSWORD });
      expect(signIn.status).toBe(429);
      const [account] = await server.testDb.db.query<{ totp_secret: string | null }>(
        "SELECT totp_secret FROM account WHERE email = $1",
        [email],
      );
      expect(account?.totp_secret).toBeNull();
    });

    it("the sign-in's second step and deletion count together", async () => {
      const { c, email } = await signedIn({ verified: true });
      const enrol = await c.post<{ secret: string }>(AUTH_PATHS.totpEnrol, {});
      const totp = new TOTP({ secret: Secret.fromBase32(enrol.body.secret), digits: 6, period: 30, algorithm: "SHA1" });
      expect((await c.post(AUTH_PATHS.totpConfirm, { code: totp.generate() })).status).toBe(200);
      const wrongCode = totp.generate({ timestamp: Date.now() - 10 * 60_000 });
      const signIn = (code: string) =>
        new AccountClient(server.url).post(AUTH_PATHS.signIn, { email, password: PASSWORD, code });
      for (let i = 0; i < ACCOUNT_RULES.slowAfterFailures; i++) expect((await signIn(wrongCode)).status).toBe(401);
      // Failed second steps at sign-in make the deletion wait too.
      const early = await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD, code: wrongCode });
      expect(early.status).toBe(429);
      expect(await accountExists(email)).toBe(true);
    });
  },
);
