import { ulid } from "ulid";
import { z } from "zod";
import { orgCreateSchema, orgSchema, orgUpdateSchema, pageOf, ulidSchema } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { iso, nowMs } from "../platform/rows";

export const orgRow = (r: Record<string, unknown>): z.infer<typeof orgSchema> => ({
  id: String(r.id),
  name: String(r.name),
  country: String(r.country),
  industry: r.industry as z.infer<typeof orgSchema>["industry"],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const orgList: ListSpec = {
  table: "api_org",
  defaultSort: "created_at",
  fields: {
    name: field("name", "text"),
    country: field("country", "text"),
    industry: field("industry", "text"),
    created_at: field("created_at", "timestamp"),
    updated_at: field("updated_at", "timestamp"),
  },
};

const idParams = z.object({ id: ulidSchema });

export const orgOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/orgs",
    operationId: "createOrg",
    summary: "Create an organisation",
    description: "Adds a legal entity (the reporting boundary) to the tenant.",
    tag: "Organisations",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    body: orgCreateSchema,
    responses: { 201: { description: "The organisation", schema: orgSchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const now = nowMs();
      const [row] = await ctx.db.query(
        `INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
        [ulid(), tenantId, body.name, body.country, body.industry, now],
      );
      return { status: 201, body: orgRow(row!) };
    },
  }),
  operation({
    method: "GET",
    path: "/orgs",
    operationId: "listOrgs",
    summary: "List organisations",
    description:
      "A page of the tenant's organisations; sort and filter on name, country, industry, created_at, updated_at.",
    tag: "Organisations",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: { 200: { description: "A page of organisations", schema: pageOf(orgSchema, "OrganisationPage") } },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, orgList, callerOf(caller).tenantId, query, {}, orgRow),
    }),
  }),
  operation({
    method: "GET",
    path: "/orgs/{id}",
    operationId: "getOrg",
    summary: "Get an organisation",
    description: "One organisation of the tenant by its ULID.",
    tag: "Organisations",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The organisation", schema: orgSchema } },
    handler: async ({ params, caller, ctx }) => {
      const [row] = await ctx.db.query("SELECT * FROM api_org WHERE tenant_id = $1 AND id = $2", [
        callerOf(caller).tenantId,
        params.id,
      ]);
      if (!row) throw notFound("organisation");
      return { status: 200, body: orgRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/orgs/{id}",
    operationId: "updateOrg",
    summary: "Change an organisation (only the fields sent)",
    description: "A partial update (JSON merge semantics without deletion): send any of name, country and industry.",
    tag: "Organisations",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    body: orgUpdateSchema,
    problems: [404],
    responses: { 200: { description: "The changed organisation", schema: orgSchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const [row] = await ctx.db.query(
        `UPDATE api_org SET name = COALESCE($3, name), country = COALESCE($4, country),
           industry = COALESCE($5, industry), updated_at = $6
         WHERE tenant_id = $1 AND id = $2 RETURNING *`,
        [callerOf(caller).tenantId, params.id, body.name ?? null, body.country ?? null, body.industry ?? null, nowMs()],
      );
      if (!row) throw notFound("organisation");
      return { status: 200, body: orgRow(row) };
    },
  }),
];
