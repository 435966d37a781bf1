import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
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

  it("refuses a field the import does not have, naming it", async () => {
    const bad = await save({ headers: ["Plant"], columns: { Plant: "plant_name" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]).toMatchObject({ field: "columns.Plant", code: "INVALID_VALUE" });
  });
});
