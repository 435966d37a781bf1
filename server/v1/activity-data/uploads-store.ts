import type { z } from "zod";
import type { activityUploadSchema, UPLOAD_KINDS } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { iso } from "../platform/rows";
import { TOTAL_KEY, TOTAL_SUMS } from "./records-store";

/**
 * Storing and reading uploads: one row per batch of activity records, its figures summed from its records; the
 * earlier upload of the same file; withdrawing an upload.
 */

type Upload = z.infer<typeof activityUploadSchema>;

/** Records an upload; call it in the transaction that stores its records. */
export async function insertUpload(
  q: Queryable,
  tenantId: string,
  upload: {
    id: string;
    kind: (typeof UPLOAD_KINDS)[number];
    clientId: string | null;
    records: number;
    createdAt: Date;
    fileName?: string | null;
    fileSha256?: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO activity_upload (id, tenant_id, kind, client_id, records, created_at, file_name, file_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      upload.id,
      tenantId,
      upload.kind,
      upload.clientId,
      upload.records,
      upload.createdAt,
      upload.fileName ?? null,
      upload.fileSha256 ?? null,
    ],
  );
}

/** Forgets a tenant's uploads (their records go with their facilities: the demo data's reset), withdrawn ones too. */
export async function deleteUploads(q: Queryable, tenantId: string): Promise<void> {
  await q.query("DELETE FROM withdrawn_activity_record WHERE tenant_id = $1", [tenantId]);
  await q.query("DELETE FROM activity_upload WHERE tenant_id = $1", [tenantId]);
}

export type EarlierUpload = { id: string; file_name: string | null; created_at: string };

/** The latest upload of the tenant, not withdrawn, whose file had this SHA-256. */
export async function uploadOfFile(q: Queryable, tenantId: string, sha256: string): Promise<EarlierUpload | undefined> {
  const [row] = await q.query<{ id: string; file_name: string | null; created_at: Date | string }>(
    `SELECT id, file_name, created_at FROM activity_upload
     WHERE tenant_id = $1 AND file_sha256 = $2 AND withdrawn_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [tenantId, sha256],
  );
  return row && { id: row.id, file_name: row.file_name, created_at: iso(row.created_at) };
}

type UploadRow = { id: string; withdrawn_at: Date | string | null };

/**
 * Withdraws an upload: its records move to withdrawn_activity_record and leave the month totals (the groups they
 * were in summed again from the records that stay), and the upload keeps who withdrew it and when. Call it in a
 * transaction. Answers what the upload was before: absent, already withdrawn, or now withdrawn.
 */
export async function withdrawUpload(
  q: Queryable,
  tenantId: string,
  uploadId: string,
  by: string,
  at: Date,
): Promise<"absent" | "already-withdrawn" | "withdrawn"> {
  const [upload] = await q.query<UploadRow>(
    "SELECT id, withdrawn_at FROM activity_upload WHERE tenant_id = $1 AND id = $2 FOR UPDATE",
    [tenantId, uploadId],
  );
  if (!upload) return "absent";
  if (upload.withdrawn_at !== null) return "already-withdrawn";
  await q.query("UPDATE activity_upload SET withdrawn_at = $3, withdrawn_by = $4 WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    uploadId,
    at,
    by,
  ]);
  const groups = await q.query<{ month: string; facility_id: string; activity: string }>(
    `SELECT DISTINCT m.month::text AS month, m.facility_id, m.activity FROM activity_month m
     JOIN activity_record r ON r.tenant_id = m.tenant_id AND r.id = m.record_id
     WHERE r.tenant_id = $1 AND r.upload_id = $2`,
    [tenantId, uploadId],
  );
  await q.query(
    `DELETE FROM activity_month m USING activity_record r
     WHERE r.tenant_id = $1 AND r.upload_id = $2 AND m.tenant_id = r.tenant_id AND m.record_id = r.id`,
    [tenantId, uploadId],
  );
  await q.query(
    `WITH moved AS (DELETE FROM activity_record WHERE tenant_id = $1 AND upload_id = $2 RETURNING *)
     INSERT INTO withdrawn_activity_record SELECT * FROM moved`,
    [tenantId, uploadId],
  );
  if (groups.length > 0) await sumMonthGroupsAgain(q, tenantId, groups);
  return "withdrawn";
}

/** Rebuilds the month totals of some (month, facility, activity) groups from their pieces, exactly. */
async function sumMonthGroupsAgain(
  q: Queryable,
  tenantId: string,
  groups: readonly { month: string; facility_id: string; activity: string }[],
): Promise<void> {
  const keys = JSON.stringify(groups);
  const inGroups = (alias: string) =>
    `EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS g(month date, facility_id text, activity text)
       WHERE g.month = ${alias}.month AND g.facility_id = ${alias}.facility_id AND g.activity = ${alias}.activity)`;
  await q.query(`DELETE FROM activity_month_total t WHERE t.tenant_id = $1 AND ${inGroups("t")}`, [tenantId, keys]);
  await q.query(
    `INSERT INTO activity_month_total (${TOTAL_KEY}, ${TOTAL_SUMS.join(", ")}, records)
     SELECT ${TOTAL_KEY}, ${TOTAL_SUMS.map((c) => `COALESCE(SUM(${c}), 0)`).join(", ")}, count(*)
     FROM activity_month m WHERE m.tenant_id = $1 AND ${inGroups("m")}
     GROUP BY ${TOTAL_KEY}`,
    [tenantId, keys],
  );
}

type Figures = { upload_id: string; co2e_kg: number; period_start: string | null; period_end: string | null };

/**
 * The uploads of a page as resources: their CO2e and period are summed from the records as stored now (a withdrawn
 * upload's from its withdrawn records), in one statement for the page (a recalculation changes a record's CO2e,
 * never its upload).
 */
export async function uploadResources(
  q: Queryable,
  tenantId: string,
  rows: Record<string, unknown>[],
): Promise<Upload[]> {
  const ids = rows.map((r) => String(r.id));
  const figures = new Map(
    (
      await q.query<Figures>(
        `SELECT upload_id, COALESCE(SUM(co2e_kg), 0)::float8 AS co2e_kg, MIN(period_start)::text AS period_start,
           MAX(period_end)::text AS period_end
         FROM (SELECT upload_id, co2e_kg, period_start, period_end FROM activity_record
                 WHERE tenant_id = $1 AND upload_id = ANY($2::text[])
               UNION ALL
               SELECT upload_id, co2e_kg, period_start, period_end FROM withdrawn_activity_record
                 WHERE tenant_id = $1 AND upload_id = ANY($2::text[])) r
         GROUP BY upload_id`,
        [tenantId, ids],
      )
    ).map((f) => [f.upload_id, f]),
  );
  return rows.map((r) => {
    const f = figures.get(String(r.id));
    const withdrawnAt = r.withdrawn_at === null || r.withdrawn_at === undefined ? null : iso(r.withdrawn_at);
    return {
      id: String(r.id),
      kind: r.kind as Upload["kind"],
      file_name: (r.file_name as string | null) ?? null,
      file_sha256: (r.file_sha256 as string | null) ?? null,
      client_id: (r.client_id as string | null) ?? null,
      records: Number(r.records),
      co2e_kg: f ? Number(f.co2e_kg) : 0,
      period_start: f?.period_start ?? null,
      period_end: f?.period_end ?? null,
      created_at: iso(r.created_at),
      status: withdrawnAt ? "withdrawn" : "stored",
      withdrawn_at: withdrawnAt,
      withdrawn_by: (r.withdrawn_by as string | null) ?? null,
    };
  });
}

/** One upload as a resource, or undefined. */
export async function uploadById(q: Queryable, tenantId: string, id: string): Promise<Upload | undefined> {
  const rows = await q.query("SELECT * FROM activity_upload WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return rows.length ? (await uploadResources(q, tenantId, rows))[0] : undefined;
}
