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
