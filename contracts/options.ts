/** Option lists of the site's forms: values are what is stored and sent, labels what a visitor reads. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

function options<const V extends string>(list: readonly Option<V>[]) {
  return {
    list,
    values: list.map((o) => o.value) as unknown as readonly [V, ...V[]],
    label: (value: string) => list.find((o) => o.value === value)?.label ?? value,
  };
}

export const industries = options([
  { value: "manufacturing", label: "Manufacturing" },
  { value: "energy-utilities", label: "Energy & Utilities" },
  { value: "logistics", label: "Logistics & Transportation" },
  { value: "real-estate", label: "Real Estate & Construction" },
  { value: "fmcg-retail", label: "FMCG & Retail" },
  { value: "healthcare", label: "Healthcare & Pharma" },
  { value: "technology", label: "Technology" },
  { value: "financial-services", label: "Financial Services" },
  { value: "other", label: "Other" },
]);

export const demoCompanySizes = options([
  { value: "startup", label: "Startup (1-50)" },
  { value: "sme", label: "SME (51-500)" },
  { value: "enterprise", label: "Enterprise (500+)" },
]);

export const salesCompanySizes = options([
  ...demoCompanySizes.list,
  { value: "large-enterprise", label: "Large Enterprise (1000+)" },
]);

export const demoTimelines = options([
  { value: "immediate", label: "Immediate (within 1 month)" },
  { value: "quarter", label: "This quarter (1-3 months)" },
  { value: "half-year", label: "Next 6 months" },
  { value: "year", label: "Within a year" },
  { value: "exploring", label: "Just exploring" },
]);

export const salesTimelines = options([
  { value: "immediate", label: "Immediate" },
  { value: "month", label: "Within a month" },
  { value: "quarter", label: "Within a quarter" },
  { value: "half-year", label: "Within 6 months" },
  { value: "year", label: "Within a year" },
  { value: "researching", label: "Just researching" },
]);

export const interests = options([
  { value: "general", label: "General inquiry" },
  { value: "demo", label: "Product demo" },
  { value: "pricing", label: "Pricing" },
  { value: "consulting", label: "Consulting services" },
  { value: "partnership", label: "Partnership" },
]);

export const annualRevenues = options([
  { value: "under-1m", label: "Under $1M" },
  { value: "1m-10m", label: "$1M - $10M" },
  { value: "10m-50m", label: "$10M - $50M" },
  { value: "50m-100m", label: "$50M - $100M" },
  { value: "100m-500m", label: "$100M - $500M" },
  { value: "500m-1b", label: "$500M - $1B" },
  { value: "over-1b", label: "Over $1B" },
]);

export const budgets = options([
  { value: "under-10k", label: "Under $10K" },
  { value: "10k-50k", label: "$10K - $50K" },
  { value: "50k-100k", label: "$50K - $100K" },
  { value: "100k-250k", label: "$100K - $250K" },
  { value: "250k-500k", label: "$250K - $500K" },
  { value: "over-500k", label: "Over $500K" },
  { value: "flexible", label: "Flexible" },
]);

export const preferredContacts = options([
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "video", label: "Video call" },
  { value: "both", label: "Email and phone" },
]);

export const teamTopics = options([
  { value: "customer", label: "Customer" },
  { value: "partner", label: "Partner" },
  { value: "press", label: "Press" },
  { value: "careers", label: "Careers" },
]);

export const supportTopics = options([
  { value: "technical", label: "Technical issue" },
  { value: "account", label: "Account and access" },
  { value: "data", label: "Data import or quality" },
  { value: "api", label: "API and integrations" },
  { value: "billing", label: "Billing" },
  { value: "other", label: "Something else" },
]);
