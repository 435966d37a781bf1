import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS, type WorkspaceList } from "../../contracts/account";
import { AccountClient, consoleTokenFor, openDemoWorkspace, signedInPerson } from "../../tests/support/account-client";
import { ApiClient } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { DEMO_COMPANY, DEMO_FACILITIES, DEMO_TENANT_ID } from "../demo/demo-data";

const PASSWORD = "tidal-Furnace-42";
let counter = 0;
const newEmail = () => `workspace${Date.now()}${counter++}@example.in`;

type Page<T = { id: string }> = { data: T[] };

function lastMonth() {
  const now = new Date();
  const day = (month: number, date: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), month, date)).toISOString().slice(0, 10);
  return { from: day(now.getUTCMonth() - 1, 1), to: day(now.getUTCMonth(), 0) };
}
type Problem = { status: number; detail: string };

describe.each(engines)("an account's workspaces on %s", { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { accountAddressLimits: false },
      { leads: { outbox: { autoStart: false } } },
    );
    api = new ApiClient(server.url);
  }, 120_000);
  afterAll(() => server.close());

  const person = () => signedInPerson(server, newEmail(), PASSWORD);

  const list = async <T = { id: string }>(path: string, token: string) => {
    const res = await api.call<Page<T>>("GET", `/v1${path}`, { token });
    expect(res.status, path).toBe(200);
    return res.body.data;
  };

  /** An organisation, a facility and last month's diesel in the workspace the token is for: a record of its own. */
  async function ownRecord(token: string) {
    const org = await api.call<{ id: string }>("POST", "/v1/orgs", {
      token,
      body: { name: "Rao Steel", country: "IN", industry: "manufacturing" },
    });
    expect(org.status).toBe(201);
    const facility = await api.call<{ id: string }>("POST", "/v1/facilities", {
      token,
      body: {
        org_id: org.body.id,
        name: "Rao Steel Nagpur",
        country: "IN",
        lat: 21.1,
        lon: 79.1,
        industry: "manufacturing",
      },
    });
    expect(facility.status).toBe(201);
    const { from, to } = lastMonth();
    const records = await api.call<{ data: { id: string }[] }>("POST", "/v1/activity-records", {
      token,
      body: {
        records: [
          {
            facility_id: facility.body.id,
            activity: "diesel",
            quantity: 1200,
            unit: "L",
            period_start: from,
            period_end: to,
          },
        ],
      },
    });
    expect(records.status).toBe(201);
    return { orgId: org.body.id, facilityId: facility.body.id };
  }

  /** Last month's total emissions (kg CO2e) as the overview's KPIs answer them for the token's workspace. */
  async function lastMonthTotal(token: string) {
    const { from, to } = lastMonth();
    const res = await api.call<{ totals: { co2e: number } }>(
      "GET",
      `/v1/emission-analytics/kpis?period.from=${from}&period.to=${to}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body.totals.co2e;
  }

  const workspacesOf = async (c: AccountClient) => {
    const res = await c.get<WorkspaceList>(AUTH_PATHS.workspaces);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return res.body.workspaces;
  };

  it("sign-up gives the person's own company workspace, empty: no records, facilities or organisations", async () => {
    const { c, tenantId } = await person();
    expect(await workspacesOf(c)).toEqual([{ tenantId, name: "Rao Steel", kind: "own" }]);
    const token = await consoleTokenFor(c);
    expect(token.tenantId).toBe(tenantId);
    expect(await list("/activity-records", token.accessToken)).toEqual([]);
    expect(await list("/facilities", token.accessToken)).toEqual([]);
    expect(await list("/orgs", token.accessToken)).toEqual([]);
    expect(await list("/activity-records/uploads", token.accessToken)).toEqual([]);
    // Named explicitly, the own workspace gives the same.
    expect((await consoleTokenFor(c, tenantId)).tenantId).toBe(tenantId);
  });

  it("the own workspace is never reset to the demo data (409, its records kept); the demo workspace resets", async () => {
    // A reset needs admin:tenant, which the console's token carries once the address is confirmed.
    const { c, tenantId } = await signedInPerson(server, newEmail(), PASSWORD, { verified: true });
    const own = await consoleTokenFor(c);
    await ownRecord(own.accessToken);
    const refused = await api.call<Problem & { type: string }>("POST", "/v1/sandbox/reset", { token: own.accessToken });
    expect(refused.status).toBe(409);
    expect(refused.body.type).toMatch(/\/problems\/not-a-sandbox$/);
    expect(refused.body.detail).toMatch(/company's own workspace/);
    expect(await list("/activity-records", own.accessToken)).toHaveLength(1);
    expect((await list<{ name: string }>("/orgs", own.accessToken)).map((o) => o.name)).toEqual(["Rao Steel"]);
    const me = await api.call<{ id: string; kind: string }>("GET", "/v1/tenants/me", { token: own.accessToken });
    expect(me.body).toMatchObject({ id: tenantId, kind: "workspace" });

    const demo = await openDemoWorkspace(c);
    const demoToken = await consoleTokenFor(c, demo.tenantId);
    const reset = await api.call("POST", "/v1/sandbox/reset", { token: demoToken.accessToken });
    expect(reset.status).toBe(200);
    expect((await list<{ name: string }>("/orgs", demoToken.accessToken)).map((o) => o.name)).toEqual([DEMO_COMPANY]);
  });

  it("opening the demo makes a second workspace, named as the demo company and holding its data, once", async () => {
    const { c, tenantId } = await person();
    const opened = await c.post<{ tenantId: string; name: string; kind: string }>(AUTH_PATHS.demoWorkspace);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ name: DEMO_COMPANY, kind: "demo" });
    const demo = opened.body.tenantId;
    expect(demo).not.toBe(tenantId);
    expect(demo).not.toBe(DEMO_TENANT_ID);
    const again = await c.post<{ tenantId: string }>(AUTH_PATHS.demoWorkspace);
    expect(again.status).toBe(200);
    expect(again.body.tenantId).toBe(demo);
    expect(await workspacesOf(c)).toEqual([
      { tenantId, name: "Rao Steel", kind: "own" },
      { tenantId: demo, name: DEMO_COMPANY, kind: "demo" },
    ]);

    const token = await consoleTokenFor(c, demo);
    expect(token.tenantId).toBe(demo);
    const me = await api.call<{ id: string; name: string }>("GET", "/v1/tenants/me", { token: token.accessToken });
    expect(me.body).toMatchObject({ id: demo, name: DEMO_COMPANY });
    const orgs = await list<{ name: string }>("/orgs", token.accessToken);
    expect(orgs.map((o) => o.name)).toEqual([DEMO_COMPANY]);
    const facilities = await list<{ name: string }>("/facilities", token.accessToken);
    expect(facilities.map((f) => f.name).sort()).toEqual(DEMO_FACILITIES.map((f) => f.name).sort());
    expect((await list("/activity-records", token.accessToken)).length).toBeGreaterThan(0);
    // The own workspace is still empty.
    expect(await list("/activity-records", (await consoleTokenFor(c)).accessToken)).toEqual([]);
  });

  it("a workspace's token sees none of another workspace's data, either way", async () => {
    const { c, tenantId } = await person();
    const demo = (await openDemoWorkspace(c)).tenantId;
    const own = (await consoleTokenFor(c)).accessToken;
    const demoToken = (await consoleTokenFor(c, demo)).accessToken;
    const demoBefore = await lastMonthTotal(demoToken);
    expect(demoBefore).toBeGreaterThan(0);
    const mine = await ownRecord(own);

    const ownRecords = await list<{ id: string; facility_id: string }>("/activity-records", own);
    expect(ownRecords.map((r) => r.facility_id)).toEqual([mine.facilityId]);
    expect((await list("/facilities", own)).map((f) => f.id)).toEqual([mine.facilityId]);

    const demoRecords = await list<{ id: string; facility_id: string }>("/activity-records", demoToken);
    const demoFacilities = (await list("/facilities", demoToken)).map((f) => f.id);
    expect(demoFacilities).not.toContain(mine.facilityId);
    expect(demoRecords.map((r) => r.facility_id)).not.toContain(mine.facilityId);
    expect((await list("/orgs", demoToken)).map((o) => o.id)).not.toContain(mine.orgId);
    const ownIds = new Set(ownRecords.map((r) => r.id));
    expect(demoRecords.filter((r) => ownIds.has(r.id))).toEqual([]);
    expect(await list(`/activity-records?filter=facility_id==${mine.facilityId}`, demoToken)).toEqual([]);
    // The analytics answer each workspace from its own records: the demo's month is as it was, the own one's is its
    // one record's.
    expect(await lastMonthTotal(demoToken)).toBe(demoBefore);
    const ownTotal = await lastMonthTotal(own);
    expect(ownTotal).toBeGreaterThan(0);
    expect(ownTotal).toBeLessThan(demoBefore);

    // One workspace's objects are not found with the other's token, nor its tenant named in a path.
    const across = await api.call<Problem>("GET", `/v1/facilities/${mine.facilityId}`, { token: demoToken });
    expect(across.status).toBe(404);
    const back = await api.call<Problem>("GET", `/v1/facilities/${demoFacilities[0]}`, { token: own });
    expect(back.status).toBe(404);
    const named = await api.call<Problem>("GET", `/v1/tenants/${tenantId}/facilities`, { token: demoToken });
    expect(named.status).toBe(403);
  });

  it("a token for a workspace the account is not a member of is refused in words", async () => {
    const { c } = await person();
    const other = await person();
    const theirDemo = (await openDemoWorkspace(other.c)).tenantId;
    for (const workspace of [other.tenantId, theirDemo, DEMO_TENANT_ID, "01JZZZZZZZZZZZZZZZZZZZZZZZ"]) {
      const res = await c.post<Problem>(AUTH_PATHS.consoleToken, { workspace });
      expect(res.status, workspace).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.body.detail).toBe(
        "That workspace is not one of yours. Choose one of your workspaces in the console's header.",
      );
    }
    const wrongType = await c.post<Problem>(AUTH_PATHS.consoleToken, { workspace: 42 });
    expect(wrongType.status).toBe(422);
    // Without a session, neither the list nor the demo opens.
    const anyone = await new AccountClient(server.url).get(AUTH_PATHS.workspaces);
    expect(anyone.status).toBe(401);
    const noCsrf = await c.post(AUTH_PATHS.demoWorkspace, {}, { csrf: null });
    expect(noCsrf.status).toBe(403);
  });

  it("deleting the account deletes every workspace, the demo one included", async () => {
    const { c, tenantId } = await person();
    const demo = (await openDemoWorkspace(c)).tenantId;
    expect((await c.post(AUTH_PATHS.deleteAccount, { password: PASSWORD })).status).toBe(204);
    const left = await server.testDb.db.query<{ table: string; n: number }>(
      `SELECT 'api_tenant' AS table, count(*)::int AS n FROM api_tenant WHERE id = ANY($1)
       UNION ALL SELECT 'api_facility', count(*)::int FROM api_facility WHERE tenant_id = ANY($1)
       UNION ALL SELECT 'activity_record', count(*)::int FROM activity_record WHERE tenant_id = ANY($1)
       UNION ALL SELECT 'api_user', count(*)::int FROM api_user WHERE tenant_id = ANY($1)
       UNION ALL SELECT 'account_workspace', count(*)::int FROM account_workspace WHERE tenant_id = ANY($1)`,
      [[tenantId, demo]],
    );
    expect(left.map((r) => [r.table, r.n])).toEqual([
      ["api_tenant", 0],
      ["api_facility", 0],
      ["activity_record", 0],
      ["api_user", 0],
      ["account_workspace", 0],
    ]);
  });
});
