import { DATE_ORDERS } from "../sheet-values";
import { z } from "../zod";
import { ACCEPTED_UNITS, canonicalUnit, IMPORT_FIELDS, PRODUCTION_UNITS, RECORD_UNITS } from "./activity-lists";
import { localTimestamp, pageOf, timestamp, ulidSchema } from "./tenancy";

export const ROW_WARNING_CODES = [
  "OUTSIDE_VALIDITY",
  "FUTURE_PERIOD",
  "DUPLICATE_RECORD",
  "DUPLICATE_ROW",
  "UNUSUAL_QUANTITY",
  "AMBIGUOUS_DATE",
] as const;

/** Activity data: what a facility consumed or did in a period, the production it made, and Scope 2 instruments. */

export {
  ACCEPTED_UNITS,
  ACTIVITY_KEYS,
  canonicalUnit,
  PRODUCTION_UNITS,
  RECORD_UNITS,
  UNIT_ALIASES,
} from "./activity-lists";

export const GWP_SETS = ["AR4", "AR5", "AR6"] as const;
/** How a CO2e figure was reached (carbon/co2e-basis.ts). */
export const CO2E_BASES = ["per_gas", "published", "from_gas_split"] as const;
export const INSTRUMENT_KINDS = ["REC", "PPA", "SUPPLIER_RATE"] as const;

/** The largest quantity a record may carry: more is a unit error, not a plant. */
export const MAX_QUANTITY = 1e12;
/** The longest period one record may cover, in days. */
export const MAX_PERIOD_DAYS = 731;
/** Records (or production records) in one batch. */
export const MAX_BATCH = 10_000;

export const dateSchema = z.iso.date().meta({ description: "A date, YYYY-MM-DD (UTC)", examples: ["2025-04-01"] });

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** Adds OUT_OF_RANGE issues for a period that ends before it starts, is too long, or starts in the future. */
export function checkPeriod(v: { period_start: string; period_end: string }, ctx: z.RefinementCtx) {
  const start = dayNumber(v.period_start);
  const end = dayNumber(v.period_end);
  if (end < start) {
    ctx.addIssue({
      code: "custom",
      path: ["period_end"],
      params: { code: "OUT_OF_RANGE" },
      message: "The period ends before it starts",
    });
  } else if (end - start + 1 > MAX_PERIOD_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["period_end"],
      params: { code: "OUT_OF_RANGE" },
      message: `A record covers at most ${MAX_PERIOD_DAYS} days; split longer periods`,
    });
  }
  if (start > Date.now() / 86_400_000) {
    ctx.addIssue({
      code: "custom",
      path: ["period_start"],
      params: { code: "OUT_OF_RANGE" },
      message: "Activity data cannot start in the future",
    });
  }
}

const quantity = z
  .number()
  .min(0, "A quantity cannot be negative")
  .max(MAX_QUANTITY, `A quantity above ${MAX_QUANTITY} is not plausible; check the unit`);

/** A quantity's unit: a canonical unit or a factor's own spelling of one (its unit_input), read as the canonical. */
export const recordUnitSchema = z.enum(ACCEPTED_UNITS).transform(canonicalUnit).meta({
  description:
    "Must measure what the activity measures (else UNIT_MISMATCH). A factor's own spelling of its unit (its unit_input, e.g. tonnes, passenger.km) is taken as the unit it names and answered in the canonical spelling (tonne, passenger-km)",
});

/** An activity key's form; which keys exist is the catalogue's to say (an unknown one is UNKNOWN_ACTIVITY). */
export const activityKeySchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9_.]+$/, "An activity key: lower-case letters, digits, _ and .");

export const activityRecordInputSchema = z
  .strictObject({
    facility_id: ulidSchema,
    activity: activityKeySchema.meta({
      description:
        "An activity key from the catalogue (every factor names its activity): diesel, grid_electricity, road_freight, or a DESNZ heading such as business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf or hotel_stay.uk",
      examples: ["diesel"],
    }),
    quantity,
    unit: recordUnitSchema,
    period_start: dateSchema,
    period_end: dateSchema.meta({ description: "Inclusive" }),
    source_id: ulidSchema.optional(),
    meter_id: ulidSchema.optional(),
    supplier_id: z.string().trim().min(1).max(100).optional(),
    scope3_category: z.number().int().min(1).max(15).optional(),
    factor_id: z.string().min(1).max(100).optional().meta({ description: "Pin a catalogue factor" }),
    estimated: z.boolean().default(false),
  })
  .superRefine(checkPeriod)
  .meta({ id: "ActivityRecordInput" });

export const activityBatchSchema = z
  .strictObject({ records: z.array(activityRecordInputSchema).min(1).max(MAX_BATCH) })
  .meta({ id: "ActivityRecordBatch" });

const kg = z.number().nullable();

export const co2eGwpSchema = z.enum(GWP_SETS).meta({
  description:
    "The GWP set the CO2e is on: gwp_set, unless a factor published as CO2e without a per-gas split keeps its publisher's set (DESNZ: AR5)",
});
export const co2eBasisSchema = z.enum(CO2E_BASES).meta({
  description:
    "per_gas: masses of each gas weighted with gwp_set; published: a CO2e factor's figure as published, on its own set; from_gas_split: an AR5 CO2e factor recomputed on AR6 from its published per-gas split (value_ar6)",
});

/** An activity a record may name (GET /activities): the platform's own, and every heading of the published tables. */
export const activitySchema = z
  .object({
    key: z.string().meta({ description: "What an activity record's activity names, e.g. hotel_stay.india" }),
    name: z.string().meta({ description: "The activity in words; a sheet may name it by words of this" }),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    scope3_category: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The GHG Protocol Scope 3 category (6: business travel); null unless scope is 3" }),
    source_type: z.string().meta({ description: "stationary_combustion, business_travel, waste..." }),
    units: z.array(z.enum(RECORD_UNITS)).meta({
      description: "The units a record's quantity may be given in, in their canonical spelling",
    }),
  })
  .meta({ id: "Activity" });

export const activityPageSchema = pageOf(activitySchema, "ActivityPage");

export const activityRecordSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    source_id: ulidSchema.nullable(),
    meter_id: ulidSchema.nullable(),
    supplier_id: z.string().nullable(),
    activity: z.string(),
    source_type: z.string(),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    scope3_category: z.number().int().nullable(),
    quantity: z.number(),
    unit: z
      .string()
      .meta({ description: "In its canonical spelling: a factor's spelling given is stored as the unit it names" }),
    period_start: dateSchema,
    period_end: dateSchema,
    estimated: z.boolean(),
    factor_id: z.string().nullable().meta({ description: "The pinned factor, if the record pinned one" }),
    emissions: z.object({
      co2_kg: kg,
      ch4_kg: kg,
      n2o_kg: kg,
      co2e_kg: z.number(),
      gwp_set: z.enum(GWP_SETS),
      co2e_gwp: co2eGwpSchema,
      co2e_basis: co2eBasisSchema,
      factor_ids: z.array(z.string()).meta({ description: "Every catalogue factor the numbers came from" }),
      selection: z.object({
        basis: z.enum(["pinned", "country", "global_default", "proxy_region"]),
        region: z.string(),
        outside_validity: z.boolean(),
      }),
      data_version: z.string().nullable().meta({
        description:
          "The factor release the numbers were calculated on (latest resolved at the time); null for a record calculated before releases were recorded",
      }),
      releases: z.array(z.string()).meta({ description: "The releases of the factors the numbers came from" }),
    }),
    energy_kwh: z.number().nullable(),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "ActivityRecord" });

export const activityBatchResultSchema = z
  .object({
    data: z.array(activityRecordSchema),
    summary: z.object({
      count: z.number().int(),
      co2e_kg: z.number(),
      upload_id: ulidSchema.meta({
        description: "The upload the batch's records belong to (GET /activity-records/uploads)",
      }),
    }),
  })
  .meta({ id: "ActivityRecordBatchResult" });

/** A problem of one row of a dry run: the field is the row's own (unit, period_end), the pointer the body's. */
export const rowProblemSchema = z
  .object({
    field: z.string().meta({ description: "The record's field, e.g. unit; (record) for the row as a whole" }),
    pointer: z.string().meta({ description: "Where in the body, e.g. /records/3/unit" }),
    code: z.string(),
    message: z.string(),
    candidates: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .optional()
      .meta({
        description:
          "AMBIGUOUS: what the cell could mean (for an activity named by words that fit several: each one's key and name), to write in its place",
      }),
  })
  .meta({ id: "RowProblem" });

/** Something a person should look at in a row that can be stored: it is stored as it is unless they change it. */
export const rowWarningSchema = z
  .object({
    code: z.enum(ROW_WARNING_CODES).meta({
      description:
        "OUTSIDE_VALIDITY: the factor is not valid on the period (the message names the release that covers it, if any); FUTURE_PERIOD: the period ends after today; DUPLICATE_RECORD: a stored record has the same facility, activity, period and quantity; DUPLICATE_ROW: an earlier row of the batch is the same; UNUSUAL_QUANTITY: the quantity per day is more than ten times, or less than a tenth of, the facility's median for the activity; AMBIGUOUS_DATE: a date such as 03/04/2025 was read in the date order the message names",
    }),
    message: z.string(),
    record_id: ulidSchema.optional().meta({ description: "DUPLICATE_RECORD: the stored record it repeats" }),
  })
  .meta({ id: "RowWarning" });

export const dryRunFactorSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The publisher's label" }),
    source: z.string(),
    release: z.string(),
    value: z.number().nullable(),
    unit: z.string().meta({ description: "unit_output per unit_input, e.g. kgCO2e/kWh" }),
    valid_from: dateSchema,
    valid_to: dateSchema.nullable(),
  })
  .meta({ id: "DryRunFactor" });

export const activityDryRunSchema = z
  .object({
    dry_run: z.literal(true),
    summary: z.object({
      count: z.number().int().meta({ description: "Rows in the batch" }),
      valid: z.number().int().meta({ description: "Rows that would be stored" }),
      invalid: z.number().int().meta({ description: "Rows with at least one problem" }),
      co2e_kg: z.number().meta({ description: "The CO2e of the valid rows" }),
      warnings: z.number().int().meta({ description: "Rows with at least one warning" }),
      duplicates: z
        .number()
        .int()
        .meta({ description: "Rows that repeat a stored record or an earlier row (DUPLICATE_RECORD, DUPLICATE_ROW)" }),
      duplicate_file: z
        .object({ upload_id: ulidSchema, file_name: z.string().nullable(), created_at: timestamp })
        .nullable()
        .meta({
          description: "An upload, not withdrawn, of the same file (the same SHA-256): null when there is none",
        }),
      date_order: z.enum(DATE_ORDERS).meta({ description: "How dates such as 03/04/2025 were read (date_order)" }),
    }),
    rows: z
      .array(
        z.object({
          index: z.number().int().meta({ description: "The row's position in records (0-based; CSV data rows too)" }),
          valid: z.boolean(),
          facility_id: ulidSchema.nullable().meta({ description: "The facility the row resolved to" }),
          activity: z.string().nullable().meta({ description: "The activity key the row resolved to" }),
          scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
          source_type: z.string().nullable(),
          quantity: z.number().nullable().meta({ description: "The quantity as read, in unit" }),
          unit: z.string().nullable(),
          co2e_kg: z.number().nullable().meta({ description: "What the row would add; null when it has problems" }),
          factors: z
            .array(dryRunFactorSchema)
            .meta({ description: "The catalogue factors the row is calculated with (one CO2e row, or one per gas)" }),
          problems: z.array(rowProblemSchema),
          warnings: z.array(rowWarningSchema),
        }),
      )
      .meta({ description: "One per record, in the request's order" }),
  })
  .meta({ id: "ActivityRecordDryRun" });

export const UPLOAD_KINDS = ["json", "csv", "xlsx", "demo"] as const;

export const activityUploadSchema = z
  .object({
    id: ulidSchema,
    kind: z.enum(UPLOAD_KINDS).meta({
      description:
        "json or csv: a batch of POST /activity-records in that media type; xlsx: a CSV batch read from a spreadsheet (file_kind=xlsx); demo: the sandbox's demo data",
    }),
    file_name: z.string().nullable().meta({ description: "The file the batch came from (file_name), if named" }),
    file_sha256: z
      .string()
      .nullable()
      .meta({ description: "The SHA-256 of the file as uploaded (file_sha256, else the CSV or JSON body's)" }),
    client_id: z.string().nullable().meta({ description: "The client whose token wrote it; null for the demo data" }),
    records: z.number().int().meta({ description: "Activity records the upload wrote" }),
    co2e_kg: z.number().meta({ description: "Their CO2e as stored now (after any recalculation), withdrawn or not" }),
    period_start: dateSchema.nullable().meta({ description: "The earliest day its records cover" }),
    period_end: dateSchema.nullable().meta({ description: "The latest day its records cover" }),
    created_at: timestamp,
    created_at_local: localTimestamp,
    status: z.enum(["stored", "withdrawn"]).meta({
      description:
        "withdrawn: its records are out of every total and list (POST /activity-records/uploads/{id}/withdraw)",
    }),
    withdrawn_at: timestamp.nullable(),
    withdrawn_at_local: localTimestamp,
    withdrawn_by: z.string().nullable().meta({ description: "The client whose token withdrew it" }),
  })
  .meta({ id: "ActivityUpload" });

const sheetText = z.string().trim().min(1).max(200);

export const importMappingInputSchema = z
  .strictObject({
    headers: z
      .array(z.string().trim().max(200))
      .min(1)
      .max(100)
      .meta({ description: "The sheet's header row, as written: the mapping is offered again for the same headers" }),
    columns: z.record(sheetText, z.enum(IMPORT_FIELDS).nullable()).meta({
      description: "Each header's field, or null for a column the import leaves out",
    }),
    activities: z.record(sheetText, z.string().trim().min(1).max(200)).default({}).meta({
      description: "Activity cells as written (Diesel, Flight LHR-BOM) and the activity key each was taken to mean",
    }),
    date_order: z.enum(DATE_ORDERS).default("day-first"),
  })
  .meta({ id: "ImportMappingInput" });

export const importMappingSchema = z
  .object({
    id: ulidSchema,
    headers: z.array(z.string()),
    columns: z.record(z.string(), z.enum(IMPORT_FIELDS).nullable()),
    activities: z.record(z.string(), z.string()),
    date_order: z.enum(DATE_ORDERS),
    updated_at: timestamp,
    updated_at_local: localTimestamp,
  })
  .meta({ id: "ImportMapping" });

export const productionRecordInputSchema = z
  .strictObject({
    facility_id: ulidSchema,
    product: z.string().trim().min(1).max(100).optional(),
    quantity,
    unit: z.enum(PRODUCTION_UNITS),
    period_start: dateSchema,
    period_end: dateSchema,
  })
  .superRefine(checkPeriod)
  .meta({ id: "ProductionRecordInput" });

export const productionBatchSchema = z
  .strictObject({ records: z.array(productionRecordInputSchema).min(1).max(MAX_BATCH) })
  .meta({ id: "ProductionRecordBatch" });

export const productionRecordSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    product: z.string().nullable(),
    quantity: z.number(),
    unit: z.enum(PRODUCTION_UNITS),
    period_start: dateSchema,
    period_end: dateSchema,
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "ProductionRecord" });

export const productionBatchResultSchema = z
  .object({ data: z.array(productionRecordSchema), summary: z.object({ count: z.number().int() }) })
  .meta({ id: "ProductionRecordBatchResult" });

export const instrumentInputSchema = z
  .strictObject({
    facility_id: ulidSchema,
    kind: z.enum(INSTRUMENT_KINDS).meta({
      description: "REC: energy attribute certificate; PPA: power purchase agreement; SUPPLIER_RATE: a supplier's rate",
    }),
    mwh: z.number().gt(0).max(MAX_QUANTITY),
    emission_rate_kg_per_mwh: z
      .number()
      .min(0)
      .max(5000)
      .default(0)
      .meta({ description: "0 for renewable certificates" }),
    period_start: dateSchema,
    period_end: dateSchema,
    certificate_ref: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine(checkPeriod)
  .meta({ id: "InstrumentInput" });

export const instrumentSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    kind: z.enum(INSTRUMENT_KINDS),
    mwh: z.number(),
    emission_rate_kg_per_mwh: z.number(),
    period_start: dateSchema,
    period_end: dateSchema,
    certificate_ref: z.string().nullable(),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "Instrument" });

export const recalculationRequestSchema = z
  .strictObject({
    data_version: z
      .string()
      .min(1)
      .max(60)
      .default("latest")
      .meta({ description: "The factor release to recalculate on (GET /emission-factors/releases), or latest" }),
    dry_run: z
      .boolean()
      .default(true)
      .meta({ description: "true (default): report the difference and write nothing; false: write the new figures" }),
    facility_id: ulidSchema.optional().meta({ description: "Only this facility's records" }),
  })
  .meta({ id: "RecalculationRequest" });

const recalculationGroup = z.object({
  records: z.number().int(),
  changed: z.number().int().meta({ description: "Records whose CO2e or factors differ on the new release" }),
  co2e_kg_before: z.number(),
  co2e_kg_after: z.number(),
  difference_kg: z.number(),
});

export const recalculationResultSchema = z
  .object({
    data_version: z.string().meta({ description: "The release recalculated on (latest resolved)" }),
    dry_run: z.boolean(),
    written: z.boolean().meta({ description: "Whether the new figures were stored" }),
    by_facility_scope: z.array(recalculationGroup.extend({ facility_id: ulidSchema, scope: z.number().int() })),
    total: recalculationGroup,
    not_recalculated: z
      .array(z.object({ record_id: ulidSchema, code: z.string(), message: z.string() }))
      .meta({ description: "Records the release cannot calculate (up to 100 listed); they keep their figures" }),
  })
  .meta({ id: "RecalculationResult" });
