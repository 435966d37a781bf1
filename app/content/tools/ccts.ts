import { type FieldCopy, figureMessages, type ToolPageCopy } from "./calculator";

/**
 * The CCTS calculator's copy. Its figures are the engine's (`carbon/disclosures/ccts.ts`): the published entity row
 * fills the form; only the certificate price below is ours, and says it is illustrative.
 */
export const cctsTool = {
  meta: {
    title: "CCTS calculator: carbon credit certificates earned or owed",
    description:
      "Free calculator for India's Carbon Credit Trading Scheme: from a unit's 2023-24 baseline, its GEI targets for 2025-26 and 2026-27, output and achieved GEI, the certificates issued or to surrender and the environmental compensation, each formula shown.",
  },
  hero: {
    eyebrow: "Free calculator",
    title: "CCTS calculator: certificates earned or owed",
    lead: "For units with a greenhouse-gas emission intensity (GEI) target under India's Carbon Credit Trading Scheme: enter the targets, the year's output and the GEI you achieved or expect, and see the carbon credit certificates you earn or must surrender, and the environmental compensation on any you do not. No account needed.",
  },
  form: {
    title: "Your unit and its targets",
    example:
      "Filled in: the one entity row published so far, an aluminium smelter as reported by the press quoting the notification, with output and GEI left at its 2023-24 baseline. The certificate price of ₹1,000 is illustrative: the compliance year's average price is set by BEE.",
  },
  results: {
    title: "Your position",
    formulasTitle: "How each figure is calculated",
    rounding:
      "Certificates are shown to one decimal (one certificate is one tonne of CO2e) and rupees to the rupee; each figure is computed from the unrounded ones.",
  },
  noScript:
    "JavaScript is off, so the results show the filled-in example: the published row, with output and GEI at baseline. Turn JavaScript on to compute your own figures.",
  messages: figureMessages,
  rules: {
    title: "The rules it follows",
    lead: "As summarised from the notification and BEE's procedure: our summary, not the regulator's text.",
    points: [
      "An obligated unit has a GEI target for 2025-26 and for 2026-27 against its 2023-24 baseline, in tCO2e per tonne of equivalent product (petroleum refineries: per MBBLS per NRGF).",
      "Beating the target earns carbon credit certificates: (target GEI − achieved GEI) × output.",
      "Missing it means surrendering certificates: (achieved GEI − target GEI) × output.",
      "Each certificate owed and not surrendered is charged environmental compensation of twice the compliance year's average certificate price. BEE sets the price; CPCB levies the compensation.",
      "The first schedule names 282 units in cement, pulp and paper, chlor-alkali and aluminium; the January 2026 amendment adds 208 in textiles, petroleum refineries, petrochemicals and secondary aluminium. For those added units, the 2025-26 target covers the months left in that year.",
    ],
    citation:
      "As summarised from the Greenhouse Gases Emission Intensity Target Rules, 2025, notified on 8 October 2025 under the Environment (Protection) Act, 1986 and amended on 13 January 2026, and from the Bureau of Energy Efficiency's Detailed Procedure for Compliance Mechanism under CCTS (July 2024). Read the notification in the Gazette of India and BEE's procedure before you rely on a figure.",
    primary: [
      { label: "The Gazette of India", href: "https://egazette.gov.in/" },
      { label: "Bureau of Energy Efficiency", href: "https://beeindia.gov.in/" },
    ],
  },
  platform: {
    title: "Track the year as it happens",
    text: "In the CarbonTracker console you record your unit's notified baseline and targets once; its GEI then comes from your own fuel, electricity and production records, month by month, projected to the year end, with the certificates it is on course to earn or owe. Book a demo to walk through it with your unit's figures.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "See the CarbonTracker Platform", to: "/carbonTracker-platform" },
    ],
  },
  fields: {
    sector: { label: "Sector", hint: "The notified sector of the obligated unit.", noun: "the sector" },
    baselineOutput: {
      label: "Baseline output, 2023-24",
      hint: "Output of equivalent product in the baseline year.",
      noun: "the baseline output",
    },
    baselineGei: {
      label: "Baseline GEI, 2023-24",
      hint: "tCO2e per unit of equivalent product, as notified.",
      noun: "the baseline GEI",
    },
    target2025: { label: "Target GEI, 2025-26", hint: "As notified for the unit.", noun: "the 2025-26 target" },
    target2026: { label: "Target GEI, 2026-27", hint: "As notified for the unit.", noun: "the 2026-27 target" },
    year: { label: "Compliance year", noun: "the compliance year" },
    output: {
      label: "Output in the compliance year",
      hint: "Equivalent product, in the unit the GEI is per.",
      noun: "the output",
    },
    achievedGei: {
      label: "Achieved or expected GEI",
      hint: "tCO2e per unit of equivalent product for the compliance year.",
      noun: "the achieved GEI",
    },
    price: {
      label: "Average certificate price (INR)",
      hint: "The compliance year's average price of one certificate, set by BEE.",
      noun: "the certificate price",
    },
  } satisfies Record<string, FieldCopy>,
  /** For a choice left on its placeholder. */
  choose: "Choose {noun}.",
  /** The illustrative certificate price the form starts with (rupees); no average price is quoted here. */
  examplePrice: "1,000",
  labels: {
    target: "Target GEI",
    achieved: "Achieved or expected GEI",
    issued: "Certificates issued",
    owed: "Certificates owed (to surrender)",
    compensation: "Environmental compensation if none is surrendered",
    gapAbove: "above the target",
    gapBelow: "below the target",
    gapNone: "on the target",
    needsFigures: "Needs the figures marked in the form",
    needsPrice: "Needs the certificate price",
    noneIssued: "not above 0, so none are issued",
    noneOwed: "not above 0, so none are owed",
    reduction: "Target against baseline",
    reductionResult: "below the 2023-24 GEI",
    outputShare: "Output against baseline",
    outputShareResult: "of the 2023-24 output",
  },
  groups: { targets: "The unit's baseline and targets", year: "The compliance year" },
  placeholders: { sector: "Choose a sector", year: "Choose a year" },
  /** Each formula's rule in words; `{multiple}` is the engine's compensation multiple. */
  formulas: {
    issued: "(target GEI − achieved GEI) × output, when above 0",
    owed: "(achieved GEI − target GEI) × output, when above 0",
    compensationName: "Environmental compensation",
    compensation: "{multiple} × the year's average certificate price × certificates not surrendered",
    reduction: "(baseline GEI − target GEI) ÷ baseline GEI",
    outputShare: "output ÷ baseline output",
  },
} satisfies ToolPageCopy & Record<string, unknown>;

export type CctsToolCopy = typeof cctsTool;
