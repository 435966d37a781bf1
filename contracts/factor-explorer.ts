/**
 * The emission-factor catalogue as the website's factor explorer shows it, computed at build time from `carbon/`
 * (server/v1/factors/explorer.ts) and given to the site's loaders as `virtual:factor-explorer`. The loaders write
 * the releases into the prerendered page, one CSV per release, and the search data file the page fetches on use.
 */

/** A catalogue release with the number of rows it holds and where its CSV is. */
export type ExplorerRelease = {
  id: string;
  source: string;
  publisher: string;
  title: string;
  edition: string;
  /** As the publisher gives it: YYYY-MM-DD, YYYY-MM or YYYY. */
  published: string;
  /** Whether the catalogue holds the whole edition or selected rows. */
  coverage: "full" | "selection";
  url: string;
  licence: string;
  /** The attribution the licence asks for wherever the data is shown; null when none is asked. */
  attribution: string | null;
  rows: number;
  /** Rows with a published value (the rest are "not available"). */
  rows_with_value: number;
  /** The site path of the release's CSV, e.g. /emission-factors/releases/desnz-2025.csv. */
  csv_path: string;
};

/** The body of a ready `POST /v1/estimates` call with a factor pinned: one unit of what it measures. */
export type ExplorerEstimateCall = {
  factor_id: string;
  activity: string;
  quantity: number;
  unit: string;
  date: string;
  country: string;
};

/** One catalogue row, every value as in the catalogue, plus its facet values and a ready estimate call. */
export type ExplorerFactor = {
  id: string;
  label: string;
  /** The publisher's own description of the activity. */
  category: string;
  /** The activity key (or family, e.g. coal) estimates and activity records name. */
  activity: string;
  source: string;
  publisher: string;
  region: string;
  /** A grid subregion within the region (US eGRID), or null. */
  subregion: string | null;
  year: string;
  scope: number;
  scope3_category: number | null;
  sector: string;
  gas: string;
  unit_input: string;
  unit_output: string;
  /** As published; null where the publisher gives no figure ("not available", never zero). */
  value: number | null;
  /** As published: "AR5"/"AR4" for a CO2e row, "n/a (mass of gas)" or "n/a (CO2 only)" otherwise. */
  gwp: string;
  /** The GWP set the CO2e is on; null for a mass of one gas. */
  basis: string | null;
  /** A CO2e row's per-gas split as published (kg CO2e per unit on `basis`), or null. */
  gas_split: { CO2: number | null; CH4: number | null; N2O: number | null } | null;
  /** The CO2e on AR6, recomputed from the split; null without a complete split. */
  value_ar6: number | null;
  /** What the unit measures (the unit_type facet). */
  unit_type: string;
  /** Whether the factor selection picks the row by default (the API search's default_for_activity). */
  default_for_activity: boolean;
  release: string;
  provenance: { doc: string; url: string };
  valid_from: string;
  valid_to: string | null;
  /** The ready estimate call; null when the factor has no value or no activity an estimate can name. */
  estimate: ExplorerEstimateCall | null;
};

/** The file the explorer fetches on first use: the releases in catalogue order and every row. */
export type ExplorerSearchData = {
  /** Release ids in the order they entered the catalogue (later ranks first on equal scores). */
  releases: string[];
  factors: ExplorerFactor[];
};

export type FactorExplorerData = {
  releases: ExplorerRelease[];
  factors: ExplorerFactor[];
};

/** The CSV's columns, in order: the row's values as in the catalogue. */
export const EXPLORER_CSV_COLUMNS = [
  "id",
  "label",
  "category",
  "activity",
  "source",
  "publisher",
  "region",
  "subregion",
  "year",
  "scope",
  "scope3_category",
  "sector",
  "gas",
  "value",
  "unit_input",
  "unit_output",
  "gwp",
  "basis",
  "gas_split_co2",
  "gas_split_ch4",
  "gas_split_n2o",
  "value_ar6",
  "valid_from",
  "valid_to",
  "release",
  "provenance_doc",
  "provenance_url",
] as const;

/**
 * The catalogue's releases in the order they entered it (carbon/catalogue/releases.ts): the route table prerenders
 * a CSV for each without loading the catalogue. A test checks the list against the catalogue.
 */
export const CATALOGUE_RELEASE_IDS = [
  "ipcc-2006",
  "epa-sef-v1.2",
  "cea-v20",
  "epa-hub-2025",
  "cea-v21",
  "desnz-2026-uk-electricity",
  "cea-v22",
  "desnz-2024",
  "desnz-2025",
] as const;

/** The site path of a release's CSV. */
export const releaseCsvPath = (releaseId: string) => `/emission-factors/releases/${releaseId}.csv`;
/** The site path of the explorer's search data file. */
export const EXPLORER_DATA_PATH = "/emission-factors/factors.json";
