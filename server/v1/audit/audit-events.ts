import { z } from "zod";
import { auditEventSchema, auditVerificationSchema, pageOf } from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { callerOf } from "../platform/access-token";
import { listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation, type RequestExample } from "../platform/operation";
import { auditEventPage, verifyAuditChain } from "./audit-store";

/** The audit trail's reads: a page of events, and the verification of the tenant's hash chain. */

const EVENT_EXAMPLE = {
  id: "01M829G4A7C2E5H8K1N4Q7S0V3",
  seq: 42,
  occurred_at: "2026-11-28T10:41:07.318Z",
  actor_type: "client",
  actor_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9",
  type: "updateFacility",
  resource_type: "facilities",
  resource_id: EXAMPLE_IDS.facility_id,
  request_id: "01M829G4A6Y3W0T7R4P1M8J5G2",
  changes: { grid_region: { before: null, after: "IN-WR" } },
  data: {
    method: "PATCH",
    path: `/v1/facilities/${EXAMPLE_IDS.facility_id}`,
    status: 200,
    client_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9",
  },
  prev_hash: "5f2b9c0e7a4d1f8b3e6c9a2d5f0b7e4c1a8d3f6b9e2c5a0d7f4b1e8c3a6d9f2b",
  hash: "a1c4e7f0b3d6a9c2e5f8b1d4a7c0e3f6b9d2a5c8e1f4b7d0a3c6e9f2b5d8a1c4",
} as const;

const AUDIT_ACCESS = { kind: "bearer", scope: "read:audit" } as const;

export const auditRequestExamples: Record<string, RequestExample> = {
  listAuditEvents: { query: { "page[size]": 20, filter: "resource_type==facilities" } },
};

export const auditOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/audit-events",
    operationId: "listAuditEvents",
    summary: "List the audit trail's events",
    description:
      "Every change made through this API, by an API client or by a person in the console, is one event, appended after the change is stored and never edited or deleted: what (type, the operation; resource_type and resource_id; for a PATCH or PUT each changed field before and after; for a POST the ids it created in data.created), who (actor_type client with the client id, or account with the account id for the console), when (occurred_at) and the request's X-Request-ID. Reads, dry runs, estimates and the analytics POSTs change nothing and make no event. Newest first by default (sort=-seq). Filter and sort on seq, occurred_at, type, actor_type, actor_id and resource_type, and filter on resource_id and request_id, e.g. filter=resource_type==facilities;occurred_at>=2026-11-01T00:00:00Z.",
    tag: "Audit",
    access: AUDIT_ACCESS,
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of events",
        schema: pageOf(auditEventSchema, "AuditEventPage"),
        example: { data: [EVENT_EXAMPLE], page: { size: 20, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      return { status: 200, body: await auditEventPage(ctx.db, tenantId, query) };
    },
  }),
  operation({
    method: "GET",
    path: "/audit-events/verify",
    operationId: "verifyAuditEvents",
    summary: "Verify the audit trail's hash chain",
    description:
      "Each event carries the hash of the one before it (prev_hash; 64 zeros for the first) and its own hash, SHA-256 over the canonical JSON of its fields and prev_hash. This walks the tenant's events in seq order and recomputes every hash: verified is true when each seq follows the one before, each prev_hash is its predecessor's hash and each hash is its fields'; otherwise first_broken names the first event that is not (seq-gap, prev-hash-mismatch or hash-mismatch). Heavy: it reads the whole chain.",
    tag: "Audit",
    access: AUDIT_ACCESS,
    tenantAlias: true,
    heavy: true,
    responses: {
      200: {
        description: "Whether the chain is intact, and its first broken link if not",
        schema: auditVerificationSchema,
        example: { verified: true, events: 42, first_broken: null },
      },
    },
    handler: async ({ caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      return { status: 200, body: await verifyAuditChain(ctx.db, tenantId) };
    },
  }),
];
