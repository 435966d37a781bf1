import { z } from "zod";
import { waterFigures } from "../../../carbon/water-and-waste";
import {
  MAX_BATCH,
  pageOf,
  waterRecordBatchResultSchema,
  waterRecordBatchSchema,
  waterRecordSchema,
} from "../../../contracts/api";
import { referencedFacilities } from "../activity-data/activity";
import { callerOf } from "../platform/access-token";
import { largeBatch } from "../platform/heavy-work";
import { newIds } from "../platform/ids";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { iso, nowMs } from "../platform/rows";
import { insertWaterRecords, type StoredWater, storedWaterDuplicates } from "./brsr-inputs-store";
import { WATER_BATCH_EXAMPLE } from "./examples";
import { duplicateRecordsRefusal, duplicatesParameter, RECORD_BATCH_BODY_LIMIT } from "./record-batch";

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

const sum = (rows: readonly WaterRecord[], pick: (r: WaterRecord) => number) =>
  rows.reduce((total, r) => total + pick(r), 0);

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
    query: z.object({ duplicates: duplicatesParameter("water records") }),
    body: waterRecordBatchSchema,
    problems: [404, 409],
    responses: {
      201: {
        description: "The stored water records, in kL, with their consumption",
        schema: waterRecordBatchResultSchema,
        example: WATER_BATCH_EXAMPLE,
      },
    },
    handler: async ({ body, query, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      await referencedFacilities(ctx.db, tenantId, body.records);
      const ids = newIds(body.records.length);
      const records: StoredWater[] = body.records.map((r, i) => ({
        id: ids[i]!,
        facility_id: r.facility_id,
        period_start: r.period_start,
        period_end: r.period_end,
        entered_unit: r.unit,
        ...waterFigures(r),
      }));
      if (query.duplicates === "reject") {
        const identities = records.map(({ facility_id, period_start, period_end, withdrawal_kl, discharge_kl }) => ({
          facility_id,
          period_start,
          period_end,
          withdrawal_kl,
          discharge_kl,
        }));
        const stored = await storedWaterDuplicates(ctx.db, tenantId, identities);
        const refusal = duplicateRecordsRefusal(
          identities.map((r) => JSON.stringify(r)),
          stored,
          "water record",
        );
        if (refusal) throw refusal;
      }
      const rows = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "water_records", records.length);
        return insertWaterRecords(q, tenantId, records, nowMs());
      });
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const data = ids.map((id) => waterRecordRow(byId.get(id)!));
      const summary = {
        count: data.length,
        total_withdrawal_kl: sum(data, (r) => r.total_withdrawal_kl),
        total_discharge_kl: sum(data, (r) => r.total_discharge_kl),
        consumption_kl: sum(data, (r) => r.consumption_kl),
      };
      return { status: 201, body: { data, summary } };
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
