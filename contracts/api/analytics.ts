import { z } from "../zod";
import { dateSchema } from "./activity";

/** Emission analytics: KPIs, time series and breakdowns (spec sections 3 and 7). */

export const SCOPE2_METHODS = ["MARKET", "LOCATION", "BOTH"] as const;
export const GRAINS = ["day", "week", "month", "quarter", "year"] as const;
export const NORMALIZERS = ["PRODUCTION"] as const;

/** The longest window an analytics read or a planning period may span: ten years, leap days included. */
export const MAX_WINDOW_DAYS = 3653;

/** Metrics the series and breakdowns compute; forecast_co2e and abatement_potential_tco2e have their own operations. */
export const METRICS = [
  "co2e",
  "co2",
  "ch4",
  "n2o",
  "energy_use",
  "fuel_consumed",
  "kgCO2e_per_unit",
  "data_completeness_pct",
] as const;
export const BREAKDOWN_METRICS = ["co2e", "co2", "ch4", "n2o", "energy_use", "fuel_consumed"] as const;

/** Dimensions emissions can be grouped by. */
export const DIMENSIONS = [
  "scope",
  "org_id",
  "facility_id",
  "source_type",
  "source_id",
  "scope3_category",
  "fuel",
  "activity",
  "region",
  "country",
  "supplier_id",
  "meter_id",
  "co2e_gwp",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const scopeTotals = z
  .object({ "1": z.number(), "2": z.number(), "3": z.number() })
  .meta({ description: "kg CO2e per scope; scope 2 by the chosen method (market-based for BOTH)" });

export const scope2DetailSchema = z
  .object({
    method: z.enum(SCOPE2_METHODS),
    location_based: z.number(),
    market_based: z.number(),
    consumption_mwh: z.number(),
    covered_mwh: z.number().meta({ description: "MWh covered by contractual instruments (at most the MWh consumed)" }),
    uncovered_basis: z
      .enum(["residual_mix", "grid_average_fallback", "none"])
      .meta({ description: "What uncovered MWh were multiplied by in the market-based figure" }),
  })
  .meta({ id: "Scope2Detail" });

export const kpisSchema = z
  .object({
    period: z.object({ from: dateSchema, to: dateSchema, grain: z.enum(GRAINS) }),
    totals: z.object({
      co2e: z.number(),
      unit: z.literal("kgCO2e"),
      by_scope: scopeTotals,
      scope2: scope2DetailSchema,
    }),
    intensities: z.object({
      kgCO2e_per_unit: z.number().nullable(),
      denominator_unit: z.string().nullable(),
      denominator: z.number().nullable(),
    }),
    vs_baseline: z.object({
      abs_delta: z.number(),
      pct_delta: z.number().nullable().meta({ description: "null when the baseline is 0" }),
      baseline: z.object({ from: dateSchema, to: dateSchema, co2e: z.number() }),
    }),
    quality: z.object({
      completeness_pct: z.number().nullable(),
      estimated_pct: z.number(),
      facility_months_expected: z.number().int(),
      facility_months_with_data: z.number().int(),
    }),
  })
  .meta({ id: "Kpis" });

export const seriesPointSchema = z.object({
  ts: z.string().meta({ format: "date-time", description: "The start of the bucket, UTC" }),
  value: z.number().nullable(),
  quality: z.object({
    estimated: z.boolean().meta({ description: "Some of the bucket's value comes from estimated records" }),
    has_data: z.boolean(),
  }),
});

export const timeseriesSchema = z
  .object({
    metric: z.enum(METRICS),
    grain: z.enum(GRAINS),
    period: z.object({ from: dateSchema, to: dateSchema }),
    scope2_method: z.enum(["MARKET", "LOCATION"]),
    series: z.array(
      z.object({
        key: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).meta({
          description: "The group_by dimensions' values, e.g. {scope: 2, facility_id: ...}",
        }),
        unit: z.string(),
        points: z.array(seriesPointSchema),
      }),
    ),
    page: z.object({ size: z.number().int(), next_cursor: z.string().nullable() }),
  })
  .meta({ id: "TimeSeries" });

export const breakdownSchema = z
  .object({
    metric: z.enum(BREAKDOWN_METRICS),
    unit: z.string(),
    period: z.object({ from: dateSchema, to: dateSchema }),
    scope2_method: z.enum(["MARKET", "LOCATION"]),
    dimensions: z.array(z.enum(DIMENSIONS)),
    total: z.number(),
    items: z.array(
      z.object({
        dimension: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
        labels: z.record(z.string(), z.string()).optional().meta({ description: "Names of the ids, where known" }),
        value: z.number(),
        share_pct: z.number(),
        other: z.boolean().optional().meta({ description: "The rest beyond top, summed" }),
      }),
    ),
  })
  .meta({ id: "Breakdown" });
