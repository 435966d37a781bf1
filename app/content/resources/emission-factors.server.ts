import explorer from "virtual:factor-explorer";
import type { ExplorerRelease, ExplorerSearchData } from "../../../contracts/factor-explorer";
import { BUILT_API_BASE } from "../api-docs/api-base";
import { facetValueLabel } from "./emission-factor-names";
import { type FacetParam, facetParamNames, factorExplorer } from "./emission-factors";

/**
 * The explorer's build-time data, from the catalogue (`virtual:factor-explorer`): what the page prerenders (the
 * releases, the filters' options), each release's CSV, and the search data file the page fetches on first use.
 */

export type FacetOption = { value: string; label: string; count: number };

/** Display name of a release: publisher and edition, e.g. "DESNZ 2025 v1.0". */
const releaseName = (r: ExplorerRelease) => `${r.publisher} ${r.edition}`;

/** Each facet's values over the whole catalogue, most rows first (the filters' options before a search). */
function facetOptions(): Record<FacetParam, FacetOption[]> {
  const names = Object.fromEntries(explorer.data.releases.map((r) => [r.id, releaseName(r)]));
  return Object.fromEntries(
    facetParamNames.map((field) => {
      const counts = new Map<string, number>();
      for (const f of explorer.data.factors) {
        const value = f[field];
        if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      }
      const options = [...counts].map(([value, count]) => ({
        value,
        count,
        label: facetValueLabel(field, value, names),
      }));
      return [field, options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))];
    }),
  ) as Record<FacetParam, FacetOption[]>;
}

export function factorExplorerPageData() {
  const releases = explorer.data.releases;
  const total = explorer.data.factors.length;
  return {
    ...factorExplorer,
    hero: { ...factorExplorer.hero, lead: factorExplorer.hero.lead(total, releases.length) },
    total,
    releases,
    releaseNames: Object.fromEntries(releases.map((r) => [r.id, releaseName(r)])),
    facetOptions: facetOptions(),
    apiBase: BUILT_API_BASE,
  };
}

/** A release's CSV text, or undefined for an unknown release. */
export const releaseCsvText = (releaseId: string): string | undefined => explorer.csv[releaseId];

export const releaseIds = (): string[] => explorer.data.releases.map((r) => r.id);

/** The search data file: the releases' order and every row. */
export function explorerSearchData(): ExplorerSearchData {
  return { releases: releaseIds(), factors: explorer.data.factors };
}
