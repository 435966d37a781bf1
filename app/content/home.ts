import type { IconName } from "./shapes";

export type Highlight = { title: string; text: string; icon: IconName };
export type Stat = { value: string; label: string };
export type FeatureCard = { title: string; text: string; icon: IconName };

/** The home page's title and description (meta tags and Open Graph). */
export const homeMeta = {
  title: "CarbonTracker: carbon emission management for Scope 1, 2 and 3",
  description:
    "Measure, reduce and report Scope 1-3 greenhouse-gas emissions with an audit-ready platform aligned with the GHG Protocol, ISO 14064, BRSR and CDP.",
};

export const hero = {
  eyebrow: "Carbon emission management for India and beyond",
  title: "Measure, reduce and report your emissions with confidence",
  lead: "CarbonTracker turns meter readings, fuel bills and supplier data into an audit-ready Scope 1, 2 and 3 inventory, aligned with the GHG Protocol, ISO 14064, BRSR and CDP.",
  primary: { label: "Discover More", to: "/products" },
  secondary: { label: "Watch Demo" },
  highlights: [
    {
      title: "Scope 1-3 in one ledger",
      text: "Every activity, factor and calculation traceable to its source document.",
      icon: "layers",
    },
    {
      title: "Report-ready for BRSR and CDP",
      text: "Disclosures assembled from the same numbers your plants review every month.",
      icon: "file-spreadsheet",
    },
    {
      title: "Built for assurance",
      text: "Draft, review and sign-off with evidence attached, so auditors see the trail.",
      icon: "shield",
    },
  ] satisfies Highlight[],
  stats: [
    { value: "5+", label: "industries served" },
    { value: "50K+", label: "emissions tracked daily" },
    { value: "99%", label: "customer satisfaction" },
    { value: "24/7", label: "support for P1 issues" },
  ] satisfies Stat[],
};

/**
 * One picture in the product showcase. Each kind is drawn by its own chart; the figures are the demo tenant's,
 * computed at build time (`components/charts/showcase-slides.ts`).
 */
export type ShowcaseSlide =
  | {
      kind: "scopes";
      title: string;
      caption: string;
      period: string;
      /** tCO2e per scope. */
      scopes: readonly { scope: 1 | 2 | 3; tco2e: number }[];
      kpis: readonly { label: string; value: string; note: string }[];
    }
  | {
      kind: "trend";
      title: string;
      caption: string;
      unit: string;
      target: number;
      points: readonly { month: string; value: number }[];
    }
  | {
      kind: "facilities";
      title: string;
      caption: string;
      /** Intensity in tCO2e per tonne produced (null for a site that produces nothing); change in percent. */
      rows: readonly { facility: string; state: string; tco2e: number; intensity: number | null; change: number }[];
    }
  | {
      kind: "macc";
      title: string;
      caption: string;
      /** "Beta" while the plans sell MACC as beta. */
      badge?: string;
      /** Cost per tCO2e in INR (negative saves money) and annual abatement in tCO2e. */
      measures: readonly { label: string; costPerTonne: number; abatement: number }[];
    };

export const showcase = {
  title: "See your footprint the way your board will",
  lead: "Dashboards built from the same ledger as your disclosures: by scope, by facility, over time and against the cost of cutting it.",
  explore: { label: "Explore Dashboard", to: "/reporting-dashboard" },
  features: [
    {
      title: "Real-time KPIs",
      text: "Totals, intensities and progress against baseline refresh as data arrives from meters and ERPs.",
      icon: "gauge",
    },
    {
      title: "Targets and alerts",
      text: "Set reduction targets per facility and get alerted when a month drifts off the path.",
      icon: "target",
    },
    {
      title: "Variance you can explain",
      text: "Drill from a group total to the facility, source and fuel behind every change.",
      icon: "bell-ring",
    },
    {
      title: "Assurance-ready evidence",
      text: "Each number links to its activity data, factor and approval, ready for your assurance provider.",
      icon: "badge-check",
    },
  ] satisfies FeatureCard[],
  stats: [
    { value: "95%", label: "calculation accuracy" },
    { value: "40%", label: "average emission reduction" },
    { value: "12+", label: "enterprise clients" },
    { value: "99.9%", label: "platform uptime" },
  ] satisfies Stat[],
};

export const demoPreview = {
  title: "A month of carbon reporting, in three seconds",
  lead: "Watch how a month of plant data becomes an approved emissions report.",
  button: "Watch Interactive Demo",
  playing: "Playing demo…",
  /** Milliseconds the preview plays before returning to idle. */
  durationMs: 3000,
  steps: [
    { title: "Connect", text: "Meter readings and fuel invoices arrive from three plants." },
    { title: "Calculate", text: "AR6 factors turn activity data into tCO2e by scope." },
    { title: "Report", text: "The BRSR draft goes to review with evidence attached." },
  ],
};

export const contact = {
  title: "Talk to our team",
  lead: "Questions about plans, data or a pilot at one of your sites? Write to us or call; we reply within 24 hours.",
};

export const servicesIntro = {
  title: "Services that get you from first inventory to assured report",
  lead: "Our specialists work alongside your teams, on the same platform your data lives in.",
  all: "See how we deliver",
};
