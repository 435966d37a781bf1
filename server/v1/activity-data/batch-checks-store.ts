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

/**
 * For each row (by its position in `rows`) that repeats a stored record, that record's id (the first by id).
 *
 * The rows and the stored records of their facilities and months are grouped by identity, not joined: a join is
 * planned as one index probe per row, and when the tenant's records have grown since the table's statistics were
 * taken (a burst of uploads into one month), the planner probes by month alone and compares each row with every
 * record of that month (a 10,000-row upload into a month holding 10,000 took 13 to 27 s). Grouping reads those
 * records once, whatever the statistics say; only the batch's own months are read, not those between them.
 */
export async function storedDuplicates(
  q: Queryable,
  tenantId: string,
  rows: readonly RecordIdentity[],
): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const found = await q.query<{ i: number; id: string }>(
    `WITH identity AS (
       SELECT facility_id, activity, period_start, period_end, quantity, unit,
         array_agg(i) FILTER (WHERE i IS NOT NULL) AS rows, min(id) AS id
       FROM (
         SELECT b.i, NULL::text AS id, b.facility_id, b.activity, b.period_start, b.period_end, b.quantity, b.unit
         FROM jsonb_to_recordset($2::jsonb) AS b(i int, facility_id text, activity text, period_start date,
           period_end date, quantity float8, unit text)
         UNION ALL
         SELECT NULL, r.id, r.facility_id, r.activity, r.period_start, r.period_end, r.quantity, r.unit
         FROM activity_record r
         WHERE r.tenant_id = $1 AND r.facility_id = ANY($3::text[]) AND r.period_start = ANY($4::date[])
       ) batch_and_stored
       GROUP BY facility_id, activity, period_start, period_end, quantity, unit
       HAVING count(i) > 0 AND count(id) > 0
     )
     SELECT row_i AS i, identity.id FROM identity, unnest(identity.rows) AS row_i`,
    [
      tenantId,
      JSON.stringify(rows.map((r, i) => ({ i, ...r }))),
      [...new Set(rows.map((r) => r.facility_id))],
      [...new Set(rows.map((r) => r.period_start))],
    ],
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
