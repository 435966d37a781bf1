import { claims, claimsNote, pilotSites, security, timelines } from "~/content/offer-facts";
import { calculatorsSection } from "~/content/tools/calculators-section";
import type { SolutionContent } from "./solution";

export const carbonTrackerPlatform: SolutionContent = {
  slug: "carbonTracker-platform",
  kind: "product",
  meta: {
    title: "CarbonTracker Platform: Scope 1-3 carbon accounting for India and beyond",
    description:
      "Collect activity data from meters, ERPs and bills, calculate Scope 1-3 emissions with traceable factors and AR6 GWP, and close each month with review and sign-off.",
  },
  category: "Carbon accounting software",
  hero: {
    picture: "facilities",
    eyebrow: "CarbonTracker Platform",
    title: "One ledger for every tonne your business emits",
    lead: "Collect activity data from meters, ERPs and utility bills, calculate Scope 1, 2 and 3 emissions with factors you can trace, and close each month with a review and sign-off your auditors can follow.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "Explore Live Sandbox", dialog: "sandbox" },
    ],
    highlights: [
      "GHG Protocol, ISO 14064, BRSR and CDP aligned",
      "Every number linked to its source document",
      "API-first: everything in the app is in the /v1 API",
    ],
  },
  problem: {
    title: "Carbon data lives in too many places",
    lead: "Fuel logs sit with the plants, electricity bills with finance, supplier data in email. Each reporting cycle starts from scratch.",
    points: [
      "Activity data arrives in different units and formats from every site.",
      "Emission factors are copied into spreadsheets with no record of their source or year.",
      "Nobody can show an auditor who changed a number, when, and why.",
      "BRSR, CDP and customer questionnaires each ask for the same figures in a different shape.",
    ],
  },
  solution: {
    title: "Collect once, calculate consistently, report everywhere",
    lead: "CarbonTracker keeps activity data, factors and results in one governed ledger that every report reads from.",
    points: [
      {
        title: "Organisation model",
        text: "Organisations, facilities, emission sources and meters mirror how your operations are actually run.",
      },
      {
        title: "Factor catalogue",
        text: "IPCC, DEFRA/DESNZ, CEA and US EPA factors with their documents and validity periods; AR6 GWP by default.",
      },
      {
        title: "Calculation engine",
        text: "Units converted, factors selected by activity, region and year, CO2, CH4 and N2O stored alongside CO2e.",
      },
      {
        title: "Review and sign-off",
        text: "Each period moves from draft to review to sign-off, with comments and evidence attached to the numbers.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      {
        title: "Sustainability teams",
        text: "Run the inventory and disclosures from one place instead of a dozen workbooks.",
      },
      {
        title: "Plant and operations leaders",
        text: "Submit readings and see their site's emissions without a new spreadsheet.",
      },
      { title: "Finance and legal", text: "Review and sign off numbers with the same controls as financial close." },
      { title: "IT and data teams", text: "Integrate ERPs and meters through a versioned, documented API." },
    ],
  },
  outcomes: {
    title: "What teams typically see",
    items: [
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "Data arrives in one place, already checked, instead of being chased at quarter end.",
      },
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Missing months and estimated values are visible per facility before anyone signs off.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "Once sites see their own numbers monthly, the obvious savings get made.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "Capabilities",
    lead: "Included in every plan unless marked otherwise on the plans page.",
    items: [
      { title: "Data collection", text: "CSV and XLSX upload, API ingestion and manual entry with unit checks." },
      {
        title: "Scope 2 both ways",
        text: "Location-based and market-based results, with PPAs and RECs applied to the right sites and months.",
      },
      { title: "Scope 3 categories", text: "All 15 GHG Protocol categories, from purchased goods to investments." },
      { title: "Audit trail", text: "Who entered or changed each value, and the factor and GWP set used." },
      { title: "Roles and access", text: "Least-privilege roles, read-only auditor access and SSO with MFA." },
      { title: "Security", text: `${security.transport}, ${security.atRest}. ${security.hosting}.` },
    ],
  },
  steps: {
    title: "How it works",
    lead: `Begin with ${pilotSites}; most teams reach their first complete month within a pilot.`,
    items: [
      {
        title: "Model your organisation",
        text: "Set up entities, facilities, sources and meters, or import them from a spreadsheet.",
      },
      {
        title: "Bring in activity data",
        text: "Upload bills and logs or connect meters and ERPs; each value is checked for units and gaps.",
        duration: `Pilot in ${timelines.monitoringPilot}`,
      },
      {
        title: "Calculate and review",
        text: "Emissions are calculated as data lands; reviewers comment and approve period by period.",
      },
      {
        title: "Report and share",
        text: "Export BRSR and CDP figures, or give auditors read-only access to the evidence.",
      },
    ],
  },
  tools: calculatorsSection,
  faqs: [
    {
      question: "Which standards does the platform support?",
      answer:
        "The GHG Protocol Corporate Standard, Scope 2 Guidance and Scope 3 Standard, ISO 14064-1, and India's BRSR core indicators. CDP climate questionnaire figures come from the same inventory.",
    },
    {
      question: "Where is our data hosted?",
      answer: `${security.hosting}. Data is encrypted with AES-256 at rest and TLS 1.2 or later in transit. Enterprise plans can choose another region.`,
    },
    {
      question: "Can we import historical data?",
      answer:
        "Yes. Upload past years from spreadsheets to set your baseline; each row is calculated with the factor valid for its period, so history and current months stay comparable.",
    },
    {
      question: "How do plants submit data?",
      answer:
        "Site users get their own login with access to their facility only. They can upload a file, enter readings, or their meters can send data through the API.",
    },
    {
      question: "Is there an API?",
      answer:
        "Everything the app does is available through the versioned /v1 REST API with OAuth2 client credentials. You can try it now in a private sandbox with demo data.",
    },
  ],
  cta: {
    title: "Put your inventory on one ledger",
    text: "Talk to sales about plans and onboarding, or book a demo with your own facility list.",
    actions: [
      { label: "Talk to Sales", dialog: "sales" },
      { label: "Book a Demo", dialog: "demo" },
    ],
  },
};
