import { financialYear, financialYearName } from "../../contracts/financial-year";
import { lastMonths, type Window, yearComparison } from "./periods";

/** The periods the views offer, by the value the address keeps (`?period=`). */
export const PERIOD_CHOICES = [
  { value: "12m", label: "Last 12 months" },
  { value: "24m", label: "Last 24 months" },
  { value: "36m", label: "Last 36 months" },
  { value: "fy", label: "This financial year so far" },
  { value: "fy-1", label: "Last financial year" },
] as const;

export type PeriodChoice = (typeof PERIOD_CHOICES)[number]["value"];

export const DEFAULT_PERIOD: PeriodChoice = "12m";

/** The choice in the address, or the default when it is missing or not one of the choices. */
export const periodChoiceOf = (value: string): PeriodChoice =>
  (PERIOD_CHOICES.find((c) => c.value === value)?.value ?? DEFAULT_PERIOD) as PeriodChoice;

/** The window a choice means today (whole months only). */
export function periodWindow(choice: PeriodChoice, now: Date): Window {
  if (choice === "fy") return yearComparison(now).current;
  if (choice === "fy-1") {
    const { current } = yearComparison(now);
    const start = Number(current.from.slice(0, 4)) - 1;
    return financialYear(start);
  }
  return lastMonths(now, Number.parseInt(choice, 10));
}

export const periodChoiceLabel = (choice: PeriodChoice, now: Date) =>
  choice === "fy-1"
    ? `${financialYearName(Number(yearComparison(now).current.from.slice(0, 4)) - 1)}`
    : PERIOD_CHOICES.find((c) => c.value === choice)!.label;
