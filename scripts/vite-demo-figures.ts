import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type { DemoFigures } from "../contracts/demo-figures";

const VIRTUAL_ID = "virtual:demo-figures";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Gives the site the demo tenant's figures as `virtual:demo-figures`, computed at build time by the demo data
 * generator and the calculation engine (server/demo/demo-figures.ts) for the 36 months the sandbox serves
 * on the day of the build. Only build-time loaders import it: the site draws the charts into the prerendered HTML.
 */
export function demoFiguresModule(): Plugin {
  let figures: Promise<DemoFigures> | undefined;
  return {
    name: "demo-figures",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      figures ??= tsImport("../server/demo/demo-figures.ts", import.meta.url).then(
        (m: { demoFigures: () => DemoFigures }) => m.demoFigures(),
      );
      return `export default ${JSON.stringify(await figures)};`;
    },
  };
}
