import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { companyPages } from "./content/company/index";
import { offerPages } from "./content/offer-pages";
import { plans } from "./content/plans";
import { resourcePages } from "./content/resources/index";

/**
 * The one route table. Each page: its URL pattern, its module, and the concrete paths to prerender
 * (a pattern with a parameter lists them; a shell's path starts with "__" and is served with 404).
 * The router config, the prerender list and the sitemap are all derived from it.
 */
export type Page = {
  path: string;
  file: string;
  /** Concrete paths for a parameterised pattern. */
  paths?: readonly string[];
  /** Left out of the sitemap (shells, duplicates such as /carbontracker/login). */
  unlisted?: boolean;
  /** Route id, needed when one module serves two paths. */
  id?: string;
};

/**
 * Page families: each lists its pages once in its index module (see `content/page-index.ts`), where the
 * header menus, footer columns and home cards read their links too. A new family is one line here.
 */
const pageFamilies: readonly (readonly Page[])[] = [
  // The products page, the product landing pages, /services and each service page, the sample report.
  offerPages,
  // The knowledge base and case studies.
  resourcePages,
  // About us, our team, careers, press, partners.
  companyPages,
];

export const pages: readonly Page[] = [
  { path: "/", file: "routes/home.tsx" },
  ...pageFamilies.flat(),
  {
    path: "/products/:productId",
    file: "routes/product-detail.tsx",
    paths: [...plans.map((p) => `/products/${p.id}`), "/products/__unknown"],
  },
  // The API documentation: the route renders it all, from content/api-docs/ (see routes/api.tsx).
  { path: "/api", file: "routes/api.tsx" },
  { path: "/terms-and-conditions", file: "routes/terms.tsx" },
  { path: "/privacy-policy", file: "routes/privacy.tsx" },
  { path: "/login", file: "routes/login.tsx" },
  { path: "/carbontracker/login", file: "routes/login.tsx", id: "routes/carbontracker-login", unlisted: true },
  { path: "/forgot-password", file: "routes/forgot-password.tsx" },
  { path: "/register", file: "routes/register.tsx" },
  { path: "*", file: "routes/not-found.tsx", paths: ["/__not-found"], unlisted: true },
];

/** Files that are not pages: generated documents prerendered as resources. */
const resources = [
  { path: "sitemap.xml", file: "routes/sitemap.ts" },
  { path: "robots.txt", file: "routes/robots.ts" },
  // /api's prerendered HTML fragments, which that page fetches only when reached by client-side navigation.
  { path: "api/docs-fragments.json", file: "routes/api-docs-fragments.ts" },
];

/** Every concrete path the build prerenders. */
export function prerenderPaths(): string[] {
  return [...pages.flatMap((p) => p.paths ?? [p.path]), ...resources.map((r) => `/${r.path}`)];
}

/** The public pages a search engine should know. */
export function sitemapPaths(): string[] {
  return pages.filter((p) => !p.unlisted).flatMap((p) => (p.paths ?? [p.path]).filter((x) => !x.includes("/__")));
}

function toRoute(p: Page): RouteConfigEntry {
  const options = p.id ? { id: p.id } : {};
  return p.path === "/" ? index(p.file, options) : route(p.path.replace(/^\//, ""), p.file, options);
}

export default [
  ...resources.map((r) => route(r.path, r.file)),
  layout("components/layout/site-layout.tsx", pages.map(toRoute)),
] satisfies RouteConfigEntry[];
