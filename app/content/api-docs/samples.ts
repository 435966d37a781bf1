/**
 * The one list of /v1 code samples: one per operation of the OpenAPI document, in the document's order. The
 * curl, JavaScript and Python code the /api page shows is generated from it (`sample-code.ts`), and
 * `samples.test.ts` runs that code against a real server with a sandbox tenant holding the demo data (the public
 * demo client reads only), so every sample shown works.
 *
 * Values follow the demo tenant's data: the demo manufacturer's plants in Pune, Chennai and Gurugram, 36 months
 * of activity data up to the last complete month (the analytics samples ask about the latest two financial years
 * it holds whole, `demo-periods.ts`), and the emission-factor catalogue. Operations also mounted under
 * `/tenants/{tenant_id}/` get their sample from the one without the prefix (`withTenantTwins`).
 */

import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "./demo-client";
import { demoFinancialYears } from "./demo-periods";

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
  client_secret: `The client's secret (demo client: ${DEMO_CLIENT_SECRET})`,
  tenant_id: "The token's tenant (GET /tenants/me)",
  user_id: "A user of the tenant",
  org_id: "The demo organisation",
  facility_id: "The Pune Assembly Plant",
  source_id: "The Pune plant's grid electricity connection (a source in kWh)",
  meter_id: "That source's meter",
  activity_record_id: "One of the Pune plant's activity records",
};

const { latest: LATEST_FY, previous: PREVIOUS_FY, label: fy } = demoFinancialYears();
const LATEST_FY_QUERY = `period.from=${LATEST_FY.from}&period.to=${LATEST_FY.to}`;

const baseSamples: readonly ApiSample[] = [
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
    operationId: "getFacility",
    title: "Get a facility",
    method: "GET",
    path: "/facilities/{facility_id}",
    auth: "bearer",
    status: 200,
  },
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
    operationId: "getSource",
    title: "Get a source",
    method: "GET",
    path: "/sources/{source_id}",
    auth: "bearer",
    status: 200,
  },
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
    operationId: "getMeter",
    title: "Get a meter",
    method: "GET",
    path: "/meters/{meter_id}",
    auth: "bearer",
    status: 200,
  },
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
    operationId: "getActivityRecord",
    title: "Get an activity record",
    method: "GET",
    path: "/activity-records/{activity_record_id}",
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
    operationId: "createInstrument",
    title: "Record renewable energy certificates",
    method: "POST",
    path: "/instruments",
    body: {
      facility_id: "{facility_id}",
      kind: "REC",
      mwh: 1200,
      emission_rate_kg_per_mwh: 0,
      period_start: LATEST_FY.from,
      period_end: LATEST_FY.to,
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
    operationId: "getEmissionKpis",
    title: `KPIs for ${fy(LATEST_FY)} against ${fy(PREVIOUS_FY)}`,
    method: "GET",
    path: `/emission-analytics/kpis?${LATEST_FY_QUERY}&baseline.from=${PREVIOUS_FY.from}&baseline.to=${PREVIOUS_FY.to}&scope2_method=BOTH&normalize_by=PRODUCTION`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionTimeseries",
    title: "Monthly emissions by scope",
    method: "GET",
    path: `/emission-analytics/timeseries?${LATEST_FY_QUERY}&grain=month&group_by=scope&scope2_method=MARKET`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "getEmissionBreakdown",
    title: "Top 10 emitters by facility and source type",
    method: "GET",
    path: `/emission-analytics/breakdown?${LATEST_FY_QUERY}&dimensions=facility_id,source_type&top=10`,
    auth: "bearer",
    status: 200,
  },
  {
    operationId: "runEmissionScenario",
    title: "What if the grid got cleaner and we bought renewables",
    method: "POST",
    path: "/emission-analytics/scenarios?scope2_method=BOTH",
    body: {
      period: LATEST_FY,
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
    operationId: "forecastEmissions",
    title: "Forecast the next 12 months",
    method: "POST",
    path: "/emission-analytics/forecasts?grain=month",
    body: { lookback_months: 24, horizon_months: 12, method: "AUTO" },
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
    operationId: "decomposeEmissionChange",
    title: `Why emissions changed from ${fy(PREVIOUS_FY)} to ${fy(LATEST_FY)}`,
    method: "POST",
    path: "/emission-analytics/contribution",
    body: { base: PREVIOUS_FY, target: LATEST_FY, by: "facility_id", activity: "PRODUCTION" },
    auth: "bearer",
    status: 200,
  },
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
];

/** Operations not mounted again under /tenants/{tenant_id}/ (they have no tenant or already name it). */
const WITHOUT_TENANT_TWIN = new Set([
  "createAccessToken",
  "listSigningKeys",
  "getCurrentTenant",
  "listUsers",
  "createUser",
  "updateUser",
  "listEmissionFactors",
  "getEmissionFactor",
  "createSandboxTenant",
]);

/** Each sample, followed by the same call on its tenant path (`{operationId}ForTenant`) where there is one. */
function withTenantTwins(samples: readonly ApiSample[]): ApiSample[] {
  return samples.flatMap((sample) =>
    WITHOUT_TENANT_TWIN.has(sample.operationId)
      ? [sample]
      : [
          sample,
          {
            ...sample,
            operationId: `${sample.operationId}ForTenant`,
            title: `${sample.title} (tenant path)`,
            path: `/tenants/{tenant_id}${sample.path}`,
          },
        ],
  );
}

export const apiSamples: readonly ApiSample[] = withTenantTwins(baseSamples);

/** The Idempotency-Key each idempotent sample sends: fixed, so the page shows the same code each time. */
const BASE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = {
  createUser: "d3776271-4f64-4830-bc4b-fedff227e616",
  updateUser: "41a38abe-161c-4a91-b339-344d587c1b51",
  createOrg: "ee185244-53b9-42b7-a6de-c12e3072b3c4",
  updateOrg: "e62e5658-2531-458d-85f1-52e64a7dc3f7",
  createFacility: "edc3a9b5-c9ea-4e5b-ae44-86d5585a56fb",
  createSource: "49d1dc52-752d-4a4a-b630-80c4ee50b4f7",
  createMeter: "587b95f2-7837-41ce-8e07-3d00c05748ea",
  createActivityRecords: "c2317eb9-4a8a-489e-8a06-f42816279090",
  createProductionRecords: "a8d1b58e-e6a9-4429-a9ee-6efbb078b6dc",
  createInstrument: "9ad7dd56-6336-46fb-926f-4040b3093c87",
};

/** A tenant-path twin sends its own key (the same key on another operation would be refused), made from its base's. */
export const SAMPLE_IDEMPOTENCY_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(BASE_IDEMPOTENCY_KEYS).flatMap(([operationId, key]) => [
    [operationId, key],
    [`${operationId}ForTenant`, `${key.slice(0, -12)}${[...key.slice(-12)].reverse().join("")}`],
  ]),
);
