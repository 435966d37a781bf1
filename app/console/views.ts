/**
 * The console's views, in the order its navigation lists them: the route table (`app/routes.ts`) makes each a child
 * route of `/console`, and the navigation links to each. A new view is one row here and its module in `views/`.
 */
export type ConsoleView = {
  /** Path below /console ("" is the overview at /console itself). */
  segment: string;
  /** The navigation's name for it, and its heading. */
  label: string;
  /** Route module, under `app/`. */
  file: string;
};

export const consoleViews: readonly ConsoleView[] = [
  { segment: "", label: "Overview", file: "console/views/overview.tsx" },
  { segment: "trends", label: "Trends", file: "console/views/trends.tsx" },
  { segment: "breakdown", label: "Breakdown", file: "console/views/breakdown.tsx" },
  { segment: "forecast", label: "Forecast", file: "console/views/forecast.tsx" },
  { segment: "contribution", label: "Contribution", file: "console/views/contribution.tsx" },
  { segment: "abatement", label: "Abatement", file: "console/views/abatement.tsx" },
  { segment: "data", label: "Data", file: "console/views/data.tsx" },
  { segment: "api-keys", label: "API keys", file: "console/views/api-keys.tsx" },
  { segment: "report", label: "Report", file: "console/views/report.tsx" },
];

export const CONSOLE_PATH = "/console";

export const viewPath = (segment: string) => (segment ? `${CONSOLE_PATH}/${segment}` : CONSOLE_PATH);
