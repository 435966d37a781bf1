import { activityListOperations } from "./activity-data/activities";
import { activityOperations } from "./activity-data/activity";
import { importMappingOperations } from "./activity-data/import-mappings";
import { recalculationOperations } from "./activity-data/recalculate";
import { uploadOperations } from "./activity-data/uploads";
import { auditOperations } from "./audit/audit-events";
import { financialYearOperations } from "./brsr-inputs/financial-years";
import { inputUploadOperations } from "./brsr-inputs/input-uploads";
import { wasteRecordOperations } from "./brsr-inputs/waste-records";
import { waterRecordOperations } from "./brsr-inputs/water-records";
import { brsrCoreOperations } from "./disclosures/brsr-core";
import { cctsOperations } from "./disclosures/ccts";
import { breakdownOperation } from "./emission-analytics/breakdown";
import { contributionOperation } from "./emission-analytics/contribution";
import { forecastOperation } from "./emission-analytics/forecasts";
import { kpisOperation } from "./emission-analytics/kpis";
import { maccOperation } from "./emission-analytics/macc";
import { scenarioOperation } from "./emission-analytics/scenarios";
import { timeseriesOperation } from "./emission-analytics/timeseries";
import { estimateOperations } from "./estimates/estimates";
import { evidenceOperations } from "./evidence/evidence";
import { factorOperations } from "./factors/factors";
import { releaseOperations } from "./factors/releases";
import { factorSearchOperation } from "./factors/search";
import { assurancePackOperations } from "./periods/assurance-pack";
import { periodOperations } from "./periods/periods";
import type { AnyOperation } from "./platform/operation";
import { apiClientOperations } from "./tenancy/api-clients";
import { authOperations } from "./tenancy/auth";
import { facilityOperations } from "./tenancy/facilities";
import { meterOperations } from "./tenancy/meters";
import { orgOperations } from "./tenancy/orgs";
import { sandboxOperations } from "./tenancy/sandbox";
import { sourceOperations } from "./tenancy/sources";
import { tenantAndUserOperations } from "./tenancy/tenants-users";
import { webhookOperations } from "./webhooks/webhooks";

/** The groups the documentation lists operations under, in order (contracts/api/tags.ts). */
export { operationTags } from "../../contracts/api/tags";

/** Every operation of the /v1 API, in the order the documentation lists them. */
export const operations: readonly AnyOperation[] = [
  ...authOperations,
  ...apiClientOperations,
  ...tenantAndUserOperations,
  ...orgOperations,
  ...facilityOperations,
  ...sourceOperations,
  ...meterOperations,
  ...releaseOperations,
  ...factorOperations,
  factorSearchOperation,
  ...estimateOperations,
  ...activityListOperations,
  ...activityOperations,
  ...uploadOperations,
  ...importMappingOperations,
  ...recalculationOperations,
  ...waterRecordOperations,
  ...wasteRecordOperations,
  ...inputUploadOperations,
  ...financialYearOperations,
  kpisOperation,
  timeseriesOperation,
  breakdownOperation,
  scenarioOperation,
  forecastOperation,
  maccOperation,
  contributionOperation,
  ...cctsOperations,
  ...brsrCoreOperations,
  ...periodOperations,
  ...evidenceOperations,
  ...assurancePackOperations,
  ...auditOperations,
  ...webhookOperations,
  ...sandboxOperations,
];
