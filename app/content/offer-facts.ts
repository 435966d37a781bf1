/**
 * The figures the offer pages quote (specification, business constants): each written once here and
 * reused wherever a page, a card or a menu states it.
 */
export const timelines = {
  assessmentRapid: "3-4 weeks",
  assessmentComprehensive: "6-10 weeks",
  monitoringPilot: "3-4 weeks",
  monitoringScale: "6-10 weeks",
  assurancePrep: "2-6 weeks",
  consultingRapid: "4-6 weeks",
  consultingComprehensive: "8-12 weeks",
  offsetsCuration: "1-2 weeks",
  trainingCohort: "1-3 days",
  programPlan: "12-24 months",
} as const;

/** How many sites a pilot covers. */
export const pilotSites = "1-3 sites";

/** People per training cohort. */
export const cohortSize = "8-20";

/** Illustrative outcomes: what customers typically see, not a guarantee. */
export const claims = {
  fasterClose: { value: "30-50%", label: "faster close" },
  completeness: { value: "≥ 95%", label: "data completeness" },
  intensityReduction: { value: "5-15%", label: "intensity reduction" },
} as const;

export const claimsNote =
  "Illustrative ranges from typical engagements; your results depend on your starting point and data.";

/** Security facts the platform states. */
export const security = {
  transport: "TLS 1.2+ in transit",
  atRest: "AES-256 encryption at rest",
  identity: "SSO and MFA",
  hosting: "Hosted in ap-south-1 (India) by default",
} as const;

export type TrainingPath = { name: string; days: number; hours: number };

/** The five training paths with their length. */
export const trainingPaths = [
  { name: "Foundations", days: 2, hours: 16 },
  { name: "Practitioner", days: 3, hours: 24 },
  { name: "Advanced Analytics", days: 2, hours: 16 },
  { name: "Reporting & Assurance", days: 2, hours: 16 },
  { name: "Supplier Engagement", days: 1, hours: 8 },
] as const satisfies readonly TrainingPath[];

export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}
