import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type { FactorExplorerData } from "../contracts/factor-explorer";

const DATA_ID = "virtual:factor-explorer";
const RESOLVED_DATA_ID = `\0${DATA_ID}`;
const ENGINE_ID = "virtual:factor-search-engine";
const ENGINE_FILE = fileURLToPath(new URL("../carbon/factor-search-engine.ts", import.meta.url));

type Explorer = { data: FactorExplorerData; csv: Record<string, string> };

/**
 * The factor explorer's two bridges from `carbon/` to the site:
 * - `virtual:factor-explorer` (build-time loaders only): the catalogue's releases and rows as the explorer shows
 *   them (`contracts/factor-explorer.ts`) and each release's CSV, computed by server/v1/factors/explorer.ts from the
 *   catalogue. Loaders write them into the prerendered page, the CSV files and the search data file.
 * - `virtual:factor-search-engine` (the browser, in a chunk loaded on first search): carbon/factor-search-engine.ts
 *   itself, the API's matching and ranking, which imports MiniSearch only, so the explorer ranks as the API does.
 */
export function factorExplorerModules(): Plugin {
  let explorer: Promise<Explorer> | undefined;
  return {
    name: "factor-explorer",
    resolveId: (id) => (id === DATA_ID ? RESOLVED_DATA_ID : id === ENGINE_ID ? ENGINE_FILE : undefined),
    async load(id) {
      if (id !== RESOLVED_DATA_ID) return undefined;
      explorer ??= tsImport("../server/v1/factors/explorer.ts", import.meta.url).then(
        (m: typeof import("../server/v1/factors/explorer")) => {
          const data = m.factorExplorerData();
          return { data, csv: Object.fromEntries(data.releases.map((r) => [r.id, m.releaseCsv(data.factors, r.id)])) };
        },
      );
      // Several megabytes: one string literal parses far faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await explorer))});`;
    },
  };
}
