import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { demoFiguresModule } from "./scripts/vite-demo-figures";
import { disclosureFormulasModule } from "./scripts/vite-disclosure-formulas";
import { factorExplorerModules } from "./scripts/vite-factor-explorer";
import { methodologyFactsModule } from "./scripts/vite-methodology-facts";
import { openApiDocument } from "./scripts/vite-openapi-document";

/** lucide-react's icon modules build their components with `app/lib/lucide-icon.ts` (see there why). */
const smallLucideIcons: Plugin = {
  name: "small-lucide-icons",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) {
      return new URL("./app/lib/lucide-icon.ts", import.meta.url).pathname;
    }
    return null;
  },
};

export default defineConfig({
  plugins: [
    smallLucideIcons,
    tailwindcss(),
    reactRouter(),
    openApiDocument({ buildDirectory: process.env.BUILD_DIR ?? "build" }),
    demoFiguresModule(),
    methodologyFactsModule(),
    factorExplorerModules(),
    disclosureFormulasModule(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  server: {
    proxy: Object.fromEntries(
      ["/v1", "/forms", "/healthz"].map((p) => [p, `http://127.0.0.1:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
