import { z } from "zod";
import { dateSchema } from "./activity";
import {
  DISCHARGE_DESTINATIONS,
  TREATMENT_LEVELS,
  WASTE_CATEGORIES,
  WASTE_DISPOSAL_METHODS,
  WASTE_RECOVERY_OPERATIONS,
  WATER_SOURCES,
} from "./brsr-input-lists";
import { ulidSchema } from "./tenancy";

/**
 * BRSR Core's environmental tables computed from a workspace's records for a financial year and the one before, as
 * BRSR Principle 6 lays them out: energy, water withdrawal, consumption and discharge, Scope 1 and 2, waste, each
 * with its intensities and how it was made.
 */

const table = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);

const energyTable = z.object({ electricity: z.number(), fuel: z.number(), other: z.number(), total: z.number() });

const made = (what: string) =>
  z
    .object({
      records: z
        .number()
        .int()
        .meta({
          description: `${what} counted (overlapping the year; a record running past it counts with its days inside)`,
        }),
      months_with_data: z.number().int().meta({ description: "Months of the year with at least one such record" }),
    })
    .meta({ description: "How the figures were made: records counted and months with data" });

const intensity = z
  .object({
    per_rupee: z
      .number()
      .nullable()
      .meta({ description: "Per rupee of revenue from operations; null without revenue" }),
    per_rupee_ppp: z.number().nullable().meta({
      description:
        "Per rupee of revenue adjusted for PPP (per international dollar: total x factor / revenue); null without revenue or a PPP factor",
    }),
    per_output: z
      .number()
      .nullable()
      .meta({ description: "Per unit of physical output (output.unit); null without output" }),
  })
  .meta({ id: "BrsrCoreIntensity" });

export const brsrCoreYearSchema = z
  .object({
    financial_year: z.string(),
    period_start: dateSchema,
    period_end: dateSchema,
    energy: z.object({
      renewable_gj: energyTable.meta({
        description: "Energy from renewable sources (a source marked with a renewable energy_origin), GJ",
      }),
      non_renewable_gj: energyTable.meta({
        description:
          "Energy from non-renewable sources (sources marked non_renewable, and records without a source), GJ",
      }),
      total_gj: z.number(),
      made: made("Activity records with energy"),
    }),
    water: z.object({
      withdrawal_kl: table(WATER_SOURCES),
      total_withdrawal_kl: z.number(),
      consumption_kl: z.number().meta({ description: "Total withdrawal minus total discharge" }),
      discharge_kl: z.object(
        Object.fromEntries(DISCHARGE_DESTINATIONS.map((d) => [d, table(TREATMENT_LEVELS)])) as Record<
          (typeof DISCHARGE_DESTINATIONS)[number],
          ReturnType<typeof table<(typeof TREATMENT_LEVELS)[number]>>
        >,
      ),
      total_discharge_kl: z.number(),
      made: made("Water records"),
    }),
    emissions: z.object({
      scope1_tco2e: z.number(),
      scope2_tco2e: z.number(),
      scope2_method: z
        .literal("location_based")
        .meta({ description: "Scope 2 is location-based (grid average factors)" }),
      total_tco2e: z.number().meta({ description: "Scope 1 + Scope 2; Scope 3 is not in BRSR Core's GHG footprint" }),
      made: made("Scope 1 and 2 activity records"),
    }),
    waste: z.object({
      generated_t: table(WASTE_CATEGORIES),
      total_generated_t: z.number(),
      recovered_t: table(WASTE_RECOVERY_OPERATIONS),
      total_recovered_t: z.number(),
      disposed_t: table(WASTE_DISPOSAL_METHODS),
      total_disposed_t: z.number(),
      made: made("Waste records"),
    }),
    intensities: z.object({
      revenue_from_operations_inr: z.number().nullable(),
      ppp: z
        .object({ inr_per_international_dollar: z.number(), source: z.string(), vintage: z.number().int() })
        .nullable()
        .meta({ description: "The PPP conversion factor the PPP rows are adjusted by, with its source and vintage" }),
      revenue_international_dollars: z.number().nullable(),
      output: z
        .object({ quantity: z.number(), unit: z.string() })
        .nullable()
        .meta({ description: "Physical output of the year in the answer's output_unit, from production records" }),
      ghg_tco2e: intensity.meta({ description: "Scope 1 + 2 tCO2e per ..." }),
      energy_gj: intensity,
      water_consumption_kl: intensity,
      waste_generated_t: intensity,
    }),
  })
  .meta({ id: "BrsrCoreYear" });

export const brsrCoreDisclosureSchema = z
  .object({
    financial_year: z.string(),
    previous_financial_year: z.string(),
    facility_id: ulidSchema.nullable().meta({ description: "The one facility counted; null for the whole workspace" }),
    output_unit: z.string().nullable().meta({
      description:
        "The production unit of the per-output rows: the one asked, or the unit with the most output in the year",
    }),
    years: z.array(brsrCoreYearSchema).meta({ description: "The year asked, then the previous year" }),
    provenance: z.object({
      energy_conversion: z.string(),
      fuels: z
        .array(
          z.object({
            activity: z.string(),
            label: z.string(),
            ncv_gj_per_tonne: z.number(),
            density_kg_per_l: z.number().nullable(),
            gj_per_litre: z.number().nullable(),
            sources: z.array(z.string()),
          }),
        )
        .meta({ description: "Each fuel's net calorific value (and density) its records were converted with" }),
      scope2: z.string(),
    }),
    missing: z
      .array(z.object({ financial_year: z.string(), rows: z.array(z.string()), reason: z.string() }))
      .meta({ description: "Inputs the workspace lacks, each with the rows left empty or at 0 for it" }),
    rules: z.string(),
  })
  .meta({ id: "BrsrCoreDisclosure" });
