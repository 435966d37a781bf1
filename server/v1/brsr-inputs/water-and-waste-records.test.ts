import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Json = Record<string, unknown>;
type WaterRecord = {
  id: string;
  facility_id: string;
  period_start: string;
  entered_unit: string;
  withdrawal_kl: Record<string, number>;
  discharge_kl: Record<string, Record<string, number>>;
  total_withdrawal_kl: number;
  total_discharge_kl: number;
  consumption_kl: number;
};
type WasteRecord = {
  id: string;
  entered_unit: string;
  generated_t: Record<string, number>;
  recovered_t: Record<string, number>;
  disposed_t: Record<string, number>;
  total_generated_t: number;
  total_recovered_t: number;
  total_disposed_t: number;
};
type Batch<T> = { data: T[]; summary: Json & { count: number } };
type Page<T> = { data: T[]; page: { next_cursor: string | null }; summary: { count: number; total: number } };

const month = (m: string) => {
  const [y, mm] = m.split("-").map(Number) as [number, number];
  const end = new Date(Date.UTC(y, mm, 0)).toISOString().slice(0, 10);
  return { period_start: `${m}-01`, period_end: end };
};

describe.each(engines)("water and waste records on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Water"));
  });
  afterAll(() => server.close());

  const post = <T = Problem>(path: string, records: unknown[], token = a.token, query = "") =>
    api.call<T>("POST", `/v1/${path}${query}`, { token, body: { records } });
  const list = <T>(path: string, query: string, token = a.token) =>
    api.call<Page<T>>("GET", `/v1/${path}?${query}`, { token });
  const onPlant = (facility = plant) => `filter=${encodeURIComponent(`facility_id==${facility}`)}`;

  describe("water", () => {
    it("stores withdrawal by source and discharge by destination and treatment in kL, with consumption computed", async () => {
      const res = await post<Batch<WaterRecord>>("water-records", [
        {
          facility_id: plant,
          ...month("2025-04"),
          unit: "kL",
          withdrawal: { ground: 1850, third_party: 4200 },
          discharge: { third_party: { secondary: 2600 }, surface: { tertiary: 310 } },
        },
        // 75 m3 is 75 kL; 12,500 L is 12.5 kL.
        { facility_id: plant, ...month("2025-05"), unit: "m3", withdrawal: { surface: 75 } },
        { facility_id: plant, ...month("2025-06"), unit: "L", withdrawal: { other: 12_500 }, discharge: {} },
      ]);
      expect(res.status).toBe(201);
      const [april, may, june] = res.body.data;
      expect(april).toMatchObject({
        facility_id: plant,
        period_start: "2025-04-01",
        entered_unit: "kL",
        withdrawal_kl: { surface: 0, ground: 1850, third_party: 4200, seawater_desalinated: 0, other: 0 },
        total_withdrawal_kl: 6050,
        total_discharge_kl: 2910,
        // 6,050 kL withdrawn - 2,910 kL discharged
        consumption_kl: 3140,
      });
      expect(april!.discharge_kl.third_party).toEqual({ none: 0, primary: 0, secondary: 2600, tertiary: 0 });
      expect(april!.discharge_kl.surface).toEqual({ none: 0, primary: 0, secondary: 0, tertiary: 310 });
      expect(april!.discharge_kl.seawater).toEqual({ none: 0, primary: 0, secondary: 0, tertiary: 0 });
      expect(may).toMatchObject({ entered_unit: "m3", total_withdrawal_kl: 75, consumption_kl: 75 });
      expect(june).toMatchObject({ entered_unit: "L", withdrawal_kl: { other: 12.5 }, consumption_kl: 12.5 });
      expect(res.body.summary).toEqual({
        upload_id: expect.any(String),
        count: 3,
        total_withdrawal_kl: 6137.5,
        total_discharge_kl: 2910,
        consumption_kl: 3227.5,
      });
    });

    it("refuses negative figures, unknown categories and units, a reversed period, an empty record and a typed consumption, naming each", async () => {
      const ok = { facility_id: plant, ...month("2025-07"), unit: "kL", withdrawal: { ground: 10 } };
      const res = await post("water-records", [
        ok,
        { ...ok, withdrawal: { ground: -5 } },
        { ...ok, withdrawal: { rainwater: 40 } },
        { ...ok, discharge: { river: { none: 3 } } },
        { ...ok, discharge: { surface: { quaternary: 3 } } },
        { ...ok, unit: "gallon" },
        { ...ok, period_start: "2025-07-31", period_end: "2025-07-01" },
        { ...ok, withdrawal: {}, discharge: {} },
        { ...ok, consumption_kl: 10 },
      ]);
      expect(res.status).toBe(422);
      const byField = Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.code]));
      expect(byField).toEqual({
        "records.1.withdrawal.ground": "OUT_OF_RANGE",
        "records.2.withdrawal.rainwater": "UNKNOWN_FIELD",
        "records.3.discharge.river": "UNKNOWN_FIELD",
        "records.4.discharge.surface.quaternary": "UNKNOWN_FIELD",
        "records.5.unit": "INVALID_VALUE",
        "records.6.period_end": "OUT_OF_RANGE",
        "records.7.withdrawal": "REQUIRED",
        "records.8.consumption_kl": "UNKNOWN_FIELD",
      });
      // All or nothing: the valid record was not stored either.
      const july = await list<WaterRecord>(
        "water-records",
        `filter=${encodeURIComponent(`facility_id==${plant};period_start==2025-07-01`)}`,
      );
      expect(july.body.summary.total).toBe(0);
    });

    it("answers another tenant's facility as not found and an inactive one as INACTIVE, storing nothing", async () => {
      const theirs = await newFacility(api, b.token, "B's Plant");
      const res = await post("water-records", [
        { facility_id: plant, ...month("2025-08"), unit: "kL", withdrawal: { ground: 1 } },
        { facility_id: theirs, ...month("2025-08"), unit: "kL", withdrawal: { ground: 1 } },
      ]);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ field: "records.1.facility_id", code: "UNKNOWN_REFERENCE" }),
      ]);
      const shut = await newFacility(api, a.token, "Shut Plant");
      await api.call("PATCH", `/v1/facilities/${shut}`, { token: a.token, body: { active: false } });
      const inactive = await post("water-records", [
        { facility_id: shut, ...month("2025-08"), unit: "kL", withdrawal: { ground: 1 } },
      ]);
      expect(inactive.status).toBe(422);
      expect(inactive.body.errors?.[0]).toMatchObject({ field: "records.0.facility_id", code: "INACTIVE" });
      for (const facility of [plant, shut]) {
        const august = await list<WaterRecord>(
          "water-records",
          `filter=${encodeURIComponent(`facility_id==${facility};period_start==2025-08-01`)}`,
        );
        expect(august.body.summary.total).toBe(0);
      }
    });

    it("refuses a record of the same facility, period and figures unless duplicates=allow, whatever unit it came in", async () => {
      const record = { facility_id: plant, ...month("2025-09"), unit: "kL", withdrawal: { ground: 500 } };
      expect((await post("water-records", [record])).status).toBe(201);
      // 500 m3 is the same 500 kL.
      const again = await post("water-records", [{ ...record, unit: "m3" }]);
      expect(again.status).toBe(409);
      expect(again.body.detail).toMatch(/^Nothing was stored: 1 record repeats stored water records/);
      expect(again.body.errors).toEqual([expect.objectContaining({ field: "records.0", code: "DUPLICATE_RECORD" })]);
      const twice = { ...record, ...month("2025-10") };
      const repeated = await post("water-records", [twice, twice]);
      expect(repeated.status).toBe(409);
      expect(repeated.body.errors).toEqual([
        expect.objectContaining({ field: "records.1", code: "DUPLICATE_ROW", message: "records.1 repeats records.0." }),
      ]);
      // Other figures for the same period are another record.
      expect((await post("water-records", [{ ...record, withdrawal: { ground: 501 } }])).status).toBe(201);
      const allowed = await post<Batch<WaterRecord>>("water-records", [record], a.token, "?duplicates=allow");
      expect(allowed.status).toBe(201);
      expect(allowed.body.summary.count).toBe(1);
    });

    it("lists with the filter grammar, sort and cursor pages, and only the tenant's own", async () => {
      const other = await newFacility(api, a.token, "Water Listing Plant");
      const months = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05"];
      const stored = await post<Batch<WaterRecord>>(
        "water-records",
        months.map((m, i) => ({
          facility_id: other,
          ...month(m),
          unit: "kL",
          withdrawal: { ground: 100 * (i + 1) },
          discharge: { third_party: { none: 50 } },
        })),
      );
      expect(stored.status).toBe(201);
      const first = await list<WaterRecord>("water-records", `${onPlant(other)}&sort=-period_start&page[size]=2`);
      expect(first.body.data.map((r) => r.period_start)).toEqual(["2024-05-01", "2024-04-01"]);
      expect(first.body.summary.total).toBe(5);
      const next = await list<WaterRecord>(
        "water-records",
        `${onPlant(other)}&sort=-period_start&page[size]=2&page[after]=${first.body.page.next_cursor}`,
      );
      expect(next.body.data.map((r) => r.period_start)).toEqual(["2024-03-01", "2024-02-01"]);
      // 300, 400 and 500 kL withdrawn less 50 discharged: consumption 250, 350, 450.
      const thirsty = await list<WaterRecord>(
        "water-records",
        `filter=${encodeURIComponent(`facility_id==${other};consumption_kl>=250`)}&sort=consumption_kl`,
      );
      expect(thirsty.body.data.map((r) => r.consumption_kl)).toEqual([250, 350, 450]);
      const unknown = await list<WaterRecord>("water-records", `filter=${encodeURIComponent("colour==blue")}`);
      expect(unknown.status).toBe(400);

      const bSees = await list<WaterRecord>("water-records", onPlant(other), b.token);
      expect(bSees.status).toBe(200);
      expect(bSees.body.summary.total).toBe(0);
      // B holds its own demo data's records, none of A's.
      const bHolds = (await list<WaterRecord>("water-records", "page[size]=200", b.token)).body.data.map((r) => r.id);
      expect(bHolds.filter((id) => stored.body.data.some((r) => r.id === id))).toEqual([]);
      expect((await list<WaterRecord>("water-records", "page[size]=200")).body.summary.total).toBeGreaterThan(5);
    });

    it("is read with read:activity, written with calc:emissions only, and keeps its facility from deletion", async () => {
      const reader = await api.token(a.clientId, a.secret, "read:activity");
      expect((await list<WaterRecord>("water-records", onPlant(), reader)).status).toBe(200);
      const refused = await post(
        "water-records",
        [{ facility_id: plant, ...month("2025-11"), unit: "kL", withdrawal: { ground: 1 } }],
        reader,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toContain("calc:emissions");

      const site = await newFacility(api, a.token, "Borewell Site");
      await post("water-records", [{ facility_id: site, ...month("2025-04"), unit: "kL", withdrawal: { ground: 9 } }]);
      const deletion = await api.call<Problem>("DELETE", `/v1/facilities/${site}`, { token: a.token });
      expect(deletion.status).toBe(409);
      expect(deletion.body.detail).toContain("1 water record");
    });

    it("replays a batch sent again with the same Idempotency-Key, on the tenant's path too", async () => {
      const headers = { "idempotency-key": "water-batch-1" };
      const body = { records: [{ facility_id: plant, ...month("2023-04"), unit: "kL", withdrawal: { ground: 7 } }] };
      const path = `/v1/tenants/${a.tenantId}/water-records`;
      const first = await api.call<Batch<WaterRecord>>("POST", path, { token: a.token, body, headers });
      const second = await api.call<Batch<WaterRecord>>("POST", path, { token: a.token, body, headers });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      expect(second.body.data[0]!.id).toBe(first.body.data[0]!.id);
    });
  });

  describe("waste", () => {
    it("stores BRSR's categories in tonnes, converting kg", async () => {
      const res = await post<Batch<WasteRecord>>("waste-records", [
        {
          facility_id: plant,
          ...month("2025-04"),
          unit: "kg",
          generated: { plastic: 1240, e_waste: 85, other_hazardous: 410, other_non_hazardous: 18_600 },
          recovered: { recycled: 16_900, re_used: 750 },
          disposed: { incineration: 410, landfill: 2275 },
        },
        { facility_id: plant, ...month("2025-05"), unit: "tonne", generated: { construction_demolition: 42 } },
      ]);
      expect(res.status).toBe(201);
      const [april, may] = res.body.data;
      expect(april).toMatchObject({
        entered_unit: "kg",
        generated_t: {
          plastic: 1.24,
          e_waste: 0.085,
          bio_medical: 0,
          construction_demolition: 0,
          battery: 0,
          radioactive: 0,
          other_hazardous: 0.41,
          other_non_hazardous: 18.6,
        },
        recovered_t: { recycled: 16.9, re_used: 0.75, other_recovery: 0 },
        disposed_t: { incineration: 0.41, landfill: 2.275, other_disposal: 0 },
        total_generated_t: 20.335,
        total_recovered_t: 17.65,
        total_disposed_t: 2.685,
      });
      expect(may).toMatchObject({ entered_unit: "tonne", total_generated_t: 42, total_recovered_t: 0 });
      expect(res.body.summary).toEqual({
        upload_id: expect.any(String),
        count: 2,
        total_generated_t: 62.335,
        total_recovered_t: 17.65,
        total_disposed_t: 2.685,
      });
    });

    it("refuses unknown categories and units, negative figures and an empty record; duplicates unless allowed", async () => {
      const ok = { facility_id: plant, ...month("2025-06"), unit: "tonne", generated: { battery: 0.3 } };
      const invalid = await post("waste-records", [
        { ...ok, generated: { glass: 1 } },
        { ...ok, recovered: { composted: 1 } },
        { ...ok, disposed: { landfill: -1 } },
        { ...ok, unit: "lb" },
        { ...ok, generated: {} },
      ]);
      expect(invalid.status).toBe(422);
      expect(Object.fromEntries((invalid.body.errors ?? []).map((e) => [e.field, e.code]))).toEqual({
        "records.0.generated.glass": "UNKNOWN_FIELD",
        "records.1.recovered.composted": "UNKNOWN_FIELD",
        "records.2.disposed.landfill": "OUT_OF_RANGE",
        "records.3.unit": "INVALID_VALUE",
        "records.4.generated": "REQUIRED",
      });
      expect((await post("waste-records", [ok])).status).toBe(201);
      // 300 kg is the same 0.3 t.
      const again = await post("waste-records", [{ ...ok, unit: "kg", generated: { battery: 300 } }]);
      expect(again.status).toBe(409);
      expect(again.body.errors?.[0]).toMatchObject({ field: "records.0", code: "DUPLICATE_RECORD" });
      expect((await post("waste-records", [ok], a.token, "?duplicates=allow")).status).toBe(201);
    });

    it("lists the tenant's own with filters; another tenant's facility is not found", async () => {
      const heavy = await list<WasteRecord>(
        "waste-records",
        `filter=${encodeURIComponent(`facility_id==${plant};total_generated_t>=40`)}`,
      );
      expect(heavy.body.data.map((r) => r.total_generated_t)).toEqual([42]);
      expect((await list<WasteRecord>("waste-records", onPlant(), b.token)).body.summary.total).toBe(0);
      const intoTheirs = await post(
        "waste-records",
        [{ facility_id: plant, ...month("2025-07"), unit: "kg", generated: { plastic: 1 } }],
        b.token,
      );
      expect(intoTheirs.status).toBe(404);
      expect(intoTheirs.body.errors?.[0]).toMatchObject({ field: "records.0.facility_id", code: "UNKNOWN_REFERENCE" });
    });
  });
});
