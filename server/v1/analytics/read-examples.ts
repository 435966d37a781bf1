/**
 * Documentation examples of the analytics reads: answers the sandbox gave for its demo tenant (trimmed), kept
 * as data so every build documents the same bytes. The document test validates each against its schema.
 */

export const FACTOR_EXAMPLE = {
  id: "ipcc2006_gasdiesel_co2",
  gas: "CO2",
  gwp: "n/a (mass of gas)",
  year: "2006",
  label: "Gas/diesel oil, stationary combustion, CO2 (all sectors)",
  scope: 1,
  value: 74100,
  region: "GLOBAL",
  sector: "all",
  source: "IPCC",
  country: null,
  activity: "diesel",
  valid_to: null,
  publisher: "IPCC",
  provenance: {
    doc: "IPCC 2006 Guidelines for National GHG Inventories, Vol.2 Energy (IPCC/IGES 2006); value read from IPCC Emission Factor Database export - Table 1.4 / 2.2 (EFDB EF ID 117614)",
    url: "https://www.ipcc-nggip.iges.or.jp/public/2006gl/vol2.html",
  },
  unit_input: "TJ (NCV)",
  valid_from: "2006-01-01",
  unit_output: "kg CO2",
  scope3_category: null,
} as const;

export const FACTOR_PAGE_EXAMPLE = {
  data: [
    {
      id: "ipcc2006_gasdiesel_ch4_commercial",
      gas: "CH4",
      gwp: "n/a (mass of gas)",
      year: "2006",
      label: "Gas/diesel oil, stationary combustion in commercial/institutional, CH4",
      scope: 1,
      value: 10,
      region: "GLOBAL",
      sector: "commercial",
      source: "IPCC",
      country: null,
      activity: "diesel",
      valid_to: null,
      publisher: "IPCC",
      provenance: {
        doc: "IPCC 2006 Guidelines for National GHG Inventories, Vol.2 Energy (IPCC/IGES 2006), Ch.2 Stationary Combustion, Table 2.4 (default emission factors for stationary combustion in the commercial/institutional category)",
        url: "https://www.ipcc-nggip.iges.or.jp/public/2006gl/vol2.html",
      },
      unit_input: "TJ (NCV)",
      valid_from: "2006-01-01",
      unit_output: "kg CH4",
      scope3_category: null,
    },
    {
      id: "ipcc2006_gasdiesel_ch4_energy",
      gas: "CH4",
      gwp: "n/a (mass of gas)",
      year: "2006",
      label: "Gas/diesel oil, stationary combustion in energy industries, CH4",
      scope: 1,
      value: 3,
      region: "GLOBAL",
      sector: "energy",
      source: "IPCC",
      country: null,
      activity: "diesel",
      valid_to: null,
      publisher: "IPCC",
      provenance: {
        doc: "IPCC 2006 Guidelines for National GHG Inventories, Vol.2 Energy (IPCC/IGES 2006); value read from IPCC Emission Factor Database export - Table 2.2 (EF ID 117668); Table 2.3 manufacturing also 3",
        url: "https://www.ipcc-nggip.iges.or.jp/public/2006gl/vol2.html",
      },
      unit_input: "TJ (NCV)",
      valid_from: "2006-01-01",
      unit_output: "kg CH4",
      scope3_category: null,
    },
  ],
  page: {
    size: 2,
    next_cursor: "eyJzIjoiaWQiLCJ2IjpbImlwY2MyMDA2X2dhc2RpZXNlbF9jaDRfZW5lcmd5Il19",
  },
  summary: {
    count: 2,
    total: 7,
    release: "2026.11.1",
  },
} as const;

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

export const KPIS_EXAMPLE = {
  period: {
    from: "2025-04-01",
    to: "2026-03-31",
    grain: "month",
  },
  totals: {
    co2e: 23596088.328,
    unit: "kgCO2e",
    by_scope: {
      "1": 1444084.278,
      "2": 12157645.035,
      "3": 9994359.015,
    },
    scope2: {
      method: "BOTH",
      location_based: 12999149.005,
      market_based: 12157645.035,
      consumption_mwh: 19171.853,
      covered_mwh: 1241.09589,
      uncovered_basis: "grid_average_fallback",
    },
  },
  intensities: {
    kgCO2e_per_unit: 638.595083,
    denominator_unit: "tonne",
    denominator: 36950,
  },
  vs_baseline: {
    abs_delta: -1349154.617,
    pct_delta: -5.4085,
    baseline: {
      from: "2024-04-01",
      to: "2025-03-31",
      co2e: 24945242.945,
    },
  },
  quality: {
    completeness_pct: 100,
    estimated_pct: 0.09,
    facility_months_expected: 36,
    facility_months_with_data: 36,
  },
} as const;

export const TIMESERIES_EXAMPLE = {
  metric: "co2e",
  grain: "quarter",
  period: {
    from: "2025-04-01",
    to: "2026-03-31",
  },
  scope2_method: "MARKET",
  series: [
    {
      key: {
        scope: 1,
      },
      unit: "kgCO2e",
      points: [
        {
          ts: "2025-04-01T00:00:00.000Z",
          value: 368001.806,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2025-07-01T00:00:00.000Z",
          value: 350120.825,
          quality: {
            estimated: true,
            has_data: true,
          },
        },
        {
          ts: "2025-10-01T00:00:00.000Z",
          value: 349714.706,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2026-01-01T00:00:00.000Z",
          value: 376246.941,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
      ],
    },
    {
      key: {
        scope: 2,
      },
      unit: "kgCO2e",
      points: [
        {
          ts: "2025-04-01T00:00:00.000Z",
          value: 3704447.534,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2025-07-01T00:00:00.000Z",
          value: 3141625.224,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2025-10-01T00:00:00.000Z",
          value: 2618180.45,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2026-01-01T00:00:00.000Z",
          value: 2693391.827,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
      ],
    },
    {
      key: {
        scope: 3,
      },
      unit: "kgCO2e",
      points: [
        {
          ts: "2025-04-01T00:00:00.000Z",
          value: 2469325.996,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2025-07-01T00:00:00.000Z",
          value: 2509024.808,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2025-10-01T00:00:00.000Z",
          value: 2502270.843,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
        {
          ts: "2026-01-01T00:00:00.000Z",
          value: 2513737.368,
          quality: {
            estimated: false,
            has_data: true,
          },
        },
      ],
    },
  ],
  page: {
    size: 50,
    next_cursor: null,
  },
} as const;

export const BREAKDOWN_EXAMPLE = {
  metric: "co2e",
  unit: "kgCO2e",
  period: {
    from: "2025-04-01",
    to: "2026-03-31",
  },
  scope2_method: "MARKET",
  dimensions: ["source_type"],
  total: 23596088.328,
  items: [
    {
      dimension: {
        source_type: "purchased_electricity",
      },
      value: 12157645.035,
      share_pct: 51.52,
    },
    {
      dimension: {
        source_type: "purchased_goods",
      },
      value: 8741056.94,
      share_pct: 37.04,
    },
    {
      dimension: {
        source_type: "stationary_combustion",
      },
      value: 1351917.778,
      share_pct: 5.73,
    },
    {
      dimension: {
        source_type: "other",
      },
      value: 1345468.575,
      share_pct: 5.7,
      other: true,
    },
  ],
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
