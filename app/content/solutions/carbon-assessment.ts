import { claims, claimsNote, timelines } from "~/content/offer-facts";
import { sampleReportPage } from "~/content/offer-pages";
import { calculatorsSection } from "~/content/tools/calculators-section";
import type { SolutionContent } from "./solution";

export const carbonAssessment: SolutionContent = {
  slug: "carbon-assessment",
  kind: "service",
  meta: {
    title: "Carbon Assessment: a Scope 1-3 baseline you can defend",
    description: `A complete Scope 1-3 greenhouse-gas baseline with boundaries, data inventory and hotspots: Rapid in ${timelines.assessmentRapid}, Comprehensive in ${timelines.assessmentComprehensive}.`,
  },
  category: "Greenhouse gas inventory assessment",
  hero: {
    eyebrow: "Carbon Assessment",
    title: "A baseline you can defend, in weeks",
    lead: "Our specialists set your organisational and operational boundaries, collect the activity data that matters and build a Scope 1-3 inventory that stands up to assurance, on the platform you keep using afterwards.",
    actions: [
      { label: "Schedule a Consultation", dialog: "contact" },
      { label: "See sample", to: sampleReportPage.path },
    ],
    highlights: [
      `Rapid: ${timelines.assessmentRapid}`,
      `Comprehensive: ${timelines.assessmentComprehensive}`,
      "GHG Protocol and ISO 14064-1 methods",
    ],
  },
  problem: {
    title: "Without a baseline, every target is a guess",
    lead: "Targets, customer questionnaires and BRSR all assume you know your footprint. Most first inventories miss more than they find.",
    points: [
      "Boundaries are unclear: which subsidiaries, leased sites and joint ventures count?",
      "Scope 3 is skipped or estimated from spend alone, though it is usually the largest share.",
      "Data owners are spread across plants, finance and procurement, with no one coordinating.",
      "A baseline built in a consultant's spreadsheet cannot be updated once they leave.",
    ],
  },
  solution: {
    title: "A structured assessment, delivered on the platform",
    lead: "We run the assessment with your teams and leave behind a working inventory, not a slide deck.",
    points: [
      {
        title: "Boundaries and materiality",
        text: "Control approach, entities and sites in scope, and a screening of all 15 Scope 3 categories.",
      },
      {
        title: "Data inventory",
        text: "Who holds each data point, in what form, how often; gaps and proxies agreed up front.",
      },
      {
        title: "Calculation and hotspots",
        text: "Scope 1-3 emissions calculated on CarbonTracker with traceable factors, and the hotspots ranked.",
      },
      {
        title: "Report and handover",
        text: "A baseline report with methodology and data quality, and your team trained to run the next cycle.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      { title: "First-time reporters", text: "Companies preparing their first BRSR or customer disclosure." },
      { title: "Target setters", text: "Businesses that need a base year before committing to reduction targets." },
      { title: "Suppliers to global brands", text: "Teams answering Scope 3 requests from their customers." },
      {
        title: "Groups after a change",
        text: "Organisations whose boundary changed through acquisition or divestment.",
      },
    ],
  },
  outcomes: {
    title: "What clients typically see",
    items: [
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Material sources covered with measured data, and estimates marked as such.",
      },
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "The next reporting cycle runs on the platform instead of starting from scratch.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "From the quick wins the hotspot analysis brings to light.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "What the assessment covers",
    lead: "Two depths, chosen by how much of your value chain you need to see now.",
    items: [
      {
        title: `Rapid (${timelines.assessmentRapid})`,
        text: "Scope 1 and 2 in full, Scope 3 screened with spend-based estimates for the material categories.",
      },
      {
        title: `Comprehensive (${timelines.assessmentComprehensive})`,
        text: "Scope 1, 2 and the material Scope 3 categories with activity data and supplier-specific factors.",
      },
      {
        title: "Scope 2 both ways",
        text: "Location-based with CEA grid factors and market-based with your contracts.",
      },
      {
        title: "Data quality scoring",
        text: "Each source rated for completeness and accuracy, with an improvement plan.",
      },
      { title: "Base-year policy", text: "Recalculation triggers and thresholds written down for future years." },
      { title: "Assurance readiness", text: "Evidence organised so an assurance provider can follow every figure." },
    ],
  },
  steps: {
    title: "How it works",
    lead: "A named lead runs the assessment with one owner on your side.",
    items: [
      { title: "Kick-off and boundaries", text: "Agree scope, entities, sites and the base year.", duration: "Week 1" },
      { title: "Data collection", text: "Templates and interviews with plants, finance and procurement." },
      {
        title: "Calculation and checks",
        text: "Emissions calculated on the platform, outliers and gaps resolved with data owners.",
      },
      {
        title: "Results and handover",
        text: "Baseline report, hotspot ranking and a workshop on next steps.",
        duration: `Rapid ${timelines.assessmentRapid}; Comprehensive ${timelines.assessmentComprehensive} in total`,
      },
    ],
  },
  tools: calculatorsSection,
  faqs: [
    {
      question: "Which assessment depth do we need?",
      answer:
        "Rapid suits a first disclosure or a quick view of where emissions sit. Comprehensive suits target setting, supplier programmes and assurance, where Scope 3 needs activity data rather than spend estimates.",
    },
    {
      question: "What do you need from us?",
      answer:
        "One project owner, access to fuel, electricity and production records for the sites in scope, and purchasing data for Scope 3. We provide the templates and chase the data with you.",
    },
    {
      question: "Do we have to buy the platform?",
      answer:
        "The assessment is delivered on CarbonTracker and includes access for its duration. Keeping the inventory live afterwards needs a plan; the data stays yours either way and can be exported.",
    },
    {
      question: "Is the baseline assured?",
      answer:
        "We prepare it for assurance but do not assure our own work. Independent verification bodies can then provide limited or reasonable assurance; our Verification & Assurance service prepares you for that.",
    },
  ],
  cta: {
    title: "Start with an honest baseline",
    text: "Request a quote for your sites and scopes, or talk to an expert about which depth fits.",
    actions: [
      { label: "Request Quote", dialog: "sales" },
      { label: "Talk to an Expert", dialog: "contact" },
    ],
  },
};
