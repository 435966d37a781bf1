import { LATEST_FINANCIAL_YEAR, PREVIOUS_FINANCIAL_YEAR } from "../../demo/example-periods";
import type { RequestExample } from "../platform/operation";

/**
 * Documentation examples of the analytics reads: requests about the demo data's latest financial year, and
 * answers the sandbox gave for its demo tenant (trimmed), kept as data so every build documents the same answers.
 */

const LATEST_YEAR = { "period.from": LATEST_FINANCIAL_YEAR.from, "period.to": LATEST_FINANCIAL_YEAR.to };

export const analyticsRequestExamples: Readonly<Record<string, RequestExample>> = {
  getEmissionKpis: {
    query: {
      ...LATEST_YEAR,
      "baseline.from": PREVIOUS_FINANCIAL_YEAR.from,
      "baseline.to": PREVIOUS_FINANCIAL_YEAR.to,
      scope2_method: "BOTH",
      normalize_by: "PRODUCTION",
    },
  },
  getEmissionTimeseries: { query: { ...LATEST_YEAR, grain: "month", group_by: "scope", scope2_method: "MARKET" } },
  getEmissionBreakdown: { query: { ...LATEST_YEAR, dimensions: "facility_id,source_type", top: 10 } },
};

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
