import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

// The walks over every sitemap page in a11y.spec.ts check that no card grid leaves a hole, at 390, 900 and 1280 px.

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

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
