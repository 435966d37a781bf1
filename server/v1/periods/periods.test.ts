import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Snapshot = Record<string, number | string>;
type Period = {
  financial_year: string;
  state: string;
  submitted_by: { actor_type: string; actor_id: string } | null;
  signed_off_by: { actor_type: string; actor_id: string } | null;
  same_person: boolean | null;
  snapshot: Snapshot | null;
  restatement: {
    reason: string;
    previous: Snapshot;
    changes: Record<string, { before: unknown; after: unknown }>;
  } | null;
  history: { action: string; reason?: string }[];
};

const YEAR = "2025-26";
const IN_YEAR = { period_start: "2025-11-01", period_end: "2025-11-30" };
const NEXT_YEAR = { period_start: "2026-05-01", period_end: "2026-05-31" };

describe.each(engines)("reporting periods on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Periods"));
  });
  afterAll(() => server.close());

  const step = <T = Period>(action: string, token = a.token, body?: unknown, year = YEAR) =>
    api.call<T>("POST", `/v1/periods/${year}/${action}`, { token, ...(body ? { body } : {}) });
  const period = (token = a.token) => api.call<Period>("GET", `/v1/periods/${YEAR}`, { token });
  const diesel = (period: { period_start: string; period_end: string }, quantity = 100) =>
    api.call<Problem>("POST", "/v1/activity-records", {
      token: a.token,
      body: { records: [{ facility_id: plant, activity: "diesel", quantity, unit: "L", ...period }] },
    });
  const total = async (path: string, filter: string) =>
    (
      await api.call<{ summary: { total: number } }>("GET", `/v1/${path}?filter=${encodeURIComponent(filter)}`, {
        token: a.token,
      })
    ).body.summary.total;
  const inYear = "period_start>=2025-04-01;period_start<=2026-03-31";

  it("moves a year from draft to review to signed off, keeping a snapshot of its records", async () => {
    expect((await period()).body).toMatchObject({ financial_year: YEAR, state: "draft", snapshot: null });
    expect((await api.call<{ data: Period[] }>("GET", "/v1/periods", { token: a.token })).body.data).toEqual([]);
    expect((await diesel(IN_YEAR)).status).toBe(201);

    const submitted = await step("submit");
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      state: "in_review",
      submitted_by: { actor_type: "client", actor_id: a.clientId },
    });
    const again = await step<Problem>("submit");
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("FY 2025-26 is in review: it cannot be sent for review now.");

    // The sandbox is no one's workspace: its one client may sign off what it sent, and the record says so.
    const signed = await step("sign-off");
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ state: "signed_off", same_person: true, restatement: null });
    const snapshot = signed.body.snapshot!;
    expect(snapshot.activity_records).toBe(await total("activity-records", inYear));
    expect(snapshot.water_records).toBe(await total("water-records", inYear));
    expect(snapshot.waste_records).toBe(await total("waste-records", inYear));
    expect(snapshot.records_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(snapshot.scope1_tco2e)).toBeGreaterThan(0);
    expect(signed.body.history.map((h) => h.action)).toEqual(["submitted", "signed_off"]);
    const listed = (await api.call<{ data: Period[] }>("GET", "/v1/periods", { token: a.token })).body.data;
    expect(listed.map((p) => [p.financial_year, p.state])).toEqual([[YEAR, "signed_off"]]);
  });

  it("refuses every write that would change a signed-off year, naming it, and takes the next year's", async () => {
    const refused = await diesel(IN_YEAR, 5);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: "/problems/period-signed-off" });
    expect(refused.body.detail).toMatch(/^FY 2025-26 is signed off: nothing in it changes until it is reopened/);
    expect((await diesel(NEXT_YEAR, 5)).status).toBe(201);

    const water = await api.call<Problem>("POST", "/v1/water-records", {
      token: a.token,
      body: { records: [{ facility_id: plant, ...IN_YEAR, unit: "kL", withdrawal: { ground: 5 } }] },
    });
    expect(water.status).toBe(409);
    const production = await api.call<Problem>("POST", "/v1/production-records", {
      token: a.token,
      body: { records: [{ facility_id: plant, quantity: 10, unit: "tonne", ...IN_YEAR }] },
    });
    expect(production.status).toBe(409);
    const revenue = await api.call<Problem>("PUT", `/v1/financial-years/${YEAR}`, {
      token: a.token,
      body: { revenue_from_operations_inr: 1_000_000_000 },
    });
    expect(revenue.status).toBe(409);
    // The demo data's upload holds records of the signed-off year: it cannot be withdrawn now.
    const [demo] = (
      await api.call<{ data: { id: string }[] }>("GET", "/v1/activity-records/uploads?filter=kind==demo", {
        token: a.token,
      })
    ).body.data;
    const withdrawal = await api.call<Problem>("POST", `/v1/activity-records/uploads/${demo!.id}/withdraw`, {
      token: a.token,
    });
    expect(withdrawal.status).toBe(409);
    expect(withdrawal.body.detail).toContain("FY 2025-26 is signed off");

    // Another tenant's year is its own.
    expect((await period(b.token)).body.state).toBe("draft");
  });

  it("reopens with a reason (admin:tenant), and the next sign-off shows the restatement", async () => {
    const reader = await api.token(a.clientId, a.secret, "read:activity calc:emissions");
    expect((await step<Problem>("reopen", reader, { reason: "A late invoice" })).status).toBe(403);
    const short = await step<Problem>("reopen", a.token, { reason: "late" });
    expect(short.status).toBe(422);
    expect(short.body.errors?.[0]).toMatchObject({ field: "reason" });

    const reason = "A late diesel invoice for November 2025";
    const reopened = await step("reopen", a.token, { reason });
    expect(reopened.status).toBe(200);
    expect(reopened.body.state).toBe("draft");
    expect(reopened.body.history.at(-1)).toMatchObject({ action: "reopened", reason });
    expect((await diesel(IN_YEAR, 250)).status).toBe(201);

    expect((await step("submit")).status).toBe(200);
    const signed = await step("sign-off");
    expect(signed.status).toBe(200);
    const { restatement, snapshot } = signed.body;
    expect(restatement).toMatchObject({ reason, previous: expect.any(Object) });
    expect(restatement!.changes.activity_records).toEqual({
      before: restatement!.previous.activity_records,
      after: snapshot!.activity_records,
    });
    expect(Number(snapshot!.activity_records)).toBe(Number(restatement!.previous.activity_records) + 1);
    expect(restatement!.changes.records_sha256).toBeDefined();
  });

  it("keeps the preparer from signing off in a workspace of several people", async () => {
    // Two people's workspace: rows as the accounts' own workspaces would have them.
    const db = server.testDb.db;
    for (const n of [1, 2]) {
      const id = ulid();
      const userId = ulid();
      const email = `period.person.${n}.${id.toLowerCase()}@example.in`;
      await db.query(
        `INSERT INTO account (id, email, first_name, last_name, company, password_hash, tenant_id, user_id, created_at)
         VALUES ($1, $2, 'Asha', 'Rao', 'Periods B', 'none', $3, $4, now())`,
        [id, email, b.tenantId, userId],
      );
      await db.query("INSERT INTO api_user (id, tenant_id, email, roles, created_at) VALUES ($1, $2, $3, $4, now())", [
        userId,
        b.tenantId,
        email,
        [n === 1 ? "owner" : "reviewer"],
      ]);
      await db.query(
        "INSERT INTO account_workspace (account_id, tenant_id, user_id, kind, created_at) VALUES ($1, $2, $3, $4, now())",
        [id, b.tenantId, userId, n === 1 ? "own" : "member"],
      );
    }
    await newFacility(api, b.token, "Periods B Plant");
    expect((await step("submit", b.token)).status).toBe(200);
    const self = await step<Problem>("sign-off", b.token);
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ type: "/problems/separation-of-duties" });
    expect(self.body.detail).toBe("FY 2025-26 was sent for review by you: someone else in the workspace signs it off.");
    expect((await period(b.token)).body.state).toBe("in_review");
  });
});
