import type { WasteFigures, WaterFigures } from "../../../carbon/water-and-waste";
import type { Queryable } from "../../db/client";

/**
 * Storing and reading water records, waste records and financial years: every statement of `brsr-inputs/`. Each
 * function binds the tenant itself. Records are written in one statement per batch (their rows travel as one JSON
 * document), with the figures `carbon/water-and-waste.ts` tabled; a duplicate is a stored record of the same
 * facility and period whose figures are equal, compared as JSON values (1200 and 1200.0 are equal).
 */

type Row = Record<string, unknown>;

export type Period = { facility_id: string; period_start: string; period_end: string };

export type StoredWater = Period & { id: string; entered_unit: string } & WaterFigures;
export type StoredWaste = Period & { id: string; entered_unit: string } & WasteFigures;
/** What makes two water records the same, and two waste records: their facility, period and figures. */
export type WaterIdentity = Period & Pick<WaterFigures, "withdrawal_kl" | "discharge_kl">;
export type WasteIdentity = Period & Pick<WasteFigures, "generated_t" | "recovered_t" | "disposed_t">;

/** Inserts water records (ids given) and returns the rows, in no particular order. */
export function insertWaterRecords(
  q: Queryable,
  tenantId: string,
  records: readonly StoredWater[],
  createdAt: Date,
  uploadId: string,
): Promise<Row[]> {
  return q.query(
    `INSERT INTO water_record (tenant_id, created_at, upload_id, id, facility_id, period_start, period_end, entered_unit,
       withdrawal_kl, discharge_kl, total_withdrawal_kl, total_discharge_kl, consumption_kl)
     SELECT $1, $2, $4, r.id, r.facility_id, r.period_start, r.period_end, r.entered_unit, r.withdrawal_kl,
       r.discharge_kl, r.total_withdrawal_kl, r.total_discharge_kl, r.consumption_kl
     FROM jsonb_to_recordset($3::jsonb) AS r(id text, facility_id text, period_start date, period_end date,
       entered_unit text, withdrawal_kl jsonb, discharge_kl jsonb, total_withdrawal_kl float8,
       total_discharge_kl float8, consumption_kl float8)
     RETURNING *`,
    [tenantId, createdAt, JSON.stringify(records), uploadId],
  );
}

/** Inserts waste records (ids given) and returns the rows, in no particular order. */
export function insertWasteRecords(
  q: Queryable,
  tenantId: string,
  records: readonly StoredWaste[],
  createdAt: Date,
  uploadId: string,
): Promise<Row[]> {
  return q.query(
    `INSERT INTO waste_record (tenant_id, created_at, upload_id, id, facility_id, period_start, period_end, entered_unit,
       generated_t, recovered_t, disposed_t, total_generated_t, total_recovered_t, total_disposed_t)
     SELECT $1, $2, $4, r.id, r.facility_id, r.period_start, r.period_end, r.entered_unit, r.generated_t,
       r.recovered_t, r.disposed_t, r.total_generated_t, r.total_recovered_t, r.total_disposed_t
     FROM jsonb_to_recordset($3::jsonb) AS r(id text, facility_id text, period_start date, period_end date,
       entered_unit text, generated_t jsonb, recovered_t jsonb, disposed_t jsonb, total_generated_t float8,
       total_recovered_t float8, total_disposed_t float8)
     RETURNING *`,
    [tenantId, createdAt, JSON.stringify(records), uploadId],
  );
}

/** For each record (by its position) that repeats a stored water record, that record's id. */
export async function storedWaterDuplicates(
  q: Queryable,
  tenantId: string,
  records: readonly WaterIdentity[],
): Promise<Map<number, string>> {
  if (records.length === 0) return new Map();
  const found = await q.query<{ i: number; id: string }>(
    `SELECT DISTINCT ON (b.i) b.i, r.id
     FROM jsonb_to_recordset($2::jsonb) AS b(i int, facility_id text, period_start date, period_end date,
       withdrawal_kl jsonb, discharge_kl jsonb)
     JOIN water_record r ON r.tenant_id = $1 AND r.facility_id = b.facility_id AND r.period_start = b.period_start
       AND r.period_end = b.period_end AND r.withdrawal_kl = b.withdrawal_kl AND r.discharge_kl = b.discharge_kl
     ORDER BY b.i, r.id`,
    [tenantId, JSON.stringify(records.map((r, i) => ({ i, ...r })))],
  );
  return new Map(found.map((f) => [Number(f.i), f.id]));
}

/** For each record (by its position) that repeats a stored waste record, that record's id. */
export async function storedWasteDuplicates(
  q: Queryable,
  tenantId: string,
  records: readonly WasteIdentity[],
): Promise<Map<number, string>> {
  if (records.length === 0) return new Map();
  const found = await q.query<{ i: number; id: string }>(
    `SELECT DISTINCT ON (b.i) b.i, r.id
     FROM jsonb_to_recordset($2::jsonb) AS b(i int, facility_id text, period_start date, period_end date,
       generated_t jsonb, recovered_t jsonb, disposed_t jsonb)
     JOIN waste_record r ON r.tenant_id = $1 AND r.facility_id = b.facility_id AND r.period_start = b.period_start
       AND r.period_end = b.period_end AND r.generated_t = b.generated_t AND r.recovered_t = b.recovered_t
       AND r.disposed_t = b.disposed_t
     ORDER BY b.i, r.id`,
    [tenantId, JSON.stringify(records.map((r, i) => ({ i, ...r })))],
  );
  return new Map(found.map((f) => [Number(f.i), f.id]));
}

export type FinancialYearFigures = {
  revenue_from_operations_inr: number;
  ppp: { inr_per_international_dollar: number; source: string; vintage: number } | null;
};

/** Sets a financial year's figures, creating the year or replacing what it held; the row as it is after. */
export async function saveFinancialYear(
  q: Queryable,
  tenantId: string,
  year: string,
  figures: FinancialYearFigures,
  now: Date,
): Promise<Row> {
  const [row] = await q.query(
    `INSERT INTO financial_year (tenant_id, id, revenue_from_operations_inr, ppp_inr_per_international_dollar,
       ppp_source, ppp_vintage, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (tenant_id, id) DO UPDATE SET revenue_from_operations_inr = EXCLUDED.revenue_from_operations_inr,
       ppp_inr_per_international_dollar = EXCLUDED.ppp_inr_per_international_dollar,
       ppp_source = EXCLUDED.ppp_source, ppp_vintage = EXCLUDED.ppp_vintage, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [
      tenantId,
      year,
      figures.revenue_from_operations_inr,
      figures.ppp?.inr_per_international_dollar ?? null,
      figures.ppp?.source ?? null,
      figures.ppp?.vintage ?? null,
      now,
    ],
  );
  return row!;
}

/** Deletes the tenant's financial years (a sandbox's reset to the demo data). */
export async function deleteFinancialYears(q: Queryable, tenantId: string): Promise<void> {
  await q.query("DELETE FROM financial_year WHERE tenant_id = $1", [tenantId]);
}
