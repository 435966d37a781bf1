import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Mapping = {
  id: string;
  headers: string[];
  columns: Record<string, string | null>;
  activities: Record<string, string>;
  date_order: string;
};

describe.each(engines)("import mappings on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;

  beforeAll(async () => {
    ({ server, api, a, b } = await startAnalyticsServer(engine, "Mappings"));
  });
  afterAll(() => server.close());

  const save = (body: unknown, token = a.token) =>
    api.call<Mapping & Problem>("POST", "/v1/import-mappings", { token, body });
  const find = async (headers: string, token = a.token) =>
    (
      await api.call<{ data: Mapping[] }>("GET", `/v1/import-mappings?headers=${encodeURIComponent(headers)}`, {
        token,
      })
    ).body.data;

  it("keeps a sheet's mapping for its header row, found again whatever the headers' case and spacing", async () => {
    const sheet = {
      headers: ["Plant", "Fuel", "Qty", "UOM", "Month", "Notes, if any"],
      columns: {
        Plant: "facility",
        Fuel: "activity",
        Qty: "quantity",
        UOM: "unit",
        Month: "period",
        "Notes, if any": null,
      },
      activities: { "HSD (DG set)": "diesel" },
    };
    const saved = await save(sheet);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...sheet, date_order: "day-first" });

    expect(await find(' plant ,FUEL,qty,Uom,month,"Notes, if any"')).toEqual([saved.body]);
    expect(await find("Plant,Fuel,Qty")).toEqual([]);

    const again = await save({ ...sheet, activities: { "HSD (DG set)": "diesel_mobile" }, date_order: "month-first" });
    expect(again.body.id).toBe(saved.body.id);
    expect((await find('Plant,Fuel,Qty,UOM,Month,"Notes, if any"'))[0]).toMatchObject({
      activities: { "HSD (DG set)": "diesel_mobile" },
      date_order: "month-first",
    });
    // Another workspace has its own.
    expect(await find('Plant,Fuel,Qty,UOM,Month,"Notes, if any"', b.token)).toEqual([]);
  });

  it("refuses a headers parameter that is not one CSV line, and a file name with a control character", async () => {
    const bad = await api.call<Problem>("GET", `/v1/import-mappings?headers=${encodeURIComponent('Plant,"Fuel')}`, {
      token: a.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ field: "headers", code: "MALFORMED" });
    const nul = await api.call<Problem>("POST", "/v1/activity-records?dry_run=true&file_name=a%00b.csv", {
      token: a.token,
      body: "facility,activity,quantity,unit,period\nNowhere,diesel,1,L,Jan 2025\n",
      headers: { "content-type": "text/csv" },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.errors?.[0]).toMatchObject({ field: "file_name" });
  });

  it("refuses a field the import does not have, naming it", async () => {
    const bad = await save({ headers: ["Plant"], columns: { Plant: "plant_name" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]).toMatchObject({ field: "columns.Plant", code: "INVALID_VALUE" });
  });
  it("reads a sheet as it is with a saved mapping: its headers, its activity names, its date order", async () => {
    await newFacility(api, a.token, "Chakan Works");
    const mapping = await save({
      headers: ["Plant", "Fuel", "Qty", "UOM", "From", "To", "Remarks"],
      columns: {
        Plant: "facility",
        Fuel: "activity",
        Qty: "quantity",
        UOM: "unit",
        From: "period_start",
        To: "period_end",
        Remarks: null,
      },
      activities: { "HSD (DG set)": "diesel" },
      date_order: "month-first",
    });
    const sheet = [
      "Plant,Fuel,Qty,UOM,From,To,Remarks",
      'Chakan Works,HSD (DG set),"1,250",litres,03/01/2025,03/31/2025,monthly bill',
      "Chakan Works,Grid electricity,12.5OO,units,03/01/2025,03/31/2025,",
    ].join("\n");
    const post = <T>(query: string, body = sheet) =>
      api.call<T>("POST", `/v1/activity-records${query}`, {
        token: a.token,
        body,
        headers: { "content-type": "text/csv" },
      });
    type Dry = {
      summary: { valid: number; date_order: string };
      rows: { activity: string | null; quantity: number | null; problems: { field: string; message: string }[] }[];
    };
    const dry = await post<Dry>(`?dry_run=true&mapping=${mapping.body.id}`);
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toMatchObject({ valid: 1, date_order: "month-first" });
    expect(dry.body.rows[0]).toMatchObject({ activity: "diesel", quantity: 1250 });
    // The cell is named by the sheet's own header.
    expect(dry.body.rows[1]!.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^Row 3, column "Qty": "12.5OO" is not a number/),
    ]);

    const fixed = sheet.replace("12.5OO", '"12,500"');
    const stored = await post<{ data: { period_start: string; activity: string }[] }>(
      `?mapping=${mapping.body.id}`,
      fixed,
    );
    expect(stored.status).toBe(201);
    expect(stored.body.data.map((r) => [r.activity, r.period_start])).toEqual([
      ["diesel", "2025-03-01"],
      ["grid_electricity", "2025-03-01"],
    ]);

    const unknown = await post<Problem>("?mapping=01JC0000000000000000000000", fixed);
    expect(unknown.status).toBe(404);
    const plant = await newFacility(api, a.token, "JSON Works");
    const record = {
      facility_id: plant,
      activity: "diesel",
      quantity: 1,
      unit: "L",
      period_start: "2025-01-01",
      period_end: "2025-01-31",
    };
    const json = await api.call<Problem>("POST", `/v1/activity-records?mapping=${mapping.body.id}`, {
      token: a.token,
      body: { records: [record] },
    });
    expect(json.status).toBe(400);
    expect(json.body.errors?.[0]).toMatchObject({ field: "mapping" });
  });
});
