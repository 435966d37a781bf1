import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiClient,
  type ConsoleSession,
  consoleSession,
  newSandboxTenant,
  type SandboxCredentials,
} from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Client = { id: string; name: string | null; scopes: string[] };
type Created = Client & { client_secret: string; audience: string; token_url: string };
type Problem = { status: number; detail: string };

describe.each(engines)("API clients (keys) on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let session: ConsoleSession;

  beforeAll(async () => {
    server = await startTestServer(engine, { sandboxSignupsPerHour: 100 });
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api, "Keys A Ltd");
    b = await newSandboxTenant(api, "Keys B Ltd");
    session = await consoleSession(server, a.tenantId);
  });
  afterAll(() => server.close());

  it("no API client's token may manage keys, not even the tenant's admin client's", async () => {
    const res = await api.call<Problem>("GET", "/v1/clients", { token: a.token });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("admin:api-keys");
    const asked = await api.call<{ error: string }>("POST", "/v1/auth/token", {
      body: {
        grant_type: "client_credentials",
        client_id: a.clientId,
        client_secret: a.secret,
        audience: await api.audience(),
        scope: "admin:api-keys",
      },
    });
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe("invalid_scope");
  });

  it("create -> token -> /tenants/me -> revoke -> the token and new token requests are refused", async () => {
    const created = await api.call<Created>("POST", "/v1/clients", {
      ...session,
      body: { name: "ERP export", scopes: ["read:activity", "calc:emissions"] },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const key = created.body;
    expect(key).toMatchObject({ name: "ERP export", scopes: ["read:activity", "calc:emissions"] });
    expect(key.client_secret.length).toBeGreaterThanOrEqual(40);

    // Only the secret's hash is stored.
    const [stored] = await server.testDb.db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM api_client WHERE id = $1",
      [key.id],
    );
    expect(stored!.secret_hash).toMatch(/^scrypt\$/);
    expect(stored!.secret_hash).not.toContain(key.client_secret);

    const listed = await api.call<{ data: Client[] }>("GET", "/v1/clients", session);
    expect(listed.body.data.map((c) => c.id)).toEqual([a.clientId, key.id]);
    expect(JSON.stringify(listed.body)).not.toContain(key.client_secret);

    const token = await api.token(key.id, key.client_secret);
    const me = await api.call<{ id: string; token: { client_id: string; scopes: string[] } }>("GET", "/v1/tenants/me", {
      token,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: a.tenantId,
      token: { client_id: key.id, scopes: ["read:activity", "calc:emissions"] },
    });

    const revoked = await api.call<{ id: string; revoked_at: string }>("POST", `/v1/clients/${key.id}/revoke`, {
      ...session,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.id).toBe(key.id);

    const refused = await api.call<Problem>("GET", "/v1/tenants/me", { token });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe("The token's API key has been revoked");
    const noToken = await api.call<{ error: string }>("POST", "/v1/auth/token", {
      body: {
        grant_type: "client_credentials",
        client_id: key.id,
        client_secret: key.client_secret,
        audience: await api.audience(),
      },
    });
    expect(noToken.status).toBe(401);
    expect(noToken.body.error).toBe("invalid_client");

    const again = await api.call<{ revoked_at: string }>("POST", `/v1/clients/${key.id}/revoke`, session);
    expect(again.status).toBe(200);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    const listedAfter = await api.call<{ data: Client[] }>("GET", "/v1/clients", session);
    expect(listedAfter.body.data.map((c) => c.id)).toEqual([a.clientId]);
    // The tenant's other client is untouched.
    expect((await api.call("GET", "/v1/tenants/me", { token: a.token })).status).toBe(200);
  });

  it("a tenant cannot see or revoke another tenant's clients", async () => {
    const res = await api.call<Problem>("POST", `/v1/clients/${b.clientId}/revoke`, session);
    expect(res.status).toBe(404);
    expect((await api.call("GET", "/v1/tenants/me", { token: b.token })).status).toBe(200);
    const listed = await api.call<{ data: Client[] }>("GET", "/v1/clients", session);
    expect(listed.body.data.map((c) => c.id)).not.toContain(b.clientId);
    const bad = await api.call<Problem>("POST", "/v1/clients/not%20an%20id/revoke", session);
    expect(bad.status).toBe(400);
  });

  it("a key asks for client scopes only, and counts against the clients quota", async () => {
    const bad = await api.call<Problem>("POST", "/v1/clients", {
      ...session,
      body: { name: "Too much", scopes: ["admin:api-keys"] },
    });
    expect(bad.status).toBe(422);
    const made: string[] = [];
    let last = 201;
    for (let i = 0; i < 12 && last === 201; i++) {
      const res = await api.call<Created>("POST", "/v1/clients", { ...session, body: { name: `Key ${i}` } });
      last = res.status;
      if (res.status === 201) made.push(res.body.id);
    }
    expect(last).toBe(403);
    expect(made).toHaveLength(9);
    // Revoking frees the place.
    await api.call("POST", `/v1/clients/${made[0]}/revoke`, session);
    const more = await api.call("POST", "/v1/clients", { ...session, body: { name: "One more" } });
    expect(more.status).toBe(201);
  });
});
