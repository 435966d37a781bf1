import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearId } from "../../../contracts/api";
import { financialYearOf } from "../../../contracts/financial-year";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";
import { demoFinancialYears } from "../../demo/demo-activity";

type FinancialYear = {
  financial_year: string;
  period_start: string;
  period_end: string;
  revenue_from_operations_inr: number;
  ppp: { inr_per_international_dollar: number; source: string; vintage: number } | null;
  created_at: string;
  updated_at: string;
};
type Page<T> = { data: T[]; summary: { total: number } };
type Source = { id: string; energy_origin: string; renewable: boolean };

const PPP = {
  inr_per_international_dollar: 20.65,
  source: "World Bank, International Comparison Program 2017: PPP at the GDP level",
  vintage: 2017,
};

/** The financial years a sandbox tenant's demo data holds, with its revenue and no PPP factor. */
const DEMO_YEARS = Object.values(demoFinancialYears(new Date()))
  .map((p) => financialYearId(financialYearOf(p.from)))
  .sort();
const demoYears = DEMO_YEARS.map((financial_year) =>
  expect.objectContaining({ financial_year, revenue_from_operations_inr: expect.any(Number), ppp: null }),
);

describe.each(engines)("financial years and renewable sources on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "Finance"));
  });
  afterAll(() => server.close());

  const put = <T = Problem>(year: string, body: unknown, token = a.token) =>
    api.call<T>("PUT", `/v1/financial-years/${year}`, { token, body });
  const years = (query = "", token = a.token) =>
    api.call<Page<FinancialYear>>("GET", `/v1/financial-years${query}`, { token });

  it("sets a year's revenue and cited PPP factor, and replaces them whole", async () => {
    const first = await put<FinancialYear>("2024-25", { revenue_from_operations_inr: 4_512_000_000, ppp: PPP });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      financial_year: "2024-25",
      period_start: "2024-04-01",
      period_end: "2025-03-31",
      revenue_from_operations_inr: 4_512_000_000,
      ppp: PPP,
    });
    const replaced = await put<FinancialYear>("2024-25", { revenue_from_operations_inr: 4_530_250_000.5 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ revenue_from_operations_inr: 4_530_250_000.5, ppp: null });
    expect(replaced.body.created_at).toBe(first.body.created_at);
    expect(replaced.body.updated_at >= first.body.updated_at).toBe(true);
  });

  it("refuses a PPP factor without its source or vintage, and revenue that is not a positive number", async () => {
    const noSource = await put("2023-24", {
      revenue_from_operations_inr: 1e9,
      ppp: { inr_per_international_dollar: 20.65, vintage: 2017 },
    });
    expect(noSource.status).toBe(422);
    expect(noSource.body.errors).toEqual([expect.objectContaining({ field: "ppp.source", code: "REQUIRED" })]);
    const blank = await put("2023-24", { revenue_from_operations_inr: 1e9, ppp: { ...PPP, source: "   " } });
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: "ppp.source", code: "REQUIRED" })]);
    const noVintage = await put("2023-24", {
      revenue_from_operations_inr: 1e9,
      ppp: { inr_per_international_dollar: 20.65, source: PPP.source },
    });
    expect(noVintage.body.errors).toEqual([expect.objectContaining({ field: "ppp.vintage", code: "REQUIRED" })]);
    const badFactor = await put("2023-24", {
      revenue_from_operations_inr: 1e9,
      ppp: { ...PPP, inr_per_international_dollar: 0 },
    });
    expect(badFactor.body.errors).toEqual([
      expect.objectContaining({ field: "ppp.inr_per_international_dollar", code: "OUT_OF_RANGE" }),
    ]);
    const negative = await put("2023-24", { revenue_from_operations_inr: -5 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual([
      expect.objectContaining({ field: "revenue_from_operations_inr", code: "OUT_OF_RANGE" }),
    ]);
    const missing = await put("2023-24", { ppp: PPP });
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: "revenue_from_operations_inr", code: "REQUIRED" }),
    ]);
    expect((await years(`?filter=${encodeURIComponent("financial_year==2023-24")}`)).body.summary.total).toBe(0);
  });

  it("names a financial year April to March, one that has begun", async () => {
    for (const year of ["2024-26", "2024", "FY2024-25", "1899-00"]) {
      const res = await put(year, { revenue_from_operations_inr: 1 });
      expect(res.status, year).toBe(400);
      expect(res.body.errors?.[0]?.field, year).toBe("financial_year");
    }
    const next = new Date().getUTCFullYear() + 1;
    const future = await put(`${next}-${String((next + 1) % 100).padStart(2, "0")}`, {
      revenue_from_operations_inr: 1,
    });
    expect(future.status).toBe(400);
    expect(future.body.errors?.[0]?.message).toContain("not begun");
  });

  it("lists the tenant's years with the filter grammar and sort; another tenant sees none of them", async () => {
    await put("2022-23", { revenue_from_operations_inr: 3_900_000_000, ppp: { ...PPP, vintage: 2022 } });
    await put("2023-24", { revenue_from_operations_inr: 4_100_000_000 });
    // With the two the demo data holds.
    const held = [...new Set(["2022-23", "2023-24", "2024-25", ...DEMO_YEARS])].sort();
    const all = await years();
    expect(all.body.data.map((y) => y.financial_year)).toEqual(held);
    const latest = await years(`?sort=-financial_year&filter=${encodeURIComponent("financial_year>=2023-24")}`);
    expect(latest.body.data.map((y) => y.financial_year)).toEqual(held.filter((y) => y >= "2023-24").reverse());
    const cited = await years(`?filter=${encodeURIComponent("ppp_vintage==2022")}`);
    expect(cited.body.data.map((y) => y.financial_year)).toEqual(["2022-23"]);

    expect((await years("", b.token)).body.data).toEqual(demoYears);
    await put("2024-25", { revenue_from_operations_inr: 7 }, b.token);
    expect((await years(`?filter=${encodeURIComponent("financial_year==2024-25")}`)).body.data[0]).toMatchObject({
      revenue_from_operations_inr: 4_530_250_000.5,
    });
  });

  it("is read with read:activity and set with calc:emissions only; a sandbox reset restores the demo's years", async () => {
    const reader = await api.token(b.clientId, b.secret, "read:activity");
    expect((await years("", reader)).status).toBe(200);
    const refused = await put("2024-25", { revenue_from_operations_inr: 8 }, reader);
    expect(refused.status).toBe(403);
    const reset = await api.call("POST", "/v1/sandbox/reset", { token: b.token });
    expect(reset.status).toBe(200);
    expect((await years("", b.token)).body.data).toEqual(demoYears);
  });

  describe("sources", () => {
    const sources = () =>
      api.call<{ data: Source[] }>("GET", `/v1/sources?facility_id=${plant}`, { token: a.token }).then((r) => r.body);

    it("are non-renewable unless marked with a renewable origin, which a PATCH changes", async () => {
      const grid = await api.call<Source>("POST", "/v1/sources", {
        token: a.token,
        body: { facility_id: plant, type: "purchased_electricity", unit: "kWh" },
      });
      expect(grid.body).toMatchObject({ energy_origin: "non_renewable", renewable: false });
      const solar = await api.call<Source>("POST", "/v1/sources", {
        token: a.token,
        body: {
          facility_id: plant,
          type: "purchased_electricity",
          unit: "kWh",
          description: "Rooftop solar",
          energy_origin: "on_site_solar",
        },
      });
      expect(solar.status).toBe(201);
      expect(solar.body).toMatchObject({ energy_origin: "on_site_solar", renewable: true });

      const ppa = await api.call<Source>("PATCH", `/v1/sources/${grid.body.id}`, {
        token: a.token,
        body: { energy_origin: "renewable_ppa" },
      });
      expect(ppa.body).toMatchObject({ energy_origin: "renewable_ppa", renewable: true });
      const renewables = await api.call<{ data: Source[] }>(
        "GET",
        `/v1/sources?facility_id=${plant}&filter=${encodeURIComponent("energy_origin!=non_renewable")}`,
        { token: a.token },
      );
      expect(renewables.body.data.map((s) => s.id).sort()).toEqual([grid.body.id, solar.body.id].sort());

      const unknown = await api.call<Problem>("PATCH", `/v1/sources/${grid.body.id}`, {
        token: a.token,
        body: { energy_origin: "nuclear" },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors?.[0]).toMatchObject({ field: "energy_origin", code: "INVALID_VALUE" });
      expect((await sources()).data.every((s) => typeof s.renewable === "boolean")).toBe(true);
    });

    it("of the demo data start non-renewable", async () => {
      const demo = await api.call<{ data: Source[] }>("GET", "/v1/sources?page[size]=50", { token: b.token });
      expect(demo.body.data.length).toBeGreaterThan(0);
      expect(demo.body.data.every((s) => s.energy_origin === "non_renewable" && !s.renewable)).toBe(true);
    });
  });
});
