import type { z } from "zod";
import type { EvidenceTargetType, evidenceSchema } from "../../../contracts/api";
import { financialYear, startYearOf } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { uploadRecordStarts } from "../periods/periods-store";
import { field, type ListSpec } from "../platform/list-query";
import { iso } from "../platform/rows";

/**
 * Evidence files' metadata: the row of each file, what it is attached to and whether that exists, the days that
 * place the target in financial years (for the locks of signed-off years), and the files of a year for the
 * assurance pack. The bytes are not here: storage.ts.
 */

export type Evidence = z.infer<typeof evidenceSchema>;
type Row = Record<string, unknown>;

export const evidenceList: ListSpec = {
  table: "evidence_file",
  defaultSort: "created_at",
  fields: {
    attached_to_type: field("attached_to_type", "text"),
    attached_to_id: field("attached_to_id", "text"),
    file_name: field("file_name", "text"),
    media_type: field("media_type", "text"),
    byte_size: field("byte_size", "number"),
    sha256: field("sha256", "text", false),
    created_at: field("created_at", "timestamp"),
  },
};

export function evidenceOf(row: Row): Evidence {
  return {
    id: String(row.id),
    attached_to: { type: row.attached_to_type as EvidenceTargetType, id: String(row.attached_to_id) },
    file_name: String(row.file_name),
    media_type: row.media_type as Evidence["media_type"],
    byte_size: Number(row.byte_size),
    sha256: String(row.sha256),
    uploaded_by: { actor_type: row.uploaded_by_type as "client" | "account", actor_id: String(row.uploaded_by_id) },
    created_at: iso(row.created_at),
  };
}

/** The table of each record type a file may be attached to (constants: never a caller's text in SQL). */
const RECORD_TABLES = {
  activity_record: "activity_record",
  production_record: "production_record",
  water_record: "water_record",
  waste_record: "waste_record",
} as const;
const UPLOAD_TABLES = { activity_upload: "activity_upload", brsr_input_upload: "brsr_input_upload" } as const;

/**
 * The first days of what a target covers, to find the financial years it belongs to: a period's first day, a record's
 * period_start, the starts of an upload's records (none for an upload whose records were all withdrawn). Null when
 * the target does not exist in the tenant. A period is any financial year (a year without a row is a draft).
 */
export async function targetDays(
  q: Queryable,
  tenantId: string,
  type: EvidenceTargetType,
  id: string,
): Promise<string[] | null> {
  if (type === "period") return [financialYear(startYearOf(id)).from];
  if (type in RECORD_TABLES) {
    const table = RECORD_TABLES[type as keyof typeof RECORD_TABLES];
    const rows = await q.query<{ s: string }>(
      `SELECT period_start::text AS s FROM ${table} WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    return rows.length ? rows.map((r) => r.s) : null;
  }
  const table = UPLOAD_TABLES[type as keyof typeof UPLOAD_TABLES];
  const rows = await q.query(`SELECT 1 FROM ${table} WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return rows.length ? await uploadRecordStarts(q, tenantId, id) : null;
}

/** The tenant's file holding these bytes on this target, if any. */
export async function evidenceByContent(
  q: Queryable,
  tenantId: string,
  type: EvidenceTargetType,
  id: string,
  sha256: string,
): Promise<Evidence | null> {
  const [row] = await q.query(
    `SELECT * FROM evidence_file
     WHERE tenant_id = $1 AND attached_to_type = $2 AND attached_to_id = $3 AND sha256 = $4`,
    [tenantId, type, id, sha256],
  );
  return row ? evidenceOf(row) : null;
}

export async function evidenceById(q: Queryable, tenantId: string, id: string): Promise<Evidence | null> {
  const [row] = await q.query("SELECT * FROM evidence_file WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row ? evidenceOf(row) : null;
}

/** Writes a file's row; false when the same bytes are already on the target (a concurrent twin won). */
export async function insertEvidence(q: Queryable, tenantId: string, e: Evidence): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO evidence_file (tenant_id, id, attached_to_type, attached_to_id, file_name, media_type, byte_size,
       sha256, uploaded_by_type, uploaded_by_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (tenant_id, attached_to_type, attached_to_id, sha256) DO NOTHING RETURNING id`,
    [
      tenantId,
      e.id,
      e.attached_to.type,
      e.attached_to.id,
      e.file_name,
      e.media_type,
      e.byte_size,
      e.sha256,
      e.uploaded_by.actor_type,
      e.uploaded_by.actor_id,
      e.created_at,
    ],
  );
  return rows.length === 1;
}

export async function deleteEvidenceRow(q: Queryable, tenantId: string, id: string): Promise<boolean> {
  const rows = await q.query("DELETE FROM evidence_file WHERE tenant_id = $1 AND id = $2 RETURNING id", [tenantId, id]);
  return rows.length === 1;
}

/**
 * The metadata of a financial year's evidence, oldest first: files attached to the period, to records whose period
 * starts in the year, and to uploads holding such records. Read their bytes with `evidenceStorage.get` (storage.ts).
 */
export async function evidenceForYear(q: Queryable, tenantId: string, year: string): Promise<Evidence[]> {
  const { from, to } = financialYear(startYearOf(year));
  const inYear = "tenant_id = $1 AND period_start BETWEEN $3::date AND $4::date";
  const rows = await q.query(
    `SELECT * FROM evidence_file e WHERE e.tenant_id = $1 AND (
       (e.attached_to_type = 'period' AND e.attached_to_id = $2)
       OR (e.attached_to_type = 'activity_record' AND e.attached_to_id IN (SELECT id FROM activity_record WHERE ${inYear}))
       OR (e.attached_to_type = 'production_record' AND e.attached_to_id IN (SELECT id FROM production_record WHERE ${inYear}))
       OR (e.attached_to_type = 'water_record' AND e.attached_to_id IN (SELECT id FROM water_record WHERE ${inYear}))
       OR (e.attached_to_type = 'waste_record' AND e.attached_to_id IN (SELECT id FROM waste_record WHERE ${inYear}))
       OR (e.attached_to_type IN ('activity_upload', 'brsr_input_upload') AND e.attached_to_id IN (
         SELECT upload_id FROM activity_record WHERE ${inYear} AND upload_id IS NOT NULL
         UNION SELECT upload_id FROM water_record WHERE ${inYear} AND upload_id IS NOT NULL
         UNION SELECT upload_id FROM waste_record WHERE ${inYear} AND upload_id IS NOT NULL)))
     ORDER BY e.created_at, e.id`,
    [tenantId, year, from, to],
  );
  return rows.map(evidenceOf);
}
