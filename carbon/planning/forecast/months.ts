/** Calendar months as "YYYY-MM" strings and as month counts since year 0, for arithmetic. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseMonth(text: string): number | null {
  const m = MONTH.exec(text);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

export function formatMonth(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The first instant of the month in UTC, ISO-8601. */
export function monthStartIso(index: number): string {
  return `${formatMonth(index)}-01T00:00:00Z`;
}

export function calendarMonthOf(index: number): number {
  return ((index % 12) + 12) % 12;
}
