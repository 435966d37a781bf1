import figures from "virtual:demo-figures";
import type { DemoFigures } from "../../contracts/demo-figures";

/**
 * The demo tenant's figures, computed by the build from the sandbox's demo data and calculation engine. Loaders
 * read them at build time and pass each chart only what it draws (`components/charts/demo-series.ts`).
 */
export const demoFigures: DemoFigures = figures;
