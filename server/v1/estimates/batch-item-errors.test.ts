import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Problem = {
  type: string;
  status: number;
  detail: string;
  request_id?: string;
  errors?: { field: string; pointer?: string; code: string; message: string }[];
};
type BatchItem =
  | { index: number; status: "ok"; estimate: { co2e_kg: number } }
  | { index: number; status: "error"; problem: Problem };
type Batch = {
  summary: { items: number; estimated: number; failed: number; co2e_kg: number };
  items: BatchItem[];
};

const GRID = {
  activity: "grid_electricity",
  quantity: 1000,
  unit: "kWh",
  period: { start: "2024-06-01", end: "2024-06-30" },
  country: "IN",
};

/** Whatever is wrong with one item of a batch is that item's answer; only the envelope refuses the whole batch. */
describe.each(engines)("estimate batch item errors on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;

  beforeAll(async () => {
    server = await startTestServer(engine, { keepAliveTimeoutMs: 120_000 });
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api);
  });
  afterAll(() => server.close());

  const batch = <T = Batch>(body: unknown) => api.call<T>("POST", "/v1/estimates/batch", { token: a.token, body });
  const problemOf = (res: { body: Batch }, i: number) => {
    const item = res.body.items[i]!;
    expect(item.status, JSON.stringify(item)).toBe("error");
    return (item as { problem: Problem }).problem;
  };

  it("answers a negative quantity in a batch of 1,000 as that item's problem, like an unknown factor id", async () => {
    const items: unknown[] = Array.from({ length: 1000 }, () => GRID);
    items[1] = { ...GRID, quantity: -5 };
    items[2] = { ...GRID, activity: undefined, factor_id: "no_such_factor" };
    const res = await batch({ items });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.items).toHaveLength(1000);
    expect(res.body.summary).toMatchObject({ items: 1000, estimated: 998, failed: 2 });
    const negative = problemOf(res, 1);
    expect(negative).toMatchObject({ status: 422, type: "/problems/validation-failed" });
    expect(negative.request_id).toBeUndefined();
    expect(negative.errors).toEqual([
      expect.objectContaining({ field: "items.1.quantity", pointer: "/items/1/quantity", code: "OUT_OF_RANGE" }),
    ]);
    expect(negative.detail).toMatch(/^Item 1: A quantity cannot be negative/);
    expect(problemOf(res, 2).errors![0]).toMatchObject({ field: "items.2.factor_id", code: "UNKNOWN_REFERENCE" });
    expect(res.body.items.filter((i) => i.status === "ok")).toHaveLength(998);
  });

  it("answers every kind of item that does not match the schema as that item's own problem", async () => {
    const res = await batch({
      items: [
        GRID,
        { ...GRID, colour: "red" },
        { ...GRID, period: undefined },
        { ...GRID, quantity: "many" },
        "grid electricity",
        { ...GRID, unit: "furlong" },
        { ...GRID, country: "India" },
        { ...GRID, date: "2024-06-01" },
        { ...GRID, activity: "grid\u0000electricity" },
        { ...GRID, country: undefined },
      ],
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.items.map((i) => i.status)).toEqual(["ok", ...Array(9).fill("error")]);
    const first = (i: number) => problemOf(res, i).errors![0]!;
    expect(first(1)).toMatchObject({ field: "items.1.colour", code: "UNKNOWN_FIELD" });
    expect(first(2)).toMatchObject({ field: "items.2.date", code: "REQUIRED" });
    expect(first(3)).toMatchObject({ field: "items.3.quantity", code: "INVALID_TYPE" });
    expect(first(4)).toMatchObject({ field: "items.4", code: "INVALID_TYPE" });
    expect(first(5)).toMatchObject({ field: "items.5.unit", code: "INVALID_VALUE" });
    expect(first(6)).toMatchObject({ field: "items.6.country", code: "INVALID_FORMAT" });
    expect(first(7)).toMatchObject({ field: "items.7.date", code: "INCONSISTENT" });
    expect(first(8)).toMatchObject({ field: "items.8.activity", code: "CONTROL_CHARACTER" });
    expect(first(9)).toMatchObject({ field: "items.9.country", code: "REQUIRED" });
    for (let i = 1; i < 10; i++) {
      expect(problemOf(res, i)).toMatchObject({ status: 422, detail: expect.stringMatching(`^Item ${i}: `) });
    }
  });

  it("refuses only the envelope whole: not an object, items not a list or empty, another field, over 1,000", async () => {
    for (const body of [[GRID], { items: GRID }, { items: [] }, { items: [GRID], colour: "red" }, {}]) {
      const res = await batch<Problem>(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.type).toBe("/problems/validation-failed");
    }
    const over = await batch<Problem>({ items: Array.from({ length: 1001 }, () => ({ quantity: -1 })) });
    expect(over.status).toBe(400);
    expect(over.body.errors![0]).toMatchObject({ field: "items", code: "TOO_LONG" });
  });
});
