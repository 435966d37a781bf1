import { EMISSION_FACTORS, releaseSummaries } from "../../../carbon";
import type { Db, Queryable } from "../../db/client";
import { field, type ListParams, type ListSpec, listPage, type Page } from "../platform/list-query";

/**
 * The factor catalogue in the database, shared by every tenant (no tenant id): the rows of the releases this server
 * holds, with the columns lists filter and sort on (a resource is the catalogue row of its id), and each release's
 * summary. Every read names the held releases, so a row of a release the server does not hold is never served.
 */

/**
 * Takes in the held releases the database does not have yet: a release already there is never rewritten (releases
 * are immutable), a new one is inserted whole, with its summary. One instance at a time.
 */
export async function storeCatalogue(db: Db, held: readonly string[]): Promise<void> {
  await db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(724305)");
    const stored = await q.query<{ id: string; rows: number }>(
      "SELECT id, rows FROM factor_release WHERE id = ANY($1::text[])",
      [held],
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const missing = held.filter((id) => !storedIds.has(id));
    if (missing.length === 0) return;
    const rows = EMISSION_FACTORS.filter((f) => missing.includes(f.release));
    const column = <T>(value: (f: (typeof rows)[number]) => T) => rows.map(value);
    await q.query(
      `INSERT INTO emission_factor (id, release, activity, region, country, sector, scope, gas, source, valid_from, valid_to)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[],
         $8::text[], $9::text[], $10::date[], $11::date[])`,
      [
        column((f) => f.id),
        column((f) => f.release),
        column((f) => f.activity),
        column((f) => f.region),
        column((f) => f.country),
        column((f) => f.sector),
        column((f) => f.scope),
        column((f) => f.gas),
        column((f) => f.source),
        column((f) => f.valid_from),
        column((f) => f.valid_to),
      ],
    );
    await storeSummaries(q, held);
  });
}

/** The summaries of the held releases the database does not have yet. */
async function storeSummaries(q: Queryable, held: readonly string[]): Promise<void> {
  const summaries = releaseSummaries().filter((r) => held.includes(r.id));
  await q.query(
    `INSERT INTO factor_release (id, position, rows, resource, loaded_at)
     SELECT r.id, r.position, r.rows, r.resource, now()
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, position int, rows int, resource jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(summaries.map((s) => ({ id: s.id, position: s.position, rows: s.rows, resource: s })))],
  );
}

const factorList: ListSpec = {
  table: "emission_factor",
  shared: true,
  defaultSort: "id",
  fields: {
    activity: field("activity", "text"),
    region: field("region", "text"),
    sector: field("sector", "text"),
    scope: field("scope", "number"),
    gas: field("gas", "text"),
    source: field("source", "text"),
    release: field("release", "text"),
    valid_from: field("valid_from", "date"),
    valid_to: field("valid_to", "date", false),
  },
};

/** What a factor list selects besides its filter: each given condition narrows it. */
export type FactorSelection = {
  release?: string | undefined;
  sector?: string | undefined;
  /** An activity and its family's key: rows of either. */
  activity?: { key: string; family: string } | undefined;
  region?: string | undefined;
  /** Rows that apply in this country: its own and the IPCC (GLOBAL) defaults. */
  country?: string | undefined;
  /** Rows valid on some day of this year. */
  year?: number | undefined;
  source?: string | undefined;
  gas?: string | undefined;
  scope?: number | undefined;
};

/** A page of the held releases' rows the selection and the list parameters pick. */
export function listFactors<T>(
  db: Queryable,
  held: readonly string[],
  selection: FactorSelection,
  params: ListParams,
  toResource: (row: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const { release, sector, activity, region, country, year, source, gas, scope } = selection;
  return listPage(db, factorList, "", params, {}, toResource, (arg) => {
    const where: string[] = [`release = ANY(${arg(held)}::text[])`];
    if (release) where.push(`release = ${arg(release)}`);
    if (sector) where.push(`sector = ${arg(sector)}`);
    if (activity) where.push(`activity IN (${arg(activity.key)}, ${arg(activity.family)})`);
    if (region) where.push(`region = ${arg(region)}`);
    if (country) where.push(`(country = ${arg(country)} OR region = 'GLOBAL')`);
    if (year !== undefined) {
      where.push(`valid_from <= ${arg(`${year}-12-31`)}::date`);
      where.push(`(valid_to IS NULL OR valid_to >= ${arg(`${year}-01-01`)}::date)`);
    }
    if (source) where.push(`source = ${arg(source)}`);
    if (gas) where.push(`gas = ${arg(gas)}`);
    if (scope !== undefined) where.push(`scope = ${arg(scope)}`);
    return where;
  });
}

/** The stored row of a factor id among the held releases' rows. */
export async function heldFactorRow(
  db: Queryable,
  held: readonly string[],
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query("SELECT id FROM emission_factor WHERE id = $1 AND release = ANY($2::text[])", [
    id,
    held,
  ]);
  return row;
}

/** The held releases' summaries as stored, in the order they entered the catalogue, with when each was loaded. */
export function releaseRows(
  db: Queryable,
  held: readonly string[],
): Promise<{ resource: Record<string, unknown>; loaded_at: unknown }[]> {
  return db.query("SELECT resource, loaded_at FROM factor_release WHERE id = ANY($1::text[]) ORDER BY position", [
    held,
  ]);
}
