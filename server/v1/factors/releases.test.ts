import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json, Problem } from "../../../tests/support/analytics-fixtures";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { createTestDb, engines, type TestDb } from "../../../tests/support/db";
import { buildServer } from "../../app";
import { type Config, testConfig } from "../../config";
import { type DemoSite, demoActivity, demoMonths } from "../../demo/demo-activity";
import { calculateBatch } from "../activity-data/calculate";

type Release = {
  id: string;
  rows: number;
  rows_with_value: number;
  loaded_at: string;
  changes: { previous: string; added: number; removed: number | null; changed: number; unchanged: number } | null;
};
type Releases = { data: Release[]; summary: { count: number; latest: string } };
type StoredRecord = {
  id: string;
  scope: number;
  scope3_category: number | null;
  emissions: {
    co2e_kg: number;
    co2e_gwp: string;
    co2e_basis: string;
    data_version: string | null;
    releases: string[];
    factor_ids: string[];
  };
};
type Batch = { data: StoredRecord[] };
type Recalculation = {
  data_version: string;
  written: boolean;
  by_facility_scope: { facility_id: string; scope: number; records: number; changed: number; difference_kg: number }[];
  total: { records: number; changed: number; co2e_kg_before: number; co2e_kg_after: number; difference_kg: number };
};

/** June 2025 electricity of a UK office: 100,000 kWh. */
const JUNE_2025 = { period_start: "2025-06-01", period_end: "2025-06-30" };
/**
 * Records on DESNZ's published basis (AR5), so the releases' published figures are what a record holds; the same
 * records are sent more than once (pinned to a release, then on the latest), which is not a duplicate to refuse here.
 */
const RECORDS_AR5 = "/v1/activity-records?gwp_set=AR5&duplicates=allow";

describe.each(engines)("factor releases and pinning on %s", (engine) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let api: ApiClient;
  let tenant: SandboxCredentials;
  let office: string;
  let recordId: string;
  let desnz2024LoadedAt: string;

  /** A server over the test database that holds the releases up to `catalogueThrough` (all when unset). */
  async function serve(overrides: Partial<Config>) {
    if (app) await app.close();
    app = await buildServer(testConfig({ sandboxSignupsPerHour: 100, ...overrides }), { db: testDb.db });
    api = new ApiClient(await app.listen({ port: 0, host: "127.0.0.1" }));
  }
  const get = <T = Json>(path: string) => api.call<T>("GET", path, { token: tenant.token });
  const post = <T = Json>(path: string, body: unknown) => api.call<T>("POST", path, { token: tenant.token, body });

  beforeAll(async () => {
    testDb = await createTestDb(engine);
    await serve({ catalogueThrough: "desnz-2024" });
    tenant = await newSandboxTenant(api, "Releases Ltd");
    const orgs = await get<{ data: { id: string }[] }>("/v1/orgs");
    const facility = await post<{ id: string }>("/v1/facilities", {
      org_id: orgs.body.data[0]!.id,
      name: "London office",
      country: "GB",
      lat: 51.5,
      lon: -0.12,
      industry: "financial-services",
    });
    expect(facility.status).toBe(201);
    office = facility.body.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("a server holding releases up to DESNZ 2024 lists them, and latest is DESNZ 2024", async () => {
    const res = await get<Releases>("/v1/emission-factors/releases");
    expect(res.status).toBe(200);
    expect(res.body.summary.latest).toBe("desnz-2024");
    const ids = res.body.data.map((r) => r.id);
    expect(ids.at(-1)).toBe("desnz-2024");
    expect(ids).not.toContain("desnz-2025");
    const desnz2024 = res.body.data.find((r) => r.id === "desnz-2024")!;
    expect(desnz2024).toMatchObject({ rows: 3425, rows_with_value: 2616, changes: null });
    desnz2024LoadedAt = desnz2024.loaded_at;
    const factors = await get<{ data: Json[]; summary: { release: string } }>(
      "/v1/emission-factors?release=desnz-2025",
    );
    expect(factors.body).toMatchObject({ data: [], summary: { release: "desnz-2024" } });
  });

  it("calculates a record on the latest release it holds and says so", async () => {
    const res = await post<Batch>(RECORDS_AR5, {
      records: [{ facility_id: office, activity: "grid_electricity", quantity: 100_000, unit: "kWh", ...JUNE_2025 }],
    });
    expect(res.status).toBe(201);
    const record = res.body.data[0]!;
    // DESNZ 2024: 0.20705 kg CO2e/kWh (the 2025 figure is not held here)
    expect(record.emissions.co2e_kg).toBeCloseTo(20_705, 6);
    expect(record.emissions).toMatchObject({ data_version: "desnz-2024", releases: ["desnz-2024"] });
    recordId = record.id;
    const later = await api.call<Problem>("POST", `${RECORDS_AR5}&data_version=desnz-2025`, {
      token: tenant.token,
      body: {
        records: [{ facility_id: office, activity: "grid_electricity", quantity: 1, unit: "kWh", ...JUNE_2025 }],
      },
    });
    expect(later.status).toBe(400);
    expect(later.body.errors?.[0]).toMatchObject({ field: "data_version", code: "INVALID_VALUE" });
  });

  it("after DESNZ 2025 is loaded, the record keeps its figure; older releases are not rewritten", async () => {
    await serve({});
    tenant.token = await api.token(tenant.clientId, tenant.secret);
    const releases = await get<Releases>("/v1/emission-factors/releases");
    expect(releases.body.summary.latest).toBe("desnz-2025");
    const desnz2025 = releases.body.data.find((r) => r.id === "desnz-2025")!;
    expect(desnz2025).toMatchObject({
      rows: 3425,
      changes: { previous: "desnz-2024", added: 0, removed: 0, changed: 1370, unchanged: 2055 },
    });
    expect(releases.body.data.find((r) => r.id === "desnz-2024")!.loaded_at).toBe(desnz2024LoadedAt);
    const record = await get<StoredRecord>(`/v1/activity-records/${recordId}`);
    expect(record.body.emissions.co2e_kg).toBeCloseTo(20_705, 6);
    expect(record.body.emissions.data_version).toBe("desnz-2024");
  });

  it("pins a calculation with data_version; latest is the default", async () => {
    const body = {
      records: [{ facility_id: office, activity: "grid_electricity", quantity: 1000, unit: "kWh", ...JUNE_2025 }],
    };
    const pinned = await api.call<Batch>("POST", `${RECORDS_AR5}&data_version=desnz-2024`, {
      token: tenant.token,
      body,
    });
    expect(pinned.status).toBe(201);
    expect(pinned.body.data[0]!.emissions.co2e_kg).toBeCloseTo(207.05, 9);
    const latest = await post<Batch>(RECORDS_AR5, body);
    expect(latest.body.data[0]!.emissions).toMatchObject({ co2e_kg: 177, data_version: "desnz-2025" });
  });

  it("a dry run reports the difference per facility and scope and writes nothing; then it is written", async () => {
    const dry = await post<Recalculation>("/v1/activity-records/recalculate", { facility_id: office });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ data_version: "desnz-2025", written: false });
    // two records on DESNZ 2024 (100,000 and 1,000 kWh) move to 0.177; the one on 2025 stays
    const scope2 = dry.body.by_facility_scope.find((g) => g.facility_id === office && g.scope === 2)!;
    expect(scope2).toMatchObject({ records: 3, changed: 2 });
    expect(scope2.difference_kg).toBeCloseTo(101_000 * (0.177 - 0.20705), 6);
    expect((await get<StoredRecord>(`/v1/activity-records/${recordId}`)).body.emissions.co2e_kg).toBeCloseTo(20_705, 6);
    const kpis = `/v1/emission-analytics/kpis?period.from=2025-06-01&period.to=2025-06-30&filter=${encodeURIComponent(`facility_id==${office}`)}`;
    const before = await get<{ totals: { by_scope: Record<string, number> } }>(kpis);
    expect(before.body.totals.by_scope["2"]).toBeCloseTo(20_705 + 207.05 + 177, 3);

    const written = await post<Recalculation>("/v1/activity-records/recalculate", {
      facility_id: office,
      dry_run: false,
    });
    expect(written.body).toMatchObject({ written: true, total: { records: 3, changed: 2 } });
    const record = await get<StoredRecord>(`/v1/activity-records/${recordId}`);
    expect(record.body.emissions).toMatchObject({ co2e_kg: 17_700, data_version: "desnz-2025" });
    const after = await get<{ totals: { by_scope: Record<string, number> } }>(kpis);
    expect(after.body.totals.by_scope["2"]).toBeCloseTo(101_000 * 0.177 + 177, 3);
    const again = await post<Recalculation>("/v1/activity-records/recalculate", { facility_id: office });
    expect(again.body.total).toMatchObject({ changed: 0, difference_kg: 0 });
    const unknown = await post<Problem>("/v1/activity-records/recalculate", { data_version: "desnz-1999" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]).toMatchObject({ field: "data_version" });
  });

  it("records business travel, freight and waste as Scope 3 by category, on AR5 as published and on AR6 from the split", async () => {
    const records = [
      {
        facility_id: office,
        activity: "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
        quantity: 1000,
        unit: "passenger-km",
        ...JUNE_2025,
      },
      { facility_id: office, activity: "hotel_stay.uk", quantity: 1, unit: "room-night", ...JUNE_2025 },
      { facility_id: office, activity: "road_freight", quantity: 10, unit: "tonne-km", ...JUNE_2025 },
      {
        facility_id: office,
        activity: "waste_disposal.refuse.organic_food_and_drink_waste.anaerobic_digestion",
        quantity: 1,
        unit: "tonne",
        ...JUNE_2025,
      },
    ];
    const ar5 = await post<Batch>(RECORDS_AR5, { records });
    expect(ar5.status).toBe(201);
    expect(ar5.body.data.map((r) => [r.scope, r.scope3_category])).toEqual([
      [3, 6],
      [3, 6],
      [3, 4],
      [3, 5],
    ]);
    const basis = (r: StoredRecord) => [r.emissions.co2e_gwp, r.emissions.co2e_basis];
    expect(ar5.body.data.map(basis)).toEqual(Array(4).fill(["AR5", "published"]));
    const published = ar5.body.data.map((r) => r.emissions.co2e_kg);
    expect(published[0]).toBeCloseTo(117.04, 9);
    expect(published[1]).toBe(10.4);
    expect(published[2]).toBeCloseTo(1.0163, 9);
    expect(published[3]).toBe(8.98311);

    // No set asked for: the published figures, as on AR5.
    const asPublished = await post<Batch>("/v1/activity-records?duplicates=allow", { records });
    expect(asPublished.body.data.map(basis)).toEqual(Array(4).fill(["AR5", "published"]));
    expect(asPublished.body.data.map((r) => r.emissions.co2e_kg)).toEqual(published);

    // AR6 asked for: the flight and the HGV from their splits (hand-checked in carbon/catalogue/desnz.test.ts:
    // 1,000 × (0.11604 + 0.00001 / 28 × 29.8 + 0.00099 / 265 × 273); 10 × (0.10012 + 0.00002 / 28 × 29.8 +
    // 0.00149 / 265 × 273)); the hotel night and the waste have no split and stay on AR5.
    const ar6 = await post<Batch>("/v1/activity-records?gwp_set=AR6&duplicates=allow", { records });
    expect(ar6.status).toBe(201);
    expect(ar6.body.data.map(basis)).toEqual([
      ["AR6", "from_gas_split"],
      ["AR5", "published"],
      ["AR6", "from_gas_split"],
      ["AR5", "published"],
    ]);
    const recomputed = ar6.body.data.map((r) => r.emissions.co2e_kg);
    expect(recomputed[0]).toBeCloseTo(117.0705296, 6);
    expect(recomputed[1]).toBe(10.4);
    expect(recomputed[2]).toBeCloseTo(1.01676267, 7);
    expect(recomputed[3]).toBe(8.98311);
    const stored = await get<StoredRecord>(`/v1/activity-records/${ar6.body.data[0]!.id}`);
    expect(basis(stored.body)).toEqual(["AR6", "from_gas_split"]);
  });

  it("refuses a calculation that needs a factor DESNZ does not publish, and says so", async () => {
    const res = await post<Problem>("/v1/activity-records?duplicates=allow", {
      records: [
        {
          facility_id: office,
          activity: "material_use.construction.asbestos.re_used",
          quantity: 1,
          unit: "tonne",
          ...JUNE_2025,
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]).toMatchObject({ field: "records.0.activity", code: "NO_FACTOR" });
    expect(res.body.errors?.[0]?.message).toMatch(/not available, not zero/);
    const unknown = await post<Problem>("/v1/activity-records?duplicates=allow", {
      records: [{ facility_id: office, activity: "no.such.activity", quantity: 1, unit: "kg", ...JUNE_2025 }],
    });
    expect(unknown.status).toBe(422);
  });

  it("gives a US facility its eGRID subregion's electricity factor", async () => {
    const orgs = await get<{ data: { id: string }[] }>("/v1/orgs");
    const plant = await post<{ id: string; grid_region: string }>("/v1/facilities", {
      org_id: orgs.body.data[0]!.id,
      name: "Philadelphia plant",
      country: "US",
      grid_region: "RFCE",
      lat: 39.95,
      lon: -75.16,
      industry: "manufacturing",
    });
    expect(plant.body.grid_region).toBe("RFCE");
    const res = await post<Batch & { data: { emissions: { co2_kg: number } }[] }>(
      "/v1/activity-records?duplicates=allow",
      {
        records: [
          { facility_id: plant.body.id, activity: "grid_electricity", quantity: 1000, unit: "kWh", ...JUNE_2025 },
        ],
      },
    );
    expect(res.status).toBe(201);
    // eGRID2023 RFCE: 594.74 lb CO2/MWh × 0.45359237 kg/lb
    expect(res.body.data[0]!.emissions.co2_kg).toBeCloseTo(269.7695261, 6);
    expect(res.body.data[0]!.emissions.factor_ids[0]).toBe("epa2025_t6_rfce_co2");
  });

  it("shows the demo data's year of business travel, freight, waste and water as Scope 3 by category", async () => {
    const now = new Date();
    const year = demoMonths(now).slice(-12);
    const window = `period.from=${year[0]!.start}&period.to=${year.at(-1)!.end}`;
    const res = await get<{ items: { dimension: { scope3_category: number }; value: number }[] }>(
      `/v1/emission-analytics/breakdown?dimensions=scope3_category&${window}&filter=${encodeURIComponent("scope==3")}`,
    );
    expect(res.status).toBe(200);
    // the same demo lines calculated here: the tenant's facilities are the three demo sites in India
    const sites = (["pune", "chennai", "gurugram"] as const).map(
      (key): DemoSite => ({ id: key, key, country: "IN", industry: "manufacturing", sources: [] }),
    );
    const facts = new Map(sites.map((s) => [s.id, { country: "IN", industry: "manufacturing" }]));
    const calculated = calculateBatch(demoActivity(sites, now).records, facts, null, "latest");
    if (!calculated.ok) throw new Error("the demo data does not calculate");
    const expected = new Map<number, number>();
    for (const r of calculated.records) {
      if (r.scope !== 3 || r.period_start < year[0]!.start) continue;
      expected.set(r.scope3_category!, (expected.get(r.scope3_category!) ?? 0) + r.co2e_kg);
    }
    expect([...expected.keys()].sort()).toEqual([1, 4, 5, 6]);
    const got = new Map(res.body.items.map((i) => [i.dimension.scope3_category, i.value]));
    for (const [category, kg] of expected) expect(got.get(category), `category ${category}`).toBeCloseTo(kg, 0);
  });

  it("serves a factor with its release, AR5 value, AR6 recomputed from the split, and the OGL attribution", async () => {
    const res = await get<Json>("/v1/emission-factors/desnz2025_21_316_3170_11_1");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      release: "desnz-2025",
      value: 0.11704,
      gwp: "AR5",
      gas_split: { CO2: 0.11604, CH4: 0.00001, N2O: 0.00099 },
      activity: "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
      scope3_category: 6,
    });
    expect(res.body.value_ar6 as number).toBeCloseTo(0.1170705296, 9);
    expect(res.body.attribution).toMatch(/Open Government Licence v3\.0/);
    const hotels = await get<{ data: { release: string; value: number }[] }>(
      "/v1/emission-factors?activity=hotel_stay.uk&sort=valid_from",
    );
    expect(hotels.body.data.map((f) => f.release)).toEqual(["desnz-2024", "desnz-2025"]);
  });
});
