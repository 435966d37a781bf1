import { planUsersLimit } from "../../contracts/plans";
/** The three subscription plans: the one source for the products pages, their JSON-LD and the legal terms. */

/** Live: generally available. Beta: available to customers, still being refined with their feedback. */
export type FeatureStatus = "live" | "beta";

/** Plan features that other pages sell by name (product pages, the home showcase): see `featureBadge`. */
export type SoldFeature = "scenarios" | "forecasts" | "macc";

export type PlanFeature = { label: string; status: FeatureStatus; sold?: SoldFeature };

export type PlanPrice =
  | { kind: "monthly"; amount: number; currency: "USD"; display: string; from: boolean }
  | { kind: "custom"; display: string };

export type Plan = {
  id: string;
  /** Product name, e.g. "Eco Start". */
  name: string;
  /** Tier the name stands for, e.g. "Starter". */
  tier: string;
  description: string;
  /** Who the plan is written for, shown on the detail page. */
  audience: string;
  price: PlanPrice;
  limits: { users: string; facilities: string };
  features: readonly PlanFeature[];
  badge?: string;
  /** What the main call to action says; every plan's opens the demo request. */
  cta: "Schedule Demo" | "Talk to Sales";
};

const live = (label: string): PlanFeature => ({ label, status: "live" });
const beta = (label: string, sold?: SoldFeature): PlanFeature => ({ label, status: "beta", sold });

export const plans: readonly Plan[] = [
  {
    id: "eco-start",
    name: "Eco Start",
    tier: "Starter",
    description:
      "Measure Scope 1 and 2 emissions for a small footprint: a handful of facilities, monthly KPIs and exports your auditors and BRSR team can use.",
    audience:
      "Growing companies taking their first structured inventory, or a single business unit piloting carbon accounting before a group-wide roll-out.",
    price: { kind: "monthly", amount: 99, currency: "USD", display: "$99", from: true },
    limits: { users: planUsersLimit("eco-start"), facilities: "3 facilities" },
    features: [
      live("Scope 1-2 analytics"),
      live("KPI dashboard and time series"),
      live("CSV and XLSX export"),
      live("Location- and market-based Scope 2"),
      live("AR6 GWP emission factors (IPCC, DEFRA, CEA, EPA)"),
    ],
    cta: "Schedule Demo",
  },
  {
    id: "green-edge",
    name: "Green Edge",
    tier: "Professional",
    description:
      "The full Scope 1-3 inventory for multi-site operations, with variance analysis, benchmarking, targets and alerts so the numbers drive decisions every month.",
    audience:
      "Mid-size and listed companies reporting under BRSR and CDP, with plant, finance and procurement teams working in the same numbers.",
    price: { kind: "monthly", amount: 299, currency: "USD", display: "$299", from: true },
    limits: { users: planUsersLimit("green-edge"), facilities: "Unlimited facilities" },
    features: [
      live("Everything in Eco Start"),
      live("Scope 1-3 analytics, all 15 Scope 3 categories"),
      live("Variance analysis"),
      live("Benchmarking across facilities and peers"),
      live("Reduction targets and progress tracking"),
      live("Threshold alerts"),
      live("Single sign-on (SAML 2.0, OpenID Connect)"),
    ],
    badge: "Most Popular",
    cta: "Schedule Demo",
  },
  {
    id: "carbon-pro",
    name: "Carbon Pro",
    tier: "Enterprise",
    description:
      "Plan the path to your targets: scenarios, forecasts and marginal abatement cost curves on governed, assurance-ready data, hosted where your policies require.",
    audience:
      "Large enterprises and groups with many entities, an assurance provider to satisfy and decarbonisation capital to allocate.",
    price: { kind: "custom", display: "Custom pricing" },
    limits: { users: planUsersLimit("carbon-pro"), facilities: "Unlimited facilities" },
    features: [
      live("Everything in Green Edge"),
      beta("Scenario modelling", "scenarios"),
      beta("Emission forecasts with p05-p95 bands", "forecasts"),
      beta("Marginal abatement cost curves (MACC)", "macc"),
      live("Advanced governance: approval chain, auditor roles, audit trail"),
      live("Custom data residency"),
      live("Priority support with 24x7 P1 response"),
    ],
    cta: "Talk to Sales",
  },
];

export function findPlan(id: string | undefined): Plan | undefined {
  return plans.find((p) => p.id === id);
}

export const featureStatusLabel: Record<FeatureStatus, string> = { live: "Live", beta: "Beta" };

/**
 * The badge a feature carries wherever it is sold: "Beta" while the plans list it as beta, none once it is live.
 * Content modules call it at build time, so the plans stay the one place a feature's status is written.
 */
export function featureBadge(feature: SoldFeature): string | undefined {
  const listed = plans.flatMap((p) => p.features).filter((f) => f.sold === feature);
  if (listed.length !== 1) throw new Error(`The plans must list ${feature} once, not ${listed.length} times`);
  return listed[0]?.status === "beta" ? featureStatusLabel.beta : undefined;
}
