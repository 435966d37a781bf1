import type { z } from "zod";
import type { importMappingInputSchema, importMappingSchema } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { iso } from "../platform/rows";

/** Storing a workspace's import mappings: one per header row, the latest kept, at most MAX_MAPPINGS. */

type Mapping = z.infer<typeof importMappingSchema>;
type MappingInput = z.output<typeof importMappingInputSchema>;

/** A workspace keeps this many mappings; saving one more forgets the least recently saved. */
export const MAX_MAPPINGS = 200;

/** What makes two header rows the same: the headers trimmed and lower-cased, in order. */
export const headerKey = (headers: readonly string[]) => headers.map((h) => h.trim().toLowerCase()).join("\u001f");

const mappingRow = (r: { id: string; mapping: MappingInput | string; updated_at: Date | string }): Mapping => {
  const m: MappingInput = typeof r.mapping === "string" ? JSON.parse(r.mapping) : r.mapping;
  return {
    id: r.id,
    headers: m.headers,
    columns: m.columns,
    activities: m.activities,
    date_order: m.date_order,
    updated_at: iso(r.updated_at),
  };
};

/** Saves the mapping of a header row, replacing the one saved for the same headers. */
export async function saveImportMapping(
  q: Queryable,
  tenantId: string,
  id: string,
  mapping: MappingInput,
  at: Date,
): Promise<Mapping> {
  const [row] = await q.query<{ id: string; mapping: MappingInput; updated_at: Date }>(
    `INSERT INTO import_mapping (id, tenant_id, header_key, mapping, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, header_key) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = EXCLUDED.updated_at
     RETURNING id, mapping, updated_at`,
    [id, tenantId, headerKey(mapping.headers), JSON.stringify(mapping), at],
  );
  await q.query(
    `DELETE FROM import_mapping WHERE tenant_id = $1 AND id IN (
       SELECT id FROM import_mapping WHERE tenant_id = $1 ORDER BY updated_at DESC, id DESC OFFSET $2)`,
    [tenantId, MAX_MAPPINGS],
  );
  return mappingRow(row!);
}

/** The workspace's mappings, the latest saved first; for one header row when `headers` is given. */
export async function importMappings(
  q: Queryable,
  tenantId: string,
  headers: readonly string[] | undefined,
): Promise<Mapping[]> {
  const rows = await q.query<{ id: string; mapping: MappingInput; updated_at: Date }>(
    `SELECT id, mapping, updated_at FROM import_mapping WHERE tenant_id = $1 ${headers ? "AND header_key = $2" : ""}
     ORDER BY updated_at DESC, id DESC`,
    headers ? [tenantId, headerKey(headers)] : [tenantId],
  );
  return rows.map(mappingRow);
}

/** One of the tenant's mappings, or undefined. */
export async function importMappingById(q: Queryable, tenantId: string, id: string): Promise<Mapping | undefined> {
  const [row] = await q.query<{ id: string; mapping: MappingInput; updated_at: Date }>(
    "SELECT id, mapping, updated_at FROM import_mapping WHERE tenant_id = $1 AND id = $2",
    [tenantId, id],
  );
  return row && mappingRow(row);
}
