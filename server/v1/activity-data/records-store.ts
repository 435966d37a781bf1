import type { z } from "zod";
import { co2eBasisOf, type EmissionFactorEntry, factorById, type GwpSet } from "../../../carbon";
import type { activityRecordSchema, instrumentSchema, productionRecordSchema } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { iso } from "../platform/rows";
import type { CalculatedRecord } from "./calculate";

/** Storing and reading activity, production and instrument rows: one place for their columns. */

type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** A stored record's basis, read back from the factors it used and the set its CO2e is on, as it was calculated. */
function storedBasis(factorIds: string[], co2eGwp: GwpSet) {
  const factors = factorIds.map(factorById).filter((f): f is EmissionFactorEntry => f !== undefined);
  return co2eBasisOf(factors, co2eGwp);
}

export const activityRecordRow = (r: Record<string, unknown>): ActivityRecord => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  source_id: (r.source_id as string | null) ?? null,
  meter_id: (r.meter_id as string | null) ?? null,
  supplier_id: (r.supplier_id as string | null) ?? null,
  activity: String(r.activity),
  source_type: String(r.source_type),
  scope: Number(r.scope) as 1 | 2 | 3,
  scope3_category: r.scope3_category === null ? null : Number(r.scope3_category),
  quantity: Number(r.quantity),
  unit: String(r.unit),
  period_start: String(r.period_start),
  period_end: String(r.period_end),
  estimated: Boolean(r.estimated),
  factor_id: (r.factor_id as string | null) ?? null,
  emissions: {
    co2_kg: r.co2_kg === null ? null : Number(r.co2_kg),
    ch4_kg: r.ch4_kg === null ? null : Number(r.ch4_kg),
    n2o_kg: r.n2o_kg === null ? null : Number(r.n2o_kg),
    co2e_kg: Number(r.co2e_kg),
    gwp_set: r.gwp_set as ActivityRecord["emissions"]["gwp_set"],
    co2e_gwp: r.co2e_gwp as ActivityRecord["emissions"]["co2e_gwp"],
    co2e_basis: storedBasis(r.factor_ids as string[], r.co2e_gwp as GwpSet),
    factor_ids: r.factor_ids as string[],
    selection: {
      basis: r.selection_basis as ActivityRecord["emissions"]["selection"]["basis"],
      region: String(r.selection_region),
      outside_validity: Boolean(r.outside_validity),
    },
    data_version: (r.data_version as string | null) ?? null,
    releases: (r.releases as string[] | null) ?? [],
  },
  energy_kwh: r.energy_kwh === null ? null : Number(r.energy_kwh),
  created_at: iso(r.created_at),
});

const ACTIVITY_COLUMNS: [column: string, type: string, value: (r: CalculatedRecord) => unknown][] = [
  ["facility_id", "text", (r) => r.facility_id],
  ["source_id", "text", (r) => r.source_id ?? null],
  ["meter_id", "text", (r) => r.meter_id ?? null],
  ["supplier_id", "text", (r) => r.supplier_id ?? null],
  ["activity", "text", (r) => r.activity],
  ["source_type", "text", (r) => r.source_type],
  ["scope", "smallint", (r) => r.scope],
  ["scope3_category", "smallint", (r) => r.scope3_category],
  ["quantity", "float8", (r) => r.quantity],
  ["unit", "text", (r) => r.unit],
  ["period_start", "date", (r) => r.period_start],
  ["period_end", "date", (r) => r.period_end],
  ["days", "int", (r) => r.days],
  ["estimated", "bool", (r) => r.estimated],
  ["factor_id", "text", (r) => r.factor_id ?? null],
  ["co2_kg", "float8", (r) => r.co2_kg],
  ["ch4_kg", "float8", (r) => r.ch4_kg],
  ["n2o_kg", "float8", (r) => r.n2o_kg],
  ["co2e_kg", "float8", (r) => r.co2e_kg],
  ["gwp_set", "text", (r) => r.gwp_set],
  ["co2e_gwp", "text", (r) => r.co2e_gwp],
  ["selection_basis", "text", (r) => r.selection_basis],
  ["selection_region", "text", (r) => r.selection_region],
  ["outside_validity", "bool", (r) => r.outside_validity],
  ["data_version", "text", (r) => r.data_version],
  ["energy_kwh", "float8", (r) => r.energy_kwh],
  ["fuel_quantity", "float8", (r) => r.fuel_quantity],
  ["fuel_unit", "text", (r) => r.fuel_unit],
];

/**
 * Inserts calculated records in one statement (arrays unnested server-side), in input order, and returns the rows.
 * factor_ids and releases (arrays per record) travel as one JSON document. The records belong to the upload `upload`
 * (stored by the caller with `insertUpload`, same transaction).
 */
export async function insertActivityRecords(
  q: Queryable,
  tenantId: string,
  ids: string[],
  records: CalculatedRecord[],
  createdAt: Date,
  uploadId: string,
): Promise<Record<string, unknown>[]> {
  if (records.length === 0) return [];
  const params: unknown[] = [
    tenantId,
    createdAt,
    ids,
    JSON.stringify(records.map((r) => ({ factor_ids: r.factor_ids, releases: r.releases }))),
    uploadId,
  ];
  const selects: string[] = [];
  ACTIVITY_COLUMNS.forEach(([, type, value], i) => {
    params.push(records.map(value));
    selects.push(`$${i + 6}::${type}[]`);
  });
  const columns = ACTIVITY_COLUMNS.map(([c]) => c);
  return q.query(
    `INSERT INTO activity_record (tenant_id, created_at, id, upload_id, factor_ids, releases, ${columns.join(", ")})
     SELECT $1, $2, u.id, $5, ARRAY(SELECT jsonb_array_elements_text(f.ids -> 'factor_ids')),
       ARRAY(SELECT jsonb_array_elements_text(f.ids -> 'releases')), ${columns.map((c) => `u.${c}`).join(", ")}
     FROM unnest($3::text[], ${selects.join(", ")}) WITH ORDINALITY AS u(id, ${columns.join(", ")}, n)
     JOIN jsonb_array_elements($4::jsonb) WITH ORDINALITY AS f(ids, n) ON f.n = u.n
     ORDER BY u.n
     RETURNING *`,
    params,
  );
}

export const TOTAL_KEY =
  "tenant_id, month, facility_id, source_id, meter_id, supplier_id, activity, source_type, scope, scope3_category, estimated, fuel_unit, co2e_gwp";
export const TOTAL_SUMS = ["co2_kg", "ch4_kg", "n2o_kg", "co2e_kg", "energy_kwh", "fuel_quantity"];

/**
 * Writes the month pieces of the stored records `ids` and adds them to the month totals, or rebuilds both for the
 * whole tenant ("all"). Call it in the transaction that stored the records.
 */
export async function insertMonthPieces(q: Queryable, tenantId: string, ids: string[] | "all"): Promise<void> {
  if (ids === "all") {
    await q.query("DELETE FROM activity_month WHERE tenant_id = $1", [tenantId]);
    await q.query("DELETE FROM activity_month_total WHERE tenant_id = $1", [tenantId]);
  }
  await q.query(
    `INSERT INTO activity_month (tenant_id, record_id, month, piece_start, piece_end, piece_days, facility_id, source_id,
       meter_id, supplier_id, activity, source_type, scope, scope3_category, estimated, co2_kg, ch4_kg, n2o_kg, co2e_kg,
       energy_kwh, fuel_quantity, fuel_unit, co2e_gwp)
     SELECT r.tenant_id, r.id, p.month, p.s, p.e, p.e - p.s + 1, r.facility_id, r.source_id, r.meter_id, r.supplier_id,
       r.activity, r.source_type, r.scope, r.scope3_category, r.estimated,
       r.co2_kg * p.share, r.ch4_kg * p.share, r.n2o_kg * p.share, r.co2e_kg * p.share,
       r.energy_kwh * p.share, r.fuel_quantity * p.share, r.fuel_unit, r.co2e_gwp
     FROM activity_record r
     CROSS JOIN LATERAL (
       SELECT m::date AS month, GREATEST(m::date, r.period_start) AS s,
              LEAST((m + interval '1 month' - interval '1 day')::date, r.period_end) AS e,
              (LEAST((m + interval '1 month' - interval '1 day')::date, r.period_end) - GREATEST(m::date, r.period_start) + 1)::float8 / r.days AS share
       FROM generate_series(date_trunc('month', r.period_start::timestamp), date_trunc('month', r.period_end::timestamp), interval '1 month') m
     ) p
     WHERE r.tenant_id = $1 ${ids === "all" ? "" : "AND r.id = ANY($2::text[])"}`,
    ids === "all" ? [tenantId] : [tenantId, ids],
  );
  await q.query(
    `INSERT INTO activity_month_total (${TOTAL_KEY}, ${TOTAL_SUMS.join(", ")}, records)
     SELECT ${TOTAL_KEY}, ${TOTAL_SUMS.map((c) => `COALESCE(SUM(${c}), 0)`).join(", ")}, count(*)
     FROM activity_month WHERE tenant_id = $1 ${ids === "all" ? "" : "AND record_id = ANY($2::text[])"}
     GROUP BY ${TOTAL_KEY}
     ORDER BY ${TOTAL_KEY}
     ON CONFLICT (${TOTAL_KEY}) DO UPDATE SET
       ${[...TOTAL_SUMS, "records"].map((c) => `${c} = activity_month_total.${c} + EXCLUDED.${c}`).join(", ")}`,
    ids === "all" ? [tenantId] : [tenantId, ids],
  );
}

export const productionRecordRow = (r: Record<string, unknown>): z.infer<typeof productionRecordSchema> => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  product: (r.product as string | null) ?? null,
  quantity: Number(r.quantity),
  unit: r.unit as z.infer<typeof productionRecordSchema>["unit"],
  period_start: String(r.period_start),
  period_end: String(r.period_end),
  created_at: iso(r.created_at),
});

export const instrumentRow = (r: Record<string, unknown>): z.infer<typeof instrumentSchema> => ({
  id: String(r.id),
  facility_id: String(r.facility_id),
  kind: r.kind as z.infer<typeof instrumentSchema>["kind"],
  mwh: Number(r.mwh),
  emission_rate_kg_per_mwh: Number(r.emission_rate_kg_per_mwh),
  period_start: String(r.period_start),
  period_end: String(r.period_end),
  certificate_ref: (r.certificate_ref as string | null) ?? null,
  created_at: iso(r.created_at),
});

export async function activityRecordById(q: Queryable, tenantId: string, id: string) {
  const [row] = await q.query("SELECT * FROM activity_record WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row;
}

type ProductionInput = {
  facility_id: string;
  product: string | null;
  quantity: number;
  unit: string;
  period_start: string;
  period_end: string;
};

/** Inserts production records in one statement, named by `ids` in input order, and returns the rows. */
export function insertProductionRecords(
  q: Queryable,
  tenantId: string,
  ids: string[],
  records: readonly ProductionInput[],
  createdAt: Date,
): Promise<Record<string, unknown>[]> {
  return q.query(
    `INSERT INTO production_record (tenant_id, created_at, id, facility_id, product, quantity, unit, period_start, period_end, days)
     SELECT $1, $2, u.id, u.facility_id, u.product, u.quantity, u.unit, u.period_start, u.period_end, u.period_end - u.period_start + 1
     FROM unnest($3::text[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::date[], $9::date[])
       AS u(id, facility_id, product, quantity, unit, period_start, period_end)
     RETURNING *`,
    [
      tenantId,
      createdAt,
      ids,
      records.map((r) => r.facility_id),
      records.map((r) => r.product),
      records.map((r) => r.quantity),
      records.map((r) => r.unit),
      records.map((r) => r.period_start),
      records.map((r) => r.period_end),
    ],
  );
}

/** Stores an instrument at one of the tenant's facilities; undefined when the facility is not the tenant's. */
export async function insertInstrument(
  q: Queryable,
  tenantId: string,
  instrument: {
    id: string;
    facility_id: string;
    kind: string;
    mwh: number;
    emission_rate_kg_per_mwh: number;
    period_start: string;
    period_end: string;
    certificate_ref: string | null;
    createdAt: Date;
  },
): Promise<Record<string, unknown> | undefined> {
  const [row] = await q.query(
    `INSERT INTO scope2_instrument (id, tenant_id, facility_id, kind, mwh, emission_rate_kg_per_mwh, period_start, period_end, certificate_ref, created_at)
     SELECT $1, $2, f.id, $4, $5, $6, $7, $8, $9, $10 FROM api_facility f WHERE f.tenant_id = $2 AND f.id = $3
     RETURNING *`,
    [
      instrument.id,
      tenantId,
      instrument.facility_id,
      instrument.kind,
      instrument.mwh,
      instrument.emission_rate_kg_per_mwh,
      instrument.period_start,
      instrument.period_end,
      instrument.certificate_ref,
      instrument.createdAt,
    ],
  );
  return row;
}

/** New emissions of stored records (a recalculation), in one statement; the month rows are rebuilt by the caller. */
export type RecalculatedEmissions = Pick<
  CalculatedRecord,
  | "co2_kg"
  | "ch4_kg"
  | "n2o_kg"
  | "co2e_kg"
  | "co2e_gwp"
  | "factor_ids"
  | "selection_basis"
  | "selection_region"
  | "outside_validity"
  | "data_version"
  | "releases"
> & { id: string };

/** Rows a recalculation sends in one UPDATE: a statement's parameters stay small, and the event loop free between. */
const UPDATE_CHUNK = 5000;

export async function updateRecordEmissions(q: Queryable, tenantId: string, rows: RecalculatedEmissions[]) {
  for (let from = 0; from < rows.length; from += UPDATE_CHUNK) {
    const chunk = rows.slice(from, from + UPDATE_CHUNK);
    await q.query(
      `UPDATE activity_record r SET co2_kg = u.co2_kg, ch4_kg = u.ch4_kg, n2o_kg = u.n2o_kg, co2e_kg = u.co2e_kg,
         co2e_gwp = u.co2e_gwp, selection_basis = u.selection_basis, selection_region = u.selection_region,
         outside_validity = u.outside_validity, data_version = u.data_version,
         factor_ids = ARRAY(SELECT jsonb_array_elements_text(u.lists -> 'factor_ids')),
         releases = ARRAY(SELECT jsonb_array_elements_text(u.lists -> 'releases'))
       FROM jsonb_to_recordset($2::jsonb) AS u(id text, co2_kg float8, ch4_kg float8, n2o_kg float8, co2e_kg float8,
         co2e_gwp text, selection_basis text, selection_region text, outside_validity bool, data_version text, lists jsonb)
       WHERE r.tenant_id = $1 AND r.id = u.id`,
      [
        tenantId,
        JSON.stringify(chunk.map(({ factor_ids, releases, ...r }) => ({ ...r, lists: { factor_ids, releases } }))),
      ],
    );
  }
}

/** A stored record with what a recalculation needs of it and of its facility. */
export type StoredRecord = {
  id: string;
  facility_id: string;
  activity: string;
  quantity: number;
  unit: string;
  period_start: string;
  period_end: string;
  factor_id: string | null;
  gwp_set: string;
  co2e_gwp: string;
  scope: number;
  co2e_kg: number;
  factor_ids: string[];
  country: string;
  industry: string | null;
  grid_region: string | null;
};

/** Records read per statement by `storedRecordPages`. */
const READ_PAGE = 5000;

/**
 * The tenant's stored records (one facility's, when named) with their facility's place, in pages in id order (the
 * primary key's): a tenant's whole history is never one result in memory at once.
 */
export async function* storedRecordPages(
  q: Queryable,
  tenantId: string,
  facilityId: string | null,
): AsyncGenerator<StoredRecord[]> {
  let after: string | null = null;
  for (;;) {
    const page: StoredRecord[] = await q.query<StoredRecord>(
      `SELECT r.id, r.facility_id, r.activity, r.quantity, r.unit, r.period_start::text AS period_start,
         r.period_end::text AS period_end, r.factor_id, r.gwp_set, r.co2e_gwp, r.scope, r.co2e_kg, r.factor_ids,
         f.country, f.industry, f.grid_region
       FROM activity_record r JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id
       WHERE r.tenant_id = $1 AND ($2::text IS NULL OR r.facility_id = $2)
         AND ($3::text IS NULL OR r.id > $3)
       ORDER BY r.id
       LIMIT ${READ_PAGE}`,
      [tenantId, facilityId, after],
    );
    if (page.length > 0) yield page;
    if (page.length < READ_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
