import type { MonthlyValue } from "./forecast-request";
import { formatMonth, parseMonth } from "./months";

/**
 * The monthly series from `first` to `last` ("YYYY-MM", both included): each month's value, and a month without
 * one filled by linear interpolation between its nearest neighbours with values (the nearer one's value at the
 * ends, 0 when no month has one). The filled months are listed, so an answer can say which they were.
 */
export function filledMonths(
  first: string,
  last: string,
  values: ReadonlyMap<string, number>,
): { months: MonthlyValue[]; filled: string[] } {
  const months: MonthlyValue[] = [];
  for (let m = parseMonth(first)!; m <= parseMonth(last)!; m++) {
    const month = formatMonth(m);
    months.push({ month, value: values.get(month) ?? Number.NaN });
  }
  const filled: string[] = [];
  months.forEach((p, i) => {
    if (!Number.isNaN(p.value)) return;
    const beforeIndex = months.slice(0, i).findLastIndex((q) => !Number.isNaN(q.value));
    const afterIndex = months.findIndex((q, j) => j > i && !Number.isNaN(q.value));
    const before = beforeIndex >= 0 ? months[beforeIndex] : undefined;
    const after = afterIndex >= 0 ? months[afterIndex] : undefined;
    p.value =
      before && after
        ? before.value + ((after.value - before.value) * (i - beforeIndex)) / (afterIndex - beforeIndex)
        : (before?.value ?? after?.value ?? 0);
    filled.push(p.month);
  });
  return { months, filled };
}
