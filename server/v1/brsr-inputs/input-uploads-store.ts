import type { z } from "zod";
import type { BRSR_INPUT_RECORD_TYPES, brsrInputUploadSchema, UPLOAD_KINDS } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import type { EarlierUpload } from "../activity-data/uploads-store";
import { iso } from "../platform/rows";

/**
 * Storing and reading the uploads of water and waste records: one row per batch, the earlier upload of the same
 * file, withdrawing an upload (its records move to withdrawn_water_record or withdrawn_waste_record, out of every
 * list and table), and forgetting them all (the demo data's reset).
 */

export type RecordType = (typeof BRSR_INPUT_RECORD_TYPES)[number];
type Upload = z.infer<typeof brsrInputUploadSchema>;

const TABLES: Record<RecordType, { records: string; withdrawn: string }> = {
  water: { records: "water_record", withdrawn: "withdrawn_water_record" },
  waste: { records: "waste_record", withdrawn: "withdrawn_waste_record" },
};

/** Records an upload; call it in the transaction that stores its records. */
export async function insertInputUpload(
  q: Queryable,
  tenantId: string,
  upload: {
    id: string;
    recordType: RecordType;
    kind: (typeof UPLOAD_KINDS)[number];
    clientId: string | null;
    records: number;
    createdAt: Date;
    fileName: string | null;
    fileSha256: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO brsr_input_upload (id, tenant_id, record_type, kind, client_id, records, created_at, file_name,
       file_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      upload.id,
      tenantId,
      upload.recordType,
      upload.kind,
      upload.clientId,
      upload.records,
      upload.createdAt,
      upload.fileName,
      upload.fileSha256,
    ],
  );
}

/** The latest upload of this record type, not withdrawn, whose file had this SHA-256. */
export async function inputUploadOfFile(
  q: Queryable,
  tenantId: string,
  recordType: RecordType,
  sha256: string,
): Promise<EarlierUpload | undefined> {
  const [row] = await q.query<{ id: string; file_name: string | null; created_at: Date | string }>(
    `SELECT id, file_name, created_at FROM brsr_input_upload
     WHERE tenant_id = $1 AND record_type = $2 AND file_sha256 = $3 AND withdrawn_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [tenantId, recordType, sha256],
  );
  return row && { id: row.id, file_name: row.file_name, created_at: iso(row.created_at) };
}

/**
 * Withdraws an upload: its records move aside and the upload keeps who withdrew it and when. Call it in a
 * transaction. Answers what the upload was before: absent, already withdrawn, or now withdrawn.
 */
export async function withdrawInputUpload(
  q: Queryable,
  tenantId: string,
  uploadId: string,
  clientId: string | null,
  at: Date,
): Promise<"absent" | "already-withdrawn" | "withdrawn"> {
  const [upload] = await q.query<{ record_type: RecordType; withdrawn_at: Date | string | null }>(
    "SELECT record_type, withdrawn_at FROM brsr_input_upload WHERE tenant_id = $1 AND id = $2 FOR UPDATE",
    [tenantId, uploadId],
  );
  if (!upload) return "absent";
  if (upload.withdrawn_at !== null) return "already-withdrawn";
  const { records, withdrawn } = TABLES[upload.record_type];
  await q.query("UPDATE brsr_input_upload SET withdrawn_at = $3, withdrawn_by = $4 WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    uploadId,
    at,
    clientId,
  ]);
  await q.query(
    `WITH moved AS (DELETE FROM ${records} WHERE tenant_id = $1 AND upload_id = $2 RETURNING *)
     INSERT INTO ${withdrawn} SELECT * FROM moved`,
    [tenantId, uploadId],
  );
  return "withdrawn";
}

/** Forgets a tenant's water and waste uploads and their withdrawn records (the demo data's reset). */
export async function deleteInputUploads(q: Queryable, tenantId: string): Promise<void> {
  await q.query("DELETE FROM withdrawn_water_record WHERE tenant_id = $1", [tenantId]);
  await q.query("DELETE FROM withdrawn_waste_record WHERE tenant_id = $1", [tenantId]);
  await q.query("DELETE FROM water_record WHERE tenant_id = $1", [tenantId]);
  await q.query("DELETE FROM waste_record WHERE tenant_id = $1", [tenantId]);
  await q.query("DELETE FROM brsr_input_upload WHERE tenant_id = $1", [tenantId]);
}

/** The uploads of a page as resources, with the days their records cover (a withdrawn upload's withdrawn records). */
export async function inputUploadResources(
  q: Queryable,
  tenantId: string,
  rows: Record<string, unknown>[],
): Promise<Upload[]> {
  const ids = rows.map((r) => String(r.id));
  const spans = new Map(
    (
      await q.query<{ upload_id: string; period_start: string; period_end: string }>(
        `SELECT upload_id, MIN(period_start)::text AS period_start, MAX(period_end)::text AS period_end
         FROM (${Object.values(TABLES)
           .flatMap((t) => [t.records, t.withdrawn])
           .map(
             (table) =>
               `SELECT upload_id, period_start, period_end FROM ${table} WHERE tenant_id = $1 AND upload_id = ANY($2::text[])`,
           )
           .join(" UNION ALL ")}) r
         GROUP BY upload_id`,
        [tenantId, ids],
      )
    ).map((s) => [s.upload_id, s]),
  );
  return rows.map((r) => {
    const span = spans.get(String(r.id));
    const withdrawnAt = r.withdrawn_at === null || r.withdrawn_at === undefined ? null : iso(r.withdrawn_at);
    return {
      id: String(r.id),
      record_type: r.record_type as RecordType,
      kind: r.kind as Upload["kind"],
      file_name: (r.file_name as string | null) ?? null,
      file_sha256: (r.file_sha256 as string | null) ?? null,
      client_id: (r.client_id as string | null) ?? null,
      records: Number(r.records),
      period_start: span?.period_start ?? null,
      period_end: span?.period_end ?? null,
      created_at: iso(r.created_at),
      status: withdrawnAt ? "withdrawn" : "stored",
      withdrawn_at: withdrawnAt,
      withdrawn_by: (r.withdrawn_by as string | null) ?? null,
    };
  });
}

/** One upload as a resource, or undefined. */
export async function inputUploadById(q: Queryable, tenantId: string, id: string): Promise<Upload | undefined> {
  const rows = await q.query("SELECT * FROM brsr_input_upload WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return rows.length ? (await inputUploadResources(q, tenantId, rows))[0] : undefined;
}
