/**
 * The option lists of India's two mandatory climate disclosures the platform computes (`carbon/disclosures/`): the
 * sectors and compliance years of the Carbon Credit Trading Scheme's emission-intensity targets. Plain data, no
 * zod, so the site's calculators and, later, the API read the same lists.
 *
 * As summarised from the Greenhouse Gases Emission Intensity Target Rules, 2025 (notified 8 October 2025, amended
 * 13 January 2026): the first schedule covers aluminium, cement, chlor-alkali and pulp and paper; the amendment
 * adds textiles, petroleum refineries, petrochemicals and secondary aluminium. Targets are in tCO2e per tonne of
 * equivalent product, refineries' per MBBLS per NRGF.
 */

export type CctsSector = {
  readonly value: string;
  readonly label: string;
  /** What a unit's output and its GEI are measured per. */
  readonly productUnit: string;
  /** Notified in the first schedule (October 2025) or added by the amendment (January 2026). */
  readonly notified: "first-schedule" | "amendment-2026";
};

const TONNE = "tonne of equivalent product";

export const CCTS_SECTORS = [
  { value: "aluminium", label: "Aluminium", productUnit: TONNE, notified: "first-schedule" },
  { value: "cement", label: "Cement", productUnit: TONNE, notified: "first-schedule" },
  { value: "chlor-alkali", label: "Chlor-alkali", productUnit: TONNE, notified: "first-schedule" },
  { value: "pulp-and-paper", label: "Pulp and paper", productUnit: TONNE, notified: "first-schedule" },
  { value: "textiles", label: "Textiles", productUnit: TONNE, notified: "amendment-2026" },
  {
    value: "petroleum-refinery",
    label: "Petroleum refinery",
    productUnit: "MBBLS per NRGF",
    notified: "amendment-2026",
  },
  { value: "petrochemicals", label: "Petrochemicals", productUnit: TONNE, notified: "amendment-2026" },
  { value: "secondary-aluminium", label: "Secondary aluminium", productUnit: TONNE, notified: "amendment-2026" },
] as const satisfies readonly CctsSector[];

export type CctsSectorValue = (typeof CCTS_SECTORS)[number]["value"];

/** The years the rules set targets for, against the 2023-24 baseline. */
export const CCTS_BASELINE_YEAR = "2023-24";
export const CCTS_COMPLIANCE_YEARS = ["2025-26", "2026-27"] as const;
export type CctsComplianceYear = (typeof CCTS_COMPLIANCE_YEARS)[number];

export const cctsSectorOf = (value: string): CctsSector | undefined => CCTS_SECTORS.find((s) => s.value === value);
