import { CATALOGUE_RELEASE, EMISSION_FACTORS, releaseSummaries, toResource } from "../../../carbon";
import { pageInMemory } from "../platform/list-query";
import type { RequestExample } from "../platform/operation";
import { searchAnswer } from "./search-answer";

/**
 * Documentation examples of the factor catalogue, taken from the catalogue file itself: the factor IPCC publishes
 * for diesel's CO2, and the first page of `?activity=diesel&source=IPCC&page[size]=2` (the catalogue is sorted
 * by id).
 */

export const factorRequestExamples: Readonly<Record<string, RequestExample>> = {
  listEmissionFactors: { query: { activity: "diesel", country: "IN", year: 2025, "page[size]": 10 } },
  getEmissionFactor: { params: { id: "ipcc2006_gasdiesel_co2" } },
  listFactorReleases: {},
  searchEmissionFactors: { query: { q: "grid electricty", country: "IN", "page[size]": 3 } },
};

function catalogueFactor(id: string) {
  const factor = EMISSION_FACTORS.find((f) => f.id === id);
  if (!factor) throw new Error(`The catalogue has no factor ${id}`);
  return toResource(factor);
}

export const FACTOR_EXAMPLE = catalogueFactor("ipcc2006_gasdiesel_co2");

const ipccDiesel = EMISSION_FACTORS.filter((f) => f.activity === "diesel" && f.source === "IPCC").map(toResource);
const firstPage = pageInMemory(ipccDiesel, (f) => f.id, 2, undefined);

export const FACTOR_PAGE_EXAMPLE = {
  data: firstPage.items,
  page: { size: 2, next_cursor: firstPage.next_cursor },
  summary: { count: firstPage.items.length, total: ipccDiesel.length, release: CATALOGUE_RELEASE },
};

/** The DESNZ 2025 release as the list shows it, with what changed against 2024. */
const desnz2025 = releaseSummaries().find((r) => r.id === "desnz-2025")!;
export const RELEASE_LIST_EXAMPLE = {
  data: [
    {
      ...desnz2025,
      changes: { ...desnz2025.changes!, largest: desnz2025.changes!.largest.slice(0, 2) },
      loaded_at: "2026-11-02T09:00:00.000Z",
    },
  ],
  summary: { count: 1, latest: CATALOGUE_RELEASE },
};
/** The first page of `?q=grid electricty&country=IN&page[size]=3` (the typo is deliberate: it still finds them). */
export const FACTOR_SEARCH_EXAMPLE = searchAnswer("grid electricty", { country: "IN" }, 3, undefined);
