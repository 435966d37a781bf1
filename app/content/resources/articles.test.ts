import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "~/api-docs/openapi-types";
import { apiReference } from "~/api-docs/reference";
import { articleMarkdown, loadArticle, renderArticleHtml } from "~/components/resources/articles.server";
import { sitemapPaths } from "~/routes";
import { referencePagePath, tagSlug } from "../../../contracts/api/tags";
import { openApiDocumentText } from "../../../server/v1/document";
import { articlePath } from "./index";
import { articles } from "./knowledge-base";

/** The anchors of the API documentation, by page: /api's guide sections and reference groups, each reference page's operations (and their aliases). */
function apiAnchors(): Map<string, Set<string>> {
  const guide = fs
    .readdirSync(new URL("../api-docs/guide/", import.meta.url))
    .flatMap((file) => /^\d+-([\w-]+)\.md$/.exec(file)?.[1] ?? []);
  const groups = apiReference(JSON.parse(openApiDocumentText()) as OpenApiDocument);
  const anchors = new Map([["/api", new Set([...guide, ...groups.map((g) => `tag-${tagSlug(g.tag)}`)])]]);
  for (const g of groups)
    anchors.set(
      referencePagePath(g.tag),
      new Set(
        g.operations.flatMap((op) => [op.operationId, ...op.aliases.map((a) => a.operationId)].map((id) => `op-${id}`)),
      ),
    );
  return anchors;
}

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1] ?? "");
const words = (markdown: string) =>
  markdown
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("knowledge-base articles", () => {
  it("every article in the index has a Markdown file, and every file an article", () => {
    expect([...articleMarkdown.keys()].sort()).toEqual(articles.map((a) => a.id).sort());
  });

  it("each article is on its own page, in the sitemap", () => {
    const sitemap = sitemapPaths();
    for (const a of articles) expect(sitemap, a.id).toContain(articlePath(a.id));
    expect(sitemap.filter((p) => p.startsWith(articlePath("")))).toHaveLength(articles.length);
  });

  it("every internal link resolves to a page in the sitemap, and an anchor to one that page has", () => {
    const pages = new Set(sitemapPaths());
    const anchors = apiAnchors();
    const broken: string[] = [];
    for (const [id, markdown] of articleMarkdown) {
      const links = hrefs(renderArticleHtml(markdown));
      expect(links.length, `${id} links nowhere`).toBeGreaterThan(0);
      for (const href of links) {
        if (/^(https:|mailto:)/.test(href)) continue;
        const url = new URL(href, "https://site.invalid");
        if (url.origin !== "https://site.invalid" || !href.startsWith("/"))
          broken.push(`${id}: ${href} (not a site path)`);
        else if (!pages.has(url.pathname)) broken.push(`${id}: ${href} (no such page)`);
        else if (url.hash && !anchors.get(url.pathname)?.has(url.hash.slice(1)))
          broken.push(`${id}: ${href} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("links to the product or API pages that do what it describes", () => {
    const product = /^\/(api|carbonTracker-platform|emission-analytics|reporting-dashboard|services|products)\b/;
    for (const [id, markdown] of articleMarkdown)
      expect(
        hrefs(renderArticleHtml(markdown)).some((h) => product.test(h)),
        id,
      ).toBe(true);
  });

  it("is 300 to 700 words, with headings from h2 down in order under the page's h1", () => {
    for (const [id, markdown] of articleMarkdown) {
      const count = words(markdown);
      expect(count, `${id}: ${count} words`).toBeGreaterThanOrEqual(300);
      expect(count, `${id}: ${count} words`).toBeLessThanOrEqual(700);
      const levels = [...renderArticleHtml(markdown).matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      expect(levels[0], id).toBe(2);
      levels.forEach((level, i) => {
        expect(level, id).toBeGreaterThanOrEqual(2);
        expect(level - (levels[i - 1] ?? 1), `${id}: heading ${i + 1} skips a level`).toBeLessThanOrEqual(1);
      });
    }
  });

  it("loads an article with its category and the rest of its category, and nothing for an unknown id", () => {
    const page = loadArticle("refrigerants");
    expect(page?.article.title).toBe("Refrigerant leaks and fugitive emissions");
    expect(page?.category.title).toBe("Scope 1 and 2 accounting");
    expect(page?.related.map((r) => r.id)).toEqual(["stationary-combustion", "scope-2-methods"]);
    expect(page?.html).toContain("<h2");
    expect(loadArticle("__unknown")).toBeNull();
    expect(loadArticle("no-such-article")).toBeNull();
  });
});
