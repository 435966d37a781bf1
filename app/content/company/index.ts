import type { PageEntry } from "../page-index";

/** The company pages, in the footer's order. */
export const companyPages = [
  {
    path: "/aboutus",
    label: "About Us",
  },
  {
    path: "/our-team",
    label: "Our Team",
  },
  {
    path: "/careers",
    label: "Careers",
  },
  {
    path: "/press",
    label: "Press",
  },
  {
    path: "/partners",
    label: "Partners",
  },
] as const satisfies readonly PageEntry[];
