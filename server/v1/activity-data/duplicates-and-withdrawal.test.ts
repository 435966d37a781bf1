import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Warning = { code: string; message: string; record_id?: string };
type Factor = { id: string; name: string; source: string; release: string; value: number; unit: string };
type Row = {
  index: number;
  valid: boolean;
  facility_id: string | null;
  activity: string | null;
  co2e_kg: number | null;
  factors: Factor[];
  warnings: Warning[];
};
type DryRun = {
  summary: {
    count: number;
    valid: number;
    warnings: number;
    duplicates: number;
    duplicate_file: { upload_id: string; file_name: string | null } | null;
    date_order: string;
  };
  rows: Row[];
};
type Stored = { summary: { count: number; co2e_kg: number; upload_id: string } };
type Upload = {
  id: string;
  kind: string;
  file_name: string | null;
  file_sha256: string | null;
  client_id: string | null;
  records: number;
  co2e_kg: number;
  status: string;
  withdrawn_at: string | null;
  withdrawn_by: string | null;
};
type Kpis = { totals: { co2e: number } };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** 2026-11-05 as 05/11/2026. */
const dmy = (iso: string) => iso.split("-").reverse().join("/");

describe.each(engines)("duplicates, warnings and withdrawal of uploads on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Withdrawals"));
  });
  afterAll(() => server.close());

  const header = "facility_id,activity,quantity,unit,period_start,period_end";
  const post = <T = Problem>(csv: string, query = "", token = a.token) =>
    api.call<T>("POST", `/v1/activity-records${query}`, { token, body: csv, headers: { "content-type": "text/csv" } });
  const totalOf = async (from: string, to: string) =>
    (
      await api.call<Kpis>(
        "GET",
        `/v1/emission-analytics/kpis?period.from=${from}&period.to=${to}&filter=${encodeURIComponent(`facility_id==${plant}`)}`,
        { token: a.token },
      )
    ).body.totals.co2e;
  const uploadOf = async (id: string, token = a.token) =>
    (
      await api.call<{ data: Upload[] }>("GET", "/v1/activity-records/uploads?page[size]=100", { token })
    ).body.data.find((u) => u.id === id);

  it("shows each row's factor and warns of a factor outside its validity, a future period and an ambiguous date", async () => {
    // No date of this sheet reads only one way: each that reads two ways is warned of.
    const csv = [
      header,
      `${plant},grid_electricity,"1,25,000",units,01/10/2026,1/11/2026`,
      `${plant},diesel,200,L,03/04/2025,03/04/2025`,
    ].join("\n");
    const res = await post<DryRun>(csv, "?dry_run=true");
    expect(res.status).toBe(200);
    const [power, ambiguous] = res.body.rows;
    expect(power).toMatchObject({ valid: true, facility_id: plant, activity: "grid_electricity" });
    expect(power!.factors).toEqual([
      expect.objectContaining({
        id: "cea_v22_in_grid_wavg_fy2025_26",
        source: expect.stringMatching(/CEA/),
        release: "cea-v22",
        value: 0.678033,
        unit: "kg CO2/kWh",
      }),
    ]);
    expect(power!.co2e_kg).toBeCloseTo(125_000 * 0.678033, 3);
    expect(power!.warnings).toEqual([
      expect.objectContaining({
        code: "OUTSIDE_VALIDITY",
        message: expect.stringMatching(/valid from 1 April 2025 to 31 March 2026.*No release in the catalogue covers/),
      }),
      expect.objectContaining({ code: "AMBIGUOUS_DATE", message: expect.stringContaining("10 January 2026") }),
      expect.objectContaining({ code: "AMBIGUOUS_DATE", message: expect.stringContaining("11 January 2026") }),
    ]);
    expect(ambiguous!.warnings).toEqual([
      expect.objectContaining({ code: "AMBIGUOUS_DATE", message: expect.stringContaining("3 April 2025") }),
      expect.objectContaining({ code: "AMBIGUOUS_DATE" }),
    ]);
    expect(res.body.summary).toMatchObject({ count: 2, valid: 2, warnings: 2, duplicates: 0, date_order: "day-first" });

    const future = await post<DryRun>(
      [header, `${plant},diesel,500,litres,${dmy(daysFromToday(-3))},${dmy(daysFromToday(20))}`].join("\n"),
      "?dry_run=true",
    );
    expect(future.body.rows[0]!.warnings).toEqual([
      expect.objectContaining({ code: "FUTURE_PERIOD", message: expect.stringContaining("after today") }),
    ]);

    const monthFirst = await post<DryRun>(csv, "?dry_run=true&date_order=month-first");
    expect(monthFirst.body.summary.date_order).toBe("month-first");
    expect(monthFirst.body.rows[1]!.warnings[0]!.message).toContain("4 March 2025");

    // One date that reads only day first (31/10/2026) shows how the sheet is written: no date is in doubt.
    const confirmed = await post<DryRun>(
      [header, `${plant},diesel,20,L,01/10/2026,31/10/2026`, `${plant},diesel,30,L,03/04/2025,03/04/2025`].join("\n"),
      "?dry_run=true",
    );
    expect(confirmed.body.rows.flatMap((r) => r.warnings.map((w) => w.code))).not.toContain("AMBIGUOUS_DATE");
    expect(confirmed.body.summary.date_order).toBe("day-first");
  });

  it("refuses the same file again and rows stored already, unless allowed, and says so in the dry run", async () => {
    const csv = [
      header,
      `${plant},diesel,1000,L,2024-07-01,2024-07-31`,
      `${plant},lpg,50,kg,2024-07-01,2024-07-31`,
    ].join("\n");
    const first = await post<Stored>(csv, "?file_name=july.csv");
    expect(first.status).toBe(201);
    const upload = await uploadOf(first.body.summary.upload_id);
    expect(upload).toMatchObject({ kind: "csv", file_name: "july.csv", file_sha256: sha256(csv), status: "stored" });

    const dry = await post<DryRun>(csv, "?dry_run=true");
    expect(dry.body.summary.duplicate_file).toMatchObject({ upload_id: upload!.id, file_name: "july.csv" });
    expect(dry.body.summary.duplicates).toBe(2);
    expect(dry.body.rows[0]!.warnings).toEqual([expect.objectContaining({ code: "DUPLICATE_RECORD" })]);

    const again = await post(csv);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/^Nothing was stored: this file was uploaded before and 2 rows repeat/);
    expect(again.body.errors?.map((e) => e.code)).toEqual(["DUPLICATE_FILE", "DUPLICATE_RECORD", "DUPLICATE_RECORD"]);
    expect(again.body.errors?.[1]?.message).toMatch(/^Row 2 repeats stored record /);

    // The same rows in another file are still duplicates; rows repeated inside one batch too.
    const reordered = [header, `${plant},lpg,50,kg,2024-07-01,2024-07-31`].join("\r\n");
    expect((await post(reordered)).body.errors?.map((e) => e.code)).toEqual(["DUPLICATE_RECORD"]);
    const twice = [header, `${plant},lpg,9,kg,2024-08-01,2024-08-31`, `${plant},lpg,9,kg,2024-08-01,2024-08-31`];
    const repeated = await post(twice.join("\n"));
    expect(repeated.status).toBe(409);
    expect(repeated.body.errors).toEqual([
      expect.objectContaining({ code: "DUPLICATE_ROW", message: "Row 3 repeats Row 2." }),
    ]);

    const allowed = await post<Stored>(csv, "?duplicates=allow");
    expect(allowed.status).toBe(201);
    expect(allowed.body.summary.count).toBe(2);
  });

  it("knows a spreadsheet by the digest of the file uploaded, and lists it as XLSX", async () => {
    const digest = sha256("the bytes of an XLSX file");
    const csv = [header, `${plant},diesel,10,L,2024-09-01,2024-09-30`].join("\n");
    const query = `?file_name=energy.xlsx&file_kind=xlsx&file_sha256=${digest.toUpperCase()}`;
    const stored = await post<Stored>(csv, query);
    expect(stored.status).toBe(201);
    expect(await uploadOf(stored.body.summary.upload_id)).toMatchObject({
      kind: "xlsx",
      file_name: "energy.xlsx",
      file_sha256: digest,
    });
    // Another sheet read from the same file: the file is the duplicate, though the rows are new.
    const other = [header, `${plant},diesel,11,L,2024-10-01,2024-10-31`].join("\n");
    const refused = await post(other, query);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.map((e) => e.code)).toEqual(["DUPLICATE_FILE"]);
    const bad = await post(other, "?file_sha256=abc&file_kind=pdf");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(["file_kind", "file_sha256"]);
  });

  it("withdraws an upload once: its records leave every total and list, and it stays listed as withdrawn", async () => {
    const before = await totalOf("2024-11-01", "2024-11-30");
    const csv = [
      header,
      `${plant},diesel,1000,L,2024-11-01,2024-11-30`,
      `${plant},grid_electricity,5000,kWh,2024-11-01,2024-11-15`,
    ].join("\n");
    const stored = await post<Stored>(csv, "?file_name=november.csv");
    const id = stored.body.summary.upload_id;
    const withRecords = await totalOf("2024-11-01", "2024-11-30");
    expect(withRecords - before).toBeCloseTo(stored.body.summary.co2e_kg, 3);

    const withdrawn = await api.call<Upload>("POST", `/v1/activity-records/uploads/${id}/withdraw`, { token: a.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id, status: "withdrawn", records: 2, withdrawn_by: expect.any(String) });
    expect(withdrawn.body.withdrawn_at).toEqual(expect.any(String));
    expect(withdrawn.body.co2e_kg).toBeCloseTo(stored.body.summary.co2e_kg, 6);
    expect(await totalOf("2024-11-01", "2024-11-30")).toBeCloseTo(before, 6);
    // A window that cuts the month is summed from the month's pieces: they went too.
    expect(await totalOf("2024-11-10", "2024-11-20")).toBeCloseTo(0, 6);
    const records = await api.call<{ data: { id: string }[] }>(
      "GET",
      `/v1/activity-records?filter=${encodeURIComponent(`facility_id==${plant};period_start>=2024-11-01;period_start<=2024-11-30`)}`,
      { token: a.token },
    );
    expect(records.body.data).toEqual([]);
    expect(await uploadOf(id)).toMatchObject({ status: "withdrawn", file_name: "november.csv" });

    const twice = await api.call<Problem>("POST", `/v1/activity-records/uploads/${id}/withdraw`, { token: a.token });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain("withdrawn before");
    expect(await totalOf("2024-11-01", "2024-11-30")).toBeCloseTo(before, 6);

    const elsewhere = await api.call<Problem>("POST", `/v1/activity-records/uploads/${id}/withdraw`, {
      token: b.token,
    });
    expect(elsewhere.status).toBe(404);
    // A withdrawn file is no longer a duplicate: it can be sent again, corrected or not.
    expect((await post(csv)).status).toBe(201);
  });

  it("keeps a facility whose only records were withdrawn, as the record of what was withdrawn", async () => {
    const yard = await newFacility(api, a.token, "Mistake Yard");
    const stored = await post<Stored>([header, `${yard},diesel,10,L,2024-05-01,2024-05-31`].join("\n"));
    const id = stored.body.summary.upload_id;
    expect((await api.call("POST", `/v1/activity-records/uploads/${id}/withdraw`, { token: a.token })).status).toBe(
      200,
    );
    const refused = await api.call<Problem>("DELETE", `/v1/facilities/${yard}`, { token: a.token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Mistake Yard has 1 record of a withdrawn upload; deactivate it instead (PATCH with "active": false) to keep its history.',
    );
  });

  it("warns of a quantity far from the facility's usual for the activity", async () => {
    const depot = await newFacility(api, a.token, "Usual Depot");
    const months = ["2023-04", "2023-05", "2023-06"].map((m) => `${depot},diesel,300,L,${m}-01,${m}-30`);
    expect((await post([header, ...months].join("\n"))).status).toBe(201);
    const dry = await post<DryRun>(
      [header, `${depot},diesel,9000,L,2023-07-01,2023-07-30`, `${depot},diesel,310,L,2023-08-01,2023-08-30`].join(
        "\n",
      ),
      "?dry_run=true",
    );
    expect(dry.body.rows[0]!.warnings).toEqual([
      expect.objectContaining({ code: "UNUSUAL_QUANTITY", message: expect.stringContaining("30 times") }),
    ]);
    expect(dry.body.rows[1]!.warnings).toEqual([]);
  });
});
