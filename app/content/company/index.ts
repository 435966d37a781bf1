import type { InfoPage } from "../info-page";

/** The company pages, in the footer's order. */
export const companyPages = [
  {
    path: "/aboutus",
    file: "routes/about.tsx",
    label: "About Us",
    title: "About us: the carbon accounting platform built for audit",
    description:
      "Why CarbonTracker exists, what sets it apart, where we work, how engagements run and how we secure your data: TLS 1.2+, AES-256 at rest, SSO/MFA, hosting in India.",
  },
  {
    path: "/our-team",
    file: "routes/team.tsx",
    label: "Our Team",
    title: "Our team: the people behind CarbonTracker",
    description:
      "Meet CarbonTracker's leadership, the advisory areas and product pods that serve customers, and how we work together. Reach the team about customers, partnerships, press or careers.",
  },
  {
    path: "/careers",
    file: "routes/careers.tsx",
    label: "Careers",
    title: "Careers at CarbonTracker: build the ledger for decarbonisation",
    description:
      "Join CarbonTracker's engineering, climate data, advisory and customer teams. Our values, benefits, the five-step interview flow, FAQs and how to apply.",
  },
  {
    path: "/press",
    file: "routes/press.tsx",
    label: "Press",
    title: "Press and media: fact sheet, brand assets and inquiries",
    description:
      "Press contacts, company boilerplate, fact sheet, downloadable CarbonTracker logos in SVG and PNG, our quotes policy and a form for media inquiries.",
  },
  {
    path: "/partners",
    file: "routes/partners.tsx",
    label: "Partners",
    title: "Partner program: implementation, advisory, technology and channel",
    description:
      "Partner with CarbonTracker as an implementation, advisory, technology or channel partner. Registered, Certified and Premier tiers, the five-step engagement model and how to apply.",
  },
] as const satisfies readonly InfoPage[];
