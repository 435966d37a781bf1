import type { Faq, InfoCard, SectionCopy, Step } from "../shapes";

/** A team that hires, with the kinds of roles it opens. */
export type HiringTeam = { name: string; text: string; roles: readonly string[] };

export const careers = {
  meta: {
    title: "Careers at CarbonTracker: build the ledger for decarbonisation",
    description:
      "Join CarbonTracker's engineering, climate data, advisory and customer teams. Our values, benefits, the five-step interview flow, FAQs and how to apply.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Build the ledger the world's decarbonisation runs on",
    lead: "We turn meter readings, fuel bills and supplier data into emissions numbers an auditor will sign. If you like hard data problems with a real-world point, work with us.",
    apply: "See open roles",
  },
  values: {
    copy: { title: "What we value", lead: "Four habits we hire for and hold each other to." } satisfies SectionCopy,
    cards: [
      {
        title: "Numbers you can trace",
        text: "Every figure we show has a source, a factor and a reviewer. We build, write and speak that way.",
        icon: "scale",
      },
      {
        title: "Customers' plants, not slides",
        text: "We visit sites, read utility bills and sit with plant teams before we design a screen.",
        icon: "factory",
      },
      {
        title: "Small teams, full ownership",
        text: "Pods own a problem end to end: discovery, build, rollout and the support tickets that follow.",
        icon: "users",
      },
      {
        title: "Candour with care",
        text: "We say what we see early and kindly, and we write decisions down so nobody has to guess.",
        icon: "message",
      },
    ] satisfies InfoCard[],
  },
  teams: {
    copy: {
      title: "Teams that are hiring",
      lead: "Open roles are posted on our professional-network page, where you can apply directly.",
    } satisfies SectionCopy,
    list: [
      {
        name: "Engineering",
        text: "The platform, the /v1 API, data pipelines from meters and ERPs, and the reporting engine.",
        roles: ["Backend engineer (TypeScript, PostgreSQL)", "Frontend engineer", "Site reliability engineer"],
      },
      {
        name: "Climate Data & Science",
        text: "Emission factor catalogues, Scope 3 methods, forecasting and the quality checks behind every number.",
        roles: ["Climate data analyst", "Carbon accounting specialist", "Data scientist (forecasting)"],
      },
      {
        name: "Advisory & Customer Success",
        text: "Assessments, assurance preparation, training and the onboarding of every new customer.",
        roles: ["Sustainability consultant", "Customer success manager", "Implementation lead"],
      },
      {
        name: "Go-to-Market",
        text: "Explaining carbon accounting plainly to CFOs, plant heads and procurement teams across India.",
        roles: ["Enterprise account executive", "Solutions engineer", "Product marketing manager"],
      },
    ] satisfies HiringTeam[],
  },
  interview: {
    copy: {
      title: "How we interview",
      lead: "Five steps, usually over two to three weeks. We tell you what each step covers before it starts.",
    } satisfies SectionCopy,
    steps: [
      {
        title: "Intro call",
        duration: "30 min",
        text: "A conversation with the hiring manager about the role, the team and what you are looking for.",
      },
      {
        title: "Role deep-dive",
        duration: "60-90 min",
        text: "A discussion of your past work with two future colleagues: decisions, trade-offs, what you would change.",
      },
      {
        title: "Practical exercise",
        duration: "Take-home or live, your choice",
        text: "A small problem from our real work, such as a data pipeline or a Scope 2 calculation, sized for three hours at most.",
      },
      {
        title: "Panel",
        duration: "About 2 hours",
        text: "You walk us through the exercise and meet people from the teams you would work with most.",
      },
      {
        title: "Offer and references",
        duration: "Within a week",
        text: "A written offer with the full package explained, then reference calls with people you choose.",
      },
    ] satisfies Step[],
  },
  benefits: {
    copy: {
      title: "Benefits",
      lead: "What every full-time colleague gets from their first day.",
    } satisfies SectionCopy,
    cards: [
      {
        title: "Health cover for your family",
        text: "Medical insurance for you, your partner, children and parents, with annual health checks.",
        icon: "heart",
      },
      {
        title: "Hybrid by default",
        text: "Work from our Noida office or from home; teams meet in person for planning weeks each quarter.",
        icon: "building",
      },
      {
        title: "Learning budget",
        text: "A yearly budget for courses, certifications such as GHG Protocol and ISO 14064, books and conferences.",
        icon: "graduation-cap",
      },
      {
        title: "Time off that is used",
        text: "Generous paid leave plus public holidays; we check that people take it.",
        icon: "calendar",
      },
      {
        title: "Equity",
        text: "Employee stock options for full-time roles, explained in plain language with your offer.",
        icon: "wallet",
      },
      {
        title: "Site visits",
        text: "Travel to customers' plants and warehouses to see the emissions you help measure.",
        icon: "map-pin",
      },
    ] satisfies InfoCard[],
  },
  faqs: {
    copy: { title: "Careers FAQs" } satisfies SectionCopy,
    list: [
      {
        question: "Do I need a background in sustainability?",
        answer:
          "No. Many of our engineers and analysts learned carbon accounting here. We teach the GHG Protocol in your first weeks; curiosity and rigour matter more.",
      },
      {
        question: "Where are the roles based?",
        answer:
          "Most roles are hybrid from Noida. Some engineering and advisory roles are remote within India; each posting says which.",
      },
      {
        question: "How long does the process take?",
        answer:
          "Usually two to three weeks from the intro call to an offer. If you have another offer with a deadline, tell us and we will try to move faster.",
      },
      {
        question: "Do you offer internships?",
        answer:
          "Yes, for engineering and climate data, twice a year. They are posted on the same page as our other roles.",
      },
      {
        question: "No role fits me. Can I still get in touch?",
        answer:
          "Yes. Use the form below to tell us what you would like to work on; we keep your details for 12 months and contact you if a role opens.",
      },
    ] satisfies Faq[],
  },
  form: {
    copy: {
      title: "Tell us you're interested",
      lead: "No role that fits yet? Leave your details and what you would like to work on.",
    } satisfies SectionCopy,
  },
};

export type CareersContent = typeof careers;
