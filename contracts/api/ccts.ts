import { z } from "zod";
import { CCTS_COMPLIANCE_YEARS, CCTS_SECTORS } from "../disclosures";
import { dateSchema, PRODUCTION_UNITS } from "./activity";
import { localTimestamp, timestamp, ulidSchema } from "./tenancy";

/**
 * Shapes of the Carbon Credit Trading Scheme's compliance side: the obligation a workspace records for one of its
 * facilities (an obligated unit under the Greenhouse Gases Emission Intensity Target Rules, 2025) and the position
 * computed from its data for a compliance year.
 */

const SECTORS = CCTS_SECTORS.map((s) => s.value) as [string, ...string[]];
const gei = z.number().positive().max(1e6);

export const cctsObligationInputSchema = z
  .strictObject({
    sector: z.enum(SECTORS).meta({ description: "The notified sector the unit is listed under" }),
    product: z.string().trim().min(1).max(100).nullable().default(null).meta({
      description:
        "The production records' product that is the unit's equivalent product; null counts every production record of the facility in output_unit",
    }),
    output_unit: z
      .enum(PRODUCTION_UNITS)
      .default("tonne")
      .meta({ description: "The unit of the production records that count as output (the GEI is per this unit)" }),
    baseline_output: z.number().positive().max(1e12).meta({ description: "2023-24 output, as notified" }),
    baseline_gei: gei.meta({ description: "2023-24 GEI, tCO2e per unit of equivalent product, as notified" }),
    targets: z
      .strictObject(
        Object.fromEntries(CCTS_COMPLIANCE_YEARS.map((y) => [y, gei])) as Record<"2025-26" | "2026-27", typeof gei>,
      )
      .meta({ description: "Target GEI for each compliance year, tCO2e per unit of equivalent product, as notified" }),
    covered_scopes: z
      .array(z.union([z.literal(1), z.literal(2)]))
      .min(1)
      .default([1, 2])
      .meta({
        description:
          "Which of the facility's emissions count: 1 (direct) and 2 (purchased electricity, location-based, as BEE's procedure reckons grid electricity)",
      }),
  })
  .meta({ id: "CctsObligationInput" });

export const cctsObligationSchema = z
  .object({
    facility_id: ulidSchema,
    sector: z.string(),
    product: z.string().nullable(),
    output_unit: z.enum(PRODUCTION_UNITS),
    baseline_output: z.number(),
    baseline_gei: z.number(),
    targets: z.record(z.string(), z.number()),
    covered_scopes: z.array(z.number().int()),
    updated_at: timestamp,
    updated_at_local: localTimestamp,
  })
  .meta({ id: "CctsObligation" });

const figures = z.object({
  from: dateSchema,
  to: dateSchema,
  emissions_tco2e: z.number(),
  output: z.number(),
  gei: z.number().nullable().meta({ description: "emissions_tco2e / output; null without output" }),
});

export const cctsUnitPositionSchema = z
  .object({
    facility_id: ulidSchema,
    facility_name: z.string(),
    sector: z.string(),
    output_unit: z.enum(PRODUCTION_UNITS),
    target_gei: z.number(),
    baseline_gei: z.number(),
    to_date: figures.extend({
      months_with_data: z.number().int().meta({ description: "Months of the year so far with covered emissions" }),
    }),
    year_end: figures.extend({
      method: z.enum(["actual", "forecast", "run_rate"]).meta({
        description:
          "actual: the year is over; forecast: the months left come from the platform's monthly forecast (AUTO) of the unit's covered emissions and output; run_rate: too little history to forecast (fewer than 6 months), the months left at the year's monthly average so far",
      }),
    }),
    months: z
      .array(
        z.object({
          month: z.string().meta({ description: "YYYY-MM" }),
          emissions_tco2e: z.number(),
          output: z.number(),
          emissions_projected: z.boolean(),
          output_projected: z.boolean(),
        }),
      )
      .meta({
        description:
          "The year's months as counted: the records' own up to as_of, projected after the last month with data (their sums are year_end's)",
      }),
    position: z.object({
      gei_gap: z.number().nullable().meta({ description: "Year-end GEI - target GEI; above 0 misses the target" }),
      certificates_issued: z.number().nullable(),
      certificates_owed: z.number().nullable(),
      environmental_compensation_inr: z.number().nullable().meta({
        description:
          "For every certificate owed if none is surrendered: twice the certificate price given (certificate_price_inr); null without a price or when none are owed",
      }),
    }),
    missing: z.array(z.string()).meta({ description: "What the workspace lacks for a full answer, in words" }),
  })
  .meta({ id: "CctsUnitPosition" });

export const cctsDisclosureSchema = z
  .object({
    compliance_year: z.enum(CCTS_COMPLIANCE_YEARS),
    as_of: dateSchema.meta({ description: "The last day of data counted: the last complete month, or the year's end" }),
    certificate_price_inr: z.number().nullable(),
    units: z.array(cctsUnitPositionSchema),
    rules: z.string(),
  })
  .meta({ id: "CctsDisclosure" });
