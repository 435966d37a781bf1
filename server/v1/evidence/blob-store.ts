import type { Queryable } from "../../db/client";

/**
 * The database's evidence storage (the EvidenceStorage of storage.ts): one evidence_blob row (bytea) per file, in the
 * caller's transaction.
 */
export const databaseEvidenceStorage = {
  async put(q: Queryable, tenantId: string, id: string, bytes: Uint8Array): Promise<void> {
    await q.query("INSERT INTO evidence_blob (tenant_id, id, bytes) VALUES ($1, $2, $3)", [
      tenantId,
      id,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ]);
  },
  async get(q: Queryable, tenantId: string, id: string): Promise<Uint8Array | null> {
    const [row] = await q.query<{ bytes: Uint8Array }>(
      "SELECT bytes FROM evidence_blob WHERE tenant_id = $1 AND id = $2",
      [tenantId, id],
    );
    return row ? new Uint8Array(row.bytes) : null;
  },
  async delete(q: Queryable, tenantId: string, id: string): Promise<void> {
    await q.query("DELETE FROM evidence_blob WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  },
};
