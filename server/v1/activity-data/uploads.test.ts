import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIESEL_1000_L_AR6,
  GRID_JUNE_2024,
  type Problem,
  startAnalyticsServer,
} from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type RowProblem = { field: string; pointer: string; code: string; message: string };
type DryRun = {
  dry_run: true;
  summary: { count: number; valid: number; invalid: number; co2e_kg: number };
  rows: { index: number; valid: boolean; co2e_kg: number | null; problems: RowProblem[] }[];
};
type Upload = { id: string; kind: string; records: number; co2e_kg: number; period_start: string | null };
type Uploads = { data: Upload[]; summary: { total: number } };

describe.each(engines)("activity record dry runs and uploads on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, plant } = await startAnalyticsServer(engine, "Uploads"));
  });
  afterAll(() => server.close());

  const recordCount = async () =>
    (await api.call<{ summary: { total: number } }>("GET", "/v1/activity-records?page[size]=1", { token: a.token }))
      .body.summary.total;
  const uploads = async (query = "") =>
    (await api.call<Uploads>("GET", `/v1/activity-records/uploads${query}`, { token: a.token })).body;
  const csvOf = (rows: string[]) => ["facility_id,activity,quantity,unit,period_start,period_end", ...rows].join("\n");

  it("a dry run names every bad row by index and field, calculates the good ones and stores nothing", async () => {
    const before = await recordCount();
    const uploadsBefore = (await uploads()).summary.total;
    const csv = csvOf([
      `${plant},diesel,1000,L,2024-06-01,2024-06-30`,
      `${plant},grid_electricity,10000,L,2024-06-01,2024-06-30`,
      `${plant},grid_electricity,10000,kWh,2024-06-01,2024-06-30`,
      `${plant},diesel,lots,gallons,2024-06-01,2024-06-30`,
      `01JC0000000000000000000000,diesel,10,L,2024-06-01,2024-06-30`,
    ]);
    const res = await api.call<DryRun>("POST", "/v1/activity-records?dry_run=true", {
      token: a.token,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ count: 5, valid: 2, invalid: 3 });
    expect(res.body.summary.co2e_kg).toBeCloseTo(DIESEL_1000_L_AR6 + GRID_JUNE_2024, 3);
    const [diesel, litresOfPower, power, badCells, elsewhere] = res.body.rows;
    expect(diesel).toMatchObject({ index: 0, valid: true, problems: [] });
    expect(diesel!.co2e_kg).toBeCloseTo(DIESEL_1000_L_AR6, 3);
    expect(power).toMatchObject({ index: 2, valid: true, co2e_kg: GRID_JUNE_2024 });
    expect(litresOfPower).toMatchObject({ index: 1, valid: false, co2e_kg: null });
    expect(litresOfPower!.problems).toEqual([
      expect.objectContaining({ field: "unit", pointer: "/records/1/unit", code: "UNIT_MISMATCH" }),
    ]);
    // Both of a row's problems, not only the first.
    expect(badCells!.problems.map((p) => [p.field, p.code])).toEqual([
      ["quantity", "INVALID_TYPE"],
      ["unit", "INVALID_VALUE"],
    ]);
    expect(elsewhere!.problems).toEqual([expect.objectContaining({ field: "facility_id", code: "UNKNOWN_REFERENCE" })]);
    expect(await recordCount()).toBe(before);
    expect((await uploads()).summary.total).toBe(uploadsBefore);
  });

  it("takes JSON too, and refuses a body that is not a batch or a dry_run that is not true or false", async () => {
    const res = await api.call<DryRun>("POST", "/v1/activity-records?dry_run=true", {
      token: a.token,
      body: {
        records: [
          {
            facility_id: plant,
            activity: "diesel",
            quantity: -1,
            unit: "L",
            period_start: "2024-06-01",
            period_end: "2024-06-30",
          },
          "not a record",
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows[0]!.problems).toEqual([expect.objectContaining({ field: "quantity", code: "OUT_OF_RANGE" })]);
    expect(res.body.rows[1]!.problems).toEqual([expect.objectContaining({ field: "(record)", pointer: "/records/1" })]);

    const empty = await api.call<Problem>("POST", "/v1/activity-records?dry_run=true", {
      token: a.token,
      body: { records: [] },
    });
    expect(empty.status).toBe(422);
    const maybe = await api.call<Problem>("POST", "/v1/activity-records?dry_run=maybe", {
      token: a.token,
      body: { records: [] },
    });
    expect(maybe.status).toBe(400);
    expect(maybe.body.errors?.[0]).toMatchObject({ field: "dry_run" });
  });

  it("without dry_run the batch is all or nothing as before, and a stored one is an upload with its counts", async () => {
    const bad = await api.call<Problem>("POST", "/v1/activity-records", {
      token: a.token,
      body: csvOf([`${plant},grid_electricity,10000,L,2024-06-01,2024-06-30`]),
      headers: { "content-type": "text/csv" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]).toMatchObject({ field: "records.0.unit", code: "UNIT_MISMATCH" });

    const stored = await api.call<{ summary: { count: number; co2e_kg: number; upload_id: string } }>(
      "POST",
      "/v1/activity-records",
      {
        token: a.token,
        body: csvOf([
          `${plant},diesel,1000,L,2024-06-01,2024-06-30`,
          `${plant},grid_electricity,10000,kWh,2024-06-01,2024-06-30`,
        ]),
        headers: { "content-type": "text/csv" },
      },
    );
    expect(stored.status).toBe(201);
    const list = await uploads(`?filter=${encodeURIComponent("kind==csv")}`);
    const upload = list.data.find((u) => u.id === stored.body.summary.upload_id);
    expect(upload).toMatchObject({ kind: "csv", records: 2, period_start: "2024-06-01", period_end: "2024-06-30" });
    expect(upload!.co2e_kg).toBeCloseTo(stored.body.summary.co2e_kg, 6);

    const demo = (await uploads(`?filter=${encodeURIComponent("kind==demo")}`)).data;
    expect(demo).toHaveLength(1);
    expect(demo[0]!.records).toBeGreaterThan(100);
  });

  it("the reset deletes the uploads' records and gives back the demo data as its one upload", async () => {
    const reset = await api.call<{ activity_records: number }>("POST", "/v1/sandbox/reset", { token: a.token });
    expect(reset.status).toBe(200);
    const after = await uploads();
    expect(after.data).toEqual([expect.objectContaining({ kind: "demo", records: reset.body.activity_records })]);
    expect(await recordCount()).toBe(reset.body.activity_records);
  });
});
