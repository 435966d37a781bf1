import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, CSRF_HEADER, type SessionState } from "../../contracts/account";
import { ApiClient } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";

const PASSWORD = "tidal-Furnace-42";
const HSTS = "max-age=63072000; includeSubDomains";
const OVER_HTTPS = { "X-Forwarded-Proto": "https" };

describe.each(engines)("security headers behind one trusted proxy on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let staticDir: string;
  let httpsOrigin: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
    fs.mkdirSync(path.join(staticDir, "assets"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>t</title>");
    fs.writeFileSync(path.join(staticDir, "assets", "entry-abc123.js"), "export const a = 1;");
    server = await startTestServer(
      engine,
      { staticDir, trustProxy: 1, accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
    httpsOrigin = server.url.replace("http:", "https:");
  }, 120_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });
  const post = (p: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("marks every /v1 answer to a request with credentials no-store, errors included", async () => {
    const api = new ApiClient(server.url);
    const token = await api.token();
    const auth = { authorization: `Bearer ${token}` };
    const answers = {
      read: await get("/v1/tenants/me", auth),
      list: await get("/v1/facilities?limit=1", auth),
      "unknown endpoint": await get("/v1/no-such-thing", auth),
      "bad token": await get("/v1/tenants/me", { authorization: "Bearer not-a-token" }),
      "public document, asked with a token": await get("/v1/auth/keys", auth),
    };
    expect(answers.read.status).toBe(200);
    expect(answers["unknown endpoint"].status).toBe(404);
    expect(answers["bad token"].status).toBe(401);
    for (const [what, res] of Object.entries(answers)) expect(res.headers.get("cache-control"), what).toBe("no-store");
    // Public answers to anonymous requests keep their own caching.
    expect((await get("/v1/auth/keys")).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("marks every /auth answer no-store, errors included", async () => {
    const origin = { origin: server.url };
    const answers = {
      session: await get(AUTH_PATHS.session),
      "sign-up": await post(AUTH_PATHS.signUp, signUpBody(newEmail()), origin),
      "sign-in refused": await post(AUTH_PATHS.signIn, { email: newEmail(), password: PASSWORD }, origin),
      "invalid body": await post(AUTH_PATHS.signIn, { email: 5 }, origin),
      "another site's origin": await post(AUTH_PATHS.signIn, {}, { origin: "https://elsewhere.example" }),
      "sign-out without a session": await post(AUTH_PATHS.signOut, {}, origin),
      "unknown endpoint": await get("/auth/no-such-thing"),
    };
    expect(answers["sign-up"].status).toBe(202);
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers.get("cache-control"), what).toBe("no-store");
      await res.body?.cancel();
    }
  });

  it("refuses framing with X-Frame-Options DENY, as the CSP's frame-ancestors 'none' does", async () => {
    for (const p of ["/", "/healthz", "/v1/openapi.json", AUTH_PATHS.session]) {
      const res = await get(p);
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("content-security-policy"), p).toContain("frame-ancestors 'none'");
    }
  });

  it("sends HSTS only on answers served over HTTPS, assets included", async () => {
    for (const p of ["/", "/healthz", "/assets/entry-abc123.js", AUTH_PATHS.session, "/v1/no-such-thing"]) {
      expect((await get(p)).headers.get("strict-transport-security"), `${p} over http`).toBeNull();
      expect((await get(p, OVER_HTTPS)).headers.get("strict-transport-security"), `${p} over https`).toBe(HSTS);
    }
  });

  it("names the session cookie __Host-ct_session over HTTPS and ct_session over HTTP, and reads the one that fits", async () => {
    const email = newEmail();
    expect((await post(AUTH_PATHS.signUp, signUpBody(email), { origin: server.url })).status).toBe(202);

    const plain = await post(AUTH_PATHS.signIn, { email, password: PASSWORD }, { origin: server.url });
    expect(plain.status).toBe(200);
    const plainCookie = plain.headers.get("set-cookie") ?? "";
    expect(plainCookie).toMatch(/^ct_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);

    const secure = await post(AUTH_PATHS.signIn, { email, password: PASSWORD }, { origin: httpsOrigin, ...OVER_HTTPS });
    expect(secure.status).toBe(200);
    const secureCookie = secure.headers.get("set-cookie") ?? "";
    expect(secureCookie).toMatch(/^__Host-ct_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const id = secureCookie.split(";")[0]!.split("=")[1]!;

    const session = async (cookie: string, headers: Record<string, string> = {}) =>
      (await (await get(AUTH_PATHS.session, { cookie, ...headers })).json()) as SessionState;
    const overHttps = await session(`__Host-ct_session=${id}`, OVER_HTTPS);
    expect(overHttps.signedIn).toBe(true);
    expect((await session(`ct_session=${id}`, OVER_HTTPS)).signedIn).toBe(false);
    expect((await session(`__Host-ct_session=${id}`)).signedIn).toBe(false);
    expect((await session(plainCookie.split(";")[0]!)).signedIn).toBe(true);

    const signOut = await post(
      AUTH_PATHS.signOut,
      {},
      {
        origin: httpsOrigin,
        cookie: `__Host-ct_session=${id}`,
        [CSRF_HEADER]: overHttps.signedIn ? overHttps.csrfToken : "",
        ...OVER_HTTPS,
      },
    );
    expect(signOut.status).toBeLessThan(300);
    expect(signOut.headers.get("set-cookie")).toBe(
      "__Host-ct_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
    expect((await session(`__Host-ct_session=${id}`, OVER_HTTPS)).signedIn).toBe(false);
  });
});

let counter = 0;
function newEmail() {
  return `headers${Date.now()}${counter++}@example.in`;
}

function signUpBody(email: string) {
  return {
    email,
    firstName: "Asha",
    lastName: "Rao",
    company: "Rao Steel",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  };
}
