import { describe, expect, it } from "vitest";
import { round } from "../rounding";
import { cctsPosition, environmentalCompensation, reductionFromBaseline, CCTS_PUBLISHED_ROW as row } from "./ccts";

const position = (target_gei: number, achieved_gei: number, output: number) => {
  const answer = cctsPosition({ target_gei, achieved_gei, output });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
};

describe("CCTS certificates, on the published row (baseline 1,238,336 t at 13.4927 tCO2e/t)", () => {
  it("owes 330,264.2 certificates in 2025-26 if GEI and output stay at baseline", () => {
    // (13.4927 - 13.2260) x 1,238,336 = 0.2667 x 1,238,336 = 330,264.2112
    const p = position(row.targets["2025-26"], row.baseline_gei, row.baseline_output);
    expect(round(p.certificates_owed, 1)).toBe(330_264.2);
    expect(round(p.certificates_owed, 4)).toBe(330_264.2112);
    expect(p.certificates_issued).toBe(0);
    expect(round(p.gei_gap, 4)).toBe(0.2667);
  });

  it("earns 279,863.9 certificates in 2025-26 at an achieved GEI of 13.0", () => {
    // (13.2260 - 13.0) x 1,238,336 = 0.226 x 1,238,336 = 279,863.936
    const p = position(row.targets["2025-26"], 13.0, row.baseline_output);
    expect(round(p.certificates_issued, 1)).toBe(279_863.9);
    expect(p.certificates_owed).toBe(0);
  });

  it("owes 825,722.4 certificates in 2026-27 if GEI and output stay at baseline", () => {
    // (13.4927 - 12.8259) x 1,238,336 = 0.6668 x 1,238,336 = 825,722.4448
    const p = position(row.targets["2026-27"], row.baseline_gei, row.baseline_output);
    expect(round(p.certificates_owed, 1)).toBe(825_722.4);
  });

  it("in 2026-27 an achieved GEI of 13.0 still owes: 0.1741 x 1,238,336 = 215,594.3", () => {
    const p = position(row.targets["2026-27"], 13.0, row.baseline_output);
    expect(round(p.certificates_owed, 1)).toBe(215_594.3);
    expect(p.certificates_issued).toBe(0);
  });

  it("in 2026-27 an achieved GEI of 12.5 at 1,300,000 t earns 0.3259 x 1,300,000 = 423,670", () => {
    const p = position(row.targets["2026-27"], 12.5, 1_300_000);
    expect(round(p.certificates_issued, 1)).toBe(423_670);
  });

  it("neither earns nor owes when the target is met exactly", () => {
    expect(position(13.226, 13.226, row.baseline_output)).toEqual({
      gei_gap: 0,
      certificates_issued: 0,
      certificates_owed: 0,
    });
  });

  it("refuses a negative or non-finite figure, naming it", () => {
    const answer = cctsPosition({ target_gei: 13.226, achieved_gei: -1, output: 1 });
    expect(answer).toMatchObject({ ok: false, error: { code: "OUT_OF_RANGE", field: "achieved_gei" } });
    expect(cctsPosition({ target_gei: Number.NaN, achieved_gei: 1, output: 1 }).ok).toBe(false);
  });

  it("the targets ask for 1.98 % and 4.94 % below the baseline GEI", () => {
    expect(round(reductionFromBaseline(row.baseline_gei, row.targets["2025-26"])!, 4)).toBe(0.0198);
    expect(round(reductionFromBaseline(row.baseline_gei, row.targets["2026-27"])!, 4)).toBe(0.0494);
    expect(reductionFromBaseline(0, 1)).toBeNull();
  });
});

describe("environmental compensation", () => {
  it("is twice the average price for each certificate not surrendered", () => {
    // 2 x 1,000 x 330,264.2112 = 660,528,422.4
    const owed = position(row.targets["2025-26"], row.baseline_gei, row.baseline_output).certificates_owed;
    const answer = environmentalCompensation({ certificates_not_surrendered: owed, average_price_inr: 1000 });
    expect(answer.ok && round(answer.value, 1)).toBe(660_528_422.4);
    expect(environmentalCompensation({ certificates_not_surrendered: 10, average_price_inr: 2500 })).toEqual({
      ok: true,
      value: 50_000,
    });
  });

  it("is nothing when every certificate owed is surrendered", () => {
    expect(environmentalCompensation({ certificates_not_surrendered: 0, average_price_inr: 2500 })).toEqual({
      ok: true,
      value: 0,
    });
  });

  it("refuses a negative price", () => {
    expect(environmentalCompensation({ certificates_not_surrendered: 1, average_price_inr: -5 })).toMatchObject({
      ok: false,
      error: { field: "average_price_inr" },
    });
  });
});
