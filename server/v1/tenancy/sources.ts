import { ulid } from "ulid";
import { z } from "zod";
import {
  type ActivityUnit,
  isRenewableOrigin,
  pageOf,
  sourceCreateSchema,
  sourceSchema,
  sourceUpdateSchema,
  UNIT_DIMENSIONS,
  ulidSchema,
  unitsCompatible,
} from "../../../contracts/api";
import { EXAMPLE_IDS } from "../../../contracts/api/example-ids";
import { callerOf } from "../platform/access-token";
import { invalidField, notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { nowMs } from "../platform/rows";
import { deleteSource, meterUnitsOfSource, updateSource } from "./changes-store";
import { deletedResponse, keptForHistory, sourceLabel, statusParameter, statusScope } from "./lifecycle";
import { insertSource, sourceById } from "./tenancy-store";

type Source = z.infer<typeof sourceSchema>;

export const sourceRow = (r: Record<string, unknown>): Source => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  type: r.type as Source["type"],
  description: (r.description as string | null) ?? null,
  unit: r.unit as Source["unit"],
  energy_origin: r.energy_origin as Source["energy_origin"],
  renewable: isRenewableOrigin(r.energy_origin as Source["energy_origin"]),
  active: Boolean(r.active),
});

const sourceList: ListSpec = {
  table: "api_source",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    type: field("type", "text"),
    unit: field("unit", "text"),
    energy_origin: field("energy_origin", "text"),
    active: field("active", "boolean"),
    created_at: field("created_at", "timestamp"),
  },
};

const idParams = z.object({ id: ulidSchema });

export const sourceOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/sources",
    operationId: "createSource",
    summary: "Create an emission source at a facility",
    description:
      "An emission source is one thing that emits at a facility (a DG set, a boiler, the grid connection), with the unit its activity is measured in and where its energy comes from (energy_origin: non_renewable by default; on_site_solar, renewable_ppa, biomass... mark it renewable, so its energy counts as renewable in BRSR's energy table).",
    tag: "Sources",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    body: sourceCreateSchema,
    responses: { 201: { description: "The source", schema: sourceSchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "sources");
        return insertSource(q, tenantId, {
          id: ulid(),
          facility_id: body.facility_id,
          type: body.type,
          description: body.description ?? null,
          unit: body.unit,
          energy_origin: body.energy_origin,
          createdAt: nowMs(),
        });
      });
      if (!row) throw invalidField("facility_id", "UNKNOWN_REFERENCE", "No facility with this id");
      return { status: 201, body: sourceRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/sources",
    operationId: "listSources",
    summary: "List sources, optionally of one facility",
    description:
      "A page of the tenant's active emission sources; status=inactive lists the deactivated ones, status=all both. Filter by facility_id, or with filter on type, unit, energy_origin (energy_origin!=non_renewable: the renewable ones), active, created_at.",
    tag: "Sources",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ facility_id: ulidSchema.optional(), status: statusParameter("sources"), ...listQueryShape }),
    responses: { 200: { description: "A page of sources", schema: pageOf(sourceSchema, "SourcePage") } },
    handler: async ({ query, caller, ctx }) => {
      const { facility_id, status, ...params } = query;
      const scope = { ...(facility_id ? { facility_id } : {}), ...statusScope(status) };
      return {
        status: 200,
        body: await listPage(ctx.db, sourceList, callerOf(caller).tenantId, params, scope, sourceRow),
      };
    },
  }),
  operation({
    method: "GET",
    path: "/sources/{id}",
    operationId: "getSource",
    summary: "Get a source",
    description: "One emission source of the tenant by its ULID, active or not.",
    tag: "Sources",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The source", schema: sourceSchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await sourceById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("source");
      return { status: 200, body: sourceRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/sources/{id}",
    operationId: "updateSource",
    summary: "Change a source, or deactivate or reactivate it (only the fields sent)",
    description:
      'A partial update: send any of type, description, unit, energy_origin and active, validated as on creation; null clears the description. A unit must measure what the source\'s meters measure (UNIT_MISMATCH). "active": false deactivates the source: it keeps its meters and records, lists leave it out unless asked (status=inactive or all), and new activity records naming it are refused until "active": true reactivates it.',
    tag: "Sources",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    body: sourceUpdateSchema,
    problems: [404],
    responses: { 200: { description: "The changed source", schema: sourceSchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        if (body.unit) {
          const unit = body.unit;
          const misfit = (await meterUnitsOfSource(q, tenantId, params.id)).find((m) => !unitsCompatible(m, unit));
          if (misfit) throw unitMisfit(unit, misfit);
        }
        return updateSource(q, tenantId, params.id, body);
      });
      if (!row) throw notFound("source");
      return { status: 200, body: sourceRow(row) };
    },
  }),
  operation({
    method: "DELETE",
    path: "/sources/{id}",
    operationId: "deleteSource",
    summary: "Delete a source that no records name",
    description:
      'Deletes a source entered by mistake, with its meters. A source that activity records name, itself or through one of its meters, is kept with them, 409 in-use saying how many: deactivate it instead (PATCH with "active": false), which keeps its history.',
    tag: "Sources",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    problems: [404, 409],
    responses: { 200: deletedResponse("source", EXAMPLE_IDS.source_id) },
    handler: async ({ params, caller, ctx }) => {
      const deletion = await ctx.db.tx((q) => deleteSource(q, callerOf(caller).tenantId, params.id));
      if (!deletion) throw notFound("source");
      if (!deletion.deleted) throw keptForHistory(sourceLabel(deletion.row), deletion.history);
      return { status: 200, body: { id: params.id, deleted: true } };
    },
  }),
];

/** 422: the new unit cannot measure what one of the source's meters measures. */
function unitMisfit(unit: ActivityUnit, meterUnit: ActivityUnit) {
  return invalidField(
    "unit",
    "UNIT_MISMATCH",
    `${unit} (${UNIT_DIMENSIONS[unit]}) cannot be the unit of a source with a meter in ${meterUnit} (${UNIT_DIMENSIONS[meterUnit]})`,
  );
}
