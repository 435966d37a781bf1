import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "~/content/resources/knowledge-base";
import { buildArticleIndex, searchArticles } from "./article-search";

const { articles, categories } = knowledgeBase;
const index = buildArticleIndex(MiniSearch, articles, categories);
const search = (q: string) => searchArticles(index, articles, q);

describe("knowledge base search", () => {
  it("finds an article by a word of its title, whatever the case", () => {
    expect(search("REFRIGERANT")[0]).toBe("refrigerants");
  });

  it("finds articles by tag and by summary", () => {
    expect(search("SEBI")).toEqual(["brsr-report"]);
    expect(search("source files")).toContain("assurance-evidence");
  });

  it("forgives a small typo and a half-typed word", () => {
    expect(search("refrigarant")).toContain("refrigerants");
    expect(search("forecas")).toContain("forecasts");
  });

  it("narrows with every word and ignores filler words", () => {
    const hits = search("how to import activity data");
    expect(hits[0]).toBe("import-activity-data");
    expect(search("scope 2 market-based")).toEqual(["scope-2-methods"]);
  });

  it("finds the guides filed under a category by its name", () => {
    const scope3 = articles.filter((a) => a.category === "scope-3").map((a) => a.id);
    expect(search("value chain suppliers")).toEqual(expect.arrayContaining(scope3.slice(1, 2)));
    for (const id of scope3) expect(search("scope 3")).toContain(id);
  });

  it("returns nothing for words no article contains, and everything for a blank query", () => {
    expect(search("blockchain")).toEqual([]);
    expect(search("   ")).toHaveLength(articles.length);
  });
});
