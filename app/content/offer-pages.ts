import type { PageEntry } from "./page-index";

/** Offer pages are all listed in menus or on cards, so each has its line of description. */
type OfferEntry = Required<PageEntry>;

/** A page the solution template renders; its copy is the module of `content/solutions/` its slug names. */
function solution<const S extends string>(slug: S, path: string, link: Omit<OfferEntry, "path">) {
  return { slug, path, template: "solution", ...link } as const;
}

export const productsPage = {
  path: "/products",
  label: "Products & Plans",
  description: "Eco Start, Green Edge and Carbon Pro compared",
} as const satisfies OfferEntry;

/** The product landing pages, in the Platform menu's order. */
export const productPages = [
  solution("carbonTracker-platform", "/carbonTracker-platform", {
    label: "CarbonTracker Platform",
    description: "Collect activity data and calculate Scope 1-3 emissions",
  }),
  solution("emission-analytics", "/emission-analytics", {
    label: "Emission Analytics",
    description: "KPIs, breakdowns, scenarios, forecasts and MACC",
  }),
  solution("reporting-dashboard", "/reporting-dashboard", {
    label: "Reporting Dashboard",
    description: "Audit-ready BRSR, CDP and GHG Protocol reports",
  }),
] as const satisfies readonly OfferEntry[];

export const servicesPage = {
  path: "/services",
  label: "Services",
  description: "How our specialists deliver, from baseline to assurance",
} as const satisfies OfferEntry;

/**
 * The service pages, in the order the menus, the footer, the home cards and /services list them. `inMenu`: listed
 * in the header's Services menu and the footer (the offsets page is reached from /services).
 */
export const servicePages = [
  {
    ...solution("carbon-assessment", "/services/carbon-assessment", {
      label: "Carbon Assessment",
      description: "Baseline your footprint across all three scopes",
    }),
    inMenu: true,
  },
  {
    ...solution("emission-monitoring", "/services/emission-monitoring", {
      label: "Emission Monitoring",
      description: "Continuous metering and data quality at every site",
    }),
    inMenu: true,
  },
  {
    ...solution("verification-services", "/services/verification-services", {
      label: "Verification & Assurance",
      description: "Evidence and controls ready for third-party assurance",
    }),
    inMenu: true,
  },
  {
    slug: "sustainability-consulting",
    path: "/services/sustainability-consulting",
    label: "Sustainability Consulting",
    description: "Targets, roadmaps and decarbonisation strategy",
    inMenu: true,
  },
  {
    slug: "training-programs",
    path: "/services/training-programs",
    label: "Training Programs",
    description: "Carbon accounting skills for every team",
    inMenu: true,
  },
  {
    slug: "carbon-offsets",
    path: "/services/carbon-offsets",
    label: "Carbon Offsets",
    description: "Verified credits for residual emissions, retired on record",
    inMenu: false,
  },
] as const satisfies readonly (OfferEntry & { slug: string; inMenu: boolean })[];

export type ServiceSlug = (typeof servicePages)[number]["slug"];

/** A printable report built from the home page's illustrative dashboard figures. */
export const sampleReportPage = {
  path: "/reporting-dashboard/sample-report",
  label: "Sample emissions report",
  description: "An illustrative FY 2024-25 report with its evidence binder",
} as const satisfies OfferEntry;

type SolutionPage = Extract<(typeof productPages | typeof servicePages)[number], { template: "solution" }>;

/** Pages rendered by the solution template, each keyed by the slug of its content module. */
export const solutionPages: readonly SolutionPage[] = [...productPages, ...servicePages].filter(
  (p): p is SolutionPage => "template" in p,
);

export type SolutionSlug = SolutionPage["slug"];

export type ProductSlug = (typeof productPages)[number]["slug"];

/** The index entry of a product landing page. */
export function productPage(slug: ProductSlug): (typeof productPages)[number] {
  const page = productPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No product page ${slug}`);
  return page;
}

/** The index entry of a service page. */
export function servicePage(slug: ServiceSlug): (typeof servicePages)[number] {
  const page = servicePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No service page ${slug}`);
  return page;
}
