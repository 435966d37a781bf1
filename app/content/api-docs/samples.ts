/**
 * The one list of /v1 code samples: one per operation of the OpenAPI document, in the document's order. The
 * curl, JavaScript and Python code the /api page shows is generated from it (`sample-code.ts`), and
 * `samples.test.ts` runs that code against a real server with the demo tenant, so every sample shown works.
 *
 * Values follow the demo tenant's data: the demo manufacturer's plants in Pune, Chennai and Gurugram, 36 months
 * of activity data up to the last complete month (the periods below are the financial years April 2024 to
 * March 2025 and April 2025 to March 2026), and the emission-factor catalogue.
 */

import { DEMO_CLIENT_ID } from "./sample-languages";

export { DEMO_CLIENT_ID };

export type ApiSample = {
  /** As in the document; unique in the list. */
  operationId: string;
  /** E.g. "List facilities". */
  title: string;
  method: "GET" | "POST" | "PATCH";
  /**
   * Path below /v1 with the query string if any, e.g. "/facilities?page[size]=2", query values as written
   * (the generated code encodes them). Placeholders {facility_id}, {org_id}, {tenant_id}, {user_id}, ... stand
   * for ids the reader supplies as environment variables (FACILITY_ID ...); {base_url} is the API's base URL.
   */
  path: string;
  /** JSON body, or for the token call the form fields; string values may hold placeholders too. */
  body?: unknown;
  bodyType?: "json" | "form";
  auth: "bearer" | "none";
  /** Send an Idempotency-Key header (POST/PATCH that honour it). */
  idempotent?: boolean;
  /** The success status the document declares and the sample gets. */
  status: number;
};

/**
 * What each id placeholder stands for: the demo tenant's ids the reader exports as environment variables of
 * the same name in capitals (TENANT_ID, ...). The samples that write build on them.
 */
export const SAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  client_secret: "The client's secret (demo client: demo-secret-carbontracker-sandbox)",
  tenant_id: "The token's tenant (GET /tenants/me)",
  user_id: "A user of the tenant",
  org_id: "The demo organisation",
  facility_id: "The Pune Assembly Plant",
  source_id: "The Pune plant's grid electricity connection (a source in kWh)",
  meter_id: "That source's meter",
  activity_record_id: "One of the Pune plant's activity records",
};

// The demo data's 36 months move on each month: from April 2028 FY 2024-25 holds no data, and the samples that
// compare it with FY 2025-26 (decomposeEmissionChange*) fail in samples.test.ts until these move on too.
const FY2024_25 = { from: "2024-04-01", to: "2025-03-31" };
const FY2025_26 = { from: "2025-04-01", to: "2026-03-31" };
const FY2025_26_QUERY = `period.from=${FY2025_26.from}&period.to=${FY2025_26.to}`;

export const apiSamples: readonly ApiSample[] = [
  // Authentication
  {
    operationId: "createAccessToken",
    title: "Get an access token",
    method: "POST",
    path: "/auth/token",
    bodyType: "form",
    body: {
      grant_type: "client_credentials",
      client_id: DEMO_CLIENT_ID,
      client_secret: "{client_secret}",
      audience: "{base_url}",
    },
    auth: "none",
    status: 200,
  },
  {
    operationId: "listSigningKeys",
    title: "Get the token-signing keys",
    method: "GET",
    path: "/auth/keys",
    auth: "none",
    status: 200,
  },

  // Tenants and users
  {
    operationId: "getCurrentTenant",
    title: "Get the token's tenant",
    method: "GET",
    path: "/tenants/me",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "listUsers",
    title: "List users",
    method: "GET",
    path: "/tenants/{tenant_id}/users?sort=-created_at",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createUser",
    title: "Invite a user",
    method: "POST",
    path: "/tenants/{tenant_id}/users",
    body: { email: "priya.sharma@example.com", roles: ["analyst"], mfa_enabled: true },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "updateUser",
    title: "Change a user's roles",
    method: "PATCH",
    path: "/tenants/{tenant_id}/users/{user_id}",
    body: { roles: ["admin", "data_engineer"], mfa_enabled: true },
    auth: "bearer",
    idempotent: true,
    status: 200,
  },

  // Organisations
  {
    operationId: "createOrg",
    title: "Create an organisation",
    method: "POST",
    path: "/orgs",
    body: { name: "Sahyadri Forgings Pvt Ltd", country: "IN", industry: "manufacturing" },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listOrgs",
    title: "List organisations",
    method: "GET",
    path: "/orgs?sort=name",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createOrgForTenant",
    title: "Create an organisation in a tenant",
    method: "POST",
    path: "/tenants/{tenant_id}/orgs",
    body: { name: "Coromandel Logistics Pvt Ltd", country: "IN", industry: "logistics" },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listOrgsForTenant",
    title: "List a tenant's organisations",
    method: "GET",
    path: "/tenants/{tenant_id}/orgs?filter=country==IN&page[size]=10",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getOrg",
    title: "Get an organisation",
    method: "GET",
    path: "/orgs/{org_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "updateOrg",
    title: "Rename an organisation",
    method: "PATCH",
    path: "/orgs/{org_id}",
    body: { name: "Demo Manufacturing India Pvt Ltd" },
    auth: "bearer",
    idempotent: true,
    status: 200,
  },
  {
    operationId: "getOrgForTenant",
    title: "Get a tenant's organisation",
    method: "GET",
    path: "/tenants/{tenant_id}/orgs/{org_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "updateOrgForTenant",
    title: "Change a tenant's organisation",
    method: "PATCH",
    path: "/tenants/{tenant_id}/orgs/{org_id}",
    body: { name: "Demo Manufacturing Pvt Ltd", industry: "manufacturing" },
    auth: "bearer",
    idempotent: true,
    status: 200,
  },

  // Facilities
  {
    operationId: "createFacility",
    title: "Create a facility",
    method: "POST",
    path: "/facilities",
    body: {
      org_id: "{org_id}",
      name: "Nashik Forging Unit",
      country: "IN",
      state: "Maharashtra",
      lat: 19.9975,
      lon: 73.7898,
      industry: "manufacturing",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listFacilities",
    title: "List facilities",
    method: "GET",
    path: "/facilities?page[size]=2&sort=-created_at",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createFacilityForTenant",
    title: "Create a facility in a tenant",
    method: "POST",
    path: "/tenants/{tenant_id}/facilities",
    body: {
      org_id: "{org_id}",
      name: "Hosur Machining Unit",
      country: "IN",
      state: "Tamil Nadu",
      lat: 12.7409,
      lon: 77.8253,
      industry: "manufacturing",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listFacilitiesForTenant",
    title: "List an organisation's facilities in Maharashtra",
    method: "GET",
    path: "/tenants/{tenant_id}/facilities?org_id={org_id}&filter=state==Maharashtra",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getFacility",
    title: "Get a facility",
    method: "GET",
    path: "/facilities/{facility_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getFacilityForTenant",
    title: "Get a tenant's facility",
    method: "GET",
    path: "/tenants/{tenant_id}/facilities/{facility_id}",
    auth: "bearer",
    status: 200,
  },

  // Sources
  {
    operationId: "createSource",
    title: "Add a DG set to a facility",
    method: "POST",
    path: "/sources",
    body: {
      facility_id: "{facility_id}",
      type: "stationary_combustion",
      description: "Standby DG set, 500 kVA",
      unit: "L",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listSources",
    title: "List a facility's grid connections",
    method: "GET",
    path: "/sources?facility_id={facility_id}&filter=type==purchased_electricity",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createSourceForTenant",
    title: "Add a boiler to a facility in a tenant",
    method: "POST",
    path: "/tenants/{tenant_id}/sources",
    body: {
      facility_id: "{facility_id}",
      type: "stationary_combustion",
      description: "PNG-fired boiler, 2 TPH",
      unit: "scm",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listSourcesForTenant",
    title: "List a tenant's sources",
    method: "GET",
    path: "/tenants/{tenant_id}/sources?filter=type==stationary_combustion&sort=-created_at",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getSource",
    title: "Get a source",
    method: "GET",
    path: "/sources/{source_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getSourceForTenant",
    title: "Get a tenant's source",
    method: "GET",
    path: "/tenants/{tenant_id}/sources/{source_id}",
    auth: "bearer",
    status: 200,
  },

  // Meters
  {
    operationId: "createMeter",
    title: "Add a meter to a source",
    method: "POST",
    path: "/meters",
    body: { source_id: "{source_id}", make: "Secure Meters", model: "Apex 150", serial: "SM-PNQ-240117", unit: "kWh" },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listMeters",
    title: "List a source's meters",
    method: "GET",
    path: "/meters?source_id={source_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createMeterForTenant",
    title: "Add a meter to a source in a tenant",
    method: "POST",
    path: "/tenants/{tenant_id}/meters",
    body: {
      source_id: "{source_id}",
      make: "Schneider Electric",
      model: "PM5560",
      serial: "SE-PNQ-88213",
      unit: "kWh",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listMetersForTenant",
    title: "List a tenant's meters by make",
    method: "GET",
    path: "/tenants/{tenant_id}/meters?filter=make==Schneider Electric&page[size]=20",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getMeter",
    title: "Get a meter",
    method: "GET",
    path: "/meters/{meter_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getMeterForTenant",
    title: "Get a tenant's meter",
    method: "GET",
    path: "/tenants/{tenant_id}/meters/{meter_id}",
    auth: "bearer",
    status: 200,
  },

  // Emission factors
  {
    operationId: "listEmissionFactors",
    title: "Find the factors for diesel in India",
    method: "GET",
    path: "/emission-factors?activity=diesel&country=IN&year=2025&page[size]=10",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionFactor",
    title: "Get an emission factor",
    method: "GET",
    path: "/emission-factors/ipcc2006_gasdiesel_co2",
    auth: "bearer",
    status: 200,
  },

  // Activity data
  {
    operationId: "createActivityRecords",
    title: "Record a month of electricity and diesel",
    method: "POST",
    path: "/activity-records",
    body: {
      records: [
        {
          facility_id: "{facility_id}",
          source_id: "{source_id}",
          activity: "grid_electricity",
          quantity: 812000,
          unit: "kWh",
          period_start: "2025-06-01",
          period_end: "2025-06-30",
        },
        {
          facility_id: "{facility_id}",
          activity: "diesel",
          quantity: 4273,
          unit: "L",
          period_start: "2025-06-01",
          period_end: "2025-06-30",
          estimated: true,
        },
      ],
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listActivityRecords",
    title: "List a facility's Scope 2 records, newest first",
    method: "GET",
    path: "/activity-records?filter=scope==2;facility_id=={facility_id}&sort=-created_at&page[size]=5",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createActivityRecordsForTenant",
    title: "Record boiler gas with AR5 GWPs",
    method: "POST",
    path: "/tenants/{tenant_id}/activity-records?gwp_set=AR5",
    body: {
      records: [
        {
          facility_id: "{facility_id}",
          activity: "natural_gas",
          quantity: 38500,
          unit: "Nm3",
          period_start: "2025-07-01",
          period_end: "2025-07-31",
        },
      ],
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listActivityRecordsForTenant",
    title: "List diesel records from April 2025",
    method: "GET",
    path: "/tenants/{tenant_id}/activity-records?filter=activity==diesel;period_start>=2025-04-01&page[size]=12",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getActivityRecord",
    title: "Get an activity record",
    method: "GET",
    path: "/activity-records/{activity_record_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getActivityRecordForTenant",
    title: "Get a tenant's activity record",
    method: "GET",
    path: "/tenants/{tenant_id}/activity-records/{activity_record_id}",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createProductionRecords",
    title: "Record a month's production",
    method: "POST",
    path: "/production-records",
    body: {
      records: [
        {
          facility_id: "{facility_id}",
          product: "Assemblies",
          quantity: 1815,
          unit: "tonne",
          period_start: "2025-06-01",
          period_end: "2025-06-30",
        },
      ],
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listProductionRecords",
    title: "List a facility's production",
    method: "GET",
    path: "/production-records?filter=facility_id=={facility_id}&sort=-period_start&page[size]=12",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createProductionRecordsForTenant",
    title: "Record a month's production in a tenant",
    method: "POST",
    path: "/tenants/{tenant_id}/production-records",
    body: {
      records: [
        {
          facility_id: "{facility_id}",
          product: "Assemblies",
          quantity: 1790,
          unit: "tonne",
          period_start: "2025-07-01",
          period_end: "2025-07-31",
        },
      ],
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listProductionRecordsForTenant",
    title: "List a tenant's production records",
    method: "GET",
    path: "/tenants/{tenant_id}/production-records?filter=period_start>=2025-04-01&page[size]=20",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createInstrument",
    title: "Record renewable energy certificates",
    method: "POST",
    path: "/instruments",
    body: {
      facility_id: "{facility_id}",
      kind: "REC",
      mwh: 1200,
      emission_rate_kg_per_mwh: 0,
      period_start: FY2025_26.from,
      period_end: FY2025_26.to,
      certificate_ref: "I-REC-IN-2025-000583",
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listInstruments",
    title: "List certificates",
    method: "GET",
    path: "/instruments?filter=kind==REC",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "createInstrumentForTenant",
    title: "Record a supplier's emission rate",
    method: "POST",
    path: "/tenants/{tenant_id}/instruments",
    body: {
      facility_id: "{facility_id}",
      kind: "SUPPLIER_RATE",
      mwh: 3000,
      emission_rate_kg_per_mwh: 640,
      period_start: FY2025_26.from,
      period_end: FY2025_26.to,
    },
    auth: "bearer",
    idempotent: true,
    status: 201,
  },
  {
    operationId: "listInstrumentsForTenant",
    title: "List a tenant's instruments",
    method: "GET",
    path: "/tenants/{tenant_id}/instruments?sort=-created_at",
    auth: "bearer",
    status: 200,
  },

  // Emission analytics
  {
    operationId: "getEmissionKpis",
    title: "KPIs for FY 2025-26 against FY 2024-25",
    method: "GET",
    path: `/emission-analytics/kpis?${FY2025_26_QUERY}&baseline.from=${FY2024_25.from}&baseline.to=${FY2024_25.to}&scope2_method=BOTH&normalize_by=PRODUCTION`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionKpisForTenant",
    title: "Location-based KPIs of one facility",
    method: "GET",
    path: `/tenants/{tenant_id}/emission-analytics/kpis?${FY2025_26_QUERY}&filter=facility_id=={facility_id}&scope2_method=LOCATION`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionTimeseries",
    title: "Monthly emissions by scope",
    method: "GET",
    path: `/emission-analytics/timeseries?${FY2025_26_QUERY}&grain=month&group_by=scope&scope2_method=MARKET`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionTimeseriesForTenant",
    title: "Monthly Scope 2 of one facility, location-based",
    method: "GET",
    path: `/tenants/{tenant_id}/emission-analytics/timeseries?${FY2025_26_QUERY}&filter=scope==2;facility_id=={facility_id}&grain=month&scope2_method=LOCATION`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionBreakdown",
    title: "Top 10 emitters by facility and source type",
    method: "GET",
    path: `/emission-analytics/breakdown?${FY2025_26_QUERY}&dimensions=facility_id,source_type&top=10`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionBreakdownForTenant",
    title: "Scope 3 by category",
    method: "GET",
    path: `/tenants/{tenant_id}/emission-analytics/breakdown?${FY2025_26_QUERY}&filter=scope==3&dimensions=scope3_category&top=10`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "runEmissionScenario",
    title: "What if the grid got cleaner and we bought renewables",
    method: "POST",
    path: "/emission-analytics/scenarios?scope2_method=BOTH",
    body: {
      period: FY2025_26,
      knobs: {
        ef_adjustments: [{ activity: "grid_electricity", region: "IN", delta_pct: -8 }],
        activity_adjustments: [{ source_type: "stationary_combustion", delta_pct: -20 }],
        instruments: { ppas_mwh: 1500, recs_mwh: 500 },
      },
    },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "runEmissionScenarioForTenant",
    title: "What if one facility used 15% less electricity",
    method: "POST",
    path: "/tenants/{tenant_id}/emission-analytics/scenarios",
    body: {
      period: FY2025_26,
      knobs: {
        activity_adjustments: [{ facility_id: "{facility_id}", source_type: "purchased_electricity", delta_pct: -15 }],
      },
      normalize_by: "PRODUCTION",
    },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "forecastEmissions",
    title: "Forecast the next 12 months",
    method: "POST",
    path: "/emission-analytics/forecasts?grain=month",
    body: { lookback_months: 24, horizon_months: 12, method: "AUTO" },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "forecastEmissionsForTenant",
    title: "Forecast one facility's Scope 2",
    method: "POST",
    path: "/tenants/{tenant_id}/emission-analytics/forecasts?scope2_method=LOCATION",
    body: { horizon_months: 6, method: "AUTO", filter: "scope==2;facility_id=={facility_id}" },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "buildMacc",
    title: "Marginal abatement cost curve at a 10% discount rate",
    method: "POST",
    path: "/emission-analytics/macc",
    body: {
      discount_rate_pct: 10,
      measures: [
        {
          id: "led",
          label: "LED retrofit",
          capex_inr: 1200000,
          opex_delta_inr: -450000,
          lifetime_years: 10,
          annual_abatement_tco2e: 180,
        },
        {
          id: "solar",
          label: "Rooftop solar 1 MWp",
          capex_inr: 45000000,
          opex_delta_inr: -5200000,
          lifetime_years: 25,
          annual_abatement_tco2e: 1150,
        },
        {
          id: "vfd",
          label: "Variable frequency drives",
          capex_inr: 2000000,
          opex_delta_inr: -200000,
          lifetime_years: 15,
          annual_abatement_tco2e: 150,
        },
      ],
    },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "buildMaccForTenant",
    title: "Cost curve of two measures at an 8% discount rate",
    method: "POST",
    path: "/tenants/{tenant_id}/emission-analytics/macc",
    body: {
      discount_rate_pct: 8,
      measures: [
        {
          id: "boiler",
          label: "Boiler economiser",
          capex_inr: 3500000,
          opex_delta_inr: -900000,
          lifetime_years: 12,
          annual_abatement_tco2e: 240,
        },
        {
          id: "compressed-air",
          label: "Compressed-air leak programme",
          capex_inr: 400000,
          opex_delta_inr: -300000,
          lifetime_years: 5,
          annual_abatement_tco2e: 95,
        },
      ],
    },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "decomposeEmissionChange",
    title: "Why emissions changed from FY 2024-25 to FY 2025-26",
    method: "POST",
    path: "/emission-analytics/contribution",
    body: { base: FY2024_25, target: FY2025_26, by: "facility_id", activity: "PRODUCTION" },
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "decomposeEmissionChangeForTenant",
    title: "Energy-based decomposition by source type",
    method: "POST",
    path: "/tenants/{tenant_id}/emission-analytics/contribution",
    body: { base: FY2024_25, target: FY2025_26, by: "source_type", activity: "ENERGY", scope2_method: "LOCATION" },
    auth: "bearer",
    status: 200,
  },

  // Sandbox
  {
    operationId: "createSandboxTenant",
    title: "Create your own sandbox tenant",
    method: "POST",
    path: "/sandbox/tenants",
    body: { name: "Asha Rao", email: "asha.rao@example.com", company: "Acme Steel Pvt Ltd" },
    auth: "none",
    status: 201,
  },
  {
    operationId: "resetSandbox",
    title: "Restore the demo data",
    method: "POST",
    path: "/sandbox/reset",
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "resetSandboxForTenant",
    title: "Restore a tenant's demo data",
    method: "POST",
    path: "/tenants/{tenant_id}/sandbox/reset",
    auth: "bearer",
    status: 200,
  },
];

/** The Idempotency-Key each idempotent sample sends: fixed, so the page shows the same code each time. */
export const SAMPLE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = {
  createUser: "d3776271-4f64-4830-bc4b-fedff227e616",
  updateUser: "41a38abe-161c-4a91-b339-344d587c1b51",
  createOrg: "ee185244-53b9-42b7-a6de-c12e3072b3c4",
  createOrgForTenant: "38b25b75-5a78-4c3c-889f-8ff536c4b7a8",
  updateOrg: "e62e5658-2531-458d-85f1-52e64a7dc3f7",
  updateOrgForTenant: "0d956712-4273-4b2f-b8c1-cbebc6c36340",
  createFacility: "edc3a9b5-c9ea-4e5b-ae44-86d5585a56fb",
  createFacilityForTenant: "206f6b27-caa3-4063-b775-7dfb09ff648d",
  createSource: "49d1dc52-752d-4a4a-b630-80c4ee50b4f7",
  createSourceForTenant: "9d778457-c295-4731-840e-454ab49ce2f6",
  createMeter: "587b95f2-7837-41ce-8e07-3d00c05748ea",
  createMeterForTenant: "51eaef18-b7ec-4bec-80a5-ff3194a51504",
  createActivityRecords: "c2317eb9-4a8a-489e-8a06-f42816279090",
  createActivityRecordsForTenant: "d4ea60be-cbfc-43f0-909e-93191ded1ab0",
  createProductionRecords: "a8d1b58e-e6a9-4429-a9ee-6efbb078b6dc",
  createProductionRecordsForTenant: "43b3cfbe-0ae3-4647-a2bb-b9d6c1d6c992",
  createInstrument: "9ad7dd56-6336-46fb-926f-4040b3093c87",
  createInstrumentForTenant: "1546f004-6143-491f-a236-97b92849afcc",
};
