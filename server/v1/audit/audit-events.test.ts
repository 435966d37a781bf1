import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import {
  type ApiClient,
  consoleSession,
  newFacility,
  newSandboxTenant,
  type SandboxCredentials,
} from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Event = {
  id: string;
  seq: number;
  occurred_at: string;
  actor_type: string;
  actor_id: string;
  type: string;
  resource_type: string;
  resource_id: string | null;
  request_id: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  data: Record<string, unknown>;
  prev_hash: string;
  hash: string;
};
type Page = { data: Event[]; page: { size: number; next_cursor: string | null }; summary: { total: number } };
type Verification = {
  verified: boolean;
  events: number;
  first_broken: { seq: number; id: string; reason: string } | null;
};

describe.each(engines)("the audit trail on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Audit"));
  });
  afterAll(() => server.close());

  const events = (query = "", token = a.token) => api.call<Page>("GET", `/v1/audit-events${query}`, { token });
  const filtered = (filter: string, token = a.token) => events(`?filter=${encodeURIComponent(filter)}`, token);
  const verify = (token = a.token) => api.call<Verification>("GET", "/v1/audit-events/verify", { token });

  it("records a facility's creation with the id it created", async () => {
    const res = await filtered("type==createFacility");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      seq: 1,
      actor_type: "client",
      actor_id: a.clientId,
      resource_type: "facilities",
      resource_id: plant,
      changes: null,
      prev_hash: "0".repeat(64),
      data: { method: "POST", path: "/v1/facilities", status: 201, created: [plant], created_count: 1 },
    });
  });

  it("records a PATCH with each changed field before and after, and the request id it answered with", async () => {
    const patched = await api.call<{ name: string }>("PATCH", `/v1/facilities/${plant}`, {
      token: a.token,
      body: { name: "Audit Plant Renamed" },
    });
    expect(patched.status).toBe(200);
    const requestId = patched.headers.get("x-request-id");
    expect(requestId).toBeTruthy();

    const [event] = (await filtered(`resource_id==${plant};type==updateFacility`)).body.data;
    expect(event).toMatchObject({
      type: "updateFacility",
      resource_type: "facilities",
      resource_id: plant,
      request_id: requestId,
      data: { method: "PATCH", path: `/v1/facilities/${plant}`, status: 200 },
    });
    expect(event!.changes).toEqual({ name: { before: "Audit Plant", after: "Audit Plant Renamed" } });
    const byRequest = await filtered(`request_id==${requestId}`);
    expect(byRequest.body.data.map((e) => e.id)).toEqual([event!.id]);
  });

  it("records a batch POST naming what it created", async () => {
    const stored = await api.call<{ data: { id: string }[]; summary: { upload_id: string } }>(
      "POST",
      "/v1/water-records",
      {
        token: a.token,
        body: {
          records: [
            {
              facility_id: plant,
              period_start: "2025-04-01",
              period_end: "2025-04-30",
              unit: "kL",
              withdrawal: { ground: 1 },
            },
            {
              facility_id: plant,
              period_start: "2025-05-01",
              period_end: "2025-05-31",
              unit: "kL",
              withdrawal: { ground: 2 },
            },
          ],
        },
      },
    );
    expect(stored.status).toBe(201);
    const [event] = (await filtered("type==createWaterRecords")).body.data;
    expect(event).toMatchObject({ resource_type: "water-records", resource_id: null, changes: null });
    expect(event!.data).toMatchObject({
      method: "POST",
      status: 201,
      created: stored.body.data.map((r) => r.id),
      created_count: 2,
      upload_id: stored.body.summary.upload_id,
    });
  });

  it("records no reads, dry runs or estimates", async () => {
    const before = (await events()).body.summary.total;
    expect((await api.call("GET", `/v1/facilities/${plant}`, { token: a.token })).status).toBe(200);
    const dry = await api.call("POST", "/v1/water-records?dry_run=true", {
      token: a.token,
      body: {
        records: [
          {
            facility_id: plant,
            period_start: "2025-06-01",
            period_end: "2025-06-30",
            unit: "kL",
            withdrawal: { ground: 3 },
          },
        ],
      },
    });
    expect(dry.status).toBe(200);
    const recalc = await api.call("POST", "/v1/activity-records/recalculate", { token: a.token, body: {} });
    expect(recalc.status).toBe(200);
    const estimate = await api.call("POST", "/v1/estimates", {
      token: a.token,
      body: { activity: "diesel", quantity: 1000, unit: "L", date: "2024-06-15", country: "IN" },
    });
    expect(estimate.status).toBe(200);
    expect((await events()).body.summary.total).toBe(before);
  });

  it("records a person's change through the console as the account's", async () => {
    const session = await consoleSession(server, a.tenantId);
    const res = await api.call("PATCH", `/v1/facilities/${plant}`, {
      token: session.token,
      body: { code: "AUD-1" },
    });
    expect(res.status).toBe(200);
    const [event] = (await filtered("actor_type==account")).body.data;
    expect(event).toMatchObject({ type: "updateFacility", changes: { code: { before: null, after: "AUD-1" } } });
    expect(event!.actor_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(event!.data).toMatchObject({ console: true, client_id: `console-${event!.actor_id.toLowerCase()}` });
  });

  it("appends concurrent changes one after another", async () => {
    const before = (await events()).body.summary.total;
    const answers = await Promise.all(
      ["N", "S", "E", "W"].map((c) =>
        api.call("PATCH", `/v1/facilities/${plant}`, { token: a.token, body: { code: `AUD-${c}` } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const latest = (await events("?page[size]=4")).body.data;
    expect(latest.map((e) => e.seq)).toEqual([before + 4, before + 3, before + 2, before + 1]);
    expect((await verify()).body.verified).toBe(true);
  });

  it("records a write once when its Idempotency-Key replays it", async () => {
    const before = (await events()).body.summary.total;
    const send = () =>
      api.call("PATCH", `/v1/facilities/${plant}`, {
        token: a.token,
        body: { code: "AUD-REPLAY" },
        headers: { "Idempotency-Key": "0f3a9c1e-7b2d-4e58-a6c4-9d1b3e5f7a20" },
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await events()).body.summary.total).toBe(before + 1);
  });

  it("filters, sorts and pages with a cursor", async () => {
    const all = (await events("?sort=seq&page[size]=200")).body.data;
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    for (const [i, e] of all.entries()) if (i > 0) expect(e.prev_hash).toBe(all[i - 1]!.hash);
    // Newest first by default.
    const newest = (await events()).body.data;
    expect(newest[0]!.seq).toBe(all.length);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?sort=seq&page[size]=2${cursor ? `&page[after]=${encodeURIComponent(cursor)}` : ""}`;
      const page = await events(query);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((e) => e.seq));
      cursor = page.body.page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.seq));

    const since = all[1]!.occurred_at;
    const recent = await filtered(`occurred_at>=${since};actor_id==${a.clientId}`);
    expect(recent.body.data.every((e) => e.occurred_at >= since && e.actor_id === a.clientId)).toBe(true);
    expect(recent.body.summary.total).toBe(
      all.filter((e) => e.occurred_at >= since && e.actor_type === "client").length,
    );
    expect((await filtered("resource_type==water-records")).body.summary.total).toBe(1);
    const unknown = await api.call<Problem>("GET", "/v1/audit-events?filter=hash==x", { token: a.token });
    expect(unknown.status).toBe(400);
  });

  it("shows a tenant none of another's events, and needs read:audit", async () => {
    const other = await events("", b.token);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    expect((await verify(b.token)).body).toEqual({ verified: true, events: 0, first_broken: null });

    const readOnly = await api.token(a.clientId, a.secret, "read:activity");
    const res = await api.call<Problem>("GET", "/v1/audit-events", { token: readOnly });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("read:audit");
    expect((await api.call<Problem>("GET", "/v1/audit-events/verify", { token: readOnly })).status).toBe(403);
  });

  it("verifies the chain, refuses edits and deletions, and finds the first broken link", async () => {
    const db = server.testDb.db;
    const intact = await verify();
    const total = (await events()).body.summary.total;
    expect(intact.body).toEqual({ verified: true, events: total, first_broken: null });

    await expect(
      db.query("UPDATE audit_event SET actor_id = 'someone-else' WHERE tenant_id = $1 AND seq = 2", [a.tenantId]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query("DELETE FROM audit_event WHERE tenant_id = $1", [a.tenantId])).rejects.toThrow(/append-only/);
    await expect(db.query("TRUNCATE audit_event")).rejects.toThrow(/append-only/);

    // Tampering needs the trigger off: what only the database's owner could do, and verify still finds it.
    await db.query("ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only");
    try {
      await db.query("UPDATE audit_event SET actor_id = 'someone-else' WHERE tenant_id = $1 AND seq = 2", [a.tenantId]);
    } finally {
      await db.query("ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only");
    }
    const broken = await verify();
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({
      verified: false,
      events: total,
      first_broken: { seq: 2, reason: "hash-mismatch" },
    });

    // Another tenant's chain is its own.
    expect((await verify(b.token)).body.verified).toBe(true);
  });

  it("finds the newest events removed, by the head kept on the tenant, which only moves forward", async () => {
    const db = server.testDb.db;
    const c = await newSandboxTenant(api, "Truncated Ltd");
    const site = await newFacility(api, c.token, "Truncated Plant");
    for (const name of ["Plant 2", "Plant 3"]) {
      const patched = await api.call("PATCH", `/v1/facilities/${site}`, { token: c.token, body: { name } });
      expect(patched.status).toBe(200);
    }
    const intact = await verify(c.token);
    expect(intact.body.verified).toBe(true);
    const last = intact.body.events;
    await expect(db.query("UPDATE api_tenant SET audit_head_seq = 1 WHERE id = $1", [c.tenantId])).rejects.toThrow(
      /only moves forward/,
    );
    await db.query("ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only");
    try {
      await db.query("DELETE FROM audit_event WHERE tenant_id = $1 AND seq = $2", [c.tenantId, last]);
    } finally {
      await db.query("ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only");
    }
    expect((await verify(c.token)).body).toEqual({
      verified: false,
      events: last - 1,
      first_broken: { seq: last, id: "", reason: "missing-events" },
    });
  });

  it("goes with its tenant when the tenant is deleted", async () => {
    const db = server.testDb.db;
    await newFacility(api, b.token, "Audit B Plant");
    const count = async () =>
      (
        await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_event WHERE tenant_id = $1", [b.tenantId])
      )[0]!.n;
    expect(await count()).toBe(1);
    await db.query("DELETE FROM api_tenant WHERE id = $1", [b.tenantId]);
    expect(await count()).toBe(0);
  });
});
