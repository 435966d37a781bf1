import { ulid } from "ulid";
import { z } from "zod";
import { orgCreateSchema, orgSchema, orgUpdateSchema, pageOf, ulidSchema } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { iso, nowMs } from "../platform/rows";
import { insertOrg, orgById, updateOrg } from "./tenancy-store";

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
      const row = await insertOrg(ctx.db, callerOf(caller).tenantId, {
        id: ulid(),
        name: body.name,
        country: body.country,
        industry: body.industry,
        createdAt: nowMs(),
      });
      return { status: 201, body: orgRow(row) };
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
      const row = await orgById(ctx.db, callerOf(caller).tenantId, params.id);
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
      const row = await updateOrg(ctx.db, callerOf(caller).tenantId, params.id, {
        name: body.name ?? null,
        country: body.country ?? null,
        industry: body.industry ?? null,
        updatedAt: nowMs(),
      });
      if (!row) throw notFound("organisation");
      return { status: 200, body: orgRow(row) };
    },
  }),
];
