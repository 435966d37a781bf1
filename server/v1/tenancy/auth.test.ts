import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, type ApiResponse, newSandboxTenant } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { buildServer } from "../../app";
import { testConfig } from "../../config";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_TENANT_ID } from "../../demo/demo-data";
import { SigningKeys } from "../platform/signing-keys";
import { rotateSigningKey } from "../plugin";
import { TOKENS_PER_CLIENT_PER_MINUTE } from "./client-budget";

type Problem = { type: string; status: number; detail: string; request_id: string };

describe.each(engines)("v1 authentication on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let audience: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    audience = await api.audience();
  });
  afterAll(() => server.close());

  it("serves an OpenAPI 3.1 document that an independent validator accepts, with scopes per operation", async () => {
    const doc = (await api.document()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: { oauth2: string[] }[] }>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/facilities"]?.get?.security).toEqual([{ oauth2: ["read:activity"] }]);
    expect(doc.paths["/facilities"]?.post?.security).toEqual([{ oauth2: ["write:activity"] }]);
    expect(doc.paths["/tenants/{tenant_id}/users"]?.post?.security).toEqual([{ oauth2: ["admin:tenant"] }]);
    expect(doc.paths["/tenants/{tenant_id}/facilities/{id}"]?.get).toBeDefined();
    for (const path of ["/auth/token", "/auth/keys", "/tenants/me", "/orgs/{id}", "/sources/{id}", "/meters/{id}"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it("issues an RFC 9068 access token for JSON, form-encoded and HTTP Basic client authentication", async () => {
    const json = await api.call<{ token_type: string; expires_in: number; access_token: string; scope: string }>(
      "POST",
      "/v1/auth/token",
      {
        body: {
          grant_type: "client_credentials",
          client_id: DEMO_CLIENT_ID,
          client_secret: DEMO_CLIENT_SECRET,
          audience,
        },
      },
    );
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(json.body.token_type).toBe("Bearer");
    expect(json.body.expires_in).toBe(3600);
    const header = decodeProtectedHeader(json.body.access_token);
    expect(header.typ).toBe("at+jwt");
    expect(header.alg).toBe("ES256");
    const claims = decodeJwt(json.body.access_token);
    expect(claims).toMatchObject({
      sub: DEMO_CLIENT_ID,
      client_id: DEMO_CLIENT_ID,
      tenant_id: DEMO_TENANT_ID,
      aud: audience,
    });
    expect(claims.roles).toEqual(["admin"]);
    expect(typeof claims.jti).toBe("string");
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    const form = await api.call("POST", "/v1/auth/token", {
      form: {
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: DEMO_CLIENT_SECRET,
        audience,
        scope: "read:activity",
      },
    });
    expect(form.status).toBe(200);
    expect(form.body.scope).toBe("read:activity");

    const basic = await api.call("POST", "/v1/auth/token", {
      form: { grant_type: "client_credentials", audience },
      headers: { authorization: `Basic ${Buffer.from(`${DEMO_CLIENT_ID}:${DEMO_CLIENT_SECRET}`).toString("base64")}` },
    });
    expect(basic.status).toBe(200);
  });

  it("refuses bad client credentials and requests with OAuth errors, not problem+JSON", async () => {
    const bad = await api.call("POST", "/v1/auth/token", {
      body: { grant_type: "client_credentials", client_id: DEMO_CLIENT_ID, client_secret: "wrong", audience },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe("invalid_client");
    expect(bad.headers.get("content-type")).toMatch(/^application\/json/);

    const basicBad = await api.call("POST", "/v1/auth/token", {
      form: { grant_type: "client_credentials", audience },
      headers: { authorization: `Basic ${Buffer.from(`${DEMO_CLIENT_ID}:nope`).toString("base64")}` },
    });
    expect(basicBad.status).toBe(401);
    expect(basicBad.headers.get("www-authenticate")).toMatch(/^Basic realm=/);

    const unknown = await api.call("POST", "/v1/auth/token", {
      body: { grant_type: "client_credentials", client_id: "nobody", client_secret: "x", audience },
    });
    expect(unknown.body.error).toBe("invalid_client");

    const grant = await api.call("POST", "/v1/auth/token", {
      form: { grant_type: "password", client_id: DEMO_CLIENT_ID, client_secret: DEMO_CLIENT_SECRET, audience },
    });
    expect([grant.status, grant.body.error]).toEqual([400, "unsupported_grant_type"]);

    const scope = await api.call("POST", "/v1/auth/token", {
      form: {
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: DEMO_CLIENT_SECRET,
        audience,
        scope: "root",
      },
    });
    expect([scope.status, scope.body.error]).toEqual([400, "invalid_scope"]);

    const noAudience = await api.call("POST", "/v1/auth/token", {
      form: { grant_type: "client_credentials", client_id: DEMO_CLIENT_ID, client_secret: DEMO_CLIENT_SECRET },
    });
    expect([noAudience.status, noAudience.body.error]).toEqual([400, "invalid_request"]);

    const garbled = await api.call("POST", "/v1/auth/token", { body: "{not json" });
    expect([garbled.status, garbled.body.error]).toEqual([400, "invalid_request"]);
  });

  it("publishes the signing keys as a JWKS with kids, persisted across restarts", async () => {
    const keys = await api.call<{ keys: { kid: string; kty: string; alg: string; d?: string }[] }>(
      "GET",
      "/v1/auth/keys",
    );
    expect(keys.status).toBe(200);
    expect(keys.body.keys.length).toBeGreaterThanOrEqual(1);
    for (const k of keys.body.keys) {
      expect(k.kid).toBeTruthy();
      expect(k.d).toBeUndefined();
    }
    const token = await api.token();
    // A second server over the same database (a restart, or another instance) verifies the token.
    const other = await buildServer(testConfig(), { db: server.testDb.db });
    const address = await other.listen({ port: 0, host: "127.0.0.1" });
    try {
      const res = await new ApiClient(address).call("GET", "/v1/tenants/me", { token });
      expect(res.status).toBe(200);
      const again = await new ApiClient(address).call<{ keys: { kid: string }[] }>("GET", "/v1/auth/keys");
      expect(again.body.keys.map((k) => k.kid)).toEqual(keys.body.keys.map((k) => k.kid));
    } finally {
      await other.close();
    }
  });

  it("rejects a missing, expired, tampered, wrong-audience or wrong-issuer token with 401 invalid_token", async () => {
    const missing = await api.call<Problem>("GET", "/v1/tenants/me");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);

    const good = await api.token();
    const { kid, key } = await new SigningKeys(server.testDb.db).current();
    const claims = decodeJwt(good);
    const forge = (over: Record<string, unknown>, typ = "at+jwt") =>
      new SignJWT({ ...claims, ...over }).setProtectedHeader({ alg: "ES256", typ, kid }).sign(key);

    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, RegExp][] = [
      ["expired", await forge({ iat: now - 7200, exp: now - 3600 }), /expired/],
      ["wrong audience", await forge({ aud: "https://elsewhere.example/v1" }), /audience/],
      ["wrong issuer", await forge({ iss: "https://evil.example" }), /issuer/],
      ["tampered", `${good.slice(0, -4)}${good.endsWith("AAAA") ? "BBBB" : "AAAA"}`, /signature|malformed/],
      [
        "edited claims",
        `${good.split(".")[0]}.${Buffer.from(JSON.stringify({ ...claims, tenant_id: "X" })).toString("base64url")}.${good.split(".")[2]}`,
        /signature/,
      ],
      ["not an access token", await forge({}, "JWT"), /typ|malformed|not valid/],
    ];
    for (const [what, token, detail] of cases) {
      const res = await api.call<Problem>("GET", "/v1/tenants/me", { token });
      expect(res.status, what).toBe(401);
      expect(res.headers.get("www-authenticate"), what).toContain('error="invalid_token"');
      expect(res.body.detail, what).toMatch(detail);
      expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
    }
  });

  it("keeps tokens signed before a key rotation valid and publishes both keys", async () => {
    const before = await api.token();
    const oldKid = decodeProtectedHeader(before).kid;
    const newKid = await rotateSigningKey(server.testDb.db);
    const after = await api.token();
    expect(decodeProtectedHeader(after).kid).toBe(newKid);
    expect(newKid).not.toBe(oldKid);
    const jwks = await api.call<{ keys: { kid: string }[] }>("GET", "/v1/auth/keys");
    expect(jwks.body.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect((await api.call("GET", "/v1/tenants/me", { token: before })).status).toBe(200);
    expect((await api.call("GET", "/v1/tenants/me", { token: after })).status).toBe(200);
  });
});

describe.each(engines)("v1 token endpoint limits on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { trustProxy: 1 });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  type OAuthError = { error: string; error_description: string };
  const expectSlowDown = (res: ApiResponse<OAuthError>) => {
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.error).toBe("slow_down");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  };
  const request = async (from: string, clientId: string, secret: string) =>
    api.call<OAuthError>("POST", "/v1/auth/token", {
      form: {
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: secret,
        audience: await api.audience(),
      },
      headers: { "X-Forwarded-For": from },
    });

  it("limits token requests per client address, in the OAuth format with Retry-After", async () => {
    const statuses: number[] = [];
    // The bucket refills one request a second, so keep asking until it runs dry.
    let limited = await request("203.0.113.9", DEMO_CLIENT_ID, "guess");
    while (limited.status !== 429 && statuses.length < 200) {
      statuses.push(limited.status);
      limited = await request("203.0.113.9", DEMO_CLIENT_ID, "guess");
    }
    expect(statuses.length).toBeGreaterThanOrEqual(60);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expectSlowDown(limited);
    expect((await request("203.0.113.10", DEMO_CLIENT_ID, DEMO_CLIENT_SECRET)).status).toBe(200);
  });

  it("limits the tokens issued to one client, whatever the addresses asking", async () => {
    const t = await newSandboxTenant(api);
    const statuses: number[] = [];
    let limited = await request("198.51.100.0", t.clientId, t.secret);
    while (limited.status !== 429 && statuses.length < 100) {
      statuses.push(limited.status);
      limited = await request(`198.51.100.${statuses.length}`, t.clientId, t.secret);
    }
    // newSandboxTenant took one token already.
    expect(statuses.length).toBeGreaterThanOrEqual(TOKENS_PER_CLIENT_PER_MINUTE - 1);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expectSlowDown(limited);
    expect(limited.body.error_description).toContain(`${TOKENS_PER_CLIENT_PER_MINUTE} access tokens per minute`);
    // Another client is not affected.
    const other = await newSandboxTenant(api, "Other Co");
    expect((await request("198.51.100.200", other.clientId, other.secret)).status).toBe(200);
  });

  it("limits the demo client's tokens per address, so one visitor cannot take the others' tokens", async () => {
    let limited = await request("192.0.2.1", DEMO_CLIENT_ID, DEMO_CLIENT_SECRET);
    for (let i = 0; limited.status === 200 && i < 100; i++) {
      limited = await request("192.0.2.1", DEMO_CLIENT_ID, DEMO_CLIENT_SECRET);
    }
    expectSlowDown(limited);
    expect((await request("192.0.2.2", DEMO_CLIENT_ID, DEMO_CLIENT_SECRET)).status).toBe(200);
  });
});
