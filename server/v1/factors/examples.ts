/**
 * Documentation examples of the factor catalogue: answers the sandbox gave for its demo tenant (trimmed), kept as data
 * so every build documents the same bytes. The document test validates each against its schema.
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
