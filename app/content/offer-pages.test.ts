import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages, sitemapPaths } from "~/routes";
import { companyPages } from "./company/index";
import { headerMenus } from "./navigation";
import { productPages, productsPage, sampleReportPage, servicePages, servicesPage, solutionPages } from "./offer-pages";
import { resourcePages, toolPages } from "./resources/index";
import { serviceCards } from "./service-cards";
import { solutionContent } from "./solutions/all.server";

const indexedPages = [
  productsPage,
  ...productPages,
  servicesPage,
  ...servicePages,
  sampleReportPage,
  ...resourcePages,
  ...toolPages,
  ...companyPages,
];

describe("the page index", () => {
  it("puts every indexed page in the route table and the sitemap once", () => {
    const routed = pages.map((p) => p.path);
    for (const page of indexedPages)
      expect(
        routed.filter((p) => p === page.path),
        page.path,
      ).toHaveLength(1);
    expect(sitemapPaths()).toEqual(expect.arrayContaining(indexedPages.map((p) => p.path)));
    expect(new Set(pages.map((p) => p.id ?? p.path)).size).toBe(pages.length);
  });

  it("names route modules that exist", () => {
    for (const page of pages) expect(fs.existsSync(path.join("app", page.file)), page.file).toBe(true);
  });

  it("gives the header menus the index's paths and labels", () => {
    const services = headerMenus.find((m) => m.title === "Services")?.links ?? [];
    expect(services.map((l) => [l.href, l.label])).toEqual(
      servicePages.filter((p) => p.inMenu).map((p) => [p.path, p.label]),
    );
  });

  it("has a content module for each solution page, saying which page it is", () => {
    for (const page of solutionPages) expect(solutionContent[page.slug].slug).toBe(page.slug);
    expect(Object.keys(solutionContent).sort()).toEqual(solutionPages.map((p) => p.slug).sort());
    expect(pages.filter((p) => p.id?.startsWith("solution/")).map((p) => p.path)).toEqual(
      solutionPages.map((p) => p.path),
    );
  });

  it("has a card for every service page, in the index's order", () => {
    expect(serviceCards.map((c) => c.path)).toEqual(servicePages.map((p) => p.path));
  });
});
