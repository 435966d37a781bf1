import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Problem = { type: string; status: number; detail: string; errors?: { field: string; code: string }[] };
type Row = Record<string, unknown> & { id: string };
type List = {
  data: Row[];
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number };
};

describe.each(engines)("v1 resources on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  /** Tenant B's demo rows, which tenant A must never reach. */
  let bRows: { org: string; facility: string; source: string; meter: string; user: string };

  beforeAll(async () => {
    server = await startTestServer(engine, { sandboxSignupsPerHour: 100 });
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api, "Tenant A Ltd");
    b = await newSandboxTenant(api, "Tenant B Ltd");
    const get = async (path: string) => (await api.call<List>("GET", path, { token: b.token })).body.data[0]!.id;
    bRows = {
      org: await get("/v1/orgs"),
      facility: await get("/v1/facilities"),
      source: await get("/v1/sources"),
      meter: await get("/v1/meters"),
      user: await get(`/v1/tenants/${b.tenantId}/users`),
    };
  });
  afterAll(() => server.close());

  it("GET /tenants/me describes the token's tenant and grants", async () => {
    const res = await api.call("GET", "/v1/tenants/me", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.tenantId, kind: "sandbox", environment: "sandbox" });
    expect((res.body.token as { scopes: string[] }).scopes).toContain("admin:tenant");
  });

  it("creates, reads and updates an organisation, and validates its body", async () => {
    const created = await api.call<Row>("POST", "/v1/orgs", {
      token: a.token,
      body: { name: "Acme Cement", country: "IN", industry: "manufacturing" },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(created.body.created_at).toMatch(/Z$/);
    const read = await api.call<Row>("GET", `/v1/orgs/${created.body.id}`, { token: a.token });
    expect(read.body).toEqual(created.body);
    const patched = await api.call<Row>("PATCH", `/v1/orgs/${created.body.id}`, {
      token: a.token,
      body: { name: "Acme Cement Ltd" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Acme Cement Ltd", country: "IN" });

    const invalid = await api.call<Problem>("POST", "/v1/orgs", {
      token: a.token,
      body: { name: "", country: "India", industry: "mining", extra: 1 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const fields = Object.fromEntries(invalid.body.errors!.map((e) => [e.field, e.code]));
    expect(fields).toEqual({
      name: "REQUIRED",
      country: "INVALID_FORMAT",
      industry: "INVALID_VALUE",
      extra: "UNKNOWN_FIELD",
    });

    const emptyPatch = await api.call<Problem>("PATCH", `/v1/orgs/${created.body.id}`, { token: a.token, body: {} });
    expect(emptyPatch.status).toBe(422);
  });

  it("creates and reads facilities, lists them by org, and names out-of-range coordinates", async () => {
    const orgs = await api.call<List>("GET", "/v1/orgs", { token: a.token });
    const orgId = orgs.body.data[0]!.id;
    const created = await api.call<Row>("POST", "/v1/facilities", {
      token: a.token,
      body: { org_id: orgId, name: "Nagpur Yard", country: "IN", state: "Maharashtra", lat: 21.1458, lon: 79.0882 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ org_id: orgId, active: true, industry: null, lat: 21.1458 });
    const read = await api.call<Row>("GET", `/v1/facilities/${created.body.id}`, { token: a.token });
    expect(read.body).toEqual(created.body);
    const byOrg = await api.call<List>("GET", `/v1/facilities?org_id=${orgId}`, { token: a.token });
    expect(byOrg.body.summary.total).toBe(4);
    expect(byOrg.body.data.every((f) => f.org_id === orgId)).toBe(true);

    const range = await api.call<Problem>("POST", "/v1/facilities", {
      token: a.token,
      body: { org_id: orgId, name: "Nowhere", country: "IN", lat: 91, lon: -200 },
    });
    expect(range.status).toBe(422);
    expect(range.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "lat", code: "OUT_OF_RANGE" }),
        expect.objectContaining({ field: "lon", code: "OUT_OF_RANGE" }),
      ]),
    );
    const missing = await api.call<Problem>("POST", "/v1/facilities", { token: a.token, body: { name: "x" } });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "org_id", code: "REQUIRED" })]),
    );
  });

  it("creates sources and meters, and refuses a meter whose unit cannot measure its source", async () => {
    const facilities = await api.call<List>("GET", "/v1/facilities", { token: a.token });
    const source = await api.call<Row>("POST", "/v1/sources", {
      token: a.token,
      body: {
        facility_id: facilities.body.data[0]!.id,
        type: "purchased_electricity",
        unit: "kWh",
        description: "Rooftop feed",
      },
    });
    expect(source.status).toBe(201);
    expect((await api.call<Row>("GET", `/v1/sources/${source.body.id}`, { token: a.token })).body).toEqual(source.body);

    const meter = await api.call<Row>("POST", "/v1/meters", {
      token: a.token,
      body: { source_id: source.body.id, serial: "EM-001", make: "Secure", model: "Apex 100", unit: "MWh" },
    });
    expect(meter.status).toBe(201);
    expect((await api.call<Row>("GET", `/v1/meters/${meter.body.id}`, { token: a.token })).body).toEqual(meter.body);

    const mismatch = await api.call<Problem>("POST", "/v1/meters", {
      token: a.token,
      body: { source_id: source.body.id, serial: "EM-002", unit: "L" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([expect.objectContaining({ field: "unit", code: "UNIT_MISMATCH" })]);
  });

  it("manages users under /tenants/{tenant_id}/users with permissions from roles", async () => {
    const created = await api.call<Row>("POST", `/v1/tenants/${a.tenantId}/users`, {
      token: a.token,
      body: { email: "Auditor@Example.com", roles: ["auditor"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: "auditor@example.com",
      roles: ["auditor"],
      permissions: ["read:activity", "read:reports", "read:analytics", "read:audit"],
      mfa_enabled: false,
      last_login_at: null,
    });
    const dup = await api.call<Problem>("POST", `/v1/tenants/${a.tenantId}/users`, {
      token: a.token,
      body: { email: "auditor@example.com", roles: ["auditor"] },
    });
    expect(dup.status).toBe(409);
    const patched = await api.call<Row>("PATCH", `/v1/tenants/${a.tenantId}/users/${created.body.id}`, {
      token: a.token,
      body: { roles: ["analyst"], mfa_enabled: true },
    });
    expect(patched.body).toMatchObject({ roles: ["analyst"], mfa_enabled: true });
    const list = await api.call<List>("GET", `/v1/tenants/${a.tenantId}/users`, { token: a.token });
    expect(list.body.data.map((u) => u.email)).toContain("auditor@example.com");
    const bad = await api.call<Problem>("POST", `/v1/tenants/${a.tenantId}/users`, {
      token: a.token,
      body: { email: "not-an-email", roles: ["root"] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(["email", "roles.0"]);
  });

  it("reaches every resource under /tenants/{tenant_id}/ too", async () => {
    const t = `/v1/tenants/${a.tenantId}`;
    const list = await api.call<List>("GET", `${t}/facilities`, { token: a.token });
    expect(list.status).toBe(200);
    const id = list.body.data[0]!.id;
    expect((await api.call("GET", `${t}/facilities/${id}`, { token: a.token })).status).toBe(200);
    expect((await api.call("GET", `${t}/orgs`, { token: a.token })).status).toBe(200);
    expect((await api.call("GET", `${t}/sources`, { token: a.token })).status).toBe(200);
    expect((await api.call("GET", `${t}/meters`, { token: a.token })).status).toBe(200);
  });

  it("never lets tenant A read or write tenant B's rows", async () => {
    const reads = [
      `/v1/orgs/${bRows.org}`,
      `/v1/facilities/${bRows.facility}`,
      `/v1/sources/${bRows.source}`,
      `/v1/meters/${bRows.meter}`,
      `/v1/tenants/${a.tenantId}/facilities/${bRows.facility}`,
    ];
    for (const path of reads) {
      const res = await api.call<Problem>("GET", path, { token: a.token });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Tenant B");
    }
    const patchOrg = await api.call("PATCH", `/v1/orgs/${bRows.org}`, { token: a.token, body: { name: "Hijacked" } });
    expect(patchOrg.status).toBe(404);
    const patchUser = await api.call("PATCH", `/v1/tenants/${a.tenantId}/users/${bRows.user}`, {
      token: a.token,
      body: { roles: ["admin"] },
    });
    expect(patchUser.status).toBe(404);
    const writes: [string, Record<string, unknown>, string][] = [
      ["/v1/facilities", { org_id: bRows.org, name: "X", country: "IN", lat: 1, lon: 1 }, "org_id"],
      ["/v1/sources", { facility_id: bRows.facility, type: "waste", unit: "kg" }, "facility_id"],
      ["/v1/meters", { source_id: bRows.source, serial: "S", unit: "kWh" }, "source_id"],
    ];
    for (const [path, body, fieldName] of writes) {
      const res = await api.call<Problem>("POST", path, { token: a.token, body });
      expect(res.status, path).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: fieldName, code: "UNKNOWN_REFERENCE" })]);
    }
    // B's data is untouched.
    const bOrg = await api.call<Row>("GET", `/v1/orgs/${bRows.org}`, { token: b.token });
    expect(bOrg.body.name).toBe("Tenant B Ltd");
    // Tenant paths and X-Tenant-ID naming another tenant are refused.
    const otherPaths = [
      ["GET", `/v1/tenants/${b.tenantId}/users`],
      ["POST", `/v1/tenants/${b.tenantId}/users`],
      ["PATCH", `/v1/tenants/${b.tenantId}/users/${bRows.user}`],
      ["GET", `/v1/tenants/${b.tenantId}/facilities`],
      ["GET", `/v1/tenants/${b.tenantId}/orgs/${bRows.org}`],
      ["PATCH", `/v1/tenants/${b.tenantId}/orgs/${bRows.org}`],
      ["POST", `/v1/tenants/${b.tenantId}/facilities`],
      ["GET", `/v1/tenants/${b.tenantId}/sources/${bRows.source}`],
      ["POST", `/v1/tenants/${b.tenantId}/sources`],
      ["GET", `/v1/tenants/${b.tenantId}/meters/${bRows.meter}`],
      ["POST", `/v1/tenants/${b.tenantId}/meters`],
      ["POST", `/v1/tenants/${b.tenantId}/sandbox/reset`],
    ];
    for (const [method, path] of otherPaths) {
      const res = await api.call<Problem>(method!, path!, { token: a.token, body: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.type).toBe("/problems/tenant-mismatch");
    }
    const header = await api.call("GET", "/v1/facilities", { token: a.token, headers: { "X-Tenant-ID": b.tenantId } });
    expect(header.status).toBe(403);
    const own = await api.call("GET", "/v1/facilities", { token: a.token, headers: { "X-Tenant-ID": a.tenantId } });
    expect(own.status).toBe(200);
  });

  it("refuses every bearer operation without a token (401) and without its scope (403 naming it)", async () => {
    const doc = (await api.document()) as {
      paths: Record<string, Record<string, { security: { oauth2?: string[] }[]; requestBody?: unknown }>>;
    };
    // A token holding one scope that none of an operation's alternatives is: read:reports for most, plan:decarb for
    // the reads read:reports grants.
    const tokens = {
      "read:reports": await api.token(a.clientId, a.secret, "read:reports"),
      "plan:decarb": await api.token(a.clientId, a.secret, "plan:decarb"),
    };
    let checked = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.security.length) continue;
        const scopes = op.security.flatMap((requirement) => requirement.oauth2 ?? []);
        const held = scopes.includes("read:reports") ? "plan:decarb" : "read:reports";
        expect(scopes, `${method} ${template}`).not.toContain(held);
        const unrelated = tokens[held];
        const path = `/v1${template.replace("{tenant_id}", a.tenantId).replace(/\{[^}]+\}/g, "01ARZ3NDEKTSV4RRFFQ69G5FAV")}`;
        const body = op.requestBody ? {} : undefined;
        const anonymous = await api.call<Problem>(method.toUpperCase(), path, { body });
        expect(anonymous.status, `${method} ${template}`).toBe(401);
        if (scopes.length) {
          const res = await api.call<Problem>(method.toUpperCase(), path, { token: unrelated, body });
          expect(res.status, `${method} ${template}`).toBe(403);
          expect(res.body.detail).toContain(scopes[0]);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it("lists only the caller's rows", async () => {
    for (const [path, id] of [
      ["/v1/orgs", bRows.org],
      ["/v1/facilities", bRows.facility],
      ["/v1/sources", bRows.source],
      ["/v1/meters", bRows.meter],
      [`/v1/tenants/${a.tenantId}/users`, bRows.user],
    ] as const) {
      const res = await api.call<List>("GET", `${path}?page[size]=200`, { token: a.token });
      expect(
        res.body.data.map((r) => r.id),
        path,
      ).not.toContain(id);
    }
  });

  it("answers 403 naming the missing scope", async () => {
    const readOnly = await api.token(a.clientId, a.secret, "read:activity");
    const write = await api.call<Problem>("POST", "/v1/orgs", {
      token: readOnly,
      body: { name: "X", country: "IN", industry: "other" },
    });
    expect(write.status).toBe(403);
    expect(write.body.detail).toContain("write:activity");
    expect(write.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    const users = await api.call<Problem>("GET", `/v1/tenants/${a.tenantId}/users`, { token: readOnly });
    expect(users.status).toBe(403);
    expect(users.body.detail).toContain("admin:tenant");
    expect((await api.call("GET", "/v1/facilities", { token: readOnly })).status).toBe(200);
  });

  it("adds *_local display times for a valid X-Timezone and refuses an invalid one", async () => {
    const res = await api.call<List>("GET", "/v1/orgs", { token: a.token, headers: { "X-Timezone": "Asia/Kolkata" } });
    const org = res.body.data[0]!;
    expect(String(org.created_at_local)).toMatch(/\+05:30$/);
    expect(new Date(String(org.created_at_local)).getTime()).toBe(new Date(String(org.created_at)).getTime());
    const bad = await api.call<Problem>("GET", "/v1/orgs", {
      token: a.token,
      headers: { "X-Timezone": "Mars/Olympus" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: "X-Timezone" })]);
  });

  it("answers unknown ids with 404, malformed ids with 400, and never leaks internals", async () => {
    const unknown = await api.call<Problem>("GET", "/v1/facilities/01ARZ3NDEKTSV4RRFFQ69G5FAV", { token: a.token });
    expect(unknown.status).toBe(404);
    const malformed = await api.call<Problem>("GET", "/v1/facilities/not-a-ulid", { token: a.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: "id" })]);
    const badJson = await api.call<Problem>("POST", "/v1/orgs", { token: a.token, body: "{oops" });
    expect(badJson.status).toBe(400);
    expect(JSON.stringify(badJson.body)).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });
});
