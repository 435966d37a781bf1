import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CCTS_PUBLISHED_ROW } from "../../../carbon/disclosures";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import { type ApiClient, newFacility, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

type Stored = { data: { scope: number; emissions: { co2e_kg: number } }[] };
type Figures = { from: string; to: string; emissions_tco2e: number; output: number; gei: number | null };
type Unit = {
  facility_id: string;
  target_gei: number;
  to_date: Figures & { months_with_data: number };
  year_end: Figures & { method: string };
  months: {
    month: string;
    emissions_tco2e: number;
    output: number;
    emissions_projected: boolean;
    output_projected: boolean;
  }[];
  position: {
    gei_gap: number | null;
    certificates_issued: number | null;
    certificates_owed: number | null;
    environmental_compensation_inr: number | null;
  };
  missing: string[];
};
type Disclosure = { compliance_year: string; as_of: string; units: Unit[]; rules: string };

/** The months of 2025-26, each as a record period. */
const FY25 = Array.from({ length: 12 }, (_, i) => {
  const start = new Date(Date.UTC(2025, 3 + i, 1));
  const end = new Date(Date.UTC(2025, 4 + i, 0));
  return { period_start: start.toISOString().slice(0, 10), period_end: end.toISOString().slice(0, 10) };
});
/** The published row's 2025-26 gap between baseline and target. */
const GAP = CCTS_PUBLISHED_ROW.baseline_gei - CCTS_PUBLISHED_ROW.targets["2025-26"];

describe.each(engines)("CCTS obligations and the compliance position on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let b: SandboxCredentials;
  let smelter: string;
  /** Covered (Scope 1 and 2) emissions of the smelter in 2025-26, t. */
  let covered = 0;

  const call = <T>(method: string, path: string, token: string, body?: unknown) =>
    api.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  const obligation = (baselineGei: number, target: number) => ({
    sector: "aluminium",
    product: "Ingots",
    baseline_output: CCTS_PUBLISHED_ROW.baseline_output,
    baseline_gei: baselineGei,
    targets: { "2025-26": target, "2026-27": target * 0.97 },
  });

  beforeAll(async () => {
    ({ server, api, a, b } = await startAnalyticsServer(engine, "CCTS"));
    smelter = await newFacility(api, a.token, "Angul Smelter");
    const records = FY25.flatMap((p, i) => [
      { facility_id: smelter, activity: "diesel", quantity: 40_000 + 1_000 * i, unit: "L", ...p },
      // A smelter's potline: about 14 MWh a tonne, so a GEI near the published row's.
      { facility_id: smelter, activity: "grid_electricity", quantity: 1_900_000_000, unit: "kWh", ...p },
    ]);
    // Scope 3 is not covered: a hotel stay in the same year must not count.
    records.push({
      facility_id: smelter,
      activity: "hotel_stay.india",
      quantity: 500,
      unit: "room-night",
      ...FY25[0]!,
    });
    const stored = await call<Stored>("POST", "/v1/activity-records", a.token, { records });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    covered = stored.body.data.filter((r) => r.scope !== 3).reduce((s, r) => s + r.emissions.co2e_kg, 0) / 1000;
    // 1,238,336 t of ingots over the year (11 x 103,195 + 103,191), and scrap that is not the equivalent product.
    const production = FY25.flatMap((p, i) => [
      { facility_id: smelter, product: "Ingots", quantity: i === 11 ? 103_191 : 103_195, unit: "tonne", ...p },
      { facility_id: smelter, product: "Scrap", quantity: 5_000, unit: "tonne", ...p },
    ]);
    const made = await call("POST", "/v1/production-records", a.token, { records: production });
    expect(made.status).toBe(201);
  });
  afterAll(() => server.close());

  it("records an obligation (201), replaces it (200), lists it, and refuses another tenant's facility and bad input", async () => {
    const first = await call<{ sector: string; covered_scopes: number[] }>(
      "PUT",
      `/v1/ccts/obligations/${smelter}`,
      a.token,
      obligation(13.4927, 13.226),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ sector: "aluminium", covered_scopes: [1, 2], output_unit: "tonne" });
    const again = await call("PUT", `/v1/ccts/obligations/${smelter}`, a.token, obligation(13.4927, 13.226));
    expect(again.status).toBe(200);
    const listed = await call<{ data: { facility_id: string }[] }>("GET", "/v1/ccts/obligations", a.token);
    expect(listed.body.data.map((o) => o.facility_id)).toEqual([smelter]);

    const elsewhere = await call<Problem>("PUT", `/v1/ccts/obligations/${smelter}`, b.token, obligation(13.4, 13.2));
    expect(elsewhere.status).toBe(404);
    expect((await call<{ data: unknown[] }>("GET", "/v1/ccts/obligations", b.token)).body.data).toEqual([]);

    const bad = await call<Problem>("PUT", `/v1/ccts/obligations/${smelter}`, a.token, {
      ...obligation(13.4927, 13.226),
      sector: "steel",
      targets: { "2025-26": -1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(["sector", "targets.2025-26", "targets.2026-27"]);
  });

  it("a year over: at baseline GEI and output, the published row's gap owes 330,264.2 certificates", async () => {
    const baseline = covered / CCTS_PUBLISHED_ROW.baseline_output;
    await call("PUT", `/v1/ccts/obligations/${smelter}`, a.token, obligation(baseline, baseline - GAP));
    const res = await call<Disclosure>(
      "GET",
      `/v1/disclosures/ccts?compliance_year=2025-26&certificate_price_inr=2500`,
      a.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ compliance_year: "2025-26", as_of: "2026-03-31" });
    expect(res.body.rules).toContain("Greenhouse Gases Emission Intensity Target Rules, 2025");
    const [unit] = res.body.units;
    expect(unit!.to_date).toMatchObject({ from: "2025-04-01", to: "2026-03-31", months_with_data: 12 });
    expect(unit!.to_date.output).toBe(1_238_336);
    expect(unit!.to_date.emissions_tco2e).toBeCloseTo(covered, 6);
    expect(unit!.year_end.method).toBe("actual");
    expect(unit!.year_end.gei).toBeCloseTo(baseline, 9);
    expect(unit!.position.certificates_owed).toBeCloseTo(330_264.2, 1);
    expect(unit!.position.certificates_issued).toBe(0);
    // Twice the price for each certificate owed, none surrendered.
    expect(unit!.position.environmental_compensation_inr).toBeCloseTo(unit!.position.certificates_owed! * 2 * 2500, 3);
    expect(unit!.missing).toEqual([]);
    expect(unit!.months).toHaveLength(12);
    expect(unit!.months.reduce((s, m) => s + m.output, 0)).toBe(1_238_336);
    expect(unit!.months.some((m) => m.emissions_projected || m.output_projected)).toBe(false);
  });

  it("beating the target by 0.4927 below the baseline earns certificates, and no compensation is due", async () => {
    const achieved = covered / CCTS_PUBLISHED_ROW.baseline_output;
    // The published row's 2025-26 target against an achieved GEI of 13.0, shifted onto this plant's GEI.
    const target = achieved + (CCTS_PUBLISHED_ROW.targets["2025-26"] - 13.0);
    await call("PUT", `/v1/ccts/obligations/${smelter}`, a.token, obligation(achieved + 0.3, target));
    const res = await call<Disclosure>("GET", `/v1/disclosures/ccts?compliance_year=2025-26`, a.token);
    const [unit] = res.body.units;
    expect(unit!.position.certificates_issued).toBeCloseTo(279_863.9, 1);
    expect(unit!.position.certificates_owed).toBe(0);
    expect(unit!.position.environmental_compensation_inr).toBeNull();
  });

  it("a year under way: the months left are projected, and a unit without output says so instead of guessing", async () => {
    const res = await call<Disclosure>("GET", `/v1/disclosures/ccts?compliance_year=2026-27`, a.token);
    expect(res.status).toBe(200);
    const [unit] = res.body.units;
    if (res.body.as_of < "2027-03-31") {
      // Twelve months of history: the platform's forecast, not a run rate.
      expect(unit!.year_end.method).toBe("forecast");
      expect(unit!.year_end.emissions_tco2e).toBeGreaterThan(unit!.to_date.emissions_tco2e);
    }
    // No 2026-27 ingots are recorded: no GEI and no position, and the answer names what is missing.
    expect(unit!.to_date.output).toBe(0);
    expect(unit!.to_date.gei).toBeNull();
    expect(unit!.missing.join(" ")).toContain("No Ingots production in tonne is recorded for 2026-27");
  });

  it("a unit with two months of data runs the year at its average so far", async () => {
    const mill = await newFacility(api, a.token, "Pithampur Mill");
    const months = [
      { period_start: "2026-04-01", period_end: "2026-04-30" },
      { period_start: "2026-05-01", period_end: "2026-05-31" },
    ];
    await call("POST", "/v1/activity-records", a.token, {
      records: months.map((p) => ({ facility_id: mill, activity: "diesel", quantity: 20_000, unit: "L", ...p })),
    });
    await call("POST", "/v1/production-records", a.token, {
      records: months.map((p) => ({ facility_id: mill, quantity: 3_000, unit: "tonne", ...p })),
    });
    const put = await call("PUT", `/v1/ccts/obligations/${mill}`, a.token, {
      ...obligation(1.2, 1.1),
      sector: "textiles",
      product: null,
    });
    expect(put.status).toBe(201);
    const res = await call<Disclosure>(
      "GET",
      `/v1/disclosures/ccts?compliance_year=2026-27&facility_id=${mill}`,
      a.token,
    );
    expect(res.status).toBe(200);
    const [unit] = res.body.units;
    expect(res.body.units).toHaveLength(1);
    if (res.body.as_of < "2027-03-31") {
      // April and May are the records'; June to March at their average.
      expect(unit!.year_end.method).toBe("run_rate");
      expect(unit!.to_date.output).toBe(6_000);
      expect(unit!.year_end.output).toBeCloseTo(6_000 * 6, 6);
      expect(unit!.year_end.emissions_tco2e).toBeCloseTo(unit!.to_date.emissions_tco2e * 6, 6);
      // The months say which are the records' and which projected, and add up to the year end.
      expect(unit!.months.map((m) => m.output_projected)).toEqual([false, false, ...Array(10).fill(true)]);
      expect(unit!.months.reduce((s, m) => s + m.output, 0)).toBeCloseTo(unit!.year_end.output, 6);
      expect(unit!.position.gei_gap).toBeCloseTo(unit!.year_end.gei! - unit!.target_gei, 9);
      if (res.body.as_of >= "2026-06-30") {
        expect(unit!.missing.join(" ")).toContain("No covered emissions are recorded for 2026-06");
      }
    }
    const none = await call<Problem>(
      "GET",
      `/v1/disclosures/ccts?compliance_year=2026-27&facility_id=${smelter}`,
      b.token,
    );
    expect(none.status).toBe(404);
    const wrongYear = await call<Problem>("GET", "/v1/disclosures/ccts?compliance_year=2024-25", a.token);
    expect(wrongYear.status).toBe(400);
  });

  it("a facility's obligation is removed once (then 404), its records kept", async () => {
    const removed = await call<{ deleted: boolean }>("DELETE", `/v1/ccts/obligations/${smelter}`, a.token);
    expect(removed.status).toBe(200);
    expect((await call("DELETE", `/v1/ccts/obligations/${smelter}`, a.token)).status).toBe(404);
    const records = await call<{ data: unknown[] }>(
      "GET",
      `/v1/activity-records?filter=facility_id==${smelter}&page[size]=5`,
      a.token,
    );
    expect(records.body.data.length).toBe(5);
  });
});
