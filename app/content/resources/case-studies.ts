import type { Option } from "../../../contracts/options";
import type { SectionCopy, Stat } from "../shapes";

export const caseRegions = [
  { value: "india-north", label: "North India" },
  { value: "india-west", label: "West India" },
  { value: "india-south", label: "South India" },
  { value: "southeast-asia", label: "Southeast Asia" },
  { value: "middle-east", label: "Middle East" },
] as const satisfies readonly Option[];
export type CaseRegion = (typeof caseRegions)[number]["value"];

/** Company sizes as the demo form names them. */
export type CaseSize = "startup" | "sme" | "enterprise";

/**
 * A customer story card (the spec's logo, industry, headline, metrics, solutions and region), with the size the
 * filters use. Customers are described, not named; every figure is illustrative.
 */
export type CaseStudy = {
  id: string;
  /** A monogram drawn as the customer's logo. */
  logo: { monogram: string; colour: "emerald" | "sky" | "amber" | "violet" | "rose" | "slate" };
  customer: string;
  /** A value of the industry option list in contracts/options.ts. */
  industry: string;
  headline: string;
  metrics: readonly Stat[];
  solutions: readonly string[];
  region: CaseRegion;
  size: CaseSize;
};

export const caseStudies = {
  meta: {
    title: "Case studies: how teams measure and cut emissions",
    description:
      "How manufacturers, utilities, logistics, real-estate, retail and healthcare teams baseline, monitor and report emissions with CarbonTracker. Filter the stories by industry, region and size.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Case studies",
    lead: "How teams like yours baseline, monitor, cut and report their emissions with CarbonTracker, told with the numbers that convinced their boards.",
  },
  illustrative:
    "The stories describe typical engagements. Customers are described rather than named, and every figure is illustrative: your results depend on your starting point.",
  featured: {
    eyebrow: "Featured case",
    customer: "A tier-1 auto components manufacturer, 14 plants",
    headline: "From spreadsheets to an assured BRSR Core disclosure in one reporting cycle",
    challenge:
      "Energy, fuel and refrigerant data lived in 40 spreadsheets across 14 plants. Closing the annual inventory took three months, and the auditor could not trace figures back to bills.",
    approach:
      "A rapid assessment set the boundary and hotspots; meters and the ERP were connected plant by plant; reviewers signed off each month with evidence attached.",
    metrics: [
      { value: "45%", label: "faster annual close" },
      { value: "97%", label: "activity data completeness" },
      { value: "11%", label: "lower emissions intensity in two years" },
    ] satisfies Stat[],
    quote: {
      text: "For the first time our auditor asked for a sample and we answered in minutes, not weeks.",
      by: "Head of Sustainability",
    },
    solutions: ["CarbonTracker Platform", "Emission Monitoring", "Verification & Assurance"],
  },
  filters: {
    copy: { title: "Customer stories", lead: "Filter by industry, region and company size." } satisfies SectionCopy,
  },
  stories: [
    {
      id: "cement-west",
      logo: { monogram: "CW", colour: "slate" },
      customer: "A cement producer with three kilns",
      industry: "manufacturing",
      headline: "Kiln fuel switching planned on a cost-per-tonne curve",
      metrics: [
        { value: "8%", label: "lower clinker intensity" },
        { value: "₹14 Cr", label: "capex prioritised by MACC" },
      ],
      solutions: ["Emission Analytics", "Sustainability Consulting"],
      region: "india-west",
      size: "enterprise",
    },
    {
      id: "utility-south",
      logo: { monogram: "SU", colour: "amber" },
      customer: "A regional power distribution utility",
      industry: "energy-utilities",
      headline: "Location- and market-based Scope 2 reported side by side for the first time",
      metrics: [
        { value: "2", label: "Scope 2 methods reported" },
        { value: "30%", label: "less time on CDP response" },
      ],
      solutions: ["Reporting Dashboard", "CarbonTracker Platform"],
      region: "india-south",
      size: "enterprise",
    },
    {
      id: "logistics-north",
      logo: { monogram: "NL", colour: "sky" },
      customer: "A road freight and warehousing company",
      industry: "logistics",
      headline: "Fleet diesel and warehouse power tracked monthly across 60 sites",
      metrics: [
        { value: "60", label: "sites reporting monthly" },
        { value: "6%", label: "lower fuel per tonne-km" },
      ],
      solutions: ["Emission Monitoring", "Emission Analytics"],
      region: "india-north",
      size: "sme",
    },
    {
      id: "real-estate-gulf",
      logo: { monogram: "GR", colour: "violet" },
      customer: "A commercial real-estate developer",
      industry: "real-estate",
      headline: "Tenant electricity and refrigerants brought into one portfolio inventory",
      metrics: [
        { value: "22", label: "buildings in one inventory" },
        { value: "95%", label: "data completeness" },
      ],
      solutions: ["Carbon Assessment", "CarbonTracker Platform"],
      region: "middle-east",
      size: "enterprise",
    },
    {
      id: "fmcg-sea",
      logo: { monogram: "FR", colour: "rose" },
      customer: "A packaged foods exporter",
      industry: "fmcg-retail",
      headline: "Scope 3 supplier data collected to answer retail customers' requests",
      metrics: [
        { value: "120", label: "suppliers responding" },
        { value: "35%", label: "of Scope 3 now supplier-specific" },
      ],
      solutions: ["CarbonTracker Platform", "Training Programs"],
      region: "southeast-asia",
      size: "sme",
    },
    {
      id: "pharma-north",
      logo: { monogram: "HP", colour: "emerald" },
      customer: "A pharmaceutical formulations maker",
      industry: "healthcare",
      headline: "Audit-ready evidence for limited assurance in six weeks",
      metrics: [
        { value: "6 weeks", label: "to assurance readiness" },
        { value: "0", label: "material findings" },
      ],
      solutions: ["Verification & Assurance", "Reporting Dashboard"],
      region: "india-north",
      size: "startup",
    },
  ] satisfies CaseStudy[],
  template: {
    copy: {
      title: "How we write a case study",
      lead: "Every story follows the same template, so you can compare them.",
    } satisfies SectionCopy,
    parts: [
      { title: "Challenge", text: "The customer's starting point: data, deadlines and what was at stake." },
      { title: "Approach", text: "What was connected, calculated and changed, and who did the work." },
      { title: "Results", text: "Figures measured before and after, marked illustrative where they are." },
      { title: "Solutions", text: "The products and services used, so you can see what fits your case." },
    ],
    submit: "Have a result worth sharing? Tell us your story and we will write it up with you.",
  },
};

export type CaseStudiesContent = typeof caseStudies;
