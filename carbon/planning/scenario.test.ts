import { describe, expect, it } from "vitest";
import { runScenario } from "./scenario";
import type { EmissionLine, ScenarioRequest, ScenarioResult } from "./scenario-types";

/**
 * Baseline, by hand (kg CO2e):
 *   l1 F1 diesel, Scope 1:        10,000 L x 2.68 = 26,800
 *   l2 F1 grid power IN-MH, S2:   500 MWh x 710 = 355,000 location; market 760 (residual mix)
 *   l3 F2 grid power IN-KA, S2:   300 MWh x 710 = 213,000 location; market 710 (grid average fallback)
 *   l4 F2 business travel, S3:    50,000 km x 0.15 = 7,500
 *   Baseline RECs 100 MWh of 800 consumed: 12.5% covered, 87.5% at the market factors:
 *   market S2 = 500 x 0.875 x 760 + 300 x 0.875 x 710 = 332,500 + 186,375 = 518,875
 *   totals: location 26,800 + 568,000 + 7,500 = 602,300; market 26,800 + 518,875 + 7,500 = 553,175
 */
const lines: EmissionLine[] = [
  {
    id: "l1",
    facility_id: "F1",
    source_type: "boiler",
    activity: "diesel",
    region: "IN-MH",
    scope: 1,
    quantity: 10_000,
    unit: "L",
    factor_kg_per_unit: 2.68,
  },
  {
    id: "l2",
    facility_id: "F1",
    source_type: "grid_electricity",
    activity: "electricity_grid",
    region: "IN-MH",
    scope: 2,
    quantity: 500,
    unit: "MWh",
    factor_kg_per_unit: 710,
    market: { factor_kg_per_mwh: 760, basis: "residual_mix" },
  },
  {
    id: "l3",
    facility_id: "F2",
    source_type: "grid_electricity",
    activity: "electricity_grid",
    region: "IN-KA",
    scope: 2,
    quantity: 300,
    unit: "MWh",
    factor_kg_per_unit: 710,
    market: { factor_kg_per_mwh: 710, basis: "grid_average" },
  },
  {
    id: "l4",
    facility_id: "F2",
    source_type: "business_travel",
    activity: "air_travel",
    region: "IN",
    scope: 3,
    quantity: 50_000,
    unit: "km",
    factor_kg_per_unit: 0.15,
  },
];

/**
 * Scenario knobs: the Maharashtra grid 10% cleaner; F1 does 12% less of everything; F2's power use up 20%;
 * 200 MWh of PPAs and 300 MWh of RECs more.
 *   l1: 10,000 x 0.88 = 8,800 L x 2.68 = 23,584
 *   l2: 500 x 0.88 = 440 MWh; factors 710 x 0.9 = 639 and 760 x 0.9 = 684; location 440 x 639 = 281,160
 *   l3: 300 x 1.2 = 360 MWh; location 360 x 710 = 255,600
 *   l4: 7,500
 *   Instruments: 100 + 300 RECs and 200 PPAs = 600 MWh of 800 consumed: 75% covered, 25% at the market factors:
 *   market S2 = 440 x 0.25 x 684 + 360 x 0.25 x 710 = 75,240 + 63,900 = 139,140
 *   totals: location 23,584 + 536,760 + 7,500 = 567,844; market 23,584 + 139,140 + 7,500 = 170,224
 */
const request: ScenarioRequest = {
  lines,
  baseline_instruments: { recs_mwh: 100 },
  knobs: {
    ef_adjustments: [{ activity: "electricity_grid", region: "IN-MH", delta_pct: -10 }],
    activity_adjustments: [
      { facility_id: "F1", delta_pct: -12 },
      { facility_id: "F2", source_type: "grid_electricity", delta_pct: 20 },
    ],
    instruments: { ppas_mwh: 200, recs_mwh: 300 },
  },
};

function run(r: ScenarioRequest): ScenarioResult {
  const outcome = runScenario(r);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

describe("runScenario", () => {
  const result = run(request);

  it("baseline totals by scope, Scope 2 both ways", () => {
    expect(result.baseline.by_scope["1"]).toBeCloseTo(26_800, 6);
    expect(result.baseline.by_scope["2"].location_based).toBeCloseTo(568_000, 6);
    expect(result.baseline.by_scope["2"].market_based).toBeCloseTo(518_875, 6);
    expect(result.baseline.by_scope["3"]).toBeCloseTo(7_500, 6);
    expect(result.baseline.total.location_based).toBeCloseTo(602_300, 6);
    expect(result.baseline.total.market_based).toBeCloseTo(553_175, 6);
  });

  it("scenario totals after the knobs", () => {
    expect(result.scenario.by_scope["1"]).toBeCloseTo(23_584, 6);
    expect(result.scenario.by_scope["2"].location_based).toBeCloseTo(536_760, 6);
    expect(result.scenario.by_scope["2"].market_based).toBeCloseTo(139_140, 6);
    expect(result.scenario.total.location_based).toBeCloseTo(567_844, 6);
    expect(result.scenario.total.market_based).toBeCloseTo(170_224, 6);
  });

  it("deltas, absolute and in percent", () => {
    expect(result.delta.absolute.total.location_based).toBeCloseTo(-34_456, 6);
    expect(result.delta.absolute.total.market_based).toBeCloseTo(-382_951, 6);
    expect(result.delta.pct.location_based).toBeCloseTo((-34_456 / 602_300) * 100, 9);
    expect(result.delta.pct.market_based).toBeCloseTo((-382_951 / 553_175) * 100, 9);
  });

  it("lists each adjustment with the lines it touched and its effect alone", () => {
    expect(result.adjustments.map((a) => [a.kind, a.lines_touched, a.record_ids])).toEqual([
      ["ef_adjustment", 1, ["l2"]],
      ["activity_adjustment", 2, ["l1", "l2"]],
      ["activity_adjustment", 1, ["l3"]],
      ["instruments", 2, ["l2", "l3"]],
    ]);
    // The cleaner MH grid alone: location 500 x 710 x -0.1 = -35,500; market 500 x 0.875 x 760 x -0.1 = -33,250.
    expect(result.adjustments[0]!.effect_alone_kg.location_based).toBeCloseTo(-35_500, 6);
    expect(result.adjustments[0]!.effect_alone_kg.market_based).toBeCloseTo(-33_250, 6);
    // The extra instruments alone change only the market-based figure: 600 of 800 MWh covered instead of 100:
    // 500 x 0.25 x 760 + 300 x 0.25 x 710 = 148,250, down from 518,875.
    expect(result.adjustments[3]!.effect_alone_kg).toEqual({
      location_based: 0,
      market_based: expect.closeTo(-370_625, 6),
    });
  });

  it("reports how the instruments were applied and discloses the grid-average fallback", () => {
    expect(result.instruments.baseline).toEqual({
      consumed_mwh: 800,
      ppa_mwh_applied: 0,
      rec_mwh_applied: 100,
      covered_mwh: 100,
      unused_mwh: 0,
    });
    expect(result.instruments.scenario).toEqual({
      consumed_mwh: 800,
      ppa_mwh_applied: 200,
      rec_mwh_applied: 400,
      covered_mwh: 600,
      unused_mwh: 0,
    });
    expect(result.notes).toContain(
      "1 Scope 2 line(s) have no residual mix: their uncovered MWh use the grid average, a disclosed fallback",
    );
  });
});

describe("instruments follow the Scope 2 Guidance", () => {
  it("certificates cover at most the MWh consumed and leave the location-based figure alone", () => {
    const r = run({ lines, knobs: { instruments: { ppas_mwh: 500, recs_mwh: 700 } } });
    expect(r.instruments.scenario).toEqual({
      consumed_mwh: 800,
      ppa_mwh_applied: 500,
      rec_mwh_applied: 300,
      covered_mwh: 800,
      unused_mwh: 400,
    });
    expect(r.scenario.by_scope["2"].market_based).toBe(0);
    expect(r.scenario.by_scope["2"].location_based).toBeCloseTo(568_000, 6);
    expect(r.delta.absolute.total.location_based).toBe(0);
    expect(r.notes).toContain("400 MWh of certificates exceed the 800 MWh consumed and cover nothing");
  });

  it("a lower activity lowers the cap: the same certificates cover a larger share", () => {
    const r = run({
      lines,
      knobs: {
        activity_adjustments: [{ source_type: "grid_electricity", delta_pct: -50 }],
        instruments: { recs_mwh: 400 },
      },
    });
    expect(r.instruments.scenario.covered_mwh).toBe(400);
    expect(r.scenario.by_scope["2"].market_based).toBe(0);
  });
});

describe("runScenario knobs and validation", () => {
  it("a knob that matches nothing is listed with 0 lines and a note; matching deltas multiply", () => {
    const r = run({
      lines,
      knobs: {
        ef_adjustments: [
          { activity: "diesel", delta_pct: 10 },
          { activity: "diesel", region: "IN-MH", delta_pct: 10 },
          { activity: "coal", delta_pct: -5 },
        ],
      },
    });
    // 26,800 x 1.1 x 1.1 = 32,428
    expect(r.scenario.by_scope["1"]).toBeCloseTo(32_428, 6);
    expect(r.adjustments[2]).toMatchObject({ lines_touched: 0, record_ids: [] });
    expect(r.notes).toContain("ef_adjustment 2 (activity coal) matched no line");
  });

  it("intensities when normalised", () => {
    const r = run({ ...request, denominator: { unit: "tonne", baseline: 1000, scenario: 800 } });
    expect(r.intensity).toEqual({
      unit: "kg CO2e per tonne",
      baseline: { location_based: expect.closeTo(602.3, 9), market_based: expect.closeTo(553.175, 9) },
      scenario: { location_based: expect.closeTo(709.805, 9), market_based: expect.closeTo(212.78, 9) },
    });
  });

  it("names bad knobs and lines", () => {
    const outcome = runScenario({
      lines: [{ ...lines[1]!, unit: "kWh", market: undefined }],
      knobs: {
        ef_adjustments: [{ activity: "", delta_pct: -150 }],
        activity_adjustments: [{ delta_pct: 5 }],
        instruments: { recs_mwh: -1 },
      },
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => i.path.join("."))).toEqual([
      "lines.0.unit",
      "lines.0.market",
      "knobs.ef_adjustments.0.activity",
      "knobs.ef_adjustments.0.delta_pct",
      "knobs.activity_adjustments.0",
      "knobs.instruments.recs_mwh",
    ]);
  });
});
