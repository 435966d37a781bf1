import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type { MethodologyFacts } from "../contracts/methodology";

const VIRTUAL_ID = "virtual:methodology-facts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Gives the site the figures the emission-factor methodology page quotes as `virtual:methodology-facts`, read at build
 * time from the calculation engine (carbon/methodology.ts): GWP sets, conversion constants and their sources, the
 * AR5/AR6 basis rule and the CEA grid factors. Only build-time loaders import it; the page arrives as HTML.
 */
export function methodologyFactsModule(): Plugin {
  let facts: Promise<MethodologyFacts> | undefined;
  return {
    name: "methodology-facts",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      facts ??= tsImport("../carbon/methodology.ts", import.meta.url).then(
        (m: { methodologyFacts: () => MethodologyFacts }) => m.methodologyFacts(),
      );
      return `export default ${JSON.stringify(await facts)};`;
    },
  };
}
