import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_RELEASE, factorById } from "../../../carbon";
import { ApiClient, newFacility, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Problem = {
  type: string;
  status: number;
  detail: string;
  request_id?: string;
  errors?: { field: string; pointer?: string; code: string; message: string }[];
};
type Estimate = {
  co2e_kg: number;
  co2_kg: number | null;
  ch4_kg: number | null;
  country: string;
  sector: string;
  activity: string;
  data_version: { requested: string; release: string };
  selection: { basis: string; region: string; outside_validity: boolean; reason: string };
  factors: { id: string; value: number }[];
  conversions: { factor_id: string; from: { quantity: number }; to: { quantity: number; unit: string } }[];
  lines: {
    factor_id: string;
    value: number;
    mass_kg: number | null;
    gwp: number | null;
    co2e_kg: number;
    co2e_gwp: string;
    co2e_basis: string;
  }[];
  gwp_set: string;
  co2e_gwp: string;
  co2e_basis: string;
};
type BatchItem =
  | { index: number; status: "ok"; estimate: Estimate }
  | { index: number; status: "error"; problem: Problem };
type Batch = {
  request_id: string;
  summary: { items: number; estimated: number; failed: number; co2e_kg: number };
  items: BatchItem[];
};

const GRID = {
  activity: "grid_electricity",
  quantity: 10_000,
  unit: "kWh",
  period: { start: "2024-06-01", end: "2024-06-30" },
  country: "IN",
};
const CEA_V21 = "cea_v21_in_grid_wavg_fy2024_25_excl_imports";

/**
 * The reference activities in the UK, June 2025 (DESNZ 2025). The body's activity names the engine's keys; a DESNZ
 * heading's factor is named by its id.
 */
const UK_JUNE_2025 = { period: { start: "2025-06-01", end: "2025-06-30" }, country: "GB" };
const FLIGHT = { factor_id: "desnz2025_21_316_3170_11_1", quantity: 1000, unit: "passenger-km", ...UK_JUNE_2025 };
const HOTEL = { factor_id: "desnz2025_29_600_4000_13_1", quantity: 1, unit: "room-night", ...UK_JUNE_2025 };
const HGV = { activity: "road_freight", quantity: 10, unit: "tonne-km", ...UK_JUNE_2025 };
const FOOD_WASTE_AD = { factor_id: "desnz2025_20_507_5293_15_1", quantity: 1, unit: "tonne", ...UK_JUNE_2025 };

describe.each(engines)("estimates on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { keepAliveTimeoutMs: 120_000 });
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api);
    plant = await newFacility(api, a.token, "Nashik Forge");
  });
  afterAll(() => server.close());

  const estimate = <T = Estimate>(body: unknown, token = a.token) =>
    api.call<T>("POST", "/v1/estimates", { token, body });
  const batch = <T = Batch>(body: unknown, token = a.token) =>
    api.call<T>("POST", "/v1/estimates/batch", { token, body });

  it("reproduces 10,000 kWh of Indian grid electricity in June 2024 exactly: CEA v21, 0.7117 kg/kWh = 7,117 kg", async () => {
    const res = await estimate(GRID);
    expect(res.status).toBe(200);
    expect(factorById(CEA_V21)!.value).toBe(0.7117);
    expect(res.body.co2e_kg).toBe(7117);
    expect(res.body.co2_kg).toBe(7117);
    expect(res.body.ch4_kg).toBeNull();
    expect(res.body.factors.map((f) => f.id)).toEqual([CEA_V21]);
    expect(res.body.selection).toMatchObject({ basis: "country", region: "IN", outside_validity: false });
    expect(res.body.selection.reason).toMatch(/published for IN/);
    expect(res.body.conversions[0]).toMatchObject({
      from: { quantity: 10_000 },
      to: { quantity: 10_000, unit: "kWh" },
    });
    expect(res.body.data_version).toEqual({ requested: "latest", release: CATALOGUE_RELEASE });
    // Nothing was stored.
    const records = await api.call<{ data: unknown[] }>("GET", `/v1/activity-records?filter=facility_id==${plant}`, {
      token: a.token,
    });
    expect(records.body.data).toHaveLength(0);
  });

  it("takes a facility's country and industry, a date for a period, a pinned factor and a release id", async () => {
    const diesel = await estimate({
      activity: "diesel",
      quantity: 1000,
      unit: "L",
      date: "2024-06-15",
      facility_id: plant,
      data_version: CATALOGUE_RELEASE,
    });
    expect(diesel.status).toBe(200);
    expect(diesel.body).toMatchObject({ country: "IN", sector: "manufacturing", activity: "diesel" });
    expect(diesel.body.data_version.release).toBe(CATALOGUE_RELEASE);
    const sum = diesel.body.lines.reduce((s, l) => s + l.co2e_kg, 0);
    expect(diesel.body.co2e_kg).toBeCloseTo(sum, 9);
    for (const l of diesel.body.lines) expect(l.co2e_kg).toBeCloseTo(l.mass_kg! * l.gwp!, 9);

    const pinned = await estimate({
      factor_id: "cea_v20_in_grid_wavg_fy2023_24",
      quantity: 1000,
      unit: "kWh",
      date: "2024-06-15",
      country: "IN",
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.co2e_kg).toBe(727);
    expect(pinned.body.selection).toMatchObject({ basis: "pinned", outside_validity: true });
  });

  it("on AR6 takes a DESNZ factor's figure recomputed from its split, and keeps AR5 where no split is published", async () => {
    // Hand-checked from the 2025 flat file's split rows (kg CO2e per unit on AR5; fossil methane for fuel burnt):
    // flight 1,000 × (0.11604 + 0.00001 / 28 × 29.8 + 0.00099 / 265 × 273) = 117.0705296 (published 117.04);
    // HGV 10 × (0.10012 + 0.00002 / 28 × 29.8 + 0.00149 / 265 × 273) = 1.01676267 (published 1.0163).
    const flight = await estimate({ ...FLIGHT, gwp_set: "AR6" });
    expect(flight.status, JSON.stringify(flight.body)).toBe(200);
    expect(flight.body).toMatchObject({ gwp_set: "AR6", co2e_gwp: "AR6", co2e_basis: "from_gas_split" });
    expect(flight.body.co2e_kg).toBeCloseTo(117.0705296, 6);
    const factor = factorById("desnz2025_21_316_3170_11_1")!;
    expect(flight.body.factors).toEqual([expect.objectContaining({ value: 0.11704, value_ar6: factor.value_ar6 })]);
    expect(flight.body.lines[0]).toMatchObject({
      value: factor.value_ar6,
      gwp: null,
      co2e_gwp: "AR6",
      co2e_basis: "from_gas_split",
    });
    const published = await estimate({ ...FLIGHT, gwp_set: "AR5" });
    expect(published.body).toMatchObject({ co2e_gwp: "AR5", co2e_basis: "published" });
    expect(published.body.co2e_kg).toBeCloseTo(117.04, 9);

    const hgv = await estimate({ ...HGV, gwp_set: "AR6" });
    expect(hgv.body.co2e_kg).toBeCloseTo(1.01676267, 7);
    expect(hgv.body).toMatchObject({ co2e_gwp: "AR6", co2e_basis: "from_gas_split" });

    const hotel = await estimate({ ...HOTEL, gwp_set: "AR6" });
    expect(hotel.body).toMatchObject({ co2e_kg: 10.4, gwp_set: "AR6", co2e_gwp: "AR5", co2e_basis: "published" });
    const waste = await estimate({ ...FOOD_WASTE_AD, gwp_set: "AR6" });
    expect(waste.body).toMatchObject({ co2e_kg: 8.98311, co2e_gwp: "AR5", co2e_basis: "published" });

    const both = await batch({
      items: [
        { ...FLIGHT, gwp_set: "AR6" },
        { ...HOTEL, gwp_set: "AR6" },
        { ...HGV, gwp_set: "AR6" },
        { ...FOOD_WASTE_AD, gwp_set: "AR6" },
        { ...FLIGHT, gwp_set: "AR5" },
        { ...HGV, gwp_set: "AR5" },
        FLIGHT,
        HGV,
      ],
    });
    expect(both.status).toBe(200);
    const figures = both.body.items.map((i) =>
      i.status === "ok" ? [i.estimate.co2e_gwp, i.estimate.co2e_basis, i.estimate.co2e_kg] : i.problem,
    );
    expect(figures).toEqual([
      ["AR6", "from_gas_split", expect.closeTo(117.0705296, 6)],
      ["AR5", "published", 10.4],
      ["AR6", "from_gas_split", expect.closeTo(1.01676267, 7)],
      ["AR5", "published", 8.98311],
      ["AR5", "published", expect.closeTo(117.04, 9)],
      ["AR5", "published", expect.closeTo(1.0163, 9)],
      // No set asked for: the published figures, as DESNZ gives them.
      ["AR5", "published", expect.closeTo(117.04, 9)],
      ["AR5", "published", expect.closeTo(1.0163, 9)],
    ]);
  });

  it("names a DESNZ activity by its key, as activity records do, and refuses an unknown key naming the field", async () => {
    const byKey = await estimate({
      activity: "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
      quantity: 1000,
      unit: "passenger-km",
      ...UK_JUNE_2025,
    });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(200);
    expect(byKey.body.co2e_kg).toBeCloseTo(117.04, 9);
    expect(byKey.body.factors).toEqual([expect.objectContaining({ id: "desnz2025_21_316_3170_11_1" })]);
    const hotel = await estimate({ activity: "hotel_stay.uk", quantity: 1, unit: "room-night", ...UK_JUNE_2025 });
    expect(hotel.body.co2e_kg).toBe(10.4);
    const unknown = await estimate<Problem>({
      activity: "hotel_stay.atlantis",
      quantity: 1,
      unit: "room-night",
      ...UK_JUNE_2025,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors![0]).toMatchObject({ field: "activity" });
  });

  it("answers 422s and 404s naming the field, and refuses an unknown data_version", async () => {
    const unit = await estimate<Problem>({ ...GRID, unit: "L" });
    expect(unit.status).toBe(422);
    expect(unit.body.errors![0]).toMatchObject({ field: "unit", code: "UNIT_MISMATCH" });
    const version = await estimate<Problem>({ ...GRID, data_version: "1999.1.1" });
    expect(version.status).toBe(422);
    expect(version.body.errors![0]).toMatchObject({ field: "data_version", code: "INVALID_VALUE" });
    expect(version.body.detail).toContain(CATALOGUE_RELEASE);
    const both = await estimate<Problem>({ ...GRID, date: "2024-06-01" });
    expect(both.status).toBe(422);
    expect(both.body.errors![0]).toMatchObject({ field: "date", code: "INCONSISTENT" });
    const facility = await estimate<Problem>({
      ...GRID,
      country: undefined,
      facility_id: "01JDQ4Z8W3K5B2N7R6T9V0XYAC",
    });
    expect(facility.status).toBe(404);
    expect(facility.body.errors![0]).toMatchObject({ field: "facility_id", code: "UNKNOWN_REFERENCE" });
  });

  it("keeps a batch's order, answers each item with its estimate or its own problem, under one request id", async () => {
    const items = [
      GRID,
      { ...GRID, unit: "L" },
      { activity: "road_freight", quantity: 5000, unit: "tonne-km", date: "2023-06-15", country: "IN" },
      { activity: "diesel", quantity: 1000, unit: "L", date: "2024-06-15", facility_id: plant },
      { ...GRID, country: undefined, facility_id: "01JDQ4Z8W3K5B2N7R6T9V0XYAC" },
      { ...GRID, quantity: 5000 },
    ];
    const res = await batch({ items });
    expect(res.status).toBe(200);
    expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
    expect(res.body.items.map((i) => [i.index, i.status])).toEqual([
      [0, "ok"],
      [1, "error"],
      [2, "error"],
      [3, "ok"],
      [4, "error"],
      [5, "ok"],
    ]);
    const problem = (i: number) => (res.body.items[i] as { problem: Problem }).problem;
    expect(problem(1)).toMatchObject({ status: 422, type: "/problems/validation-failed" });
    expect(problem(1).errors![0]).toMatchObject({
      field: "items.1.unit",
      pointer: "/items/1/unit",
      code: "UNIT_MISMATCH",
    });
    expect(problem(1).detail).toMatch(/^Item 1: /);
    expect(problem(2).errors![0]).toMatchObject({ field: "items.2.activity", code: "NO_FACTOR" });
    expect(problem(4)).toMatchObject({ status: 404, type: "/problems/not-found" });
    expect(problem(4).errors![0]!.field).toBe("items.4.facility_id");
    const ok = (i: number) => (res.body.items[i] as { estimate: Estimate }).estimate;
    expect(ok(0).co2e_kg).toBe(7117);
    expect(ok(5).co2e_kg).toBe(3558.5);
    expect(res.body.summary).toEqual({ items: 6, estimated: 3, failed: 3, co2e_kg: expect.any(Number) });
    // The sum of the items' figures: each leaves with 15 significant digits, so the last may differ.
    expect(res.body.summary.co2e_kg).toBeCloseTo(ok(0).co2e_kg + ok(3).co2e_kg + ok(5).co2e_kg, 9);
  });

  it("takes 1,000 items and refuses 1,001 with 400; a malformed item is its own 422 naming its index", async () => {
    const full = await batch({ items: Array.from({ length: 1000 }, (_, i) => ({ ...GRID, quantity: i })) });
    expect(full.status).toBe(200);
    expect(full.body.items).toHaveLength(1000);
    expect(full.body.items.every((item, i) => item.index === i && item.status === "ok")).toBe(true);
    expect((full.body.items[999] as { estimate: Estimate }).estimate.co2e_kg).toBeCloseTo(999 * 0.7117, 9);

    const over = await batch<Problem>({ items: Array.from({ length: 1001 }, () => GRID) });
    expect(over.status).toBe(400);
    expect(over.body.errors![0]).toMatchObject({ field: "items", code: "TOO_LONG" });
    expect(over.body.detail).toMatch(/at most 1,000 items; this one has 1,001/);

    const malformed = await batch({ items: [GRID, GRID, GRID, { ...GRID, quantity: -1 }] });
    expect(malformed.status).toBe(200);
    expect(malformed.body.items.map((i) => i.status)).toEqual(["ok", "ok", "ok", "error"]);
    const item = malformed.body.items[3] as { problem: Problem };
    expect(item.problem.errors![0]).toMatchObject({ field: "items.3.quantity", code: "OUT_OF_RANGE" });
    const empty = await batch<Problem>({ items: [] });
    expect(empty.status).toBe(422);
  });

  it("is refused to the read-only demo client and to a token without calc:emissions", async () => {
    const demo = await estimate<Problem>(GRID, await api.token());
    expect(demo.status).toBe(403);
    expect(demo.body.detail).toContain("calc:emissions");
    const readOnly = await api.token(a.clientId, a.secret, "read:activity");
    expect((await batch<Problem>({ items: [GRID] }, readOnly)).status).toBe(403);
  });
});
