import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import { HEAVY_BATCH_SIZE, heavyWork, inSlices } from "./heavy-work";

const RECORDS = 20_000;
const BATCH = 10_000;

/** The longest time the event loop went without running a timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(ticker);
  }
}

const batchOf = (facilityId: string, from: number, size: number) => ({
  records: Array.from({ length: size }, (_, i) => {
    const month = String(((from + i) % 12) + 1).padStart(2, "0");
    return {
      facility_id: facilityId,
      activity: "diesel",
      quantity: 10 + ((from + i) % 90),
      unit: "L",
      period_start: `2025-${month}-01`,
      period_end: `2025-${month}-28`,
    };
  }),
});

describe("heavy work takes turns", () => {
  it("refuses a tenant's second heavy call while its first runs, with Retry-After, and serves other tenants", async () => {
    const heavy = heavyWork({ slots: 1, maxWaitMs: 60_000 });
    let finish: () => void = () => {};
    const first = heavy.run("a", () => new Promise<string>((resolve) => (finish = () => resolve("first done"))));
    await expect(heavy.run("a", async () => "second")).rejects.toMatchObject({
      status: 429,
      headers: { "Retry-After": "2" },
    });
    // Another tenant's heavy call waits for the one slot, in order, then runs.
    const other = heavy.run("b", async () => "other done");
    expect(heavy.inFlight()).toBe(2);
    finish();
    await expect(first).resolves.toBe("first done");
    await expect(other).resolves.toBe("other done");
    await expect(heavy.run("a", async () => "again")).resolves.toBe("again");
    expect(heavy.inFlight()).toBe(0);
  });

  it("answers 429 with Retry-After to work that waited too long for its turn", async () => {
    const heavy = heavyWork({ slots: 1, maxWaitMs: 50 });
    let finish: () => void = () => {};
    const first = heavy.run("a", () => new Promise<void>((resolve) => (finish = resolve)));
    await expect(heavy.run("b", async () => "late")).rejects.toMatchObject({ status: 429 });
    finish();
    await first;
    await expect(heavy.run("b", async () => "now")).resolves.toBe("now");
  });

  it("frees the slot and the tenant when the work fails", async () => {
    const heavy = heavyWork({ slots: 1, maxWaitMs: 1000 });
    await expect(heavy.run("a", async () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(heavy.run("a", async () => "fine")).resolves.toBe("fine");
  });

  it("yields to the event loop between slices of a long loop", async () => {
    let sum = 0;
    const { stallMs } = await longestStall(() =>
      inSlices(
        Array.from({ length: 400_000 }, (_, i) => i),
        (n) => {
          for (let k = 0; k < 50; k++) sum += Math.sqrt(n + k);
        },
      ),
    );
    expect(sum).toBeGreaterThan(0);
    expect(stallMs).toBeLessThan(250);
  });
});

describe.each(engines)("one tenant's heavy work on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Heavy"));
    for (let from = 0; from < RECORDS; from += BATCH) {
      const res = await api.call("POST", "/v1/activity-records?duplicates=allow", {
        token: a.token,
        body: batchOf(plant, from, BATCH),
      });
      expect(res.status).toBe(201);
    }
  }, 240_000);
  afterAll(() => server.close());

  it("recalculates 20,000 records without holding the event loop, and a second call meanwhile is refused", async () => {
    const recalculation = api.call<{ total: { records: number } }>("POST", "/v1/activity-records/recalculate", {
      token: a.token,
      body: { dry_run: true },
    });
    // While the first runs: the same tenant's second heavy call is 429 with Retry-After, another tenant's read is 200.
    await new Promise((r) => setTimeout(r, 50));
    const second = await api.call<Problem>("POST", "/v1/activity-records/recalculate", {
      token: a.token,
      body: { dry_run: true },
    });
    const otherTenant = await api.call("GET", "/v1/facilities", { token: b.token });
    const { result, stallMs } = await longestStall(() => recalculation);
    expect(result.status).toBe(200);
    expect(result.body.total.records).toBeGreaterThanOrEqual(RECORDS);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(second.body.detail).toMatch(/already has a recalculation, batch upload or forecast running/);
    expect(otherTenant.status).toBe(200);
    // In one piece, reading and calculating 20,000 records held the loop for seconds; sliced, for milliseconds.
    expect(stallMs).toBeLessThan(750);
  }, 120_000);

  it("a batch of up to 1,000 records is not heavy work; one record more is, while the tenant's heavy call runs", async () => {
    const recalculation = api.call("POST", "/v1/activity-records/recalculate", {
      token: a.token,
      body: { dry_run: true },
    });
    await new Promise((r) => setTimeout(r, 50));
    const [largest, oneMore] = await Promise.all([
      api.call("POST", "/v1/activity-records?dry_run=true", {
        token: a.token,
        body: batchOf(plant, 0, HEAVY_BATCH_SIZE),
      }),
      api.call<Problem>("POST", "/v1/activity-records?dry_run=true", {
        token: a.token,
        body: batchOf(plant, 0, HEAVY_BATCH_SIZE + 1),
      }),
    ]);
    expect((await recalculation).status).toBe(200);
    expect(largest.status).toBe(200);
    expect(oneMore.status).toBe(429);
  }, 120_000);
});
