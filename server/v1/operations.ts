import { activityOperations } from "./activity-data/activity";
import { recalculationOperations } from "./activity-data/recalculate";
import { uploadOperations } from "./activity-data/uploads";
import { breakdownOperation } from "./emission-analytics/breakdown";
import { contributionOperation } from "./emission-analytics/contribution";
import { forecastOperation } from "./emission-analytics/forecasts";
import { kpisOperation } from "./emission-analytics/kpis";
import { maccOperation } from "./emission-analytics/macc";
import { scenarioOperation } from "./emission-analytics/scenarios";
import { timeseriesOperation } from "./emission-analytics/timeseries";
import { estimateOperations } from "./estimates/estimates";
import { factorOperations } from "./factors/factors";
import { releaseOperations } from "./factors/releases";
import { factorSearchOperation } from "./factors/search";
import type { AnyOperation } from "./platform/operation";
import { apiClientOperations } from "./resources/api-clients";
import { authOperations } from "./resources/auth";
import { facilityOperations } from "./resources/facilities";
import { orgOperations } from "./resources/orgs";
import { sandboxOperations } from "./resources/sandbox";
import { sourceAndMeterOperations } from "./resources/sources-meters";
import { tenantAndUserOperations } from "./resources/tenants-users";

/** The groups the documentation lists operations under, in order. */
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
    name: "Emission Analytics",
    description: "KPIs, time series and breakdowns computed from the stored activity records, in kg CO2e (UTC)",
  },
  { name: "Sandbox", description: "Self-serve sandbox tenants and their demo data" },
] as const;

/** Every operation of the /v1 API, in the order the documentation lists them. */
export const operations: readonly AnyOperation[] = [
  ...authOperations,
  ...apiClientOperations,
  ...tenantAndUserOperations,
  ...orgOperations,
  ...facilityOperations,
  ...sourceAndMeterOperations,
  ...releaseOperations,
  ...factorOperations,
  factorSearchOperation,
  ...estimateOperations,
  ...activityOperations,
  ...uploadOperations,
  ...recalculationOperations,
  kpisOperation,
  timeseriesOperation,
  breakdownOperation,
  scenarioOperation,
  forecastOperation,
  maccOperation,
  contributionOperation,
  ...sandboxOperations,
];
