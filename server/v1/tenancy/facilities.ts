import { ulid } from "ulid";
import { z } from "zod";
import { facilityCreateSchema, facilitySchema, facilityUpdateSchema, pageOf, ulidSchema } from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { callerOf } from "../platform/access-token";
import { invalidField, notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { iso, nowMs } from "../platform/rows";
import { deleteFacility, updateFacility } from "./changes-store";
import { deletedResponse, keptForHistory, statusParameter, statusScope } from "./lifecycle";
import { facilityById, facilityWithCode, insertFacility, isFacilityCodeTaken } from "./tenancy-store";

type Facility = z.infer<typeof facilitySchema>;

export const facilityRow = (r: Record<string, unknown>): Facility => ({
  id: String(r.id),
  org_id: String(r.org_id),
  name: String(r.name),
  country: String(r.country),
  state: (r.state as string | null) ?? null,
  grid_region: (r.grid_region as string | null) ?? null,
  lat: Number(r.lat),
  lon: Number(r.lon),
  industry: (r.industry as Facility["industry"]) ?? null,
  code: (r.code as string | null) ?? null,
  active: Boolean(r.active),
  created_at: iso(r.created_at),
});

export const facilityList: ListSpec = {
  table: "api_facility",
  defaultSort: "created_at",
  fields: {
    org_id: field("org_id", "text"),
    name: field("name", "text"),
    country: field("country", "text"),
    state: field("state", "text", false),
    grid_region: field("grid_region", "text", false),
    lat: field("lat", "number"),
    lon: field("lon", "number"),
    industry: field("industry", "text", false),
    code: field("code", "text", false),
    active: field("active", "boolean"),
    created_at: field("created_at", "timestamp"),
  },
};

const idParams = z.object({ id: ulidSchema });

/** 409 naming the facility that has the code already. */
function codeTaken(code: string, holder: string) {
  return new HttpProblem("duplicate", `${holder} already has the code ${code}; a code names one facility.`, [
    { field: "code", pointer: "/code", code: "DUPLICATE", message: `${holder} already has this code` },
  ]);
}

/**
 * Runs a write that sets a facility's code, answering 409 when another facility of the tenant has it: looked up
 * first to name the holder, and told apart from the write's failure when another request took it meanwhile.
 */
async function withFreeCode<T>(
  q: Queryable,
  tenantId: string,
  code: string | null | undefined,
  facilityId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  if (!code) return write();
  const holder = await facilityWithCode(q, tenantId, code, facilityId);
  if (holder) throw codeTaken(code, holder.name);
  try {
    return await write();
  } catch (err) {
    if (!isFacilityCodeTaken(err)) throw err;
    throw codeTaken(code, (await facilityWithCode(q, tenantId, code, facilityId))?.name ?? "Another facility");
  }
}

export const facilityOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/facilities",
    operationId: "createFacility",
    summary: "Create a facility in an organisation",
    description:
      "Adds a site (plant, warehouse, office) to one of the tenant's organisations. Its country selects the emission factors its activity data is calculated with. Its optional code (e.g. PNQ-01) is the short name people use in their sheets: a CSV of activity records may name the facility by it, so no two facilities of the tenant share one, whatever its case (409 duplicate).",
    tag: "Facilities",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    body: facilityCreateSchema,
    problems: [409],
    responses: { 201: { description: "The facility", schema: facilitySchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await withFreeCode(ctx.db, tenantId, body.code, null, () =>
        ctx.db.tx(async (q) => {
          await reserveQuota(q, tenantId, "facilities");
          return insertFacility(q, tenantId, {
            id: ulid(),
            org_id: body.org_id,
            name: body.name,
            country: body.country,
            state: body.state ?? null,
            lat: body.lat,
            lon: body.lon,
            industry: body.industry ?? null,
            active: body.active,
            grid_region: body.grid_region ?? null,
            code: body.code ?? null,
            createdAt: nowMs(),
          });
        }),
      );
      if (!row) {
        throw invalidField("org_id", "UNKNOWN_REFERENCE", "No organisation with this id");
      }
      return { status: 201, body: facilityRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/facilities",
    operationId: "listFacilities",
    summary: "List facilities, optionally of one organisation",
    description:
      "A page of the tenant's active facilities; status=inactive lists the deactivated ones, status=all both. Filter by org_id, or with filter on name, country, state, lat, lon, industry, code, active, created_at.",
    tag: "Facilities",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ org_id: ulidSchema.optional(), status: statusParameter("facilities"), ...listQueryShape }),
    responses: { 200: { description: "A page of facilities", schema: pageOf(facilitySchema, "FacilityPage") } },
    handler: async ({ query, caller, ctx }) => {
      const { org_id, status, ...params } = query;
      const scope = { ...(org_id ? { org_id } : {}), ...statusScope(status) };
      return {
        status: 200,
        body: await listPage(ctx.db, facilityList, callerOf(caller).tenantId, params, scope, facilityRow),
      };
    },
  }),
  operation({
    method: "GET",
    path: "/facilities/{id}",
    operationId: "getFacility",
    summary: "Get a facility",
    description: "One facility of the tenant by its ULID, active or not.",
    tag: "Facilities",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The facility", schema: facilitySchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await facilityById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("facility");
      return { status: 200, body: facilityRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/facilities/{id}",
    operationId: "updateFacility",
    summary: "Change a facility, or deactivate or reactivate it (only the fields sent)",
    description:
      'A partial update: send any of name, country, state, grid_region, lat, lon, industry, code and active, validated as on creation; null clears state, grid_region, industry or code. "active": false deactivates the facility: it keeps its sources, meters and records, lists leave it out unless asked (status=inactive or all), and new activity and production records for it are refused until "active": true reactivates it. A code another facility of the tenant has, in any case, is 409 duplicate.',
    tag: "Facilities",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    body: facilityUpdateSchema,
    problems: [404, 409],
    responses: { 200: { description: "The changed facility", schema: facilitySchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      // Another tenant's id is 404 whatever the body says.
      if (body.code && !(await facilityById(ctx.db, tenantId, params.id))) throw notFound("facility");
      const row = await withFreeCode(ctx.db, tenantId, body.code, params.id, () =>
        updateFacility(ctx.db, tenantId, params.id, body),
      );
      if (!row) throw notFound("facility");
      return { status: 200, body: facilityRow(row) };
    },
  }),
  operation({
    method: "DELETE",
    path: "/facilities/{id}",
    operationId: "deleteFacility",
    summary: "Delete a facility that holds no records",
    description:
      'Deletes a facility entered by mistake, with its sources and meters. A facility that activity records, production records, instruments, water records or waste records name is kept with them, 409 in-use saying how many (e.g. Pune Plant has 1,240 activity records): deactivate it instead (PATCH with "active": false), which keeps its history.',
    tag: "Facilities",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    problems: [404, 409],
    responses: { 200: deletedResponse("facility", EXAMPLE_IDS.facility_id) },
    handler: async ({ params, caller, ctx }) => {
      const deletion = await ctx.db.tx((q) => deleteFacility(q, callerOf(caller).tenantId, params.id));
      if (!deletion) throw notFound("facility");
      if (!deletion.deleted) throw keptForHistory(String(deletion.row.name), deletion.history);
      return { status: 200, body: { id: params.id, deleted: true } };
    },
  }),
];
