import { expect, type Page, test } from "@playwright/test";
import { articlePath } from "../../app/content/resources/index";
import { articles } from "../../app/content/resources/knowledge-base";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const KB = "/resources/knowledge-base";
const results = (page: Page) => page.getByRole("region", { name: "Browse by category" });
const status = (page: Page) => results(page).getByRole("status");
const searchBox = (page: Page) => page.getByLabel("Search the knowledge base");
const guide = (page: Page, title: string) => results(page).getByRole("heading", { name: title, exact: true });

test.describe("with scripts", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await page.goto(KB);
    await waitForHydration(page);
  });

  test("the search box and filters are there, with every guide listed", async ({ page }) => {
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search documentation...");
    for (const name of ["All", "Product", "Topic", "Role"])
      await expect(page.getByRole("radio", { name })).toBeVisible();
    await expect(page.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(status(page)).toHaveText("28 articles in 9 categories");
  });

  test("typing narrows the guides, forgiving case and a typo, and announces the count", async ({ page }) => {
    await searchBox(page).fill("REFRIGARANT leaks");
    await expect(status(page)).toHaveText("1 article in 1 category for “REFRIGARANT leaks”");
    await expect(guide(page, "Refrigerant leaks and fugitive emissions")).toBeVisible();
    await expect(guide(page, "Read your emissions KPIs")).toBeHidden();
    await expect(page).toHaveURL(`${KB}?q=REFRIGARANT+leaks`);
  });

  test("a search that finds nothing says so and offers Contact Support", async ({ page }) => {
    await searchBox(page).fill("blockchain tokens");
    await expect(status(page)).toHaveText("No results for “blockchain tokens”");
    await expect(results(page).getByRole("heading", { name: "No guides match your search" })).toBeVisible();
    await results(page).getByRole("button", { name: "Contact Support" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Support" })).toBeVisible();
  });

  test("a search finds a guide whose title opens its article", async ({ page }) => {
    await searchBox(page).fill("refrigerant leaks");
    await expect(status(page)).toHaveText("1 article in 1 category for “refrigerant leaks”");
    await guide(page, "Refrigerant leaks and fugitive emissions").getByRole("link").click();
    await expect(page).toHaveURL(articlePath("refrigerants"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Refrigerant leaks and fugitive emissions" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Estimating what leaked" })).toBeVisible();
    await expect(page).toHaveTitle("Refrigerant leaks and fugitive emissions | CarbonTracker");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Knowledge Base" }).click();
    await expect(page).toHaveURL(KB);
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
  });

  test("popular articles link to their pages", async ({ page }) => {
    const popular = page.getByRole("region", { name: "Popular articles" });
    await expect(popular.getByRole("link")).toHaveCount(6);
    await popular.getByRole("link", { name: "Your first GHG inventory in 30 days" }).click();
    await expect(page).toHaveURL(articlePath("first-inventory"));
    await expect(page.getByRole("heading", { level: 1, name: "Your first GHG inventory in 30 days" })).toBeVisible();
    await expect(page.getByText("12 min read")).toBeVisible();
  });

  test("a filter narrows by kind and lives in the address", async ({ page }) => {
    await page.getByRole("radio", { name: "Role" }).check();
    await expect(page).toHaveURL(`${KB}?filter=role`);
    await expect(status(page)).toHaveText("9 articles in 3 categories (Role)");
    await expect(results(page).getByRole("heading", { name: "For plant and operations teams" })).toBeVisible();
    await expect(results(page).getByRole("heading", { name: "CarbonTracker Platform" })).toBeHidden();
  });

  test("a match outside the filter is offered, and Clear search shows everything again", async ({ page }) => {
    await page.getByRole("radio", { name: "Role" }).check();
    await searchBox(page).fill("refrigerant leaks");
    await expect(status(page)).toHaveText("No results for “refrigerant leaks” (Role)");
    await results(page).getByRole("button", { name: "Show 1 match in All" }).click();
    await expect(page.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(guide(page, "Refrigerant leaks and fugitive emissions")).toBeVisible();
    await searchBox(page).fill("nothing-matches-this");
    await results(page).getByRole("button", { name: "Clear search" }).click();
    await expect(status(page)).toHaveText("28 articles in 9 categories");
    await expect(searchBox(page)).toHaveValue("");
  });

  test("a filter picked and a search typed before the page has caught up both hold", async ({ page }) => {
    // As a quick visitor on a slow phone: the second change arrives while the first is still on its way to the
    // address, so both happen in one task here rather than leaving the page time to settle between them.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('input[type="radio"][value="topic"]')!.click();
      const box = document.querySelector<HTMLInputElement>("#kb-search")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, "market-based");
      box.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await expect(status(page)).toHaveText("1 article in 1 category for “market-based” (Topic)");
    await expect(page.getByRole("radio", { name: "Topic" })).toBeChecked();
    await expect(searchBox(page)).toHaveValue("market-based");
    await expect(page).toHaveURL(/[?&]filter=topic(&|$)/);
    await expect(page).toHaveURL(/[?&]q=market-based(&|$)/);
  });

  test("the address round trip: a reload keeps the search, the filter and the results", async ({ page }) => {
    await page.getByRole("radio", { name: "Topic" }).check();
    await searchBox(page).fill("market-based");
    await expect(status(page)).toHaveText("1 article in 1 category for “market-based” (Topic)");
    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue("market-based");
    await expect(page.getByRole("radio", { name: "Topic" })).toBeChecked();
    await expect(status(page)).toHaveText("1 article in 1 category for “market-based” (Topic)");
    await expect(guide(page, "Location-based and market-based Scope 2")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("radio", { name: "All" })).toBeChecked();
  });
});

test("a search typed before the page's scripts have run is answered once they do", async ({ page }) => {
  await withCookieChoice(page);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(KB);
  await searchBox(page).fill("supplier data");
  await page.getByRole("radio", { name: "Topic" }).check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`${KB}?q=supplier+data&filter=topic`);
  await page.unroute("**/assets/*.js");
  await page.reload();
  await waitForHydration(page);
  await expect(searchBox(page)).toHaveValue("supplier data");
  await expect(status(page)).toContainText("for “supplier data” (Topic)");
  await expect(guide(page, "Request emissions data from suppliers")).toBeVisible();
  await expect(guide(page, "Set up your organisation and facilities")).toBeHidden();
});

test("MiniSearch is not part of the first load: it arrives when the visitor starts searching", async ({ page }) => {
  await withCookieChoice(page);
  let searching = false;
  const scripts: { afterSearch: boolean; body: Promise<string> }[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      scripts.push({ afterSearch: searching, body: r.text().catch(() => "") });
  });
  await page.goto(KB);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  searching = true;
  await searchBox(page).fill("scope");
  await expect(status(page)).toContainText("for “scope”");
  const carryingMiniSearch = async (afterSearch: boolean) =>
    (await Promise.all(scripts.filter((s) => s.afterSearch === afterSearch).map((s) => s.body))).filter((body) =>
      body.includes("MiniSearch"),
    ).length;
  expect(await carryingMiniSearch(false)).toBe(0);
  expect(await carryingMiniSearch(true)).toBe(1);
});

test.describe("an article page", () => {
  const path = articlePath("scope-2-methods");

  test("is readable without JavaScript: its body, category, reading time and way back are in the HTML", async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain("A plant uses 1,000 MWh in FY 2024-25 and retires 400 MWh of RECs.");
    expect(html).toContain('href="/api/reference/activity-data#op-createInstrument"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "Location-based and market-based Scope 2" }),
    ).toBeVisible();
    await expect(page.getByText("Scope 1 and 2 accounting", { exact: true })).toBeVisible();
    await expect(page.getByText("8 min read")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The market-based figure" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Record a contractual instrument for market-based Scope 2" }),
    ).toHaveAttribute("href", "/api/reference/activity-data#op-createInstrument");
    await page.getByRole("link", { name: "Refrigerant leaks and fugitive emissions" }).click();
    await expect(page).toHaveURL(articlePath("refrigerants"));
    await context.close();
  });

  test("has its own title, description, canonical and Article structured data", async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain("<title>Location-based and market-based Scope 2 | CarbonTracker</title>");
    expect(html).toMatch(/<meta name="description" content="Report both methods as the GHG Protocol requires/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/resources\/knowledge-base\/scope-2-methods"/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    expect(ld).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: "Location-based and market-based Scope 2",
        articleSection: "Scope 1 and 2 accounting",
      }),
    );
  });

  // One article with a table, one with code: both scroll inside their own box, never the page.
  for (const [id, width] of [
    ["refrigerants", 390],
    ["refrigerants", 1280],
    ["api-quickstart", 390],
    ["api-quickstart", 1280],
  ] as const) {
    test(`${id} passes axe and fits the screen at ${width} px`, async ({ page }) => {
      await withCookieChoice(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(articlePath(id));
      await waitForHydration(page);
      const violations = await axeViolations(page);
      expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });
  }

  test("an unknown article answers the site's 404", async ({ page }) => {
    const response = await page.goto(articlePath("no-such-article"));
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("the sitemap lists every article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(paths.filter((p) => p.startsWith(`${KB}/`)).sort()).toEqual(articles.map((a) => articlePath(a.id)).sort());
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared search link shows every guide, says why, and offers no dead controls", async ({ page }) => {
    await page.goto(`${KB}?q=refrigerant&filter=topic`);
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
    await expect(
      page.getByText("Search and filters need JavaScript, which is turned off in your browser."),
    ).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    await expect(page.getByRole("radio", { name: "Topic" })).toBeHidden();
    await expect(guide(page, "Refrigerant leaks and fugitive emissions")).toBeVisible();
    await expect(results(page).getByRole("heading", { level: 4 })).toHaveCount(28);
  });
});
