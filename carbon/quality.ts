import { monthsTouched, overlapDays } from "./periods";

/**
 * Data-quality shares for the KPIs' `quality` block.
 * - Completeness: of the facility-months expected in a window (every given facility × every calendar month the
 *   window touches), the share with at least one activity record overlapping that month by a day or more.
 * - Estimated share: of the CO2e in the window, the share from records flagged `estimated`.
 */

export type RecordPeriod = { facility_id: string; period_start: string; period_end: string };

export type Completeness = { expected: number; with_data: number; pct: number | null };

/** `pct` is null when nothing is expected (no facilities). */
export function completeness(
  facilityIds: readonly string[],
  windowStart: string,
  windowEnd: string,
  records: readonly RecordPeriod[],
): Completeness {
  const months = monthsTouched(windowStart, windowEnd);
  const facilities = new Set(facilityIds);
  const covered = new Set<string>();
  for (const r of records) {
    if (!facilities.has(r.facility_id)) continue;
    if (overlapDays(r.period_start, r.period_end, windowStart, windowEnd) === 0) continue;
    for (const month of monthsTouched(r.period_start, r.period_end)) {
      if (months.includes(month)) covered.add(`${r.facility_id}|${month}`);
    }
  }
  const expected = facilities.size * months.length;
  return { expected, with_data: covered.size, pct: expected === 0 ? null : (100 * covered.size) / expected };
}

/** Percent of CO2e from estimated records; 0 when the total is 0. */
export function estimatedSharePct(records: readonly { co2e_kg: number; estimated: boolean }[]): number {
  let total = 0;
  let estimated = 0;
  for (const r of records) {
    total += r.co2e_kg;
    if (r.estimated) estimated += r.co2e_kg;
  }
  return total === 0 ? 0 : (100 * estimated) / total;
}
