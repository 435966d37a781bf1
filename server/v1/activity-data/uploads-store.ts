import type { z } from "zod";
import type { activityUploadSchema, UPLOAD_KINDS } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { iso } from "../platform/rows";

/** Storing and reading uploads: one row per batch of activity records, its figures summed from its records. */

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
  },
): Promise<void> {
  await q.query(
    "INSERT INTO activity_upload (id, tenant_id, kind, client_id, records, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [upload.id, tenantId, upload.kind, upload.clientId, upload.records, upload.createdAt],
  );
}

/** Forgets a tenant's uploads (their records go with their facilities: the demo data's reset). */
export async function deleteUploads(q: Queryable, tenantId: string): Promise<void> {
  await q.query("DELETE FROM activity_upload WHERE tenant_id = $1", [tenantId]);
}

type Figures = { upload_id: string; co2e_kg: number; period_start: string | null; period_end: string | null };

/**
 * The uploads of a page as resources: their CO2e and period are summed from the records as stored now, in one
 * statement for the page (a recalculation changes a record's CO2e, never its upload).
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
         FROM activity_record WHERE tenant_id = $1 AND upload_id = ANY($2::text[]) GROUP BY upload_id`,
        [tenantId, ids],
      )
    ).map((f) => [f.upload_id, f]),
  );
  return rows.map((r) => {
    const f = figures.get(String(r.id));
    return {
      id: String(r.id),
      kind: r.kind as Upload["kind"],
      client_id: (r.client_id as string | null) ?? null,
      records: Number(r.records),
      co2e_kg: f ? Number(f.co2e_kg) : 0,
      period_start: f?.period_start ?? null,
      period_end: f?.period_end ?? null,
      created_at: iso(r.created_at),
    };
  });
}
