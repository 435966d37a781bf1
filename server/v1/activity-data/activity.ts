import { ulid } from "ulid";
import { z } from "zod";
import {
  activityBatchResultSchema,
  activityBatchSchema,
  activityDryRunSchema,
  activityRecordSchema,
  GWP_SETS,
  instrumentInputSchema,
  instrumentSchema,
  MAX_BATCH,
  pageOf,
  productionBatchResultSchema,
  productionBatchSchema,
  productionRecordSchema,
  ulidSchema,
} from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { validate } from "../../http/validation";
import { dataVersionSchema, resolveDataVersion } from "../factors/releases";
import { refuseSignedOffYears } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { largeBatch } from "../platform/heavy-work";
import { newIds } from "../platform/ids";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { nowMs } from "../platform/rows";
import { enqueueWebhookEvent } from "../webhooks/webhooks-store";
import { calculateBatchInSlices } from "./calculate";
import { csvBatchOf, csvFacts, unreadableCells } from "./csv";
import { dryRunBatch } from "./dry-run";
import {
  ACTIVITY_RECORD_EXAMPLE,
  DRY_RUN_EXAMPLE,
  INSTRUMENT_EXAMPLE,
  PRODUCTION_BATCH_EXAMPLE,
  UPLOAD_EXAMPLE,
} from "./examples";
import {
  activityRecordById,
  activityRecordRow,
  insertActivityRecords,
  insertInstrument,
  insertMonthPieces,
  insertProductionRecords,
  instrumentRow,
  productionRecordRow,
} from "./records-store";
import { facilityColumn, facilityReferences, refuseUnresolvedFacilities, sourceAndMeterProblems } from "./references";
import { duplicateRefusal, mappedBody, UPLOAD_QUERY, uploadFileOf } from "./upload-file";
import { insertUpload, uploadOfFile } from "./uploads-store";

const isCsv = (contentType: string | undefined) => /^text\/csv\b/i.test(contentType ?? "");

/** The largest batch body: 10,000 records of a few hundred bytes each. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The tenant's facilities a batch names; a reference to any other (another tenant's too) is a 404, and to an
 * inactive one a 422 saying so.
 */
export async function referencedFacilities(
  q: Queryable,
  tenantId: string,
  records: readonly { facility_id: string }[],
) {
  const { facilities, errors } = await facilityReferences(
    q,
    tenantId,
    records.map((r, index) => ({ index, facility_id: r.facility_id })),
  );
  const unknown = errors.filter((e) => e.code === "UNKNOWN_REFERENCE");
  if (unknown.length) {
    throw new HttpProblem("not-found", "A record names a facility this tenant does not have.", unknown.slice(0, 20));
  }
  if (errors.length) {
    const names = [...new Set(records.flatMap((r) => facilities.get(r.facility_id) ?? []))]
      .filter((f) => !f.active)
      .map((f) => f.name);
    throw new HttpProblem(
      "validation-failed",
      names.length === 1
        ? `${names[0]} is inactive; reactivate it to record its activity.`
        : `These facilities are inactive: ${names.join(", ")}; reactivate them to record their activity.`,
      errors.slice(0, 20),
    );
  }
  return facilities;
}

/** A CSV batch, its facility column read, validated as any batch: 422 naming what does not fit. */
function validCsvRecords(named: Awaited<ReturnType<typeof facilityColumn>>) {
  refuseUnresolvedFacilities(named.unresolved);
  const r = validate(activityBatchSchema, named.batch);
  if (!r.ok) {
    const names = [...new Set(r.errors.map((e) => e.field))].join(", ");
    throw new HttpProblem("validation-failed", `The request body is not valid: ${names}.`, r.errors);
  }
  return r.data.records;
}

/** A requested data_version as a release this server holds; else a problem naming the field. */
export function heldDataVersion(
  config: Parameters<typeof resolveDataVersion>[0],
  requested: string,
  problem: "invalid-parameter" | "validation-failed",
): string {
  const resolved = resolveDataVersion(config, requested);
  if (resolved) return resolved;
  throw new HttpProblem(problem, `This server holds no factor release ${requested}.`, [
    {
      field: "data_version",
      ...(problem === "validation-failed" ? { pointer: "/data_version" } : {}),
      code: "INVALID_VALUE",
      message: "Not a release of GET /v1/emission-factors/releases, nor latest",
    },
  ]);
}

const activityList: ListSpec = {
  table: "activity_record",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    source_id: field("source_id", "text", false),
    meter_id: field("meter_id", "text", false),
    supplier_id: field("supplier_id", "text", false),
    activity: field("activity", "text"),
    source_type: field("source_type", "text"),
    scope: field("scope", "number"),
    scope3_category: field("scope3_category", "number", false),
    period_start: field("period_start", "date"),
    period_end: field("period_end", "date"),
    estimated: field("estimated", "boolean"),
    co2e_kg: field("co2e_kg", "number"),
    created_at: field("created_at", "timestamp"),
  },
};

const productionList: ListSpec = {
  table: "production_record",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    product: field("product", "text", false),
    unit: field("unit", "text"),
    period_start: field("period_start", "date"),
    period_end: field("period_end", "date"),
    created_at: field("created_at", "timestamp"),
  },
};

const instrumentList: ListSpec = {
  table: "scope2_instrument",
  defaultSort: "created_at",
  fields: {
    facility_id: field("facility_id", "text"),
    kind: field("kind", "text"),
    period_start: field("period_start", "date"),
    period_end: field("period_end", "date"),
    created_at: field("created_at", "timestamp"),
  },
};

const CSV_COLUMNS =
  "facility_id,activity,quantity,unit,period_start,period_end,source_id,meter_id,supplier_id,scope3_category,factor_id,estimated";

const CSV_FACILITY = `A CSV may name each record's facility in a facility column instead of facility_id: the facility's id, name or code, in any case (Pune Assembly Plant, pnq-01); a cell that names no facility or more than one is 422 naming its row and column, e.g. Row 4, column "facility": no facility is named or coded "Pune 2".`;

const CSV_CELLS = `CSV cells are read as people write them in spreadsheets: numbers plain or grouped in thousands or the Indian way (125000.5, 125,000.50, 1,25,000.50; quote a cell that holds commas); dates as 2025-04-01, 01/04/2025, 01-04-2025 or 1/4/2025, day first unless date_order=month-first (03/04/2025 is 3 April), or a spreadsheet's date number (45748 is 1 April 2025); a month (Apr 2025, April 2025, apr-2025) in a period column, or in period_start with no period_end, is the whole month; an activity by its key or by words of its name (Diesel, Grid electricity, Hotel stay India; a name that fits several activities is 422 AMBIGUOUS listing them, and in a dry run the row's problem carries them as candidates); units in any case and in everyday spellings (litres, liters, ltr for L; units for kWh; t, MT, tonnes for tonne; pkm, passenger km for passenger-km; room nights for room-night; tons and gallons are refused, as they name two units); estimated as yes/no, y/n, true/false or 1/0. A cell that cannot be read is 422 naming its row as a spreadsheet shows it (the header is row 1) and its column, e.g. Row 7, column "quantity": "12,5OO" is not a number; in a dry run it is that row's problem. JSON bodies take JSON numbers, YYYY-MM-DD dates and the units listed.`;

export const activityOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/activity-records",
    operationId: "createActivityRecords",
    summary: "Record activity data and calculate its emissions",
    description: `A batch of up to ${MAX_BATCH} records, as JSON {"records": [...]} or text/csv with the columns ${CSV_COLUMNS}. ${CSV_FACILITY} ${CSV_CELLS} Each record's quantity is converted to its factor's unit and its CO2, CH4, N2O and CO2e are computed and stored with the factor ids used and their releases: the pinned factor_id, else the factor for the activity in the facility's country valid on the period, else the IPCC default, else the activity's proxy region (GB for DESNZ activities such as flights, hotel nights, freight by mode, waste and materials). data_version pins the calculation to a factor release and those before it (latest by default); the record keeps the figures it was computed with until it is explicitly recalculated. A factor the publisher leaves blank is 422 NO_FACTOR (not available, never zero). The batch is all or nothing: a unit that does not fit the activity is 422 UNIT_MISMATCH, a negative or implausible quantity or a period that ends before it starts is 422 OUT_OF_RANGE, each naming records.N.field; a facility of another tenant is 404; an inactive facility, source or meter is 422 INACTIVE.`,
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    heavy: largeBatch("records"),
    bodyLimit: BATCH_BODY_LIMIT,
    bodyMediaTypes: ["text/csv"],
    query: z.object({
      gwp_set: z.enum(GWP_SETS).optional().meta({
        description:
          "The GWP set to report on. Per-gas factors are weighted with it (AR6 when omitted). A factor published as CO2e keeps its published figure and set when gwp_set is omitted; with gwp_set AR6 a CO2e factor published on AR5 with its per-gas split takes its AR6 figure recomputed from the split (value_ar6), else it keeps its published set. co2e_gwp and co2e_basis say which",
      }),
      data_version: dataVersionSchema,
      dry_run: z.enum(["true", "false"]).default("false").meta({
        description:
          "true: validate and calculate every record and answer 200 with every row's problems by row index and field, the factors it would use and its warnings (a factor outside its validity, a future period, a duplicate, an unusual quantity, an ambiguous date); nothing is written",
      }),
      ...UPLOAD_QUERY,
    }),
    validatesOwnBody: (query, body) =>
      (query as { dry_run: string }).dry_run === "true" || csvBatchOf(body) !== undefined,
    body: activityBatchSchema,
    problems: [404, 409],
    responses: {
      200: {
        description: "dry_run=true: what the batch would store, and every row's problems; nothing is written",
        schema: activityDryRunSchema,
        example: DRY_RUN_EXAMPLE,
      },
      201: {
        description: "The stored records with their emissions",
        schema: activityBatchResultSchema,
        example: {
          data: [ACTIVITY_RECORD_EXAMPLE],
          summary: { count: 1, co2e_kg: ACTIVITY_RECORD_EXAMPLE.emissions.co2e_kg, upload_id: UPLOAD_EXAMPLE.id },
        },
      },
    },
    handler: async ({ body, query, caller, req, ctx }) => {
      const { tenantId, clientId } = callerOf(caller);
      const dataVersion = heldDataVersion(ctx.config, query.data_version, "invalid-parameter");
      const { body: read, dateOrder } = await mappedBody(ctx.db, tenantId, req.body, query);
      const sheet = csvBatchOf(read);
      const named = sheet && (await facilityColumn(ctx.db, tenantId, sheet));
      const file = uploadFileOf(query, read, isCsv(req.headers["content-type"]));
      const duplicateFile = await uploadOfFile(ctx.db, tenantId, file.sha256);
      if (query.dry_run === "true") {
        const gwp = query.gwp_set ?? null;
        const facts = sheet && csvFacts(sheet.batch);
        const dryRun = await dryRunBatch(ctx.db, tenantId, named?.batch ?? read, {
          gwp,
          dataVersion,
          unreadableCells: [...unreadableCells(read), ...(named?.unresolved ?? [])],
          ambiguous: facts?.ambiguous ?? [],
          dateOrder,
          duplicateFile,
          rowName: (index) => (sheet ? `Row ${sheet.rowOf(index)}` : `records.${index}`),
          today: new Date(nowMs()).toISOString().slice(0, 10),
        });
        return { status: 200, body: dryRun };
      }
      const records = named ? validCsvRecords(named) : body.records;
      const facilities = await referencedFacilities(ctx.db, tenantId, records);
      await refuseSignedOffYears(
        ctx.db,
        tenantId,
        records.map((r) => r.period_start),
      );
      const referenceProblems = await sourceAndMeterProblems(
        ctx.db,
        tenantId,
        records.map((r, index) => ({ index, ...r })),
      );
      if (referenceProblems.length) {
        throw new HttpProblem(
          "validation-failed",
          "Some records name sources or meters that do not fit.",
          referenceProblems.slice(0, 50),
        );
      }
      const calculated = await calculateBatchInSlices(records, facilities, query.gwp_set ?? null, dataVersion);
      if (!calculated.ok) {
        throw new HttpProblem(
          "validation-failed",
          `${calculated.errors.length} record(s) cannot be calculated: ${calculated.errors[0]!.field} ${calculated.errors[0]!.message}`,
          calculated.errors,
        );
      }
      if (query.duplicates === "reject") {
        const refusal = await duplicateRefusal(ctx.db, tenantId, calculated.records, duplicateFile, (index) =>
          sheet ? `Row ${sheet.rowOf(index)}` : `records.${index}`,
        );
        if (refusal) throw refusal;
      }
      const ids = newIds(records.length);
      const uploadId = ulid();
      const createdAt = nowMs();
      const rows = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "activity_records", ids.length);
        await insertUpload(q, tenantId, {
          id: uploadId,
          kind: file.kind,
          clientId,
          records: ids.length,
          createdAt,
          fileName: file.name,
          fileSha256: file.sha256,
        });
        const inserted = await insertActivityRecords(q, tenantId, ids, calculated.records, createdAt, uploadId);
        await insertMonthPieces(q, tenantId, ids);
        await enqueueWebhookEvent(
          q,
          tenantId,
          "upload.committed",
          { upload_id: uploadId, record_type: "activity", records: ids.length, file_name: file.name, kind: file.kind },
          createdAt,
        );
        return inserted;
      });
      ctx.webhooks.wake();
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const data = ids.map((id) => activityRecordRow(byId.get(id)!));
      const co2e = data.reduce((sum, r) => sum + r.emissions.co2e_kg, 0);
      return { status: 201, body: { data, summary: { count: data.length, co2e_kg: co2e, upload_id: uploadId } } };
    },
  }),
  operation({
    method: "GET",
    path: "/activity-records",
    operationId: "listActivityRecords",
    summary: "List activity records with their emissions",
    description:
      "A page of the tenant's activity records. Filter e.g. facility_id==...;scope==2;period_start>=2025-04-01 on facility_id, activity, source_type, scope, period_start, period_end, estimated, co2e_kg, created_at.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: { description: "A page of activity records", schema: pageOf(activityRecordSchema, "ActivityRecordPage") },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, activityList, callerOf(caller).tenantId, query, {}, activityRecordRow),
    }),
  }),
  operation({
    method: "GET",
    path: "/activity-records/{id}",
    operationId: "getActivityRecord",
    summary: "Get an activity record",
    description: "One activity record with its emissions per gas, CO2e and the factors they came from.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    params: z.object({ id: ulidSchema }),
    problems: [404],
    responses: {
      200: { description: "The activity record", schema: activityRecordSchema, example: ACTIVITY_RECORD_EXAMPLE },
    },
    handler: async ({ params, caller, ctx }) => {
      const row = await activityRecordById(ctx.db, callerOf(caller).tenantId, params.id);
      if (!row) throw notFound("activity record");
      return { status: 200, body: activityRecordRow(row) };
    },
  }),
  operation({
    method: "POST",
    path: "/production-records",
    operationId: "createProductionRecords",
    summary: "Record production volumes",
    description: `A batch of up to ${MAX_BATCH} production records (facility, optional product, quantity, unit, period): the denominator of intensities (normalize_by=PRODUCTION). All or nothing.`,
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    heavy: largeBatch("records"),
    bodyLimit: BATCH_BODY_LIMIT,
    body: productionBatchSchema,
    problems: [404, 409],
    responses: {
      201: {
        description: "The stored production records",
        schema: productionBatchResultSchema,
        example: PRODUCTION_BATCH_EXAMPLE,
      },
    },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      await referencedFacilities(ctx.db, tenantId, body.records);
      await refuseSignedOffYears(
        ctx.db,
        tenantId,
        body.records.map((r) => r.period_start),
      );
      const ids = newIds(body.records.length);
      const rows = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "production_records", ids.length);
        const records = body.records.map((r) => ({ ...r, product: r.product ?? null }));
        return insertProductionRecords(q, tenantId, ids, records, nowMs());
      });
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const data = ids.map((id) => productionRecordRow(byId.get(id)!));
      return { status: 201, body: { data, summary: { count: data.length } } };
    },
  }),
  operation({
    method: "GET",
    path: "/production-records",
    operationId: "listProductionRecords",
    summary: "List production records",
    description: "A page of the tenant's production records; filter on facility_id, unit, period_start, period_end.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of production records",
        schema: pageOf(productionRecordSchema, "ProductionRecordPage"),
      },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, productionList, callerOf(caller).tenantId, query, {}, productionRecordRow),
    }),
  }),
  operation({
    method: "POST",
    path: "/instruments",
    operationId: "createInstrument",
    summary: "Record a contractual instrument for market-based Scope 2",
    description:
      "A renewable energy certificate (REC), a power purchase agreement (PPA) or a supplier-specific rate at a facility for a period. Instruments cover at most the MWh the facility consumed and change only the market-based Scope 2 figure (GHG Protocol Scope 2 Guidance).",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    idempotent: true,
    body: instrumentInputSchema,
    problems: [404],
    responses: { 201: { description: "The instrument", schema: instrumentSchema, example: INSTRUMENT_EXAMPLE } },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const row = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "instruments");
        return insertInstrument(q, tenantId, {
          ...body,
          id: ulid(),
          certificate_ref: body.certificate_ref ?? null,
          createdAt: nowMs(),
        });
      });
      if (!row)
        throw new HttpProblem("not-found", "No facility with that id exists in this tenant.", [
          {
            field: "facility_id",
            pointer: "/facility_id",
            code: "UNKNOWN_REFERENCE",
            message: "No facility with this id",
          },
        ]);
      return { status: 201, body: instrumentRow(row) };
    },
  }),
  operation({
    method: "GET",
    path: "/instruments",
    operationId: "listInstruments",
    summary: "List contractual instruments",
    description:
      "A page of the tenant's RECs, PPAs and supplier rates; filter on facility_id, kind, period_start, period_end.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "read:activity", orScopes: ["calc:emissions"] },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: { 200: { description: "A page of instruments", schema: pageOf(instrumentSchema, "InstrumentPage") } },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, instrumentList, callerOf(caller).tenantId, query, {}, instrumentRow),
    }),
  }),
];
