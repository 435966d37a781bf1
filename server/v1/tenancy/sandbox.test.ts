import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { runSandboxCleanup } from "../plugin";
import { SANDBOX_LIFETIME_DAYS } from "./sandbox";

type Row = Record<string, unknown> & { id: string };
type List = { data: Row[]; summary: { total: number } };
type Problem = { status: number; errors?: { field: string; code: string }[] };
type Created = {
  tenant_id: string;
  client_id: string;
  client_secret: string;
  audience: string;
  token_url: string;
  curl: string;
  expires_at: string;
};

const TABLES = ["api_org", "api_facility", "api_source", "api_meter", "api_user", "api_client", "api_idempotency"];

describe.each(engines)("v1 sandbox tenants on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { sandboxSignupsPerHour: 5 });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const rowsOf = async (tenantId: string) => {
    let n = 0;
    for (const table of TABLES) {
      const [r] = await server.testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`,
        [tenantId],
      );
      n += r!.n;
    }
    return n;
  };

  it("the seeded demo tenant answers with three facilities", async () => {
    const token = await api.token();
    const res = await api.call<List>("GET", "/v1/facilities", { token });
    expect(res.body.summary.total).toBe(3);
  });

  it("creates an isolated tenant with demo data and returns credentials once, with a working curl", async () => {
    const res = await api.call<Created>("POST", "/v1/sandbox/tenants", {
      body: { name: "Meera Iyer", email: "meera@example.in", company: "Iyer Textiles" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const c = res.body;
    expect(c.client_secret.length).toBeGreaterThanOrEqual(40);
    expect(c.curl).toContain(c.token_url);
    expect(c.curl).toContain(`client_id='${c.client_id}'`);
    expect(c.curl).toContain(`client_secret='${c.client_secret}'`);
    expect(new Date(c.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The secret is stored hashed, never in clear.
    const [client] = await server.testDb.db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM api_client WHERE id = $1",
      [c.client_id],
    );
    expect(client!.secret_hash).toMatch(/^scrypt\$/);
    expect(client!.secret_hash).not.toContain(c.client_secret);

    const token = await api.token(c.client_id, c.client_secret);
    const facilities = await api.call<List>("GET", "/v1/facilities", { token });
    expect(facilities.body.summary.total).toBe(3);
    const orgs = await api.call<List>("GET", "/v1/orgs", { token });
    expect(orgs.body.data[0]!.name).toBe("Iyer Textiles");
    expect((await api.call<List>("GET", "/v1/sources", { token })).body.summary.total).toBe(6);
    expect((await api.call<List>("GET", "/v1/meters", { token })).body.summary.total).toBe(6);
    // None of the demo tenant's rows are visible.
    const demo = await api.call<List>("GET", "/v1/facilities", { token: await api.token() });
    for (const f of demo.body.data)
      expect((await api.call("GET", `/v1/facilities/${f.id}`, { token })).status).toBe(404);
  });

  it("validates the sign-up body", async () => {
    const res = await api.call<Problem>("POST", "/v1/sandbox/tenants", {
      body: { name: "", email: "nope", company: "" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.field).sort()).toEqual(["company", "email", "name"]);
  });

  it("restores the demo data on reset (admin:tenant only)", async () => {
    const t = await newSandboxTenant(api, "Reset Co");
    const facilities = await api.call<List>("GET", "/v1/facilities", { token: t.token });
    const orgId = String(facilities.body.data[0]!.org_id);
    await api.call("POST", "/v1/facilities", {
      token: t.token,
      body: { org_id: orgId, name: "Extra", country: "IN", lat: 1, lon: 1 },
    });
    await api.call("PATCH", `/v1/orgs/${orgId}`, { token: t.token, body: { name: "Renamed" } });
    const readOnly = await api.token(t.clientId, t.secret, "read:activity write:activity");
    expect((await api.call("POST", "/v1/sandbox/reset", { token: readOnly })).status).toBe(403);
    const reset = await api.call("POST", "/v1/sandbox/reset", { token: t.token });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ organizations: 1, facilities: 3, sources: 6, meters: 6, instruments: 1 });
    const counts = reset.body as { activity_records: number; production_records: number };
    // 36 months of demo activity and production come back with the resources.
    expect(counts.activity_records).toBeGreaterThan(36 * 8);
    expect(counts.production_records).toBe(72);
    const after = await api.call<List>("GET", "/v1/facilities", { token: t.token });
    expect(after.body.summary.total).toBe(3);
    const records = await api.call<List>("GET", "/v1/activity-records?page[size]=1", { token: t.token });
    expect(records.body.summary.total).toBe(counts.activity_records);
    expect((await api.call<List>("GET", "/v1/orgs", { token: t.token })).body.data[0]!.name).toBe("Reset Co");
  });

  it("deletes expired sandbox tenants with every row they own, and their tokens stop working", async () => {
    const t = await newSandboxTenant(api, "Expiring Co");
    await api.call("POST", "/v1/orgs", {
      token: t.token,
      body: { name: "Kept?", country: "IN", industry: "other" },
      headers: { "Idempotency-Key": "k-1" },
    });
    expect(await rowsOf(t.tenantId)).toBeGreaterThan(10);
    const unchanged = await runSandboxCleanup(server.testDb.db);
    expect(unchanged.tenantsDeleted).toBe(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    const { tenantsDeleted } = await runSandboxCleanup(server.testDb.db, later);
    expect(tenantsDeleted).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(t.tenantId)).toBe(0);
    expect((await api.call("GET", "/v1/tenants/me", { token: t.token })).status).toBe(401);
    const demo = await api.call<List>("GET", "/v1/facilities", { token: await api.token() });
    expect(demo.body.summary.total).toBe(3);
  });

  it("warns with Sunset in a tenant's last 7 days, and the sweep deletes it once its expiry has passed", async () => {
    const t = await newSandboxTenant(api, "Sunset Co");
    const { db } = server.testDb;
    const fresh = await api.call<{ expires_at: string }>("GET", "/v1/tenants/me", { token: t.token });
    expect(fresh.headers.get("sunset")).toBeNull();
    const expiresAt = new Date(fresh.body.expires_at);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((SANDBOX_LIFETIME_DAYS - 1) * 86_400_000);

    // Eight days before the end nothing is said; seven days before, every response says when.
    const day = 86_400_000;
    const endsIn = async (ms: number) => {
      const end = new Date(Math.floor((Date.now() + ms) / 1000) * 1000);
      await db.query("UPDATE api_tenant SET expires_at = $2 WHERE id = $1", [t.tenantId, end]);
      return end;
    };
    await endsIn(8 * day);
    expect((await api.call("GET", "/v1/facilities", { token: t.token })).headers.get("sunset")).toBeNull();
    const end = await endsIn(7 * day - 60_000);
    const me = await api.call<{ expires_at: string }>("GET", "/v1/tenants/me", { token: t.token });
    expect(me.headers.get("sunset")).toBe(end.toUTCString());
    expect(me.body.expires_at).toBe(end.toISOString());
    const refused = await api.call("GET", "/v1/facilities?colour=red", { token: t.token });
    expect(refused.status).toBe(400);
    expect((await api.call("GET", "/v1/orgs", { token: t.token })).headers.get("sunset")).toBe(end.toUTCString());

    // The sweep, run with the clock moved: a second before the end the tenant stays; at the end it goes.
    const justBefore = await runSandboxCleanup(db, new Date(end.getTime() - 1000));
    expect(justBefore.tenantsDeleted).toBe(0);
    expect(await rowsOf(t.tenantId)).toBeGreaterThan(10);
    const atTheEnd = await runSandboxCleanup(db, end);
    expect(atTheEnd.tenantsDeleted).toBe(1);
    expect(await rowsOf(t.tenantId)).toBe(0);
    expect((await api.call("GET", "/v1/tenants/me", { token: t.token })).status).toBe(401);
  });

  it("limits sign-ups per client address with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 3; i++) {
      const res = await api.call("POST", "/v1/sandbox/tenants", {
        body: { name: "Spam", email: `s${i}@example.com`, company: "Spam Inc" },
      });
      statuses.push(res.status);
      if (res.status === 429) last = { headers: res.headers } as Response;
    }
    expect(statuses).toContain(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
