import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type FieldError = { field: string; pointer: string; code: string; message: string };
type Problem = { status: number; detail: string; errors?: FieldError[] };
type StoredRecord = {
  id: string;
  quantity: number;
  unit: string;
  period_start: string;
  period_end: string;
  estimated: boolean;
};
type DryRun = {
  summary: { count: number; valid: number };
  rows: { index: number; valid: boolean; problems: unknown[] }[];
};

describe.each(engines)("a CSV of activity records written as people write spreadsheets, on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, plant } = await startAnalyticsServer(engine, "Sheet cells"));
  });
  afterAll(() => server.close());

  const post = <T>(csv: string, query = "") =>
    api.call<T>("POST", `/v1/activity-records${query}`, {
      token: a.token,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
  const stored = async (id: string) =>
    (await api.call<StoredRecord>("GET", `/v1/activity-records/${id}`, { token: a.token })).body;
  const recordCount = async () =>
    (await api.call<{ summary: { total: number } }>("GET", "/v1/activity-records?page[size]=1", { token: a.token }))
      .body.summary.total;
  const header = "facility_id,activity,quantity,unit,period_start,period_end,estimated";

  it("stores grouped numbers, dd/mm/yyyy dates, months, everyday units and yes/no as the values they mean", async () => {
    const res = await post<{ data: { id: string }[] }>(
      [
        header,
        `${plant},diesel,"1,25,000.50",litres,01/10/2026,31/10/2026,no`,
        `${plant},grid_electricity," 12,500 ",units,Apr 2025,,YES`,
        `${plant},diesel,"125,000.5",Ltr,03/04/2025,45777,1`,
      ].join("\r\n"),
    );
    expect(res.status).toBe(201);
    const [diesel, power, april] = await Promise.all(res.body.data.map((r) => stored(r.id)));
    expect(diesel).toMatchObject({
      quantity: 125000.5,
      unit: "L",
      period_start: "2026-10-01",
      period_end: "2026-10-31",
      estimated: false,
    });
    // A month in period_start with no period_end is the whole month; units are what an Indian bill calls kWh.
    expect(power).toMatchObject({
      quantity: 12500,
      unit: "kWh",
      period_start: "2025-04-01",
      period_end: "2025-04-30",
      estimated: true,
    });
    // 03/04/2025 is read day first (3 April); 45777 is a spreadsheet's date number for 30 April 2025.
    expect(april).toMatchObject({ quantity: 125000.5, period_start: "2025-04-03", period_end: "2025-04-30" });
  });

  it("takes a month in a period column as the record's whole period", async () => {
    const res = await post<{ data: { id: string }[] }>(
      ["facility_id,activity,quantity,unit,period,estimated", `${plant},diesel,1000,L,apr-2025,n`].join("\n"),
    );
    expect(res.status).toBe(201);
    expect(await stored(res.body.data[0]!.id)).toMatchObject({
      period_start: "2025-04-01",
      period_end: "2025-04-30",
      estimated: false,
    });
  });

  it("refuses a cell it cannot read with 422 naming the row as the sheet shows it and the column", async () => {
    const before = await recordCount();
    const res = await post<Problem>(
      [
        header,
        `${plant},diesel,1000,L,01/10/2026,31/10/2026,no`,
        ",,,,,,",
        `${plant},diesel,"12,5OO",L,01/10/2026,31/10/2026,no`,
      ].join("\n"),
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Row 4, column "quantity": "12,5OO" is not a number.');
    expect(res.body.errors).toEqual([
      {
        field: "records.1.quantity",
        pointer: "/records/1/quantity",
        code: "INVALID_TYPE",
        message: 'Row 4, column "quantity": "12,5OO" is not a number',
      },
    ]);
    expect(await recordCount()).toBe(before);
  });

  it("names every cell it cannot read, each with its own code", async () => {
    const res = await post<Problem>([header, `${plant},diesel,10,tons,31/02/2026,2026-03-31,maybe`].join("\n"));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^3 cells of the CSV cannot be read; errors names each\. Row 2, column "unit"/);
    expect(res.body.errors).toEqual([
      {
        field: "records.0.unit",
        pointer: "/records/0/unit",
        code: "INVALID_VALUE",
        message: 'Row 2, column "unit": "tons" could be metric tonnes or US short tons; write tonne or short ton',
      },
      {
        field: "records.0.period_start",
        pointer: "/records/0/period_start",
        code: "INVALID_FORMAT",
        message: 'Row 2, column "period_start": "31/02/2026" is not a date: February 2026 has 28 days',
      },
      {
        field: "records.0.estimated",
        pointer: "/records/0/estimated",
        code: "INVALID_VALUE",
        message: 'Row 2, column "estimated": "maybe" is not yes or no',
      },
    ]);
  });

  it("in a dry run makes each cell it cannot read its row's problem, and reads the other rows", async () => {
    const res = await post<DryRun>(
      [
        "facility_id,activity,quantity,unit,period",
        `${plant},diesel,"12,5OO",L,Apr 2025`,
        `${plant},diesel,"1,000",L,01/04/2025`,
        `${plant},diesel,"1,000",L,April 2025`,
      ].join("\n"),
      "?dry_run=true",
    );
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ count: 3, valid: 1 });
    const [badNumber, dayAsPeriod, good] = res.body.rows;
    expect(badNumber).toMatchObject({ valid: false });
    expect(badNumber!.problems).toEqual([
      {
        field: "quantity",
        pointer: "/records/0/quantity",
        code: "INVALID_TYPE",
        message: 'Row 2, column "quantity": "12,5OO" is not a number',
      },
    ]);
    // The period column's problem stands for period_start and period_end: they are not reported missing too.
    expect(dayAsPeriod!.problems).toEqual([
      {
        field: "period_start",
        pointer: "/records/1/period_start",
        code: "INVALID_FORMAT",
        message: 'Row 3, column "period": "01/04/2025" is one day; this column takes a month, such as Apr 2025',
      },
    ]);
    expect(good).toMatchObject({ valid: true, problems: [] });
  });

  it("reads JSON batches as before: no grouped numbers or sheet spellings of units", async () => {
    const res = await api.call<Problem>("POST", "/v1/activity-records", {
      token: a.token,
      body: {
        records: [
          {
            facility_id: plant,
            activity: "grid_electricity",
            quantity: "1,25,000.50",
            unit: "units",
            period_start: "2025-04-01",
            period_end: "2025-04-30",
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => [e.field, e.code])).toEqual([
      ["records.0.quantity", "INVALID_TYPE"],
      ["records.0.unit", "INVALID_VALUE"],
    ]);
  });
  it("reads an activity by its name as well as its key, and names the candidates of a name that fits several", async () => {
    const names = [
      "facility_id,activity,quantity,unit,period",
      `${plant},Diesel,100,litres,Jan 2024`,
      `${plant},Grid Electricity,"12,500",units,Jan 2024`,
      `${plant},Hotel stay India,3,room nights,Jan 2024`,
    ].join("\n");
    const res = await post<{ data: { activity: string }[] }>(names);
    expect(res.status).toBe(201);
    expect(res.body.data.map((r) => r.activity)).toEqual(["diesel", "grid_electricity", "hotel_stay.india"]);

    const flights = [
      "facility_id,activity,quantity,unit,period",
      `${plant},Flight long haul economy,8000,pkm,Feb 2024`,
    ];
    const refused = await post<Problem>(flights.join("\n"));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: "records.0.activity",
        code: "AMBIGUOUS",
        message: expect.stringMatching(
          /^Row 2, column "activity": "Flight long haul economy" could be any of \d+ activities: .*\(business_travel_air\.flights\.long_haul_to_from_uk\.economy_class\.with_rf\)/,
        ),
      }),
    ]);
    const dry = await post<{ rows: { problems: { code: string; candidates?: { value: string }[] }[] }[] }>(
      flights.join("\n"),
      "?dry_run=true",
    );
    expect(dry.body.rows[0]!.problems[0]!.candidates?.map((c) => c.value)).toContain(
      "business_travel_air.flights.long_haul_to_from_uk.economy_class.without_rf",
    );
  });
});
