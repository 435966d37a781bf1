import { ulid } from "ulid";
import { z } from "zod";
import { facilityCreateSchema, facilitySchema, pageOf, ulidSchema } from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { invalidField, notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { iso, nowMs } from "../platform/rows";
import { facilityById, insertFacility } from "./tenancy-store";

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
    active: field("active", "boolean"),
    created_at: field("created_at", "timestamp"),
  },
};

export const facilityOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/facilities",
    operationId: "createFacility",
    summary: "Create a facility in an organisation",
    description:
      "Adds a site (plant, warehouse, office) to one of the tenant's organisations. Its country selects the emission factors its activity data is calculated with.",
    tag: "Facilities",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    body: facilityCreateSchema,
    responses: { 201: { description: "The facility", schema: facilitySchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
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
          createdAt: nowMs(),
        });
      });
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
      "A page of the tenant's facilities. Filter by org_id, or with filter on name, country, state, lat, lon, industry, active, created_at.",
    tag: "Facilities",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ org_id: ulidSchema.optional(), ...listQueryShape }),
    responses: { 200: { description: "A page of facilities", schema: pageOf(facilitySchema, "FacilityPage") } },
    handler: async ({ query, caller, ctx }) => {
      const { org_id, ...params } = query;
      const scope = org_id ? { org_id } : {};
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
    description: "One facility of the tenant by its ULID.",
    tag: "Facilities",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: z.object({ id: ulidSchema }),
    problems: [404],
    responses: { 200: { description: "The facility", schema: facilitySchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await facilityById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("facility");
      return { status: 200, body: facilityRow(row) };
    },
  }),
];
