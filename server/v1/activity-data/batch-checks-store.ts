import type { Queryable } from "../../db/client";

/** What a batch's rows are compared with before they are stored: the records stored already. */

/** What makes two records the same one: the same facility, activity, period and quantity in the same unit. */
export type RecordIdentity = {
  facility_id: string;
  activity: string;
  period_start: string;
  period_end: string;
  quantity: number;
  unit: string;
};

/** For each row (by its position in `rows`) that repeats a stored record, that record's id. */
export async function storedDuplicates(
  q: Queryable,
  tenantId: string,
  rows: readonly RecordIdentity[],
): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const found = await q.query<{ i: number; id: string }>(
    `SELECT DISTINCT ON (b.i) b.i, r.id
     FROM jsonb_to_recordset($2::jsonb) AS b(i int, facility_id text, activity text, period_start date,
       period_end date, quantity float8, unit text)
     JOIN activity_record r ON r.tenant_id = $1 AND r.facility_id = b.facility_id AND r.activity = b.activity
       AND r.period_start = b.period_start AND r.period_end = b.period_end AND r.quantity = b.quantity
       AND r.unit = b.unit
     ORDER BY b.i, r.id`,
    [tenantId, JSON.stringify(rows.map((r, i) => ({ i, ...r })))],
  );
  return new Map(found.map((f) => [Number(f.i), f.id]));
}

export type UsualQuantity = { facility_id: string; activity: string; unit: string; per_day: number };

/**
 * The median quantity per day of each facility's activity in each unit, over its stored records, where it has at
 * least `atLeast` of them: what a new row's quantity is compared with.
 */
export async function usualDailyQuantities(
  q: Queryable,
  tenantId: string,
  pairs: readonly { facility_id: string; activity: string }[],
  atLeast = 3,
): Promise<UsualQuantity[]> {
  if (pairs.length === 0) return [];
  const rows = await q.query<UsualQuantity>(
    `SELECT r.facility_id, r.activity, r.unit,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY r.quantity / r.days)::float8 AS per_day
     FROM activity_record r
     JOIN (SELECT DISTINCT facility_id, activity FROM jsonb_to_recordset($2::jsonb) AS p(facility_id text, activity text)) p
       ON p.facility_id = r.facility_id AND p.activity = r.activity
     WHERE r.tenant_id = $1
     GROUP BY r.facility_id, r.activity, r.unit
     HAVING count(*) >= $3`,
    [tenantId, JSON.stringify(pairs), atLeast],
  );
  return rows.map((r) => ({ ...r, per_day: Number(r.per_day) }));
}
