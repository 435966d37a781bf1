import { z } from "../zod";
import { dateSchema } from "./activity";
import { MAX_WINDOW_DAYS } from "./analytics";

/** Decarbonisation planning: scenarios, forecasts, the marginal abatement cost curve and LMDI contribution. */

const PERIOD_RULE = `both days inclusive, at most ${MAX_WINDOW_DAYS} days (ten years)`;
const daysOf = (v: { from: string; to: string }) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1;

const period = z
  .strictObject({ from: dateSchema, to: dateSchema })
  .superRefine((v, ctx) => {
    if (v.to < v.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        params: { code: "OUT_OF_RANGE" },
        message: "The period ends before it starts",
      });
    } else if (daysOf(v) > MAX_WINDOW_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        params: { code: "OUT_OF_RANGE" },
        message: `The period spans ${daysOf(v)} days; the longest is ${MAX_WINDOW_DAYS} days (ten years)`,
      });
    }
  })
  .meta({ description: `The period, ${PERIOD_RULE}` });

const filter = z.string().max(2000).optional().meta({
  description:
    "The platform's filter grammar over the records, e.g. facility_id==...;scope==2. It may be given as the filter query parameter instead; both with different values is a 400",
});

/** `explain`: the formulas, inputs, intermediate values and references behind a result. */
const explain = z
  .record(z.string(), z.unknown())
  .meta({ description: "How the result was computed: formulas, inputs, intermediate values, references" });

// ---------- scenarios ----------

export const scenarioRequestSchema = z
  .strictObject({
    period,
    knobs: z
      .strictObject({
        ef_adjustments: z
          .array(
            z.strictObject({
              activity: z.string().min(1).max(100).meta({ description: "An activity key, e.g. grid_electricity" }),
              region: z.string().min(1).max(20).optional().meta({ description: "The factor's region, e.g. IN" }),
              delta_pct: z.number().min(-100).max(1000),
            }),
          )
          .max(50)
          .default([]),
        activity_adjustments: z
          .array(
            z.strictObject({
              facility_id: z.string().min(1).max(40).optional(),
              source_type: z.string().min(1).max(60).optional(),
              delta_pct: z.number().min(-100).max(1000),
            }),
          )
          .max(50)
          .default([]),
        instruments: z
          .strictObject({
            ppas_mwh: z.number().min(0).max(1e9).default(0),
            recs_mwh: z.number().min(0).max(1e9).default(0),
          })
          .default({ ppas_mwh: 0, recs_mwh: 0 }),
      })
      .default({ ef_adjustments: [], activity_adjustments: [], instruments: { ppas_mwh: 0, recs_mwh: 0 } }),
    normalize_by: z.enum(["PRODUCTION"]).optional(),
    filter,
  })
  .meta({ id: "ScenarioRequest" });

const split = z.object({ location_based: z.number(), market_based: z.number() });
const scenarioTotals = z.object({
  by_scope: z.object({ "1": z.number(), "2": split, "3": z.number() }),
  total: split,
});
const instrumentUse = z.object({
  consumed_mwh: z.number(),
  ppa_mwh_applied: z.number(),
  rec_mwh_applied: z.number(),
  covered_mwh: z.number(),
  unused_mwh: z.number(),
});

export const scenarioResultSchema = z
  .object({
    period: z.object({ from: dateSchema, to: dateSchema }),
    scope2_method: z.enum(["MARKET", "LOCATION", "BOTH"]),
    unit: z.literal("kg CO2e"),
    summary: z
      .object({
        baseline_co2e: z.number(),
        scenario_co2e: z.number(),
        delta_co2e: z.number(),
        delta_pct: z.number().nullable(),
      })
      .meta({ description: "Totals by the chosen Scope 2 method (market-based for BOTH)" }),
    baseline: scenarioTotals,
    scenario: scenarioTotals,
    delta: z.object({
      absolute: scenarioTotals,
      pct: z.object({ location_based: z.number().nullable(), market_based: z.number().nullable() }),
    }),
    instruments: z.object({ baseline: instrumentUse, scenario: instrumentUse }),
    intensity: z
      .object({
        unit: z.string(),
        baseline: split,
        scenario: split,
      })
      .nullable(),
    adjustments: z.array(
      z.object({
        kind: z.enum(["ef_adjustment", "activity_adjustment", "instruments"]),
        index: z.number().int().nullable(),
        criteria: z.record(z.string(), z.string().nullable()),
        delta_pct: z.number().nullable(),
        lines_touched: z.number().int(),
        record_ids: z.array(z.string()).meta({ description: "The lines (see lines[].id) the adjustment changed" }),
        records_touched: z.number().int().meta({ description: "Activity records behind those lines" }),
        effect_alone_kg: split,
      }),
    ),
    lines: z.array(
      z.object({
        id: z.string(),
        facility_id: z.string(),
        source_type: z.string(),
        activity: z.string(),
        region: z.string(),
        scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        quantity: z.number(),
        unit: z.string(),
        co2e_kg: z.number(),
        records: z.number().int(),
      }),
    ),
    notes: z.array(z.string()),
    explain,
  })
  .meta({ id: "ScenarioResult" });

// ---------- forecasts ----------

const monthly = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/, "YYYY-MM"), value: z.number() });
const regressor = z.union([
  z.array(z.number()).max(60).meta({ description: "Future values, one per forecast month; history from our records" }),
  z.strictObject({ history: z.array(monthly).max(600), future: z.array(z.number()).max(60) }).meta({
    description: "History for every month of the series and future values, for a regressor we do not store",
  }),
]);

export const FORECAST_METRICS = ["co2e", "co2", "ch4", "n2o", "energy_use"] as const;

export const forecastRequestSchema = z
  .strictObject({
    lookback_months: z.number().int().min(6).max(240).default(24),
    horizon_months: z.number().int().min(1).max(60).default(12),
    method: z.enum(["AUTO", "ARIMA", "XGBOOST", "ETS"]).default("AUTO"),
    exogenous: z
      .strictObject({ production_units: regressor.optional(), weather_hdd_cdd: regressor.optional() })
      .optional()
      .meta({ description: "Optional regressors (used by XGBOOST): production_units from our production records" }),
    filter,
  })
  .meta({ id: "ForecastRequest" });

export const forecastResultSchema = z
  .object({
    metric: z.enum(FORECAST_METRICS),
    grain: z.literal("month"),
    unit: z.string(),
    history: z.object({
      from: z.string(),
      to: z.string(),
      points: z.number().int(),
      filled_months: z.array(z.string()).meta({ description: "Months without data, filled by linear interpolation" }),
    }),
    series: z.array(
      z.object({
        ts: z.string().meta({ format: "date-time" }),
        forecast_co2e: z.number(),
        forecast_p05: z.number(),
        forecast_p95: z.number(),
      }),
    ),
    model: z.object({
      method: z.enum(["ARIMA", "XGBOOST", "ETS"]),
      requested: z.enum(["AUTO", "ARIMA", "XGBOOST", "ETS"]),
      description: z.string(),
      mape: z.number().nullable().meta({ description: "Hold-out MAPE in percent, from a backtest on unseen months" }),
      mae: z.number(),
      backtest_points: z.number().int(),
      fallback: z.string().nullable(),
      coverage: z
        .object({
          nominal: z.literal(0.9).meta({ description: "The coverage p05-p95 aims at" }),
          estimated: z.number().nullable().meta({
            description:
              "Share of out-of-sample actuals inside the band in its calibration: the method refitted at up to 12 rolling origins, each origin's errors judged by the band quantile of the other origins' errors (leave-one-origin-out); null with fewer than two origins",
          }),
          points: z.number().int().meta({ description: "How many out-of-sample errors the estimate counts" }),
        })
        .meta({ description: "How often the p05-p95 band holds the actual value, estimated out of sample" }),
    }),
    explain,
  })
  .meta({ id: "ForecastResult" });

// ---------- MACC ----------

export const maccRequestSchema = z
  .strictObject({
    measures: z
      .array(
        z.strictObject({
          id: z.string().min(1).max(60),
          label: z.string().min(1).max(200),
          capex_inr: z.number().meta({ description: "Up-front investment, INR" }),
          opex_delta_inr: z.number().meta({ description: "Change in yearly operating cost, INR (negative: savings)" }),
          lifetime_years: z.number(),
          annual_abatement_tco2e: z.number(),
        }),
      )
      .min(1)
      .max(1000),
    discount_rate_pct: z.number().default(10),
  })
  .meta({ id: "MaccRequest" });

export const maccResultSchema = z
  .object({
    currency: z.literal("INR"),
    money_unit: z.literal("paise"),
    cost_per_tco2e_unit: z.literal("INR paise per tCO2e"),
    rounding: z.string(),
    discount_rate_pct: z.number(),
    bars: z.array(
      z.object({
        rank: z.number().int(),
        id: z.string(),
        label: z.string(),
        annual_abatement_tco2e: z.number(),
        width_tco2e: z.number(),
        cumulative_start_tco2e: z.number(),
        cumulative_abatement_tco2e: z.number(),
        capital_recovery_factor: z.number(),
        annualised_cost_paise: z.number().int(),
        cost_per_tco2e_paise: z.number().int(),
      }),
    ),
    totals: z.object({
      measures: z.number().int(),
      annual_abatement_tco2e: z.number(),
      annualised_cost_paise: z.number().int(),
      abatement_weighted_average_cost_per_tco2e_paise: z.number().int(),
      negative_or_zero_cost_abatement_tco2e: z.number(),
    }),
    assumptions: z.array(z.string()),
    explain,
  })
  .meta({ id: "MaccResult" });

// ---------- contribution (LMDI) ----------

export const contributionRequestSchema = z
  .strictObject({
    base: period.meta({ description: `The earlier period, ${PERIOD_RULE}` }),
    target: period.meta({ description: `The later period, ${PERIOD_RULE}` }),
    by: z
      .enum(["facility_id", "source_type"])
      .default("facility_id")
      .meta({ description: "The sectors of the decomposition" }),
    activity: z
      .enum(["PRODUCTION", "ENERGY"])
      .default("PRODUCTION")
      .meta({ description: "The activity measure: production (by facility only) or energy use (kWh)" }),
    scope2_method: z.enum(["MARKET", "LOCATION"]).default("MARKET"),
    filter,
  })
  .meta({ id: "ContributionRequest" });

const effects = z.object({ activity: z.number(), structure: z.number(), intensity: z.number() });
const periodValues = z.object({ activity: z.number(), emissions: z.number() });

export const contributionResultSchema = z
  .object({
    base: z.object({ from: dateSchema, to: dateSchema }),
    target: z.object({ from: dateSchema, to: dateSchema }),
    by: z.enum(["facility_id", "source_type"]),
    activity: z.object({ measure: z.enum(["PRODUCTION", "ENERGY"]), unit: z.string() }),
    emissions_unit: z.literal("kg CO2e"),
    totals: z.object({ base: periodValues, target: periodValues, change: z.number(), ratio: z.number().nullable() }),
    additive: effects.extend({ sum: z.number(), residual: z.number() }),
    multiplicative: z.union([
      effects.extend({
        product: z.number(),
        ratio: z.number(),
        total_weight: z.number(),
        unavailable_reason: z.null(),
      }),
      z.object({ unavailable_reason: z.string() }),
    ]),
    sectors: z.array(
      z.object({
        id: z.string(),
        label: z.string().optional(),
        base: periodValues.extend({ activity_share: z.number(), intensity: z.number().nullable() }),
        target: periodValues.extend({ activity_share: z.number(), intensity: z.number().nullable() }),
        change: z.number(),
        weight: z.number(),
        multiplicative_weight: z.number().nullable(),
        effects,
        zero_case: z.string(),
      }),
    ),
    excluded: z
      .array(z.object({ id: z.string(), base_emissions: z.number(), target_emissions: z.number(), reason: z.string() }))
      .meta({ description: "Sectors with emissions but no activity in a period: they cannot be factorised" }),
    explain,
  })
  .meta({ id: "ContributionResult" });
