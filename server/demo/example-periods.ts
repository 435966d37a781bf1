import { demoFinancialYears, demoMonths } from "./demo-activity";

/**
 * The periods the request examples name, inside the demo data's window as it is today (36 months ending with the
 * last complete month): its latest month and its latest two whole financial years. They move on with the window,
 * so the examples, and the /api samples made from them, never ask about months the demo data has left.
 */
const now = new Date();
const months = demoMonths(now);
const lastMonth = months.at(-1)!;
const monthBefore = months.at(-2)!;

export const EXAMPLE_MONTH = { period_start: lastMonth.start, period_end: lastMonth.end };
/** The month before: what a second example records where the first's month would be a duplicate. */
export const EXAMPLE_MONTH_BEFORE = { period_start: monthBefore.start, period_end: monthBefore.end };
export const { latest: LATEST_FINANCIAL_YEAR, previous: PREVIOUS_FINANCIAL_YEAR } = demoFinancialYears(now);
