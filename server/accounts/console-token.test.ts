import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type ConsoleToken } from "../../contracts/account";
import { API_SCOPES } from "../../contracts/api";
import { AccountClient, signedInPerson as signedInAs } from "../../tests/support/account-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

const PASSWORD = "tidal-Furnace-42";
let counter = 0;
const newEmail = () => `console${Date.now()}${counter++}@example.in`;

/** Signs up and in as a new person; `verified` also follows the emailed confirmation link. */
const signedInPerson = (server: TestServer, { verified }: { verified: boolean }) =>
  signedInAs(server, newEmail(), PASSWORD, { verified });

async function v1(server: TestServer, path: string, token: string, cookie?: string) {
  const headers = { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) };
  const res = await fetch(`${server.url}/v1${path}`, { headers });
  type Body = { id?: string; detail?: string; token: { scopes: string[]; expires_at: string } };
  return { status: res.status, type: res.headers.get("content-type"), body: (await res.json()) as Body };
}

describe.each(engines)("console token on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
  }, 120_000);
  afterAll(() => server.close());

  it("without a session: 401 problem with a request id", async () => {
    const res = await new AccountClient(server.url).post(AUTH_PATHS.consoleToken);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, detail: "Your session has ended. Sign in again." });
    expect(res.body.request_id).toEqual(res.headers.get("x-request-id"));
  });

  it("with a session but without its CSRF token, or from another site: 403", async () => {
    const { c } = await signedInPerson(server, { verified: false });
    expect((await c.post(AUTH_PATHS.consoleToken, {}, { csrf: null })).status).toBe(403);
    expect((await c.post(AUTH_PATHS.consoleToken, {}, { origin: "https://elsewhere.example" })).status).toBe(403);
  });

  it("an unverified account's token reads its own tenant only, without key management", async () => {
    const { c, tenantId } = await signedInPerson(server, { verified: false });
    const res = await c.post<ConsoleToken>(AUTH_PATHS.consoleToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ tokenType: "Bearer", expiresIn: 600, tenantId });
    expect(res.body.scopes).not.toContain("admin:tenant");
    // What a key's token request names: the audience this token was minted for, and where to ask.
    const claims = JSON.parse(Buffer.from(res.body.accessToken.split(".")[1]!, "base64url").toString());
    expect(res.body.audience).toBe(claims.aud);
    expect(res.body.tokenUrl).toBe(`${claims.aud}/auth/token`);

    const me = await v1(server, "/tenants/me", res.body.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(tenantId);
    expect(me.body.token.scopes).toEqual(API_SCOPES.filter((s) => s !== "admin:tenant"));
    const lifetime = (Date.parse(me.body.token.expires_at) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(500);
    expect(lifetime).toBeLessThanOrEqual(600);

    const kpis = await v1(server, "/emission-analytics/kpis", res.body.accessToken);
    expect(kpis.status).toBe(200);
    const users = await v1(server, `/tenants/${tenantId}/users`, res.body.accessToken);
    expect(users.status).toBe(403);
    expect(users.body.detail).toContain("admin:tenant");
    const keys = await v1(server, "/clients", res.body.accessToken);
    expect(keys.status).toBe(403);
    expect(keys.body.detail).toContain("admin:api-keys");

    const other = await signedInPerson(server, { verified: false });
    const theirs = await v1(server, `/tenants/${other.tenantId}/facilities`, res.body.accessToken);
    expect(theirs.status).toBe(403);
    expect(theirs.type).toMatch(/^application\/problem\+json/);
    expect(theirs.body.detail).toBe("The tenant in the path is not the tenant of the access token.");
  });

  it("a verified account's token may manage the tenant and its API keys", async () => {
    const { c, tenantId } = await signedInPerson(server, { verified: true });
    const res = await c.post<ConsoleToken>(AUTH_PATHS.consoleToken);
    expect(res.body.scopes).toEqual([...API_SCOPES, "admin:api-keys"]);
    const users = await v1(server, `/tenants/${tenantId}/users`, res.body.accessToken);
    expect(users.status).toBe(200);
    // Key management also wants the session's cookie, which the console's same-origin requests carry.
    const keys = await v1(server, "/clients", res.body.accessToken, c.cookie);
    expect(keys.status).toBe(200);
  });

  it("the token stops working when it expires", async () => {
    const shortLived = await startTestServer(
      engine,
      { accountAddressLimits: false, consoleTokenTtlSeconds: 1 },
      { leads: { outbox: { autoStart: false } } },
    );
    try {
      const { c } = await signedInPerson(shortLived, { verified: false });
      const res = await c.post<ConsoleToken>(AUTH_PATHS.consoleToken);
      expect(res.body.expiresIn).toBe(1);
      await new Promise((r) => setTimeout(r, 2100));
      const me = await v1(shortLived, "/tenants/me", res.body.accessToken);
      expect(me.status).toBe(401);
      expect(me.type).toMatch(/^application\/problem\+json/);
      expect(me.body.detail).toBe("The access token has expired");
    } finally {
      await shortLived.close();
    }
  });
});
