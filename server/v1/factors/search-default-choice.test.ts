import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchEngine } from "../../../carbon/factor-search-engine";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { factorExplorerData } from "./explorer";

type Hit = {
  score: number;
  default_for_activity: boolean;
  factor: { id: string; activity: string; region: string; subregion: string | null; unit: string; valid_from: string };
};
type Search = { data: Hit[]; summary: { total: number } };
type Estimate = { factors: { id: string }[] };

const EXCL = "cea_v21_in_grid_wavg_fy2024_25_excl_imports";
const INCL = "cea_v21_in_grid_wavg_fy2024_25_incl_imports";

/** The explorer's engine in the browser, set up as app/components/factor-explorer/factor-index.ts sets it up. */
function explorerSearch() {
  const data = factorExplorerData();
  const position = new Map(data.releases.map((r, i) => [r.id, i]));
  const engine = createSearchEngine(data.factors, {
    facetValue: (f, field) => f[field],
    releaseRank: (f) => position.get(f.release) ?? -1,
    defaultChoice: (f) => f.default_for_activity,
  });
  return (q: string) => engine(q).hits.map((h) => h.factor.id);
}

/** A search marks the factor an estimate uses by default and ranks it first among its variants. */
describe.each(engines)("the search's default choice on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    a = await newSandboxTenant(api);
  });
  afterAll(() => server.close());

  const search = (q: string, size = 100) =>
    api.call<Search>("GET", `/v1/emission-factors/search?q=${encodeURIComponent(q)}&page[size]=${size}`, {
      token: a.token,
    });

  it("ranks the CEA row the calculation uses for India's grid before the variant it does not use", async () => {
    const res = await search("India grid electricity");
    expect(res.status).toBe(200);
    const ids = res.body.data.map((d) => d.factor.id);
    expect(ids[0]).toBe(EXCL);
    expect(ids.indexOf(EXCL)).toBeLessThan(ids.indexOf(INCL));
    const flag = (id: string) => res.body.data.find((d) => d.factor.id === id)!.default_for_activity;
    expect(flag(EXCL)).toBe(true);
    expect(flag(INCL)).toBe(false);

    const estimate = await api.call<Estimate>("POST", "/v1/estimates", {
      token: a.token,
      body: { activity: "grid_electricity", quantity: 1, unit: "kWh", date: "2024-06-15", country: "IN" },
    });
    expect(estimate.body.factors.map((f) => f.id)).toEqual([EXCL]);
  });

  it("marks what POST /estimates picks: each default hit is its estimate's factor, a variant is not", async () => {
    const res = await search("grid electricity", 100);
    expect(res.body.data.some((d) => !d.default_for_activity)).toBe(true);
    let checked = 0;
    for (const hit of res.body.data) {
      const f = hit.factor;
      // A grid subregion's row is the default for a facility in the subregion, which an estimate names by facility.
      if (f.subregion !== null) continue;
      const estimate = await api.call<Estimate>("POST", "/v1/estimates", {
        token: a.token,
        body: { activity: f.activity, quantity: 1, unit: f.unit, date: f.valid_from, country: f.region },
      });
      if (estimate.status !== 200) continue;
      const used = estimate.body.factors.map((x) => x.id).includes(f.id);
      expect(used, `${f.id} default_for_activity ${hit.default_for_activity}`).toBe(hit.default_for_activity);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

  it("orders hits as the factor explorer's engine does in the browser", async () => {
    const browser = explorerSearch();
    for (const q of ["India grid electricity", "grid electricty", "gas diesel oil", "long haul flight economy"]) {
      const res = await search(q);
      expect(
        res.body.data.map((d) => d.factor.id),
        q,
      ).toEqual(browser(q).slice(0, 100));
    }
  });
});
