import type { Faq, InfoCard, SectionCopy, Stat, Step } from "../shapes";

export const about = {
  meta: {
    title: "About us: the carbon accounting platform built for audit",
    description:
      "Why CarbonTracker exists, what sets it apart, where we work, how engagements run and how we secure your data: TLS 1.2+, AES-256 at rest, SSO/MFA, hosting in India.",
  },
  hero: {
    eyebrow: "About us",
    title: "Carbon numbers your auditor, CFO and plant heads all trust",
    lead: "CarbonTracker is an API-first measure, report and verify (MRV) cloud for greenhouse-gas emissions, built in India for companies that report under BRSR, CDP, ISO 14064 and the GHG Protocol.",
  },
  mission: {
    copy: { eyebrow: "Mission", title: "Make every tonne traceable" } satisfies SectionCopy,
    paragraphs: [
      "Companies cannot cut what they cannot measure, and they cannot disclose what they cannot defend. Too many inventories still live in spreadsheets no one can audit.",
      "We build one ledger from activity data to disclosure: every figure carries its source document, its emission factor and its reviewer, so reduction plans and reports rest on the same numbers.",
    ],
  },
  differentiators: {
    copy: { title: "What sets us apart" } satisfies SectionCopy,
    cards: [
      {
        title: "India-aware by design",
        text: "Grid factors from CEA, BRSR core indicators, INR costs and hosting in India out of the box.",
        icon: "map-pin",
      },
      {
        title: "Traceable calculations",
        text: "Each result links to its activity record, factor version and GWP set (AR6 by default).",
        icon: "scale",
      },
      {
        title: "API first",
        text: "Everything the screens do is available through a versioned /v1 API with OAuth2 and idempotent writes.",
        icon: "code",
      },
      {
        title: "Assurance ready",
        text: "Draft, review and sign-off with evidence attached and read-only auditor roles.",
        icon: "badge-check",
      },
    ] satisfies InfoCard[],
  },
  regions: {
    copy: {
      title: "Where we work",
      lead: "Headquartered in Noida, with teams and partners across the region.",
    } satisfies SectionCopy,
    cards: [
      {
        title: "India",
        text: "Manufacturing, energy, logistics, real estate and retail customers in every major industrial state.",
        icon: "map-pin",
      },
      {
        title: "South and Southeast Asia",
        text: "Export manufacturers and their suppliers answering customers' Scope 3 requests.",
        icon: "globe",
      },
      {
        title: "Middle East",
        text: "Real estate, logistics and industrial groups preparing their first inventories with local partners.",
        icon: "building",
      },
    ] satisfies InfoCard[],
  },
  impact: {
    copy: {
      title: "Illustrative impact",
      lead: "Typical ranges from engagements like yours. They are illustrative, not a promise: your results depend on your starting point.",
    } satisfies SectionCopy,
    stats: [
      { value: "30-50%", label: "faster reporting close" },
      { value: "≥ 95%", label: "activity data completeness" },
      { value: "5-15%", label: "lower emissions intensity" },
    ] satisfies Stat[],
  },
  steps: {
    copy: { title: "How an engagement runs" } satisfies SectionCopy,
    steps: [
      { title: "Discover", text: "Boundaries, facilities, data owners and the disclosures you must make." },
      { title: "Connect", text: "Meters, ERPs, utility bills and supplier data flowing into one ledger." },
      { title: "Validate", text: "Completeness and outlier checks, factor selection and reviewer sign-off." },
      { title: "Analyze", text: "KPIs, hotspots, scenarios and a cost-ranked reduction plan." },
      { title: "Report", text: "BRSR, CDP and GHG Protocol outputs with evidence ready for assurance." },
    ] satisfies Step[],
  },
  security: {
    copy: { title: "Security and data protection" } satisfies SectionCopy,
    points: [
      "TLS 1.2+ for all data in transit",
      "AES-256 encryption at rest",
      "SSO and multi-factor authentication (MFA)",
      "Hosting in ap-south-1, an Indian cloud region, by default",
      "Tenant isolation with row-level security and least-privilege roles",
      "Read-only auditor access with a full change history",
    ],
  },
  faqs: {
    copy: { title: "About us FAQs" } satisfies SectionCopy,
    list: [
      {
        question: "Who uses CarbonTracker?",
        answer:
          "Sustainability heads, plant and operations leaders, finance, procurement, legal and IT teams at companies from small manufacturers to listed enterprises.",
      },
      {
        question: "Do you only work with Indian companies?",
        answer:
          "No, but India is our home market: our factors, BRSR templates and hosting are built for it. Customers elsewhere use the same platform with regional factors.",
      },
      {
        question: "Are you a software company or a consultancy?",
        answer:
          "Both, deliberately. The platform does the measuring and reporting; our advisory team and partners help with assessments, targets, training and assurance preparation.",
      },
      {
        question: "Where is my data stored?",
        answer:
          "In ap-south-1, an Indian cloud region, by default. Carbon Pro customers can choose a custom data residency.",
      },
    ] satisfies Faq[],
  },
  form: {
    copy: {
      title: "Request a demo",
      lead: "See CarbonTracker with your own facilities in mind. We reply within 24 hours.",
    } satisfies SectionCopy,
  },
};

export type AboutContent = typeof about;
