import { expect, type Page, test } from "@playwright/test";
import { accountFor, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

/**
 * The console is an application, not a marketing page: its own frame (app/console/shell.tsx), without the site's
 * demo button, menus, floating contact buttons or newsletter, which every marketing page keeps. What every page has
 * stays: the skip link and the cookie banner.
 */

const scheduleDemo = (page: Page) => page.getByRole("button", { name: "Schedule Demo" });
const quickContact = (page: Page) => page.getByRole("complementary", { name: "Quick contact" });
const newsletter = (page: Page) => page.getByRole("textbox", { name: "Subscribe to our newsletter" });
const siteMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function expectMarketingChrome(page: Page) {
  await expect(scheduleDemo(page)).toBeVisible();
  await expect(siteMenu(page)).toBeVisible();
  await expect(quickContact(page)).toBeVisible();
  await expect(newsletter(page)).toBeAttached();
}

async function expectConsoleFrame(page: Page, { signedIn }: { signedIn: boolean }) {
  await expect(scheduleDemo(page)).toHaveCount(0);
  await expect(siteMenu(page)).toHaveCount(0);
  await expect(quickContact(page)).toHaveCount(0);
  await expect(newsletter(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "CarbonTracker" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Your account" })).toHaveCount(signedIn ? 1 : 0);
  await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(signedIn ? 1 : 0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
    "href",
    "/terms-and-conditions",
  );
  await expect(footer.getByRole("button", { name: "Cookie settings" })).toBeVisible();
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

test.describe("with a cookie choice stored", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("at /console no Schedule Demo, floating contact buttons or newsletter, while a marketing page has them", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expectMarketingChrome(page);

    // Signed out: the console asks to sign in, in its own frame.
    await page.goto("/console");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your console" })).toBeVisible();
    await expectConsoleFrame(page, { signedIn: false });
    await expectAxeClean(page);

    // Signed in, a view below /console too, and a phone's width (where the contact buttons were a bar).
    const email = await accountFor(request, "console-shell");
    await signIn(page, email);
    await expect(page).toHaveURL("/account");
    await page.goto("/console/trends");
    await expect(page.getByRole("heading", { level: 1, name: "Trends" })).toBeVisible();
    await expectConsoleFrame(page, { signedIn: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectConsoleFrame(page, { signedIn: true });
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Between the two by client-side navigation: the brand goes home, with the site's chrome back; the header's
    // Console link comes back to the console without it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("banner").getByRole("link", { name: "CarbonTracker" }).click();
    await expect(page).toHaveURL("/");
    await expectMarketingChrome(page);
    await page.getByRole("banner").getByRole("link", { name: "Console" }).click();
    await expect(page).toHaveURL("/console");
    await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toBeVisible();
    await expectConsoleFrame(page, { signedIn: true });
  });

  test("the skip link reaches the console's main, and Sign out in its header signs out", async ({ page, request }) => {
    const email = await accountFor(request, "console-shell-out");
    await signIn(page, email);
    await expect(page).toHaveURL("/account");
    await page.goto("/console");
    await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toBeVisible();

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.locator("[data-sonner-toast]").getByText("You are signed out")).toBeVisible();
    await page.goto("/console");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your console" })).toBeVisible();
  });
});

test("consent is asked in the console as on every page, and its footer opens the cookie settings again", async ({
  page,
}) => {
  await page.goto("/console");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Decline All" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("essential");
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
});

test("on a phone, scrolled to its end, the console's footer lies above the cookie banner", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/console");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  // Once the banner has published its height.
  await page.waitForFunction(
    () => Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--cookie-banner-height")) > 0,
  );
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const bannerTop = (await banner.boundingBox())!.y;
  const controls = page.getByRole("contentinfo").locator("a, button");
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, (await control.textContent()) ?? "").toBeLessThanOrEqual(bannerTop + 0.5);
  }
});
