import type { FacetParam } from "./emission-factors";

/**
 * The names the explorer gives the catalogue's values on results and in a factor's detail (the filters' option
 * labels are computed with them at build time). Apart from the page's copy, so that only the code loaded on
 * first search carries them.
 */

/** The GHG Protocol's Scope 3 categories. */
export const scope3Categories: Record<number, string> = {
  1: "Purchased goods and services",
  2: "Capital goods",
  3: "Fuel- and energy-related activities",
  4: "Upstream transportation and distribution",
  5: "Waste generated in operations",
  6: "Business travel",
  7: "Employee commuting",
  8: "Upstream leased assets",
  9: "Downstream transportation and distribution",
  10: "Processing of sold products",
  11: "Use of sold products",
  12: "End-of-life treatment of sold products",
  13: "Downstream leased assets",
  14: "Franchises",
  15: "Investments",
};

const sourceNames: Record<string, string> = {
  DEFRA: "DEFRA / DESNZ (UK)",
  EPA: "US EPA",
  IPCC: "IPCC",
  CEA: "CEA (India)",
};

const regionNames: Record<string, string> = {
  GB: "United Kingdom",
  US: "United States",
  IN: "India",
  GLOBAL: "Global (IPCC defaults)",
};

const unitTypeNames: Record<string, string> = {
  energy: "Energy",
  mass: "Mass",
  volume: "Volume",
  distance: "Distance",
  transport: "Freight (tonne-distance)",
  travel: "Passenger distance",
  stay: "Hotel stays",
  time: "Time",
  money: "Spend",
};

/** What a facet's value is called in the filters and on a result. */
export function facetValueLabel(field: FacetParam, value: string, releaseNames: Record<string, string>): string {
  switch (field) {
    case "source":
      return sourceNames[value] ?? value;
    case "scope":
      return `Scope ${value}`;
    case "scope3_category":
      return `${value}. ${scope3Categories[Number(value)] ?? "Category"}`;
    case "region":
      return regionNames[value] ?? value;
    case "unit_type":
      return unitTypeNames[value] ?? value;
    case "release":
      return releaseNames[value] ?? value;
    default:
      return value;
  }
}
