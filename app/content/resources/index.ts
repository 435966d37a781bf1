import type { PageEntry } from "../page-index";

/** The Support Center: how to reach support and what to expect (last in the footer's Resources column). */
export const supportPage = {
  path: "/support",
  label: "Support Center",
  description: "How to reach support, and how fast we answer",
} as const satisfies PageEntry;

/** The public emission-factor explorer: search the catalogue the API computes with, download it per release. */
export const factorExplorerPage = { path: "/emission-factors", label: "Emission Factors" } as const satisfies PageEntry;

/** The resources pages, in the footer's order. */
export const resourcePages = [
  {
    path: "/resources/knowledge-base",
    label: "Knowledge Base",
    description: "Guides from a first inventory to assurance",
  },
  {
    path: "/resources/case-studies",
    label: "Case Studies",
  },
  factorExplorerPage,
  supportPage,
] as const satisfies readonly PageEntry[];

/** The free calculators (no account): in the footer's Resources column, the sitemap and the pages that link them. */
export const toolPages = [
  { path: "/tools/brsr-core", label: "BRSR Core Calculator" },
  { path: "/tools/ccts", label: "CCTS Calculator" },
] as const satisfies readonly PageEntry[];

/** Where a knowledge-base article lives: its own page under the knowledge base, named by the article's id. */
export const articlePath = (id: string) => `${resourcePages[0].path}/${id}`;
