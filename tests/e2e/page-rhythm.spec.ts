import { expect, type Page, test } from "@playwright/test";
import { builtSitemapPaths, waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/**
 * Card grids whose last row stops short of the first row's right edge: a hole. Cards are list items with a
 * background or a shadow, at least 150 px wide (tag chips and plain text lists are not cards).
 */
function gridHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const holes: string[] = [];
    const isCard = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const painted = style.boxShadow !== "none" || style.backgroundColor !== "rgba(0, 0, 0, 0)";
      return painted && box.width >= 150;
    };
    for (const list of document.querySelectorAll("main ul, main ol")) {
      if (list.parentElement?.closest("li")) continue; // a list inside a card (tags, features)
      const cards = [...list.children].filter((el) => el.getBoundingClientRect().height > 0);
      if (cards.length < 3 || !cards.every(isCard)) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const card of cards) {
        const box = card.getBoundingClientRect();
        rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      }
      const lines = [...rows.values()];
      const first = lines[0] ?? [];
      const last = lines.at(-1) ?? [];
      if (lines.length < 2 || first.length < 2) continue;
      const gap = Math.max(...first.map((b) => b.right)) - Math.max(...last.map((b) => b.right));
      if (gap > 4) {
        const section = list.closest("section")?.getAttribute("aria-labelledby") ?? "";
        const heading = section ? document.getElementById(section)?.textContent : "";
        holes.push(
          `"${heading}": ${cards.length} cards, ${first.length} a row, the last row ${gap.toFixed(0)} px short`,
        );
      }
    }
    return holes;
  });
}

for (const width of [1280, 900, 390]) {
  test(`no card grid on any sitemap page leaves a hole at ${width} px`, async ({ page }) => {
    const paths = builtSitemapPaths();
    test.setTimeout(2_000 * paths.length);
    const failures: Record<string, string[]> = {};
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      const holes = await gridHoles(page);
      if (holes.length) failures[`${path} at ${width} px`] = holes;
    }
    expect(failures).toEqual({});
  });
}

test("the service pages with sections of their own share the template: contents list, sections, FAQs, CTA", async ({
  page,
}) => {
  for (const path of [
    "/services/sustainability-consulting",
    "/services/training-programs",
    "/services/carbon-offsets",
    "/services/carbon-assessment",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    const contents = page.getByRole("navigation", { name: "On this page" });
    const entries = await contents
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => ({ id: (a as HTMLAnchorElement).hash.slice(1), label: a.textContent?.trim() })),
      );
    expect(entries.at(0)?.id, path).toBe("overview");
    expect(
      entries.slice(-2).map((e) => e.id),
      path,
    ).toEqual(["faqs", "get-started"]);
    // Every entry leads to a section of the page, each id once, and every h2 of the page is in the list.
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((el) => el.id));
    expect(new Set(ids).size, `${path} repeats an id`).toBe(ids.length);
    for (const entry of entries) await expect(page.locator(`section#${entry.id}`), path).toHaveCount(1);
    const sectionIds = await page
      .locator("main section:has(> h2)")
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(
      sectionIds.filter((id) => id !== "get-started"),
      path,
    ).toEqual(entries.map((e) => e.id).filter((id) => id !== "overview" && id !== "get-started"));
  }
});
