import { createHash } from "node:crypto";
import type { z } from "zod";
import type { AUDIT_ACTOR_TYPES, auditEventSchema, auditVerificationSchema } from "../../../contracts/api";
import type { Db, Queryable } from "../../db/client";
import { newIds } from "../platform/ids";
import { field, type ListParams, type ListSpec, listPage, type Page } from "../platform/list-query";
import { iso, nowMs } from "../platform/rows";

/**
 * The audit trail's SQL: appending an event to a tenant's hash chain, a page of events, and walking the chain to
 * verify it. The table refuses UPDATE, DELETE (but its tenant's) and TRUNCATE by trigger (migration 115), so this
 * module only ever inserts and reads.
 */

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** What a recorded change says; the store adds its seq, id, time and hashes. */
export type AuditEventInput = {
  actorType: (typeof AUDIT_ACTOR_TYPES)[number];
  actorId: string;
  type: string;
  resourceType: string;
  resourceId: string | null;
  requestId: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  data: Record<string, unknown>;
};

/** The prev_hash of a tenant's first event. */
export const GENESIS_HASH = "0".repeat(64);

/** JSON with every object's keys sorted (and undefined members left out), so equal values hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

type Row = {
  seq: number;
  id: string;
  occurred_at: Date | string;
  actor_type: AuditEvent["actor_type"];
  actor_id: string;
  type: string;
  resource_type: string;
  resource_id: string | null;
  request_id: string;
  changes: AuditEvent["changes"];
  data: AuditEvent["data"];
  prev_hash: string;
  hash: string;
};

/** SHA-256 (hex) of the canonical JSON of an event's fields after its predecessor's hash. */
export function eventHash(e: Omit<Row, "hash">): string {
  const fields = [
    e.prev_hash,
    Number(e.seq),
    e.id,
    iso(e.occurred_at),
    e.actor_type,
    e.actor_id,
    e.type,
    e.resource_type,
    e.resource_id,
    e.request_id,
    e.changes,
    e.data,
  ];
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

function toEvent(row: Record<string, unknown>): AuditEvent {
  const r = row as Row;
  return {
    id: r.id,
    seq: Number(r.seq),
    occurred_at: iso(r.occurred_at),
    actor_type: r.actor_type,
    actor_id: r.actor_id,
    type: r.type,
    resource_type: r.resource_type,
    resource_id: r.resource_id,
    request_id: r.request_id,
    changes: r.changes,
    data: r.data,
    prev_hash: r.prev_hash,
    hash: r.hash,
  };
}

/**
 * Appends one event to the tenant's chain, in its own transaction: the tenant's row is locked (as quotas lock it),
 * so concurrent appends take consecutive seqs, each linked to the one before. Nothing is appended for a tenant that
 * no longer exists.
 */
export async function appendAuditEvent(db: Db, tenantId: string, input: AuditEventInput): Promise<AuditEvent | null> {
  return db.tx(async (q) => {
    const tenant = await q.query("SELECT 1 FROM api_tenant WHERE id = $1 FOR NO KEY UPDATE", [tenantId]);
    if (tenant.length === 0) return null;
    const [head] = await q.query<{ seq: number; hash: string }>(
      "SELECT seq, hash FROM audit_event WHERE tenant_id = $1 ORDER BY seq DESC LIMIT 1",
      [tenantId],
    );
    const event: Omit<Row, "hash"> = {
      seq: head ? Number(head.seq) + 1 : 1,
      id: newIds(1)[0]!,
      occurred_at: nowMs(),
      actor_type: input.actorType,
      actor_id: input.actorId,
      type: input.type,
      resource_type: input.resourceType,
      resource_id: input.resourceId,
      request_id: input.requestId,
      // Stored as JSON and read back as JSON, so the hash is computed on what a reader will get.
      changes: input.changes === null ? null : JSON.parse(JSON.stringify(input.changes)),
      data: JSON.parse(JSON.stringify(input.data)),
      prev_hash: head?.hash ?? GENESIS_HASH,
    };
    const hash = eventHash(event);
    await q.query(
      `INSERT INTO audit_event (tenant_id, seq, id, occurred_at, actor_type, actor_id, type, resource_type,
         resource_id, request_id, changes, data, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        tenantId,
        event.seq,
        event.id,
        event.occurred_at,
        event.actor_type,
        event.actor_id,
        event.type,
        event.resource_type,
        event.resource_id,
        event.request_id,
        event.changes === null ? null : JSON.stringify(event.changes),
        JSON.stringify(event.data),
        event.prev_hash,
        hash,
      ],
    );
    await q.query("UPDATE api_tenant SET audit_head_seq = $2, audit_head_hash = $3 WHERE id = $1", [
      tenantId,
      event.seq,
      hash,
    ]);
    return toEvent({ ...event, hash });
  });
}

const eventList: ListSpec = {
  table: "audit_event",
  defaultSort: "-seq",
  fields: {
    seq: field("seq", "number"),
    occurred_at: field("occurred_at", "timestamp"),
    type: field("type", "text"),
    actor_type: field("actor_type", "text"),
    actor_id: field("actor_id", "text"),
    resource_type: field("resource_type", "text"),
    resource_id: field("resource_id", "text", false),
    request_id: field("request_id", "text", false),
  },
};

/** A page of the tenant's events: filter and sort in the list grammar, keyset cursor. */
export function auditEventPage(db: Queryable, tenantId: string, params: ListParams): Promise<Page<AuditEvent>> {
  return listPage(db, eventList, tenantId, params, {}, toEvent);
}

const VERIFY_BATCH = 1000;

/**
 * Walks the tenant's chain in seq order, recomputing each hash: the first event whose seq skips, whose prev_hash is
 * not its predecessor's hash, or whose hash is not its fields' is the first broken link. The chain must also reach
 * the head kept on the tenant: a chain that ends before it lost its newest events (missing-events), and one whose
 * last event is not the head's was rewritten (head-mismatch).
 */
export async function verifyAuditChain(db: Queryable, tenantId: string): Promise<AuditVerification> {
  // Read before the walk: events appended meanwhile only lengthen the chain past it.
  const [head] = await db.query<{ audit_head_seq: string | number; audit_head_hash: string | null }>(
    "SELECT audit_head_seq, audit_head_hash FROM api_tenant WHERE id = $1",
    [tenantId],
  );
  let lastId = "";
  let expectedSeq = 1;
  let after = 0;
  let prevHash = GENESIS_HASH;
  let events = 0;
  let firstBroken: AuditVerification["first_broken"] = null;
  for (;;) {
    const rows = await db.query<Row>(
      `SELECT seq, id, occurred_at, actor_type, actor_id, type, resource_type, resource_id, request_id, changes, data,
         prev_hash, hash
       FROM audit_event WHERE tenant_id = $1 AND seq > $2 ORDER BY seq LIMIT ${VERIFY_BATCH}`,
      [tenantId, after],
    );
    for (const row of rows) {
      events++;
      const seq = Number(row.seq);
      after = seq;
      if (firstBroken) continue;
      const reason =
        seq !== expectedSeq
          ? "seq-gap"
          : row.prev_hash !== prevHash
            ? "prev-hash-mismatch"
            : eventHash(row) !== row.hash
              ? "hash-mismatch"
              : null;
      if (reason) firstBroken = { seq, id: row.id, reason };
      expectedSeq = seq + 1;
      prevHash = row.hash;
      lastId = row.id;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  const headSeq = Number(head?.audit_head_seq ?? 0);
  if (!firstBroken && after < headSeq) firstBroken = { seq: after + 1, id: "", reason: "missing-events" };
  if (!firstBroken && after === headSeq && headSeq > 0 && head?.audit_head_hash !== prevHash) {
    firstBroken = { seq: after, id: lastId, reason: "head-mismatch" };
  }
  return { verified: firstBroken === null, events, first_broken: firstBroken };
}
