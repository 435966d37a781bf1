import { createHash } from "node:crypto";
import { ulid } from "ulid";
import { z } from "zod";
import {
  EVIDENCE_EXTENSIONS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MEDIA_TYPES,
  EVIDENCE_TARGET_TYPES,
  type EvidenceTargetType,
  evidenceSchema,
  evidenceTargetQuery,
  financialYearIdSchema,
  pageOf,
  ulidSchema,
} from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { financialYearId, financialYearOf } from "../../../contracts/financial-year";
import { LATEST_FINANCIAL_YEAR } from "../../demo/example-periods";
import { HttpProblem } from "../../http/problem";
import { actorOf } from "../audit/recording";
import { refuseSignedOffYears } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { badParameter, notFound } from "../platform/errors";
import { listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation, type RequestExample } from "../platform/operation";
import { formatBytes, reserveQuota } from "../platform/quotas";
import { nowMs } from "../platform/rows";
import { ACCEPTED_TYPES_TEXT, detectEvidenceType } from "./content-type";
import {
  deleteEvidenceRow,
  type Evidence,
  evidenceByContent,
  evidenceById,
  evidenceList,
  evidenceOf,
  insertEvidence,
  targetDays,
} from "./evidence-store";
import { evidenceStorage } from "./storage";

/**
 * Evidence files: attached (the body is the file's bytes), listed, read, downloaded as an attachment and deleted. The
 * type is told from the content (content-type.ts); the same bytes attached to the same thing again answer the file
 * already there (200), so a retry or a second click stores nothing twice.
 */

const EXAMPLE_YEAR = financialYearId(financialYearOf(LATEST_FINANCIAL_YEAR.from));
/** The file the upload sample sends, from the directory it runs in. */
export const EVIDENCE_SAMPLE_FILE = "electricity-bill.pdf";

const EXAMPLE: Evidence = {
  id: EXAMPLE_IDS.evidence_id,
  attached_to: { type: "period", id: EXAMPLE_YEAR },
  file_name: EVIDENCE_SAMPLE_FILE,
  media_type: "application/pdf",
  byte_size: 184_322,
  sha256: "3f7a1c9e5b2d8046f1a3c5e7092b4d6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b",
  uploaded_by: { actor_type: "client", actor_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9" },
  created_at: "2026-04-18T10:22:41.000Z",
};

export const evidenceRequestExamples: Record<string, RequestExample> = {
  attachEvidence: {
    query: { attached_to_type: "period", attached_to_id: EXAMPLE_YEAR, file_name: EVIDENCE_SAMPLE_FILE },
  },
  listEvidence: { query: { filter: `attached_to_type==period;attached_to_id==${EXAMPLE_YEAR}` } },
  getEvidence: { params: { id: EXAMPLE_IDS.evidence_id } },
  downloadEvidence: { params: { id: EXAMPLE_IDS.evidence_id } },
  deleteEvidence: { params: { id: EXAMPLE_IDS.evidence_id } },
};

const TARGET_NAMES: Record<EvidenceTargetType, string> = {
  period: "financial year",
  activity_record: "activity record",
  production_record: "production record",
  water_record: "water record",
  waste_record: "waste record",
  activity_upload: "activity upload",
  brsr_input_upload: "upload of water or waste records",
};

const LIMIT_TEXT = `${formatBytes(EVIDENCE_MAX_BYTES)} (${EVIDENCE_MAX_BYTES.toLocaleString("en")} bytes)`;
const TYPES_DESCRIPTION = Object.entries(EVIDENCE_MEDIA_TYPES)
  .map(([type, name]) => `${name} (${type})`)
  .join(", ");

/** The days a target covers, or 404 when it is not in the tenant (a period's id must be a financial year). */
async function daysOf(db: Parameters<typeof targetDays>[0], tenantId: string, type: EvidenceTargetType, id: string) {
  if (type === "period" && !financialYearIdSchema.safeParse(id).success) {
    throw badParameter("attached_to_id", "INVALID_FORMAT", "a period is a financial year such as 2025-26");
  }
  const days = await targetDays(db, tenantId, type, id);
  if (!days) throw notFound(TARGET_NAMES[type]);
  return days;
}

/** A name safe in a Content-Disposition header: its own words, no path, the extension of the type detected. */
export function downloadName(e: Pick<Evidence, "file_name" | "media_type">): { ascii: string; utf8: string } {
  const base =
    e.file_name
      .split(/[\\/]/)
      .pop()!
      .replace(/\.[^.]*$/, "")
      .trim() || "evidence";
  const ext = EVIDENCE_EXTENSIONS[e.media_type];
  // The name has no control characters (the query refuses them); a quote would end the header's quoted name.
  const utf8 = `${base.replace(/"/g, "_")}.${ext}`;
  const ascii = `${base.replace(/[^A-Za-z0-9._ -]/g, "_").slice(0, 120) || "evidence"}.${ext}`;
  return { ascii, utf8 };
}

const idParams = z.object({ id: ulidSchema });
const notThere = () => notFound("evidence file");

export const evidenceOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/evidence",
    operationId: "attachEvidence",
    summary: "Attach an evidence file to a period, a record or an upload",
    description: `The body is the file's bytes (send Content-Type application/octet-stream, or the file's own type: it is not trusted). Accepted: ${TYPES_DESCRIPTION}, each up to ${LIMIT_TEXT}. The type is told from the content, never from the name or Content-Type: a file that is none of these (an HTML page renamed bill.pdf, say) is 415 naming the accepted types, and a larger one 413. The query names what the file belongs to: a period (attached_to_type=period, attached_to_id a financial year such as ${EXAMPLE_YEAR}), an activity, production, water or waste record, or an activity upload or an upload of water or waste records, by id; one the tenant does not have is 404. A signed-off year refuses files attached to it, its records or uploads with records in it (409 period-signed-off). The file is kept with its SHA-256 and counted against the tenant's evidence_bytes quota (403 quota-exceeded past it). The same bytes attached to the same thing again answer the file already there with 200 instead of storing a copy. Needs calc:emissions.`,
    tag: "Evidence",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    query: z.object(evidenceTargetQuery),
    rawBody: {
      maxBytes: EVIDENCE_MAX_BYTES,
      tooLarge: `An evidence file is at most ${LIMIT_TEXT}; this one is larger. Nothing was stored.`,
      description: `The file's bytes: ${Object.values(EVIDENCE_MEDIA_TYPES).join(", ")}, up to ${LIMIT_TEXT}`,
    },
    problems: [403, 404, 409, 413, 415],
    responses: {
      200: {
        description: "The same bytes were already attached to this: that file",
        schema: evidenceSchema,
        example: EXAMPLE,
      },
      201: { description: "The file, stored", schema: evidenceSchema, example: EXAMPLE },
    },
    handler: async ({ query, body, caller, ctx }) => {
      const c = callerOf(caller);
      const bytes = body as Buffer | undefined;
      if (!bytes?.length) {
        throw new HttpProblem("bad-request", "The body is empty: send the file's bytes as the request body.");
      }
      const mediaType = detectEvidenceType(bytes);
      if (!mediaType) {
        throw new HttpProblem(
          "unsupported-media-type",
          `This file is not a ${ACCEPTED_TYPES_TEXT} file. Its type is told from its content, not its name; attach one of those. Nothing was stored.`,
        );
      }
      const type = query.attached_to_type;
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const who = actorOf(c);
      const { status, file } = await ctx.db.tx(async (q) => {
        await refuseSignedOffYears(q, c.tenantId, await daysOf(q, c.tenantId, type, query.attached_to_id));
        const existing = await evidenceByContent(q, c.tenantId, type, query.attached_to_id, sha256);
        if (existing) return { status: 200, file: existing };
        // Locks the tenant's row: its evidence writes pass the quota one at a time.
        await reserveQuota(q, c.tenantId, "evidence_bytes", bytes.length);
        const e: Evidence = {
          id: ulid(),
          attached_to: { type, id: query.attached_to_id },
          file_name: query.file_name,
          media_type: mediaType,
          byte_size: bytes.length,
          sha256,
          uploaded_by: { actor_type: who.actorType, actor_id: who.actorId },
          created_at: nowMs().toISOString(),
        };
        if (!(await insertEvidence(q, c.tenantId, e))) {
          // The same bytes attached at the same moment by another request, which committed first.
          return { status: 200, file: (await evidenceByContent(q, c.tenantId, type, query.attached_to_id, sha256))! };
        }
        await evidenceStorage.put(q, c.tenantId, e.id, bytes);
        return { status: 201, file: e };
      });
      return { status, body: file };
    },
  }),
  operation({
    method: "GET",
    path: "/evidence",
    operationId: "listEvidence",
    summary: "List evidence files",
    description: `The tenant's evidence files, oldest first: what each is attached to, its name, detected type, size, SHA-256, who attached it and when. Filter on attached_to_type (${EVIDENCE_TARGET_TYPES.join(", ")}), attached_to_id, file_name, media_type, byte_size and created_at, e.g. filter=attached_to_type==period;attached_to_id==${EXAMPLE_YEAR}. Needs read:activity or read:audit (an auditor's key), or calc:emissions.`,
    tag: "Evidence",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:audit", "calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of evidence files",
        schema: pageOf(evidenceSchema, "EvidencePage"),
        example: { data: [EXAMPLE], page: { size: 50, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, evidenceList, callerOf(caller).tenantId, query, {}, evidenceOf),
    }),
  }),
  operation({
    method: "GET",
    path: "/evidence/{id}",
    operationId: "getEvidence",
    summary: "An evidence file's details",
    description: "What the file is attached to, its name, detected type, size, SHA-256, who attached it and when.",
    tag: "Evidence",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:audit", "calc:emissions"] },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The file's details", schema: evidenceSchema, example: EXAMPLE } },
    handler: async ({ params, caller, ctx }) => {
      const e = await evidenceById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!e) throw notThere();
      return { status: 200, body: e };
    },
  }),
  operation({
    method: "GET",
    path: "/evidence/{id}/content",
    operationId: "downloadEvidence",
    summary: "Download an evidence file",
    description:
      "The file's bytes as they were attached, always as an attachment (Content-Disposition: attachment, named after the file with the extension of its detected type), in its detected Content-Type, with X-Content-Type-Options: nosniff and a Content-Security-Policy that runs nothing: never shown inline as a page. Its SHA-256 is the sha256 of GET /evidence/{id}.",
    tag: "Evidence",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["read:audit", "calc:emissions"] },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: {
      200: {
        description: "The file",
        schema: z.string().meta({ format: "binary" }),
        mediaTypes: Object.keys(EVIDENCE_MEDIA_TYPES),
        headers: {
          "Content-Disposition": {
            description: "attachment; filename=\"…\"; filename*=UTF-8''…",
            schema: z.string(),
          },
        },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const found = await ctx.db.tx(async (q) => {
        const e = await evidenceById(q, tenantId, params.id);
        const bytes = e && (await evidenceStorage.get(q, tenantId, e.id));
        return e && bytes ? { e, bytes } : null;
      });
      if (!found) throw notThere();
      const name = downloadName(found.e);
      return {
        status: 200,
        body: Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength),
        headers: {
          "content-type": found.e.media_type,
          "content-disposition": `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
  operation({
    method: "DELETE",
    path: "/evidence/{id}",
    operationId: "deleteEvidence",
    summary: "Delete an evidence file",
    description:
      "Deletes the file and its bytes; its quota is freed. A file attached to a signed-off year, its records or its uploads is kept until the year is reopened (409 period-signed-off). Needs calc:emissions.",
    tag: "Evidence",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    problems: [404, 409],
    responses: {
      200: {
        description: "Deleted",
        schema: z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "EvidenceDeleted" }),
        example: { id: EXAMPLE_IDS.evidence_id, deleted: true },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      await ctx.db.tx(async (q) => {
        const e = await evidenceById(q, tenantId, params.id);
        if (!e) throw notThere();
        // A target no longer there (a withdrawn upload's record) holds no year.
        const days = (await targetDays(q, tenantId, e.attached_to.type, e.attached_to.id)) ?? [];
        await refuseSignedOffYears(q, tenantId, days);
        await deleteEvidenceRow(q, tenantId, e.id);
        await evidenceStorage.delete(q, tenantId, e.id);
      });
      return { status: 200, body: { id: params.id, deleted: true } };
    },
  }),
];
