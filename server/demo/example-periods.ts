import { demoFinancialYears, demoMonths } from "./demo-activity";

/**
 * The periods the request examples name, inside the demo data's window as it is today (36 months ending with the
 * last complete month): its latest month and its latest two whole financial years. They move on with the window,
 * so the examples, and the /api samples made from them, never ask about months the demo data has left.
 */
const now = new Date();
const lastMonth = demoMonths(now).at(-1)!;

export const EXAMPLE_MONTH = { period_start: lastMonth.start, period_end: lastMonth.end };
export const { latest: LATEST_FINANCIAL_YEAR, previous: PREVIOUS_FINANCIAL_YEAR } = demoFinancialYears(now);
