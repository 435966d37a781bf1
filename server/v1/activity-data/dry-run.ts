import { z } from "zod";
import type { GwpSet } from "../../../carbon";
import {
  type activityDryRunSchema,
  activityRecordInputSchema,
  MAX_BATCH,
  type rowProblemSchema,
} from "../../../contracts/api";
import type { FieldError } from "../../../contracts/errors";
import type { DateOrder } from "../../../contracts/sheet-values";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { fieldErrors, validate } from "../../http/validation";
import { inSlices } from "../platform/heavy-work";
import { type CalculatedRecord, calculateRecord, errorOf, type FacilityFacts } from "./calculate";
import type { AmbiguousDate, UnreadableCell } from "./csv";
import { facilityReferences, sourceAndMeterProblems } from "./references";
import { factorsOf, rowWarnings } from "./row-warnings";
import type { EarlierUpload } from "./uploads-store";

/**
 * A dry run of a batch of activity records: every row validated, its references checked and its emissions
 * calculated with the factors it would use, every row's problems reported by row and field and its warnings
 * (row-warnings.ts), with nothing written.
 */

type DryRun = z.infer<typeof activityDryRunSchema>;
type RowProblem = z.infer<typeof rowProblemSchema>;
type Row = DryRun["rows"][number];

/** The body's frame: a records list of the batch's length; the rows inside are checked one by one. */
const envelopeSchema = z.strictObject({ records: z.array(z.unknown()).min(1).max(MAX_BATCH) });

/** A dry run's body: its records, unchecked; a body that is not a list of records is refused whole. */
export function batchEnvelope(body: unknown): unknown[] {
  const envelope = envelopeSchema.safeParse(body ?? undefined);
  if (envelope.success) return envelope.data.records;
  const errors = fieldErrors(envelope.error, body);
  const names = [...new Set(errors.map((e) => e.field))].join(", ");
  throw new HttpProblem("validation-failed", `The request body is not valid: ${names}.`, errors);
}

/** A batch-level field error (records.3.unit) as its row's problem (unit). */
export function rowProblem(
  error: FieldError,
  candidates?: RowProblem["candidates"],
): { index: number; problem: RowProblem } {
  const [, index, ...rest] = error.field.split(".");
  return {
    index: Number(index),
    problem: {
      field: rest.join(".") || "(record)",
      pointer: error.pointer ?? `/records/${index}`,
      code: error.code,
      message: error.message,
      ...(candidates ? { candidates } : {}),
    },
  };
}

export type DryRunOptions = {
  gwp: GwpSet | null;
  dataVersion: string;
  /** The cells of a CSV body that could not be read (csv.ts). */
  unreadableCells?: readonly UnreadableCell[];
  /** The dates of a CSV body that the other date order reads as other days, and the order they were read in. */
  ambiguous?: readonly AmbiguousDate[];
  dateOrder: DateOrder;
  /** An earlier upload, not withdrawn, of the same file. */
  duplicateFile: EarlierUpload | undefined;
  /** A row as the sender knows it: Row 7 of a sheet, records.5 of a JSON batch. */
  rowName: (index: number) => string;
  today: string;
};

export async function dryRunBatch(
  q: Queryable,
  tenantId: string,
  body: unknown,
  options: DryRunOptions,
): Promise<DryRun> {
  const { gwp, dataVersion, unreadableCells = [] } = options;
  // The frame only: a row's unstorable characters are that row's problem, found with its other problems.
  const records = batchEnvelope(body);
  const problems: RowProblem[][] = records.map(() => []);
  const add = (error: FieldError, candidates?: RowProblem["candidates"]) => {
    const { index, problem } = rowProblem(error, candidates);
    problems[index]?.push(problem);
  };

  // A CSV cell that could not be read is its row's problem; the fields it would have filled are not missing too.
  const unread = new Map<number, Set<string>>();
  for (const cell of unreadableCells) {
    add(cell.error, cell.candidates);
    const fields = unread.get(cell.index) ?? new Set();
    for (const f of cell.fills) fields.add(f);
    unread.set(cell.index, fields);
  }
  const parsed: { index: number; record: z.output<typeof activityRecordInputSchema> }[] = [];
  await inSlices(records, (raw, index) => {
    const r = validate(activityRecordInputSchema, raw, { pointer: `/records/${index}` });
    if (r.ok) parsed.push({ index, record: r.data });
    else for (const e of r.errors) if (!unread.get(index)?.has(rowProblem(e).problem.field)) add(e);
  });

  const referring = parsed.map(({ index, record }) => ({ index, ...record }));
  const { facilities, errors: facilityErrors } = await facilityReferences(q, tenantId, referring);
  for (const e of facilityErrors) add(e);
  for (const e of await sourceAndMeterProblems(q, tenantId, referring)) add(e);

  const calculated = new Map<number, { record: CalculatedRecord; facility: FacilityFacts }>();
  await inSlices(parsed, ({ index, record }) => {
    const facility = facilities.get(record.facility_id);
    if (!facility) return;
    const result = calculateRecord(record, facility, gwp, dataVersion);
    if (result.ok) calculated.set(index, { record: result.record, facility });
    else add(errorOf(result.error, index));
  });

  const storable = [...calculated].filter(([index]) => problems[index]!.length === 0);
  const warnings = await rowWarnings(
    q,
    tenantId,
    storable.map(([index, c]) => ({ index, ...c })),
    {
      gwp,
      dataVersion,
      ambiguous: options.ambiguous ?? [],
      dateOrder: options.dateOrder,
      today: options.today,
      rowName: options.rowName,
    },
  );
  const input = new Map(parsed.map(({ index, record }) => [index, record]));
  const rows: Row[] = problems.map((list, index) => {
    const record = list.length === 0 ? calculated.get(index)?.record : undefined;
    const read = input.get(index);
    return {
      index,
      valid: record !== undefined,
      facility_id: read?.facility_id ?? null,
      activity: read?.activity ?? null,
      scope: record?.scope ?? null,
      source_type: record?.source_type ?? null,
      quantity: read?.quantity ?? null,
      unit: read?.unit ?? null,
      co2e_kg: record?.co2e_kg ?? null,
      factors: record ? factorsOf(record) : [],
      problems: list,
      warnings: warnings.get(index) ?? [],
    };
  });
  const valid = rows.filter((r) => r.valid);
  const duplicate = (r: Row) => r.warnings.some((w) => w.code === "DUPLICATE_RECORD" || w.code === "DUPLICATE_ROW");
  return {
    dry_run: true,
    summary: {
      count: rows.length,
      valid: valid.length,
      invalid: rows.length - valid.length,
      co2e_kg: valid.reduce((sum, r) => sum + (r.co2e_kg ?? 0), 0),
      warnings: rows.filter((r) => r.warnings.length > 0).length,
      duplicates: rows.filter(duplicate).length,
      duplicate_file: options.duplicateFile
        ? {
            upload_id: options.duplicateFile.id,
            file_name: options.duplicateFile.file_name,
            created_at: options.duplicateFile.created_at,
          }
        : null,
      date_order: options.dateOrder,
    },
    rows,
  };
}
