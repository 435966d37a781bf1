import type { Queryable } from "../../db/client";
import { databaseEvidenceStorage } from "./blob-store";

/**
 * Where evidence files' bytes are kept, behind one interface so an object store can take the database's place. Each
 * file is named by its tenant and id; the metadata (evidence-store.ts) is always in the database. `q` is the
 * transaction the metadata is written or read in: the database storage writes in it, so a file and its row commit or
 * roll back together; a storage outside the database ignores it (and must then put before the row commits and
 * tolerate a delete of bytes it no longer has).
 */
export type EvidenceStorage = {
  put(q: Queryable, tenantId: string, id: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when the storage has none under that name. */
  get(q: Queryable, tenantId: string, id: string): Promise<Uint8Array | null>;
  delete(q: Queryable, tenantId: string, id: string): Promise<void>;
};

/**
 * The storage the server uses: the database (a bytea row per file, which a tenant's deletion removes with the
 * tenant), the embedded default on both engines.
 */
export const evidenceStorage: EvidenceStorage = databaseEvidenceStorage;
