import type { ActivityUnit, EnergyOrigin } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { sqlParams } from "../../db/sql-params";

/**
 * Changing and deleting the tenant's facilities, sources and meters. Each function binds the tenant itself and
 * answers undefined when the tenant has no such row.
 *
 * A deletion never takes history with it. The schema would: a facility's activity records, production records and
 * instruments go with it (ON DELETE CASCADE, which deleting a tenant or resetting a sandbox relies on), and a source's
 * meters with the source. So a deletion runs in the caller's transaction, locks the row, counts what names it, and
 * deletes only when nothing does. The lock (FOR UPDATE) conflicts with the key-share lock a record's insert takes on
 * its facility: an insert already running finishes first and is counted (each statement reads what was committed
 * before it), and one that starts later waits, then fails, as its facility is gone. Records name sources and meters
 * without a foreign key, so nothing of theirs can go with a source or meter.
 */

type Row = Record<string, unknown>;

/** The records that name a facility, source or meter: what a deletion would lose. */
export type History = {
  activity_records: number;
  production_records: number;
  instruments: number;
  water_records: number;
  waste_records: number;
  /** The records of withdrawn uploads, kept for the record of what was withdrawn. */
  withdrawn_records: number;
};

/** A deletion's outcome: the row as it was, and whether it is gone or kept for the history that names it. */
export type Deletion = { row: Row; deleted: true } | { row: Row; deleted: false; history: History };

const hasHistory = (h: History) => Object.values(h).some((n) => n > 0);

/** A source's or meter's history: only activity records name them. */
const recordsOnly = (activity: number, withdrawn: number): History => ({
  activity_records: activity,
  production_records: 0,
  instruments: 0,
  water_records: 0,
  waste_records: 0,
  withdrawn_records: withdrawn,
});

/** The columns each table lets a change set; anything else is never written. */
const CHANGEABLE = {
  api_facility: ["name", "country", "state", "grid_region", "lat", "lon", "industry", "code", "active"],
  api_source: ["type", "description", "unit", "energy_origin", "active"],
  api_meter: ["make", "model", "serial", "unit", "active"],
} as const;

type Table = keyof typeof CHANGEABLE;
type Change<T extends Table> = { [C in (typeof CHANGEABLE)[T][number]]?: unknown };

/** Sets the fields given (undefined keeps a field, null clears it); the row as it is after. */
async function updateRow<T extends Table>(
  q: Queryable,
  table: T,
  tenantId: string,
  id: string,
  change: Change<T>,
): Promise<Row | undefined> {
  const { values, bind } = sqlParams(tenantId, id);
  const given = change as Record<string, unknown>;
  const sets = CHANGEABLE[table]
    .filter((column) => given[column] !== undefined)
    .map((column) => `${column} = ${bind(given[column])}`);
  const [row] = sets.length
    ? await q.query(`UPDATE ${table} SET ${sets.join(", ")} WHERE tenant_id = $1 AND id = $2 RETURNING *`, values)
    : await q.query(`SELECT * FROM ${table} WHERE tenant_id = $1 AND id = $2`, values);
  return row;
}

export type FacilityChange = {
  name?: string;
  country?: string;
  state?: string | null;
  grid_region?: string | null;
  lat?: number;
  lon?: number;
  industry?: string | null;
  code?: string | null;
  active?: boolean;
};

/** Another facility of the tenant with the same code fails the statement (`isFacilityCodeTaken`). */
export function updateFacility(q: Queryable, tenantId: string, id: string, change: FacilityChange) {
  return updateRow(q, "api_facility", tenantId, id, change);
}

export type SourceChange = {
  type?: string;
  description?: string | null;
  unit?: ActivityUnit;
  energy_origin?: EnergyOrigin;
  active?: boolean;
};

export function updateSource(q: Queryable, tenantId: string, id: string, change: SourceChange) {
  return updateRow(q, "api_source", tenantId, id, change);
}

export type MeterChange = {
  make?: string | null;
  model?: string | null;
  serial?: string;
  unit?: ActivityUnit;
  active?: boolean;
};

export function updateMeter(q: Queryable, tenantId: string, id: string, change: MeterChange) {
  return updateRow(q, "api_meter", tenantId, id, change);
}

/** The units of a source's meters, each once. */
export async function meterUnitsOfSource(q: Queryable, tenantId: string, sourceId: string): Promise<ActivityUnit[]> {
  const rows = await q.query<{ unit: ActivityUnit }>(
    "SELECT DISTINCT unit FROM api_meter WHERE tenant_id = $1 AND source_id = $2 ORDER BY unit",
    [tenantId, sourceId],
  );
  return rows.map((r) => r.unit);
}

/** Locks and deletes a row unless `historyOf` finds records naming it. Call it in a transaction. */
async function deleteUnlessNamed(
  q: Queryable,
  table: Table,
  tenantId: string,
  id: string,
  historyOf: () => Promise<History>,
): Promise<Deletion | undefined> {
  const [row] = await q.query(`SELECT * FROM ${table} WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  if (!row) return undefined;
  const history = await historyOf();
  if (hasHistory(history)) return { row, deleted: false, history };
  await q.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return { row, deleted: true };
}

/** Deletes a facility, with its sources and meters, unless records (water and waste too) or instruments name it. */
export function deleteFacility(q: Queryable, tenantId: string, id: string): Promise<Deletion | undefined> {
  return deleteUnlessNamed(q, "api_facility", tenantId, id, async () => {
    const [counts] = await q.query<History>(
      `SELECT (SELECT count(*)::int FROM activity_record WHERE tenant_id = $1 AND facility_id = $2) AS activity_records,
         (SELECT count(*)::int FROM production_record WHERE tenant_id = $1 AND facility_id = $2) AS production_records,
         (SELECT count(*)::int FROM scope2_instrument WHERE tenant_id = $1 AND facility_id = $2) AS instruments,
         (SELECT count(*)::int FROM water_record WHERE tenant_id = $1 AND facility_id = $2) AS water_records,
         (SELECT count(*)::int FROM waste_record WHERE tenant_id = $1 AND facility_id = $2) AS waste_records,
         (SELECT count(*)::int FROM withdrawn_activity_record WHERE tenant_id = $1 AND facility_id = $2)
           + (SELECT count(*)::int FROM withdrawn_water_record WHERE tenant_id = $1 AND facility_id = $2)
           + (SELECT count(*)::int FROM withdrawn_waste_record WHERE tenant_id = $1 AND facility_id = $2)
           AS withdrawn_records`,
      [tenantId, id],
    );
    return counts!;
  });
}

/** Deletes a source, with its meters, unless activity records name it or one of its meters. */
export function deleteSource(q: Queryable, tenantId: string, id: string): Promise<Deletion | undefined> {
  return deleteUnlessNamed(q, "api_source", tenantId, id, async () => {
    const naming = (table: string) =>
      `(SELECT count(*)::int FROM ${table} WHERE tenant_id = $1
         AND (source_id = $2 OR meter_id IN (SELECT id FROM api_meter WHERE tenant_id = $1 AND source_id = $2)))`;
    const [row] = await q.query<{ n: number; w: number }>(
      `SELECT ${naming("activity_record")} AS n, ${naming("withdrawn_activity_record")} AS w`,
      [tenantId, id],
    );
    return recordsOnly(row?.n ?? 0, row?.w ?? 0);
  });
}

/** Deletes a meter unless activity records name it. */
export function deleteMeter(q: Queryable, tenantId: string, id: string): Promise<Deletion | undefined> {
  return deleteUnlessNamed(q, "api_meter", tenantId, id, async () => {
    const [row] = await q.query<{ n: number; w: number }>(
      `SELECT (SELECT count(*)::int FROM activity_record WHERE tenant_id = $1 AND meter_id = $2) AS n,
         (SELECT count(*)::int FROM withdrawn_activity_record WHERE tenant_id = $1 AND meter_id = $2) AS w`,
      [tenantId, id],
    );
    return recordsOnly(row?.n ?? 0, row?.w ?? 0);
  });
}
