/**
 * Financial years (April to March) and months as the console asks the API about them. Data is complete up to the
 * last whole month, so "this financial year" runs from April to the end of the last whole month.
 */

import { financialYearId, financialYearName, financialYearOf } from "../../contracts/financial-year";

export type Window = { from: string; to: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0));

/** The last day of the last whole month before `now`. */
export function lastWholeMonthEnd(now: Date): string {
  return iso(monthEnd(now.getUTCFullYear(), now.getUTCMonth() - 1));
}

export type YearComparison = {
  /** The financial year's id, "2026-27" (the /v1/periods id). */
  id: string;
  name: string;
  /** This financial year, April to the last whole month (or March). */
  current: Window;
  /** The same months a year earlier. */
  previous: Window;
  previousName: string;
  /** Whether the year is still running (the window ends before March). */
  toDate: boolean;
};

/**
 * The financial year the last whole month falls in, from April to that month, against the same months of the year
 * before (in April, when no month of the new year is whole yet, the year just ended against the one before it).
 */
export function yearComparison(now: Date): YearComparison {
  const end = lastWholeMonthEnd(now);
  const start = financialYearOf(end);
  const [endYear, endMonth] = end.split("-").map(Number) as [number, number];
  const current = { from: iso(monthStart(start, 3)), to: end };
  const previous = { from: iso(monthStart(start - 1, 3)), to: iso(monthEnd(endYear - 1, endMonth - 1)) };
  return {
    id: financialYearId(start),
    name: financialYearName(start),
    current,
    previous,
    previousName: financialYearName(start - 1),
    toDate: endMonth !== 3,
  };
}

/** The `months` whole months ending with the last whole month. */
export function lastMonths(now: Date, months: number): Window {
  const end = lastWholeMonthEnd(now);
  const [y, m] = end.split("-").map(Number) as [number, number];
  return { from: iso(monthStart(y, m - months)), to: end };
}

/** Whole months as "YYYY-MM" → the window from the first's first day to the last's last day. */
export function monthsWindow(fromMonth: string, toMonth: string): Window {
  const [fy, fm] = fromMonth.split("-").map(Number) as [number, number];
  const [ty, tm] = toMonth.split("-").map(Number) as [number, number];
  return { from: iso(monthStart(fy, fm - 1)), to: iso(monthEnd(ty, tm - 1)) };
}

/** "YYYY-MM" of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Whether a string is a month "YYYY-MM". */
export const isMonth = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);
