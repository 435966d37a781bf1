/**
 * Calendar arithmetic on UTC dates ("YYYY-MM-DD"; periods include their end date) and the split of a record's
 * period into buckets of a grain, by days. The SQL aggregation must give the same buckets and shares.
 */

import { GRAINS } from "../contracts/api/analytics";

export { GRAINS };
export type Grain = (typeof GRAINS)[number];

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid calendar date, or null ("2024-02-30" is not a date). */
export function dayNumber(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / DAY_MS;
}

function day(date: string): number {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return n;
}

export function dateOf(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** The date `n` days after `date` (before it for a negative `n`). */
export function addDays(date: string, n: number): string {
  return dateOf(day(date) + n);
}

/** The first day of the twelve months that end on `end`: the day after it, a year earlier. */
export function twelveMonthsEndingOn(end: string): string {
  const next = new Date((day(end) + 1) * DAY_MS);
  next.setUTCFullYear(next.getUTCFullYear() - 1);
  return dateOf(next.getTime() / DAY_MS);
}

/** Days in [start, end], both included. */
export function daysInclusive(start: string, end: string): number {
  return day(end) - day(start) + 1;
}

/** Days two inclusive periods share (0 when they do not meet). */
export function overlapDays(aStart: string, aEnd: string, bStart: string, bEnd: string): number {
  return Math.max(0, Math.min(day(aEnd), day(bEnd)) - Math.max(day(aStart), day(bStart)) + 1);
}

/** The first day of the bucket a date falls in. Weeks are ISO weeks (Monday start). */
export function bucketStart(date: string, grain: Grain): string {
  const n = day(date);
  const d = new Date(n * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (grain) {
    case "day":
      return date;
    case "week":
      return dateOf(n - ((d.getUTCDay() + 6) % 7));
    case "month":
      return dateOf(Date.UTC(y, m, 1) / DAY_MS);
    case "quarter":
      return dateOf(Date.UTC(y, m - (m % 3), 1) / DAY_MS);
    case "year":
      return dateOf(Date.UTC(y, 0, 1) / DAY_MS);
  }
}

/** The first day of the next bucket. */
export function nextBucketStart(bucket: string, grain: Grain): string {
  const d = new Date(day(bucket) * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (grain) {
    case "day":
      return dateOf(day(bucket) + 1);
    case "week":
      return dateOf(day(bucket) + 7);
    case "month":
      return dateOf(Date.UTC(y, m + 1, 1) / DAY_MS);
    case "quarter":
      return dateOf(Date.UTC(y, m + 3, 1) / DAY_MS);
    case "year":
      return dateOf(Date.UTC(y + 1, 0, 1) / DAY_MS);
  }
}

export type BucketShare = { bucket: string; days: number; share: number };

/**
 * Splits an inclusive period into the buckets of a grain it touches, each with the days it holds and its share of
 * the period (days / period days; shares sum to 1). Throws RangeError for a bad date or an end before the start.
 */
export function splitByDays(start: string, end: string, grain: Grain): BucketShare[] {
  const total = daysInclusive(start, end);
  if (total < 1) throw new RangeError(`Period ends before it starts: ${start}..${end}`);
  const out: BucketShare[] = [];
  let bucket = bucketStart(start, grain);
  while (day(bucket) <= day(end)) {
    const next = nextBucketStart(bucket, grain);
    const days = overlapDays(start, end, bucket, dateOf(day(next) - 1));
    out.push({ bucket, days, share: days / total });
    bucket = next;
  }
  return out;
}

/** A value spread over a period, allocated to buckets by days. */
export function allocateByDays(
  value: number,
  start: string,
  end: string,
  grain: Grain,
): { bucket: string; value: number }[] {
  return splitByDays(start, end, grain).map((b) => ({ bucket: b.bucket, value: value * b.share }));
}

/** Calendar months ("YYYY-MM-01") an inclusive period touches. */
export function monthsTouched(start: string, end: string): string[] {
  return splitByDays(start, end, "month").map((b) => b.bucket);
}

/** "2026-04-15" → "2026-04": the month ("YYYY-MM") a date is in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The months from `first` to `last` ("YYYY-MM"), both included; none when `last` is before `first`. */
export function monthsBetween(first: string, last: string): string[] {
  return last < first ? [] : monthsTouched(`${first}-01`, `${last}-01`).map(monthOf);
}
