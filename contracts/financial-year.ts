/**
 * Financial years (April to March) as every part names and bounds them: the console's period choices, the `/api`
 * samples' titles and the demo data's example years.
 */

/** The calendar year the financial year of a date ("YYYY-MM-DD") starts in: "FY 2026-27" starts in 2026. */
export const financialYearOf = (date: string): number => {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
};

/** "2025-26" for the financial year that starts on 1 April 2025: the API's name of a year. */
export const financialYearId = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;

/** The calendar year a financial year such as "2025-26" starts in. */
export const startYearOf = (id: string): number => Number(id.slice(0, 4));

/** "FY 2026-27" for the financial year that starts in 2026. */
export const financialYearName = (startYear: number): string => `FY ${financialYearId(startYear)}`;

/** The first and last day of the financial year that starts in `startYear`. */
export const financialYear = (startYear: number): { from: string; to: string } => ({
  from: `${startYear}-04-01`,
  to: `${startYear + 1}-03-31`,
});
