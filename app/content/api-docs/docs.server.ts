import documentText from "virtual:openapi-document";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { HtmlFragments } from "~/components/api-docs/prerendered-html";
import {
  GroupHeading,
  OperationErrors,
  OperationHead,
  ReferenceNav,
  ResponseFields,
  slug,
} from "~/components/api-docs/reference-html";
import type { OperationSample } from "~/components/api-docs/sample-tabs";
import { type ApiDocsOutline, fragmentNames, type ReferenceGroupOutline } from "./docs-outline";
import { API_BASE, renderGuide } from "./guide.server";
import type { OpenApiDocument } from "./openapi-types";
import { apiReference, type ReferenceGroup } from "./reference";
import { sampleCode } from "./sample-code";
import { apiSamples } from "./samples";
import type { TryItOperation } from "./try-it";

/**
 * Everything the /api page shows, computed at build time from the OpenAPI document the server serves (the
 * same bytes, given by the build as `virtual:openapi-document`), the guide's Markdown and the one list of
 * examples: the outline the page renders and hydrates (its loader data) and the HTML fragments it places,
 * which reach the page only as HTML (`app/entry.server.tsx` provides them while prerendering).
 */

const SNIPPET_PATH = "/emission-analytics/kpis";
const REFERENCE_TITLES: Record<string, string> = { "Emission Analytics": "Emission Analytics API reference" };

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

const html = (element: ReactElement) => renderToStaticMarkup(element);

function referenceFragments(groups: ReferenceGroup[]): Record<string, string> {
  const fragments: Record<string, string> = {
    [fragmentNames.referenceNav]: html(createElement(ReferenceNav, { groups, titles: REFERENCE_TITLES })),
  };
  for (const group of groups) {
    const title = REFERENCE_TITLES[group.tag] ?? group.tag;
    fragments[fragmentNames.group(slug(group.tag))] = html(createElement(GroupHeading, { group, title }));
    for (const op of group.operations) {
      const id = op.operationId;
      fragments[fragmentNames.operation(id)] = html(createElement(OperationHead, { op }));
      fragments[fragmentNames.response(id)] = html(createElement(ResponseFields, { op }));
      fragments[fragmentNames.errors(id)] = html(createElement(OperationErrors, { op }));
      if (op.body?.example) fragments[fragmentNames.bodyExample(id)] = escapeHtml(op.body.example.code);
      if (op.response.example) fragments[fragmentNames.responseExample(id)] = escapeHtml(op.response.example.code);
    }
  }
  return fragments;
}

function referenceOutline(groups: ReferenceGroup[]): ReferenceGroupOutline[] {
  return groups.map((group) => ({
    id: slug(group.tag),
    operations: group.operations.map((op) => ({
      operationId: op.operationId,
      bodyExample: op.body?.example && exampleLabel("Request body example", op.body.example.cut),
      responseExample:
        op.response.example && exampleLabel(`Response ${op.response.status} example`, op.response.example.cut),
      responseSummary: `Response ${op.response.status}: ${op.response.type}`,
    })),
  }));
}

const exampleLabel = (label: string, cut: boolean) => (cut ? `${label} (lists cut to 3 items)` : label);

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function samples(doc: OpenApiDocument): Record<string, OperationSample> {
  return Object.fromEntries(
    apiSamples(doc).map((s) => [s.operationId, { title: s.title, code: sampleCode(s, { baseUrl: API_BASE }) }]),
  );
}

function build() {
  const doc = documentJson();
  const reference = apiReference(doc);
  const sampleList = samples(doc);
  const guide = renderGuide({
    scopes: doc.components.securitySchemes.oauth2.flows.clientCredentials.scopes,
    // The description's first paragraph introduces the API; the others are the sandbox's limits.
    limits: (doc.info.description ?? "").split("\n\n").slice(1),
    openApiExcerpt: snippet(doc),
    sampleIds: new Set(Object.keys(sampleList)),
  });
  const outline: ApiDocsOutline = {
    version: doc.info.version,
    contents: guide.sections.map((s) => ({ id: s.id, label: s.title })),
    sections: guide.sections,
    reference: referenceOutline(reference),
    samples: sampleList,
    tryIt: Object.fromEntries(tryItOperations(doc).map((op) => [op.operationId, op])),
  };
  return { outline, fragments: { ...guide.fragments, ...referenceFragments(reference) } };
}

let built: ReturnType<typeof build> | undefined;
const once = () => {
  built ??= build();
  return built;
};

/** The page's loader data. */
export const apiDocsOutline = (): ApiDocsOutline => once().outline;

/** The HTML fragments the outline names. */
export const apiDocsFragments = (): HtmlFragments => once().fragments;
