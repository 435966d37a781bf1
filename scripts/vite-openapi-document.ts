import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:openapi-document";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Gives the site the /v1 OpenAPI document as `virtual:openapi-document` (its text, the bytes /v1/openapi.json
 * serves), computed from the operation declarations without a server or a database. The build also writes it to
 * `{buildDirectory}/openapi.json`, beside the client and server builds, so a test can compare what was documented
 * with what is served.
 */
export function openApiDocument({ buildDirectory }: { buildDirectory: string }): Plugin {
  let text: Promise<string> | undefined;
  const documentText = () => {
    text ??= tsImport("../server/v1/document.ts", import.meta.url).then((m: { openApiDocumentText: () => string }) =>
      m.openApiDocumentText(),
    );
    return text;
  };
  return {
    name: "openapi-document",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(await documentText())};`;
    },
    async writeBundle() {
      if (this.environment?.name !== "client") return;
      fs.mkdirSync(buildDirectory, { recursive: true });
      fs.writeFileSync(path.join(buildDirectory, "openapi.json"), await documentText());
    },
  };
}
