import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../tests/support/api-client";
import { createTestDb, engines, type TestDb } from "../../tests/support/db";
import { buildServer } from "../app";
import { ConfigError, loadConfig, testConfig } from "../config";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "../demo/demo-data";
import { TOKENS_PER_CLIENT_PER_MINUTE } from "../v1/tenancy/client-budget";

describe("TRUST_PROXY", () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("takes a hop count or proxy addresses and CIDR ranges; true is one proxy, false or unset none", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(trustProxy("false")).toBe(0);
    expect(trustProxy("true")).toBe(1);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.0/8, 192.0.2.7,::1, fd00::/8")).toEqual(["10.0.0.0/8", "192.0.2.7", "::1", "fd00::/8"]);
  });

  it("refuses anything else at start, with one line naming the variable", () => {
    for (const value of [
      "yes",
      "-1",
      "1.5",
      "10.0.0.300",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1,,10.0.0.2",
      "proxy.lan",
    ]) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (err) {
        error = err;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      const [, line, ...rest] = (error as Error).message.split("\n");
      expect(rest, value).toEqual([]);
      expect(line, value).toMatch(
        /^ {2}TRUST_PROXY: .+ is not an IP address or CIDR range; use a number of proxy hops/,
      );
    }
  });
});

describe.each(engines)("client addresses and protocol behind trusted proxies on %s", { timeout: 120_000 }, (engine) => {
  let testDb: TestDb;
  const servers: FastifyInstance[] = [];
  const started = new Map<string, Promise<{ url: string; api: ApiClient }>>();
  beforeAll(async () => {
    testDb = await createTestDb(engine, { migrate: false });
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await testDb.drop();
  });

  /** A server configured from TRUST_PROXY as the environment would give it, over the file's one database. */
  function serverTrusting(value: string | undefined) {
    const key = value ?? "(unset)";
    if (!started.has(key)) started.set(key, start(value));
    return started.get(key)!;
  }
  async function start(value: string | undefined, sandboxSignupsPerHour = 2) {
    const app = await buildServer(
      testConfig({
        trustProxy: loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy,
        sandboxSignupsPerHour,
      }),
      { db: testDb.db, leads: { outbox: { autoStart: false } } },
    );
    servers.push(app);
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    return { url, api: new ApiClient(url) };
  }

  const demoToken = async (api: ApiClient, forwardedFor: string) =>
    (
      await api.call("POST", "/v1/auth/token", {
        form: {
          grant_type: "client_credentials",
          client_id: DEMO_CLIENT_ID,
          client_secret: DEMO_CLIENT_SECRET,
          audience: await api.audience(),
        },
        headers: { "X-Forwarded-For": forwardedFor },
      })
    ).status;

  const sandboxTenant = async (api: ApiClient, forwardedFor: string) =>
    (
      await api.call("POST", "/v1/sandbox/tenants", {
        body: {
          name: "Asha Rao",
          email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
          company: "Rao Steel",
        },
        headers: { "X-Forwarded-For": forwardedFor },
      })
    ).status;

  it("with one proxy, takes the address it saw: a client rotating the leftmost entry stays within the demo token limit", async () => {
    const { api } = await serverTrusting("1");
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: TOKENS_PER_CLIENT_PER_MINUTE + 5 }, (_, i) => demoToken(api, `10.1.0.${i}, 203.0.113.50`)),
    );
    // The budget gives one token back every 60/20 s: a slow machine may see one or two more than the first 20.
    const refilled = Math.floor((Date.now() - started) / ((60 / TOKENS_PER_CLIENT_PER_MINUTE) * 1000));
    const issued = statuses.filter((s) => s === 200).length;
    expect(issued).toBeGreaterThanOrEqual(TOKENS_PER_CLIENT_PER_MINUTE);
    expect(issued).toBeLessThanOrEqual(TOKENS_PER_CLIENT_PER_MINUTE + refilled);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - issued);
    expect(issued).toBeLessThan(statuses.length);
    // Another address the proxy saw has its own budget, whatever the client wrote to its left.
    expect(await demoToken(api, "10.1.0.0, 203.0.113.51")).toBe(200);
  });

  it("reads the old TRUST_PROXY=true as one proxy", async () => {
    const { api } = await serverTrusting("true");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await sandboxTenant(api, `10.2.0.${i}, 203.0.113.60`));
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("with two proxies named by address, takes the address the outer one saw", async () => {
    // The server's peer is 127.0.0.1 (the inner proxy); the outer proxy, 10.0.0.2, added the client's address.
    const { api } = await serverTrusting("127.0.0.1, 10.0.0.2");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await sandboxTenant(api, `10.3.0.${i}, 203.0.113.70, 10.0.0.2`));
    expect(statuses).toEqual([201, 201, 429]);
    // Without the outer proxy's entry, the rightmost address is not a trusted proxy: it is the client.
    expect(await sandboxTenant(api, "203.0.113.70, 198.51.100.71")).toBe(201);
    expect(await sandboxTenant(api, "203.0.113.72, 10.0.0.2")).toBe(201);
  });

  it("with two hops, takes the second entry from the right", async () => {
    const { api } = await serverTrusting("2");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await sandboxTenant(api, `10.4.0.${i}, 203.0.113.80, 10.0.0.2`));
    expect(statuses).toEqual([201, 201, 429]);
    expect(await sandboxTenant(api, "10.4.0.9, 203.0.113.81, 10.0.0.2")).toBe(201);
  });

  it("ignores X-Forwarded-For and X-Forwarded-Proto from a peer that is not a trusted proxy", async () => {
    const hsts = async (url: string, headers: Record<string, string>) =>
      (await fetch(`${url}/healthz`, { headers })).headers.get("strict-transport-security");
    const https = { "X-Forwarded-Proto": "https" };
    const none = await serverTrusting(undefined);
    const elsewhere = await serverTrusting("10.0.0.2");
    expect(await hsts(none.url, https)).toBeNull();
    expect(await hsts(elsewhere.url, https)).toBeNull();
    // Every request comes from the peer, 127.0.0.1, whatever the header says.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await sandboxTenant(elsewhere.api, `203.0.113.9${i}`));
    expect(statuses).toEqual([201, 201, 429]);

    const one = await serverTrusting("1");
    const named = await serverTrusting("127.0.0.0/8");
    expect(await hsts(one.url, https)).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(await hsts(named.url, https)).toMatch(/^max-age=\d+; includeSubDomains$/);
    // A proxy that appends tells the protocol it saw last.
    expect(await hsts(one.url, { "X-Forwarded-Proto": "https, http" })).toBeNull();
  });
  it("stores no client address: the per-address limits' buckets are named by a keyed hash", async () => {
    const { api } = await serverTrusting("1");
    const address = "203.0.113.99";
    expect(await demoToken(api, `10.9.0.1, ${address}`)).toBe(200);
    expect(await sandboxTenant(api, `10.9.0.1, ${address}`)).toBe(201);
    const token = await api.call("POST", "/v1/auth/token", {
      form: {
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: DEMO_CLIENT_SECRET,
        audience: await api.audience(),
      },
      headers: { "X-Forwarded-For": address },
    });
    const bearer = (token.body as { access_token: string }).access_token;
    const read = await api.call("GET", "/v1/facilities", {
      token: bearer,
      headers: { "X-Forwarded-For": address },
    });
    expect(read.status).toBe(200);
    const buckets = await testDb.db.query<{ bucket: string }>("SELECT bucket FROM api_rate_bucket");
    expect(buckets.some((b) => b.bucket.startsWith(`requests:${DEMO_CLIENT_ID}@`))).toBe(true);
    expect(buckets.some((b) => b.bucket.startsWith("sandbox-signup:"))).toBe(true);
    const named = buckets.filter((b) => /\d+\.\d+\.\d+\.\d+|::1/.test(b.bucket)).map((b) => b.bucket);
    expect(named).toEqual([]);
  });
});
