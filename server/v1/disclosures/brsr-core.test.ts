import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIESEL_1000_L_AR6, type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Intensity = { per_rupee: number | null; per_rupee_ppp: number | null; per_output: number | null };
type EnergyTable = { electricity: number; fuel: number; other: number; total: number };
type Made = { records: number; months_with_data: number };
type Year = {
  financial_year: string;
  energy: { renewable_gj: EnergyTable; non_renewable_gj: EnergyTable; total_gj: number; made: Made };
  water: {
    withdrawal_kl: Record<string, number>;
    total_withdrawal_kl: number;
    consumption_kl: number;
    discharge_kl: Record<string, Record<string, number>>;
    total_discharge_kl: number;
    made: Made;
  };
  emissions: { scope1_tco2e: number; scope2_tco2e: number; total_tco2e: number; scope2_method: string; made: Made };
  waste: {
    generated_t: Record<string, number>;
    total_generated_t: number;
    recovered_t: Record<string, number>;
    total_recovered_t: number;
    disposed_t: Record<string, number>;
    total_disposed_t: number;
    made: Made;
  };
  intensities: {
    revenue_from_operations_inr: number | null;
    ppp: { inr_per_international_dollar: number; source: string; vintage: number } | null;
    output: { quantity: number; unit: string } | null;
    ghg_tco2e: Intensity;
    energy_gj: Intensity;
    water_consumption_kl: Intensity;
    waste_generated_t: Intensity;
  };
};
type Disclosure = {
  financial_year: string;
  previous_financial_year: string;
  output_unit: string | null;
  years: Year[];
  provenance: { fuels: { activity: string; ncv_gj_per_tonne: number; gj_per_litre: number; sources: string[] }[] };
  missing: { financial_year: string; rows: string[]; reason: string }[];
  rules: string;
};
type Stored = { data: { activity: string; period_start: string; scope: number; emissions: { co2e_kg: number } }[] };

// Diesel by the IPCC 2006 default NCV (43.0 GJ/t) and DUKES' 1,187 L/t: 43.0 / 1187 GJ per litre.
const DIESEL_GJ_PER_L = 43.0 / 1187;
const GJ_PER_KWH = 0.0036;
const PPP = { inr_per_international_dollar: 20.65, source: "World Bank, ICP 2017, PPP at GDP level", vintage: 2017 };
const REVENUE = 500_000_000;
const REVENUE_BEFORE = 400_000_000;

const month = (start: string, end: string) => ({ period_start: start, period_end: end });

describe.each(engines)("BRSR Core disclosure on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let plant: string;
  /** Scope 2 (location-based) of each year, t, from the records' own figures. */
  const scope2 = { "2025-26": 0, "2024-25": 0 };

  const call = <T>(method: string, path: string, token: string, body?: unknown) =>
    api.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  const disclosure = (query: string, token = a.token) =>
    call<Disclosure>("GET", `/v1/disclosures/brsr-core?${query}`, token);

  beforeAll(async () => {
    // A new facility of A: the sandbox's demo data is at other facilities, and every read names this one.
    ({ server, api, a, b, plant } = await startAnalyticsServer(engine, "BRSR Core"));
    const solar = await call<{ id: string }>("POST", "/v1/sources", a.token, {
      facility_id: plant,
      type: "purchased_electricity",
      unit: "kWh",
      description: "Rooftop solar",
      energy_origin: "on_site_solar",
    });
    expect(solar.status).toBe(201);
    const at = { facility_id: plant };
    const records = [
      { ...at, activity: "diesel", quantity: 10_000, unit: "L", ...month("2025-05-01", "2025-05-31") },
      { ...at, activity: "grid_electricity", quantity: 200_000, unit: "kWh", ...month("2025-06-01", "2025-06-30") },
      {
        ...at,
        activity: "grid_electricity",
        source_id: solar.body.id,
        quantity: 50_000,
        unit: "kWh",
        ...month("2025-07-01", "2025-07-31"),
      },
      // 61 days, 31 of them in March 2026: 3,100 L count in 2025-26.
      { ...at, activity: "diesel", quantity: 6_100, unit: "L", ...month("2026-03-01", "2026-04-30") },
      // Scope 3 is in neither the GHG nor the energy table.
      { ...at, activity: "hotel_stay.india", quantity: 20, unit: "room-night", ...month("2025-05-01", "2025-05-31") },
      { ...at, activity: "diesel", quantity: 8_000, unit: "L", ...month("2024-06-01", "2024-06-30") },
      { ...at, activity: "grid_electricity", quantity: 150_000, unit: "kWh", ...month("2024-07-01", "2024-07-31") },
    ];
    const stored = await call<Stored>("POST", "/v1/activity-records", a.token, { records });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    for (const r of stored.body.data.filter((r) => r.scope === 2)) {
      scope2[r.period_start < "2025-04-01" ? "2024-25" : "2025-26"] += r.emissions.co2e_kg / 1000;
    }

    const water = await call("POST", "/v1/water-records", a.token, {
      records: [
        {
          ...at,
          ...month("2025-04-01", "2025-04-30"),
          unit: "kL",
          withdrawal: { ground: 1000, third_party: 500 },
          discharge: { third_party: { secondary: 300 }, surface: { tertiary: 100 } },
        },
        { ...at, ...month("2025-08-01", "2025-08-31"), unit: "L", withdrawal: { surface: 200_000 } },
      ],
    });
    expect(water.status, JSON.stringify(water.body)).toBe(201);
    const waste = await call("POST", "/v1/waste-records", a.token, {
      records: [
        {
          ...at,
          ...month("2025-09-01", "2025-09-30"),
          unit: "kg",
          generated: { plastic: 1200, e_waste: 300, other_non_hazardous: 5000 },
          recovered: { recycled: 4000 },
          disposed: { landfill: 2500 },
        },
        {
          ...at,
          ...month("2024-10-01", "2024-10-31"),
          unit: "tonne",
          generated: { other_hazardous: 2 },
          disposed: { incineration: 2 },
        },
      ],
    });
    expect(waste.status, JSON.stringify(waste.body)).toBe(201);
    const production = await call("POST", "/v1/production-records", a.token, {
      records: [
        { ...at, quantity: 2000, unit: "tonne", ...month("2025-04-01", "2026-03-31") },
        { ...at, quantity: 500, unit: "unit", ...month("2025-04-01", "2026-03-31") },
        { ...at, quantity: 1600, unit: "tonne", ...month("2024-04-01", "2025-03-31") },
      ],
    });
    expect(production.status, JSON.stringify(production.body)).toBe(201);
    const current = await call("PUT", "/v1/financial-years/2025-26", a.token, {
      revenue_from_operations_inr: REVENUE,
      ppp: PPP,
    });
    expect(current.status, JSON.stringify(current.body)).toBeLessThan(300);
    // The previous year has no PPP factor recorded.
    const before = await call("PUT", "/v1/financial-years/2024-25", a.token, {
      revenue_from_operations_inr: REVENUE_BEFORE,
      ppp: null,
    });
    expect(before.status).toBeLessThan(300);
  });
  afterAll(() => server.close());

  it("tables every row of both years from the records, by hand", async () => {
    const res = await disclosure(`financial_year=2025-26&facility_id=${plant}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ financial_year: "2025-26", previous_financial_year: "2024-25" });
    expect(res.body.rules).toContain("SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122");
    expect(res.body.output_unit).toBe("tonne");
    const [now, before] = res.body.years as [Year, Year];
    expect(now.financial_year).toBe("2025-26");
    expect(before.financial_year).toBe("2024-25");

    // Energy: 13,100 L of diesel, 200,000 kWh of grid electricity, 50,000 kWh of rooftop solar.
    const dieselGj = 13_100 * DIESEL_GJ_PER_L;
    expect(now.energy.non_renewable_gj.fuel).toBeCloseTo(dieselGj, 6);
    expect(now.energy.non_renewable_gj.electricity).toBeCloseTo(720, 6);
    expect(now.energy.non_renewable_gj.other).toBe(0);
    expect(now.energy.non_renewable_gj.total).toBeCloseTo(720 + dieselGj, 6);
    expect(now.energy.renewable_gj).toMatchObject({ fuel: 0, other: 0 });
    expect(now.energy.renewable_gj.electricity).toBeCloseTo(180, 6);
    expect(now.energy.renewable_gj.total).toBeCloseTo(180, 6);
    expect(now.energy.total_gj).toBeCloseTo(900 + dieselGj, 6);
    expect(now.energy.made).toEqual({ records: 4, months_with_data: 4 });
    expect(before.energy.non_renewable_gj.fuel).toBeCloseTo(8_000 * DIESEL_GJ_PER_L, 6);
    expect(before.energy.non_renewable_gj.electricity).toBeCloseTo(150_000 * GJ_PER_KWH, 6);
    expect(before.energy.renewable_gj.total).toBe(0);
    expect(before.energy.made).toEqual({ records: 2, months_with_data: 2 });
    const [diesel] = res.body.provenance.fuels;
    expect(res.body.provenance.fuels).toHaveLength(1);
    expect(diesel).toMatchObject({ activity: "diesel", ncv_gj_per_tonne: 43 });
    expect(diesel!.gj_per_litre).toBeCloseTo(DIESEL_GJ_PER_L, 12);
    expect(diesel!.sources.join(" ")).toContain("IPCC 2006");

    // Scope 1: 13,100 L of diesel; Scope 2 location-based, the solar kWh at the grid's factor too; no Scope 3.
    const scope1 = (13.1 * DIESEL_1000_L_AR6) / 1000;
    expect(now.emissions.scope1_tco2e).toBeCloseTo(scope1, 6);
    expect(scope2["2025-26"]).toBeGreaterThan(0);
    expect(now.emissions.scope2_tco2e).toBeCloseTo(scope2["2025-26"], 6);
    expect(now.emissions.total_tco2e).toBeCloseTo(scope1 + scope2["2025-26"], 6);
    expect(now.emissions.scope2_method).toBe("location_based");
    expect(now.emissions.made).toEqual({ records: 4, months_with_data: 4 });
    expect(before.emissions.scope1_tco2e).toBeCloseTo((8 * DIESEL_1000_L_AR6) / 1000, 6);
    expect(before.emissions.scope2_tco2e).toBeCloseTo(scope2["2024-25"], 6);

    // Water: 1,000 kL ground, 500 third party, 200 surface (200,000 L); 300 + 100 kL discharged.
    expect(now.water.withdrawal_kl).toEqual({
      surface: 200,
      ground: 1000,
      third_party: 500,
      seawater_desalinated: 0,
      other: 0,
    });
    expect(now.water.total_withdrawal_kl).toBe(1700);
    expect(now.water.discharge_kl.third_party).toEqual({ none: 0, primary: 0, secondary: 300, tertiary: 0 });
    expect(now.water.discharge_kl.surface!.tertiary).toBe(100);
    expect(now.water.total_discharge_kl).toBe(400);
    expect(now.water.consumption_kl).toBe(1300);
    expect(now.water.made).toEqual({ records: 2, months_with_data: 2 });
    expect(before.water.total_withdrawal_kl).toBe(0);
    expect(before.water.made.records).toBe(0);

    // Waste: 6.5 t generated (kg / 1,000), 4 t recycled, 2.5 t landfilled.
    expect(now.waste.generated_t).toMatchObject({ plastic: 1.2, e_waste: 0.3, other_non_hazardous: 5, battery: 0 });
    expect(now.waste.total_generated_t).toBeCloseTo(6.5, 9);
    expect(now.waste.recovered_t).toEqual({ recycled: 4, re_used: 0, other_recovery: 0 });
    expect(now.waste.total_recovered_t).toBe(4);
    expect(now.waste.disposed_t).toEqual({ incineration: 0, landfill: 2.5, other_disposal: 0 });
    expect(now.waste.total_disposed_t).toBe(2.5);
    expect(now.waste.made).toEqual({ records: 1, months_with_data: 1 });
    expect(before.waste.total_generated_t).toBe(2);
    expect(before.waste.disposed_t.incineration).toBe(2);

    // Intensities: per rupee, per rupee adjusted for PPP (x 20.65 / revenue), per tonne of output.
    const i = now.intensities;
    expect(i.revenue_from_operations_inr).toBe(REVENUE);
    expect(i.ppp).toEqual(PPP);
    expect(i.output).toEqual({ quantity: 2000, unit: "tonne" });
    const ghg = scope1 + scope2["2025-26"];
    const rows: [Intensity, number][] = [
      [i.ghg_tco2e, ghg],
      [i.energy_gj, 900 + dieselGj],
      [i.water_consumption_kl, 1300],
      [i.waste_generated_t, 6.5],
    ];
    for (const [row, total] of rows) {
      expect(row.per_rupee).toBeCloseTo(total / REVENUE, 15);
      expect(row.per_rupee_ppp).toBeCloseTo((total * 20.65) / REVENUE, 12);
      expect(row.per_output).toBeCloseTo(total / 2000, 9);
    }
    expect(i.water_consumption_kl.per_rupee_ppp).toBeCloseTo(5.369e-5, 9);

    // The previous year: no PPP factor (named, those rows empty) and no water records.
    const p = before.intensities;
    expect(p.ppp).toBeNull();
    expect(p.output).toEqual({ quantity: 1600, unit: "tonne" });
    expect(p.ghg_tco2e.per_rupee_ppp).toBeNull();
    expect(p.energy_gj.per_rupee_ppp).toBeNull();
    expect(p.ghg_tco2e.per_rupee).toBeCloseTo(before.emissions.total_tco2e / REVENUE_BEFORE, 15);
    expect(p.waste_generated_t.per_output).toBeCloseTo(2 / 1600, 12);
    expect(p.water_consumption_kl).toEqual({ per_rupee: null, per_rupee_ppp: null, per_output: null });
    const reasons = res.body.missing.map((m) => `${m.financial_year}: ${m.reason}`);
    expect(reasons).toContain(
      "2024-25: The PPP-adjusted rows are left empty: no PPP conversion factor is recorded for 2024-25",
    );
    expect(reasons.some((r) => r.startsWith("2024-25: No water records"))).toBe(true);
    expect(res.body.missing.every((m) => m.financial_year === "2024-25")).toBe(true);
    expect(res.body.missing.find((m) => m.reason.includes("PPP"))!.rows).toContain(
      "intensities.ghg_tco2e.per_rupee_ppp",
    );
  });

  it("takes the output unit asked, and names years without revenue or output", async () => {
    const units = await disclosure(`financial_year=2025-26&facility_id=${plant}&output_unit=unit`);
    expect(units.body.output_unit).toBe("unit");
    expect(units.body.years[0]!.intensities.waste_generated_t.per_output).toBeCloseTo(6.5 / 500, 12);
    expect(units.body.missing.map((m) => m.reason)).toContain(
      "The per-output rows are left empty: no production in unit is recorded for 2024-25",
    );

    const empty = await disclosure(`financial_year=2021-22&facility_id=${plant}`);
    expect(empty.status).toBe(200);
    const [year] = empty.body.years;
    expect(year!.energy.total_gj).toBe(0);
    expect(year!.intensities.ghg_tco2e).toEqual({ per_rupee: null, per_rupee_ppp: null, per_output: null });
    const reasons = empty.body.missing.map((m) => m.reason);
    expect(reasons).toContain(
      "The per-rupee and PPP-adjusted rows are left empty: no revenue from operations is recorded for 2021-22 (PUT /v1/financial-years/2021-22)",
    );
    expect(reasons).toContain("The per-output rows are left empty: no production records are recorded for 2021-22");

    const bad = await call<Problem>("GET", "/v1/disclosures/brsr-core?financial_year=2025-27", a.token);
    expect(bad.status).toBe(400);
  });

  it("shows B none of A's records or revenue", async () => {
    const elsewhere = await call<Problem>(
      "GET",
      `/v1/disclosures/brsr-core?financial_year=2025-26&facility_id=${plant}`,
      b.token,
    );
    expect(elsewhere.status).toBe(404);
    const own = await newFacility(api, b.token, "BRSR Core B Works");
    const res = await disclosure(`financial_year=2025-26&facility_id=${own}`, b.token);
    expect(res.status).toBe(200);
    for (const year of res.body.years) {
      expect(year.energy.total_gj).toBe(0);
      expect(year.emissions.total_tco2e).toBe(0);
      expect(year.water.made.records).toBe(0);
      expect(year.waste.made.records).toBe(0);
      expect(year.intensities.output).toBeNull();
      expect(year.intensities.revenue_from_operations_inr).not.toBe(REVENUE);
      expect(year.intensities.revenue_from_operations_inr).not.toBe(REVENUE_BEFORE);
    }
  });
});
