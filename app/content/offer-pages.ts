import type { IndexedPage } from "./page-index";

/**
 * The route module of the solution pages: one template, whose content follows from the path. The analytics page
 * has its own module only so that the ROI calculator's code loads there and nowhere else.
 */
const SOLUTION_ROUTE = "routes/solution-page.tsx";

function solution<const S extends string>(
  slug: S,
  path: string,
  link: Pick<IndexedPage, "label" | "description">,
  file = SOLUTION_ROUTE,
) {
  return { slug, path, file, id: `solution/${slug}`, template: "solution", ...link } as const;
}

export const productsPage = {
  path: "/products",
  file: "routes/products.tsx",
  label: "Products & Plans",
  description: "Eco Start, Green Edge and Carbon Pro compared",
} as const satisfies IndexedPage;

/** The product landing pages, in the Platform menu's order. */
export const productPages = [
  solution("carbonTracker-platform", "/carbonTracker-platform", {
    label: "CarbonTracker Platform",
    description: "Collect activity data and calculate Scope 1-3 emissions",
  }),
  solution(
    "emission-analytics",
    "/emission-analytics",
    { label: "Emission Analytics", description: "KPIs, breakdowns, scenarios, forecasts and MACC" },
    "routes/emission-analytics.tsx",
  ),
  solution("reporting-dashboard", "/reporting-dashboard", {
    label: "Reporting Dashboard",
    description: "Audit-ready BRSR, CDP and GHG Protocol reports",
  }),
] as const satisfies readonly IndexedPage[];

export type ServicePage = IndexedPage & {
  slug: string;
  /** Listed in the header's Services menu and the footer (the offsets page is reached from /services). */
  inMenu: boolean;
};

export const servicesPage = {
  path: "/services",
  file: "routes/services.tsx",
  label: "Services",
  description: "How our specialists deliver, from baseline to assurance",
} as const satisfies IndexedPage;

/** The service pages, in the order the menus, the footer, the home cards and /services list them. */
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
    file: "routes/services/sustainability-consulting.tsx",
    label: "Sustainability Consulting",
    description: "Targets, roadmaps and decarbonisation strategy",
    inMenu: true,
  },
  {
    slug: "training-programs",
    path: "/services/training-programs",
    file: "routes/services/training-programs.tsx",
    label: "Training Programs",
    description: "Carbon accounting skills for every team",
    inMenu: true,
  },
  {
    slug: "carbon-offsets",
    path: "/services/carbon-offsets",
    file: "routes/services/carbon-offsets.tsx",
    label: "Carbon Offsets",
    description: "Verified credits for residual emissions, retired on record",
    inMenu: false,
  },
] as const satisfies readonly ServicePage[];

export type ServiceSlug = (typeof servicePages)[number]["slug"];

/** A printable report built from the home page's illustrative dashboard figures. */
export const sampleReportPage = {
  path: "/reporting-dashboard/sample-report",
  file: "routes/sample-report.tsx",
  label: "Sample emissions report",
  description: "An illustrative FY 2024-25 report with its evidence binder",
} as const satisfies IndexedPage;

type SolutionPage = Extract<(typeof productPages | typeof servicePages)[number], { template: "solution" }>;

/** Pages rendered by the solution template, each keyed by the slug of its content module. */
export const solutionPages: readonly SolutionPage[] = [...productPages, ...servicePages].filter(
  (p): p is SolutionPage => "template" in p,
);

export type SolutionSlug = SolutionPage["slug"];

/** Every page of the offer family, for the route table. */
export const offerPages: readonly IndexedPage[] = [
  productsPage,
  ...productPages,
  servicesPage,
  ...servicePages,
  sampleReportPage,
];

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
