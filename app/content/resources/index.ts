import type { PageEntry } from "../page-index";

/** The resources pages, in the footer's order. */
export const resourcePages = [
  {
    path: "/resources/knowledge-base",
    label: "Knowledge Base",
  },
  {
    path: "/resources/case-studies",
    label: "Case Studies",
  },
] as const satisfies readonly PageEntry[];
