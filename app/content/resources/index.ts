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
  {
    path: "/support",
    label: "Support Center",
  },
] as const satisfies readonly PageEntry[];
