import { err, ok, type Result } from "../result";
import { type DisclosureInputError, outOfRange, required } from "./input-error";

/**
 * BRSR Core's intensity rows for the GHG, energy and water footprints, as summarised from SEBI circular
 * SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122 (12 July 2023, Annexure I), changed by SEBI/HO/CFD/CFD-PoD-1/P/CIR/2025/42
 * (28 March 2025). Each footprint is given per rupee of revenue from operations, per rupee of revenue adjusted for
 * purchasing power parity (PPP), and per unit of physical output. The GHG footprint is Scope 1 plus Scope 2 only:
 * Scope 3 is not in it, and this module takes no Scope 3 figure.
 *
 * The PPP adjustment: a PPP conversion factor such as the World Bank's "PPP conversion factor, GDP (LCU per
 * international $)" (PA.NUS.PPP) is rupees per international dollar, so revenue in rupees divided by it is revenue
 * in international dollars, and a footprint per rupee adjusted for PPP is a footprint per international dollar of
 * revenue: footprint / (revenue / factor) = footprint x factor / revenue. The circular names no factor; the company
 * states which it used and its year, so a factor without a source is refused.
 */

export type BrsrCoreInput = {
  scope1_tco2e: number;
  scope2_tco2e: number;
  /** Total energy consumed, GJ. */
  energy_gj: number;
  /** Total water consumption, kL. */
  water_kl: number;
  /** Revenue from operations, INR. */
  revenue_inr: number;
  /** The PPP conversion factor in rupees per international dollar, with where it comes from; null when not given. */
  ppp: { inr_per_international_dollar: number; source: string } | null;
  /** Physical output for the per-unit rows; null when not given. */
  physical_output: { quantity: number; unit: string } | null;
};

export type Intensities = {
  /** Per rupee of revenue from operations. */
  per_rupee: number;
  /** Per rupee of revenue adjusted for PPP, that is per international dollar of revenue; null without a factor. */
  per_rupee_ppp: number | null;
  /** Per unit of physical output; null without an output. */
  per_output: number | null;
};

export type BrsrCoreIntensities = {
  /** Revenue from operations in international dollars (revenue / PPP factor); null without a factor. */
  revenue_international_dollars: number | null;
  ghg: { total_tco2e: number; intensity: Intensities };
  energy: { total_gj: number; intensity: Intensities };
  water: { total_kl: number; intensity: Intensities };
};

const isAmount = (n: number) => Number.isFinite(n) && n >= 0;
const isDivisor = (n: number) => Number.isFinite(n) && n > 0;

function invalid(input: BrsrCoreInput): DisclosureInputError | null {
  for (const field of ["scope1_tco2e", "scope2_tco2e", "energy_gj", "water_kl"] as const) {
    if (!isAmount(input[field])) return outOfRange(field, "a number of 0 or more");
  }
  if (!isDivisor(input.revenue_inr)) return outOfRange("revenue_inr", "a number above 0");
  if (input.ppp) {
    if (!isDivisor(input.ppp.inr_per_international_dollar)) {
      return outOfRange("ppp.inr_per_international_dollar", "a number above 0");
    }
    if (!input.ppp.source.trim()) return required("ppp.source", "name the factor's publisher, indicator and year");
  }
  if (input.physical_output) {
    if (!isDivisor(input.physical_output.quantity)) return outOfRange("physical_output.quantity", "a number above 0");
    if (!input.physical_output.unit.trim())
      return required("physical_output.unit", "say what the output is counted in");
  }
  return null;
}

/** The GHG, energy and water intensities of one financial year. */
export function brsrCoreIntensities(input: BrsrCoreInput): Result<BrsrCoreIntensities, DisclosureInputError> {
  const problem = invalid(input);
  if (problem) return err(problem);
  const revenuePpp = input.ppp ? input.revenue_inr / input.ppp.inr_per_international_dollar : null;
  const output = input.physical_output?.quantity ?? null;
  const intensities = (total: number): Intensities => ({
    per_rupee: total / input.revenue_inr,
    per_rupee_ppp: revenuePpp === null ? null : total / revenuePpp,
    per_output: output === null ? null : total / output,
  });
  const ghg = input.scope1_tco2e + input.scope2_tco2e;
  return ok({
    revenue_international_dollars: revenuePpp,
    ghg: { total_tco2e: ghg, intensity: intensities(ghg) },
    energy: { total_gj: input.energy_gj, intensity: intensities(input.energy_gj) },
    water: { total_kl: input.water_kl, intensity: intensities(input.water_kl) },
  });
}

/** A footprint's intensities where any divisor may be missing: each row is null without its divisor. */
export type OpenIntensities = { per_rupee: number | null; per_rupee_ppp: number | null; per_output: number | null };

/**
 * One footprint's intensities from what a workspace has recorded: per rupee of revenue (null without revenue), per
 * rupee adjusted for PPP, that is footprint x factor / revenue (null without revenue or factor), per unit of output
 * (null without output). Divisors of 0 or less count as missing.
 */
export function footprintIntensities(
  total: number,
  divisors: { revenue_inr: number | null; inr_per_international_dollar: number | null; output: number | null },
): OpenIntensities {
  const revenue = divisors.revenue_inr !== null && isDivisor(divisors.revenue_inr) ? divisors.revenue_inr : null;
  const factor =
    divisors.inr_per_international_dollar !== null && isDivisor(divisors.inr_per_international_dollar)
      ? divisors.inr_per_international_dollar
      : null;
  const output = divisors.output !== null && isDivisor(divisors.output) ? divisors.output : null;
  return {
    per_rupee: revenue === null ? null : total / revenue,
    per_rupee_ppp: revenue === null || factor === null ? null : total / (revenue / factor),
    per_output: output === null ? null : total / output,
  };
}
