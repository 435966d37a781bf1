import type { Action, Faq } from "~/content/actions";
import { timelines } from "~/content/offer-facts";

const scopeAndSample: Action = { label: "Download Scope & Sample", dialog: "contact" };

/** The sustainability consulting page. */
export const sustainabilityConsulting = {
  meta: {
    title: "Sustainability Consulting: targets, roadmaps and decarbonisation plans",
    description: `Targets, decarbonisation roadmaps and MACC-based investment plans your board can approve: Rapid in ${timelines.consultingRapid}, Comprehensive in ${timelines.consultingComprehensive}, Enterprise programmes to your scope.`,
  },
  hero: {
    eyebrow: "Sustainability Consulting",
    title: "A decarbonisation plan your board can approve and your plants can run",
    lead: "We turn your inventory into targets, a costed roadmap and a governance rhythm, using the abatement curves and scenarios in CarbonTracker so the plan stays live after we hand it over.",
    actions: [{ label: "Schedule a Consultation", dialog: "contact" }, scopeAndSample] satisfies Action[],
    downloadNote:
      "We send the scope document and a sample deliverable by email: tell us a little about your organisation first.",
  },
  approach: {
    title: "Our approach",
    lead: "Five stages, each ending in a decision you make, not a report you file.",
    steps: [
      {
        title: "Discover",
        text: "Ambition, obligations (BRSR, customer and investor asks) and the inventory you have today.",
      },
      { title: "Diagnose", text: "Hotspots, intensity by site and product, and the drivers behind the trend." },
      {
        title: "Design",
        text: "Targets with a base year and pathway, measures costed on the abatement curve, and scenarios tested.",
      },
      { title: "Deliver", text: "A roadmap with owners, budgets and milestones, approved by the people who fund it." },
      {
        title: "Drive",
        text: "Quarterly reviews against the pathway in CarbonTracker, and course corrections when it drifts.",
      },
    ],
  },
  deliverables: {
    title: "What you get",
    items: [
      "Target proposal with base year, scope coverage and pathway",
      "Marginal abatement cost curve of your measures, in rupees per tonne",
      "Scenarios of the plan under different growth, grid and fuel-price assumptions",
      `Roadmap over ${timelines.programPlan} with owners, budgets and milestones`,
      "Governance: who reviews progress, how often, and what triggers a change",
      "Board-ready summary and the working model, live in your CarbonTracker tenant",
    ],
  },
  tiers: {
    title: "Engagement tiers",
    lead: "Choose the depth; every tier is delivered on the platform and priced before we start.",
    items: [
      {
        name: "Rapid",
        duration: timelines.consultingRapid,
        summary: "For a first target and a short list of measures.",
        includes: ["Scope 1 and 2 target", "Top 10 measures costed", "One scenario", "Board summary"],
      },
      {
        name: "Comprehensive",
        duration: timelines.consultingComprehensive,
        summary: "For a full-value-chain strategy with Scope 3.",
        includes: [
          "Scope 1-3 targets",
          "Full abatement curve",
          "Three scenarios",
          "Supplier engagement plan",
          "Roadmap and governance",
        ],
      },
      {
        name: "Enterprise",
        duration: "Custom",
        summary: "For groups with several businesses, regions or a transition plan to publish.",
        includes: [
          "Group and business-unit targets",
          "Capital allocation plan",
          "Quarterly Drive reviews",
          "Dedicated team",
        ],
      },
    ],
    download: { label: "Download Scope", dialog: "contact" } satisfies Action,
  },
  pricing: {
    title: "Pricing",
    text: "Fixed fee plus milestones, by quote. The fee covers the agreed scope; milestones are paid as each stage's decision is made (for example, the approved target or the signed-off roadmap). No time-and-materials surprises.",
  },
  related: {
    title: "Related services",
    lead: "Consulting works best on a sound inventory and live analytics.",
  },
  faqs: [
    {
      question: "Do we need a complete inventory first?",
      answer:
        "A Scope 1 and 2 inventory is enough for the Rapid tier. For Comprehensive, a Scope 3 screening is needed; if you have none, we start with a Carbon Assessment.",
    },
    {
      question: "Will our targets follow a recognised method?",
      answer:
        "Yes. We set targets with a base year, coverage and pathway consistent with the GHG Protocol and with science-based target-setting methods, and document every assumption.",
    },
    {
      question: "Who from our side needs to be involved?",
      answer:
        "A sponsor from leadership, a sustainability lead, and finance and operations representatives for the Design and Deliver stages, where measures are costed and owners agreed.",
    },
    {
      question: "What happens after the engagement?",
      answer:
        "The model, scenarios and roadmap stay in your CarbonTracker tenant. In the Drive stage your team reviews progress quarterly; Enterprise engagements include our support for those reviews.",
    },
  ] satisfies Faq[],
  cta: {
    title: "Plan the path, then walk it",
    text: "Schedule a consultation, or ask for the scope document and a sample deliverable.",
    actions: [{ label: "Schedule a Consultation", dialog: "contact" }, scopeAndSample] satisfies Action[],
  },
};
