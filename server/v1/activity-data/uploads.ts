import { z } from "zod";
import { activityUploadSchema, pageOf } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { UPLOAD_EXAMPLE } from "./examples";
import { uploadResources } from "./uploads-store";

const uploadList: ListSpec = {
  table: "activity_upload",
  defaultSort: "created_at",
  fields: {
    kind: field("kind", "text"),
    client_id: field("client_id", "text", false),
    records: field("records", "number"),
    created_at: field("created_at", "timestamp"),
  },
};

export const uploadOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/activity-records/uploads",
    operationId: "listActivityUploads",
    summary: "List uploads of activity records with their counts",
    description:
      "Each batch POST /activity-records stored is one upload (its summary.upload_id), and the sandbox's demo data is one (kind demo; POST /sandbox/reset writes it again and forgets the others, whose records it deletes). Each upload gives its record count, their CO2e as stored now and the days they cover. Filter and sort on kind, records and created_at.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
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
];
