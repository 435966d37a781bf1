import { expect, type Page, test } from "@playwright/test";
import { sitemapPaths, waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

type Shown = {
  name: string;
  scrolls: boolean;
  focusable: boolean;
  /** A shadow drawn at the scrolling box's edges (a background image: `scroll-cue` and `scroll-cue-dark`). */
  cue: boolean;
  /** The "Scroll sideways for more columns" line under the box. */
  hint: boolean;
  brokenWords: string[];
};

/**
 * Each shown table and block of code on the page (not those in closed disclosures): whether the box around it
 * scrolls, whether that box is focusable and draws its edge shadows, and the words broken across lines in it.
 */
function scrollingBoxes(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const boxOf = (el: Element) => {
      let box: HTMLElement | null = el as HTMLElement;
      while (box && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      return box;
    };
    // A word broken across lines shows as its range's line boxes at two heights.
    const brokenWords = (root: Element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent ?? "").matchAll(/\w{4,}/g)) {
          const range = document.createRange();
          range.setStart(n, m.index ?? 0);
          range.setEnd(n, (m.index ?? 0) + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(m[0]);
        }
      }
      return broken;
    };
    return [...document.querySelectorAll("table, pre")]
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const box = boxOf(el);
        const hint = box?.parentElement?.querySelector(":scope > p[aria-hidden]");
        return {
          name:
            el.tagName === "PRE"
              ? `code "${el.textContent?.trim().slice(0, 40)}"`
              : (el.querySelector("caption")?.textContent ?? el.getAttribute("aria-label") ?? "").trim() ||
                `table "${el.querySelector("th")?.textContent?.trim()}"`,
          scrolls: box ? box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1 : false,
          focusable: box?.tabIndex === 0,
          cue: box ? getComputedStyle(box).backgroundImage !== "none" : false,
          hint: hint ? hint.checkVisibility() && hint.getBoundingClientRect().height > 0 : false,
          brokenWords: el.tagName === "PRE" ? [] : brokenWords(el),
        };
      });
  });
}

test("at 390 px every table and block of code fits or scrolls in its own focusable box with a cue, and no word in a table breaks", async ({
  page,
  baseURL,
}) => {
  const paths = await sitemapPaths(baseURL!);
  test.setTimeout(5_000 * paths.length);
  await page.setViewportSize({ width: 390, height: 800 });
  const failures: Record<string, string[]> = {};
  let scrolling = 0;
  for (const path of paths) {
    await page.goto(path);
    const problems: string[] = [];
    for (const box of await scrollingBoxes(page)) {
      if (box.brokenWords.length) problems.push(`${box.name}: breaks ${box.brokenWords.slice(0, 5).join(", ")}`);
      if (!box.scrolls) continue;
      scrolling++;
      if (!box.focusable) problems.push(`${box.name}: scrolls but the keyboard cannot reach it`);
      if (!box.cue) problems.push(`${box.name}: scrolls without a shadow at its edges`);
    }
    if (problems.length) failures[path] = problems;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
  }
  expect(failures).toEqual({});
  expect(scrolling).toBeGreaterThan(20);
});

const wideTables: Record<string, RegExp[]> = {
  "/reporting-dashboard/sample-report": [/^Evidence binder$/, /^Emissions by facility and scope$/],
  "/api": [/^Environments$/, /^Changelog$/],
  "/api/reference/facilities": [/^Parameters$/, /^Request body: FacilityCreate/],
  "/resources/knowledge-base/refrigerants": [/^table "Refrigerant"$/],
};

for (const [path, names] of Object.entries(wideTables)) {
  test(`${path}: its wide tables scroll at 390 px with the hint, and fit at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const narrow = (await scrollingBoxes(page)).filter((b) => !b.name.startsWith("code"));
    for (const name of names) {
      const wide = narrow.filter((t) => name.test(t.name));
      expect(wide.length, `${name}`).toBeGreaterThan(0);
      for (const t of wide) {
        const hinted = path.startsWith("/resources/") ? {} : { hint: true };
        expect(t, t.name).toMatchObject({ scrolls: true, focusable: true, cue: true, ...hinted, brokenWords: [] });
      }
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const t of await scrollingBoxes(page)) {
      if (!t.name.startsWith("code")) expect(t, t.name).toMatchObject({ scrolls: false, hint: false, brokenWords: [] });
    }
  });
}
