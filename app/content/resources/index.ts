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

/** Where a knowledge-base article lives: its own page under the knowledge base, named by the article's id. */
export const articlePath = (id: string) => `${resourcePages[0].path}/${id}`;
