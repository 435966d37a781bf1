import { activityListRequestExamples } from "./activity-data/activities";
import { activityRequestExamples } from "./activity-data/examples";
import { importMappingRequestExamples } from "./activity-data/import-mappings";
import { auditRequestExamples } from "./audit/audit-events";
import { brsrInputRequestExamples } from "./brsr-inputs/examples";
import { brsrCoreRequestExamples } from "./disclosures/brsr-core";
import { cctsRequestExamples } from "./disclosures/ccts";
import { planningRequestExamples } from "./emission-analytics/planning-examples";
import { analyticsRequestExamples } from "./emission-analytics/read-examples";
import { estimateRequestExamples } from "./estimates/examples";
import { evidenceRequestExamples } from "./evidence/evidence";
import { factorRequestExamples } from "./factors/examples";
import { assurancePackRequestExamples } from "./periods/assurance-pack";
import { periodRequestExamples } from "./periods/periods";
import type { RequestExample } from "./platform/operation";
import { tenancyRequestExamples } from "./tenancy/examples";
import { webhookRequestExamples } from "./webhooks/webhooks";

/**
 * The one set of request examples, by operationId: each area's, merged. The OpenAPI document carries them (path and
 * query parameter examples, request body examples; a tenant-path twin shows its operation's), and the /api samples
 * are made from the document's, so what the reference shows and what the samples run are the same requests.
 */
export const requestExamples: Readonly<Record<string, RequestExample>> = {
  ...tenancyRequestExamples,
  ...factorRequestExamples,
  ...estimateRequestExamples,
  ...activityListRequestExamples,
  ...activityRequestExamples,
  ...importMappingRequestExamples,
  ...brsrInputRequestExamples,
  ...analyticsRequestExamples,
  ...planningRequestExamples,
  ...cctsRequestExamples,
  ...brsrCoreRequestExamples,
  ...auditRequestExamples,
  ...webhookRequestExamples,
  ...periodRequestExamples,
  ...evidenceRequestExamples,
  ...assurancePackRequestExamples,
};
