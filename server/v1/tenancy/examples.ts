import { EXAMPLE_BASE_URL, EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "../../demo/demo-data";
import type { RequestExample } from "../platform/operation";

/**
 * Example requests of the auth, tenant, organisation, facility, source, meter and sandbox operations, by
 * operationId: the demo manufacturer's ids (`EXAMPLE_IDS`) and things it might add.
 */
export const tenancyRequestExamples: Readonly<Record<string, RequestExample>> = {
  createAccessToken: {
    body: {
      grant_type: "client_credentials",
      client_id: DEMO_CLIENT_ID,
      client_secret: DEMO_CLIENT_SECRET,
      audience: EXAMPLE_BASE_URL,
    },
  },
  listApiClients: { query: { sort: "-created_at" } },
  createApiClient: { body: { name: "ERP export", scopes: ["read:activity", "calc:emissions"] } },
  revokeApiClient: { params: { client_id: EXAMPLE_IDS.api_client_id } },
  listUsers: { params: { tenant_id: EXAMPLE_IDS.tenant_id }, query: { sort: "-created_at" } },
  createUser: {
    params: { tenant_id: EXAMPLE_IDS.tenant_id },
    body: { email: "priya.sharma@example.com", roles: ["preparer"], mfa_enabled: true },
  },
  updateUser: {
    params: { tenant_id: EXAMPLE_IDS.tenant_id, user_id: EXAMPLE_IDS.user_id },
    body: { roles: ["admin", "data_engineer"], mfa_enabled: true },
  },
  deleteUser: { params: { tenant_id: EXAMPLE_IDS.tenant_id, user_id: EXAMPLE_IDS.user_id } },
  transferOwnership: { params: { tenant_id: EXAMPLE_IDS.tenant_id }, body: { user_id: EXAMPLE_IDS.user_id } },
  createOrg: { body: { name: "Sahyadri Forgings Pvt Ltd", country: "IN", industry: "manufacturing" } },
  listOrgs: { query: { sort: "name" } },
  getOrg: { params: { id: EXAMPLE_IDS.org_id } },
  updateOrg: { params: { id: EXAMPLE_IDS.org_id }, body: { name: "Demo Manufacturing India Pvt Ltd" } },
  createFacility: {
    body: {
      org_id: EXAMPLE_IDS.org_id,
      name: "Nashik Forging Unit",
      country: "IN",
      state: "Maharashtra",
      lat: 19.9975,
      lon: 73.7898,
      industry: "manufacturing",
    },
  },
  listFacilities: { query: { "page[size]": 2, sort: "-created_at" } },
  getFacility: { params: { id: EXAMPLE_IDS.facility_id } },
  updateFacility: { params: { id: EXAMPLE_IDS.facility_id }, body: { code: "PNQ-01", state: "Maharashtra" } },
  deleteFacility: { params: { id: EXAMPLE_IDS.facility_id } },
  createSource: {
    body: {
      facility_id: EXAMPLE_IDS.facility_id,
      type: "stationary_combustion",
      description: "Standby DG set, 500 kVA",
      unit: "L",
    },
  },
  listSources: { query: { facility_id: EXAMPLE_IDS.facility_id, filter: "type==purchased_electricity" } },
  getSource: { params: { id: EXAMPLE_IDS.source_id } },
  updateSource: { params: { id: EXAMPLE_IDS.source_id }, body: { description: "Grid electricity, MSEDCL HT feeder" } },
  deleteSource: { params: { id: EXAMPLE_IDS.source_id } },
  createMeter: {
    body: {
      source_id: EXAMPLE_IDS.source_id,
      make: "Secure Meters",
      model: "Apex 150",
      serial: "SM-PNQ-240117",
      unit: "kWh",
    },
  },
  listMeters: { query: { source_id: EXAMPLE_IDS.source_id } },
  getMeter: { params: { id: EXAMPLE_IDS.meter_id } },
  updateMeter: { params: { id: EXAMPLE_IDS.meter_id }, body: { make: "Schneider Electric", model: "PM5560" } },
  deleteMeter: { params: { id: EXAMPLE_IDS.meter_id } },
  createSandboxTenant: { body: { name: "Asha Rao", email: "asha.rao@example.com", company: "Acme Steel Pvt Ltd" } },
};

/** An API client as the list and the creation answer show it. */
export const API_CLIENT_EXAMPLE = {
  id: EXAMPLE_IDS.api_client_id,
  name: "ERP export",
  scopes: ["read:activity", "calc:emissions"],
  created_at: "2026-11-22T18:48:15.450Z",
};
