import { financialYear, startYearOf } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { IN_YEAR, YEAR_ORDER } from "./periods-store";

/**
 * The assurance pack's SQL: every record of a year as the snapshot selects them (the same condition and order,
 * `IN_YEAR` and `YEAR_ORDER` of periods-store.ts, so the pack holds exactly the records the snapshot summed and
 * hashed), the tenant's name, and the year's audit events.
 */

type Row = Record<string, unknown>;

export type YearRecords = { activity: Row[]; production: Row[]; water: Row[]; waste: Row[] };

const facilityName = (table: string) =>
  `(SELECT f.name FROM api_facility f WHERE f.tenant_id = ${table}.tenant_id AND f.id = ${table}.facility_id) AS facility_name`;

/**
 * The year's records, each kind in the snapshot's order. The first columns of activity, water and waste rows are the
 * snapshot digest's, with the same types (dates as text).
 */
export async function yearRecords(q: Queryable, tenantId: string, year: string): Promise<YearRecords> {
  const { from, to } = financialYear(startYearOf(year));
  const args = [tenantId, from, to];
  const activity = await q.query(
    `SELECT id, scope, co2e_kg, quantity, unit, period_start::text AS period_start, period_end::text AS period_end,
       facility_id, ${facilityName("activity_record")}, source_id, meter_id, supplier_id, activity, source_type,
       scope3_category, days, estimated, factor_ids, gwp_set, co2e_gwp, data_version, releases, co2_kg, ch4_kg,
       n2o_kg, energy_kwh, upload_id, created_at
     FROM activity_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    args,
  );
  const production = await q.query(
    `SELECT id, quantity, unit, period_start::text AS period_start, period_end::text AS period_end, facility_id,
       ${facilityName("production_record")}, product, days, created_at
     FROM production_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    args,
  );
  const water = await q.query(
    `SELECT id, total_withdrawal_kl, total_discharge_kl, period_start::text AS period_start,
       period_end::text AS period_end, facility_id, ${facilityName("water_record")}, entered_unit, withdrawal_kl,
       discharge_kl, consumption_kl, upload_id, created_at
     FROM water_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    args,
  );
  const waste = await q.query(
    `SELECT id, total_generated_t, total_recovered_t, total_disposed_t, period_start::text AS period_start,
       period_end::text AS period_end, facility_id, ${facilityName("waste_record")}, entered_unit, generated_t,
       recovered_t, disposed_t, upload_id, created_at
     FROM waste_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    args,
  );
  return { activity, production, water, waste };
}

/** The uploads that hold records of the year: those stored now and those withdrawn since. */
export async function yearUploadIds(q: Queryable, tenantId: string, year: string): Promise<string[]> {
  const { from, to } = financialYear(startYearOf(year));
  const rows = await q.query<{ upload_id: string }>(
    `SELECT DISTINCT upload_id FROM (
       SELECT upload_id FROM activity_record WHERE ${IN_YEAR}
       UNION ALL SELECT upload_id FROM withdrawn_activity_record WHERE ${IN_YEAR}
       UNION ALL SELECT upload_id FROM water_record WHERE ${IN_YEAR}
       UNION ALL SELECT upload_id FROM withdrawn_water_record WHERE ${IN_YEAR}
       UNION ALL SELECT upload_id FROM waste_record WHERE ${IN_YEAR}
       UNION ALL SELECT upload_id FROM withdrawn_waste_record WHERE ${IN_YEAR}) u
     WHERE upload_id IS NOT NULL ORDER BY upload_id`,
    [tenantId, from, to],
  );
  return rows.map((r) => r.upload_id);
}

/** The tenant's name, as its pack's README names it. */
export async function tenantName(q: Queryable, tenantId: string): Promise<string> {
  const [row] = await q.query<{ name: string }>("SELECT name FROM api_tenant WHERE id = $1", [tenantId]);
  return row?.name ?? "";
}

/**
 * The year's audit events, oldest first: the period's own (its submission, sign-off and reopening) and its
 * financial year's revenue and PPP factor (resource_id the year), the events whose resource is one of `ids` (a
 * record, an upload or an evidence file of the year) and the batches that stored or withdrew one of `uploadIds`.
 */
export async function yearAuditEvents(
  q: Queryable,
  tenantId: string,
  year: string,
  ids: readonly string[],
  uploadIds: readonly string[],
): Promise<Row[]> {
  return q.query(
    `SELECT seq, id, occurred_at, actor_type, actor_id, type, resource_type, resource_id, request_id, changes, data,
       prev_hash, hash
     FROM audit_event
     WHERE tenant_id = $1 AND (
       (resource_type IN ('periods', 'financial-years') AND resource_id = $2)
       OR resource_id = ANY($3::text[])
       OR data->>'upload_id' = ANY($4::text[]))
     ORDER BY seq`,
    [tenantId, year, [...ids, ...uploadIds], [...uploadIds]],
  );
}
