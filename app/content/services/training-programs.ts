import type { Action, Faq } from "~/content/actions";
import { cohortSize, type TrainingPath, timelines, trainingPaths } from "~/content/offer-facts";

type PathName = (typeof trainingPaths)[number]["name"];

/** What each path teaches, module by module; its length comes from the facts. */
const syllabi: Record<PathName, { for: string; outcome: string; modules: readonly string[] }> = {
  Foundations: {
    for: "Anyone new to carbon accounting",
    outcome: "Read an inventory, explain its scopes and spot the numbers that look wrong.",
    modules: [
      "Greenhouse gases, GWP and CO2e (AR6)",
      "Scopes 1, 2 and 3 and organisational boundaries",
      "Activity data, emission factors and units",
      "BRSR, CDP and the GHG Protocol in practice",
      "Hands-on: a site's first month in CarbonTracker",
    ],
  },
  Practitioner: {
    for: "People who will run the inventory",
    outcome: "Build and maintain a complete Scope 1-3 inventory with evidence an assurer can follow.",
    modules: [
      "Stationary and mobile combustion, refrigerants and process emissions",
      "Scope 2: location- and market-based, PPAs and RECs",
      "Scope 3 screening and the 15 categories",
      "Data quality, estimation rules and base-year recalculation",
      "Monthly close: review, approval and audit trail",
      "Hands-on: a full inventory on sample data",
    ],
  },
  "Advanced Analytics": {
    for: "Analysts, finance and strategy teams",
    outcome: "Explain movements, forecast emissions and cost the measures that reduce them.",
    modules: [
      "Intensity KPIs and normalisation",
      "Variance and contribution analysis (LMDI)",
      "Scenarios: factors, activity and instruments",
      "Forecasting with uncertainty bands",
      "Marginal abatement cost curves and discounting",
    ],
  },
  "Reporting & Assurance": {
    for: "Reporting, legal and internal audit teams",
    outcome: "Produce disclosures from the approved inventory and prepare them for assurance.",
    modules: [
      "BRSR core indicators and CDP climate figures",
      "Disclosure controls and approval chains",
      "Evidence binders and sampling",
      "Limited versus reasonable assurance (ISO 14064-3, ISAE 3410)",
      "Hands-on: a mock assurance walkthrough",
    ],
  },
  "Supplier Engagement": {
    for: "Procurement and category managers",
    outcome: "Collect better Scope 3 data from suppliers and agree reduction asks with them.",
    modules: [
      "Where supplier emissions sit in Scope 3",
      "From spend-based to supplier-specific data",
      "Questionnaires suppliers can actually answer",
      "Setting and tracking supplier expectations",
    ],
  },
};

export type TrainingPathContent = TrainingPath & (typeof syllabi)[PathName] & { name: PathName };

/** The training programs page. */
export const trainingPrograms = {
  meta: {
    title: "Training Programs: carbon accounting courses for every team",
    description: `Five role-based training paths of ${Math.min(...trainingPaths.map((p) => p.hours))} to ${Math.max(...trainingPaths.map((p) => p.hours))} hours (Foundations, Practitioner, Advanced Analytics, Reporting & Assurance, Supplier Engagement), live virtual, onsite or hybrid, in cohorts of ${cohortSize}.`,
  },
  hero: {
    eyebrow: "Training Programs",
    title: "Carbon accounting skills for every team that touches the numbers",
    lead: "Role-based courses taught by practitioners, with hands-on exercises in CarbonTracker, so your teams can run the inventory, read the analytics and face an assurer with confidence.",
    actions: [
      { label: "Request a Course Pack", dialog: "contact" },
      { label: "View Schedule", dialog: "contact" },
    ] satisfies Action[],
    note: "We send the course pack and the next cohort dates by email.",
  },
  audiences: {
    title: "Who it is for",
    items: [
      {
        name: "Sustainability",
        text: "Run the inventory and the disclosures.",
        paths: ["Practitioner", "Reporting & Assurance"],
      },
      { name: "Plant Ops", text: "Own the activity data of your site.", paths: ["Foundations"] },
      {
        name: "Finance/Controllership",
        text: "Review, approve and put a price on reductions.",
        paths: ["Foundations", "Advanced Analytics"],
      },
      { name: "Procurement", text: "Bring suppliers into Scope 3.", paths: ["Foundations", "Supplier Engagement"] },
      { name: "IT/Data", text: "Connect systems and keep data flowing.", paths: ["Foundations", "Advanced Analytics"] },
    ] satisfies { name: string; text: string; paths: PathName[] }[],
  },
  paths: {
    title: "Learning paths",
    lead: `Five paths of ${timelines.trainingCohort}, each with its syllabus. Take them alone or in sequence.`,
    items: trainingPaths.map((p) => ({ ...p, ...syllabi[p.name] })) satisfies TrainingPathContent[],
  },
  formats: {
    title: "Formats",
    items: [
      {
        title: "Live virtual",
        text: "Half-day sessions over video, spread across the week, with exercises between sessions.",
      },
      { title: "Onsite", text: "Full days at your office or plant, with examples from your own operations." },
      { title: "Hybrid", text: "Onsite days for hands-on work, virtual sessions for theory and follow-up." },
    ],
  },
  logistics: {
    title: "Logistics",
    items: [
      { term: "Cohort size", detail: `${cohortSize} participants, so everyone gets time with the trainer.` },
      {
        term: "Length",
        detail: `${timelines.trainingCohort} per path, in 8-hour days or the equivalent in half days.`,
      },
      { term: "Materials", detail: "Slides, exercises and a CarbonTracker training tenant with sample data." },
      { term: "Language", detail: "English; Hindi on request for onsite cohorts." },
      { term: "Certificate", detail: "A certificate of completion for each participant who completes the exercises." },
    ],
  },
  pricing: {
    title: "Pricing",
    text: "Priced per cohort for private courses at your company, or per seat on our open cohorts. Quotes include materials and the training tenant.",
    action: { label: "Request Quote", dialog: "contact" } satisfies Action,
  },
  faqs: [
    {
      question: "Do participants need prior knowledge?",
      answer:
        "Foundations needs none. The other paths assume Foundations or equivalent experience; we send a short self-check with the course pack.",
    },
    {
      question: "Can you tailor a course to our industry?",
      answer:
        "Yes. Private cohorts use examples and exercises from your sector, and onsite courses can use your own (anonymised) data.",
    },
    {
      question: "Do participants need a CarbonTracker account?",
      answer: "No. Every participant gets access to a training tenant with sample data for the length of the course.",
    },
    {
      question: "How large can a cohort be?",
      answer: `Between ${cohortSize} participants. Larger teams are split into several cohorts so exercises stay hands-on.`,
    },
  ] satisfies Faq[],
  cta: {
    title: "Build the team your targets need",
    text: "Ask for the course pack, the schedule of open cohorts, or a quote for a private cohort.",
    actions: [
      { label: "Request a Course Pack", dialog: "contact" },
      { label: "Request Quote", dialog: "contact" },
    ] satisfies Action[],
  },
};
