import type { WasteFigures, WaterFigures } from "../../../carbon/water-and-waste";
import type { EnergyOrigin } from "../../../contracts/api";
import type { Queryable } from "../../db/client";

/**
 * Every SQL statement of the BRSR Core disclosure, for one tenant: the financial years' revenue and PPP factor, the
 * energy origin of sources, the activity records counted, and the water and waste records of a window (optionally
 * one facility's). Emissions and energy sums come from the emission-analytics store.
 */

export type YearRow = {
  financial_year: string;
  revenue_from_operations_inr: number;
  ppp: { inr_per_international_dollar: number; source: string; vintage: number } | null;
};

export type Window = { from: string; to: string; facilityId: string | null };
type Dated = { period_start: string; period_end: string };

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** The tenant's financial years among `years`. */
export async function financialYearRows(db: Queryable, tenantId: string, years: readonly string[]): Promise<YearRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, revenue_from_operations_inr, ppp_inr_per_international_dollar, ppp_source, ppp_vintage
     FROM financial_year WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, years],
  );
  return rows.map((r) => ({
    financial_year: String(r.id),
    revenue_from_operations_inr: Number(r.revenue_from_operations_inr),
    ppp:
      r.ppp_inr_per_international_dollar === null
        ? null
        : {
            inr_per_international_dollar: Number(r.ppp_inr_per_international_dollar),
            source: String(r.ppp_source),
            vintage: Number(r.ppp_vintage),
          },
  }));
}

/** The energy origin of each of the tenant's sources among `ids`. */
export async function sourceOrigins(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, EnergyOrigin>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; energy_origin: EnergyOrigin }>(
    "SELECT id, energy_origin FROM api_source WHERE tenant_id = $1 AND id = ANY($2::text[])",
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.energy_origin]));
}

const facilityCondition = (w: Window, alias: string) => (w.facilityId ? `AND ${alias}.facility_id = $4` : "");
const windowArgs = (tenantId: string, w: Window) =>
  w.facilityId ? [tenantId, w.from, w.to, w.facilityId] : [tenantId, w.from, w.to];

/** Activity records overlapping the window: those with energy, and those of Scope 1 or 2. */
export async function activityRecordCounts(
  db: Queryable,
  tenantId: string,
  w: Window,
): Promise<{ energy: number; scope1_2: number }> {
  const [row] = await db.query<{ energy: number; scope1_2: number }>(
    `SELECT count(*) FILTER (WHERE r.energy_kwh IS NOT NULL)::int AS energy,
       count(*) FILTER (WHERE r.scope IN (1, 2))::int AS scope1_2
     FROM activity_record r
     WHERE r.tenant_id = $1 AND r.period_start <= $3::date AND r.period_end >= $2::date ${facilityCondition(w, "r")}`,
    windowArgs(tenantId, w),
  );
  return { energy: Number(row?.energy ?? 0), scope1_2: Number(row?.scope1_2 ?? 0) };
}

/** Water records overlapping the window, with their figures (kL). */
export async function waterRecordsIn(db: Queryable, tenantId: string, w: Window): Promise<(Dated & WaterFigures)[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.period_start, r.period_end, r.withdrawal_kl, r.discharge_kl, r.total_withdrawal_kl,
       r.total_discharge_kl, r.consumption_kl
     FROM water_record r
     WHERE r.tenant_id = $1 AND r.period_start <= $3::date AND r.period_end >= $2::date ${facilityCondition(w, "r")}`,
    windowArgs(tenantId, w),
  );
  return rows.map((r) => ({
    period_start: day(r.period_start),
    period_end: day(r.period_end),
    withdrawal_kl: json(r.withdrawal_kl),
    discharge_kl: json(r.discharge_kl),
    total_withdrawal_kl: Number(r.total_withdrawal_kl),
    total_discharge_kl: Number(r.total_discharge_kl),
    consumption_kl: Number(r.consumption_kl),
  }));
}

/** Waste records overlapping the window, with their figures (t). */
export async function wasteRecordsIn(db: Queryable, tenantId: string, w: Window): Promise<(Dated & WasteFigures)[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.period_start, r.period_end, r.generated_t, r.recovered_t, r.disposed_t, r.total_generated_t,
       r.total_recovered_t, r.total_disposed_t
     FROM waste_record r
     WHERE r.tenant_id = $1 AND r.period_start <= $3::date AND r.period_end >= $2::date ${facilityCondition(w, "r")}`,
    windowArgs(tenantId, w),
  );
  return rows.map((r) => ({
    period_start: day(r.period_start),
    period_end: day(r.period_end),
    generated_t: json(r.generated_t),
    recovered_t: json(r.recovered_t),
    disposed_t: json(r.disposed_t),
    total_generated_t: Number(r.total_generated_t),
    total_recovered_t: Number(r.total_recovered_t),
    total_disposed_t: Number(r.total_disposed_t),
  }));
}
