import type { Faq, InfoCard, SectionCopy } from "../shapes";

/** A leadership card. `avatar` is a picture under public/; without one (or if it fails) the initials show. */
export type Leader = {
  name: string;
  role: string;
  focus: string;
  description: string;
  quote: string;
  areas: readonly string[];
  avatar?: string;
  initials: string;
};

export const team = {
  meta: {
    title: "Our team: the people behind CarbonTracker",
    description:
      "Meet CarbonTracker's leadership, the advisory areas and product pods that serve customers, and how we work together. Reach the team about customers, partnerships, press or careers.",
  },
  hero: {
    eyebrow: "Our team",
    title: "Engineers, climate scientists and advisors, in one team",
    lead: "The people who build CarbonTracker also sit with plant teams, read utility bills and prepare evidence for auditors. Meet the leadership and the way we are organised.",
  },
  leadership: {
    copy: { title: "Leadership" } satisfies SectionCopy,
    leaders: [
      {
        name: "Ananya Krishnan",
        role: "Co-founder and Chief Executive",
        focus: "Strategy and customers",
        description:
          "Spent a decade in energy efficiency for Indian manufacturers before starting CarbonTracker to make emissions data as reliable as financial data.",
        quote: "A number nobody can trace is a number nobody will act on.",
        areas: ["BRSR and CDP strategy", "Enterprise partnerships", "Board reporting"],
        avatar: "/team/ananya-krishnan.svg",
        initials: "AK",
      },
      {
        name: "Rohan Mehta",
        role: "Co-founder and Chief Technology Officer",
        focus: "Platform and API",
        description:
          "Leads engineering: the ledger, the /v1 API and the pipelines that bring meter, ERP and supplier data in on time.",
        quote: "If an auditor can't replay the calculation, we haven't finished building it.",
        areas: ["Data platform", "API design", "Security and reliability"],
        avatar: "/team/rohan-mehta.svg",
        initials: "RM",
      },
      {
        name: "Farah Siddiqui",
        role: "Head of Climate Science",
        focus: "Methods and factors",
        description:
          "Owns the emission factor catalogue, Scope 3 methods and the quality checks that every calculation passes through.",
        quote: "Good estimates say how good they are.",
        areas: ["GHG Protocol methods", "Emission factors and GWP", "Forecasting"],
        avatar: "/team/farah-siddiqui.svg",
        initials: "FS",
      },
      {
        name: "Vikram Rao",
        role: "Head of Advisory",
        focus: "Assessments and assurance",
        description:
          "Former assurance lead who now runs our assessments, target setting and assurance preparation engagements.",
        quote: "The best time to prepare for assurance is before the first meter is connected.",
        areas: ["Carbon assessments", "Assurance preparation", "Decarbonisation roadmaps"],
        avatar: "/team/vikram-rao.svg",
        initials: "VR",
      },
      {
        name: "Meera Nair",
        role: "VP Customer Success",
        focus: "Onboarding and training",
        description:
          "Makes sure every customer's first report ships on time, and that their teams can run the next one themselves.",
        quote: "Adoption is a plant manager opening the dashboard without being asked.",
        areas: ["Onboarding", "Training programs", "Support"],
        initials: "MN",
      },
    ] satisfies Leader[],
  },
  advisory: {
    copy: {
      title: "Advisory areas",
      lead: "Specialists customers can call on alongside the platform.",
    } satisfies SectionCopy,
    cards: [
      { title: "Carbon accounting", text: "Boundaries, Scope 1-3 methods and factor choices.", icon: "scale" },
      { title: "Disclosure", text: "BRSR, CDP and GHG Protocol reporting, draft to sign-off.", icon: "file-text" },
      {
        title: "Assurance",
        text: "Evidence binders, controls and dry runs before the auditor arrives.",
        icon: "badge-check",
      },
      { title: "Decarbonisation", text: "Targets, MACC-based plans and renewable energy purchasing.", icon: "target" },
    ] satisfies InfoCard[],
  },
  pods: {
    copy: {
      title: "How we are organised",
      lead: "Small pods own one problem end to end, from discovery to the support tickets that follow.",
    } satisfies SectionCopy,
    cards: [
      { title: "Data ingestion pod", text: "Meters, ERPs, utility bills and supplier portals.", icon: "database" },
      { title: "Calculation pod", text: "The ledger, factors, GWP sets and Scope 2 methods.", icon: "layers" },
      { title: "Analytics pod", text: "KPIs, scenarios, forecasts and MACC.", icon: "bar-chart" },
      { title: "Reporting pod", text: "Disclosures, approvals and the evidence trail.", icon: "clipboard" },
    ] satisfies InfoCard[],
  },
  culture: {
    copy: { title: "Culture" } satisfies SectionCopy,
    cards: [
      {
        title: "Written decisions",
        text: "Proposals and decisions are written down and shared, so anyone can see why we chose what we did.",
        icon: "file-text",
      },
      {
        title: "Time on site",
        text: "Everyone, engineers included, visits a customer's plant or warehouse in their first quarter.",
        icon: "factory",
      },
      {
        title: "Learning together",
        text: "Fortnightly method reviews where climate scientists and engineers teach each other.",
        icon: "graduation-cap",
      },
    ] satisfies InfoCard[],
  },
  links: {
    copy: { title: "More about working with us" } satisfies SectionCopy,
    list: [
      { href: "/careers", title: "Careers", text: "Open roles, benefits and how we interview." },
      { href: "/press", title: "Press", text: "Fact sheet, brand assets and press contacts." },
      { href: "/partners", title: "Partners", text: "Implementation, advisory, technology and channel partners." },
    ],
  },
  faqs: {
    copy: { title: "Team FAQs" } satisfies SectionCopy,
    list: [
      {
        question: "Can I speak to a specialist before buying?",
        answer:
          "Yes. Choose Customer as the topic below and tell us what you are working on; a specialist from the right advisory area will reply.",
      },
      {
        question: "Can your leadership speak at our event?",
        answer: "Often, yes. Choose Press as the topic and include the date, audience and format.",
      },
      {
        question: "How big is the team?",
        answer:
          "Big enough to cover engineering, climate science, advisory and support in-house, small enough that pods know their customers by name.",
      },
    ] satisfies Faq[],
  },
  form: {
    copy: {
      title: "Work with our team",
      lead: "Whether you are a customer, a partner, a journalist or a future colleague, tell us what you have in mind.",
    } satisfies SectionCopy,
  },
};

export type TeamContent = typeof team;
