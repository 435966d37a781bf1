import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { demoFiguresModule } from "./scripts/vite-demo-figures";
import { disclosureFormulasModule } from "./scripts/vite-disclosure-formulas";
import { factorExplorerModules } from "./scripts/vite-factor-explorer";
import { methodologyFactsModule } from "./scripts/vite-methodology-facts";
import { openApiDocument } from "./scripts/vite-openapi-document";

const LUCIDE_ICONS = "/lucide-react/dist/esm/icons/";

/**
 * lucide-react's icon modules build their components with `app/lib/lucide-icon.ts` (see there why), and lose the
 * React keys of their drawing's parts: that function passes the parts as separate children, which need none, and
 * the keys' random strings are what brotli cannot shrink in an icon (about ten bytes each, on every page).
 */
const smallLucideIcons: Plugin = {
  name: "small-lucide-icons",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes(LUCIDE_ICONS)) {
      return new URL("./app/lib/lucide-icon.ts", import.meta.url).pathname;
    }
    return null;
  },
  transform(code, id) {
    return id.includes(LUCIDE_ICONS) ? code.replace(/,\s*key:\s*"[^"]*"/g, "") : null;
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
