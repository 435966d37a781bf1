import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_RULES, AUTH_PATHS, type SessionState } from "../../contracts/account";
import { AccountClient, linkToken, signUpBody } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { buildServer } from "../app";
import { testConfig } from "../config";
import { PASSWORD_COST } from "./passwords";
import { pruneAccountRows } from "./sessions";

const PASSWORD = "tidal-Furnace-42";

let counter = 0;
const newEmail = () => `person${Date.now()}${counter++}@example.in`;
const withoutRequestId = (body: Record<string, unknown>) => {
  const { request_id: _, ...rest } = body;
  return rest;
};

// Some tests start a second server: generous limits for a busy machine.
describe.each(engines)("accounts on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  const client = () => new AccountClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
  }, 120_000);
  afterAll(() => server.close());

  async function signUp(email = newEmail()) {
    const res = await client().post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD));
    expect(res.status).toBe(202);
    return email;
  }

  async function facilityCount(tenantId: string) {
    const [row] = await server.testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM api_facility WHERE tenant_id = $1",
      [tenantId],
    );
    return row?.n;
  }

  async function signIn(email: string, extra: Record<string, unknown> = {}, c = client()) {
    const res = await c.post(AUTH_PATHS.signIn, { email, password: PASSWORD, ...extra });
    return { c, res };
  }

  it("sign-up creates the account with its company's own workspace (a tenant without expiry, empty) and emails a link", async () => {
    const email = await signUp();
    const [account] = await server.testDb.db.query<{ tenant_id: string; email_verified_at: unknown }>(
      "SELECT tenant_id, email_verified_at FROM account WHERE email = $1",
      [email],
    );
    expect(account?.email_verified_at).toBeNull();
    const [tenant] = await server.testDb.db.query<{ kind: string; expires_at: unknown }>(
      "SELECT kind, expires_at FROM api_tenant WHERE id = $1",
      [account!.tenant_id],
    );
    expect(tenant).toEqual({ kind: "workspace", expires_at: null });
    const users = await server.testDb.db.query<{ email: string; roles: string[] }>(
      "SELECT email, roles FROM api_user WHERE tenant_id = $1",
      [account!.tenant_id],
    );
    expect(users).toEqual([{ email, roles: ["owner"] }]);
    const workspaces = await server.testDb.db.query<{ tenant_id: string; kind: string }>(
      "SELECT w.tenant_id, w.kind FROM account_workspace w JOIN account a ON a.id = w.account_id WHERE a.email = $1",
      [email],
    );
    expect(workspaces).toEqual([{ tenant_id: account!.tenant_id, kind: "own" }]);
    expect(await linkToken(server.testDb.db, email, "/verify-email")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing follows the answer: the workspace stays empty (the demo data lives in a demo workspace of its own).
    await new Promise((r) => setTimeout(r, 300));
    expect(await facilityCount(account!.tenant_id)).toBe(0);
  });

  it("opening the demo twice at once makes one demo workspace, seeded once, and leaves the own one empty", async () => {
    const email = await signUp();
    const { c, res } = await signIn(email);
    expect(res.status).toBe(200);
    await c.session();
    const both = await Promise.all([c.post(AUTH_PATHS.demoWorkspace), c.post(AUTH_PATHS.demoWorkspace)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.tenantId).toBe(both[1]!.body.tenantId);
    const [account] = await server.testDb.db.query<{ tenant_id: string }>(
      "SELECT tenant_id FROM account WHERE email = $1",
      [email],
    );
    expect(await facilityCount(String(both[0]!.body.tenantId))).toBe(3);
    expect(await facilityCount(account!.tenant_id)).toBe(0);
  });

  it("signing up with a taken address answers exactly as a new sign-up and emails the owner instead", async () => {
    const email = await signUp();
    const fresh = await client().post(AUTH_PATHS.signUp, signUpBody(newEmail(), PASSWORD));
    const again = await client().post(AUTH_PATHS.signUp, signUpBody(email.toUpperCase(), "another-Pass-77"));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const [n] = await server.testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account WHERE lower(email) = $1",
      [email],
    );
    expect(n?.n).toBe(1);
    const subjects = await server.testDb.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE recipient = $1 ORDER BY created_at",
      [email],
    );
    expect(subjects.map((s) => s.subject)).toEqual([
      "Confirm your email for CarbonTracker",
      "Someone tried to create a CarbonTracker account with your email",
    ]);
  });

  it("refuses common and over-long passwords, naming the field", async () => {
    const common = await client().post<{ errors: { field: string; message: string }[] }>(
      AUTH_PATHS.signUp,
      signUpBody(newEmail(), "password123"),
    );
    expect(common.status).toBe(422);
    expect(common.body.errors[0]).toMatchObject({ field: "password" });
    expect(common.body.errors[0]?.message).toContain("most common");
    const long = "x".repeat(ACCOUNT_RULES.passwordMax + 1);
    const tooLong = await client().post<{ errors: { field: string; message: string }[] }>(
      AUTH_PATHS.signUp,
      signUpBody(newEmail(), long),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.map((e) => e.message)).toContain(
      `Password must be at most ${ACCOUNT_RULES.passwordMax} characters`,
    );
  });

  it("signs in before verification; the link verifies once; reused and expired links are refused", async () => {
    const email = await signUp();
    const { c, res } = await signIn(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "signed-in" });
    let state = await c.session();
    expect(state.signedIn && state.account.emailVerified).toBe(false);

    // Opened in the browser that is signed in, which stays so (pre-registration.test.ts: other sessions end).
    const token = await linkToken(server.testDb.db, email, "/verify-email");
    expect((await c.post(AUTH_PATHS.verifyEmail, { token })).status).toBe(200);
    state = await c.session();
    expect(state.signedIn && state.account.emailVerified).toBe(true);
    const reused = await client().post(AUTH_PATHS.verifyEmail, { token });
    expect(reused.status).toBe(422);

    const other = await signUp();
    const expired = await linkToken(server.testDb.db, other, "/verify-email");
    await server.testDb.db.query(
      "UPDATE account_token SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM account WHERE email = $1)",
      [other],
    );
    expect((await client().post(AUTH_PATHS.verifyEmail, { token: expired })).status).toBe(422);
  });

  it("sets an HttpOnly, SameSite=Lax, host-only cookie; Remember me keeps it 30 days, else it ends with the browser", async () => {
    const email = await signUp();
    const plain = (await signIn(email)).res.headers.get("set-cookie")!;
    expect(plain).toMatch(/^ct_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const remembered = (await signIn(email, { rememberMe: true })).res.headers.get("set-cookie")!;
    expect(remembered).toContain(`Max-Age=${ACCOUNT_RULES.rememberDays * 86400}`);
    expect(remembered).not.toMatch(/Domain=/i);
    expect(remembered).not.toContain("Secure"); // served over plain HTTP here
    const [user] = await server.testDb.db.query<{ last_login_at: unknown }>(
      "SELECT u.last_login_at FROM api_user u JOIN account a ON a.tenant_id = u.tenant_id WHERE a.email = $1",
      [email],
    );
    expect(user?.last_login_at).not.toBeNull();
  });

  it("answers a wrong password and an unknown email alike, after the same hashing work", async () => {
    // At the real hashing cost: the tests' cheap hash would be too quick to tell from the rest of the answer.
    const real = await buildServer(testConfig({ accountAddressLimits: false, passwordCost: PASSWORD_COST }), {
      db: server.testDb.db,
      leads: { outbox: { autoStart: false } },
    });
    const url = await real.listen({ port: 0, host: "127.0.0.1" });
    try {
      const email = newEmail();
      expect((await new AccountClient(url).post(AUTH_PATHS.signUp, signUpBody(email, PASSWORD))).status).toBe(202);
      const timed = async (body: Record<string, unknown>) => {
        const start = performance.now();
        const res = await new AccountClient(url).post(AUTH_PATHS.signIn, body);
        return { res, ms: performance.now() - start };
      };
      const samples = { known: [] as number[], unknown: [] as number[] };
      let known: Awaited<ReturnType<typeof timed>> | undefined;
      let unknown: Awaited<ReturnType<typeof timed>> | undefined;
      for (let i = 0; i < 3; i++) {
        known = await timed({ email, password: `wrong-Password-${i}` });
        unknown = await timed({ email: newEmail(), password: `wrong-Password-${i}` });
        samples.known.push(known.ms);
        samples.unknown.push(unknown.ms);
      }
      expect(unknown!.res.status).toBe(401);
      expect(known!.res.status).toBe(unknown!.res.status);
      expect(withoutRequestId(known!.res.body)).toEqual(withoutRequestId(unknown!.res.body));
      expect(known!.res.body.detail).toBe("Wrong email or password.");
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      // Skipping the hash would make the unknown address answer in a few milliseconds instead of ~100+.
      expect(median(samples.unknown)).toBeGreaterThan(median(samples.known) * 0.5);

      const forgotKnown = await new AccountClient(url).post(AUTH_PATHS.forgotPassword, { email });
      const forgotUnknown = await new AccountClient(url).post(AUTH_PATHS.forgotPassword, { email: newEmail() });
      expect(forgotKnown.status).toBe(202);
      expect(forgotUnknown.status).toBe(202);
      expect(forgotKnown.body).toEqual(forgotUnknown.body);
    } finally {
      await real.close();
    }
  });

  it("never adopts a session id the browser brings, and closes the old session at sign-in", async () => {
    const email = await signUp();
    const planted = "A".repeat(43);
    const c = client();
    c.cookie = `ct_session=${planted}`;
    expect((await c.session()).signedIn).toBe(false);
    c.cookie = `ct_session=${planted}`;
    await signIn(email, {}, c);
    expect(c.cookie).not.toBe(`ct_session=${planted}`);
    const first = c.cookie;
    await signIn(email, {}, c);
    expect(c.cookie).not.toBe(first);
    const stale = new AccountClient(server.url);
    stale.cookie = first;
    expect((await stale.session()).signedIn).toBe(false);
    expect((await c.session()).signedIn).toBe(true);
  });

  it("refuses state-changing requests without the CSRF token, from another Origin, or without Origin", async () => {
    const email = await signUp();
    const { c } = await signIn(email);
    await c.session();
    expect((await c.post(AUTH_PATHS.signOut, {}, { csrf: null })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.signOut, {}, { csrf: "x".repeat(43) })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.signOut, {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.signOut, {}, { origin: null })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.totpEnrol, {}, { origin: "https://evil.example" })).status).toBe(403);
    expect(
      (await c.post(AUTH_PATHS.signIn, { email, password: PASSWORD }, { origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await c.session()).signedIn).toBe(true);
    expect((await c.post(AUTH_PATHS.signOut, {})).status).toBe(204);
    expect((await c.session()).signedIn).toBe(false);
  });

  it("an expired session is refused, and the hourly cleanup drops it", async () => {
    const email = await signUp();
    const { c } = await signIn(email);
    await server.testDb.db.query(
      "UPDATE account_session SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM account WHERE email = $1)",
      [email],
    );
    expect((await c.session()).signedIn).toBe(false);
    await pruneAccountRows(server.testDb.db);
    const [left] = await server.testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_session WHERE expires_at <= now()",
    );
    expect(left?.n).toBe(0);
  });

  it("sign out everywhere ends every session of the account", async () => {
    const email = await signUp();
    const a = (await signIn(email)).c;
    const b = (await signIn(email, { rememberMe: true })).c;
    const state = await a.session();
    expect(state.signedIn && state.account.sessions).toBe(2);
    expect((await a.post(AUTH_PATHS.signOutEverywhere, {})).status).toBe(204);
    expect((await a.session()).signedIn).toBe(false);
    expect((await b.session()).signedIn).toBe(false);
  });

  it("a reset link sets a new password once, ends the other sessions, and expired links are refused", async () => {
    const email = await signUp();
    const old = (await signIn(email, { rememberMe: true })).c;
    expect((await client().post(AUTH_PATHS.forgotPassword, { email })).status).toBe(202);
    const token = await linkToken(server.testDb.db, email, "/reset-password");
    const next = "new-Harbour-Light-9";
    const reset = await client().post(AUTH_PATHS.resetPassword, { token, password: next, confirmPassword: next });
    expect(reset.status).toBe(200);
    expect((await old.session()).signedIn).toBe(false);
    expect((await signIn(email)).res.status).toBe(401);
    expect((await client().post(AUTH_PATHS.signIn, { email, password: next })).status).toBe(200);
    const reused = await client().post(AUTH_PATHS.resetPassword, { token, password: next, confirmPassword: next });
    expect(reused.status).toBe(422);

    await client().post(AUTH_PATHS.forgotPassword, { email });
    const late = await linkToken(server.testDb.db, email, "/reset-password", token);
    await server.testDb.db.query(
      "UPDATE account_token SET expires_at = now() - interval '1 second' WHERE purpose = 'reset-password'",
    );
    const expired = await client().post(AUTH_PATHS.resetPassword, {
      token: late,
      password: next,
      confirmPassword: next,
    });
    expect(expired.status).toBe(422);
  });

  it("slows down repeated failures, then locks the address; a password reset lifts the lock", async () => {
    const email = await signUp();
    const wrong = { email, password: "not-the-Password-1" };
    for (let failures = 1; failures <= ACCOUNT_RULES.lockAfterFailures; failures++) {
      const res = await client().post(AUTH_PATHS.signIn, wrong);
      expect(res.status, `attempt ${failures}`).toBe(401);
      if (failures >= ACCOUNT_RULES.slowAfterFailures && failures < ACCOUNT_RULES.lockAfterFailures) {
        const early = await client().post(AUTH_PATHS.signIn, wrong);
        expect(early.status).toBe(429);
        expect(Number(early.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        // Wait as a patient person would, without the test sleeping: move the last failure back in time.
        await server.testDb.db.query(
          "UPDATE sign_in_failure SET last_failure_at = last_failure_at - interval '1 hour'",
        );
      }
    }
    const locked = await signIn(email);
    expect(locked.res.status).toBe(429);
    expect(String(locked.res.body.detail)).toContain("locked");
    const unknownLocked = newEmail();
    for (let i = 0; i < ACCOUNT_RULES.lockAfterFailures; i++) {
      await client().post(AUTH_PATHS.signIn, { email: unknownLocked, password: "x" });
      await server.testDb.db.query(
        "UPDATE sign_in_failure SET last_failure_at = last_failure_at - interval '1 hour' WHERE locked_until IS NULL",
      );
    }
    const unknown = await client().post(AUTH_PATHS.signIn, { email: unknownLocked, password: PASSWORD });
    expect(unknown.status).toBe(locked.res.status);
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(locked.res.body));

    await client().post(AUTH_PATHS.forgotPassword, { email });
    const token = await linkToken(server.testDb.db, email, "/reset-password");
    const next = "after-the-Lock-31";
    await client().post(AUTH_PATHS.resetPassword, { token, password: next, confirmPassword: next });
    expect((await client().post(AUTH_PATHS.signIn, { email, password: next })).status).toBe(200);
  });

  it("enrols TOTP, then asks for a code at sign-in, accepts it once, and takes each recovery code once", async () => {
    const email = await signUp();
    const verify = await client().post(AUTH_PATHS.verifyEmail, {
      token: await linkToken(server.testDb.db, email, "/verify-email"),
    });
    expect(verify.status).toBe(200);
    const { c } = await signIn(email);
    await c.session();
    const enrol = await c.post<{ secret: string; otpauthUri: string; qrSvg: string }>(AUTH_PATHS.totpEnrol, {});
    expect(enrol.status).toBe(200);
    expect(enrol.body.otpauthUri).toContain(`secret=${enrol.body.secret}`);
    expect(enrol.body.qrSvg).toMatch(/^<svg/);
    const totp = new TOTP({ secret: Secret.fromBase32(enrol.body.secret), digits: 6, period: 30, algorithm: "SHA1" });
    const wrongCode = totp.generate({ timestamp: Date.now() - 10 * 60_000 });
    expect((await c.post(AUTH_PATHS.totpConfirm, { code: wrongCode })).status).toBe(422);
    const confirmCode = totp.generate();
    const confirmed = await c.post<{ recoveryCodes: string[] }>(AUTH_PATHS.totpConfirm, { code: confirmCode });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(ACCOUNT_RULES.recoveryCodes);
    const state = (await c.session()) as Extract<SessionState, { signedIn: true }>;
    expect(state.account.mfaEnabled).toBe(true);
    const [user] = await server.testDb.db.query<{ mfa_enabled: boolean }>(
      "SELECT mfa_enabled FROM api_user WHERE tenant_id = $1",
      [state.account.tenantId],
    );
    expect(user?.mfa_enabled).toBe(true);

    const asked = await signIn(email);
    expect(asked.res.body).toEqual({ status: "code-required" });
    expect(asked.res.headers.get("set-cookie")).toBeNull();
    // The code just used to confirm cannot be used again; the next time step's can.
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await signIn(email, { code: confirmCode })).res.status).toBe(401);
    expect((await signIn(email, { code: nextCode })).res.status).toBe(200);
    expect((await signIn(email, { code: nextCode })).res.status).toBe(401);
    await server.testDb.db.query("DELETE FROM sign_in_failure");
    const recovery = confirmed.body.recoveryCodes[0]!;
    expect((await signIn(email, { code: recovery.toUpperCase() })).res.status).toBe(200);
    expect((await signIn(email, { code: recovery })).res.status).toBe(401);
  });

  it("deletes the account, its sessions and its tenant after the password is given again", async () => {
    const email = await signUp();
    const { c } = await signIn(email);
    const state = (await c.session()) as Extract<SessionState, { signedIn: true }>;
    const wrong = await c.post(AUTH_PATHS.deleteAccount, { password: "not-it-at-All-1" });
    expect(wrong.status).toBe(422);
    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD }, { csrf: null })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    for (const table of ["api_tenant", "api_facility", "api_user"]) {
      const column = table === "api_tenant" ? "id" : "tenant_id";
      const [r] = await server.testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [state.account.tenantId],
      );
      expect(r?.n, table).toBe(0);
    }
    const [left] = await server.testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_session s JOIN account a ON a.id = s.account_id WHERE a.email = $1",
      [email],
    );
    expect(left?.n).toBe(0);
    expect(await server.testDb.db.query("SELECT 1 FROM account WHERE email = $1", [email])).toEqual([]);
    expect((await c.session()).signedIn).toBe(false);
    expect((await signIn(email)).res.status).toBe(401);
  });

  it("limits requests per client address and per email address, the same for known and unknown addresses", async () => {
    const limited = await buildServer(testConfig({ accountAddressLimits: true }), {
      db: server.testDb.db,
      leads: { outbox: { autoStart: false } },
    });
    const url = await limited.listen({ port: 0, host: "127.0.0.1" });
    try {
      const c = new AccountClient(url);
      const known = await signUp();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await c.post(AUTH_PATHS.forgotPassword, { email: known })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const unknown = newEmail();
      statuses.length = 0;
      for (let i = 0; i < 4; i++) statuses.push((await c.post(AUTH_PATHS.forgotPassword, { email: unknown })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      // Ten requests an hour from one address, whichever emails they name (the first eight are above).
      statuses.length = 0;
      for (let i = 0; i < 3; i++)
        statuses.push((await c.post(AUTH_PATHS.forgotPassword, { email: newEmail() })).status);
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it("marks the cookie Secure when the site is served over HTTPS (behind a proxy)", async () => {
    const proxied = await buildServer(testConfig({ accountAddressLimits: false, trustProxy: 1 }), {
      db: server.testDb.db,
      leads: { outbox: { autoStart: false } },
    });
    const url = await proxied.listen({ port: 0, host: "127.0.0.1" });
    try {
      const email = await signUp();
      const res = await fetch(`${url}/auth/sign-in`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-proto": "https",
          origin: url.replace("http:", "https:"),
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it("two server instances on one database share sessions", async () => {
    const other = await buildServer(testConfig({ accountAddressLimits: false }), {
      db: server.testDb.db,
      leads: { outbox: { autoStart: false } },
    });
    const url = await other.listen({ port: 0, host: "127.0.0.1" });
    try {
      const email = await signUp();
      const { c } = await signIn(email);
      const there = new AccountClient(url);
      there.cookie = c.cookie;
      const state = await there.session();
      expect(state.signedIn).toBe(true);
      expect((await there.post(AUTH_PATHS.signOut, {})).status).toBe(204);
      expect((await c.session()).signedIn).toBe(false);
    } finally {
      await other.close();
    }
  });
});
