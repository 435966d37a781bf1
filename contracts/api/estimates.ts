import { z } from "../zod";
import {
  activityKeySchema,
  co2eBasisSchema,
  co2eGwpSchema,
  dateSchema,
  GWP_SETS,
  RECORD_UNITS,
  recordUnitSchema,
} from "./activity";
import { FACTOR_SOURCES } from "./factors";
import { problemSchema, ulidSchema } from "./tenancy";

/** Estimates: one activity's emissions computed on request, with the factors and conversions, and stored nowhere. */

export const MAX_ESTIMATE_BATCH = 1000;
export const IPCC_SECTORS = ["energy", "manufacturing", "commercial"] as const;

export const estimateInputSchema = z
  .strictObject({
    activity: activityKeySchema.optional().meta({
      description:
        "An activity key from the catalogue (every factor names its activity): diesel, grid_electricity, road_freight, or a DESNZ heading such as business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf or hotel_stay.uk; may be left out when factor_id is given (the factor's activity)",
      examples: ["diesel"],
    }),
    factor_id: z.string().min(1).max(100).optional().meta({ description: "Pin a catalogue factor" }),
    quantity: z.number().min(0, "A quantity cannot be negative").max(1e12, "A quantity above 1e12 is not plausible"),
    unit: recordUnitSchema,
    date: dateSchema.optional().meta({ description: "The day of the activity; or give period" }),
    period: z
      .strictObject({ start: dateSchema, end: dateSchema.meta({ description: "Inclusive" }) })
      .optional()
      .meta({ description: "The period of the activity; or give date" }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "An ISO 3166-1 alpha-2 code")
      .optional()
      .meta({
        description:
          "Where the activity happened, ISO 3166-1 alpha-2; or give facility_id. Not needed with factor_id (the factor's region is used)",
      }),
    facility_id: ulidSchema.optional().meta({ description: "A facility of the tenant: its country and industry" }),
    sector: z.enum(IPCC_SECTORS).optional().meta({
      description:
        "IPCC sector table for CH4/N2O; defaults to the facility's industry (manufacturing, energy-utilities), else commercial",
    }),
    data_version: z
      .string()
      .min(1)
      .max(40)
      .default("latest")
      .meta({ description: "The catalogue release to use: latest (default) or a release id" }),
    gwp_set: z.enum(GWP_SETS).optional().meta({
      description:
        "The GWP set to report on. Per-gas factors are weighted with it (AR6 when omitted). A factor published as CO2e keeps its published figure and set when gwp_set is omitted; with gwp_set AR6 a CO2e factor published on AR5 with its per-gas split takes its AR6 figure recomputed from the split (value_ar6), else it keeps its published set. co2e_gwp and co2e_basis say which",
    }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string, code = "REQUIRED") =>
      ctx.addIssue({ code: "custom", path: [path], params: { code }, message });
    if (v.activity === undefined && v.factor_id === undefined) issue("activity", "Give activity or factor_id");
    if ((v.date === undefined) === (v.period === undefined)) {
      issue("date", "Give either date or period", v.date === undefined ? "REQUIRED" : "INCONSISTENT");
    }
    if (v.country !== undefined && v.facility_id !== undefined) {
      issue("country", "Give either country or facility_id, not both", "INCONSISTENT");
    } else if (v.country === undefined && v.facility_id === undefined && v.factor_id === undefined) {
      issue("country", "Give country or facility_id (or pin a factor with factor_id, which has its region)");
    }
    if (v.period && v.period.end < v.period.start) {
      ctx.addIssue({
        code: "custom",
        path: ["period", "end"],
        params: { code: "OUT_OF_RANGE" },
        message: "The period ends before it starts",
      });
    }
  })
  .meta({ id: "EstimateInput" });

/**
 * The batch body's shape; its length is checked before validation (more than 1,000 items is a 400), and each item is
 * validated on its own (an item that does not match is that item's error, not the batch's).
 */
export const estimateBatchSchema = z
  .strictObject({
    items: z
      .array(estimateInputSchema)
      .min(1)
      .max(MAX_ESTIMATE_BATCH)
      .meta({
        description: `Up to ${MAX_ESTIMATE_BATCH} activities; more is 400 bad-request. An item that does not match is answered as that item's own problem`,
      }),
  })
  .meta({ id: "EstimateBatch" });

const kg = z.number().nullable();

export const estimateSchema = z
  .object({
    activity: z.string(),
    source_type: z.string(),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    scope3_category: z.number().int().nullable(),
    quantity: z.number(),
    unit: z
      .enum(RECORD_UNITS)
      .meta({ description: "The unit in its canonical spelling (a factor's spelling becomes it)" }),
    period: z.object({ start: z.string(), end: z.string() }),
    country: z.string().meta({
      description:
        "The country given, the facility's, or with a pinned factor and neither, the factor's region (GLOBAL for an IPCC default)",
    }),
    sector: z.enum(IPCC_SECTORS),
    data_version: z
      .object({ requested: z.string(), release: z.string() })
      .meta({ description: "The release asked for and the catalogue release used" }),
    co2e_kg: z.number(),
    co2_kg: kg,
    ch4_kg: kg,
    n2o_kg: kg.meta({ description: "Null where the chosen factors do not cover the gas (CEA grid rows: CO2 only)" }),
    other_gases_kg: z.record(z.string(), z.number()).meta({ description: "HFCs and other gases, kg by gas" }),
    gwp_set: z.enum(GWP_SETS),
    co2e_gwp: co2eGwpSchema,
    co2e_basis: co2eBasisSchema,
    energy_kwh: z.number().nullable(),
    selection: z.object({
      basis: z.enum(["pinned", "country", "global_default", "proxy_region"]),
      region: z.string(),
      outside_validity: z.boolean(),
      reason: z.string().meta({ description: "Why these factors: the rule that chose them, in words" }),
    }),
    factors: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        gas: z.string(),
        value: z.number(),
        unit_input: z.string(),
        unit_output: z.string(),
        gwp: z.string(),
        value_ar6: z.number().nullable().meta({
          description: "A CO2e factor's value on AR6, recomputed from its published per-gas split; null without one",
        }),
        source: z.enum(FACTOR_SOURCES),
        publisher: z.string(),
        region: z.string(),
        year: z.string(),
        valid_from: z.string(),
        valid_to: z.string().nullable(),
      }),
    ),
    conversions: z
      .array(
        z.object({
          factor_id: z.string(),
          from: z.object({ quantity: z.number(), unit: z.string() }),
          base: z.object({
            unit: z.string(),
            per_from_unit: z.number(),
            per_to_unit: z.number(),
            quantity: z.number(),
          }),
          to: z.object({ quantity: z.number(), unit: z.string() }),
        }),
      )
      .meta({
        description:
          "Per factor: the quantity x base.per_from_unit = base.quantity in the activity's base measure (fuels: GJ, net calorific value), / base.per_to_unit = to.quantity in the factor's unit",
      }),
    lines: z
      .array(
        z.object({
          factor_id: z.string(),
          gas: z.string(),
          quantity: z.number(),
          value: z.number().meta({
            description:
              "The figure multiplied by: the factor's value, or its value_ar6 when co2e_basis is from_gas_split",
          }),
          mass_kg: z.number().nullable().meta({ description: "kg of the gas; null for a CO2e factor" }),
          gwp: z.number().nullable().meta({ description: "The GWP applied to the gas; null for a CO2e factor" }),
          co2e_kg: z.number(),
          co2e_gwp: z.enum(GWP_SETS).meta({ description: "The GWP set this line's CO2e is on" }),
          co2e_basis: co2eBasisSchema,
        }),
      )
      .meta({ description: "Each factor applied: to.quantity x value = mass_kg, x gwp = co2e_kg" }),
  })
  .meta({ id: "Estimate" });

const itemProblemSchema = problemSchema.omit({ request_id: true, quota: true });

export const estimateBatchResultSchema = z
  .object({
    request_id: z.string(),
    summary: z.object({
      items: z.number().int(),
      estimated: z.number().int(),
      failed: z.number().int(),
      co2e_kg: z.number().meta({ description: "The sum over the estimated items" }),
    }),
    items: z
      .array(
        z.discriminatedUnion("status", [
          z.object({ index: z.number().int(), status: z.literal("ok"), estimate: estimateSchema }),
          z.object({ index: z.number().int(), status: z.literal("error"), problem: itemProblemSchema }),
        ]),
      )
      .meta({ description: "One per item, in the request's order: an estimate, or the item's own problem" }),
  })
  .meta({ id: "EstimateBatchResult" });
