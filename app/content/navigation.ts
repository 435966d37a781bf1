import { companyPages } from "./company/index";
import { resourcePages } from "./resources/index";

/** Links of the shared chrome: header menus and footer columns. */
export type NavLink = {
  href: string;
  label: string;
  /** One line shown under the label in the header menus. */
  description?: string;
};

export type NavGroup = { title: string; links: readonly NavLink[] };

export const platformLinks: readonly NavLink[] = [
  { href: "/products", label: "Products & Plans", description: "Eco Start, Green Edge and Carbon Pro compared" },
  {
    href: "/carbonTracker-platform",
    label: "CarbonTracker Platform",
    description: "Collect activity data and calculate Scope 1-3 emissions",
  },
  {
    href: "/emission-analytics",
    label: "Emission Analytics",
    description: "KPIs, breakdowns, scenarios, forecasts and MACC",
  },
  {
    href: "/reporting-dashboard",
    label: "Reporting Dashboard",
    description: "Audit-ready BRSR, CDP and GHG Protocol reports",
  },
  { href: "/api", label: "API Documentation", description: "Integrate with the versioned /v1 REST API" },
];

export const serviceLinks: readonly NavLink[] = [
  {
    href: "/services/carbon-assessment",
    label: "Carbon Assessment",
    description: "Baseline your footprint across all three scopes",
  },
  {
    href: "/services/emission-monitoring",
    label: "Emission Monitoring",
    description: "Continuous metering and data quality at every site",
  },
  {
    href: "/services/verification-services",
    label: "Verification & Assurance",
    description: "Evidence and controls ready for third-party assurance",
  },
  {
    href: "/services/sustainability-consulting",
    label: "Sustainability Consulting",
    description: "Targets, roadmaps and decarbonisation strategy",
  },
  {
    href: "/services/training-programs",
    label: "Training Programs",
    description: "Carbon accounting skills for every team",
  },
];

const indexLink = ({ path, label }: { path: string; label: string }): NavLink => ({ href: path, label });

export const companyLinks: readonly NavLink[] = companyPages.map(indexLink);

export const resourceLinks: readonly NavLink[] = [
  ...resourcePages.map(indexLink),
  { href: "/api", label: "API Documentation" },
  // The Support Center has no page of its own.
  { href: "#", label: "Support Center" },
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

export const loginPath = "/carbontracker/login";
