import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** Each shown table on the page (not those in closed disclosures): whether its box scrolls sideways, its cue's shadows and whether a word breaks. */
function tables(page: import("@playwright/test").Page) {
  return page.locator("table").evaluateAll((all) =>
    all
      .filter((table) => table.checkVisibility())
      .map((table) => {
        const box = table.closest(".scroll-cue") as HTMLElement | null;
        const hint = box?.parentElement?.querySelector("p");
        // A word broken across lines shows as a text node's line boxes splitting inside the word.
        const brokenWords = [...table.querySelectorAll("th, td, code")].flatMap((cell) =>
          [...cell.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE && /\w{4,}/.test(n.textContent ?? ""))
            .flatMap((n) =>
              [...(n.textContent ?? "").matchAll(/\w{4,}/g)].filter((m) => {
                const range = document.createRange();
                range.setStart(n, m.index ?? 0);
                range.setEnd(n, (m.index ?? 0) + m[0].length);
                const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                return lines.size > 1;
              }),
            )
            .map((m) => m[0]),
        );
        return {
          caption: table.querySelector("caption")?.textContent ?? "",
          scrolls: box ? box.scrollWidth > box.clientWidth : false,
          focusable: box?.tabIndex === 0,
          hint: hint ? hint.checkVisibility() : false,
          brokenWords,
        };
      }),
  );
}

for (const path of ["/reporting-dashboard/sample-report", "/api"]) {
  test(`${path}: wide tables scroll in their own box with a cue at 390 px, and fit at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const narrow = await tables(page);
    expect(narrow.length).toBeGreaterThan(3);
    for (const t of narrow) {
      expect(t, t.caption).toMatchObject({ scrolls: true, focusable: true, hint: true, brokenWords: [] });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const t of await tables(page)) {
      expect(t, t.caption).toMatchObject({ hint: false, brokenWords: [] });
    }
  });
}
