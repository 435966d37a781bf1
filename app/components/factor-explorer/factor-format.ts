import type { ExplorerFactor } from "../../../contracts/factor-explorer";

/** A figure as the catalogue holds it: never rounded, so a reader can check it against the publication. */
export const figure = (value: number | null) => (value === null ? "Not available" : String(value));

/** What the figure is per: "kg CO2e per passenger.km". */
export const perUnit = (f: ExplorerFactor) => `${f.unit_output} per ${f.unit_input}`;

/** Which GWP set the CO2e is on, or that the figure is a mass of one gas. */
export function basisText(f: ExplorerFactor): string {
  if (f.basis) return `CO2e on ${f.basis} GWPs`;
  return `Mass of ${f.gas}, no GWP applied`;
}

/** The period the factor is valid for. */
export const validity = (f: ExplorerFactor) => `${f.valid_from} to ${f.valid_to ?? "no end date"}`;
