import type { Action } from "~/content/actions";
import { security } from "~/content/offer-facts";

/** The /services page. Its offerings are the service pages of the index, with their card copy. */
export const servicesOverview = {
  meta: {
    title: "Carbon services: assessment, monitoring, assurance, consulting, training and offsets",
    description:
      "Specialists who take you from first inventory to assured report, on the same platform your data lives in: six services, one delivery method, security and compliance built in.",
  },
  hero: {
    eyebrow: "Services",
    title: "From first inventory to assured report, with specialists beside you",
    lead: "Our carbon accountants, data engineers and assurance specialists work with your teams on CarbonTracker, so what we build together keeps running after we leave.",
    actions: [
      { label: "Book a Consultation", dialog: "contact" },
      { label: "Explore Live Sandbox", dialog: "sandbox" },
    ] satisfies Action[],
  },
  why: {
    title: "Why Services",
    lead: "Software alone does not produce a credible inventory. People, process and evidence do.",
    cards: [
      {
        title: "Delivered on the platform",
        text: "Every calculation, document and approval lands in your tenant, not in a consultant's spreadsheet.",
      },
      {
        title: "India-aware methods",
        text: "BRSR, CEA grid factors and Indian operating realities, alongside the GHG Protocol and ISO 14064.",
      },
      {
        title: "Assurance in mind from day one",
        text: "Evidence is organised figure by figure, so an independent assurer can follow it.",
      },
      {
        title: "Fixed scope, clear timelines",
        text: "Each engagement has a written scope, named owners and a timeline agreed before work starts.",
      },
    ],
  },
  offerings: {
    title: "Our services",
    lead: "Start with one and add the others as your programme matures.",
    learnMore: "Learn More",
    talk: "Talk to Expert",
  },
  delivery: {
    title: "How We Deliver",
    lead: "Every engagement follows the same six steps, so you always know what comes next.",
    steps: [
      { title: "Discover", text: "Goals, boundaries, reporting obligations and the data that exists today." },
      {
        title: "Connect",
        text: "Facilities, sources and meters modelled; data flows set up from bills, ERPs and meters.",
      },
      {
        title: "Validate",
        text: "Completeness, unit and range checks; gaps resolved with data owners or estimated by rule.",
      },
      {
        title: "Analyze",
        text: "Emissions calculated with traceable factors; hotspots, trends and abatement options ranked.",
      },
      {
        title: "Report",
        text: "BRSR, CDP and GHG Protocol figures from the approved inventory, with draft, review and sign-off.",
      },
      { title: "Assure", text: "Evidence binder and controls prepared for an independent assurance provider." },
    ],
  },
  compliance: {
    title: "Security and Compliance",
    lead: "The same safeguards apply to everything our specialists touch.",
    badges: [
      { label: security.transport, text: "Every connection to the platform and the API is encrypted." },
      { label: security.atRest, text: "Databases, uploaded documents and backups." },
      {
        label: security.identity,
        text: "Single sign-on with your identity provider, multi-factor authentication for every user.",
      },
      { label: security.hosting, text: "Your data stays in India unless your plan provides another region." },
      { label: "GHG Protocol", text: "Corporate, Scope 2 and Scope 3 standards" },
      { label: "ISO 14064", text: "Quantification (part 1) and verification readiness (part 3)" },
      { label: "BRSR", text: "SEBI Business Responsibility and Sustainability Report indicators" },
      { label: "AR6 GWP", text: "IPCC Sixth Assessment Report warming potentials by default" },
    ],
    note: "Framework names describe the methods we follow; they are not certifications of CarbonTracker.",
  },
  cta: {
    title: "Tell us where you are starting from",
    text: "One conversation is usually enough to agree which service should come first.",
    actions: [
      { label: "Book a Consultation", dialog: "contact" },
      { label: "Book a Demo", dialog: "demo" },
    ] satisfies Action[],
  },
};

export type ServicesOverviewContent = typeof servicesOverview;
