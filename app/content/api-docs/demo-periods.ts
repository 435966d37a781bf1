/**
 * Periods the analytics samples ask about, relative to the demo data's window (36 months ending with the last
 * complete month, moving on each month): the latest financial year (April to March) the window holds whole, and
 * the one before it, which the window always holds whole too. So the samples never ask about months that have
 * left the window.
 */
export type Period = { from: string; to: string };

export function demoFinancialYears(now = new Date()): {
  latest: Period;
  previous: Period;
  label: (p: Period) => string;
} {
  const lastCompleteMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  // A year ends in March: the latest that has ended by the last complete month.
  const endYear =
    lastCompleteMonth.getUTCMonth() >= 2 ? lastCompleteMonth.getUTCFullYear() : lastCompleteMonth.getUTCFullYear() - 1;
  const year = (end: number): Period => ({ from: `${end - 1}-04-01`, to: `${end}-03-31` });
  return {
    latest: year(endYear),
    previous: year(endYear - 1),
    label: (p) => `FY ${p.from.slice(0, 4)}-${p.to.slice(2, 4)}`,
  };
}
