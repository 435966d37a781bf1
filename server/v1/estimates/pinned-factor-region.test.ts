import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newFacility, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Estimate = {
  country: string;
  co2e_kg: number;
  selection: { basis: string; region: string };
  factors: { id: string }[];
};
type Problem = { status: number; errors?: { field: string; code: string }[] };

const CEA_V21 = "cea_v21_in_grid_wavg_fy2024_25_excl_imports";
const FLIGHT = "desnz2025_21_316_3170_11_1";

/** A factor_id names where its factor is published: an estimate pinned to one needs no country or facility. */
describe.each(engines)("an estimate pinned to a factor on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api);
  });
  afterAll(() => server.close());

  const estimate = <T = Estimate>(body: unknown) => api.call<T>("POST", "/v1/estimates", { token: a.token, body });

  it("takes the factor's region when neither country nor facility_id is given", async () => {
    const grid = await estimate({ factor_id: CEA_V21, quantity: 10_000, unit: "kWh", date: "2024-06-15" });
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    expect(grid.body).toMatchObject({ country: "IN", co2e_kg: 7117, selection: { basis: "pinned", region: "IN" } });
    const flight = await estimate({ factor_id: FLIGHT, quantity: 1000, unit: "passenger.km", date: "2025-06-15" });
    expect(flight.status, JSON.stringify(flight.body)).toBe(200);
    expect(flight.body).toMatchObject({ country: "GB", factors: [{ id: FLIGHT }] });
    const ipcc = await estimate({ factor_id: "ipcc2006_gasdiesel_co2", quantity: 1000, unit: "L", date: "2024-06-15" });
    expect(ipcc.status, JSON.stringify(ipcc.body)).toBe(200);
    expect(ipcc.body).toMatchObject({ country: "GLOBAL", selection: { basis: "pinned", region: "GLOBAL" } });
  });

  it("in a batch too, and an unknown pinned factor is still that item's own problem", async () => {
    const res = await api.call<{ items: { status: string; problem?: Problem }[] }>("POST", "/v1/estimates/batch", {
      token: a.token,
      body: {
        items: [
          { factor_id: CEA_V21, quantity: 1, unit: "kWh", date: "2024-06-15" },
          { factor_id: "no_such_factor", quantity: 1, unit: "kWh", date: "2024-06-15" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.status)).toEqual(["ok", "error"]);
    expect(res.body.items[1]!.problem!.errors![0]).toMatchObject({ field: "items.1.factor_id" });
  });

  it("still wants a country or facility without a pinned factor, and not both", async () => {
    const none = await estimate<Problem>({ activity: "diesel", quantity: 1, unit: "L", date: "2024-06-15" });
    expect(none.status).toBe(422);
    expect(none.body.errors![0]).toMatchObject({ field: "country", code: "REQUIRED" });
    const plant = await newFacility(api, a.token, "Region Works");
    const both = await estimate<Problem>({
      factor_id: CEA_V21,
      quantity: 1,
      unit: "kWh",
      date: "2024-06-15",
      country: "IN",
      facility_id: plant,
    });
    expect(both.status).toBe(422);
    expect(both.body.errors![0]).toMatchObject({ field: "country", code: "INCONSISTENT" });
    // A facility given with a pinned factor still gives its country and industry.
    const facility = await estimate({
      factor_id: CEA_V21,
      quantity: 1,
      unit: "kWh",
      date: "2024-06-15",
      facility_id: plant,
    });
    expect(facility.body.country).toBe("IN");
  });
});
