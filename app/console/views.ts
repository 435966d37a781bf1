import type { ComponentType } from "react";

export { CONSOLE_PATH, viewPath } from "./paths";

/**
 * The console's views, in the order its navigation lists them. The route table has one route for all of
 * `/console/*` (one manifest entry instead of one per view, which every marketing page would carry); the console's
 * layout renders the view a path names, its module loaded then, and the navigation links to each. A new view is one
 * row here and its module in `views/`.
 */
export type ConsoleView = {
  /** Path below /console ("" is the overview at /console itself). */
  segment: string;
  /** The navigation's name for it, and its heading. */
  label: string;
  /** Loads the view's module (its default export is the view). */
  load: () => Promise<{ default: ComponentType }>;
};

export const consoleViews: readonly ConsoleView[] = [
  { segment: "", label: "Overview", load: () => import("./views/overview") },
  { segment: "trends", label: "Trends", load: () => import("./views/trends") },
  { segment: "breakdown", label: "Breakdown", load: () => import("./views/breakdown") },
  { segment: "forecast", label: "Forecast", load: () => import("./views/forecast") },
  { segment: "contribution", label: "Contribution", load: () => import("./views/contribution") },
  { segment: "abatement", label: "Abatement", load: () => import("./views/abatement") },
  { segment: "facilities", label: "Facilities", load: () => import("./views/facilities") },
  { segment: "data", label: "Data", load: () => import("./views/data") },
  { segment: "water-and-waste", label: "Water and waste", load: () => import("./views/water-and-waste") },
  { segment: "api-keys", label: "API keys", load: () => import("./views/api-keys") },
  { segment: "report", label: "Report", load: () => import("./views/report") },
  { segment: "brsr-core", label: "BRSR Core", load: () => import("./views/brsr-core") },
  { segment: "ccts", label: "CCTS", load: () => import("./views/ccts") },
  { segment: "audit-trail", label: "Audit trail", load: () => import("./views/audit-trail") },
  { segment: "members", label: "Members", load: () => import("./views/members") },
];

/** The view a path below /console names ("" is the overview; a trailing slash is allowed), or undefined for none. */
export const viewAt = (splat: string | undefined) => {
  const segment = (splat ?? "").replace(/\/+$/, "");
  return consoleViews.find((v) => v.segment === segment);
};
