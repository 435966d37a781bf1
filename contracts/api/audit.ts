import { z } from "../zod";
import { localTimestamp, timestamp, ulidSchema } from "./tenancy";

/**
 * The audit trail: every change a client or a person made through /v1, one event each, appended and never changed.
 * Each event carries the hash of the one before it in the tenant's chain, so `GET /audit-events/verify` finds an
 * event altered or removed afterwards.
 */

export const AUDIT_ACTOR_TYPES = ["client", "account"] as const;

const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const auditEventSchema = z
  .object({
    id: ulidSchema,
    seq: z.number().int().min(1).meta({ description: "Its place in the tenant's chain: 1, 2, 3..." }),
    occurred_at: timestamp,
    occurred_at_local: localTimestamp,
    actor_type: z.enum(AUDIT_ACTOR_TYPES).meta({
      description: "client: an API client's token; account: a person, through the console's token",
    }),
    actor_id: z.string().meta({ description: "The client's id, or the account's id" }),
    type: z.string().meta({ description: "The operation that made the change (its operationId), e.g. updateFacility" }),
    resource_type: z.string().meta({
      description: "What it changed, as the path names it: facilities, activity-records, ccts/obligations...",
    }),
    resource_id: z.string().nullable().meta({
      description: "The resource changed, or the one created; null for a batch (data.created lists its ids)",
    }),
    request_id: z.string().meta({ description: "The X-Request-ID the change was answered with" }),
    changes: z
      .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
      .nullable()
      .meta({
        description:
          "For a PATCH or PUT: each top-level field whose value changed, before and after (before null for a resource the PUT created); null otherwise",
      }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        "method, path and status of the request; created: the ids a POST created; console: true for the console's token; sent: the body fields a step keeps as sent (a reopening's reason, an invited member's roles)",
    }),
    prev_hash: hash.meta({ description: "The hash of the event before it (64 zeros for the first)" }),
    hash: hash.meta({
      description:
        "SHA-256 (hex) of the canonical JSON of [prev_hash, seq, id, occurred_at, actor_type, actor_id, type, resource_type, resource_id, request_id, changes, data]",
    }),
  })
  .meta({ id: "AuditEvent" });

export const auditVerificationSchema = z
  .object({
    verified: z.boolean().meta({ description: "Whether every event's hash and link are as recomputed" }),
    events: z.number().int().meta({ description: "Events checked: the tenant's whole chain" }),
    first_broken: z
      .object({
        seq: z.number().int(),
        id: z.string(),
        reason: z.string().meta({
          description:
            "hash-mismatch, prev-hash-mismatch or seq-gap; missing-events when the chain ends before the head kept on the tenant (its newest events removed; id is empty), head-mismatch when its last event is not that head",
        }),
      })
      .nullable()
      .meta({ description: "The first event whose link is broken; null when verified" }),
  })
  .meta({ id: "AuditVerification" });
