import { companyPages } from "./company/index";
import { productPages, productsPage, servicePages } from "./offer-pages";
import type { PageEntry } from "./page-index";
import { resourcePages, supportPage, toolPages } from "./resources/index";

/** Links of the shared chrome: header menus and footer columns, built from the page index where pages are indexed. */
export type NavLink = {
  href: string;
  label: string;
  /** One line shown under the label in the header menus. */
  description?: string;
};

export type NavGroup = { title: string; links: readonly NavLink[] };

/** A link to an indexed page, named as the index names it. */
export function linkTo(page: PageEntry): NavLink {
  return { href: page.path, label: page.label, description: page.description };
}

/** The developer documentation (its own route, outside the page families). */
const apiDocsLink: NavLink = {
  href: "/api",
  label: "API Documentation",
  description: "Integrate with the versioned /v1 REST API",
};

export const platformLinks: readonly NavLink[] = [linkTo(productsPage), ...productPages.map(linkTo), apiDocsLink];

export const serviceLinks: readonly NavLink[] = servicePages.filter((p) => p.inMenu).map(linkTo);

export const companyLinks: readonly NavLink[] = companyPages.map(linkTo);

export const resourceLinks: readonly NavLink[] = [
  ...resourcePages.filter((p) => p !== supportPage).map(linkTo),
  ...toolPages.map(linkTo),
  apiDocsLink,
  linkTo(supportPage),
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-and-conditions", label: "Terms & Conditions" },
];

export const headerMenus: readonly NavGroup[] = [
  { title: "Platform", links: platformLinks },
  { title: "Services", links: serviceLinks },
];

export const footerColumns: readonly NavGroup[] = [
  { title: "Platform", links: platformLinks },
  { title: "Services", links: serviceLinks },
  { title: "Company", links: companyLinks },
  { title: "Resources", links: resourceLinks },
];

/** Where the not-found screen suggests starting over: the plans, the guides, the API and support. */
export const startingPoints: readonly NavLink[] = [
  linkTo(productsPage),
  linkTo(resourcePages[0]),
  apiDocsLink,
  linkTo(supportPage),
];

export const loginPath = "/carbontracker/login";
