import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:disclosure-formulas";
const FILE = fileURLToPath(new URL("../carbon/disclosures/index.ts", import.meta.url));

/**
 * `virtual:disclosure-formulas` (the browser): carbon/disclosures/index.ts itself, BRSR Core's intensities and the
 * CCTS certificates and compensation, which import nothing but `contracts/`, so the site's free calculators
 * (`/tools/brsr-core`, `/tools/ccts`) compute with the engine's own formulas instead of copying them.
 */
export function disclosureFormulasModule(): Plugin {
  return { name: "disclosure-formulas", resolveId: (id) => (id === ID ? FILE : undefined) };
}
