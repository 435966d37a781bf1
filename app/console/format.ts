/** How the console writes its figures: emissions in tonnes CO2e (the API answers in kg), Indian digit grouping. */

const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** kg CO2e → "23,596.1 t CO2e". */
export const tonnes = (kg: number) => `${oneDecimal.format(kg / 1000)} t CO2e`;
/** kg CO2e → "23,596.1" (the unit said elsewhere, as in a table's header). */
export const tonnesFigure = (kg: number) => oneDecimal.format(kg / 1000);
/** kg CO2e → "23,596" for axis ticks. */
export const tonnesTick = (kg: number) => whole.format(kg / 1000);
export const wholeNumber = (n: number) => whole.format(n);
export const decimal = (n: number) => twoDecimals.format(n);
export const percent = (n: number) => `${oneDecimal.format(n)}%`;
/** "+5.4%" / "−5.4%" / "0.0%". */
export const signedPercent = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : ""}${oneDecimal.format(Math.abs(n))}%`;
/** A change in kg CO2e, signed, in tonnes. */
export const signedTonnes = (kg: number) => `${kg > 0 ? "+" : kg < 0 ? "−" : ""}${tonnes(Math.abs(kg))}`;

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-04-01" or an ISO timestamp → "Apr 2026". */
export const monthLabel = (date: string) => monthYear.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));
/** "2026-04-01" → "1 Apr 2026". */
export const dayLabel = (date: string) => dayMonthYear.format(new Date(`${date}T00:00:00Z`));
/** "1 Apr 2026 to 31 Oct 2026". */
export const windowLabel = (w: { from: string; to: string }) => `${dayLabel(w.from)} to ${dayLabel(w.to)}`;

const uptoOneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
const fourSignificant = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 4 });

/** A quantity in its own unit (GJ, kL, t, certificates) to at most one decimal: "1,12,995" or "330,264.2". */
export const quantity = (n: number) => uptoOneDecimal.format(n);
/** An intensity, often a small fraction, to four significant digits: "0.000002697". */
export const significant = (n: number) => fourSignificant.format(n);
/** Rupees, whole: "₹1,65,13,21,056". */
export const rupees = (n: number) => `₹${whole.format(Math.round(n))}`;
