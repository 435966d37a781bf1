/**
 * The /v1 code samples' copy: each operation's sample title, in the order the /api page lists them, what each
 * placeholder stands for, and the Idempotency-Key each idempotent sample sends. The samples themselves are the
 * operations' example requests in the OpenAPI document (`app/api-docs/api-samples.ts` builds them), so a new
 * operation needs a title here.
 */

import { financialYearName, financialYearOf } from "../../../contracts/financial-year";
import { DEMO_CLIENT_SECRET } from "./demo-client";

/**
 * What each id placeholder stands for: the demo tenant's ids the reader exports as environment variables of
 * the same name in capitals (TENANT_ID, ...). The samples that write build on them.
 */
export const SAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  client_secret: `The client's secret (demo client: ${DEMO_CLIENT_SECRET})`,
  tenant_id: "The token's tenant (GET /tenants/me)",
  user_id: "A user of the tenant",
  org_id: "The demo organisation",
  facility_id: "The Pune Assembly Plant",
  source_id: "The Pune plant's grid electricity connection (a source in kWh)",
  meter_id: "That source's meter",
  activity_record_id: "One of the Pune plant's activity records",
  api_client_id: "An API client of the tenant (POST /clients answers its id)",
  upload_id: "An upload of the tenant (GET /activity-records/uploads)",
  brsr_input_upload_id: "An upload of water or waste records (GET /brsr-inputs/uploads)",
  webhook_endpoint_id: "A webhook endpoint of the tenant (POST /webhooks/endpoints answers its id)",
  webhook_delivery_id: "A delivery to it (GET /webhooks/deliveries)",
  evidence_id: "An evidence file of the tenant (POST /evidence answers its id)",
};

/** An operation's example request as the document gives it: query parameters as written, and the body. */
export type RequestExample = { query: Readonly<Record<string, string>>; body: unknown };

/** "FY 2025-26" for a financial year from April 2025 to March 2026. */
const financialYear = (from: string) => financialYearName(financialYearOf(from));
const bodyPeriod = (body: unknown, name: string) =>
  financialYear((body as Record<string, { from: string; to: string }>)[name]!.from);

/**
 * Each operation's sample title, in the order the page lists the samples; a title that names the example's
 * periods is made from them.
 */
export const SAMPLE_TITLES: Readonly<Record<string, string | ((example: RequestExample) => string)>> = {
  // Authentication
  createAccessToken: "Get an access token",
  listSigningKeys: "Get the token-signing keys",
  // API clients (the console's session token)
  listApiClients: "List the tenant's API keys",
  createApiClient: "Create an API key for an ERP export",
  revokeApiClient: "Revoke an API key",
  // Tenants and users
  getCurrentTenant: "Get the token's tenant",
  listUsers: "List users",
  createUser: "Invite a user",
  updateUser: "Change a user's roles",
  deleteUser: "Remove a user",
  transferOwnership: "Transfer the workspace's ownership",
  // Organisations, facilities, sources, meters
  createOrg: "Create an organisation",
  listOrgs: "List organisations",
  getOrg: "Get an organisation",
  updateOrg: "Rename an organisation",
  createFacility: "Create a facility",
  listFacilities: "List facilities",
  getFacility: "Get a facility",
  updateFacility: "Give a facility the code its sheets use",
  deleteFacility: "Delete a facility entered by mistake",
  createSource: "Add a DG set to a facility",
  listSources: "List a facility's grid connections",
  getSource: "Get a source",
  updateSource: "Describe a source",
  deleteSource: "Delete a source entered by mistake",
  createMeter: "Add a meter to a source",
  listMeters: "List a source's meters",
  getMeter: "Get a meter",
  updateMeter: "Correct a meter's make and model",
  deleteMeter: "Delete a meter entered by mistake",
  listEmissionFactors: "Find the factors for diesel in India",
  getEmissionFactor: "Get an emission factor",
  listFactorReleases: "List the factor releases and what changed",
  searchEmissionFactors: "Search the catalogue for Indian grid electricity, typo and all",
  // Estimates
  createEstimate: "Estimate a month of Indian grid electricity",
  createEstimateBatch: "Estimate diesel, electricity, freight and LPG in one request, each answered on its own",
  // Activity data
  listActivities: "Find the activity keys of long-haul economy flights",
  createActivityRecords: "Record a month of electricity, diesel and flights",
  recalculateActivityRecords: "Dry-run a recalculation on the latest release",
  listActivityRecords: "List a facility's Scope 2 records, newest first",
  getActivityRecord: "Get an activity record",
  createProductionRecords: "Record a month's production",
  listProductionRecords: "List a facility's production",
  listActivityUploads: "List the CSV uploads, newest first",
  withdrawActivityUpload: "Withdraw an upload sent by mistake",
  listImportMappings: "Find the mapping saved for a sheet's headers",
  saveImportMapping: "Save how a sheet's columns map onto the import",
  createInstrument: "Record renewable energy certificates",
  listInstruments: "List certificates",
  // BRSR inputs
  createWaterRecords: "Record a month of water withdrawn and discharged",
  listWaterRecords: "List a facility's water records, latest period first",
  createWasteRecords: "Record a month of waste in kg, stored in tonnes",
  listWasteRecords: "List a facility's waste records, latest period first",
  listBrsrInputUploads: "List the water uploads, newest first",
  withdrawBrsrInputUpload: "Withdraw a water or waste upload sent by mistake",
  saveFinancialYear: "Set a financial year's revenue and PPP factor, with its source",
  listFinancialYears: "List the financial years, latest first",
  // Emission analytics
  getEmissionKpis: ({ query }) =>
    `KPIs for ${financialYear(query["period.from"]!)} against ${financialYear(query["baseline.from"]!)}`,
  getEmissionTimeseries: "Monthly emissions by scope",
  getEmissionBreakdown: "Top 10 emitters by facility and source type",
  runEmissionScenario: "What if the grid got cleaner and we bought renewables",
  forecastEmissions: "Forecast the next 12 months",
  buildMacc: "Marginal abatement cost curve at a 10% discount rate",
  decomposeEmissionChange: ({ body }) =>
    `Why emissions changed from ${bodyPeriod(body, "base")} to ${bodyPeriod(body, "target")}`,
  // Disclosures
  putCctsObligation: "Record a plant as an obligated unit under CCTS",
  listCctsObligations: "List the CCTS obligations",
  deleteCctsObligation: "Remove a plant's CCTS obligation",
  getCctsDisclosure: "Certificates owed or earned in 2025-26, with compensation at ₹2,500",
  getBrsrCoreDisclosure: ({ query }) =>
    `BRSR Core's environmental tables for ${query.financial_year} and the year before`,
  // Periods
  listPeriods: "List the financial years sent for review or signed off",
  getPeriod: "Is FY 2025-26 signed off?",
  submitPeriod: "Send FY 2025-26 for review",
  signOffPeriod: "Sign off FY 2025-26",
  reopenPeriod: "Reopen FY 2025-26 for a late invoice",
  getAssurancePack: "Download the assurance pack of FY 2025-26",
  // Evidence
  attachEvidence: ({ query }) => `Attach ${query.file_name} to FY ${query.attached_to_id}`,
  listEvidence: ({ query }) => `List the evidence files of FY ${query.filter?.split("==").at(-1)}`,
  getEvidence: "Get an evidence file's details and SHA-256",
  downloadEvidence: "Download an evidence file",
  deleteEvidence: "Delete an evidence file",
  // Audit
  listAuditEvents: "List the latest changes to facilities, newest first",
  verifyAuditEvents: "Verify that no audit event was altered",
  // Webhooks
  createWebhookEndpoint: "Send upload events to your ERP's webhook receiver",
  listWebhookEndpoints: "List the webhook endpoints",
  getWebhookEndpoint: "Is the webhook endpoint still enabled?",
  updateWebhookEndpoint: "Change which events an endpoint gets",
  deleteWebhookEndpoint: "Delete a webhook endpoint",
  testWebhookEndpoint: "Send a test ping to an endpoint",
  listWebhookDeliveries: "List an endpoint's deliveries with their answers",
  replayWebhookDelivery: "Replay a delivery the receiver missed",
  // Sandbox
  createSandboxTenant: "Create your own sandbox tenant",
  resetSandbox: "Restore the demo data",
};

/** The Idempotency-Key each idempotent sample sends: fixed, so the page shows the same code each time. */
const BASE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = {
  createUser: "d3776271-4f64-4830-bc4b-fedff227e616",
  updateUser: "41a38abe-161c-4a91-b339-344d587c1b51",
  deleteUser: "7c0e2f4a-93b1-4d6e-8a35-2b9f61c4d8e0",
  transferOwnership: "c5a81d37-0e6f-4b92-9d4c-71e3a0b2f5d6",
  createOrg: "ee185244-53b9-42b7-a6de-c12e3072b3c4",
  updateOrg: "e62e5658-2531-458d-85f1-52e64a7dc3f7",
  createFacility: "edc3a9b5-c9ea-4e5b-ae44-86d5585a56fb",
  updateFacility: "38af1622-b125-4208-911c-a499e9e6c5f3",
  deleteFacility: "61503e85-429f-4f23-a72e-7f80e297c799",
  createSource: "49d1dc52-752d-4a4a-b630-80c4ee50b4f7",
  updateSource: "7d1a3291-a611-4d90-9284-1d07bc490c28",
  deleteSource: "bcd32371-2d4d-4b5b-b6e0-fd115f552706",
  createMeter: "587b95f2-7837-41ce-8e07-3d00c05748ea",
  updateMeter: "0c63e072-4593-43ad-a0ff-141bb7232239",
  deleteMeter: "8b0aedbf-59eb-4df8-92fa-9c03eedcaf28",
  createActivityRecords: "c2317eb9-4a8a-489e-8a06-f42816279090",
  createProductionRecords: "a8d1b58e-e6a9-4429-a9ee-6efbb078b6dc",
  createInstrument: "9ad7dd56-6336-46fb-926f-4040b3093c87",
  withdrawActivityUpload: "5b0e8f5d-2c7a-4f3e-9d61-7a4c2e9b1f08",
  saveImportMapping: "e4a7c2d9-1b3f-4e8a-a6d5-3c9f0b2e7a14",
  createWaterRecords: "3b8f1d6a-2c4e-4a7b-9f05-6e1c8d2a4b97",
  createWasteRecords: "9e4a2c7d-5b1f-4d38-a6e2-0c7b3f9d1a58",
  withdrawBrsrInputUpload: "2a6d9f13-8c4b-4e75-b0a2-6f3e1d8c5b49",
  saveFinancialYear: "5d2e8b4f-7a1c-4e69-b3d0-8f6a2c5e1b74",
  putCctsObligation: "7f3c9a21-5d4e-4b8a-9c6f-2e1d0a8b7c53",
  deleteCctsObligation: "c84e2b17-9a3d-4f6c-8e5b-1d7a0c9f3e26",
  submitPeriod: "0d4b7e2a-9c1f-4a63-b8e5-2f6d1c9a3e70",
  signOffPeriod: "7a2e5c9d-4b8f-4e16-a3d7-c0f1e8b2d954",
  reopenPeriod: "c3f8a1d6-5e2b-4c97-9a04-b6e3d7f1c28a",
  attachEvidence: "8e3b6d1f-4a9c-4f27-b5e0-7c2d9a1f3b68",
  deleteEvidence: "1f7c4a9e-6b2d-4e58-9a31-d0e8b5c2f746",
  createWebhookEndpoint: "6f1b3d8e-2a4c-4e97-b5d0-9c7a1e3f2b64",
  updateWebhookEndpoint: "b2e7c4a9-1d3f-4a68-8e5b-0f9c2d6a7e13",
  deleteWebhookEndpoint: "d8a3f5c1-6e2b-4d79-a0c4-3b1e7f9d5a28",
  testWebhookEndpoint: "4c9e1a7b-3f5d-4b82-9d6e-1a0c8f2b7e35",
  replayWebhookDelivery: "e5b2d9f7-8c1a-4e36-b7f4-2d0a6c3e9b81",
};

/** A tenant-path twin sends its own key (the same key on another operation would be refused), made from its base's. */
export const SAMPLE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BASE_IDEMPOTENCY_KEYS).flatMap(([operationId, key]) => [
    [operationId, key],
    [`${operationId}ForTenant`, `${key.slice(0, -12)}${[...key.slice(-12)].reverse().join("")}`],
  ]),
);
