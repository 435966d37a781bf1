/** How the calculators print figures: international digit grouping, the precision each kind of figure needs. */

const grouped = (maximumFractionDigits: number, minimumFractionDigits = 0) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits, minimumFractionDigits });

const amountFormat = grouped(6);
const geiFormat = grouped(6, 4);
const certificateFormat = grouped(1, 1);
const rupeeFormat = grouped(0);
const croreFormat = grouped(2, 2);
const intensityFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 4 });
const ONE_CRORE = 10_000_000;

export const showFigure = {
  /** A typed amount as the formula repeats it: 1,238,336 or 22.4. */
  amount: (n: number) => amountFormat.format(n),
  /** A GEI with the four decimals targets are notified with: 13.2260. */
  gei: (n: number) => geiFormat.format(n),
  /** Certificates to one decimal (one certificate is one tonne of CO2e); none is 0. */
  certificates: (n: number) => (n === 0 ? "0" : certificateFormat.format(n)),
  /** Rupees to the rupee, and in crore when that large: ₹660,528,422 (₹66.05 crore). */
  rupees: (n: number) =>
    `₹${rupeeFormat.format(n)}${n >= ONE_CRORE ? ` (₹${croreFormat.format(n / ONE_CRORE)} crore)` : ""}`,
  /** Rupees as a formula repeats them, without the crore. */
  rupeesPlain: (n: number) => `₹${amountFormat.format(n)}`,
  /** An intensity, to four significant figures: 0.0000024. */
  intensity: (n: number) => intensityFormat.format(n),
  /** A share as a percentage with two decimals: 1.98%. */
  percent: (share: number) => `${(share * 100).toFixed(2)}%`,
};
