import type { z } from "zod";
import type { cctsObligationInputSchema } from "../../../contracts/api/ccts";
import type { Queryable } from "../../db/client";

/** Every SQL statement of CCTS obligations, for one tenant. */

export type ObligationInput = z.infer<typeof cctsObligationInputSchema>;
export type ObligationRow = ObligationInput & { facility_id: string; facility_name: string; updated_at: Date };

const COLUMNS = `o.facility_id, f.name AS facility_name, o.sector, o.product, o.output_unit, o.baseline_output,
  o.baseline_gei, o.targets, o.covered_scopes, o.updated_at`;

const rowOf = (r: Record<string, unknown>): ObligationRow => ({
  facility_id: String(r.facility_id),
  facility_name: String(r.facility_name),
  sector: String(r.sector),
  product: (r.product as string | null) ?? null,
  output_unit: r.output_unit as ObligationRow["output_unit"],
  baseline_output: Number(r.baseline_output),
  baseline_gei: Number(r.baseline_gei),
  targets: (typeof r.targets === "string" ? JSON.parse(r.targets) : r.targets) as ObligationRow["targets"],
  covered_scopes: (r.covered_scopes as number[]).map(Number) as ObligationRow["covered_scopes"],
  updated_at: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
});

/** Records (or replaces) the obligation of one of the tenant's facilities; null when the facility is not its. */
export async function putObligation(
  db: Queryable,
  tenantId: string,
  facilityId: string,
  input: ObligationInput,
  now: Date,
): Promise<{ row: ObligationRow; created: boolean } | null> {
  const [written] = await db.query<{ created: boolean }>(
    `INSERT INTO ccts_obligation (tenant_id, facility_id, sector, product, output_unit, baseline_output, baseline_gei,
       targets, covered_scopes, created_at, updated_at)
     SELECT $1, f.id, $3, $4, $5, $6, $7, $8::jsonb, $9::smallint[], $10, $10
     FROM api_facility f WHERE f.tenant_id = $1 AND f.id = $2
     ON CONFLICT (tenant_id, facility_id) DO UPDATE SET sector = EXCLUDED.sector, product = EXCLUDED.product,
       output_unit = EXCLUDED.output_unit, baseline_output = EXCLUDED.baseline_output,
       baseline_gei = EXCLUDED.baseline_gei, targets = EXCLUDED.targets, covered_scopes = EXCLUDED.covered_scopes,
       updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS created`,
    [
      tenantId,
      facilityId,
      input.sector,
      input.product,
      input.output_unit,
      input.baseline_output,
      input.baseline_gei,
      JSON.stringify(input.targets),
      [...new Set(input.covered_scopes)].sort(),
      now,
    ],
  );
  if (!written) return null;
  const [row] = await obligations(db, tenantId, facilityId);
  return row ? { row, created: Boolean(written.created) } : null;
}

/** The tenant's obligations (one facility's when given), by facility name. */
export async function obligations(db: Queryable, tenantId: string, facilityId?: string): Promise<ObligationRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM ccts_obligation o
     JOIN api_facility f ON f.tenant_id = o.tenant_id AND f.id = o.facility_id
     WHERE o.tenant_id = $1 ${facilityId ? "AND o.facility_id = $2" : ""}
     ORDER BY f.name, o.facility_id`,
    facilityId ? [tenantId, facilityId] : [tenantId],
  );
  return rows.map(rowOf);
}

/** Removes one facility's obligation; false when it had none. */
export async function deleteObligation(db: Queryable, tenantId: string, facilityId: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM ccts_obligation WHERE tenant_id = $1 AND facility_id = $2 RETURNING 1", [
    tenantId,
    facilityId,
  ]);
  return rows.length > 0;
}
