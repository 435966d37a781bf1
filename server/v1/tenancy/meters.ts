import { ulid } from "ulid";
import { z } from "zod";
import {
  type ActivityUnit,
  meterCreateSchema,
  meterSchema,
  meterUpdateSchema,
  pageOf,
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
import { deleteMeter, updateMeter } from "./changes-store";
import { deletedResponse, keptForHistory, meterLabel, statusParameter, statusScope } from "./lifecycle";
import { insertMeter, meterById, sourceById } from "./tenancy-store";

type Meter = z.infer<typeof meterSchema>;

export const meterRow = (r: Record<string, unknown>): Meter => ({
  id: String(r.id),
  source_id: String(r.source_id),
  make: (r.make as string | null) ?? null,
  model: (r.model as string | null) ?? null,
  serial: String(r.serial),
  unit: r.unit as Meter["unit"],
  active: Boolean(r.active),
});

const meterList: ListSpec = {
  table: "api_meter",
  defaultSort: "created_at",
  fields: {
    source_id: field("source_id", "text"),
    serial: field("serial", "text"),
    unit: field("unit", "text"),
    make: field("make", "text", false),
    model: field("model", "text", false),
    active: field("active", "boolean"),
    created_at: field("created_at", "timestamp"),
  },
};

const idParams = z.object({ id: ulidSchema });

/** 422 when a meter's unit cannot measure its source's (kWh can measure MWh, never litres). */
function checkUnitFits(meterUnit: ActivityUnit, sourceUnit: ActivityUnit) {
  if (unitsCompatible(sourceUnit, meterUnit)) return;
  throw invalidField(
    "unit",
    "UNIT_MISMATCH",
    `${meterUnit} (${UNIT_DIMENSIONS[meterUnit]}) cannot measure a source in ${sourceUnit} (${UNIT_DIMENSIONS[sourceUnit]})`,
  );
}

export const meterOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/meters",
    operationId: "createMeter",
    summary: "Create a meter on a source",
    description:
      "The meter's unit must measure the same quantity as its source's unit (e.g. kWh and MWh), else UNIT_MISMATCH.",
    tag: "Meters",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    body: meterCreateSchema,
    responses: { 201: { description: "The meter", schema: meterSchema } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const source = await sourceById(ctx.db, tenantId, body.source_id);
      if (!source) throw invalidField("source_id", "UNKNOWN_REFERENCE", "No source with this id");
      checkUnitFits(body.unit, source.unit as ActivityUnit);
      const row = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "meters");
        return insertMeter(q, tenantId, {
          id: ulid(),
          source_id: body.source_id,
          make: body.make ?? null,
          model: body.model ?? null,
          serial: body.serial,
          unit: body.unit,
          createdAt: nowMs(),
        });
      });
      if (!row) throw invalidField("source_id", "UNKNOWN_REFERENCE", "No source with this id");
      return { status: 201, body: meterRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/meters",
    operationId: "listMeters",
    summary: "List meters, optionally of one source",
    description:
      "A page of the tenant's active meters; status=inactive lists the deactivated ones, status=all both. Filter by source_id, or with filter on serial, unit, active, created_at.",
    tag: "Meters",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ source_id: ulidSchema.optional(), status: statusParameter("meters"), ...listQueryShape }),
    responses: { 200: { description: "A page of meters", schema: pageOf(meterSchema, "MeterPage") } },
    handler: async ({ query, caller, ctx }) => {
      const { source_id, status, ...params } = query;
      const scope = { ...(source_id ? { source_id } : {}), ...statusScope(status) };
      return {
        status: 200,
        body: await listPage(ctx.db, meterList, callerOf(caller).tenantId, params, scope, meterRow),
      };
    },
  }),
  operation({
    method: "GET",
    path: "/meters/{id}",
    operationId: "getMeter",
    summary: "Get a meter",
    description: "One meter of the tenant by its ULID, active or not.",
    tag: "Meters",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: idParams,
    problems: [404],
    responses: { 200: { description: "The meter", schema: meterSchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await meterById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("meter");
      return { status: 200, body: meterRow(row) };
    },
  }),
  operation({
    method: "PATCH",
    path: "/meters/{id}",
    operationId: "updateMeter",
    summary: "Change a meter, or deactivate or reactivate it (only the fields sent)",
    description:
      'A partial update: send any of make, model, serial, unit and active, validated as on creation; null clears make or model. A unit must measure what the meter\'s source measures (UNIT_MISMATCH). "active": false deactivates the meter (replaced, removed): it keeps its records, lists leave it out unless asked (status=inactive or all), and new activity records naming it are refused until "active": true reactivates it.',
    tag: "Meters",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    body: meterUpdateSchema,
    problems: [404],
    responses: { 200: { description: "The changed meter", schema: meterSchema } },
    handler: async ({ params, body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        if (body.unit) {
          const meter = await meterById(q, tenantId, params.id);
          const source = meter && (await sourceById(q, tenantId, String(meter.source_id)));
          if (source) checkUnitFits(body.unit, source.unit as ActivityUnit);
        }
        return updateMeter(q, tenantId, params.id, body);
      });
      if (!row) throw notFound("meter");
      return { status: 200, body: meterRow(row) };
    },
  }),
  operation({
    method: "DELETE",
    path: "/meters/{id}",
    operationId: "deleteMeter",
    summary: "Delete a meter that no records name",
    description:
      'Deletes a meter entered by mistake. A meter that activity records name is kept with them, 409 in-use saying how many: deactivate it instead (PATCH with "active": false), which keeps its history.',
    tag: "Meters",
    access: { kind: "bearer", scope: "write:activity" },
    tenantAlias: true,
    idempotent: true,
    params: idParams,
    problems: [404, 409],
    responses: { 200: deletedResponse("meter", EXAMPLE_IDS.meter_id) },
    handler: async ({ params, caller, ctx }) => {
      const deletion = await ctx.db.tx((q) => deleteMeter(q, callerOf(caller).tenantId, params.id));
      if (!deletion) throw notFound("meter");
      if (!deletion.deleted) throw keptForHistory(meterLabel(deletion.row), deletion.history);
      return { status: 200, body: { id: params.id, deleted: true } };
    },
  }),
];
