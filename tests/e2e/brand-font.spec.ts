import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

test("text is set in the self-hosted brand typeface, which the CSP allows", async ({ page }) => {
  await withCookieChoice(page);
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const font = page.waitForResponse((r) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(r.url()));
  await page.goto("/products");
  await waitForHydration(page);
  const response = await font;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  expect(response.headers()["content-type"]).toContain("font/woff2");
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded")
      .length;
  });
  expect(loaded).toBe(1);
  const family = await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^"?Inter Variable"?, "?Inter Fallback"?/);
  expect(refused).toEqual([]);
});

test("a first visit paints in the fallback without asking for the typeface, fetches it once loaded, and the next page uses it", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.push(r.url());
  });
  // What reached the network rather than the browser's cache (Chromium's own record of each response).
  const fromNetwork: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ response }) => {
    if (response.url.endsWith(".woff2") && !response.fromDiskCache && !response.fromPrefetchCache)
      fromNetwork.push(response.url);
  });
  const fetched = page.waitForResponse((r) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(r.url()));
  await page.goto("/products");
  const h1 = page.getByRole("heading", { level: 1 });
  expect(await h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Inter Fallback"?/);
  await waitForHydration(page);
  expect((await fetched).status()).toBe(200);
  // Its timing entry is written once its body has arrived.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith(".woff2")));
  const times = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    fonts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".woff2"))
      .map((e) => e.startTime),
  }));
  expect(times.fonts).toHaveLength(1);
  expect(times.fonts[0], "asked for after the first paint").toBeGreaterThan(times.firstPaint);
  expect(times.fonts[0], "asked for once the page has loaded").toBeGreaterThanOrEqual(times.loaded);
  // Still the fallback on this page: the text that has painted does not change its typeface.
  expect(await h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Inter Fallback"?/);

  await page.getByRole("contentinfo").getByRole("link", { name: "Support Center", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
  expect(await h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Inter Variable"?, "?Inter Fallback"?/);
  expect(fonts.length, "asked for by the fetch, then by the page's text").toBe(2);
  expect(fromNetwork, "fetched once: the page's text takes it from the cache").toHaveLength(1);
});

test.describe("the typeface never moves text that has painted (no layout shift, phone and desktop)", () => {
  for (const width of [390, 1280]) {
    for (const path of ["/aboutus", "/resources/knowledge-base/scenarios", "/"]) {
      test(`${path} at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        await context.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!e.hadRecentInput) shifts.push(e.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        const page = await context.newPage();
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        });
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
        expect(shifts).toEqual([]);
        await context.close();
      });
    }
  }
});
