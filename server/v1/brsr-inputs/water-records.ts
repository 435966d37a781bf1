import { z } from "zod";
import { waterFigures } from "../../../carbon/water-and-waste";
import {
  brsrInputDryRunSchema,
  MAX_BATCH,
  pageOf,
  waterRecordBatchResultSchema,
  waterRecordBatchSchema,
  waterRecordInputSchema,
  waterRecordSchema,
} from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { largeBatch } from "../platform/heavy-work";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { iso } from "../platform/rows";
import { insertWaterRecords, type StoredWater, storedWaterDuplicates, type WaterIdentity } from "./brsr-inputs-store";
import { WATER_BATCH_EXAMPLE } from "./examples";
import {
  dryRunRecords,
  RECORD_BATCH_BODY_LIMIT,
  type RecordKind,
  recordBatchQuery,
  storeRecords,
} from "./record-batch";

type WaterRecord = z.infer<typeof waterRecordSchema>;

export const waterRecordRow = (r: Record<string, unknown>): WaterRecord => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  period_start: String(r.period_start),
  period_end: String(r.period_end),
  entered_unit: r.entered_unit as WaterRecord["entered_unit"],
  withdrawal_kl: r.withdrawal_kl as WaterRecord["withdrawal_kl"],
  discharge_kl: r.discharge_kl as WaterRecord["discharge_kl"],
  total_withdrawal_kl: Number(r.total_withdrawal_kl),
  total_discharge_kl: Number(r.total_discharge_kl),
  consumption_kl: Number(r.consumption_kl),
  created_at: iso(r.created_at),
});

const waterList: ListSpec = {
  table: "water_record",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    period_start: field("period_start", "date"),
    period_end: field("period_end", "date"),
    entered_unit: field("entered_unit", "text", false),
    total_withdrawal_kl: field("total_withdrawal_kl", "number"),
    total_discharge_kl: field("total_discharge_kl", "number"),
    consumption_kl: field("consumption_kl", "number"),
    created_at: field("created_at", "timestamp"),
  },
};

const sum = <R>(rows: readonly R[], pick: (r: R) => number) => rows.reduce((total, r) => total + pick(r), 0);

const waterKind: RecordKind<z.output<typeof waterRecordInputSchema>, StoredWater, WaterIdentity> = {
  recordType: "water",
  noun: "water record",
  schema: waterRecordInputSchema,
  quota: "water_records",
  toStored: (r, id) => ({
    id,
    facility_id: r.facility_id,
    period_start: r.period_start,
    period_end: r.period_end,
    entered_unit: r.unit,
    ...waterFigures(r),
  }),
  identity: ({ facility_id, period_start, period_end, withdrawal_kl, discharge_kl }) => ({
    facility_id,
    period_start,
    period_end,
    withdrawal_kl,
    discharge_kl,
  }),
  storedDuplicates: storedWaterDuplicates,
  insert: insertWaterRecords,
  totals: (records) => ({
    total_withdrawal_kl: sum(records, (r) => r.total_withdrawal_kl),
    total_discharge_kl: sum(records, (r) => r.total_discharge_kl),
    consumption_kl: sum(records, (r) => r.consumption_kl),
  }),
};

export const waterRecordOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/water-records",
    operationId: "createWaterRecords",
    summary: "Record water withdrawn and discharged at facilities",
    description: `A batch of up to ${MAX_BATCH} water records as JSON {"records": [...]}, all or nothing: each a facility's water for a period (a month, or any period_start to period_end up to two years), withdrawal by source (surface, ground, third_party, seawater_desalinated, other) and discharge by destination (surface, ground, seawater, third_party, other) and level of treatment (none, primary, secondary, tertiary), as BRSR Principle 6 tables them. Figures are given in unit (kL, m3 or L) and stored in kilolitres; a category not given is 0. Consumption is BRSR's, total withdrawal minus total discharge, computed and never sent. A negative figure, a category BRSR does not have (UNKNOWN_FIELD), a record with no figure (REQUIRED) or a period that ends before it starts (OUT_OF_RANGE) is 422 naming records.N.field; a facility of another tenant is 404 and an inactive one 422 INACTIVE. A record of the same facility, period and figures as a stored one, or as another of the batch, is refused (409 duplicate-upload) unless duplicates=allow.`,
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    heavy: largeBatch("records"),
    bodyLimit: RECORD_BATCH_BODY_LIMIT,
    query: recordBatchQuery("water records"),
    validatesOwnBody: (query) => (query as { dry_run: string }).dry_run === "true",
    body: waterRecordBatchSchema,
    problems: [404, 409],
    responses: {
      200: {
        description: "dry_run=true: every row's problems and repeats, and what would be stored; nothing is written",
        schema: brsrInputDryRunSchema,
      },
      201: {
        description: "The stored water records, in kL, with their consumption",
        schema: waterRecordBatchResultSchema,
        example: WATER_BATCH_EXAMPLE,
      },
    },
    handler: async ({ body, query, caller, req, ctx }) => {
      const who = callerOf(caller);
      if (query.dry_run === "true") {
        return { status: 200, body: await dryRunRecords(ctx.db, who.tenantId, waterKind, req.body, query) };
      }
      const stored = await storeRecords(ctx.db, who, waterKind, body.records, req.body, query);
      ctx.webhooks.wake();
      const data = stored.rows.map(waterRecordRow);
      return {
        status: 201,
        body: { data, summary: { count: data.length, ...waterKind.totals(data), upload_id: stored.uploadId } },
      };
    },
  }),
  operation({
    method: "GET",
    path: "/water-records",
    operationId: "listWaterRecords",
    summary: "List water records",
    description:
      "A page of the tenant's water records, in kL with their consumption. Filter e.g. facility_id==...;period_start>=2025-04-01 on facility_id, period_start, period_end, entered_unit, total_withdrawal_kl, total_discharge_kl, consumption_kl, created_at.",
    tag: "BRSR Inputs",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: { description: "A page of water records", schema: pageOf(waterRecordSchema, "WaterRecordPage") },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, waterList, callerOf(caller).tenantId, query, {}, waterRecordRow),
    }),
  }),
];
