import type { InfoPage } from "../info-page";

/** The resources pages, in the footer's order. */
export const resourcePages = [
  {
    path: "/resources/knowledge-base",
    file: "routes/knowledge-base.tsx",
    label: "Knowledge Base",
    title: "Knowledge base: guides for CarbonTracker and carbon accounting",
    description:
      "Search guides on the CarbonTracker platform, analytics and reporting, Scope 1-3 accounting, data quality and assurance, by product, topic or role, with a getting-started path and policies.",
  },
  {
    path: "/resources/case-studies",
    file: "routes/case-studies.tsx",
    label: "Case Studies",
    title: "Case studies: how teams measure and cut emissions",
    description:
      "How manufacturers, utilities, logistics, real-estate, retail and healthcare teams baseline, monitor and report emissions with CarbonTracker. Filter the stories by industry, region and size.",
  },
] as const satisfies readonly InfoPage[];
