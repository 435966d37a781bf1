import { claims, claimsNote, timelines } from "~/content/offer-facts";
import { sampleReportPage } from "~/content/offer-pages";
import { calculatorsSection } from "~/content/tools/calculators-section";
import type { SolutionContent } from "./solution";

export const verificationServices: SolutionContent = {
  slug: "verification-services",
  kind: "service",
  meta: {
    title: "Verification & Assurance: get ready for limited or reasonable assurance",
    description: `Evidence binders, controls and dry runs that prepare your greenhouse-gas inventory and BRSR disclosures for third-party assurance in ${timelines.assurancePrep}.`,
  },
  category: "Greenhouse gas assurance readiness",
  hero: {
    eyebrow: "Verification & Assurance",
    title: "Walk into assurance with the evidence already in order",
    lead: "We prepare your inventory for an independent assurance provider: controls reviewed, evidence organised figure by figure, and a dry run of the questions they will ask.",
    actions: [
      { label: "Schedule a Consultation", dialog: "contact" },
      { label: "See Sample Evidence Binder", to: `${sampleReportPage.path}#evidence-binder` },
    ],
    highlights: [
      `Assurance preparation in ${timelines.assurancePrep}`,
      "ISO 14064-3 and ISAE 3410 expectations",
      "BRSR Core assurance requirements covered",
    ],
  },
  problem: {
    title: "Assurance exposes what the spreadsheet hid",
    lead: "Assurance providers sample figures and ask for the evidence behind them. Without preparation, findings pile up and timelines slip.",
    points: [
      "Source documents for sampled figures cannot be found, or do not match.",
      "Emission factors were changed mid-year without a record of why.",
      "Nobody documented how estimates were made for missing months.",
      "Review and approval happened by email, if at all.",
    ],
  },
  solution: {
    title: "Readiness, figure by figure",
    lead: "We do what the assurance provider will do, first, and fix what we find.",
    points: [
      {
        title: "Controls review",
        text: "Data collection, calculation and approval controls checked against what assurance standards expect.",
      },
      {
        title: "Evidence binder",
        text: "For every material figure: activity data, source document, factor, calculation and approver, in one place.",
      },
      {
        title: "Dry run",
        text: "A mock sampling exercise with the questions an assurance provider asks, and the answers prepared.",
      },
      {
        title: "Findings closed",
        text: "Each gap logged with an owner and a fix, so the real engagement starts clean.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      { title: "Listed companies", text: "Preparing for BRSR Core reasonable assurance." },
      { title: "Exporters", text: "Facing customer or CBAM-related verification of product and site emissions." },
      { title: "Companies with targets", text: "Whose targets and progress must be independently assured." },
      { title: "First-time assurance", text: "Teams who have never been through a GHG assurance engagement." },
    ],
  },
  outcomes: {
    title: "What clients typically see",
    items: [
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Evidence on file for the figures an assurance provider is likely to sample.",
      },
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "A reporting close that no longer stops for findings and rounds of questions from the assurer.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "Reductions you can claim in public, because the trend behind them holds up under assurance.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "What we prepare",
    lead: "We prepare you for assurance; an independent body provides it. We never assure our own work.",
    items: [
      {
        title: "Boundary and methodology memo",
        text: "Your choices and their reasons, written the way assurers read them.",
      },
      { title: "Evidence binder", text: "Indexed evidence for each material figure, exported from the platform." },
      { title: "Controls matrix", text: "Who does what, when, and how it is checked, for each data flow." },
      { title: "Estimation log", text: "Every estimate with its method, its share of the total and its approver." },
      { title: "Dry-run report", text: "Findings from the mock engagement, ranked by risk, with fixes." },
      { title: "Assurer liaison", text: "We join the kick-off and answer methodology questions with you." },
    ],
  },
  steps: {
    title: "How it works",
    lead: `From kick-off to ready in ${timelines.assurancePrep}, depending on scope and the state of evidence.`,
    items: [
      {
        title: "Scope and standard",
        text: "Agree the figures, the level of assurance and the standard to prepare for.",
      },
      { title: "Controls and evidence review", text: "Walk through each data flow and sample its evidence." },
      { title: "Dry run", text: "Mock sampling and interviews, then a findings report." },
      {
        title: "Close the gaps",
        text: "Fix findings, complete the binder and hand it to your assurance provider.",
        duration: `${timelines.assurancePrep} in total`,
      },
    ],
  },
  tools: calculatorsSection,
  faqs: [
    {
      question: "Do you provide the assurance statement?",
      answer:
        "No. Assurance must be independent, so an accredited verification body provides it. We prepare you, and can introduce you to providers we have worked alongside.",
    },
    {
      question: "Limited or reasonable assurance: what is the difference?",
      answer:
        "Limited assurance concludes that nothing came to the assurer's attention suggesting a material misstatement; reasonable assurance gives a positive opinion and samples far more evidence. Preparation for reasonable assurance takes longer.",
    },
    {
      question: "How long does preparation take?",
      answer: `Between ${timelines.assurancePrep}, depending on how many figures are in scope and how much evidence already sits in CarbonTracker.`,
    },
    {
      question: "What is in the evidence binder?",
      answer:
        "For each material figure: the activity data, its source document, the emission factor and its provenance, the calculation and who approved it. The sample report on this site ends with an example.",
    },
  ],
  cta: {
    title: "Get ready before the assurer arrives",
    text: "Talk to an expert about your scope, or request a quote for readiness work.",
    actions: [
      { label: "Talk to an Expert", dialog: "contact" },
      { label: "Request Quote", dialog: "sales" },
    ],
  },
};
