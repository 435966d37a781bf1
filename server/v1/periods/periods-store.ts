import { createHash } from "node:crypto";
import type { z } from "zod";
import type { periodSchema, periodSnapshotSchema } from "../../../contracts/api";
import { financialYear, financialYearId, financialYearOf, startYearOf } from "../../../contracts/financial-year";
import type { Queryable } from "../../db/client";
import { iso } from "../platform/rows";

/**
 * Reporting periods' SQL: a year's row (none is a draft), its transitions, the snapshot of its records at sign-off,
 * the signed-off years a write would touch, and how many people a workspace has.
 */

export type Period = z.infer<typeof periodSchema>;
export type Snapshot = z.infer<typeof periodSnapshotSchema>;
type Actor = { actor_type: "client" | "account"; actor_id: string };
type HistoryEntry = Period["history"][number];
type Row = Record<string, unknown>;

const at = (v: unknown) => (v === null || v === undefined ? null : iso(v as Date | string));

function periodOf(year: string, row: Row | undefined): Period {
  const { from, to } = financialYear(startYearOf(year));
  return {
    financial_year: year,
    period_start: from,
    period_end: to,
    state: (row?.state as Period["state"]) ?? "draft",
    submitted_by: (row?.submitted_by as Actor | null) ?? null,
    submitted_at: at(row?.submitted_at),
    signed_off_by: (row?.signed_off_by as Actor | null) ?? null,
    signed_off_at: at(row?.signed_off_at),
    same_person: (row?.same_person as boolean | null) ?? null,
    snapshot: (row?.snapshot as Snapshot | null) ?? null,
    restatement: (row?.restatement as Period["restatement"]) ?? null,
    history: (row?.history as HistoryEntry[]) ?? [],
  };
}

/** A year as a period (a draft when it has no row); `lock` takes its row for a transition. */
export async function periodById(q: Queryable, tenantId: string, year: string, lock = false): Promise<Period> {
  const [row] = await q.query(
    `SELECT * FROM reporting_period WHERE tenant_id = $1 AND id = $2${lock ? " FOR UPDATE" : ""}`,
    [tenantId, year],
  );
  return periodOf(year, row);
}

/** The tenant's periods that have left draft at least once, latest year first. */
export async function periodList(q: Queryable, tenantId: string): Promise<Period[]> {
  const rows = await q.query("SELECT * FROM reporting_period WHERE tenant_id = $1 ORDER BY id DESC", [tenantId]);
  return rows.map((r) => periodOf(String(r.id), r));
}

/** Writes a period as it is after a transition. */
export async function savePeriod(q: Queryable, tenantId: string, p: Period, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO reporting_period (tenant_id, id, state, submitted_by, submitted_at, signed_off_by, signed_off_at,
       same_person, snapshot, restatement, history, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (tenant_id, id) DO UPDATE SET state = EXCLUDED.state, submitted_by = EXCLUDED.submitted_by,
       submitted_at = EXCLUDED.submitted_at, signed_off_by = EXCLUDED.signed_off_by,
       signed_off_at = EXCLUDED.signed_off_at, same_person = EXCLUDED.same_person, snapshot = EXCLUDED.snapshot,
       restatement = EXCLUDED.restatement, history = EXCLUDED.history, updated_at = EXCLUDED.updated_at`,
    [
      tenantId,
      p.financial_year,
      p.state,
      p.submitted_by && JSON.stringify(p.submitted_by),
      p.submitted_at,
      p.signed_off_by && JSON.stringify(p.signed_off_by),
      p.signed_off_at,
      p.same_person,
      p.snapshot && JSON.stringify(p.snapshot),
      p.restatement && JSON.stringify(p.restatement),
      JSON.stringify(p.history),
      now,
    ],
  );
}

/** The people (accounts) whose workspace the tenant is: separation of duties applies from two. */
export async function workspacePeople(q: Queryable, tenantId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM account_workspace WHERE tenant_id = $1", [
    tenantId,
  ]);
  return row?.n ?? 0;
}

/**
 * A year's records: those of the tenant ($1) whose period starts in the year ($2 to $3), in id order. The snapshot
 * and the assurance pack (assurance-pack-store.ts) select them alike, so the pack holds what the snapshot summed.
 */
export const IN_YEAR = "tenant_id = $1 AND period_start BETWEEN $2::date AND $3::date";
export const YEAR_ORDER = "ORDER BY id";

/** The columns of each kind of record the snapshot's digest covers, in its order (the pack's CSVs name them so). */
export const DIGEST_COLUMNS = {
  activity: ["id", "scope", "co2e_kg", "quantity", "unit", "period_start", "period_end"],
  water: ["id", "total_withdrawal_kl", "total_discharge_kl", "period_start", "period_end"],
  waste: ["id", "total_generated_t", "total_recovered_t", "total_disposed_t", "period_start", "period_end"],
} as const;

/**
 * SHA-256 (hex) of a year's records: for each activity row, then water, then waste, the line
 * `<kind>|<JSON array of its digest columns' values as strings>` and a line feed.
 */
export function recordsDigest(rows: Record<keyof typeof DIGEST_COLUMNS, readonly (readonly unknown[])[]>): string {
  const digest = createHash("sha256");
  for (const kind of ["activity", "water", "waste"] as const) {
    for (const r of rows[kind]) digest.update(`${kind}|${JSON.stringify(r.map((v) => String(v)))}\n`);
  }
  return digest.digest("hex");
}

/**
 * The year's totals from the records whose period starts in it, and the SHA-256 of those records (each one's id and
 * figures, in id order, activity then water then waste).
 */
export async function periodSnapshot(q: Queryable, tenantId: string, year: string): Promise<Snapshot> {
  const { from, to } = financialYear(startYearOf(year));
  const activity = await q.query<{ id: string; scope: number; co2e_kg: number; quantity: number; unit: string }>(
    `SELECT id, scope, co2e_kg, quantity, unit, period_start::text AS s, period_end::text AS e FROM activity_record
     WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    [tenantId, from, to],
  );
  const water = await q.query<{ id: string; total_withdrawal_kl: number }>(
    `SELECT id, total_withdrawal_kl, total_discharge_kl, period_start::text AS s, period_end::text AS e
     FROM water_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    [tenantId, from, to],
  );
  const waste = await q.query<{ id: string; total_generated_t: number }>(
    `SELECT id, total_generated_t, total_recovered_t, total_disposed_t, period_start::text AS s, period_end::text AS e
     FROM waste_record WHERE ${IN_YEAR} ${YEAR_ORDER}`,
    [tenantId, from, to],
  );
  const records_sha256 = recordsDigest({
    activity: activity.map((r) => Object.values(r)),
    water: water.map((r) => Object.values(r)),
    waste: waste.map((r) => Object.values(r)),
  });
  const tonnes = (scope: number) =>
    activity.filter((r) => Number(r.scope) === scope).reduce((sum, r) => sum + Number(r.co2e_kg), 0) / 1000;
  return {
    activity_records: activity.length,
    scope1_tco2e: tonnes(1),
    scope2_location_tco2e: tonnes(2),
    scope3_tco2e: tonnes(3),
    water_records: water.length,
    water_withdrawal_kl: water.reduce((sum, r) => sum + Number(r.total_withdrawal_kl), 0),
    waste_records: waste.length,
    waste_generated_t: waste.reduce((sum, r) => sum + Number(r.total_generated_t), 0),
    records_sha256,
  };
}

/** Of the financial years these days fall in, those signed off in the tenant, earliest first. */
export async function signedOffYears(q: Queryable, tenantId: string, days: readonly string[]): Promise<string[]> {
  const years = [...new Set(days.map((d) => financialYearId(financialYearOf(d))))];
  if (years.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    "SELECT id FROM reporting_period WHERE tenant_id = $1 AND state = 'signed_off' AND id = ANY($2::text[]) ORDER BY id",
    [tenantId, years],
  );
  return rows.map((r) => r.id);
}

/** The first days of the records an upload holds (activity, water or waste), to find the years its withdrawal changes. */
export async function uploadRecordStarts(q: Queryable, tenantId: string, uploadId: string): Promise<string[]> {
  const rows = await q.query<{ s: string }>(
    `SELECT DISTINCT period_start::text AS s FROM (
       SELECT period_start FROM activity_record WHERE tenant_id = $1 AND upload_id = $2
       UNION ALL SELECT period_start FROM water_record WHERE tenant_id = $1 AND upload_id = $2
       UNION ALL SELECT period_start FROM waste_record WHERE tenant_id = $1 AND upload_id = $2) r`,
    [tenantId, uploadId],
  );
  return rows.map((r) => r.s);
}
