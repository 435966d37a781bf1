/**
 * The ROI calculator of the analytics page (specification, business constants): the share of analyst time
 * the platform saves, and the one-off cost the payback is measured against.
 */
export const roiDefaults = { analystHours: 40, sites: 5, hourlyCost: 25 } as const;
export const TIME_SAVED_SHARE = 0.3;
export const MONTHS_PER_QUARTER = 3;
/** Dollars; the payback period is this cost divided by the monthly saving. */
export const ONE_OFF_COST = 600;
/**
 * The largest value each input takes: beyond what any one company has (10,000 analyst hours a month is some 60
 * full-time analysts), so a slip of the keyboard cannot turn the estimate into nonsense.
 */
export const roiMaxima = { analystHours: 10_000, sites: 10_000, hourlyCost: 1_000 } as const;

export type RoiInputs = { analystHours: number; hourlyCost: number };
export type RoiResult = {
  /** Analyst hours saved a month. */
  hoursSaved: number;
  /** Dollars a quarter. */
  quarterlyCostAvoided: number;
  /** Months to recover the one-off cost, or null when nothing is saved (the divisor is 0). */
  paybackMonths: number | null;
};

export type Amount = { value: number; problem: null | "not-a-number" | "too-large" };

/** Digits with thousands separators, international (1,000,000) or Indian (10,00,000), and an optional fraction. */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d*)?$/;
const PLAIN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * A typed value as the calculator counts it. People write amounts as they read them: "1,000", "10,00,000" and
 * "$25" count as 1000, 1000000 and 25. Empty counts as 0; anything else that is not a number of 0 or more counts
 * as 0 and is flagged (the spec's rule); a number above `max` counts as `max` and is flagged.
 */
export function readAmount(text: string, max = Number.POSITIVE_INFINITY): Amount {
  const typed = text.trim().replace(/^\$\s*/, "");
  if (typed === "") return { value: 0, problem: null };
  if (!GROUPED.test(typed) && !PLAIN.test(typed)) return { value: 0, problem: "not-a-number" };
  const value = Number(typed.replaceAll(",", ""));
  return value > max ? { value: max, problem: "too-large" } : { value, problem: null };
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
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export const formatRoi = {
  /** An input as the formula shows it: 1,000 or 32.5. */
  amount: (n: number) => amount.format(n),
  hours: (n: number) => `${count.format(n)} ${n === 1 ? "hour" : "hours"}`,
  dollars: (n: number) => dollars.format(n),
  /** One decimal; a dash when there is no payback to compute. */
  months: (n: number | null) => (n === null ? "–" : `${n.toFixed(1)} months`),
};
