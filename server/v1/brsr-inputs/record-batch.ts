import { createHash } from "node:crypto";
import { ulid } from "ulid";
import { z } from "zod";
import type { brsrInputDryRunSchema, QuotaName } from "../../../contracts/api";
import type { FieldError } from "../../../contracts/errors";
import type { Db, Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { validate } from "../../http/validation";
import { referencedFacilities } from "../activity-data/activity";
import { batchEnvelope, rowProblem } from "../activity-data/dry-run";
import { facilityReferences } from "../activity-data/references";
import type { EarlierUpload } from "../activity-data/uploads-store";
import { refuseSignedOffYears } from "../periods/locks";
import { inSlices } from "../platform/heavy-work";
import { newIds } from "../platform/ids";
import { reserveQuota } from "../platform/quotas";
import { nowMs } from "../platform/rows";
import { inputUploadOfFile, insertInputUpload, type RecordType } from "./input-uploads-store";

/**
 * What the water and waste records' batches share: their query (duplicates, a dry run, the file they came from),
 * their body limit, the dry run that reports every row's problems, the refusal of duplicates, and storing a batch
 * as one upload.
 */

/** The largest batch body: 10,000 records of up to a kilobyte each (a water record names 25 figures). */
export const RECORD_BATCH_BODY_LIMIT = 12 * 1024 * 1024;

import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import type { Period } from "./brsr-inputs-store";

/** How one kind of record is checked, compared and stored. */
export type RecordKind<Input extends Period, Stored extends Period, Identity extends Period> = {
  recordType: RecordType;
  /** "water record" */
  noun: string;
  schema: z.ZodType<Input>;
  quota: QuotaName;
  toStored: (input: Input, id: string) => Stored;
  /** What makes two records the same: facility, period and figures. */
  identity: (record: Stored) => Identity;
  /** For each identity by position that a stored record has, that record's id. */
  storedDuplicates: (q: Queryable, tenantId: string, identities: Identity[]) => Promise<Map<number, string>>;
  insert: (
    q: Queryable,
    tenantId: string,
    records: Stored[],
    createdAt: Date,
    uploadId: string,
  ) => Promise<Record<string, unknown>[]>;
  /** A batch's totals, as its summary gives them. */
  totals: (records: readonly Stored[]) => Record<string, number>;
};

export const recordBatchQuery = (what: string) =>
  z.object({
    duplicates: z
      .enum(["reject", "allow"])
      .default("reject")
      .meta({
        description: `reject (the default): a batch whose file was uploaded before (not withdrawn), or with ${what} of the same facility, period and figures as stored ones or as each other, is refused with 409 duplicate-upload naming them, nothing stored; allow: store it anyway (the person confirmed). A dry run reports them either way`,
      }),
    dry_run: z.enum(["true", "false"]).default("false").meta({
      description:
        "true: check every record and answer 200 with every row's problems by row index and field, the stored record or earlier row each one repeats, and the totals of the rows that would be stored; nothing is written",
    }),
    file_name: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .optional()
      .meta({ description: "The file the batch came from, as its upload lists it (e.g. water-2025-26.xlsx)" }),
    file_kind: z.enum(["csv", "xlsx"]).optional().meta({
      description: "The file's kind, when a program read a CSV or XLSX file into this body; json by default",
    }),
    file_sha256: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .optional()
      .meta({
        description:
          "The SHA-256 of the file as uploaded (hex); by default the body's own. The same file uploaded again (not withdrawn) is a duplicate",
      }),
  });

type BatchQuery = z.output<ReturnType<typeof recordBatchQuery>>;
type DryRun = z.infer<typeof brsrInputDryRunSchema>;

function fileOf(query: BatchQuery, body: unknown) {
  return {
    name: query.file_name ?? null,
    kind: query.file_kind ?? ("json" as const),
    sha256: (query.file_sha256 ?? createHash("sha256").update(JSON.stringify(body)).digest("hex")).toLowerCase(),
  };
}

/** For each record by position: the stored record it repeats, and the earlier record of the batch it repeats. */
async function repeats<Input extends Period, Stored extends Period, Identity extends Period>(
  q: Queryable,
  tenantId: string,
  kind: RecordKind<Input, Stored, Identity>,
  records: readonly { index: number; record: Stored }[],
): Promise<Map<number, { stored?: string; row?: number }>> {
  const identities = records.map((r) => kind.identity(r.record));
  const stored = await kind.storedDuplicates(q, tenantId, identities);
  const out = new Map<number, { stored?: string; row?: number }>();
  const seen = new Map<string, number>();
  identities.forEach((identity, i) => {
    const index = records[i]!.index;
    const key = JSON.stringify(identity);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    const storedId = stored.get(i);
    if (storedId !== undefined || earlier !== undefined) out.set(index, { stored: storedId, row: earlier });
  });
  return out;
}

/** 409 duplicate-upload naming the earlier upload of the file and each repeating record; else undefined. */
function duplicateRefusal(
  noun: string,
  earlierFile: EarlierUpload | undefined,
  found: ReadonlyMap<number, { stored?: string; row?: number }>,
): HttpProblem | undefined {
  const errors: FieldError[] = [];
  if (earlierFile) {
    errors.push({
      field: "(file)",
      code: "DUPLICATE_FILE",
      message: `This file was uploaded on ${earlierFile.created_at.slice(0, 10)} (upload ${earlierFile.id}${earlierFile.file_name ? `, ${earlierFile.file_name}` : ""}).`,
    });
  }
  for (const [index, { stored, row }] of found) {
    const at = { field: `records.${index}`, pointer: `/records/${index}` };
    if (stored) {
      errors.push({ ...at, code: "DUPLICATE_RECORD", message: `records.${index} repeats stored ${noun} ${stored}.` });
    }
    if (row !== undefined) {
      errors.push({ ...at, code: "DUPLICATE_ROW", message: `records.${index} repeats records.${row}.` });
    }
  }
  if (errors.length === 0) return undefined;
  const parts = [
    earlierFile && "this file was uploaded before",
    found.size > 0 &&
      `${found.size.toLocaleString("en")} ${found.size === 1 ? "record repeats" : "records repeat"} stored ${noun}s or each other (the same facility, period and figures)`,
  ].filter(Boolean);
  return new HttpProblem(
    "duplicate-upload",
    `Nothing was stored: ${parts.join(" and ")}. Send it again with duplicates=allow to store it anyway.`,
    errors.slice(0, 50),
  );
}

/**
 * A dry run: every record checked on its own (its fields, its facility), the stored record or earlier row each
 * valid one repeats, and the totals of the valid ones; nothing written.
 */
export async function dryRunRecords<Input extends Period, Stored extends Period, Identity extends Period>(
  q: Queryable,
  tenantId: string,
  kind: RecordKind<Input, Stored, Identity>,
  body: unknown,
  query: BatchQuery,
): Promise<DryRun> {
  const raw = batchEnvelope(body);
  const problems: DryRun["rows"][number]["problems"][] = raw.map(() => []);
  const add = (error: FieldError) => {
    const { index, problem } = rowProblem(error);
    problems[index]?.push(problem);
  };
  const parsed: { index: number; input: Input }[] = [];
  await inSlices(raw, (record, index) => {
    const r = validate(kind.schema, record, { pointer: `/records/${index}` });
    if (r.ok) parsed.push({ index, input: r.data });
    else for (const e of r.errors) add(e);
  });
  const { errors } = await facilityReferences(
    q,
    tenantId,
    parsed.map(({ index, input }) => ({ index, facility_id: input.facility_id })),
  );
  for (const e of errors) add(e);
  const valid = parsed
    .filter(({ index }) => problems[index]!.length === 0)
    .map(({ index, input }) => ({ index, record: kind.toStored(input, "") }));
  const found = await repeats(q, tenantId, kind, valid);
  const earlierFile = await inputUploadOfFile(q, tenantId, kind.recordType, fileOf(query, body).sha256);
  const inputs = new Map(parsed.map(({ index, input }) => [index, input]));
  return {
    dry_run: true,
    summary: {
      count: raw.length,
      valid: valid.length,
      invalid: raw.length - valid.length,
      duplicates: found.size,
      duplicate_file: earlierFile
        ? { upload_id: earlierFile.id, file_name: earlierFile.file_name, created_at: earlierFile.created_at }
        : null,
      totals: kind.totals(valid.map((v) => v.record)),
    },
    rows: problems.map((list, index) => {
      const input = inputs.get(index);
      const repeat = found.get(index);
      return {
        index,
        valid: list.length === 0,
        facility_id: input?.facility_id ?? null,
        period_start: input?.period_start ?? null,
        period_end: input?.period_end ?? null,
        problems: list,
        duplicate_of: repeat?.stored ?? null,
        repeats_row: repeat?.row ?? null,
      };
    }),
  };
}

/**
 * Stores a checked batch as one upload, all or nothing: its facilities must be the tenant's and active, and unless
 * duplicates=allow neither the file nor any record may repeat stored ones. Answers the stored rows, in the
 * batch's order, and the upload's id.
 */
export async function storeRecords<Input extends Period, Stored extends Period, Identity extends Period>(
  q: Db,
  caller: { tenantId: string; clientId: string | null },
  kind: RecordKind<Input, Stored, Identity>,
  inputs: readonly Input[],
  rawBody: unknown,
  query: BatchQuery,
): Promise<{ rows: Record<string, unknown>[]; records: Stored[]; uploadId: string }> {
  const { tenantId, clientId } = caller;
  await referencedFacilities(q, tenantId, inputs);
  await refuseSignedOffYears(
    q,
    tenantId,
    inputs.map((i) => i.period_start),
  );
  const ids = newIds(inputs.length);
  const records = inputs.map((input, i) => kind.toStored(input, ids[i]!));
  const file = fileOf(query, rawBody);
  if (query.duplicates === "reject") {
    const earlierFile = await inputUploadOfFile(q, tenantId, kind.recordType, file.sha256);
    const found = await repeats(
      q,
      tenantId,
      kind,
      records.map((record, index) => ({ index, record })),
    );
    const refusal = duplicateRefusal(kind.noun, earlierFile, found);
    if (refusal) throw refusal;
  }
  const uploadId = ulid();
  const createdAt = nowMs();
  const rows = await q.tx(async (t) => {
    await reserveQuota(t, tenantId, kind.quota, records.length);
    await insertInputUpload(t, tenantId, {
      id: uploadId,
      recordType: kind.recordType,
      kind: file.kind,
      clientId,
      records: records.length,
      createdAt,
      fileName: file.name,
      fileSha256: file.sha256,
    });
    const inserted = await kind.insert(t, tenantId, records, createdAt, uploadId);
    const data = {
      upload_id: uploadId,
      record_type: kind.recordType,
      records: records.length,
      file_name: file.name,
      kind: file.kind,
    };
    await enqueueWebhookEvent(t, tenantId, "upload.committed", data, createdAt);
    return inserted;
  });
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return { rows: ids.map((id) => byId.get(id)!), records, uploadId };
}
