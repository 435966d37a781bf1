import { type FieldCopy, figureMessages, type ToolPageCopy } from "./calculator";

/**
 * The BRSR Core calculator's copy. Its formulas are the engine's (`carbon/disclosures/brsr-core.ts`). The figures it
 * starts with are an illustrative company, the PPP factor included, and say so: no PPP value is quoted as published.
 */
export const brsrCoreTool = {
  meta: {
    title: "BRSR Core intensity calculator: GHG, energy and water per rupee and adjusted for PPP",
    description:
      "Free calculator for SEBI's BRSR Core: Scope 1 and Scope 2 emissions, energy and water per rupee of revenue from operations, per rupee adjusted for purchasing power parity and per unit of physical output, each formula shown.",
  },
  hero: {
    eyebrow: "Free calculator",
    title: "BRSR Core intensity calculator",
    lead: "Enter Scope 1, Scope 2, energy, water and revenue from operations to get BRSR Core's GHG, energy and water intensities per rupee, per rupee adjusted for purchasing power parity (PPP) and per unit of physical output, each formula shown with your numbers. No account needed.",
  },
  form: {
    title: "Your company's year",
    example:
      "Filled in: an illustrative company, not a real one, with revenue from operations of ₹5,000 crore. Its PPP factor of 20 is illustrative too: enter the factor you report with, and its source and year.",
  },
  results: {
    title: "Your intensities",
    formulasTitle: "How each figure is calculated",
    rounding: "Intensities are shown to four significant figures; each is computed from the unrounded inputs.",
  },
  noScript:
    "JavaScript is off, so the results show the filled-in example. Turn JavaScript on to compute your own figures.",
  messages: figureMessages,
  rules: {
    title: "The rules it follows",
    lead: "As summarised from SEBI's circulars: our summary, not SEBI's text.",
    points: [
      "GHG emission intensity is total Scope 1 and Scope 2 emissions divided by revenue from operations adjusted for PPP, with companion rows per rupee of revenue and per unit of physical output. Scope 3 is not in it.",
      "Energy intensity (total energy consumed) and water intensity (total water consumption) follow the same pattern.",
      "Adjusting for PPP: a PPP conversion factor is rupees per international dollar, so revenue in rupees divided by the factor is revenue in international dollars, and an intensity per rupee adjusted for PPP is an intensity per international dollar of revenue. The circular names no factor: the usual source is the World Bank's PPP conversion factor, GDP (LCU per international $), indicator PA.NUS.PPP, or the IMF's implied PPP conversion rate. State which one, and its year.",
      "Assessment or assurance of BRSR Core widens each year: the top 150 listed entities by market capitalisation from FY 2023-24, the top 250 from FY 2024-25, the top 500 from FY 2025-26 and the top 1,000 from FY 2026-27.",
    ],
    citation:
      "As summarised from SEBI circular SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122 of 12 July 2023 (Annexure I, the BRSR Core), as changed by SEBI/HO/CFD/CFD-PoD-1/P/CIR/2025/42 of 28 March 2025 (assessment or assurance; the format is now Annexure 17A). Read the circulars on SEBI's website before you file.",
    primary: [
      { label: "SEBI's website", href: "https://www.sebi.gov.in/" },
      { label: "World Bank, PA.NUS.PPP", href: "https://data.worldbank.org/indicator/PA.NUS.PPP" },
    ],
  },
  platform: {
    title: "Start from your own records",
    text: "CarbonTracker computes your Scope 1 and Scope 2 emissions from your fuel and electricity records, each factor cited, so the GHG figures these intensities start from come from your own data. Book a demo to walk through it with your company's year.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "See the CarbonTracker Platform", to: "/carbonTracker-platform" },
    ],
  },
  fields: {
    scope1: { label: "Scope 1 emissions (tCO2e)", hint: "Direct emissions for the financial year.", noun: "Scope 1" },
    scope2: {
      label: "Scope 2 emissions (tCO2e)",
      hint: "From purchased electricity, heat and steam.",
      noun: "Scope 2",
    },
    energy: { label: "Total energy consumed (GJ)", hint: "Renewable and non-renewable.", noun: "the energy consumed" },
    water: { label: "Total water consumption (kL)", noun: "the water consumption" },
    revenue: {
      label: "Revenue from operations (INR)",
      hint: "In rupees, from the audited accounts: ₹5,000 crore is 50,000,000,000.",
      noun: "the revenue from operations",
    },
    ppp: {
      label: "PPP conversion factor (INR per international $)",
      hint: "Rupees per international dollar for the financial year.",
      noun: "the PPP conversion factor",
    },
    pppSource: {
      label: "Source of the PPP factor",
      hint: "Publisher, indicator and year, such as World Bank PA.NUS.PPP, 2024.",
      noun: "the source of the PPP factor",
    },
    output: {
      label: "Physical output (optional)",
      hint: "For the per-unit rows: what the company produced in the year.",
      noun: "the physical output",
    },
    outputUnit: { label: "Unit of output", hint: "Such as t of cement or MWh.", noun: "the unit of output" },
  } satisfies Record<string, FieldCopy>,
  /** The illustrative company the form starts with: round figures, worked by hand in the engine's tests. */
  example: {
    scope1: "80,000",
    scope2: "40,000",
    energy: "1,500,000",
    water: "900,000",
    revenue: "50,000,000,000",
    ppp: "20",
    pppSource: "Illustrative, not a published value",
    output: "1,000,000",
    outputUnit: "t",
  },
  requiredText: {
    pppSource: "Name the source of the PPP factor and its year, such as World Bank PA.NUS.PPP, 2024.",
    outputUnit: "Say what the output is counted in, such as t of cement.",
  },
  footprints: {
    ghg: { title: "GHG emissions (Scope 1 + Scope 2)", unit: "tCO2e" },
    energy: { title: "Energy consumed", unit: "GJ" },
    water: { title: "Water consumption", unit: "kL" },
  },
  labels: {
    total: "Total",
    perRupee: "Per rupee of revenue from operations",
    perRupeePpp: "Per rupee adjusted for PPP (per international $)",
    perOutput: "Per unit of physical output",
    needsRevenue: "Needs the revenue from operations",
    needsPpp: "Needs the PPP factor and its source",
    needsOutput: "Needs a physical output and its unit",
    needsFigures: "Needs the figures marked in the form",
    pppFactor: "PPP conversion factor used",
  },
  /** Each formula's rule in words. */
  formulas: {
    total: "Scope 1 + Scope 2",
    perRupee: "total ÷ revenue from operations",
    perRupeePpp: "total ÷ (revenue from operations ÷ PPP factor)",
    perOutput: "total ÷ physical output",
  },
  units: { perRupee: "per ₹", internationalDollars: "international $", pppFactor: "₹ per international $" },
  groups: {
    footprints: "Emissions, energy and water",
    revenue: "Revenue and the PPP factor",
    output: "Physical output",
  },
} satisfies ToolPageCopy & Record<string, unknown>;

export type BrsrCoreToolCopy = typeof brsrCoreTool;
