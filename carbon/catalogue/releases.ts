import type { DesnzEdition } from "./desnz";
import desnz2024 from "./desnz-2024.json";
import desnz2025 from "./desnz-2025.json";
import type { EpaEdition } from "./epa";
import epaHub2025 from "./epa-hub-2025.json";
import type { HubWorkbook } from "./epa-workbook";
import type { FlatFile } from "./flat-file";

/**
 * Catalogue releases: each is one edition of one publisher's factors, immutable once in the catalogue. The list is
 * in the order the releases entered the catalogue, which is what `data_version` pins: a calculation on release R uses
 * R and every release before it in this list, never a later one. `coverage` says whether the catalogue holds the
 * whole edition or selected rows (a selection is compared with its predecessor only on the rows it holds).
 */

export type CatalogueRelease = {
  id: string;
  /** The series: a release's predecessor is the previous edition of the same series. */
  series: string;
  source: "IPCC" | "DEFRA" | "CEA" | "EPA";
  publisher: string;
  title: string;
  edition: string;
  /** Publication date as the publisher gives it (YYYY-MM-DD, or YYYY-MM / YYYY when that is all it says). */
  published: string;
  coverage: "full" | "selection";
  url: string;
  licence: string;
  /** The attribution the licence asks for, shown wherever the data is. */
  attribution: string | null;
};

const OGL =
  "Contains public sector information licensed under the Open Government Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/)";
const US_PUBLIC_DOMAIN = "A work of the US Government (public domain)";

export const RELEASES: readonly CatalogueRelease[] = [
  {
    id: "ipcc-2006",
    series: "ipcc-guidelines",
    source: "IPCC",
    publisher: "IPCC",
    title: "2006 IPCC Guidelines for National Greenhouse Gas Inventories (default factors)",
    edition: "2006",
    published: "2006",
    coverage: "selection",
    url: "https://www.ipcc-nggip.iges.or.jp/public/2006gl/",
    licence: "IPCC",
    attribution: null,
  },
  {
    id: "epa-sef-v1.2",
    series: "epa-supply-chain",
    source: "EPA",
    publisher: "US EPA",
    title: "Supply Chain Greenhouse Gas Emission Factors for US Industries and Commodities",
    edition: "v1.2",
    published: "2023-04-12",
    coverage: "selection",
    url: "https://catalog.data.gov/dataset/supply-chain-greenhouse-gas-emission-factors-for-us-industries-and-commodities",
    licence: "Public domain",
    attribution: US_PUBLIC_DOMAIN,
  },
  {
    id: "cea-v20",
    series: "cea-baseline",
    source: "CEA",
    publisher: "CEA",
    title: "CO2 Baseline Database for the Indian Power Sector",
    edition: "v20.0",
    published: "2024-12",
    coverage: "selection",
    url: "https://cea.nic.in/cdm-co2-baseline-database/",
    licence: "Government of India",
    attribution: null,
  },
  {
    id: "epa-hub-2025",
    series: "epa-hub",
    source: "EPA",
    publisher: "US EPA",
    title: "GHG Emission Factors Hub (Tables 1, 2 and 6-10 as factors; the workbook's every table as data)",
    edition: "2025",
    published: "2025-01-15",
    coverage: "selection",
    url: "https://www.epa.gov/climateleadership/ghg-emission-factors-hub",
    licence: "Public domain",
    attribution: US_PUBLIC_DOMAIN,
  },
  {
    id: "cea-v21",
    series: "cea-baseline",
    source: "CEA",
    publisher: "CEA",
    title: "CO2 Baseline Database for the Indian Power Sector",
    edition: "v21.0",
    published: "2025-11",
    coverage: "selection",
    url: "https://cea.nic.in/cdm-co2-baseline-database/",
    licence: "Government of India",
    attribution: null,
  },
  {
    id: "desnz-2026-uk-electricity",
    series: "desnz-conversion-factors",
    source: "DEFRA",
    publisher: "DESNZ",
    title: "UK Government GHG Conversion Factors for Company Reporting (UK electricity generated)",
    edition: "2026",
    published: "2026",
    coverage: "selection",
    url: "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting",
    licence: "Open Government Licence v3.0",
    attribution: OGL,
  },
  {
    id: "cea-v22",
    series: "cea-baseline",
    source: "CEA",
    publisher: "CEA",
    title: "CO2 Baseline Database for the Indian Power Sector",
    edition: "v22.0",
    published: "2026-08-01",
    coverage: "selection",
    url: "https://cea.nic.in/cdm-co2-baseline-database/",
    licence: "Government of India",
    attribution: null,
  },
  {
    id: "desnz-2024",
    series: "desnz-conversion-factors",
    source: "DEFRA",
    publisher: "DESNZ",
    title: "UK Government GHG Conversion Factors for Company Reporting 2024, flat file",
    edition: "2024 v1.1",
    published: "2024-10-18",
    coverage: "full",
    url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024",
    licence: "Open Government Licence v3.0",
    attribution: OGL,
  },
  {
    id: "desnz-2025",
    series: "desnz-conversion-factors",
    source: "DEFRA",
    publisher: "DESNZ",
    title: "UK Government GHG Conversion Factors for Company Reporting 2025, flat file",
    edition: "2025 v1.0",
    published: "2025-06-10",
    coverage: "full",
    url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025",
    licence: "Open Government Licence v3.0",
    attribution: OGL,
  },
];

export const LATEST_RELEASE: string = RELEASES.at(-1)!.id;

const POSITION = new Map(RELEASES.map((r, i) => [r.id, i]));

export function releaseById(id: string): CatalogueRelease | undefined {
  return RELEASES[POSITION.get(id) ?? -1];
}

/** The releases a calculation on `dataVersion` may use: it and those before it; null for an unknown release. */
export function releasesThrough(dataVersion: string): ReadonlySet<string> | null {
  const id = dataVersion === "latest" ? LATEST_RELEASE : dataVersion;
  const position = POSITION.get(id);
  return position === undefined ? null : new Set(RELEASES.slice(0, position + 1).map((r) => r.id));
}

/** The previous edition of a release's series, by publication date. */
export function previousRelease(id: string): CatalogueRelease | null {
  const release = releaseById(id);
  if (!release) return null;
  const earlier = RELEASES.filter((r) => r.series === release.series && r.published < release.published);
  return earlier.sort((a, b) => (a.published < b.published ? 1 : -1))[0] ?? null;
}

/** The DESNZ editions held as flat files: every row as published. */
export const DESNZ_EDITIONS: readonly DesnzEdition[] = [
  {
    release: "desnz-2024",
    year: "2024",
    valid_from: "2024-01-01",
    valid_to: "2024-12-31",
    doc: "UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ), flat file v1.1 (2024-10-18)",
    url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024",
    file: desnz2024 as unknown as FlatFile,
  },
  {
    release: "desnz-2025",
    year: "2025",
    valid_from: "2025-01-01",
    valid_to: "2025-12-31",
    doc: "UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), flat file v1.0 (2025-06-10)",
    url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025",
    file: desnz2025 as unknown as FlatFile,
  },
];

/** The EPA Hub editions held as their workbook's tables. */
export const EPA_EDITIONS: readonly EpaEdition[] = [
  {
    release: "epa-hub-2025",
    year: "2025",
    valid_from: "2025-01-15",
    url: "https://www.epa.gov/climateleadership/ghg-emission-factors-hub",
    book: epaHub2025 as unknown as HubWorkbook,
  },
];
