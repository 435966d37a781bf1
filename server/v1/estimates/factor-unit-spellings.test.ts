import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newFacility, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Factor = {
  id: string;
  activity: string;
  region: string;
  unit_input: string;
  unit: string;
  value: number | null;
  valid_from: string;
};
type Page = { data: Factor[]; page: { next_cursor: string | null } };
type Estimate = { unit: string; factors: { id: string }[] };
type Problem = { status: number; errors?: { field: string; code: string }[] };
type Records = { data: { unit: string; quantity: number; emissions: { co2e_kg: number } }[] };
type Document = {
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};

const FLIGHT = "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf";

/** A factor's `unit_input` is a unit spelling every operation that takes a unit accepts, as the unit it names. */
describe.each(engines)("a factor's own unit spelling on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let factors: Factor[];

  beforeAll(async () => {
    server = await startTestServer(engine, { keepAliveTimeoutMs: 120_000 });
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api);
    factors = [];
    let after: string | null = null;
    do {
      const query: string = after ? `&page[after]=${encodeURIComponent(after)}` : "";
      const page = await api.call<Page>("GET", `/v1/emission-factors?page[size]=200${query}`, { token: a.token });
      expect(page.status).toBe(200);
      factors.push(...page.body.data);
      after = page.body.page.next_cursor;
    } while (after);
  }, 300_000);
  afterAll(() => server.close());

  it("estimates 1 of every distinct unit_input with a factor published in it, never a 422 for the unit", async () => {
    const byUnit = new Map<string, Factor>();
    for (const f of factors) {
      if (f.value !== null && f.activity !== "coal" && !byUnit.has(f.unit_input)) byUnit.set(f.unit_input, f);
    }
    expect(byUnit.size).toBeGreaterThan(20);
    expect([...byUnit.keys()]).toEqual(expect.arrayContaining(["tonnes", "passenger.km", "US gallon", "TJ (NCV)"]));
    for (const [unit, f] of byUnit) {
      const res = await api.call<Estimate & Problem>("POST", "/v1/estimates", {
        token: a.token,
        body: {
          factor_id: f.id,
          quantity: 1,
          unit,
          date: f.valid_from,
          country: /^[A-Z]{2}$/.test(f.region) ? f.region : "IN",
        },
      });
      expect(res.status, `${unit} (${f.id}): ${JSON.stringify(res.body)}`).toBe(200);
      // Answered in the canonical spelling, the one the factor lists as its unit.
      expect(res.body.unit, unit).toBe(f.unit);
      expect(res.body.factors.map((x) => x.id)).toContain(f.id);
    }
  }, 300_000);

  it("lists every unit_input among the units the document's estimate and activity record inputs take", async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as Document;
    const units = new Set(factors.map((f) => f.unit_input));
    for (const schema of ["EstimateInput", "ActivityRecordInput"]) {
      const accepted = doc.components.schemas[schema]!.properties.unit!.enum!;
      for (const unit of units) expect(accepted, `${schema}: ${unit}`).toContain(unit);
    }
    const canonical = doc.components.schemas.Estimate!.properties.unit!.enum!;
    for (const f of factors) expect(canonical).toContain(f.unit);
  });

  it("stores an activity record given in a factor's spelling in the canonical one, calculated the same", async () => {
    const facility = await newFacility(api, a.token, "Spelling Works");
    const record = (unit: string) => ({
      facility_id: facility,
      activity: FLIGHT,
      quantity: 1000,
      unit,
      period_start: "2025-06-01",
      period_end: "2025-06-30",
    });
    const res = await api.call<Records>("POST", "/v1/activity-records?duplicates=allow", {
      token: a.token,
      body: {
        records: [
          record("passenger.km"),
          record("passenger-km"),
          { ...record("tonnes"), activity: "coal_bituminous", quantity: 2 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.map((r) => r.unit)).toEqual(["passenger-km", "passenger-km", "tonne"]);
    expect(res.body.data[0]!.emissions.co2e_kg).toBe(res.body.data[1]!.emissions.co2e_kg);
    expect(res.body.data[0]!.emissions.co2e_kg).toBeGreaterThan(0);
  });

  it("still refuses a spelling no factor or record uses, naming the unit", async () => {
    const res = await api.call<Problem>("POST", "/v1/estimates", {
      token: a.token,
      body: { activity: "diesel", quantity: 1, unit: "furlong", date: "2024-06-15", country: "IN" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors![0]).toMatchObject({ field: "unit" });
  });
});
