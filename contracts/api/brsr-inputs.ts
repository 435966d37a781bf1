import { financialYearId, startYearOf } from "../financial-year";
import { z } from "../zod";
import { checkPeriod, dateSchema, MAX_BATCH, MAX_QUANTITY, rowProblemSchema, UPLOAD_KINDS } from "./activity";
import {
  DISCHARGE_DESTINATIONS,
  TREATMENT_LEVELS,
  WASTE_CATEGORIES,
  WASTE_DISPOSAL_METHODS,
  WASTE_RECOVERY_OPERATIONS,
  WASTE_UNITS,
  WATER_SOURCES,
  WATER_UNITS,
} from "./brsr-input-lists";
import { localTimestamp, timestamp, ulidSchema } from "./tenancy";

export * from "./brsr-input-lists";
export { financialYearId, startYearOf };

/**
 * What a workspace keeps for BRSR Core's environmental attributes besides its activity records: water withdrawn and
 * discharged and waste generated, recovered and disposed, per facility and period, and each financial year's
 * revenue from operations with the PPP conversion factor it is adjusted by. The categories are BRSR Principle 6's
 * (`brsr-input-lists.ts`).
 */

const figure = z
  .number()
  .min(0, "A figure cannot be negative")
  .max(MAX_QUANTITY, `A figure above ${MAX_QUANTITY} is not plausible; check the unit`);

/** An object of optional figures, one per key (a key not given is 0); any other key is UNKNOWN_FIELD. */
function givenFigures<K extends string>(keys: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(keys.map((k) => [k, figure.optional()])) as Record<K, z.ZodOptional<typeof figure>>,
  );
}

/** An answer's table: every key with its figure. */
function figureTable<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);
}

const mapOf = <K extends string, S extends z.ZodType>(keys: readonly K[], value: S) =>
  Object.fromEntries(keys.map((k) => [k, value])) as Record<K, S>;

/**
 * Adds a REQUIRED issue when none of the named tables holds a figure, unless one of them is already refused (a
 * category BRSR does not have is named as such, not as a missing figure).
 */
const someFigureIn =
  (fields: readonly string[], message: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (ctx.issues.some((issue) => fields.includes(String(issue.path?.[0])))) return;
    const count = (value: unknown): number =>
      typeof value === "number"
        ? 1
        : value && typeof value === "object"
          ? Object.values(value).reduce<number>((n, x) => n + count(x), 0)
          : 0;
    if (fields.some((f) => count(v[f]) > 0)) return;
    ctx.addIssue({ code: "custom", path: [fields[0]!], params: { code: "REQUIRED" }, message });
  };

// ---------- water ----------

const WATER_UNIT = z.enum(WATER_UNITS).meta({
  description:
    "The unit of every figure of the record: kL, m3 (the same as kL) or L (1,000 L = 1 kL); stored and answered in kL",
});

export const waterRecordInputSchema = z
  .strictObject({
    facility_id: ulidSchema,
    period_start: dateSchema,
    period_end: dateSchema.meta({ description: "Inclusive: a month, or any period up to two years" }),
    unit: WATER_UNIT,
    withdrawal: givenFigures(WATER_SOURCES).default({}).meta({
      description:
        "Water withdrawn, by source: surface (surface water), ground (groundwater), third_party (third-party water, e.g. a municipal supply or tanker), seawater_desalinated (seawater or desalinated water), other. A source not given is 0",
    }),
    discharge: z
      .strictObject(mapOf(DISCHARGE_DESTINATIONS, givenFigures(TREATMENT_LEVELS).optional()))
      .default({})
      .meta({
        description:
          "Water discharged, by destination (surface, ground, seawater, third_party: sent to third parties, other) and level of treatment (none: discharged untreated; primary, secondary, tertiary: the level of treatment it had), as BRSR tables discharge by destination and level of treatment. A destination or level not given is 0",
      }),
  })
  .superRefine(checkPeriod)
  .superRefine(someFigureIn(["withdrawal", "discharge"], "Give at least one withdrawal or discharge figure"))
  .meta({ id: "WaterRecordInput" });

export const waterRecordBatchSchema = z
  .strictObject({ records: z.array(waterRecordInputSchema).min(1).max(MAX_BATCH) })
  .meta({ id: "WaterRecordBatch" });

export const waterRecordSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    period_start: dateSchema,
    period_end: dateSchema,
    entered_unit: z
      .enum(WATER_UNITS)
      .meta({ description: "The unit the figures were sent in; every figure here is kL" }),
    withdrawal_kl: figureTable(WATER_SOURCES).meta({ description: "Water withdrawn by source, kL" }),
    discharge_kl: z
      .object(mapOf(DISCHARGE_DESTINATIONS, figureTable(TREATMENT_LEVELS)))
      .meta({ description: "Water discharged by destination and level of treatment, kL" }),
    total_withdrawal_kl: z.number(),
    total_discharge_kl: z.number(),
    consumption_kl: z.number().meta({
      description:
        "Water consumption as BRSR defines it: total withdrawal minus total discharge, computed (negative for a record that holds more discharge than withdrawal)",
    }),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "WaterRecord" });

export const waterRecordBatchResultSchema = z
  .object({
    data: z.array(waterRecordSchema),
    summary: z.object({
      count: z.number().int(),
      total_withdrawal_kl: z.number(),
      total_discharge_kl: z.number(),
      consumption_kl: z.number(),
      upload_id: ulidSchema.meta({ description: "The upload the batch is (GET /water-records/uploads)" }),
    }),
  })
  .meta({ id: "WaterRecordBatchResult" });

// ---------- waste ----------

export const wasteRecordInputSchema = z
  .strictObject({
    facility_id: ulidSchema,
    period_start: dateSchema,
    period_end: dateSchema.meta({ description: "Inclusive: a month, or any period up to two years" }),
    unit: z.enum(WASTE_UNITS).meta({
      description:
        "The unit of every figure of the record: tonne, or kg (divided by 1,000); stored and answered in tonnes",
    }),
    generated: givenFigures(WASTE_CATEGORIES).default({}).meta({
      description:
        "Waste generated, by BRSR's categories: plastic (including packaging), e_waste, bio_medical, construction_demolition, battery, radioactive, other_hazardous, other_non_hazardous. A category not given is 0",
    }),
    recovered: givenFigures(WASTE_RECOVERY_OPERATIONS)
      .default({})
      .meta({ description: "Waste recovered, by operation: recycled, re_used, other_recovery. Not given is 0" }),
    disposed: givenFigures(WASTE_DISPOSAL_METHODS)
      .default({})
      .meta({ description: "Waste disposed, by method: incineration, landfill, other_disposal. Not given is 0" }),
  })
  .superRefine(checkPeriod)
  .superRefine(
    someFigureIn(["generated", "recovered", "disposed"], "Give at least one generated, recovered or disposed figure"),
  )
  .meta({ id: "WasteRecordInput" });

export const wasteRecordBatchSchema = z
  .strictObject({ records: z.array(wasteRecordInputSchema).min(1).max(MAX_BATCH) })
  .meta({ id: "WasteRecordBatch" });

export const wasteRecordSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    period_start: dateSchema,
    period_end: dateSchema,
    entered_unit: z
      .enum(WASTE_UNITS)
      .meta({ description: "The unit the figures were sent in; every figure here is t" }),
    generated_t: figureTable(WASTE_CATEGORIES).meta({ description: "Waste generated by category, tonnes" }),
    recovered_t: figureTable(WASTE_RECOVERY_OPERATIONS).meta({ description: "Waste recovered by operation, tonnes" }),
    disposed_t: figureTable(WASTE_DISPOSAL_METHODS).meta({ description: "Waste disposed by method, tonnes" }),
    total_generated_t: z.number(),
    total_recovered_t: z.number(),
    total_disposed_t: z.number(),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "WasteRecord" });

export const wasteRecordBatchResultSchema = z
  .object({
    data: z.array(wasteRecordSchema),
    summary: z.object({
      count: z.number().int(),
      total_generated_t: z.number(),
      total_recovered_t: z.number(),
      total_disposed_t: z.number(),
      upload_id: ulidSchema.meta({ description: "The upload the batch is (GET /waste-records/uploads)" }),
    }),
  })
  .meta({ id: "WasteRecordBatchResult" });

// ---------- uploads and dry runs of water and waste records ----------

export const BRSR_INPUT_RECORD_TYPES = ["water", "waste"] as const;

export const brsrInputUploadSchema = z
  .object({
    id: ulidSchema,
    record_type: z.enum(BRSR_INPUT_RECORD_TYPES),
    kind: z.enum(UPLOAD_KINDS).meta({
      description:
        "json: a batch POSTed as JSON; csv or xlsx: a batch a program read from such a file (file_kind); demo: the demo data",
    }),
    file_name: z.string().nullable().meta({ description: "The file the batch came from (file_name), if named" }),
    file_sha256: z.string().nullable().meta({
      description: "The SHA-256 of the file as uploaded (file_sha256, else the JSON body's); null for the demo data",
    }),
    client_id: z.string().nullable().meta({ description: "The client whose token wrote it; null for the demo data" }),
    records: z.number().int().meta({ description: "Records the upload wrote" }),
    period_start: dateSchema.nullable().meta({ description: "The earliest day its records cover" }),
    period_end: dateSchema.nullable().meta({ description: "The latest day its records cover" }),
    created_at: timestamp,
    created_at_local: localTimestamp,
    status: z.enum(["stored", "withdrawn"]).meta({
      description: "withdrawn: its records are out of every list, table and disclosure",
    }),
    withdrawn_at: timestamp.nullable(),
    withdrawn_at_local: localTimestamp,
    withdrawn_by: z.string().nullable().meta({ description: "The client whose token withdrew it" }),
  })
  .meta({ id: "BrsrInputUpload" });

export const brsrInputDryRunSchema = z
  .object({
    dry_run: z.literal(true),
    summary: z.object({
      count: z.number().int(),
      valid: z.number().int().meta({ description: "Rows that would be stored" }),
      invalid: z.number().int().meta({ description: "Rows with problems: the batch would be refused" }),
      duplicates: z.number().int().meta({
        description: "Valid rows that repeat a stored record or an earlier row: refused unless duplicates=allow",
      }),
      duplicate_file: z
        .object({ upload_id: ulidSchema, file_name: z.string().nullable(), created_at: timestamp })
        .nullable()
        .meta({ description: "An earlier upload, not withdrawn, of the same file (file_sha256)" }),
      totals: z.record(z.string(), z.number()).meta({
        description:
          "The valid rows' totals as the stored batch's summary gives them: total_withdrawal_kl, total_discharge_kl and consumption_kl for water; total_generated_t, total_recovered_t and total_disposed_t for waste",
      }),
    }),
    rows: z.array(
      z.object({
        index: z.number().int(),
        valid: z.boolean(),
        facility_id: z.string().nullable(),
        period_start: z.string().nullable(),
        period_end: z.string().nullable(),
        problems: z.array(rowProblemSchema),
        duplicate_of: z.string().nullable().meta({
          description: "The stored record this row repeats (same facility, period and figures), if any",
        }),
        repeats_row: z.number().int().nullable().meta({ description: "The earlier row of the batch this repeats" }),
      }),
    ),
  })
  .meta({ id: "BrsrInputDryRun" });

// ---------- financial years ----------

export const financialYearIdSchema = z
  .string()
  .regex(/^(19|20)\d{2}-\d{2}$/, "A financial year such as 2025-26 (April 2025 to March 2026)")
  .refine((id) => financialYearId(startYearOf(id)) === id, "The second year follows the first, e.g. 2025-26")
  .meta({ description: "A financial year, April to March: 2025-26", examples: ["2025-26"] });

export const pppFactorSchema = z
  .strictObject({
    inr_per_international_dollar: z.number().positive().max(1000).meta({
      description:
        "The PPP conversion factor: rupees per international dollar (local currency units per international $), e.g. the World Bank's PPP conversion factor, GDP (PA.NUS.PPP)",
    }),
    source: z.string().trim().min(1, "Name where the factor comes from: publisher, series and edition").max(500).meta({
      description:
        "Where the factor comes from, required: publisher, series and edition, e.g. World Bank, World Development Indicators, PPP conversion factor, GDP (LCU per international $), PA.NUS.PPP",
    }),
    vintage: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .meta({ description: "The year the factor is for (the World Bank's are per calendar year, e.g. 2024)" }),
  })
  .meta({ id: "PppFactor" });

export const financialYearInputSchema = z
  .strictObject({
    revenue_from_operations_inr: z
      .number()
      .positive()
      .max(1e15)
      .meta({ description: "Revenue from operations for the year, in rupees (INR), as in the financial statements" }),
    ppp: pppFactorSchema.nullable().default(null).meta({
      description:
        "The PPP conversion factor the year's revenue is adjusted by, with its source and vintage; null (or left out) when none is chosen yet: nothing is adjusted with an uncited factor",
    }),
  })
  .meta({ id: "FinancialYearInput" });

export const financialYearSchema = z
  .object({
    financial_year: z.string().meta({ description: "April to March, e.g. 2025-26" }),
    period_start: dateSchema.meta({ description: "1 April" }),
    period_end: dateSchema.meta({ description: "31 March of the next calendar year" }),
    revenue_from_operations_inr: z.number(),
    ppp: z
      .object({ inr_per_international_dollar: z.number(), source: z.string(), vintage: z.number().int() })
      .nullable()
      .meta({ description: "The PPP conversion factor with its source and vintage; null when none is given" }),
    created_at: timestamp,
    created_at_local: localTimestamp,
    updated_at: timestamp,
    updated_at_local: localTimestamp,
  })
  .meta({ id: "FinancialYear" });
