import { marked, type Token, type Tokens } from "marked";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BUILT_API_BASE } from "~/content/api-docs/api-base";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "~/content/api-docs/demo-client";
import { isDialogName } from "~/content/dialog-names";
import { site } from "~/content/site";
import { ERROR_CODES, PROBLEM_TYPES } from "../../contracts/errors";
import type { DocsBlock, DocsSection } from "./docs-outline";
import { GuideTable } from "./guide-table";

/**
 * The /api guide: the spec's fourteen sections, one Markdown file each in `content/api-docs/guide/`, in the order
 * of their names, rendered at build time. A file's `# heading` is its title and its name (after the number) its anchor.
 * `{{api_base}}`, `{{support_email}}`, `{{demo_client_id}}` and `{{demo_client_secret}}` stand for their values.
 * Blocks made elsewhere are named by an HTML comment on a line of its own:
 *
 * - `<!-- samples: operationId … -->` examples from the one list (`api-samples.ts`)
 * - `<!-- reference -->` the index of the reference: every operation of the OpenAPI document, by group, linked to its page
 * - `<!-- scopes -->`, `<!-- openapi-excerpt -->` the document's OAuth2 scopes, an excerpt of the document
 * - `<!-- limits -->` the sandbox's limits, quotas and expiry as the document states them
 * - `<!-- problem-types -->`, `<!-- error-codes -->` the error tables, from `contracts/errors.ts`
 * - `<!-- dialog: NAME Label -->` a button opening a dialog
 * - `<!-- table: Caption -->` the caption of the Markdown table below it
 *
 * A fenced block's `title="…"` is its label.
 */

const files = import.meta.glob<string>("../content/api-docs/guide/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The API's base URL in text written at build time (the examples show the served one once hydrated). */
export const API_BASE = BUILT_API_BASE;

/** The statuses the Errors section tables: the spec's list, each with its problem types. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500] as const;
/** Field error codes listed first, in this order; the rest follow as `contracts/errors.ts` lists them. */
const FEATURED_CODES = ["OUT_OF_RANGE", "UNIT_MISMATCH", "REQUIRED", "INVALID_FORMAT", "INVALID_VALUE", "NO_FACTOR"];

const problemRows = () =>
  ERROR_STATUSES.map((status) => [
    String(status),
    Object.entries(PROBLEM_TYPES)
      .filter(([, p]) => p.status === status)
      .map(([slug, p]) => `\`/problems/${slug}\`: ${p.meaning}`)
      .join(". "),
  ]);

const codeRows = () =>
  Object.entries(ERROR_CODES)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([code, meaning]) => [`\`${code}\``, meaning]);
const rank = (code: string) => {
  const at = FEATURED_CODES.indexOf(code);
  return at < 0 ? FEATURED_CODES.length : at;
};

const DIRECTIVE = /^<!--\s*([\w-]+)(?::\s*(.*?))?\s*-->\s*$/;

export type GuideInputs = {
  scopes: Record<string, string>;
  /** Paragraphs stating the demo client's access, rate limits, quotas and expiry. */
  limits: readonly string[];
  openApiExcerpt: string;
  sampleIds: ReadonlySet<string>;
};

type Table = { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

const inline = (markdown: string) => marked.parseInline(markdown, { async: false });
const tableHtml = ({ caption, head, rows }: Table) =>
  renderToStaticMarkup(createElement(GuideTable, { caption, head, rows: rows.map((r) => r.map(inline)) }));

/** The guide's sections as outline blocks, and the HTML fragments they name. */
export function renderGuide(inputs: GuideInputs): { sections: DocsSection[]; fragments: Record<string, string> } {
  const fragments: Record<string, string> = {};
  const sections = Object.keys(files)
    .sort()
    .map((file) => {
      const id = /\/\d+-([\w-]+)\.md$/.exec(file)?.[1];
      if (!id) throw new Error(`${file}: guide files are named NN-anchor.md`);
      const markdown = (files[file] ?? "")
        .replaceAll("{{api_base}}", API_BASE)
        .replaceAll("{{support_email}}", site.email.support)
        .replaceAll("{{demo_client_id}}", DEMO_CLIENT_ID)
        .replaceAll("{{demo_client_secret}}", DEMO_CLIENT_SECRET);
      return renderSection(id, marked.lexer(markdown), inputs, fragments, file);
    });
  return { sections, fragments };
}

function renderSection(
  id: string,
  tokens: Token[],
  inputs: GuideInputs,
  fragments: Record<string, string>,
  file: string,
): DocsSection {
  let title = "";
  const blocks: DocsBlock[] = [];
  let prose: Token[] = [];
  let caption: string | null = null;
  const addHtml = (html: string) => {
    const fragment = `${id}/${blocks.length}`;
    fragments[fragment] = html;
    blocks.push({ kind: "html", fragment });
  };
  const flushProse = () => {
    if (prose.length === 0) return;
    addHtml(`<div class="apidoc-prose">${marked.parser(prose, { async: false })}</div>`);
    prose = [];
  };

  for (const token of tokens) {
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 1) {
      title = token.text;
      continue;
    }
    if (token.type === "table" && caption !== null) {
      const table = token as Tokens.Table;
      flushProse();
      addHtml(
        tableHtml({
          caption,
          head: table.header.map((cell) => cell.text),
          rows: table.rows.map((row) => row.map((cell) => cell.text)),
        }),
      );
      caption = null;
      continue;
    }
    const directive = token.type === "html" ? DIRECTIVE.exec(token.raw.trim()) : null;
    if (directive) {
      flushProse();
      const [, name, argument = ""] = directive;
      if (name === "table") caption = argument;
      else if (name === "samples") {
        const operationIds = argument.split(/\s+/);
        const unknown = operationIds.filter((op) => !inputs.sampleIds.has(op));
        if (unknown.length) throw new Error(`${file} shows samples the list of examples lacks: ${unknown.join(", ")}`);
        blocks.push({ kind: "samples", operationIds });
      } else if (name === "reference") blocks.push({ kind: "reference" });
      else if (name === "scopes")
        addHtml(
          tableHtml({
            caption: "Scopes",
            head: ["Scope", "Grants"],
            rows: Object.entries(inputs.scopes).map(([scope, grants]) => [`\`${scope}\``, grants]),
          }),
        );
      else if (name === "limits") addHtml(`<ul>${inputs.limits.map((p) => `<li>${inline(p)}</li>`).join("")}</ul>`);
      else if (name === "openapi-excerpt")
        blocks.push({ kind: "code", label: "openapi.json (excerpt)", code: inputs.openApiExcerpt });
      else if (name === "problem-types")
        addHtml(tableHtml({ caption: "HTTP status codes", head: ["Status", "Problem types"], rows: problemRows() }));
      else if (name === "error-codes")
        addHtml(tableHtml({ caption: "Field error codes", head: ["Code", "Meaning"], rows: codeRows() }));
      else if (name === "dialog") {
        const [dialog = "", ...label] = argument.split(" ");
        if (!isDialogName(dialog)) throw new Error(`${file}: no dialog named ${dialog}`);
        blocks.push({ kind: "dialog", dialog, label: label.join(" ") });
      } else throw new Error(`${file}: unknown block <!-- ${name} -->`);
      continue;
    }
    if (token.type === "code") {
      flushProse();
      const label = /title="([^"]+)"/.exec(token.lang ?? "")?.[1];
      if (!label) throw new Error(`${file}: a code block needs title="…"`);
      blocks.push({ kind: "code", label, code: token.text });
      continue;
    }
    prose.push(token);
  }
  flushProse();
  if (!title) throw new Error(`${file} has no # title`);
  if (caption !== null) throw new Error(`${file}: <!-- table: ${caption} --> has no table below it`);
  return { id, title, blocks };
}
