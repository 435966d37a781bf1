import { ulid } from "ulid";
import { z } from "zod";
import {
  type ActivityUnit,
  meterCreateSchema,
  meterSchema,
  pageOf,
  sourceCreateSchema,
  sourceSchema,
  UNIT_DIMENSIONS,
  ulidSchema,
  unitsCompatible,
} from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { invalidField, notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { nowMs } from "../platform/rows";
import { insertMeter, insertSource, meterById, sourceById } from "./tenancy-store";

type Source = z.infer<typeof sourceSchema>;
type Meter = z.infer<typeof meterSchema>;

export const sourceRow = (r: Record<string, unknown>): Source => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  type: r.type as Source["type"],
  description: (r.description as string | null) ?? null,
  unit: r.unit as Source["unit"],
});

export const meterRow = (r: Record<string, unknown>): Meter => ({
  id: String(r.id),
  source_id: String(r.source_id),
  make: (r.make as string | null) ?? null,
  model: (r.model as string | null) ?? null,
  serial: String(r.serial),
  unit: r.unit as Meter["unit"],
});

const sourceList: ListSpec = {
  table: "api_source",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    type: field("type", "text"),
    unit: field("unit", "text"),
    created_at: field("created_at", "timestamp"),
  },
};

const meterList: ListSpec = {
  table: "api_meter",
  defaultSort: "created_at",
  fields: {
    source_id: field("source_id", "text"),
    serial: field("serial", "text"),
    unit: field("unit", "text"),
    make: field("make", "text", false),
    model: field("model", "text", false),
    created_at: field("created_at", "timestamp"),
  },
};

const unknownReference = (name: string, what: string) =>
  invalidField(name, "UNKNOWN_REFERENCE", `No ${what} with this id`);

export const sourceAndMeterOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/sources",
    operationId: "createSource",
    summary: "Create an emission source at a facility",
    description:
      "An emission source is one thing that emits at a facility (a DG set, a boiler, the grid connection), with the unit its activity is measured in.",
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
          createdAt: nowMs(),
        });
      });
      if (!row) throw unknownReference("facility_id", "facility");
      return { status: 201, body: sourceRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/sources",
    operationId: "listSources",
    summary: "List sources, optionally of one facility",
    description:
      "A page of the tenant's emission sources. Filter by facility_id, or with filter on type, unit, created_at.",
    tag: "Sources",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ facility_id: ulidSchema.optional(), ...listQueryShape }),
    responses: { 200: { description: "A page of sources", schema: pageOf(sourceSchema, "SourcePage") } },
    handler: async ({ query, caller, ctx }) => {
      const { facility_id, ...params } = query;
      const scope = facility_id ? { facility_id } : {};
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
    description: "One emission source of the tenant by its ULID.",
    tag: "Sources",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: z.object({ id: ulidSchema }),
    problems: [404],
    responses: { 200: { description: "The source", schema: sourceSchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await sourceById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("source");
      return { status: 200, body: sourceRow(row) };
    },
  }),
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
      if (!source) throw unknownReference("source_id", "source");
      const sourceUnit = source.unit as ActivityUnit;
      if (!unitsCompatible(sourceUnit, body.unit)) {
        throw invalidField(
          "unit",
          "UNIT_MISMATCH",
          `${body.unit} (${UNIT_DIMENSIONS[body.unit]}) cannot measure a source in ${sourceUnit} (${UNIT_DIMENSIONS[sourceUnit]})`,
        );
      }
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
      if (!row) throw unknownReference("source_id", "source");
      return { status: 201, body: meterRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/meters",
    operationId: "listMeters",
    summary: "List meters, optionally of one source",
    description: "A page of the tenant's meters. Filter by source_id, or with filter on serial, unit, created_at.",
    tag: "Meters",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    query: z.object({ source_id: ulidSchema.optional(), ...listQueryShape }),
    responses: { 200: { description: "A page of meters", schema: pageOf(meterSchema, "MeterPage") } },
    handler: async ({ query, caller, ctx }) => {
      const { source_id, ...params } = query;
      const scope = source_id ? { source_id } : {};
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
    description: "One meter of the tenant by its ULID.",
    tag: "Meters",
    access: { kind: "bearer", scope: "read:activity" },
    tenantAlias: true,
    params: z.object({ id: ulidSchema }),
    problems: [404],
    responses: { 200: { description: "The meter", schema: meterSchema } },
    handler: async ({ params, caller, ctx }) => {
      const row = await meterById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("meter");
      return { status: 200, body: meterRow(row) };
    },
  }),
];
