import { expect, type Page, test } from "@playwright/test";
import {
  armProbe,
  dialogTarget,
  headerMenuTarget,
  installProbe,
  mobileMenuTarget,
  probeResult,
} from "../support/interaction-probe";
import { waitForHydration } from "./chrome-fixtures";

/** DESIGN.md: a dialog with its fields within 100 ms of the click on loopback. */
const DIALOG_BUDGET_MS = 100;

test.beforeEach(async ({ context }) => {
  await installProbe(context);
});

/** A first visit: the page has hydrated and, once idle, fetched the code of the dialogs it has buttons for. */
async function visitAndSettle(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState("networkidle");
}

/** The site's dialog buttons in a page's HTML: each is a GET form with a hidden `dialog` field. */
async function dialogButtonsOnSitemapPages(baseURL: string) {
  const xml = await (await fetch(new URL("/sitemap.xml", baseURL))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
  const found = new Map<string, string>();
  for (const path of paths) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    for (const [, name] of html.matchAll(/<input type="hidden" name="dialog" value="([a-z]+)"\/>/g)) {
      if (name && !found.has(name)) found.set(name, path);
    }
  }
  return found;
}

async function expectCompleteInFirstFrame(page: Page) {
  const marks = await probeResult(page);
  expect(marks.frames, "animation frames from the click to a focused field").toBe(1);
  expect(marks.emptyFrames, "frames showing the dialog without its fields").toBe(0);
  expect(marks.fields).toBeLessThanOrEqual(DIALOG_BUDGET_MS);
  return marks;
}

test.describe("dialogs open complete in the frame after the click (first visit, cold cache)", () => {
  test("the header's Schedule Demo", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visitAndSettle(page, "/");
    await armProbe(page, dialogTarget);
    await page.getByRole("banner").getByRole("button", { name: "Schedule Demo" }).click();
    await expectCompleteInFirstFrame(page);
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await page.keyboard.type("Asha");
    await expect(dialog.getByLabel("Full name")).toHaveValue("Asha");
  });

  test("the mobile menu's Schedule Demo", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visitAndSettle(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await armProbe(page, dialogTarget);
    await page.locator("#mobile-menu").getByRole("button", { name: "Schedule Demo" }).click();
    await expectCompleteInFirstFrame(page);
    await expect(page.getByRole("dialog", { name: "Schedule a Demo" }).getByLabel("Full name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the first button for every dialog on the sitemap's pages", async ({ page, baseURL }) => {
    const buttons = await dialogButtonsOnSitemapPages(baseURL!);
    expect([...buttons.keys()]).toContain("demo");
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [name, path] of buttons) {
      await visitAndSettle(page, path);
      const button = page
        .locator(`form:has(input[name="dialog"][value="${name}"]) button`)
        .filter({ visible: true })
        .first();
      await button.scrollIntoViewIfNeeded();
      await armProbe(page, dialogTarget);
      await button.click();
      await test.step(`${name} on ${path}`, () => expectCompleteInFirstFrame(page));
    }
  });
});

test("what the form needs only to be filled in (its schema and zod) is fetched after the dialog's first frame", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitAndSettle(page, "/");
  await armProbe(page, dialogTarget);
  await page.getByRole("banner").getByRole("button", { name: "Schedule Demo" }).click();
  const marks = await probeResult(page);
  const shownAt = marks.clickedAt! + marks.fields!;
  const fetchedAt = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(zod|forms)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => ({ chunk: entry.name.replace(/^.*\/assets\/(zod|forms)-.*$/, "$1"), at: entry.startTime })),
    );
  await expect.poll(async () => (await fetchedAt()).map((f) => f.chunk).sort()).toEqual(["forms", "zod"]);
  for (const { chunk, at } of await fetchedAt())
    expect(at, `${chunk} fetched after the frame`).toBeGreaterThan(shownAt);
});

test("a press before the dialog's code has arrived: the button is busy, then the dialog shows complete", async ({
  page,
}) => {
  await page.route("**/assets/dialog-frame-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  await armProbe(page, dialogTarget);
  const button = page.getByRole("banner").getByRole("button", { name: "Schedule Demo" });
  await button.click();
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" }).getByLabel("Full name")).toBeFocused();
  const marks = await probeResult(page);
  expect(marks.emptyFrames).toBe(0);
  expect(marks.frame).toBe(marks.fields);
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute("aria-busy");
});

test("when the dialog's code cannot be loaded, a fresh page is tried, then a toast says so", async ({ page }) => {
  await page.route("**/assets/dialog-frame-*.js", (route) => route.abort("connectionreset"));
  await page.goto("/products");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Schedule Demo" }).click();
  await expect(page).toHaveURL("/products?dialog=demo");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "The form could not be loaded" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.unroute("**/assets/dialog-frame-*.js");
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" }).getByLabel("Full name")).toBeFocused();
});

test.describe("menus open in the frame after the click", () => {
  for (const menu of ["Platform", "Services"]) {
    test(`the header's ${menu} menu`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visitAndSettle(page, "/");
      await armProbe(page, headerMenuTarget);
      await page.getByRole("banner").getByRole("button", { name: menu, exact: true }).click();
      expect((await probeResult(page)).frames).toBe(1);
      await expect(page.getByRole("menu", { name: menu })).toBeVisible();
    });
  }

  test("the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visitAndSettle(page, "/");
    await armProbe(page, mobileMenuTarget);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect((await probeResult(page)).frames).toBe(1);
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  });
});
