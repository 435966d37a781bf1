import documentText from "virtual:openapi-document";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DocsView } from "~/components/api-docs/docs-view";
import type { OperationSample } from "~/components/api-docs/reference-view";
import { API_BASE, guide } from "./guide";
import type { OpenApiDocument } from "./openapi-types";
import { apiReference } from "./reference";
import { sampleCode } from "./sample-code";
import { apiSamples } from "./samples";
import type { TryItOperation } from "./try-it";

/**
 * Everything the /api page shows, computed at build time from the OpenAPI document the server serves (the
 * same bytes, given by the build as `virtual:openapi-document`) and the one list of examples. The guide and the
 * reference are rendered here to HTML, once: the build splices it into the prerendered page
 * (`scripts/splice-api-docs.ts`), so it is neither hydrated nor repeated in the page's data, and the browser
 * never renders the reference.
 */

const SNIPPET_PATH = "/emission-analytics/kpis";
const REFERENCE_TITLES = { "Emission Analytics": "Emission Analytics API reference" };

function snippet(doc: OpenApiDocument): string {
  const op = doc.paths[SNIPPET_PATH]?.get;
  if (!op) throw new Error(`The OpenAPI snippet shows ${SNIPPET_PATH}, which the document lacks`);
  const success = op.responses["200"]?.content?.["application/json"];
  const excerpt = {
    openapi: doc.openapi,
    info: { title: doc.info.title, version: doc.info.version },
    servers: doc.servers,
    paths: {
      [SNIPPET_PATH]: {
        get: {
          operationId: op.operationId,
          summary: op.summary,
          security: op.security,
          parameters: (op.parameters ?? [])
            .filter((p) => p.in === "query")
            .map(({ name, in: where, schema }) => ({ name, in: where, schema })),
          responses: { "200": { content: { "application/json": { schema: success?.schema } } } },
        },
      },
    },
  };
  return JSON.stringify(excerpt, null, 2);
}

function exampleOf(schema: { examples?: unknown[]; default?: unknown; enum?: unknown[] } | undefined): string {
  const value = schema?.examples?.[0] ?? schema?.default ?? schema?.enum?.[0];
  return value === undefined ? "" : String(value);
}

function tryItOperations(doc: OpenApiDocument): TryItOperation[] {
  const out: TryItOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const isToken = op.operationId === "createAccessToken";
      if (method !== "get" && !isToken) continue;
      if (path.startsWith("/tenants/{tenant_id}/") && path !== "/tenants/{tenant_id}/users") continue;
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).flatMap((p) =>
          p.in === "path" || p.in === "query"
            ? [
                {
                  name: p.name,
                  in: p.in,
                  required: Boolean(p.required),
                  description: p.description ?? "",
                  example: exampleOf(p.schema),
                },
              ]
            : [],
        ),
      });
    }
  }
  return out;
}

const documentJson = () => JSON.parse(documentText) as OpenApiDocument;

/** The guide and the reference as HTML (served as /api/docs-body.txt and spliced into the prerendered page). */
export function apiDocsBody(): string {
  const doc = documentJson();
  const samples: Record<string, OperationSample> = Object.fromEntries(
    apiSamples.map((s) => [s.operationId, { title: s.title, code: sampleCode(s, { baseUrl: API_BASE }) }]),
  );
  return renderToStaticMarkup(
    createElement(DocsView, {
      guide,
      reference: apiReference(doc),
      referenceTitles: REFERENCE_TITLES,
      samples,
      tryIt: new Set(tryItOperations(doc).map((t) => t.operationId)),
      scopes: doc.components.securitySchemes.oauth2.flows.clientCredentials.scopes,
      snippet: snippet(doc),
    }),
  );
}

/** What the page's own code needs: the contents list and the Try it operations (the body comes as HTML). */
export function apiDocsPage() {
  const doc = documentJson();
  return {
    contents: guide.map((s) => ({ id: s.id, label: s.title })),
    tryIt: tryItOperations(doc),
    version: doc.info.version,
  };
}
