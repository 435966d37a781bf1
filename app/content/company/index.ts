import type { InfoPage } from "../info-page";

/** The company pages, in the footer's order. */
export const companyPages = [
  {
    path: "/aboutus",
    file: "routes/about.tsx",
    label: "About Us",
  },
  {
    path: "/our-team",
    file: "routes/team.tsx",
    label: "Our Team",
  },
  {
    path: "/careers",
    file: "routes/careers.tsx",
    label: "Careers",
  },
  {
    path: "/press",
    file: "routes/press.tsx",
    label: "Press",
  },
  {
    path: "/partners",
    file: "routes/partners.tsx",
    label: "Partners",
  },
] as const satisfies readonly InfoPage[];
