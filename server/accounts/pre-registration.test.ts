import { Secret } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type SessionState } from "../../contracts/account";
import { AccountClient, linkToken } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { insertApiClient } from "../v1/tenancy/api-clients-store";
import { recoveryCodeDigest } from "./totp";

/**
 * Pre-registration: a stranger signs up with someone else's address and signs in before its owner has confirmed it.
 * Nothing the stranger sets up may outlive the owner's confirmation, by its link or by a reset link.
 */

const STRANGERS_PASSWORD = "tidal-Furnace-42";
const OWNERS_PASSWORD = "owner-Harbour-Light-9";

let counter = 0;
const newEmail = () => `owner${Date.now()}${counter++}@example.in`;

type Signed = Extract<SessionState, { signedIn: true }>;

describe.each(engines)("pre-registration on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  const client = () => new AccountClient(server.url);
  const db = () => server.testDb.db;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
  }, 120_000);
  afterAll(() => server.close());

  /** The stranger signs up with the address and signs in: a session, and its state read (for the CSRF token). */
  async function strangerSignedIn(email = newEmail()) {
    const res = await client().post(AUTH_PATHS.signUp, {
      email,
      firstName: "Not",
      lastName: "Theowner",
      company: "Elsewhere Ltd",
      password: STRANGERS_PASSWORD,
      confirmPassword: STRANGERS_PASSWORD,
    });
    expect(res.status).toBe(202);
    const c = client();
    expect((await c.post(AUTH_PATHS.signIn, { email, password: STRANGERS_PASSWORD })).status).toBe(200);
    const state = (await c.session()) as Signed;
    expect(state.account.emailVerified).toBe(false);
    return { email, c, tenantId: state.account.tenantId ?? "" };
  }

  /**
   * A second factor and an API key set up before the address was confirmed, as accounts could before enrolment
   * waited for the confirmation (written as /auth/totp/confirm and POST /v1/clients write them).
   */
  async function setUpBeforeConfirmation(email: string, tenantId: string) {
    const secret = new Secret({ size: 20 }).base32;
    await db().query("UPDATE account SET totp_secret = $2 WHERE email = $1", [email, secret]);
    await db().query("UPDATE api_user SET mfa_enabled = true WHERE tenant_id = $1", [tenantId]);
    await db().query(
      "INSERT INTO account_recovery_code (account_id, code_hash) SELECT id, $2 FROM account WHERE email = $1",
      [email, recoveryCodeDigest("abcde-fghjk")],
    );
    const key = await insertApiClient(db(), tenantId, "set up by the stranger", ["read:activity"]);
    return { secret, keyId: String(key.row.id) };
  }

  async function mailTo(email: string) {
    return db().query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'account' ORDER BY created_at, id",
      [email],
    );
  }

  async function leftOver(email: string, tenantId: string) {
    const [row] = await db().query<{ sessions: number; codes: number; keys: number; totp: boolean; mfa: boolean }>(
      `SELECT (SELECT count(*)::int FROM account_session s WHERE s.account_id = a.id) AS sessions,
              (SELECT count(*)::int FROM account_recovery_code r WHERE r.account_id = a.id) AS codes,
              (SELECT count(*)::int FROM api_client k WHERE k.tenant_id = a.tenant_id) AS keys,
              (a.totp_secret IS NOT NULL OR a.totp_pending_secret IS NOT NULL) AS totp,
              (SELECT bool_or(u.mfa_enabled) FROM api_user u WHERE u.tenant_id = $2) AS mfa
         FROM account a WHERE a.email = $1`,
      [email, tenantId],
    );
    return row;
  }

  it("refuses to enrol a second factor before the address is confirmed, saying to confirm it first", async () => {
    const { email, c, tenantId } = await strangerSignedIn();
    const enrol = await c.post<{ status: number; detail: string }>(AUTH_PATHS.totpEnrol, {});
    expect(enrol.status).toBe(403);
    expect(enrol.headers.get("content-type")).toContain("application/problem+json");
    expect(enrol.body.detail).toMatch(/^Confirm your email address first/);
    const confirm = await c.post<{ detail: string }>(AUTH_PATHS.totpConfirm, { code: "123456" });
    expect(confirm.status).toBe(403);
    expect(confirm.body.detail).toBe(enrol.body.detail);
    expect((await leftOver(email, tenantId))?.totp).toBe(false);

    // Confirmed in this same browser (the usual sign-up): its session stays, nothing is removed, no email about it.
    const verified = await c.post(AUTH_PATHS.verifyEmail, { token: await linkToken(db(), email, "/verify-email") });
    expect(verified.status).toBe(200);
    expect((await c.session()).signedIn).toBe(true);
    expect((await mailTo(email)).map((m) => m.subject)).toEqual(["Confirm your email for CarbonTracker"]);
    expect((await c.post(AUTH_PATHS.totpEnrol, {})).status).toBe(200);
  });

  it("confirming by the link signs the stranger out, removes their second factor and API keys, and tells the owner", async () => {
    const { email, c, tenantId } = await strangerSignedIn();
    const { keyId } = await setUpBeforeConfirmation(email, tenantId);
    const token = await linkToken(db(), email, "/verify-email");

    // The owner opens the link from their inbox, in a browser of their own.
    expect((await client().post(AUTH_PATHS.verifyEmail, { token })).status).toBe(200);
    expect((await c.session()).signedIn).toBe(false);
    expect(await leftOver(email, tenantId)).toEqual({ sessions: 0, codes: 0, keys: 0, totp: false, mfa: false });
    const revoked = await db().query("SELECT 1 FROM api_client_revocation WHERE client_id = $1", [keyId]);
    expect(revoked).toHaveLength(1);

    const told = (await mailTo(email)).at(-1)!;
    expect(told.subject).toBe("Your CarbonTracker address is confirmed: what was set up before was removed");
    expect(told.text_body).toContain(
      "1 other session signed out; two-factor sign-in turned off, its recovery codes deleted; 1 API key revoked.",
    );
    expect(told.text_body).toContain("If you did not create this account");
    expect(told.text_body).toContain("/forgot-password");
  });

  it("a reset link confirms too: the owner's new password signs in without the stranger's code and deletes the account", async () => {
    const { email, c, tenantId } = await strangerSignedIn();
    await setUpBeforeConfirmation(email, tenantId);
    // Until then, signing in asks for the stranger's code.
    expect((await client().post(AUTH_PATHS.signIn, { email, password: STRANGERS_PASSWORD })).body).toEqual({
      status: "code-required",
    });

    const owner = client();
    expect((await owner.post(AUTH_PATHS.forgotPassword, { email })).status).toBe(202);
    const token = await linkToken(db(), email, "/reset-password");
    const reset = await owner.post(AUTH_PATHS.resetPassword, {
      token,
      password: OWNERS_PASSWORD,
      confirmPassword: OWNERS_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await c.session()).signedIn).toBe(false);

    const signIn = await owner.post(AUTH_PATHS.signIn, { email, password: OWNERS_PASSWORD });
    expect(signIn.body).toEqual({ status: "signed-in" });
    const state = (await owner.session()) as Signed;
    expect(state.account).toMatchObject({ emailVerified: true, mfaEnabled: false });

    const told = (await mailTo(email)).at(-1)!;
    expect(told.subject).toBe("Your CarbonTracker address is confirmed: what was set up before was removed");
    expect(told.text_body).toContain("two-factor sign-in turned off, its recovery codes deleted");
    expect(told.text_body).toContain("Your new password is now the only one that signs in.");

    // The owner can delete the account with the password alone.
    expect((await owner.post(AUTH_PATHS.deleteAccount, { password: OWNERS_PASSWORD })).status).toBe(204);
    expect(await db().query("SELECT 1 FROM account WHERE email = $1", [email])).toEqual([]);
  });
});
