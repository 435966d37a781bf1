/**
 * The ROI calculator of the analytics page (specification, business constants): the share of analyst time
 * the platform saves, and the one-off cost the payback is measured against.
 */
export const roiDefaults = { analystHours: 40, sites: 5, hourlyCost: 25 } as const;
export const TIME_SAVED_SHARE = 0.3;
export const MONTHS_PER_QUARTER = 3;
/** Dollars; the payback period is this cost divided by the monthly saving. */
export const ONE_OFF_COST = 600;

export type RoiInputs = { analystHours: number; hourlyCost: number };
export type RoiResult = {
  /** Analyst hours saved a month. */
  hoursSaved: number;
  /** Dollars a quarter. */
  quarterlyCostAvoided: number;
  /** Months to recover the one-off cost, or null when nothing is saved (the divisor is 0). */
  paybackMonths: number | null;
};

/** A typed value as the calculator counts it: anything that is not a number of 0 or more counts as 0. */
export function readAmount(text: string): { value: number; valid: boolean } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: 0, valid: true };
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? { value, valid: true } : { value: 0, valid: false };
}

export function roi({ analystHours, hourlyCost }: RoiInputs): RoiResult {
  const hoursSaved = Math.round(analystHours * TIME_SAVED_SHARE);
  const monthlySaving = hoursSaved * hourlyCost;
  const payback = ONE_OFF_COST / monthlySaving;
  return {
    hoursSaved,
    quarterlyCostAvoided: monthlySaving * MONTHS_PER_QUARTER,
    paybackMonths: Number.isFinite(payback) ? payback : null,
  };
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatRoi = {
  hours: (n: number) => `${count.format(n)} ${n === 1 ? "hour" : "hours"}`,
  dollars: (n: number) => dollars.format(n),
  /** One decimal; a dash when there is no payback to compute. */
  months: (n: number | null) => (n === null ? "–" : `${n.toFixed(1)} months`),
};
