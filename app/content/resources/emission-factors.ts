import type { SectionCopy } from "../shapes";

/**
 * The copy of the emission-factor explorer (/emission-factors) and the names its filters give the catalogue's
 * values. The releases and rows themselves come from the catalogue at build time (`emission-factors.server.ts`).
 */

/** The address parameters the explorer keeps its state in: the query, the facets (as the API names them), the factor open. */
export const explorerParamNames = [
  "q",
  "source",
  "scope",
  "scope3_category",
  "region",
  "year",
  "unit_type",
  "release",
  "factor",
] as const;
export type ExplorerParam = (typeof explorerParamNames)[number];

export const facetParamNames = [
  "source",
  "scope",
  "scope3_category",
  "region",
  "year",
  "unit_type",
  "release",
] as const satisfies readonly ExplorerParam[];
export type FacetParam = (typeof facetParamNames)[number];

export const facetLabels: Record<FacetParam, string> = {
  source: "Source",
  scope: "Scope",
  scope3_category: "Scope 3 category",
  region: "Region",
  year: "Year",
  unit_type: "Unit type",
  release: "Release",
};

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

export const factorExplorer = {
  meta: {
    title: "Emission factor explorer: search 7,700+ published factors",
    description:
      "Search the emission factors the CarbonTracker API computes with: DESNZ (UK) 2024 and 2025, US EPA Hub 2025, IPCC 2006 and CEA, with gas splits, provenance, releases and a CSV per release.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Emission factor explorer",
    lead: (total: number, releases: number) =>
      `${total.toLocaleString("en")} published emission factors from DESNZ (UK), the US EPA, the IPCC and India's CEA, in ${releases} releases: the factors the CarbonTracker API computes with. Search them, open one for its gas split, provenance and a ready estimate call, or download a release as CSV.`,
    releasesLink: "Sources, releases and CSV downloads",
  },
  search: {
    label: "Search emission factors",
    placeholder: "e.g. long haul flight economy, diesel, hotel",
    noScript:
      "Searching needs JavaScript. Every factor is in the CSV files below, one per release, with the same values.",
    idle: "Type what you want to measure (a fuel, a flight, a waste stream) or choose a filter.",
    loading: "Loading the catalogue…",
    failed: "The catalogue could not be loaded. Check your connection and try again.",
  },
  releasesSection: {
    copy: {
      title: "Sources and releases",
      lead: "A release is one edition of one publisher's factors, never changed once it is in the catalogue. Calculations name the release they used, and can be pinned to one with data_version.",
    } satisfies SectionCopy,
    tableLabel: "Catalogue releases",
  },
  detail: {
    estimateTitle: "Estimate with this factor",
    estimateLead:
      "POST /v1/estimates with this factor pinned: one unit on the first day it is valid. Change quantity, date and country to yours.",
    noValue:
      "The publisher gives no figure for this combination: it is not available (never zero), and an estimate that needs it is refused with 422 factor-not-available.",
    noCall: "None of the units an estimate accepts converts to this factor's unit, so it has no ready call.",
  },
} as const;
