import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant } from "../../tests/support/api-client";
import { engines } from "../../tests/support/db";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { type DemoSite, demoFinancialYears } from "./demo-activity";
import { demoBrsrInputs } from "./demo-brsr-inputs";

type Page<T> = { data: T[]; summary: { total: number } };
type Water = {
  facility_id: string;
  period_start: string;
  withdrawal_kl: Record<string, number>;
  total_withdrawal_kl: number;
  total_discharge_kl: number;
  consumption_kl: number;
};
type Waste = { total_generated_t: number; total_recovered_t: number; total_disposed_t: number };
type Year = { financial_year: string; revenue_from_operations_inr: number; ppp: unknown };

const KEYS: DemoSite["key"][] = ["pune", "chennai", "gurugram"];
const SITES: DemoSite[] = KEYS.map((key) => ({ id: key, key, country: "IN", industry: "manufacturing", sources: [] }));
const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((t, r) => t + pick(r), 0);

describe("the demo data's BRSR inputs", () => {
  const now = new Date(Date.UTC(2026, 10, 15));
  const { water, waste, years } = demoBrsrInputs(SITES, now);

  it("cover each site's months of the two whole financial years the activity data holds", () => {
    const { previous, latest } = demoFinancialYears(now);
    expect(water).toHaveLength(3 * 24);
    expect(waste).toHaveLength(3 * 24);
    for (const r of [...water, ...waste]) {
      expect(r.period_start >= previous.from && r.period_end <= latest.to).toBe(true);
    }
    expect(years).toEqual([
      { year: "2024-25", revenue: 1_380_000_000 },
      { year: "2025-26", revenue: 1_465_000_000 },
    ]);
  });

  it("are the same every time, with plausible plant-sized water and waste that all goes somewhere", () => {
    expect(demoBrsrInputs(SITES, now)).toEqual({ water, waste, years });
    for (const r of water.filter((w) => w.facility_id !== "gurugram")) {
      expect(r.total_withdrawal_kl).toBeGreaterThanOrEqual(2_000);
      expect(r.total_withdrawal_kl).toBeLessThanOrEqual(6_000);
      expect(r.withdrawal_kl.third_party + r.withdrawal_kl.ground).toBeGreaterThan(0.85 * r.total_withdrawal_kl);
      expect(r.discharge_kl.third_party.secondary).toBe(r.total_discharge_kl);
    }
    for (const r of waste) {
      expect(r.total_recovered_t + r.total_disposed_t).toBeCloseTo(r.total_generated_t, 9);
      expect(r.total_recovered_t).toBeGreaterThan(0.7 * r.total_generated_t);
    }
  });
});

describe.each(engines)("a sandbox tenant's BRSR inputs on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  const list = async <T>(path: string, token: string) =>
    (await api.call<Page<T>>("GET", `/v1/${path}?page[size]=200`, { token })).body;

  /** What the API lists, checked against the generator's figures for today and the records' own arithmetic. */
  async function expectDemoInputs(token: string) {
    const expected = demoBrsrInputs(SITES, new Date());
    const water = await list<Water>("water-records", token);
    const waste = await list<Waste>("waste-records", token);
    const years = await list<Year>("financial-years", token);
    expect(water.summary.total).toBe(72);
    expect(waste.summary.total).toBe(72);
    expect(years.data.map((y) => [y.financial_year, y.revenue_from_operations_inr, y.ppp])).toEqual([
      [expected.years[0]!.year, 1_380_000_000, null],
      [expected.years[1]!.year, 1_465_000_000, null],
    ]);
    for (const r of water.data) {
      const w = r.withdrawal_kl;
      expect(r.total_withdrawal_kl).toBe(w.surface! + w.ground! + w.third_party! + w.seawater_desalinated! + w.other!);
      expect(r.consumption_kl).toBe(r.total_withdrawal_kl - r.total_discharge_kl);
    }
    // Whole kilolitres, so the sums are exact.
    expect(sum(water.data, (r) => r.total_withdrawal_kl)).toBe(sum(expected.water, (r) => r.total_withdrawal_kl));
    expect(sum(water.data, (r) => r.consumption_kl)).toBe(sum(expected.water, (r) => r.consumption_kl));
    expect(sum(waste.data, (r) => r.total_generated_t)).toBeCloseTo(
      sum(expected.waste, (r) => r.total_generated_t),
      6,
    );
    expect(sum(waste.data, (r) => r.total_recovered_t + r.total_disposed_t)).toBeCloseTo(
      sum(waste.data, (r) => r.total_generated_t),
      6,
    );
    return { water, years };
  }

  it("a new sandbox tenant lists the demo's water and waste records and its two financial years", async () => {
    const t = await newSandboxTenant(api, "Water Co");
    await expectDemoInputs(t.token);
  });

  it("a reset restores them", async () => {
    const t = await newSandboxTenant(api, "Reset Water Co");
    const { water, years } = await expectDemoInputs(t.token);
    const latest = years.data[1]!.financial_year;
    const changed = await api.call("PUT", `/v1/financial-years/${latest}`, {
      token: t.token,
      body: { revenue_from_operations_inr: 1 },
    });
    expect(changed.status).toBe(200);
    const added = await api.call("POST", "/v1/water-records", {
      token: t.token,
      body: {
        records: [
          {
            facility_id: water.data[0]!.facility_id,
            period_start: "2020-01-01",
            period_end: "2020-01-31",
            unit: "kL",
            withdrawal: { ground: 10 },
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect((await list<Water>("water-records", t.token)).summary.total).toBe(73);
    expect((await api.call("POST", "/v1/sandbox/reset", { token: t.token })).status).toBe(200);
    await expectDemoInputs(t.token);
  });
});
