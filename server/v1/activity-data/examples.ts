import { CATALOGUE_RELEASE, calculateEmissions } from "../../../carbon";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { EXAMPLE_MONTH, EXAMPLE_MONTH_BEFORE, LATEST_FINANCIAL_YEAR } from "../../demo/example-periods";
import type { RequestExample } from "../platform/operation";
import { factorsOf } from "./row-warnings";

/**
 * Documentation examples of activity data: requests for the demo manufacturer's Pune plant in the demo data's
 * latest month and financial year, and answers to them. The stored record is an answer the sandbox gave for its
 * demo tenant (trimmed), kept as data so every build documents the same bytes.
 */

const CREATED_AT = "2026-11-22T18:48:15.450Z";

const PRODUCTION_RECORD = {
  facility_id: EXAMPLE_IDS.facility_id,
  product: "Assemblies",
  quantity: 1815,
  unit: "tonne",
  ...EXAMPLE_MONTH,
};

const INSTRUMENT = {
  facility_id: EXAMPLE_IDS.facility_id,
  kind: "REC",
  mwh: 1200,
  emission_rate_kg_per_mwh: 0,
  period_start: LATEST_FINANCIAL_YEAR.from,
  period_end: LATEST_FINANCIAL_YEAR.to,
  certificate_ref: "I-REC-IN-2025-000583",
};

/** A month of electricity, diesel and flights at the Pune plant, as the activity-records examples record it. */
const monthOfRecords = (month: { period_start: string; period_end: string }) => ({
  records: [
    {
      facility_id: EXAMPLE_IDS.facility_id,
      source_id: EXAMPLE_IDS.source_id,
      activity: "grid_electricity",
      quantity: 812000,
      unit: "kWh",
      ...month,
    },
    {
      facility_id: EXAMPLE_IDS.facility_id,
      activity: "diesel",
      quantity: 4273,
      unit: "L",
      ...month,
      estimated: true,
    },
    {
      facility_id: EXAMPLE_IDS.facility_id,
      activity: "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
      quantity: 14200,
      unit: "passenger-km",
      ...month,
    },
  ],
});

export const activityRequestExamples: Readonly<Record<string, RequestExample>> = {
  createActivityRecords: { body: monthOfRecords(EXAMPLE_MONTH) },
  // Its tenant-path twin records the month before: the same records twice would be refused as duplicates.
  createActivityRecordsForTenant: { body: monthOfRecords(EXAMPLE_MONTH_BEFORE) },

  recalculateActivityRecords: { body: { data_version: "latest", dry_run: true, facility_id: EXAMPLE_IDS.facility_id } },
  listActivityRecords: {
    query: { "page[size]": 5, sort: "-created_at", filter: `scope==2;facility_id==${EXAMPLE_IDS.facility_id}` },
  },
  getActivityRecord: { params: { id: EXAMPLE_IDS.activity_record_id } },
  createProductionRecords: { body: { records: [PRODUCTION_RECORD] } },
  listProductionRecords: {
    query: { "page[size]": 12, sort: "-period_start", filter: `facility_id==${EXAMPLE_IDS.facility_id}` },
  },
  createInstrument: { body: INSTRUMENT },
  listActivityUploads: { query: { "page[size]": 10, sort: "-created_at", filter: "kind==csv" } },
  withdrawActivityUpload: { params: { id: EXAMPLE_IDS.upload_id } },
  listInstruments: { query: { filter: "kind==REC" } },
};

export const ACTIVITY_RECORD_EXAMPLE = {
  id: EXAMPLE_IDS.activity_record_id,
  facility_id: EXAMPLE_IDS.facility_id,
  source_id: "01M829EMBQNXYTTBEZNBH52EAB",
  meter_id: "01M829EMBQX32PEAWCH6JA7102",
  supplier_id: null,
  activity: "diesel",
  source_type: "stationary_combustion",
  scope: 1,
  scope3_category: null,
  quantity: 4273,
  unit: "L",
  period_start: "2023-11-01",
  period_end: "2023-11-30",
  estimated: false,
  factor_id: null,
  emissions: {
    co2_kg: 11470.143133951136,
    ch4_kg: 0.4643782645324347,
    n2o_kg: 0.09287565290648693,
    co2e_kg: 11509.336659477674,
    gwp_set: "AR6",
    co2e_gwp: "AR6",
    co2e_basis: "per_gas",
    factor_ids: [
      "ipcc2006_gasdiesel_co2",
      "ipcc2006_gasdiesel_ch4_manufacturing",
      "ipcc2006_gasdiesel_n2o_manufacturing",
    ],
    selection: {
      basis: "global_default",
      region: "GLOBAL",
      outside_validity: false,
    },
    data_version: CATALOGUE_RELEASE,
    releases: ["ipcc-2006"],
  },
  energy_kwh: 42997.98745670691,
  created_at: CREATED_AT,
} as const;

export const UPLOAD_EXAMPLE = {
  id: EXAMPLE_IDS.upload_id,
  kind: "csv",
  client_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9",
  records: 1,
  co2e_kg: ACTIVITY_RECORD_EXAMPLE.emissions.co2e_kg,
  period_start: ACTIVITY_RECORD_EXAMPLE.period_start,
  period_end: ACTIVITY_RECORD_EXAMPLE.period_end,
  created_at: CREATED_AT,
  file_name: "diesel-november.csv",
  file_sha256: "3f0c6b1e5d8a9c2f4b7e0a1d6c3f8e2b5a9d0c7e4f1b8a3d6e9c2f5b0a7d4e1c",
  status: "stored",
  withdrawn_at: null,
  withdrawn_by: null,
} as const;

/** A dry run of two rows: the diesel of the stored example, and electricity given in litres. */
export const DRY_RUN_EXAMPLE = {
  dry_run: true,
  summary: {
    count: 2,
    valid: 1,
    invalid: 1,
    co2e_kg: ACTIVITY_RECORD_EXAMPLE.emissions.co2e_kg,
    warnings: 0,
    duplicates: 0,
    duplicate_file: null,
    date_order: "day-first",
  },
  rows: [
    {
      index: 0,
      valid: true,
      facility_id: ACTIVITY_RECORD_EXAMPLE.facility_id,
      activity: ACTIVITY_RECORD_EXAMPLE.activity,
      scope: 1,
      source_type: "stationary_combustion",
      quantity: ACTIVITY_RECORD_EXAMPLE.quantity,
      unit: ACTIVITY_RECORD_EXAMPLE.unit,
      co2e_kg: ACTIVITY_RECORD_EXAMPLE.emissions.co2e_kg,
      factors: factorsOf(ACTIVITY_RECORD_EXAMPLE.emissions),
      problems: [],
      warnings: [],
    },
    {
      index: 1,
      valid: false,
      facility_id: ACTIVITY_RECORD_EXAMPLE.facility_id,
      activity: "grid_electricity",
      scope: null,
      source_type: null,
      quantity: 812000,
      unit: "L",
      co2e_kg: null,
      factors: [],
      warnings: [],
      problems: [
        {
          field: "unit",
          pointer: "/records/1/unit",
          code: "UNIT_MISMATCH",
          message: "L does not measure grid_electricity; use one of kWh, MWh, GJ, TJ",
        },
      ],
    },
  ],
} as const;

export const PRODUCTION_BATCH_EXAMPLE = {
  data: [{ id: "01M829ENDH51ANFGV3YG59WNC4", ...PRODUCTION_RECORD, created_at: CREATED_AT }],
  summary: { count: 1 },
};

export const INSTRUMENT_EXAMPLE = { id: "01M829ENHG15MRJMS7KXKMY09F", ...INSTRUMENT, created_at: CREATED_AT };

/**
 * A dry run on the latest release for a UK office whose 2025 electricity (100,000 kWh a month) was calculated on
 * DESNZ 2024: computed here with the engine, as the operation computes it.
 */
function ukOfficeOn(dataVersion: string): number {
  let total = 0;
  for (let month = 1; month <= 12; month++) {
    const start = `2025-${String(month).padStart(2, "0")}-01`;
    const end = new Date(Date.UTC(2025, month, 0)).toISOString().slice(0, 10);
    const r = calculateEmissions({
      activity: "grid_electricity",
      quantity: 100_000,
      unit: "kWh",
      period_start: start,
      period_end: end,
      country: "GB",
      sector: "commercial",
      data_version: dataVersion,
    });
    if (!r.ok) throw new Error(`The recalculation example does not calculate: ${r.error.code}`);
    total += r.value.co2e_kg;
  }
  return total;
}

const before = ukOfficeOn("desnz-2024");
const after = ukOfficeOn(CATALOGUE_RELEASE);
const scope2 = {
  records: 12,
  changed: 12,
  co2e_kg_before: before,
  co2e_kg_after: after,
  difference_kg: after - before,
};

export const RECALCULATION_EXAMPLE = {
  data_version: CATALOGUE_RELEASE,
  dry_run: true,
  written: false,
  by_facility_scope: [{ facility_id: EXAMPLE_IDS.facility_id, scope: 2, ...scope2 }],
  total: scope2,
  not_recalculated: [],
};
