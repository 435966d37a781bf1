import { pageMeta } from "~/lib/meta";

/** Every console view's head: its title, and noindex (a person's own data; never in the sitemap). */
export const consoleMeta = (label: string, path: string) =>
  pageMeta({
    title: `${label} · Console`,
    description: "Your CarbonTracker console: your sandbox tenant's emissions as charts and tables.",
    path,
    noindex: true,
  });
