import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type FieldError = { field: string; code: string; message: string };
type Problem = { type: string; status: number; detail: string; errors?: FieldError[] };
type Row = Record<string, unknown> & { id: string };
type List = { data: Row[]; summary: { total: number } };
type DryRun = { rows: { index: number; valid: boolean; problems: FieldError[] }[] };

describe.each(engines)("facility codes, changes, deactivation and deletion on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  /** A facility of tenant A without demo data. */
  let plant: string;
  let orgId: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Lifecycle"));
    orgId = (await api.call<List>("GET", "/v1/orgs", { token: a.token })).body.data[0]!.id;
  });
  afterAll(() => server.close());

  const asA = <T = Row>(method: string, path: string, body?: unknown) =>
    api.call<T>(method, path, { token: a.token, body });
  const newSite = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await asA("POST", "/v1/facilities", {
      org_id: orgId,
      name,
      country: "IN",
      lat: 18.5,
      lon: 73.8,
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const newSource = async (facilityId: string, unit = "kWh") => {
    const body = { facility_id: facilityId, type: "purchased_electricity", unit, description: "Grid feed" };
    return (await asA("POST", "/v1/sources", body)).body;
  };
  const newMeter = async (sourceId: string, serial: string, unit = "kWh") =>
    (await asA("POST", "/v1/meters", { source_id: sourceId, serial, unit })).body;
  const diesel = (facilityId: string, extra: Record<string, unknown> = {}) => ({
    facility_id: facilityId,
    activity: "diesel",
    quantity: 100,
    unit: "L",
    period_start: "2025-04-01",
    period_end: "2025-04-30",
    ...extra,
  });
  const power = (facilityId: string, extra: Record<string, unknown>) => ({
    ...diesel(facilityId),
    activity: "grid_electricity",
    quantity: 1000,
    unit: "kWh",
    ...extra,
  });
  const record = (records: unknown[], query = "") => asA<Problem>("POST", `/v1/activity-records${query}`, { records });
  const csv = <T = Problem>(lines: string[], query = "") =>
    api.call<T>("POST", `/v1/activity-records${query}`, {
      token: a.token,
      body: lines.join("\r\n"),
      headers: { "content-type": "text/csv" },
    });
  const recordsOf = async (facilityId: string) =>
    (
      await asA<List>(
        "GET",
        `/v1/activity-records?page[size]=1&filter=${encodeURIComponent(`facility_id==${facilityId}`)}`,
      )
    ).body.summary.total;
  const ids = async (path: string) => (await asA<List>("GET", path)).body.data.map((r) => r.id);

  it("gives a facility a code, unique in the tenant whatever its case", async () => {
    const pune = await newSite("Pune Forge", { code: "PNQ-01" });
    expect(pune).toMatchObject({ code: "PNQ-01", active: true });
    expect((await asA("GET", `/v1/facilities/${pune.id}`)).body.code).toBe("PNQ-01");
    expect((await newSite("Plain Shed")).code).toBeNull();

    const taken = await asA<Problem>("POST", "/v1/facilities", {
      org_id: orgId,
      name: "Pune Forge 2",
      country: "IN",
      lat: 18.6,
      lon: 73.9,
      code: "pnq-01",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.type).toBe("/problems/duplicate");
    expect(taken.body.detail).toBe("Pune Forge already has the code pnq-01; a code names one facility.");
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: "code", code: "DUPLICATE" })]);

    for (const code of ["PNQ 01", "PNQ/01", "", "A".repeat(21)]) {
      const bad = await asA<Problem>("POST", "/v1/facilities", {
        org_id: orgId,
        name: "X",
        country: "IN",
        lat: 1,
        lon: 1,
        code,
      });
      expect(bad.status, code).toBe(422);
      expect(
        bad.body.errors?.map((e) => e.field),
        code,
      ).toEqual(["code"]);
    }
    // Another tenant may use the same code.
    const orgB = (await api.call<List>("GET", "/v1/orgs", { token: b.token })).body.data[0]!.id;
    const other = await api.call<Row>("POST", "/v1/facilities", {
      token: b.token,
      body: { org_id: orgB, name: "B Forge", country: "IN", lat: 1, lon: 1, code: "PNQ-01" },
    });
    expect(other.status).toBe(201);
  });

  it("changes only the fields sent, validated as on creation, and clears a field sent as null", async () => {
    const site = await newSite("Chakan Yard", { state: "Maharashtra", industry: "manufacturing" });
    const patched = await asA("PATCH", `/v1/facilities/${site.id}`, {
      name: "Chakan Works",
      lat: 18.76,
      lon: 73.86,
      code: "chk-1",
      industry: "logistics",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: site.id,
      name: "Chakan Works",
      country: "IN",
      state: "Maharashtra",
      lat: 18.76,
      lon: 73.86,
      code: "chk-1",
      industry: "logistics",
      created_at: site.created_at,
    });
    const cleared = await asA("PATCH", `/v1/facilities/${site.id}`, { state: null, code: null });
    expect(cleared.body).toMatchObject({ state: null, code: null, name: "Chakan Works" });
    expect((await asA("GET", `/v1/facilities/${site.id}`)).body).toEqual(cleared.body);

    const taken = await asA<Problem>("PATCH", `/v1/facilities/${site.id}`, { code: "Pnq-01" });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain("Pune Forge already has the code");
    // Its own code, in another case, is no conflict.
    await asA("PATCH", `/v1/facilities/${site.id}`, { code: "CHK-1" });
    expect((await asA("PATCH", `/v1/facilities/${site.id}`, { code: "chk-1" })).body.code).toBe("chk-1");

    const range = await asA<Problem>("PATCH", `/v1/facilities/${site.id}`, { lat: 91, country: "India" });
    expect(range.status).toBe(422);
    expect(Object.fromEntries(range.body.errors!.map((e) => [e.field, e.code]))).toEqual({
      lat: "OUT_OF_RANGE",
      country: "INVALID_FORMAT",
    });
    expect((await asA<Problem>("PATCH", `/v1/facilities/${site.id}`, {})).status).toBe(422);
    const moved = await asA<Problem>("PATCH", `/v1/facilities/${site.id}`, { org_id: orgId });
    expect(moved.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "org_id", code: "UNKNOWN_FIELD" })]),
    );
  });

  it("changes sources and meters, keeping a meter's unit able to measure its source", async () => {
    const source = await newSource(plant);
    const meter = await newMeter(source.id, "EM-100");
    const described = await asA("PATCH", `/v1/sources/${source.id}`, { description: "HT feeder", unit: "MWh" });
    expect(described.body).toMatchObject({ description: "HT feeder", unit: "MWh", type: "purchased_electricity" });
    const misfit = await asA<Problem>("PATCH", `/v1/sources/${source.id}`, { unit: "L" });
    expect(misfit.status).toBe(422);
    expect(misfit.body.errors).toEqual([expect.objectContaining({ field: "unit", code: "UNIT_MISMATCH" })]);
    expect((await asA<Problem>("PATCH", `/v1/sources/${source.id}`, { description: null })).body).toMatchObject({
      description: null,
    });

    const renamed = await asA("PATCH", `/v1/meters/${meter.id}`, { serial: "EM-101", make: "Secure", unit: "MWh" });
    expect(renamed.body).toMatchObject({ serial: "EM-101", make: "Secure", unit: "MWh", source_id: source.id });
    const wrongUnit = await asA<Problem>("PATCH", `/v1/meters/${meter.id}`, { unit: "kg" });
    expect(wrongUnit.status).toBe(422);
    expect(wrongUnit.body.errors).toEqual([expect.objectContaining({ field: "unit", code: "UNIT_MISMATCH" })]);
    expect((await asA<Problem>("PATCH", `/v1/meters/${meter.id}`, { serial: "" })).status).toBe(422);
  });

  it("answers 404 to another tenant's facility, source or meter, and leaves them as they were", async () => {
    const first = async (path: string) => (await api.call<List>("GET", path, { token: b.token })).body.data[0]!;
    const theirs = {
      facilities: await first("/v1/facilities"),
      sources: await first("/v1/sources"),
      meters: await first("/v1/meters"),
    };
    const changes = { facilities: { name: "Hijacked" }, sources: { description: "Hijacked" }, meters: { serial: "X" } };
    for (const [resource, row] of Object.entries(theirs)) {
      const path = `/v1/${resource}/${row.id}`;
      const patch = await asA<Problem>("PATCH", path, changes[resource as keyof typeof changes]);
      expect(patch.status, path).toBe(404);
      expect((await asA<Problem>("PATCH", path, { active: false })).status, path).toBe(404);
      expect((await asA<Problem>("DELETE", path)).status, path).toBe(404);
      expect((await api.call<Row>("GET", path, { token: b.token })).body).toEqual(row);
    }
    expect((await asA<Problem>("PATCH", `/v1/facilities/${theirs.facilities.id}`, { code: "NEW-1" })).status).toBe(404);
  });

  it("deactivates a facility: kept and readable, listed only when asked, refused for new records until reactivated", async () => {
    const site = await newSite("Nagpur Depot");
    expect((await record([diesel(site.id)])).status).toBe(201);
    const off = await asA("PATCH", `/v1/facilities/${site.id}`, { active: false });
    expect(off.body.active).toBe(false);

    expect(await ids("/v1/facilities?page[size]=200")).not.toContain(site.id);
    expect(await ids(`/v1/facilities?page[size]=200&org_id=${orgId}`)).not.toContain(site.id);
    const inactive = await asA<List>("GET", "/v1/facilities?status=inactive&page[size]=200");
    expect(inactive.body.data.map((f) => f.id)).toContain(site.id);
    expect(inactive.body.data.every((f) => f.active === false)).toBe(true);
    expect(await ids("/v1/facilities?status=all&page[size]=200")).toEqual(expect.arrayContaining([site.id, plant]));
    expect((await asA("GET", `/v1/facilities/${site.id}`)).body.active).toBe(false);
    expect(await recordsOf(site.id)).toBe(1);

    const refused = await record([diesel(plant), diesel(site.id)]);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("Nagpur Depot is inactive; reactivate it to record its activity.");
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: "records.1.facility_id",
        code: "INACTIVE",
        message: expect.stringContaining("Nagpur Depot is inactive"),
      }),
    ]);
    const dry = await asA<DryRun>("POST", "/v1/activity-records?dry_run=true", { records: [diesel(site.id)] });
    expect(dry.body.rows[0]).toMatchObject({ valid: false, problems: [expect.objectContaining({ code: "INACTIVE" })] });
    expect(await recordsOf(site.id)).toBe(1);

    await asA("PATCH", `/v1/facilities/${site.id}`, { active: true });
    // May's diesel: April's is stored already, and the same record again would be refused as a duplicate.
    const may = diesel(site.id, { period_start: "2025-05-01", period_end: "2025-05-31" });
    expect((await record([may])).status).toBe(201);
    expect(await ids("/v1/facilities?page[size]=200")).toContain(site.id);
  });

  it("deactivates sources and meters the same way", async () => {
    const source = await newSource(plant);
    const meter = await newMeter(source.id, "EM-200");
    const reading = power(plant, { source_id: source.id, meter_id: meter.id });

    await asA("PATCH", `/v1/sources/${source.id}`, { active: false });
    expect(await ids(`/v1/sources?facility_id=${plant}`)).not.toContain(source.id);
    expect(await ids(`/v1/sources?facility_id=${plant}&status=inactive`)).toEqual([source.id]);
    const bySource = await record([reading]);
    expect(bySource.status).toBe(422);
    expect(bySource.body.errors).toEqual([expect.objectContaining({ field: "records.0.source_id", code: "INACTIVE" })]);
    await asA("PATCH", `/v1/sources/${source.id}`, { active: true });

    const off = await asA("PATCH", `/v1/meters/${meter.id}`, { active: false });
    expect(off.body).toMatchObject({ active: false, serial: "EM-200" });
    expect(await ids(`/v1/meters?source_id=${source.id}`)).toEqual([]);
    expect(await ids(`/v1/meters?source_id=${source.id}&status=all`)).toEqual([meter.id]);
    const byMeter = await record([reading]);
    expect(byMeter.body.errors).toEqual([expect.objectContaining({ field: "records.0.meter_id", code: "INACTIVE" })]);
    await asA("PATCH", `/v1/meters/${meter.id}`, { active: true });
    expect((await record([reading])).status).toBe(201);
  });

  it("deletes a facility, source or meter no record names", async () => {
    const site = await newSite("Typo Plant", { code: "TYPO" });
    const source = await newSource(site.id);
    const meter = await newMeter(source.id, "EM-300");
    const spare = await newMeter(source.id, "EM-301");

    const gone = await asA("DELETE", `/v1/meters/${meter.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ id: meter.id, deleted: true });
    expect((await asA("GET", `/v1/meters/${meter.id}`)).status).toBe(404);
    expect((await asA("DELETE", `/v1/meters/${meter.id}`)).status).toBe(404);

    expect((await asA("DELETE", `/v1/facilities/${site.id}`)).body).toEqual({ id: site.id, deleted: true });
    for (const path of [`/v1/facilities/${site.id}`, `/v1/sources/${source.id}`, `/v1/meters/${spare.id}`]) {
      expect((await asA("GET", path)).status, path).toBe(404);
    }
    // Its code is free again.
    expect((await newSite("Typo Plant Again", { code: "typo" })).code).toBe("typo");
  });

  it("keeps, with 409 saying why, a facility, source or meter that records name, and its records with it", async () => {
    const site = await newSite("Pune Plant");
    const source = await newSource(site.id);
    const meter = await newMeter(source.id, "EM-400");
    const unused = await newSource(site.id);
    expect((await record([diesel(site.id), power(site.id, { source_id: source.id, meter_id: meter.id })])).status).toBe(
      201,
    );
    const production = await asA("POST", "/v1/production-records", {
      records: [
        { facility_id: site.id, quantity: 50, unit: "tonne", period_start: "2025-04-01", period_end: "2025-04-30" },
      ],
    });
    expect(production.status).toBe(201);

    const kept = await asA<Problem>("DELETE", `/v1/facilities/${site.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.type).toBe("/problems/in-use");
    expect(kept.body.detail).toBe(
      'Pune Plant has 2 activity records and 1 production record; deactivate it instead (PATCH with "active": false) to keep its history.',
    );
    const keptSource = await asA<Problem>("DELETE", `/v1/sources/${source.id}`);
    expect(keptSource.status).toBe(409);
    expect(keptSource.body.detail).toMatch(/^The source "Grid feed" has 1 activity record; deactivate it instead/);
    const keptMeter = await asA<Problem>("DELETE", `/v1/meters/${meter.id}`);
    expect(keptMeter.status).toBe(409);
    expect(keptMeter.body.detail).toMatch(/^Meter EM-400 has 1 activity record; deactivate it instead/);

    expect(await recordsOf(site.id)).toBe(2);
    for (const path of [`/v1/facilities/${site.id}`, `/v1/sources/${source.id}`, `/v1/meters/${meter.id}`]) {
      expect((await asA("GET", path)).status, path).toBe(200);
    }
    // A source no record names goes, even at a facility with records.
    expect((await asA("DELETE", `/v1/sources/${unused.id}`)).status).toBe(200);
  });

  it("reads a CSV's facility column as a facility's id, name or code, in any case", async () => {
    const site = await newSite("Hinjewadi Works", { code: "HJW-2" });
    const before = await recordsOf(site.id);
    const res = await csv<{ data: Row[] }>([
      "facility,activity,quantity,unit,period",
      "Hinjewadi Works,diesel,100,L,Apr 2025",
      "  hjw-2 ,diesel,200,L,May 2025",
      `${site.id.toLowerCase()},diesel,300,L,Jun 2025`,
      "HINJEWADI WORKS,diesel,400,L,Jul 2025",
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.map((r) => r.facility_id)).toEqual([site.id, site.id, site.id, site.id]);
    expect(await recordsOf(site.id)).toBe(before + 4);

    // Rows with facility_id and rows with facility in one sheet.
    const mixed = await csv<{ data: Row[] }>([
      "facility_id,facility,activity,quantity,unit,period",
      `${plant},,diesel,10,L,Apr 2025`,
      ",HJW-2,diesel,20,L,Apr 2025",
    ]);
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.map((r) => r.facility_id)).toEqual([plant, site.id]);
  });

  it("refuses a CSV whose facility cell names no facility or several, naming the row and column", async () => {
    const total = async () => (await asA<List>("GET", "/v1/activity-records?page[size]=1")).body.summary.total;
    const before = await total();
    const unknown = await csv([
      "facility,activity,quantity,unit,period",
      "Lifecycle Plant,diesel,100,L,Apr 2025",
      "",
      "Pune 2,diesel,100,L,Apr 2025",
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toBe('Row 4, column "facility": no facility is named or coded "Pune 2".');
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ field: "records.1.facility", code: "UNKNOWN_REFERENCE" }),
    ]);

    await newSite("Twin Shed");
    await newSite("Talegaon", { code: "Twin-Shed-B" });
    await newSite("Twin-Shed-B");
    const ambiguous = await csv(["facility,activity,quantity,unit,period", "twin-shed-b,diesel,5,L,Apr 2025"]);
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.detail).toBe(
      'Row 2, column "facility": "twin-shed-b" names 2 facilities, Talegaon (Twin-Shed-B) and Twin-Shed-B; write its code or id.',
    );
    expect(ambiguous.body.errors).toEqual([expect.objectContaining({ code: "AMBIGUOUS" })]);

    // Another tenant's facility is no facility of this one.
    const orgB = (await api.call<List>("GET", "/v1/orgs", { token: b.token })).body.data[0]!.id;
    await api.call("POST", "/v1/facilities", {
      token: b.token,
      body: { org_id: orgB, name: "Bravo Depot", country: "IN", lat: 1, lon: 1 },
    });
    const foreign = await csv(["facility,activity,quantity,unit,period", "Bravo Depot,diesel,5,L,Apr 2025"]);
    expect(foreign.body.detail).toBe('Row 2, column "facility": no facility is named or coded "Bravo Depot".');

    const both = await csv([
      "facility_id,facility,activity,quantity,unit,period",
      `${plant},Twin Shed,diesel,5,L,Apr 2025`,
    ]);
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([expect.objectContaining({ field: "records.0.facility", code: "INCONSISTENT" })]);
    expect(await total()).toBe(before);
  });

  it("reports an unmatched facility cell as its row's problem in a dry run", async () => {
    const dry = await csv<DryRun>(
      [
        "facility,activity,quantity,unit,period",
        "Nowhere Mill,diesel,5,L,Apr 2025",
        "Lifecycle Plant,diesel,5,L,Apr 2025",
      ],
      "?dry_run=true",
    );
    expect(dry.status).toBe(200);
    expect(dry.body.rows[0]).toMatchObject({
      valid: false,
      problems: [
        {
          field: "facility",
          code: "UNKNOWN_REFERENCE",
          message: 'Row 2, column "facility": no facility is named or coded "Nowhere Mill"',
        },
      ],
    });
    expect(dry.body.rows[1]).toMatchObject({ valid: true, problems: [] });
  });
});
