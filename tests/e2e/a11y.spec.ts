import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { builtSitemapPaths, pageGroups, sitemapPaths, waitForHydration, withCookieChoice } from "./chrome-fixtures";
import { coveredControls } from "./covered-controls";
import { gridHoles } from "./grid-holes";

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  const summary = violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target) }));
  expect(summary).toEqual([]);
}

/** The pages each test of a walk over the sitemap checks: the workers share the walk. */
const GROUP_SIZE = 8;
/**
 * The phone width. There the walks also check that no floating contact button or cookie banner covers a focusable
 * element (WCAG 2.2 2.4.11, covered-controls.ts), with the banner open and with a choice made, on the page the
 * walk has already opened.
 */
const PHONE = 390;
const DESKTOP = 1280;
const everyPage = pageGroups(builtSitemapPaths(), GROUP_SIZE);
const notFoundPaths = ["/no-such-page-for-axe", "/products/unknown-id", "/resources/knowledge-base/unknown-article"];

test("the served sitemap is the build's, which the walks below are cut from", async ({ baseURL }) => {
  const served = await sitemapPaths(baseURL!);
  expect(served).toContain("/");
  expect(served).toEqual(builtSitemapPaths());
});

/**
 * Each page as on a first visit, with the cookie banner open; then, on the same page, with a choice made (the banner
 * gone) and scrolled a third of the way down, where sticky parts (the header, a contents list) lie over the content
 * and what they cover must stay usable. The same visits check that no card grid leaves a hole (grid-holes.ts), at
 * 900 px too. One visit serves both states: a second visit with a stored choice would open and hydrate the page again.
 */
test.describe("every page, first with the cookie banner open, then with a choice made and scrolled", () => {
  for (const width of [PHONE, DESKTOP]) {
    for (const group of [
      ...everyPage,
      { label: "a not-found path, an unknown product and article", paths: notFoundPaths },
    ]) {
      test(`at ${width} px: ${group.label}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === PHONE ? 720 : 900 });
        test.setTimeout((width === PHONE ? 50_000 : 25_000) * group.paths.length);
        // Each page opens as a first visit: the choice made on the page before is forgotten.
        await page.addInitScript(() => window.localStorage.clear());
        const failures: Record<string, unknown> = {};
        const axeFailures = async (key: string) => {
          const violations = await axeViolations(page);
          if (violations.length) {
            failures[key] = violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }));
          }
        };
        for (const path of group.paths) {
          await page.goto(path);
          await waitForHydration(page);
          const banner = page.getByRole("region", { name: "Cookie consent" });
          await expect(banner).toBeVisible();
          await axeFailures(path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) failures[`${path} scrolls sideways`] = `${overflow}px`;
          if (width === PHONE) {
            const covered = await coveredControls(page);
            if (covered.length) failures[`${path}: covered by a floating button or the cookie banner`] = covered;
          }

          await banner.getByRole("button", { name: "Decline All" }).click();
          await expect(banner).toHaveCount(0);
          // The floating buttons, which stood above the banner, slide down to the bottom edge (a transition).
          await page.evaluate(async () => {
            const buttons = document.querySelector("[data-floating-buttons]")!;
            await Promise.all(buttons.getAnimations().map((a) => a.finished.catch(() => {})));
          });
          // The cover check below starts where the page opens, as the first one did.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          const holes = await gridHoles(page);
          if (holes.length) failures[`${path}: card grids with a hole`] = holes;
          if (width === DESKTOP) {
            // And at a small laptop's width, where three columns of cards often become two.
            await page.setViewportSize({ width: 900, height: 900 });
            const narrower = await gridHoles(page);
            if (narrower.length) failures[`${path}: card grids with a hole at 900 px`] = narrower;
            await page.setViewportSize({ width, height: 900 });
          }
          if (width === PHONE) {
            const covered = await coveredControls(page);
            if (covered.length) failures[`${path}: covered by a floating button once the choice is made`] = covered;
          }
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight / 3, behavior: "instant" }),
          );
          await axeFailures(`${path} with the choice made, scrolled a third of the way down`);
        }
        expect(failures).toEqual({});
      });
    }
  }
});

// Every walk above passes only if the check can fail: a page it finds clean is reported once it has a violation.
test("the check reports a violation the page has, naming its element", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const faint = document.createElement("p");
    faint.id = "faint-text";
    faint.textContent = "Text too faint to read";
    faint.style.color = "#eeeeee";
    document.querySelector("main")!.prepend(faint);
  });
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([
    { rule: "color-contrast", targets: [["#faint-text"]] },
  ]);
});

// The same for the other checks the walks make on each page they open.
test("the cover check reports a control under the phone's floating bar", async ({ page }) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: PHONE, height: 720 });
  await page.goto("/");
  await waitForHydration(page);
  expect(await coveredControls(page)).toEqual([]);
  await page.evaluate(() => {
    const hidden = document.createElement("button");
    hidden.textContent = "Under the bar";
    hidden.style.cssText = "position: fixed; bottom: 4px; left: 16px;";
    document.querySelector("main")!.append(hidden);
  });
  expect(await coveredControls(page)).toEqual(['button "Under the bar" scrolled into view']);
});

test("the cover check reports controls that focus scrolls under the phone's floating bar", async ({ page }) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: PHONE, height: 720 });
  await page.goto("/");
  await waitForHydration(page);
  // Without the room the page keeps for the bar, a control scrolled into view from below ends under it.
  await page.evaluate(() => document.documentElement.style.setProperty("scroll-padding-bottom", "0px"));
  const covered = await coveredControls(page);
  expect(covered).toContain('button "Subscribe" scrolled into view');
  expect(covered.length).toBeGreaterThan(10);
});

test("the grid check reports a card grid whose last row stops short", async ({ page }) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await waitForHydration(page);
  expect(await gridHoles(page)).toEqual([]);
  await page.evaluate(() => {
    const grid = document.createElement("ul");
    grid.style.cssText = "display: grid; grid-template-columns: repeat(3, 200px);";
    for (let i = 0; i < 4; i++) {
      const card = document.createElement("li");
      card.textContent = `Card ${i + 1}`;
      card.style.background = "#eeeeee";
      grid.append(card);
    }
    document.querySelector("main")!.prepend(grid);
  });
  expect(await gridHoles(page)).toEqual(['"": 4 cards, 3 a row, the last row 400 px short']);
});

test("cookie settings panel", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("switch", { name: "Marketing" })).toBeVisible();
  await expectNoViolations(page);
});

test.describe("with a stored cookie choice", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("desktop header menu open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Platform" }).click();
    await expect(page.getByRole("menu", { name: "Platform" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("demo dialog open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Schedule Demo" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("small screen scrolled, with the scroll-to-top button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      document.getElementById("main")!.style.minHeight = "2400px";
      window.scrollTo(0, 800);
    });
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    await expectNoViolations(page);
  });
});
