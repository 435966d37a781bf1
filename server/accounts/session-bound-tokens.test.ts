import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type ConsoleToken } from "../../contracts/account";
import { AccountClient, linkToken, signedInPerson } from "../../tests/support/account-client";
import { ApiClient, newSandboxTenant } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { SESSION_CHECK_CACHE_MS } from "../v1/platform/session-tokens";

const PASSWORD = "tidal-Furnace-42";
const ENDED =
  "This console token's session has ended, or the person's membership of the workspace or their role in it changed: ask for a new token (sign in again if the session ended).";
let counter = 0;
const newEmail = () => `bound${Date.now()}${counter++}@example.in`;

type Problem = { status: number; detail: string; request_id: string };

/** Signs up, confirms the address and signs in as a new person; the token is minted for that session. */
const verifiedPerson = (server: TestServer) => signedInPerson(server, newEmail(), PASSWORD, { verified: true });

async function mint(c: AccountClient): Promise<string> {
  const res = await c.post<ConsoleToken>(AUTH_PATHS.consoleToken);
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;

describe.each(engines)("console tokens bound to their session on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false, sandboxSignupsPerHour: 100 },
      { leads: { outbox: { autoStart: false } } },
    );
    api = new ApiClient(server.url);
  }, 120_000);
  afterAll(() => server.close());

  /** Every /v1 answer is checked against the OpenAPI document; a refusal must be this 401 problem. */
  async function expectEnded(method: "GET" | "POST", path: string, token: string, cookie?: string) {
    const res = await api.call<Problem>(method, path, {
      token,
      ...(method === "POST" ? { body: { name: "Refused Ltd" } } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(res.body.detail).toBe(ENDED);
  }

  it("the token names its session by a hash, never by the cookie's secret", async () => {
    const { c } = await verifiedPerson(server);
    const sid = claims(await mint(c)).sid;
    const secret = c.cookie!.split("=")[1]!;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid).not.toBe(secret);
  });

  it("after sign out everywhere an earlier token is refused within the cache time, writes and key creation too", async () => {
    const { c } = await verifiedPerson(server);
    const token = await mint(c);
    expect((await api.call("GET", "/v1/facilities", { token })).status).toBe(200);
    const other = await verifiedPerson(server);
    const otherToken = await mint(other.c);

    expect((await c.post(AUTH_PATHS.signOutEverywhere)).status).toBe(204);
    await new Promise((r) => setTimeout(r, SESSION_CHECK_CACHE_MS + 200));
    await expectEnded("GET", "/v1/facilities", token);
    await expectEnded("POST", "/v1/orgs", token);
    await expectEnded("POST", "/v1/clients", token);
    // Another person's session is untouched, and an API client's token carries no session and works as before.
    expect((await api.call("GET", "/v1/facilities", { token: otherToken })).status).toBe(200);
    const sandbox = await newSandboxTenant(api, "Bound Ltd");
    expect(claims(sandbox.token).sid).toBeUndefined();
    const org = await api.call("POST", "/v1/orgs", {
      token: sandbox.token,
      body: { name: "Bound Org", country: "IN", industry: "manufacturing" },
    });
    expect(org.status).toBe(201);
  });

  it("after sign-out the session's token is refused", async () => {
    const { c } = await verifiedPerson(server);
    const token = await mint(c);
    expect((await c.post(AUTH_PATHS.signOut)).status).toBe(204);
    await expectEnded("GET", "/v1/facilities", token);
  });

  it("after a password reset a token minted before cannot create a key, and none was created", async () => {
    const { c, email, tenantId } = await verifiedPerson(server);
    const token = await mint(c);
    const cookie = c.cookie!;
    const elsewhere = new AccountClient(server.url);
    expect((await elsewhere.post(AUTH_PATHS.forgotPassword, { email })).status).toBe(202);
    const reset = await linkToken(server.testDb.db, email, "/reset-password");
    const next = "after-the-Reset-58";
    expect(
      (await elsewhere.post(AUTH_PATHS.resetPassword, { token: reset, password: next, confirmPassword: next })).status,
    ).toBe(200);

    await expectEnded("POST", "/v1/clients", token, cookie);
    await expectEnded("GET", "/v1/facilities", token);
    const keys = await server.testDb.db.query("SELECT id FROM api_client WHERE tenant_id = $1", [tenantId]);
    expect(keys).toEqual([]);
  });

  it("after the account is deleted its token is refused as a session that ended", async () => {
    const { c } = await verifiedPerson(server);
    const token = await mint(c);
    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    await expectEnded("GET", "/v1/facilities", token);
  });

  it("while the sessions cannot be read, a console token's request is a 503 to retry, not a 500 or a 401", async () => {
    const { c } = await verifiedPerson(server);
    const token = await mint(c);
    const db = server.testDb.db;
    // Reading a session fails as a lost connection does (SQLSTATE class 08) until the table is put back.
    await db.query(`CREATE FUNCTION sessions_unreachable() RETURNS boolean LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'connection lost' USING ERRCODE = '08006'; END $$`);
    await db.query("ALTER TABLE account_session RENAME TO account_session_away");
    await db.query("CREATE VIEW account_session AS SELECT * FROM account_session_away WHERE sessions_unreachable()");
    try {
      const res = await api.call<Problem>("GET", "/v1/facilities", { token });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await db.query("DROP VIEW account_session");
      await db.query("ALTER TABLE account_session_away RENAME TO account_session");
      await db.query("DROP FUNCTION sessions_unreachable()");
    }
    expect((await api.call("GET", "/v1/facilities", { token })).status).toBe(200);
  });

  it("creating, listing and revoking keys want the token's own session cookie besides the token", async () => {
    const { c, email } = await verifiedPerson(server);
    const token = await mint(c);
    const body = { name: "ERP export" };

    const bare = await api.call<Problem>("POST", "/v1/clients", { token, body });
    expect(bare.status).toBe(403);
    expect(bare.body.detail).toContain("signed-in session the console token was made for");
    expect((await api.call("GET", "/v1/clients", { token })).status).toBe(403);
    expect((await api.call("POST", "/v1/clients/key-x/revoke", { token })).status).toBe(403);

    // The same account signed in in another browser: its cookie names another session.
    const second = new AccountClient(server.url);
    expect((await second.post(AUTH_PATHS.signIn, { email, password: PASSWORD })).status).toBe(200);
    const crossed = await api.call("POST", "/v1/clients", { token, body, headers: { cookie: second.cookie! } });
    expect(crossed.status).toBe(403);

    const created = await api.call<{ id: string; client_secret: string }>("POST", "/v1/clients", {
      token,
      body,
      headers: { cookie: c.cookie! },
    });
    expect(created.status).toBe(201);
    const listed = await api.call<{ data: { id: string }[] }>("GET", "/v1/clients", {
      token,
      headers: { cookie: c.cookie! },
    });
    expect(listed.body.data.map((k) => k.id)).toContain(created.body.id);

    // The key is an ordinary API client: its tokens carry no session and outlive the person's sessions.
    const keyToken = await api.token(created.body.id, created.body.client_secret);
    expect(claims(keyToken).sid).toBeUndefined();
    const cookie = c.cookie!;
    expect((await c.post(AUTH_PATHS.signOutEverywhere)).status).toBe(204);
    expect((await api.call("GET", "/v1/facilities", { token: keyToken })).status).toBe(200);
    // Key management asks the database at once, without the few seconds' cache the token was just checked with.
    await expectEnded("GET", "/v1/clients", token, cookie);
  });
});
