import { addDays, bucketStart, type Grain, nextBucketStart } from "../../../carbon";
import type { Dimension } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { sqlParams } from "../../db/sql-params";
import { type FilterOperator, SQL_COMPARISON } from "../platform/filter";
import { type Cell, type InstrumentRow, type PricedCell, type Scope2Cell, withMarketBased } from "./market-based";

/**
 * Every SQL statement of emission analytics, for one tenant: `emissionsStore(db, tenantId)` binds the tenant to
 * each. Records are aggregated in the database: a tenant's records overlapping a window, each split across buckets
 * by days (share = days in the bucket / days of the record, both ends inclusive), summed per bucket and group. Only
 * the sums come back to Node, where `cells` applies the contractual instruments of market-based Scope 2.
 */

/** The fields a slice's conditions may be on (`slice.ts` reads them from a request's filter). */
export type SliceField =
  | "facility_id"
  | "org_id"
  | "country"
  | "region"
  | "scope"
  | "source_type"
  | "activity"
  | "fuel"
  | "source_id"
  | "meter_id"
  | "supplier_id"
  | "scope3_category"
  | "estimated"
  | "product";

export type SliceCondition = { field: SliceField; op: FilterOperator; value: unknown };

/** The part of a tenant's data a read covers: a window of days, both ends inclusive, and conditions. */
export type Slice = { from: string; to: string; conditions: SliceCondition[] };

/**
 * Each condition field's SQL over activity records (r) and their facility (f), null where the field is not the
 * records'; `facility`: the query joins api_facility f; `production`: its SQL over production records (p), where
 * the field applies to them.
 */
const CONDITION_SQL: Record<SliceField, { sql: string | null; facility?: boolean; production?: string }> = {
  facility_id: { sql: "r.facility_id", production: "p.facility_id" },
  org_id: { sql: "f.org_id", facility: true, production: "f.org_id" },
  country: { sql: "f.country", facility: true, production: "f.country" },
  region: { sql: "f.state", facility: true, production: "f.state" },
  scope: { sql: "r.scope" },
  source_type: { sql: "r.source_type" },
  activity: { sql: "r.activity" },
  fuel: { sql: "r.activity" },
  source_id: { sql: "r.source_id" },
  meter_id: { sql: "r.meter_id" },
  supplier_id: { sql: "r.supplier_id" },
  scope3_category: { sql: "r.scope3_category" },
  estimated: { sql: "r.estimated" },
  product: { sql: null, production: "p.product" },
};

/** SQL conditions over activity records (r) and their facility (f) for a slice, values bound with `arg`. */
function recordConditions(slice: Slice, arg: (v: unknown) => string): string[] {
  return slice.conditions.flatMap((c) => {
    const sql = CONDITION_SQL[c.field].sql;
    return sql ? [`${sql} ${SQL_COMPARISON[c.op]} ${arg(c.value)}`] : [];
  });
}

/** Whether any condition is on the facility's own fields (the query must join api_facility f). */
const needsFacility = (slice: Slice) => slice.conditions.some((c) => CONDITION_SQL[c.field].facility);

/** The same conditions over production records (p); those that do not apply to production are left out. */
function productionConditions(slice: Slice, arg: (v: unknown) => string): string[] {
  return slice.conditions.flatMap((c) => {
    const sql = CONDITION_SQL[c.field].production;
    return sql ? [`${sql} ${SQL_COMPARISON[c.op]} ${arg(c.value)}`] : [];
  });
}

/** The SQL expression of each dimension, over activity records (r) and their facility (f). */
const DIMENSION_SQL: Record<Dimension, { sql: string; facility?: boolean }> = {
  scope: { sql: "r.scope" },
  org_id: { sql: "f.org_id", facility: true },
  facility_id: { sql: "r.facility_id" },
  source_type: { sql: "r.source_type" },
  source_id: { sql: "r.source_id" },
  scope3_category: { sql: "r.scope3_category" },
  fuel: { sql: "CASE WHEN r.fuel_unit IS NOT NULL THEN r.activity END" },
  activity: { sql: "r.activity" },
  region: { sql: "f.state", facility: true },
  country: { sql: "f.country", facility: true },
  supplier_id: { sql: "r.supplier_id" },
  meter_id: { sql: "r.meter_id" },
  co2e_gwp: { sql: "r.co2e_gwp" },
};

const STEP: Record<Grain, string> = {
  day: "1 day",
  week: "1 week",
  month: "1 month",
  quarter: "3 months",
  year: "1 year",
};

function bucketSql(grain: Grain | "window", date: string, windowFrom: string): string {
  if (grain === "window") return `${windowFrom}::date`;
  if (grain === "day") return date;
  return `date_trunc('${grain}', ${date}::timestamp)::date`;
}

/** The calendar months a window touches, and whether it covers each whole. */
function monthsOfWindow(slice: { from: string; to: string }): { month: string; whole: boolean }[] {
  const out: { month: string; whole: boolean }[] = [];
  for (let m = bucketStart(slice.from, "month"); m <= slice.to; m = nextBucketStart(m, "month")) {
    const last = addDays(nextBucketStart(m, "month"), -1);
    out.push({ month: m, whole: m >= slice.from && last <= slice.to });
  }
  return out;
}

export type AggregateOptions = {
  /** The grain the database splits by; "window" sums the whole window as one bucket. */
  grain: Grain | "window";
  dimensions?: readonly Dimension[];
  byFuelUnit?: boolean;
};

async function aggregateRecords(
  db: Queryable,
  tenantId: string,
  slice: Slice,
  opts: AggregateOptions,
): Promise<Cell[]> {
  const dims = opts.dimensions ?? [];
  const { values: args, bind: arg } = sqlParams(tenantId, slice.from, slice.to);
  const joinFacility = needsFacility(slice) || dims.some((d) => DIMENSION_SQL[d].facility);
  const facilityJoin = joinFacility ? "JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id" : "";
  const conditions = recordConditions(slice, arg);
  const dimCols = dims.map((d, i) => `${DIMENSION_SQL[d].sql} AS d${i}`);
  const dimNames = dims.map((_, i) => `d${i}`);
  const fuelUnit = opts.byFuelUnit ? "r.fuel_unit" : "NULL::text";
  const groups = ["bucket", "facility_id", "scope", "grid", "fuel_unit", ...dimNames].join(", ");
  const sums = `SUM(co2e_kg * share) AS co2e, COALESCE(SUM(co2_kg * share), 0) AS co2,
       COALESCE(SUM(ch4_kg * share), 0) AS ch4, COALESCE(SUM(n2o_kg * share), 0) AS n2o,
       COALESCE(SUM(energy_kwh * share), 0) AS energy_kwh, COALESCE(SUM(fuel_quantity * share), 0) AS fuel,
       SUM(CASE WHEN estimated THEN co2e_kg * share ELSE 0 END) AS estimated_co2e, bool_or(estimated) AS estimated`;
  const select = (source: string, bucket: string, share: string) =>
    `SELECT ${bucket} AS bucket, r.facility_id, r.scope, r.activity = 'grid_electricity' AS grid, ${fuelUnit} AS fuel_unit,
       ${[...dimCols, ""].join(", ")} r.estimated, r.co2e_kg, r.co2_kg, r.ch4_kg, r.n2o_kg, r.energy_kwh, r.fuel_quantity,
       ${share} AS share
     FROM ${source} ${facilityJoin}`;

  let sql: string;
  if (opts.grain === "day" || opts.grain === "week") {
    // Records split by days into each bucket they touch (one generated row per bucket).
    const step = STEP[opts.grain];
    const b = (x: string) => bucketSql(opts.grain as Grain, x, "$2");
    const clipped = `GREATEST(r.period_start, $2::date)`;
    const clippedEnd = `LEAST(r.period_end, $3::date)`;
    sql = `WITH p AS (
       ${select(
         `activity_record r CROSS JOIN LATERAL (
            SELECT t::date AS bucket, (t + interval '${step}' - interval '1 day')::date AS last
            FROM generate_series(${b(clipped)}::timestamp, ${b(clippedEnd)}::timestamp, interval '${step}') t) g`,
         "g.bucket",
         `(LEAST(${clippedEnd}, g.last) - GREATEST(${clipped}, g.bucket) + 1)::float8 / r.days`,
       )}
       WHERE ${["r.tenant_id = $1", "r.period_start <= $3::date", "r.period_end >= $2::date", ...conditions].join(" AND ")}
     ) SELECT ${groups}, ${sums} FROM p GROUP BY ${groups}`;
  } else {
    // Whole months of the window come from the month totals; the (at most two) months it cuts, from the pieces,
    // pro-rated by the days inside. Both are written with the records.
    const months = monthsOfWindow(slice);
    const whole = months.filter((m) => m.whole).map((m) => m.month);
    const cut = months.filter((m) => !m.whole).map((m) => m.month);
    const bucket =
      opts.grain === "window"
        ? "$2::date"
        : opts.grain === "month"
          ? "r.month"
          : `date_trunc('${opts.grain}', r.month::timestamp)::date`;
    const share = `(LEAST(r.piece_end, $3::date) - GREATEST(r.piece_start, $2::date) + 1)::float8 / r.piece_days`;
    const parts = [
      whole.length
        ? `${select("activity_month_total r", bucket, "1.0::float8")}
           WHERE ${["r.tenant_id = $1", "$2::date <= $3::date", `r.month = ANY(${arg(whole)}::date[])`, ...conditions].join(" AND ")}`
        : null,
      cut.length
        ? `${select("activity_month r", bucket, share)}
           WHERE ${["r.tenant_id = $1", `r.month = ANY(${arg(cut)}::date[])`, "r.piece_start <= $3::date", "r.piece_end >= $2::date", ...conditions].join(" AND ")}`
        : null,
    ].filter(Boolean);
    sql = `WITH p AS (${parts.join(" UNION ALL ")}) SELECT ${groups}, ${sums} FROM p GROUP BY ${groups}`;
  }
  const rows = await db.query<Record<string, unknown>>(sql, args);
  return rows.map((row) => ({
    bucket: String(row.bucket),
    facility_id: String(row.facility_id),
    scope: Number(row.scope) as 1 | 2 | 3,
    grid: Boolean(row.grid),
    dims: Object.fromEntries(
      dims.map((d, i) => {
        const v = row[`d${i}`];
        return [d, v === null || v === undefined ? null : typeof v === "number" ? v : String(v)];
      }),
    ),
    fuel_unit: (row.fuel_unit as string | null) ?? null,
    co2e: Number(row.co2e),
    co2: Number(row.co2),
    ch4: Number(row.ch4),
    n2o: Number(row.n2o),
    energy_kwh: Number(row.energy_kwh),
    fuel: Number(row.fuel),
    estimated_co2e: Number(row.estimated_co2e),
    estimated: Boolean(row.estimated),
  }));
}

/** Production in each bucket (split by days like the records), by facility and unit. */
async function aggregateProduction(
  db: Queryable,
  tenantId: string,
  slice: Slice,
  grain: Grain | "window",
): Promise<{ bucket: string; facility_id: string; unit: string; quantity: number }[]> {
  const { values: args, bind: arg } = sqlParams(tenantId, slice.from, slice.to);
  const conditions = productionConditions(slice, arg);
  const b = (x: string) => bucketSql(grain, x, "$2");
  const step = grain === "window" ? "1 day" : STEP[grain];
  const rows = await db.query<Record<string, unknown>>(
    `WITH r AS (
       SELECT p.facility_id, p.unit, p.quantity, p.days,
              GREATEST(p.period_start, $2::date) AS s, LEAST(p.period_end, $3::date) AS e
       FROM production_record p JOIN api_facility f ON f.tenant_id = p.tenant_id AND f.id = p.facility_id
       WHERE ${["p.tenant_id = $1", "p.period_start <= $3::date", "p.period_end >= $2::date", ...conditions].join(" AND ")}
     ), pieces AS (
       SELECT ${b("r.s")} AS bucket, r.*, (r.e - r.s + 1)::float8 / r.days AS share FROM r WHERE ${b("r.s")} = ${b("r.e")}
       UNION ALL
       SELECT g.bucket, r.*, (LEAST(r.e, g.last) - GREATEST(r.s, g.bucket) + 1)::float8 / r.days AS share
       FROM r CROSS JOIN LATERAL (
         SELECT t::date AS bucket, (t + interval '${step}' - interval '1 day')::date AS last
         FROM generate_series(${b("r.s")}::timestamp, ${b("r.e")}::timestamp, interval '${step}') t
       ) g
       WHERE ${b("r.s")} <> ${b("r.e")}
     )
     SELECT bucket, facility_id, unit, SUM(quantity * share) AS quantity FROM pieces GROUP BY bucket, facility_id, unit`,
    args,
  );
  return rows.map((r) => ({
    bucket: String(r.bucket),
    facility_id: String(r.facility_id),
    unit: String(r.unit),
    quantity: Number(r.quantity),
  }));
}

/** Facilities the slice covers (its facility conditions applied): the expected rows of completeness. */
async function facilitiesInSlice(db: Queryable, tenantId: string, slice: Slice): Promise<string[]> {
  const { values: args, bind: arg } = sqlParams(tenantId);
  const conditions = slice.conditions
    .filter((c) => c.field === "facility_id" || CONDITION_SQL[c.field].facility)
    .map(
      (c) =>
        `${c.field === "facility_id" ? "f.id" : CONDITION_SQL[c.field].sql} ${SQL_COMPARISON[c.op]} ${arg(c.value)}`,
    );
  const rows = await db.query<{ id: string }>(
    `SELECT f.id FROM api_facility f WHERE ${["f.tenant_id = $1", "f.active", ...conditions].join(" AND ")}`,
    args,
  );
  return rows.map((r) => r.id);
}

async function instrumentsInSlice(db: Queryable, tenantId: string, slice: Slice): Promise<InstrumentRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, facility_id, kind, mwh, emission_rate_kg_per_mwh, period_start, period_end FROM scope2_instrument
     WHERE tenant_id = $1 AND period_start <= $3::date AND period_end >= $2::date`,
    [tenantId, slice.from, slice.to],
  );
  return rows.map((r) => ({
    id: String(r.id),
    facility_id: String(r.facility_id),
    kind: r.kind as InstrumentRow["kind"],
    mwh: Number(r.mwh),
    emission_rate_kg_per_mwh: Number(r.emission_rate_kg_per_mwh),
    period_start: String(r.period_start),
    period_end: String(r.period_end),
  }));
}

/** One emission line of a scenario: a facility's activity in one unit over the window. */
export type LineRow = {
  facility_id: string;
  source_type: string;
  activity: string;
  region: string;
  scope: number;
  unit: string;
  quantity: number;
  co2e: number;
  kwh: number;
  records: number;
};

/** The period's records grouped into emission lines (facility, activity, unit), split by days at the edges. */
async function emissionLines(db: Queryable, tenantId: string, slice: Slice): Promise<LineRow[]> {
  const { values: args, bind: arg } = sqlParams(tenantId, slice.from, slice.to);
  const join = needsFacility(slice) ? "JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id" : "";
  const share = "(LEAST(r.period_end, $3::date) - GREATEST(r.period_start, $2::date) + 1)::float8 / r.days";
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.facility_id, r.source_type, r.activity, r.selection_region AS region, r.scope, r.unit,
       SUM(r.quantity * ${share}) AS quantity, SUM(r.co2e_kg * ${share}) AS co2e,
       SUM(COALESCE(r.energy_kwh, 0) * ${share}) AS kwh, count(*)::int AS records
     FROM activity_record r ${join}
     WHERE ${["r.tenant_id = $1", "r.period_start <= $3::date", "r.period_end >= $2::date", ...recordConditions(slice, arg)].join(" AND ")}
     GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 3, 6`,
    args,
  );
  return rows.map((r) => ({
    facility_id: String(r.facility_id),
    source_type: String(r.source_type),
    activity: String(r.activity),
    region: String(r.region),
    scope: Number(r.scope),
    unit: String(r.unit),
    quantity: Number(r.quantity),
    co2e: Number(r.co2e),
    kwh: Number(r.kwh),
    records: Number(r.records),
  }));
}

/**
 * The first and last month with data of the records the slice's conditions select (its window is ignored), up to
 * `lastMonth`: read from the month totals, so it costs the same whatever the number of records.
 */
async function monthsWithData(
  db: Queryable,
  tenantId: string,
  slice: Slice,
  lastMonth: string,
): Promise<{ first: string; last: string } | null> {
  const { values: args, bind: arg } = sqlParams(tenantId, lastMonth);
  const join = needsFacility(slice) ? "JOIN api_facility f ON f.tenant_id = r.tenant_id AND f.id = r.facility_id" : "";
  const [range] = await db.query<{ first: string | null; last: string | null }>(
    `SELECT min(r.month)::text AS first, max(r.month)::text AS last FROM activity_month_total r ${join}
     WHERE ${["r.tenant_id = $1", "r.month <= $2::date", ...recordConditions(slice, arg)].join(" AND ")}`,
    args,
  );
  return range?.first && range.last ? { first: range.first, last: range.last } : null;
}

/** Names of the facilities, organisations, sources and meters among ids, for readable answers. */
async function namesOf(db: Queryable, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, name FROM api_org WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, COALESCE(description, type) FROM api_source WHERE tenant_id = $1 AND id = ANY($2::text[])
     UNION ALL SELECT id, serial FROM api_meter WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of the facilities among ids. */
async function facilityNames(db: Queryable, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; name: string }>(
    "SELECT id, name FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])",
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The reads of emission analytics for one tenant. */
export function emissionsStore(db: Queryable, tenantId: string) {
  return {
    /** The slice's records summed per bucket and group, with market-based Scope 2 applied per facility-bucket. */
    async cells(slice: Slice, opts: AggregateOptions): Promise<{ cells: PricedCell[]; scope2: Scope2Cell[] }> {
      const [cells, instruments] = await Promise.all([
        aggregateRecords(db, tenantId, slice, opts),
        instrumentsInSlice(db, tenantId, slice),
      ]);
      return withMarketBased(cells, instruments, opts.grain, slice);
    },
    production: (slice: Slice, grain: Grain | "window") => aggregateProduction(db, tenantId, slice, grain),
    facilities: (slice: Slice) => facilitiesInSlice(db, tenantId, slice),
    instruments: (slice: Slice) => instrumentsInSlice(db, tenantId, slice),
    emissionLines: (slice: Slice) => emissionLines(db, tenantId, slice),
    monthsWithData: (slice: Slice, lastMonth: string) => monthsWithData(db, tenantId, slice, lastMonth),
    namesOf: (ids: readonly string[]) => namesOf(db, tenantId, ids),
    facilityNames: (ids: readonly string[]) => facilityNames(db, tenantId, ids),
  };
}

export type EmissionsStore = ReturnType<typeof emissionsStore>;
export type { Cell, PricedCell };
