import documentText from "virtual:openapi-document";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { referencePagePath, tagSlug } from "../../contracts/api/tags";
import { apiSamples } from "./api-samples";
import { type ApiGuideOutline, fragmentNames, type ReferencePageOutline } from "./docs-outline";
import { API_BASE, renderGuide } from "./guide.server";
import type { OpenApiDocument } from "./openapi-types";
import type { HtmlFragments } from "./prerendered-html";
import { apiReference, type ReferenceGroup } from "./reference";
import {
  OperationErrors,
  OperationHead,
  ReferenceIndex,
  ReferencePageNav,
  ResponseFields,
  referenceTitle,
} from "./reference-html";
import { sampleCode } from "./sample-code";
import type { OperationSample } from "./sample-tabs";
import type { TryItOperation } from "./try-it-operation";

/**
 * Everything the API documentation shows, computed at build time from the OpenAPI document the server serves
 * (the same bytes, given by the build as `virtual:openapi-document`), the guide's Markdown and the one list of
 * examples: the guide (/api) and one reference page per group of operations (/api/reference/{group}), each an
 * outline the page renders and hydrates (its loader data) and the HTML fragments it places, which reach the
 * page only as HTML (`app/entry.server.tsx` provides them while prerendering).
 */

const SNIPPET_PATH = "/emission-analytics/kpis";

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
    [fragmentNames.referenceIndex]: html(createElement(ReferenceIndex, { groups })),
  };
  for (const group of groups) {
    fragments[fragmentNames.referenceNav(tagSlug(group.tag))] = html(
      createElement(ReferencePageNav, { groups, current: group }),
    );
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

function referencePage(
  group: ReferenceGroup,
  version: string,
  samples: Record<string, OperationSample>,
  tryIt: Record<string, TryItOperation>,
): ReferencePageOutline {
  return {
    version,
    slug: tagSlug(group.tag),
    title: referenceTitle(group.tag),
    description: group.description,
    path: referencePagePath(group.tag),
    contents: group.operations.map((op) => ({ id: `op-${op.operationId}`, label: op.summary })),
    operations: group.operations.map((op) => ({
      operationId: op.operationId,
      bodyExample: op.body?.example && exampleLabel("Request body example", op.body.example.cut),
      responseExample:
        op.response.example && exampleLabel(`Response ${op.response.status} example`, op.response.example.cut),
      responseSummary: `Response ${op.response.status}: ${op.response.type}`,
      ...(samples[op.operationId] && { sample: samples[op.operationId] }),
      ...(tryIt[op.operationId] && { tryIt: tryIt[op.operationId] }),
    })),
  };
}

/** Each operation's anchor (aliases too) and the reference page that now has it. */
function movedAnchors(groups: ReferenceGroup[]): Record<string, string> {
  return Object.fromEntries(
    groups.flatMap((g) =>
      g.operations.flatMap((op) =>
        [op.operationId, ...op.aliases.map((a) => a.operationId)].map((id) => [
          `op-${id}`,
          `${referencePagePath(g.tag)}#op-${id}`,
        ]),
      ),
    ),
  );
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
  const guideSamples = new Set(
    guide.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "samples" ? b.operationIds : []))),
  );
  const outline: ApiGuideOutline = {
    version: doc.info.version,
    contents: guide.sections.map((s) => ({ id: s.id, label: s.title })),
    sections: guide.sections,
    samples: Object.fromEntries(Object.entries(sampleList).filter(([id]) => guideSamples.has(id))),
    movedAnchors: movedAnchors(reference),
  };
  const tryIt = Object.fromEntries(tryItOperations(doc).map((op) => [op.operationId, op]));
  const pages = new Map(
    reference.map((g) => [tagSlug(g.tag), referencePage(g, doc.info.version, sampleList, tryIt)] as const),
  );
  return { outline, pages, fragments: { ...guide.fragments, ...referenceFragments(reference) } };
}

let built: ReturnType<typeof build> | undefined;
const once = () => {
  built ??= build();
  return built;
};

/** /api's loader data. */
export const apiDocsOutline = (): ApiGuideOutline => once().outline;

/** A reference page's loader data, by its group's slug; none for a slug no group has. */
export const apiReferencePage = (slug: string): ReferencePageOutline | undefined => once().pages.get(slug);

/** The HTML fragments the outlines name. */
export const apiDocsFragments = (): HtmlFragments => once().fragments;
