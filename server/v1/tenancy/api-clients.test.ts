import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SCOPES, API_SCOPES, READ_ONLY_SCOPES } from "../../../contracts/api";
import {
  ApiClient,
  type ConsoleSession,
  consoleSession,
  newSandboxTenant,
  type SandboxCredentials,
} from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { operations } from "../operations";

type Client = { id: string; name: string | null; scopes: string[] };
type Created = Client & { client_secret: string; audience: string; token_url: string };
type Problem = { status: number; type: string; detail: string; errors?: { field: string; message: string }[] };

/** The POSTs of the read-only scopes: each computes from stored data and keeps nothing. */
const COMPUTING_POSTS = ["decomposeEmissionChange", "forecastEmissions", "runEmissionScenario", "buildMacc"];

describe("the read-only scopes a key gets when it names none", () => {
  const guarded = (scope: string) =>
    operations.filter((op) => op.access.kind === "bearer" && op.access.scope === scope);

  it("guard only reads and the computations that store nothing", () => {
    // Each guards some operation (read:reports the disclosures), and none a write.
    for (const scope of READ_ONLY_SCOPES) {
      for (const op of guarded(scope)) {
        expect(op.method === "GET" || COMPUTING_POSTS.includes(op.operationId), `${scope}: ${op.operationId}`).toBe(
          true,
        );
      }
    }
  });

  it("are every client scope that guards no write, and no admin scope", () => {
    const others = API_SCOPES.filter((s) => !(READ_ONLY_SCOPES as readonly string[]).includes(s));
    for (const scope of others) {
      const writes = guarded(scope).filter((op) => op.method !== "GET" && !COMPUTING_POSTS.includes(op.operationId));
      expect(writes.length, scope).toBeGreaterThan(0);
    }
    for (const admin of ADMIN_SCOPES) expect(READ_ONLY_SCOPES).not.toContain(admin);
  });
});

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
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        field: "scopes.0",
        message: '"admin:api-keys" is not a scope a key may hold: only the console\'s session carries it',
      }),
    ]);
    const unknown = await api.call<Problem>("POST", "/v1/clients", {
      ...session,
      body: { name: "Typo", scopes: ["read:activity", "write:everything"] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveLength(1);
    expect(unknown.body.errors![0]!.message).toMatch(/^"write:everything" is not a scope a key may hold: choose from /);
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

  describe("the scopes a key is created with", () => {
    let c: SandboxCredentials;
    let asC: ConsoleSession;
    let orgId: string;
    beforeAll(async () => {
      c = await newSandboxTenant(api, "Keys C Ltd");
      asC = await consoleSession(server, c.tenantId);
      const orgs = await api.call<{ data: { id: string }[] }>("GET", "/v1/orgs", { token: c.token });
      orgId = orgs.body.data[0]!.id;
    });

    const create = async (body: Record<string, unknown>) => {
      const res = await api.call<Created>("POST", "/v1/clients", { ...asC, body });
      expect(res.status).toBe(201);
      return { key: res.body, token: await api.token(res.body.id, res.body.client_secret) };
    };
    const newFacility = (token: string, name: string) =>
      api.call<Problem>("POST", "/v1/facilities", {
        token,
        body: { org_id: orgId, name, country: "IN", lat: 18.52, lon: 73.86 },
      });

    it("named none: exactly the read-only ones; its token reads and computes, and every write is refused", async () => {
      const { key, token } = await create({ name: "BI dashboard" });
      expect(key.scopes).toEqual([...READ_ONLY_SCOPES]);
      expect(key.scopes).not.toContain("admin:tenant");
      const me = await api.call<{ token: { scopes: string[] } }>("GET", "/v1/tenants/me", { token });
      expect(me.body.token.scopes).toEqual([...READ_ONLY_SCOPES]);

      for (const path of [
        "/v1/facilities",
        "/v1/orgs",
        "/v1/emission-factors?page[size]=5",
        "/v1/activity-records?page[size]=5",
        "/v1/activity-records/uploads",
        "/v1/production-records",
        "/v1/instruments",
      ]) {
        expect((await api.call("GET", path, { token })).status, path).toBe(200);
      }
      const kpis = await api.call("GET", "/v1/emission-analytics/kpis?period.from=2025-04-01&period.to=2026-03-31", {
        token,
      });
      expect(kpis.status).toBe(200);

      const write = await newFacility(token, "Nashik Forging Unit");
      expect(write.status).toBe(403);
      expect(write.body.type).toBe("/problems/insufficient-scope");
      expect(write.body.detail).toContain("write:activity");
      const records = await api.call<Problem>("POST", "/v1/activity-records", { token, body: [] });
      expect(records.status).toBe(403);
      expect(records.body.detail).toContain("calc:emissions");
      const users = await api.call<Problem>("GET", `/v1/tenants/${c.tenantId}/users`, { token });
      expect(users.status).toBe(403);
      expect(users.body.detail).toContain("admin:tenant");
      // Nor can its token ask for more than the key holds.
      const more = await api.call<{ error: string }>("POST", "/v1/auth/token", {
        body: {
          grant_type: "client_credentials",
          client_id: key.id,
          client_secret: key.client_secret,
          audience: key.audience,
          scope: "write:activity",
        },
      });
      expect(more.status).toBe(400);
      expect(more.body.error).toBe("invalid_scope");
    });

    it("named write scopes: its token writes, and still may not manage the tenant", async () => {
      const { key, token } = await create({ name: "Meter gateway", scopes: ["read:activity", "write:activity"] });
      expect(key.scopes).toEqual(["read:activity", "write:activity"]);
      const made = await newFacility(token, "Chakan Press Shop");
      expect(made.status).toBe(201);
      expect((await api.call("GET", `/v1/tenants/${c.tenantId}/users`, { token })).status).toBe(403);
    });

    it("activity records are read with read:activity or calc:emissions, and with neither is a 403 naming both", async () => {
      const { token: recorder } = await create({ name: "ERP feed", scopes: ["calc:emissions"] });
      expect((await api.call("GET", "/v1/activity-records?page[size]=5", { token: recorder })).status).toBe(200);
      expect((await api.call("GET", "/v1/activity-records/uploads", { token: recorder })).status).toBe(200);
      const { token: writer } = await create({ name: "Facility sync", scopes: ["write:activity"] });
      const refused = await api.call<Problem>("GET", "/v1/activity-records/uploads", { token: writer });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toContain("read:activity or calc:emissions");
      expect(refused.headers.get("www-authenticate")).toContain('scope="read:activity"');
    });

    it("admin:tenant only when named", async () => {
      const { key, token } = await create({ name: "User sync", scopes: ["read:activity", "admin:tenant"] });
      expect(key.scopes).toEqual(["read:activity", "admin:tenant"]);
      expect((await api.call("GET", `/v1/tenants/${c.tenantId}/users`, { token })).status).toBe(200);
      expect((await newFacility(token, "Hosur Plant")).status).toBe(403);
      const listed = await api.call<{ data: Client[] }>("GET", "/v1/clients", asC);
      const admins = listed.body.data.filter((k) => k.scopes.includes("admin:tenant")).map((k) => k.name);
      // The sandbox's first client (every scope) and this one: none of the keys made without asking.
      expect(admins).toEqual([null, "User sync"]);
    });
  });
});
