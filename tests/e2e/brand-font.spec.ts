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
