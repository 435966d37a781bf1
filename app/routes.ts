import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { operationTags, referencePagePath } from "../contracts/api/tags";
import { CATALOGUE_RELEASE_IDS, releaseCsvPath } from "../contracts/factor-explorer";
import { companyPages } from "./content/company/index";
import { productPage, productsPage, sampleReportPage, servicePage, servicesPage } from "./content/offer-pages";
import { type PageEntry, pageAt } from "./content/page-index";
import { plans } from "./content/plans";
import { articlePath, factorExplorerPage, resourcePages, toolPages } from "./content/resources/index";
import { articles } from "./content/resources/knowledge-base";

/**
 * The one route table: each row is a URL pattern and the module that serves it, with the concrete paths to
 * prerender (a pattern with a parameter lists them; a shell's path starts with "__" and is served with 404).
 * The router config, the prerender list and the sitemap are all derived from it. Indexed pages take their path
 * from their family's entry (`content/page-index.ts`), where the header menus, footer columns and cards read it.
 */
type PageRoute = {
  path: string;
  /** Route module under `app/`. */
  file: string;
  /** Concrete paths for a parameterised pattern. */
  paths?: readonly string[];
  /** Left out of the sitemap (shells, duplicates such as /carbontracker/login). */
  unlisted?: boolean;
  /** Route id, needed when one module serves several paths. */
  id?: string;
};

function page(at: string | PageEntry, file: string, options: Omit<PageRoute, "path" | "file"> = {}): PageRoute {
  return { path: typeof at === "string" ? at : at.path, file, ...options };
}

/** A page of the solution template: its copy follows from the path, its route id from the slug. */
function solution(entry: PageEntry & { slug: string }, file: string): PageRoute {
  return page(entry, file, { id: `solution/${entry.slug}` });
}

export const pages: readonly PageRoute[] = [
  page("/", "routes/home.tsx"),
  page(productsPage, "routes/products.tsx"),
  solution(productPage("carbonTracker-platform"), "routes/solution-page.tsx"),
  solution(productPage("emission-analytics"), "routes/solution-page.tsx"),
  solution(productPage("reporting-dashboard"), "routes/solution-page.tsx"),
  page(servicesPage, "routes/services.tsx"),
  solution(servicePage("carbon-assessment"), "routes/solution-page.tsx"),
  solution(servicePage("emission-monitoring"), "routes/solution-page.tsx"),
  solution(servicePage("verification-services"), "routes/solution-page.tsx"),
  page(servicePage("sustainability-consulting"), "routes/services/sustainability-consulting.tsx"),
  page(servicePage("training-programs"), "routes/services/training-programs.tsx"),
  page(servicePage("carbon-offsets"), "routes/services/carbon-offsets.tsx"),
  page(sampleReportPage, "routes/sample-report.tsx"),
  page(pageAt(resourcePages, "/resources/knowledge-base"), "routes/knowledge-base.tsx"),
  page(articlePath(":slug"), "routes/knowledge-base-article.tsx", {
    paths: [...articles.map((a) => articlePath(a.id)), articlePath("__unknown")],
  }),
  page(pageAt(resourcePages, "/resources/case-studies"), "routes/case-studies.tsx"),
  page(factorExplorerPage, "routes/emission-factors.tsx"),
  page(pageAt(resourcePages, "/support"), "routes/support.tsx"),
  // The free calculators: the engine's own formulas run in the page (`virtual:disclosure-formulas`).
  page(pageAt(toolPages, "/tools/brsr-core"), "routes/tools-brsr-core.tsx"),
  page(pageAt(toolPages, "/tools/ccts"), "routes/tools-ccts.tsx"),
  page(pageAt(companyPages, "/aboutus"), "routes/about.tsx"),
  page(pageAt(companyPages, "/our-team"), "routes/team.tsx"),
  page(pageAt(companyPages, "/careers"), "routes/careers.tsx"),
  page(pageAt(companyPages, "/press"), "routes/press.tsx"),
  page(pageAt(companyPages, "/partners"), "routes/partners.tsx"),
  page("/products/:productId", "routes/product-detail.tsx", {
    paths: [...plans.map((p) => `/products/${p.id}`), "/products/__unknown"],
  }),
  // The API documentation, built by api-docs/: the guide with the reference's index (routes/api.tsx), and the
  // reference, one page per group of operations (the OpenAPI document's tags).
  page("/api", "routes/api.tsx"),
  page("/api/reference/:group", "routes/api-reference.tsx", {
    paths: [...operationTags.map((t) => referencePagePath(t.name)), "/api/reference/__unknown"],
  }),
  // The factor catalogue's methodology: its figures come from carbon/ at build time (virtual:methodology-facts).
  page("/emission-factors/methodology", "routes/emission-factors-methodology.tsx"),
  page("/terms-and-conditions", "routes/terms.tsx"),
  page("/privacy-policy", "routes/privacy.tsx"),
  page("/login", "routes/login.tsx"),
  page("/carbontracker/login", "routes/login.tsx", { id: "routes/carbontracker-login", unlisted: true }),
  page("/forgot-password", "routes/forgot-password.tsx"),
  page("/register", "routes/register.tsx"),
  // Account pages: personal or one-off, so noindex and out of the sitemap; what they show is asked for once hydrated.
  page("/account", "routes/account.tsx", { unlisted: true }),
  page("/verify-email", "routes/verify-email.tsx", { unlisted: true }),
  page("/reset-password", "routes/reset-password.tsx", { unlisted: true }),
  page("*", "routes/not-found.tsx", { paths: ["/__not-found"], unlisted: true }),
];

/** Files that are not pages: generated documents prerendered as resources (a pattern lists its `paths`). */
const resources: { path: string; file: string; paths?: readonly string[] }[] = [
  { path: "sitemap.xml", file: "routes/sitemap.ts" },
  { path: "robots.txt", file: "routes/robots.ts" },
  // The API documentation's prerendered HTML fragments, which its pages fetch only when reached by client-side
  // navigation.
  { path: "api/docs-fragments.json", file: "routes/api-docs-fragments.ts" },
  // The factor explorer's search data, fetched on first use, and each release's CSV.
  { path: "emission-factors/factors.json", file: "routes/emission-factors-data.ts" },
  {
    path: "emission-factors/releases/:file",
    file: "routes/emission-factors-csv.ts",
    paths: CATALOGUE_RELEASE_IDS.map(releaseCsvPath),
  },
];

/** Every concrete path the build prerenders. */
export function prerenderPaths(): string[] {
  return [...pages.flatMap((p) => p.paths ?? [p.path]), ...resources.flatMap((r) => r.paths ?? [`/${r.path}`])];
}

/** The public pages a search engine should know. */
export function sitemapPaths(): string[] {
  return pages.filter((p) => !p.unlisted).flatMap((p) => (p.paths ?? [p.path]).filter((x) => !x.includes("/__")));
}

function toRoute(p: PageRoute): RouteConfigEntry {
  const options = p.id ? { id: p.id } : {};
  return p.path === "/" ? index(p.file, options) : route(p.path.replace(/^\//, ""), p.file, options);
}

/**
 * The console (`console/`): not prerendered, so never in the prerender list or the sitemap; the server answers its
 * paths with the build's SPA fallback page, and the browser renders the view for the signed-in person. One route for
 * all its views (the layout picks the view, `console/views.ts`): every page's manifest lists every route. It is an
 * application, not a marketing page: its handle (`ownFrame`) tells the site layout to leave out the site's header,
 * footer and contact buttons, and it draws its own frame (`console/shell.tsx`); the skip link and the cookie banner
 * stay the site layout's, as on every page.
 */
const consoleRoute = route("console/*", "console/layout.tsx");

export default [
  ...resources.map((r) => route(r.path, r.file)),
  layout("components/layout/site-layout.tsx", [...pages.map(toRoute), consoleRoute]),
] satisfies RouteConfigEntry[];
