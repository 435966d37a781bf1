import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIRST_LOAD_BUDGET, firstLoadKb } from "../../scripts/first-load";
import { builtSitemapPaths } from "./chrome-fixtures";

const staticDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

test("every sitemap page's first load, as served, is within DESIGN.md's script and CSS budgets (brotli)", async ({
  request,
}) => {
  const sizes: Record<string, { jsKb: number; cssKb: number }> = {};
  const over: Record<string, string> = {};
  for (const page of builtSitemapPaths()) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const size = firstLoadKb(staticDir, await response.text());
    sizes[page] = size;
    if (size.jsKb > FIRST_LOAD_BUDGET.jsKb) over[`${page}: script`] = `${size.jsKb.toFixed(2)} KB`;
    if (size.cssKb > FIRST_LOAD_BUDGET.cssKb) over[`${page}: CSS`] = `${size.cssKb.toFixed(2)} KB`;
  }
  expect(over).toEqual({});
  // The measure sees what a page loads: the home page hydrates with React, the router and its sections.
  expect(sizes["/"]?.jsKb).toBeGreaterThan(60);
  expect(sizes["/"]?.cssKb).toBeGreaterThan(3);
});
