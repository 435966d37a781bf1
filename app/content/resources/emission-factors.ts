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
    methodologyLink: "How a factor is chosen",
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
