import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { buildServer } from "../../app";
import { testConfig } from "../../config";
import { requestHash } from "./idempotency";
import { REPEAT_REFUSAL_DELAY_MS } from "./refusals";

type Row = Record<string, unknown> & { id: string };
type List = { data: Row[]; summary: { total: number } };
type Problem = { status: number; type: string; detail: string };

describe.each(engines)("v1 rate limit on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { apiRateLimitPerMinute: 5 });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  it("sends X-RateLimit headers on every authenticated response and 429 with Retry-After past the limit", async () => {
    const token = await api.token();
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call("GET", "/v1/facilities", { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("5");
      remaining.push(Number(res.headers.get("x-ratelimit-remaining")));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const limited = await api.call<Problem>("GET", "/v1/facilities", { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it("shares one budget between all the tokens of one client", async () => {
    const t = await newSandboxTenant(api);
    const second = await api.token(t.clientId, t.secret);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await api.call("GET", "/v1/tenants/me", { token: i % 2 ? second : t.token })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // A new token buys nothing; another client has its own budget.
    expect((await api.call("GET", "/v1/tenants/me", { token: await api.token(t.clientId, t.secret) })).status).toBe(
      429,
    );
    const other = await newSandboxTenant(api, "Other Co");
    expect((await api.call("GET", "/v1/tenants/me", { token: other.token })).status).toBe(200);
  });

  it("refuses a client past its limit again without asking the database until its budget has refilled", async () => {
    const t = await newSandboxTenant(api, "Persistent Co");
    for (let i = 0; i < 5; i++) await api.call("GET", "/v1/tenants/me", { token: t.token });
    expect((await api.call("GET", "/v1/tenants/me", { token: t.token })).status).toBe(429);
    // With the stored bucket gone the database would allow the next request; the remembered refusal answers first.
    await server.testDb.db.query("DELETE FROM api_rate_bucket WHERE bucket = $1", [`requests:${t.clientId}`]);
    // Sent again before its Retry-After, it is held before the refusal: a client looping on 429s is slowed down.
    const sentAt = performance.now();
    const again = await api.call<Problem>("GET", "/v1/tenants/me", { token: t.token });
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(REPEAT_REFUSAL_DELAY_MS - 50);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(again.headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it.runIf(engine === "postgres")("shares one limit between two instances on the same database", async () => {
    const second = await buildServer(testConfig({ apiRateLimitPerMinute: 5 }), { db: server.testDb.db });
    const secondUrl = await second.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { token } = await newSandboxTenant(api, "Two Instances Co");
      const apis = [api, new ApiClient(secondUrl)];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await apis[i % 2]!.call("GET", "/v1/tenants/me", { token })).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await second.close();
    }
  });
});

describe.each(engines)("v1 rate limit per address for the public demo client on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { apiRateLimitPerMinute: 3, trustProxy: 1 });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const from = (address: string, token: string) =>
    api.call("GET", "/v1/facilities", { token, headers: { "X-Forwarded-For": address } });

  it("gives each address its own budget for every demo token, and a private client one budget everywhere", async () => {
    const [a, b] = [await api.token(), await api.token()];
    const greedy = [];
    for (let i = 0; i < 4; i++) greedy.push((await from("203.0.113.1", i % 2 ? a : b)).status);
    expect(greedy).toEqual([200, 200, 200, 429]);
    // Another visitor of the demo is not starved by the first, with either token.
    expect((await from("203.0.113.2", a)).status).toBe(200);
    expect((await from("203.0.113.2", b)).headers.get("x-ratelimit-remaining")).toBe("1");

    const t = await newSandboxTenant(api);
    const spread = [];
    for (let i = 0; i < 4; i++) spread.push((await from(`198.51.100.${i}`, t.token)).status);
    expect(spread).toEqual([200, 200, 200, 429]);
  });
});

describe.each(engines)("v1 idempotency on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let t: SandboxCredentials;
  let orgId: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    t = await newSandboxTenant(api);
    orgId = (await api.call<List>("GET", "/v1/orgs", { token: t.token })).body.data[0]!.id;
  });
  afterAll(() => server.close());

  const facility = (name: string) => ({ org_id: orgId, name, country: "IN", lat: 20, lon: 78 });
  const count = async (name: string) =>
    (await api.call<List>("GET", `/v1/facilities?filter=name==${encodeURIComponent(name)}`, { token: t.token })).body
      .summary.total;

  it("replays the stored response for the same key and payload", async () => {
    const opts = { token: t.token, body: facility("Replay Plant"), headers: { "Idempotency-Key": "replay-1" } };
    const first = await api.call<Row>("POST", "/v1/facilities", opts);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await api.call<Row>("POST", "/v1/facilities", opts);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await count("Replay Plant")).toBe(1);
  });

  it("refuses the same key with a different payload with 422", async () => {
    const headers = { "Idempotency-Key": "conflict-1" };
    expect(
      (await api.call("POST", "/v1/facilities", { token: t.token, body: facility("Key A"), headers })).status,
    ).toBe(201);
    const other = await api.call<Problem>("POST", "/v1/facilities", {
      token: t.token,
      body: facility("Key B"),
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.type).toBe("/problems/idempotency-key-reused");
    expect(await count("Key B")).toBe(0);
  });

  it("answers 409 while the first request with the key is still in flight", async () => {
    const body = facility("In Flight");
    // The state a concurrent first request leaves while it runs: key claimed, no response stored yet.
    await server.testDb.db.query(
      "INSERT INTO api_idempotency (tenant_id, key, request_hash, created_at) VALUES ($1, 'flight-1', $2, now())",
      [t.tenantId, requestHash("POST", "/v1/facilities", body)],
    );
    const res = await api.call<Problem>("POST", "/v1/facilities", {
      token: t.token,
      body,
      headers: { "Idempotency-Key": "flight-1" },
    });
    expect(res.status).toBe(409);
    expect(res.body.type).toBe("/problems/request-in-progress");
    expect(await count("In Flight")).toBe(0);
  });

  it("says a claim left without an outcome (the database lost mid-request) is one, not still in flight", async () => {
    const body = facility("Lost Outcome");
    await server.testDb.db.query(
      "INSERT INTO api_idempotency (tenant_id, key, request_hash, created_at) VALUES ($1, 'lost-1', $2, now() - interval '10 minutes')",
      [t.tenantId, requestHash("POST", "/v1/facilities", body)],
    );
    const res = await api.call<Problem>("POST", "/v1/facilities", {
      token: t.token,
      body,
      headers: { "Idempotency-Key": "lost-1" },
    });
    expect(res.status).toBe(409);
    expect(res.body.type).toBe("/problems/idempotency-outcome-unknown");
    expect(res.body.detail).toMatch(/new key/);
    expect(await count("Lost Outcome")).toBe(0);
  });

  it("creates exactly one resource from concurrent duplicates", async () => {
    const opts = { token: t.token, body: facility("Concurrent Plant"), headers: { "Idempotency-Key": "race-1" } };
    const results = await Promise.all(Array.from({ length: 6 }, () => api.call<Row>("POST", "/v1/facilities", opts)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(await count("Concurrent Plant")).toBe(1);
  });

  it("keeps keys per tenant and lets a failed request's key be used again", async () => {
    const headers = { "Idempotency-Key": "shared-key" };
    const bad = await api.call("POST", "/v1/facilities", {
      token: t.token,
      body: { ...facility("Bad"), lat: 200 },
      headers,
    });
    expect(bad.status).toBe(422);
    const good = await api.call("POST", "/v1/facilities", { token: t.token, body: facility("Good"), headers });
    expect(good.status).toBe(201);
    const otherTenant = await newSandboxTenant(api, "Other Co");
    const otherOrg = (await api.call<List>("GET", "/v1/orgs", { token: otherTenant.token })).body.data[0]!.id;
    const other = await api.call("POST", "/v1/facilities", {
      token: otherTenant.token,
      body: { ...facility("Good"), org_id: otherOrg },
      headers,
    });
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });
});
