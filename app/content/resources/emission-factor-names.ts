import { scope3Categories } from "../scope3-categories";
import type { FacetParam } from "./emission-factors";

/**
 * The names the explorer gives the catalogue's values on results and in a factor's detail (the filters' option
 * labels are computed with them at build time). Apart from the page's copy, so that only the code loaded on
 * first search carries them.
 */

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
