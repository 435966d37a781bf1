import type { Queryable } from "../../db/client";

export type FacilityFacts = { country: string; industry: string | null };

/** The tenant's facilities among those named, by id: what an estimate needs of each (another tenant's are absent). */
export async function facilityFacts(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, FacilityFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: string; country: string; industry: string | null }>(
    "SELECT id, country, industry FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])",
    [tenantId, unique],
  );
  return new Map(rows.map((r) => [r.id, { country: r.country, industry: r.industry }]));
}
