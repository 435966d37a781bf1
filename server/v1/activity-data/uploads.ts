import { z } from "zod";
import { activityUploadSchema, pageOf, ulidSchema } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import { refuseSignedOffUpload } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { nowMs } from "../platform/rows";
import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import { UPLOAD_EXAMPLE } from "./examples";
import { uploadById, uploadResources, withdrawUpload } from "./uploads-store";

const uploadList: ListSpec = {
  table: "activity_upload",
  defaultSort: "created_at",
  fields: {
    kind: field("kind", "text"),
    file_name: field("file_name", "text", false),
    client_id: field("client_id", "text", false),
    records: field("records", "number"),
    created_at: field("created_at", "timestamp"),
    withdrawn_at: field("withdrawn_at", "timestamp", false),
  },
};

const WITHDRAWN_EXAMPLE = {
  ...UPLOAD_EXAMPLE,
  status: "withdrawn",
  withdrawn_at: "2026-11-20T09:30:00.000Z",
  withdrawn_by: UPLOAD_EXAMPLE.client_id,
} as const;

export const uploadOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/activity-records/uploads",
    operationId: "listActivityUploads",
    summary: "List uploads of activity records with their counts",
    description:
      "Each batch POST /activity-records stored is one upload (its summary.upload_id), and the sandbox's demo data is one (kind demo; POST /sandbox/reset writes it again and forgets the others, whose records it deletes). Each upload gives the file it came from (name, kind as uploaded, SHA-256), its record count, their CO2e as stored now, the days they cover, and whether it was withdrawn, by whom and when. Withdrawn uploads stay listed. Filter and sort on kind, file_name, records, created_at and withdrawn_at.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of uploads",
        schema: pageOf(activityUploadSchema, "ActivityUploadPage"),
        example: { data: [UPLOAD_EXAMPLE], page: { size: 10, next_cursor: null }, summary: { count: 1, total: 1 } },
      },
    },
    handler: async ({ query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const page = await listPage(ctx.db, uploadList, tenantId, query, {}, (row) => row);
      return { status: 200, body: { ...page, data: await uploadResources(ctx.db, tenantId, page.data) } };
    },
  }),
  operation({
    method: "POST",
    path: "/activity-records/uploads/{id}/withdraw",
    operationId: "withdrawActivityUpload",
    summary: "Withdraw an upload: its records leave every total",
    description:
      "Takes an upload's records out of every total, list and analysis (kept aside, not deleted: the upload stays listed as withdrawn with its records' count and CO2e, who withdrew it and when). Use it for a file sent by mistake or twice. Withdrawing an upload again is 409 already-withdrawn, never a second subtraction. The records cannot be brought back: upload the file again (a file withdrawn is not a duplicate).",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    idempotent: true,
    params: z.object({ id: ulidSchema }),
    problems: [404, 409],
    responses: {
      200: { description: "The upload, withdrawn", schema: activityUploadSchema, example: WITHDRAWN_EXAMPLE },
    },
    handler: async ({ params, caller, ctx }) => {
      const { tenantId, clientId } = callerOf(caller);
      await refuseSignedOffUpload(ctx.db, tenantId, params.id);
      const now = nowMs();
      const outcome = await ctx.db.tx(async (q) => {
        const result = await withdrawUpload(q, tenantId, params.id, clientId, now);
        if (result === "withdrawn") {
          const data = { upload_id: params.id, record_type: "activity", withdrawn_by: clientId };
          await enqueueWebhookEvent(q, tenantId, "upload.withdrawn", data, now);
        }
        return result;
      });
      if (outcome === "withdrawn") ctx.webhooks.wake();
      if (outcome === "absent") throw notFound("upload");
      if (outcome === "already-withdrawn") {
        throw new HttpProblem(
          "already-withdrawn",
          "This upload was withdrawn before; its records are out of every total.",
        );
      }
      return { status: 200, body: (await uploadById(ctx.db, tenantId, params.id))! };
    },
  }),
];
