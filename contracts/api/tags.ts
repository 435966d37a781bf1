/**
 * The groups the /v1 operations are listed under, in order: the OpenAPI document's tags, and the /api reference's
 * pages (one per group, at `referencePagePath`). The route table reads the paths from here, without the document.
 */
export const operationTags = [
  { name: "Authentication", description: "OAuth2 client credentials: access tokens and the keys that sign them" },
  {
    name: "API Clients",
    description: "The tenant's client credentials (API keys), managed with the console's session token",
  },
  { name: "Tenants", description: "The tenant an access token acts for" },
  { name: "Users", description: "People in the tenant and the roles that grant their permissions" },
  { name: "Organisations", description: "Legal entities: the reporting boundary" },
  { name: "Facilities", description: "Sites that emit: plants, warehouses, offices" },
  { name: "Sources", description: "What emits at a facility (a DG set, a boiler, the grid connection)" },
  { name: "Meters", description: "Instruments that measure a source" },
  {
    name: "Emission Factors",
    description: "The catalogue of published emission factors, with provenance",
    externalDocs: {
      description: "Methodology: how a factor is chosen, GWP sets, AR5 and AR6, conversions, CEA versions",
      url: "https://carbontracker.co.in/emission-factors/methodology",
    },
  },
  {
    name: "Estimates",
    description: "One activity's or a batch's emissions, with the factors and conversions, computed and not stored",
  },
  {
    name: "Activity Data",
    description: "What facilities consumed and produced, with emissions calculated at write time; Scope 2 instruments",
  },
  {
    name: "BRSR Inputs",
    description:
      "What BRSR Core's environmental attributes are computed from besides activity records: water and waste per facility and period, and each financial year's revenue and PPP conversion factor",
  },
  {
    name: "Emission Analytics",
    description: "KPIs, time series and breakdowns computed from the stored activity records, in kg CO2e (UTC)",
  },
  {
    name: "Disclosures",
    description: "What Indian regulation asks a company to file, computed from its own records: CCTS targets",
  },
  {
    name: "Periods",
    description:
      "Financial years prepared, reviewed and signed off: a signed-off year keeps a snapshot of its totals and refuses changes until it is reopened with a reason",
  },
  {
    name: "Evidence",
    description:
      "Files that back the figures (bills, meter photos, registers): PDF, PNG, JPEG, XLSX or CSV attached to a financial year, a record or an upload, kept with their SHA-256 and downloaded as attachments",
  },
  {
    name: "Audit",
    description:
      "The audit trail: every change by an API client or a person, append-only, each event linked to the one before by its hash",
  },
  {
    name: "Webhooks",
    description:
      "Endpoints that receive the tenant's events (uploads committed and withdrawn), signed as the Standard Webhooks specification says, retried, logged and replayable",
  },
  { name: "Sandbox", description: "Self-serve sandbox tenants and their demo data" },
] as const;

export type OperationTag = (typeof operationTags)[number]["name"];

/** "Emission Analytics" → "emission-analytics": a group's part of its page's path and of anchors. */
export const tagSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The /api reference page of one group. */
export const referencePagePath = (tag: string) => `/api/reference/${tagSlug(tag)}`;
