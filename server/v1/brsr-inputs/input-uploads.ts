import { z } from "zod";
import { BRSR_INPUT_RECORD_TYPES, brsrInputUploadSchema, pageOf, ulidSchema } from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { HttpProblem } from "../../http/problem";
import { refuseSignedOffUpload } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import { WATER_BATCH_EXAMPLE } from "./examples";
import { inputUploadById, inputUploadResources, withdrawInputUpload } from "./input-uploads-store";

/** The uploads of water and waste records: listed with their files and counts, and withdrawn. */

const uploadList: ListSpec = {
  table: "brsr_input_upload",
  defaultSort: "created_at",
  fields: {
    record_type: field("record_type", "text"),
    kind: field("kind", "text"),
    file_name: field("file_name", "text", false),
    client_id: field("client_id", "text", false),
    records: field("records", "number"),
    created_at: field("created_at", "timestamp"),
    withdrawn_at: field("withdrawn_at", "timestamp", false),
  },
};

const UPLOAD_EXAMPLE = {
  id: EXAMPLE_IDS.brsr_input_upload_id,
  record_type: "water",
  kind: "xlsx",
  file_name: "water-november.xlsx",
  file_sha256: "9c1e4b7a2d5f8036e1b4c7d0a3f6e9b2c5d8a1f4e7b0c3d6a9f2e5b8c1d4a7f0",
  client_id: "sbx-01m829cmgg1n7ds0g3v2q8s4k9",
  records: 1,
  period_start: WATER_BATCH_EXAMPLE.data[0]!.period_start,
  period_end: WATER_BATCH_EXAMPLE.data[0]!.period_end,
  created_at: WATER_BATCH_EXAMPLE.data[0]!.created_at,
  status: "stored",
  withdrawn_at: null,
  withdrawn_by: null,
} as const;

export const inputUploadOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/brsr-inputs/uploads",
    operationId: "listBrsrInputUploads",
    summary: "List uploads of water and waste records",
    description: `Each batch POST /water-records or POST /waste-records stored is one upload (its summary.upload_id), and the demo data's water and waste are one each (kind demo). Each gives its record_type (${BRSR_INPUT_RECORD_TYPES.join(" or ")}), the file it came from (name, kind, SHA-256), its record count, the days its records cover, and whether it was withdrawn, by whom and when. Withdrawn uploads stay listed. Filter and sort on record_type, kind, file_name, records, created_at and withdrawn_at, e.g. filter=record_type==water.`,
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of uploads",
        schema: pageOf(brsrInputUploadSchema, "BrsrInputUploadPage"),
        example: { data: [UPLOAD_EXAMPLE], page: { size: 10, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const page = await listPage(ctx.db, uploadList, tenantId, query, {}, (row) => row);
      return { status: 200, body: { ...page, data: await inputUploadResources(ctx.db, tenantId, page.data) } };
    },
  }),
  operation({
    method: "POST",
    path: "/brsr-inputs/uploads/{id}/withdraw",
    operationId: "withdrawBrsrInputUpload",
    summary: "Withdraw an upload of water or waste records",
    description:
      "Takes an upload's records out of every list, table and disclosure (kept aside, not deleted: the upload stays listed as withdrawn with its count, who withdrew it and when). Use it for a file sent by mistake or twice. Withdrawing an upload again is 409 already-withdrawn. The records cannot be brought back: upload the file again (a file withdrawn is not a duplicate).",
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "calc:emissions" },
    idempotent: true,
    params: z.object({ id: ulidSchema }),
    problems: [404, 409],
    responses: {
      200: {
        description: "The upload, withdrawn",
        schema: brsrInputUploadSchema,
        example: {
          ...UPLOAD_EXAMPLE,
          status: "withdrawn",
          withdrawn_at: "2026-11-28T11:02:10.000Z",
          withdrawn_by: UPLOAD_EXAMPLE.client_id,
        },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId, clientId } = callerOf(caller);
      await refuseSignedOffUpload(ctx.db, tenantId, params.id);
      const now = nowMs();
      const outcome = await ctx.db.tx(async (q) => {
        const result = await withdrawInputUpload(q, tenantId, params.id, clientId, now);
        if (result === "withdrawn") {
          const upload = await inputUploadById(q, tenantId, params.id);
          const data = { upload_id: params.id, record_type: upload?.record_type, withdrawn_by: clientId };
          await enqueueWebhookEvent(q, tenantId, "upload.withdrawn", data, now);
        }
        return result;
      });
      if (outcome === "withdrawn") ctx.webhooks.wake();
      if (outcome === "absent") throw notFound("upload");
      if (outcome === "already-withdrawn") {
        throw new HttpProblem(
          "already-withdrawn",
          "This upload was withdrawn before; its records are out of every table.",
        );
      }
      return { status: 200, body: (await inputUploadById(ctx.db, tenantId, params.id))! };
    },
  }),
];
