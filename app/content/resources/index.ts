import type { InfoPage } from "../info-page";

/** The resources pages, in the footer's order. */
export const resourcePages = [
  {
    path: "/resources/knowledge-base",
    file: "routes/knowledge-base.tsx",
    label: "Knowledge Base",
  },
  {
    path: "/resources/case-studies",
    file: "routes/case-studies.tsx",
    label: "Case Studies",
  },
] as const satisfies readonly InfoPage[];
