/**
 * Documentation examples of activity data: answers the sandbox gave for its demo tenant (trimmed), kept as data
 * so every build documents the same bytes. The document test validates each against its schema.
 */

export const ACTIVITY_RECORD_EXAMPLE = {
  id: "01M829EMF60V6QFDHNQ98PDG1J",
  facility_id: "01M829EMB37Y3D2BH15MHD54QK",
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
  },
  energy_kwh: 42997.98745670691,
  created_at: "2026-11-22T18:48:15.450Z",
} as const;

export const PRODUCTION_RECORD_EXAMPLE = {
  id: "01M829ENDH51ANFGV3YG59WNC4",
  facility_id: "01M829EMB37Y3D2BH15MHD54QK",
  product: "Assemblies",
  quantity: 1826,
  unit: "tonne",
  period_start: "2024-03-01",
  period_end: "2024-03-31",
  created_at: "2026-11-22T18:48:15.450Z",
} as const;

export const INSTRUMENT_EXAMPLE = {
  id: "01M829ENHG15MRJMS7KXKMY09F",
  facility_id: "01M829EMB37Y3D2BH15MHD54QK",
  kind: "REC",
  mwh: 3000,
  emission_rate_kg_per_mwh: 0,
  period_start: "2025-11-01",
  period_end: "2026-10-31",
  certificate_ref: "I-REC-IN-2025-000417",
  created_at: "2026-11-22T18:48:15.450Z",
} as const;
