import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { testConfig } from "../config";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SCOPES, DEMO_CLIENT_SECRET, ensureDemoTenant } from "./demo-data";

type Problem = { type: string; detail: string };
type DocOperation = { operationId: string; security?: Record<string, string[]>[] };
type Doc = { paths: Record<string, Record<string, DocOperation>> };

const ANY_ID = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

/** Every operation of the served document with its method, path and the scope its bearer token needs. */
async function documentedOperations(api: ApiClient) {
  const doc = (await api.document()) as unknown as Doc;
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      operationId: op.operationId,
      scope: op.security?.flatMap((s) => Object.values(s).flat())[0],
      bearer: (op.security?.length ?? 0) > 0,
    })),
  );
}

describe.each(engines)("the public demo client on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    token = await api.token();
    tenantId = (await api.call<{ id: string }>("GET", "/v1/tenants/me", { token })).body.id;
  });
  afterAll(() => server.close());

  it("is refused every operation that writes stored data, with 403 naming the scope and how to get a sandbox", async () => {
    const operations = await documentedOperations(api);
    const refused = operations.filter((o) => o.bearer && o.scope && !DEMO_CLIENT_SCOPES.includes(o.scope as never));
    const writes = operations.filter((o) => o.bearer && o.method !== "GET");
    // Every write needs a scope the demo client lacks, except computations that store nothing.
    for (const w of writes) {
      const computes = w.template.includes("/emission-analytics/");
      expect(computes || refused.includes(w), `${w.method} ${w.template} is refused to the demo client`).toBe(true);
    }
    expect(refused.filter((o) => o.method !== "GET").length).toBeGreaterThanOrEqual(15);

    for (const op of refused) {
      const path = `/v1${op.template.replace("{tenant_id}", tenantId).replace(/\{[^}]+\}/g, ANY_ID)}`;
      const res = await api.call<Problem>(op.method, path, { token });
      const where = `${op.method} ${op.template}`;
      expect(res.status, where).toBe(403);
      expect(res.body.type, where).toBe("/problems/insufficient-scope");
      expect(res.body.detail, where).toContain(op.scope);
      expect(res.body.detail, where).toContain("POST /v1/sandbox/tenants");
    }
  });

  it("reads: facilities, KPIs and the factor catalogue answer", async () => {
    expect((await api.call("GET", "/v1/facilities", { token })).status).toBe(200);
    expect((await api.call("GET", "/v1/emission-analytics/kpis", { token })).status).toBe(200);
    expect((await api.call("GET", "/v1/emission-factors?source=CEA", { token })).status).toBe(200);
  });

  it("cannot ask the token endpoint for a write scope", async () => {
    const res = await api.call<{ error: string; error_description: string }>("POST", "/v1/auth/token", {
      body: {
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: DEMO_CLIENT_SECRET,
        audience: `${testConfig().publicBaseUrl}/v1`,
        scope: "read:activity write:activity",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_scope");
    expect(res.body.error_description).toContain("write:activity");
    expect(res.body.error_description).toContain("read-only");
  });

  it("loses the write scopes an earlier version gave it when the server starts again", async () => {
    await server.testDb.db.query("UPDATE api_client SET scopes = $2 WHERE id = $1", [
      DEMO_CLIENT_ID,
      ["read:activity", "write:activity", "admin:tenant"],
    ]);
    await ensureDemoTenant(server.testDb.db);
    const [row] = await server.testDb.db.query<{ scopes: string[] }>("SELECT scopes FROM api_client WHERE id = $1", [
      DEMO_CLIENT_ID,
    ]);
    expect([...row!.scopes].sort()).toEqual([...DEMO_CLIENT_SCOPES].sort());
  });
});
