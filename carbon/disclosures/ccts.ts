import type { CctsComplianceYear } from "../../contracts/disclosures";
import { err, ok, type Result } from "../result";
import { type DisclosureInputError, outOfRange } from "./input-error";

/**
 * India's Carbon Credit Trading Scheme, compliance side, as summarised from the Greenhouse Gases Emission Intensity
 * Target Rules, 2025 (notified 8 October 2025 under the Environment (Protection) Act, 1986; amended 13 January 2026)
 * and BEE's "Detailed Procedure for Compliance Mechanism under CCTS" (July 2024). An obligated unit has a GEI target
 * (greenhouse-gas emission intensity, tCO2e per unit of equivalent product) for each compliance year against its
 * 2023-24 baseline:
 * - beating it earns carbon credit certificates: (target GEI - achieved GEI) x output;
 * - missing it obliges the unit to surrender certificates: (achieved GEI - target GEI) x output;
 * - each certificate owed and not surrendered is charged environmental compensation of twice the compliance year's
 *   average certificate price (set by BEE, levied by CPCB).
 * One certificate is one tonne of CO2e. Figures are returned unrounded; callers round for display.
 */

/** The GEI targets of one obligated unit, as the notification lists it. */
export type CctsObligation = {
  baseline_output: number;
  baseline_gei: number;
  targets: Readonly<Record<CctsComplianceYear, number>>;
};

/**
 * The one entity row the project could find published (an aluminium smelter), as reported by the press quoting the
 * notification: the worked example of the tests, the documentation and the site's calculator. Output in tonnes,
 * GEI in tCO2e per tonne of equivalent product.
 */
export const CCTS_PUBLISHED_ROW = {
  sector: "aluminium",
  baseline_year: "2023-24",
  baseline_output: 1_238_336,
  baseline_gei: 13.4927,
  targets: { "2025-26": 13.226, "2026-27": 12.8259 },
} as const satisfies CctsObligation & { sector: string; baseline_year: string };

/** Times the year's average certificate price charged for each certificate owed and not surrendered. */
export const ENVIRONMENTAL_COMPENSATION_MULTIPLE = 2;

export type CctsPositionInput = {
  target_gei: number;
  /** Achieved (or, during the year, expected) GEI, in the target's unit. */
  achieved_gei: number;
  /** Output of equivalent product in the compliance year, in the unit the GEI is per. */
  output: number;
};

export type CctsPosition = {
  /** achieved - target: above 0 the unit missed its target, below 0 it beat it. */
  gei_gap: number;
  /** Certificates issued for beating the target; 0 when it was not beaten. */
  certificates_issued: number;
  /** Certificates to surrender for missing the target; 0 when it was met. */
  certificates_owed: number;
};

/** Where a unit stands against its target for a compliance year: certificates earned or owed. */
export function cctsPosition(input: CctsPositionInput): Result<CctsPosition, DisclosureInputError> {
  for (const field of ["target_gei", "achieved_gei", "output"] as const) {
    if (!(Number.isFinite(input[field]) && input[field] >= 0)) return err(outOfRange(field, "a number of 0 or more"));
  }
  const gap = input.achieved_gei - input.target_gei;
  return ok({
    gei_gap: gap,
    certificates_issued: gap < 0 ? -gap * input.output : 0,
    certificates_owed: gap > 0 ? gap * input.output : 0,
  });
}

export type CompensationInput = {
  /** Certificates owed and not surrendered. */
  certificates_not_surrendered: number;
  /** The compliance year's average certificate price, INR per certificate. */
  average_price_inr: number;
};

/** Environmental compensation, INR: twice the year's average certificate price for each certificate not surrendered. */
export function environmentalCompensation(input: CompensationInput): Result<number, DisclosureInputError> {
  for (const field of ["certificates_not_surrendered", "average_price_inr"] as const) {
    if (!(Number.isFinite(input[field]) && input[field] >= 0)) return err(outOfRange(field, "a number of 0 or more"));
  }
  return ok(ENVIRONMENTAL_COMPENSATION_MULTIPLE * input.average_price_inr * input.certificates_not_surrendered);
}

/** How far below a baseline a GEI is, as a share of the baseline (0.0198 is 1.98 % lower); null for a zero baseline. */
export function reductionFromBaseline(baseline_gei: number, gei: number): number | null {
  return baseline_gei > 0 ? (baseline_gei - gei) / baseline_gei : null;
}
