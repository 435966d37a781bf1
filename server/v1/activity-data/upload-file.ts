import { createHash } from "node:crypto";
import { z } from "zod";
import { type UPLOAD_KINDS, ulidSchema } from "../../../contracts/api";
import type { FieldError } from "../../../contracts/errors";
import type { DateOrder } from "../../../contracts/sheet-values";
import { DATE_ORDERS } from "../../../contracts/sheet-values";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { storedDuplicates } from "./batch-checks-store";
import type { CalculatedRecord } from "./calculate";
import { csvBatch, csvBatchOf, csvFacts, refuseUnreadableCells } from "./csv";
import { importMappingById } from "./import-mappings-store";
import type { EarlierUpload } from "./uploads-store";

/**
 * The file a batch came from, as its upload lists it (name, kind as uploaded, SHA-256), and the refusal of a batch
 * that repeats stored data: the same file again, or rows that are stored already or repeat each other.
 */

/** The query parameters of POST /activity-records that describe the file and what to do with duplicates. */
export const UPLOAD_QUERY = {
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .optional()
    .meta({ description: "The file the batch came from, as the upload lists it (e.g. energy-2025-26.xlsx)" }),
  file_kind: z.enum(["csv", "xlsx"]).optional().meta({
    description:
      "The file's kind as uploaded, when a program read it into this body (a spreadsheet sent as CSV is xlsx); by default csv for a text/csv body, json for JSON",
  }),
  file_sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional()
    .meta({
      description:
        "The SHA-256 of the file as uploaded (hex), when the body is not the file itself; by default the body's own. The same file uploaded again (not withdrawn) is a duplicate",
    }),
  duplicates: z.enum(["reject", "allow"]).default("reject").meta({
    description:
      "reject (the default): a batch whose file was uploaded before (not withdrawn), or with rows of the same facility, activity, period and quantity as stored records or as each other, is refused with 409 duplicate-upload naming them, nothing stored; allow: store it anyway (the person confirmed). A dry run reports them either way",
  }),
  mapping: ulidSchema.optional().meta({
    description:
      "A text/csv body read with an import mapping of the tenant (POST /import-mappings): its columns fill the fields the mapping names (problems name the sheet's own headers), its activity cells are read as the mapping's choices, and its dates in the mapping's date order",
  }),
  date_order: z.enum(DATE_ORDERS).default("day-first").meta({
    description:
      "How a CSV's dates such as 03/04/2025 are read: day-first (3 April, as in India; the default) or month-first (4 March). A date only one order can read is read that way; the dry run warns of each one both orders read (AMBIGUOUS_DATE)",
  }),
};

type UploadQuery = { file_name?: string; file_kind?: "csv" | "xlsx"; file_sha256?: string };

/**
 * The body as the operation reads it: a CSV body read again with the import mapping the query names (404 for none
 * of the tenant's; 400 for a body that is not CSV), refused for cells it cannot read unless a dry run asks; any
 * other body as parsed. With the date order it was read in.
 */
export async function mappedBody(
  q: Queryable,
  tenantId: string,
  body: unknown,
  query: { mapping?: string; dry_run: string; date_order: DateOrder },
): Promise<{ body: unknown; dateOrder: DateOrder }> {
  if (query.mapping === undefined) return { body, dateOrder: query.date_order };
  const sheet = csvBatchOf(body);
  const text = sheet && csvFacts(sheet.batch)?.text;
  if (text === undefined) {
    throw new HttpProblem("invalid-parameter", "An import mapping reads a text/csv body; this body is not one.", [
      { field: "mapping", code: "INVALID", message: "Send the sheet as text/csv, or leave mapping out" },
    ]);
  }
  const mapping = await importMappingById(q, tenantId, query.mapping);
  if (!mapping) throw new HttpProblem("not-found", "The tenant has no import mapping with this id.");
  const read = csvBatch(text, {
    dateOrder: mapping.date_order,
    columns: mapping.columns,
    activities: mapping.activities,
  });
  if (query.dry_run !== "true") refuseUnreadableCells(read);
  return { body: read, dateOrder: mapping.date_order };
}

export type UploadFile = { name: string | null; kind: (typeof UPLOAD_KINDS)[number]; sha256: string };

/** The file a batch came from: as the query names it, else the body's own media type and digest. */
export function uploadFileOf(query: UploadQuery, body: unknown, csv: boolean): UploadFile {
  const sheet = csvBatchOf(body);
  const bodyDigest =
    (sheet && csvFacts(sheet.batch)?.sha256) ?? createHash("sha256").update(JSON.stringify(body)).digest("hex");
  return {
    name: query.file_name ?? null,
    kind: query.file_kind ?? (csv ? "csv" : "json"),
    sha256: (query.file_sha256 ?? bodyDigest).toLowerCase(),
  };
}

/** 409 duplicate-upload when the batch repeats stored data, naming the earlier upload and the rows; else undefined. */
export async function duplicateRefusal(
  q: Queryable,
  tenantId: string,
  records: readonly CalculatedRecord[],
  earlierFile: EarlierUpload | undefined,
  rowName: (index: number) => string,
): Promise<HttpProblem | undefined> {
  const identities = records.map((r) => ({
    facility_id: r.facility_id,
    activity: r.activity,
    period_start: r.period_start,
    period_end: r.period_end,
    quantity: r.quantity,
    unit: r.unit,
  }));
  const errors: FieldError[] = [];
  if (earlierFile) {
    errors.push({
      field: "(file)",
      code: "DUPLICATE_FILE",
      message: `This file was uploaded on ${earlierFile.created_at.slice(0, 10)} (upload ${earlierFile.id}${earlierFile.file_name ? `, ${earlierFile.file_name}` : ""}).`,
    });
  }
  const stored = await storedDuplicates(q, tenantId, identities);
  const seen = new Map<string, number>();
  identities.forEach((identity, index) => {
    const at = { field: `records.${index}`, pointer: `/records/${index}` };
    const recordId = stored.get(index);
    if (recordId) {
      errors.push({ ...at, code: "DUPLICATE_RECORD", message: `${rowName(index)} repeats stored record ${recordId}.` });
    }
    const key = JSON.stringify(identity);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ ...at, code: "DUPLICATE_ROW", message: `${rowName(index)} repeats ${rowName(earlier)}.` });
    } else seen.set(key, index);
  });
  if (errors.length === 0) return undefined;
  const rows = new Set(errors.filter((e) => e.field !== "(file)").map((e) => e.field)).size;
  const parts = [
    earlierFile && "this file was uploaded before",
    rows > 0 &&
      `${rows.toLocaleString("en")} ${rows === 1 ? "row repeats" : "rows repeat"} stored records or each other`,
  ].filter(Boolean);
  return new HttpProblem(
    "duplicate-upload",
    `Nothing was stored: ${parts.join(" and ")}. Send it again with duplicates=allow to store it anyway.`,
    errors.slice(0, 50),
  );
}
