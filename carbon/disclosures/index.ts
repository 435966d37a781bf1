/**
 * India's disclosures computed (BRSR Core's intensities, CCTS certificates and compensation): pure formulas with no
 * import but `contracts/` and `../result`, so the website's free calculators run this module itself in the browser
 * (`virtual:disclosure-formulas`, scripts/vite-disclosure-formulas.ts) and the server computes with the same code.
 */
export {
  type BrsrCoreInput,
  type BrsrCoreIntensities,
  brsrCoreIntensities,
  footprintIntensities,
  type Intensities,
  type OpenIntensities,
} from "./brsr-core";
export {
  CCTS_PUBLISHED_ROW,
  type CctsObligation,
  type CctsPosition,
  type CctsPositionInput,
  type CompensationInput,
  cctsPosition,
  ENVIRONMENTAL_COMPENSATION_MULTIPLE,
  environmentalCompensation,
  reductionFromBaseline,
} from "./ccts";
export type { DisclosureInputError } from "./input-error";
