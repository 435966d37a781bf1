import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const platform = [
  ["Products & Plans", "/products"],
  ["CarbonTracker Platform", "/carbonTracker-platform"],
  ["Emission Analytics", "/emission-analytics"],
  ["Reporting Dashboard", "/reporting-dashboard"],
  ["API Documentation", "/api"],
] as const;
const services = [
  ["Carbon Assessment", "/services/carbon-assessment"],
  ["Emission Monitoring", "/services/emission-monitoring"],
  ["Verification & Assurance", "/services/verification-services"],
  ["Sustainability Consulting", "/services/sustainability-consulting"],
  ["Training Programs", "/services/training-programs"],
] as const;

const header = (page: Page) => page.getByRole("banner");

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("logo links home and Login goes to the login screen", async ({ page }) => {
    await expect(header(page).getByRole("link", { name: "CarbonTracker" })).toHaveAttribute("href", "/");
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/carbontracker/login");
  });

  for (const [menu, links] of [
    ["Platform", platform],
    ["Services", services],
  ] as const) {
    test(`${menu} menu opens by click and lists its links`, async ({ page }) => {
      const trigger = header(page).getByRole("button", { name: menu });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const list = page.getByRole("menu", { name: menu });
      await expect(list.getByRole("menuitem")).toHaveCount(links.length);
      for (const [label, href] of links) {
        await expect(list.getByRole("menuitem", { name: label, exact: true })).toHaveAttribute("href", href);
      }
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
      await trigger.click();
      await expect(list).toBeVisible();
      // Clicking elsewhere on the page closes it.
      await page.mouse.click(1260, 150);
      await expect(list).toBeHidden();
    });

    test(`${menu} menu works with the keyboard`, async ({ page }) => {
      const trigger = header(page).getByRole("button", { name: menu });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const list = page.getByRole("menu", { name: menu });
      await expect(list.getByRole("menuitem", { name: links[0][0], exact: true })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(list.getByRole("menuitem", { name: links[1][0], exact: true })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(list.getByRole("menuitem", { name: links[2][0], exact: true })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(list.getByRole("menuitem", { name: links[1][0], exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
      // ArrowDown on the trigger opens the menu too.
      await page.keyboard.press("ArrowDown");
      await expect(list.getByRole("menuitem", { name: links[0][0], exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
    });
  }

  test("choosing a menu link navigates and closes the menu", async ({ page }) => {
    const trigger = header(page).getByRole("button", { name: "Services" });
    await trigger.click();
    await page.getByRole("menu", { name: "Services" }).getByRole("menuitem", { name: "Training Programs" }).click();
    await expect(page).toHaveURL("/services/training-programs");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu item's description is part of what a click follows, and the item's name is its label", async ({
    page,
  }) => {
    const trigger = header(page).getByRole("button", { name: "Platform" });
    await trigger.click();
    const item = page
      .getByRole("menu", { name: "Platform" })
      .getByRole("menuitem", { name: "API Documentation", exact: true });
    await expect(item).toHaveAccessibleDescription("Integrate with the versioned /v1 REST API");
    const description = await page.getByText("Integrate with the versioned /v1 REST API").boundingBox();
    await page.mouse.click(description!.x + 10, description!.y + description!.height / 2);
    await expect(page).toHaveURL("/api");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter on a focused menu link follows it", async ({ page }) => {
    await header(page).getByRole("button", { name: "Platform" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: "API Documentation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/api");
  });

  test("Schedule Demo opens the demo dialog; Esc closes it and focus returns to the button", async ({ page }) => {
    const button = header(page).getByRole("button", { name: "Schedule Demo" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test("/?dialog=demo opens the demo dialog on load", async ({ page }) => {
  await withCookieChoice(page);
  await page.goto("/?dialog=demo");
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("the menu toggles, lists every link and closes when a link is chosen", async ({ page }) => {
    await expect(header(page).getByRole("button", { name: "Platform" })).toBeHidden();
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = header(page).getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    for (const [label, href] of [...platform, ...services]) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(panel.getByRole("button", { name: "Schedule Demo" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/carbontracker/login");

    await close.click();
    await expect(panel).toBeHidden();

    await toggle.click();
    await panel.getByRole("link", { name: "Emission Analytics", exact: true }).click();
    await expect(page).toHaveURL("/emission-analytics");
    await expect(panel).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Esc closes the menu and returns focus to the toggle", async ({ page }) => {
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Schedule Demo in the menu closes the menu and opens the demo dialog", async ({ page }) => {
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await header(page).getByRole("button", { name: "Schedule Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("touch screen at the lg breakpoint", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test("menus open and follow links by tapping", async ({ page }) => {
    await withCookieChoice(page);
    await page.goto("/");
    await waitForHydration(page);
    await header(page).getByRole("button", { name: "Platform" }).tap();
    const menu = page.getByRole("menu", { name: "Platform" });
    await expect(menu).toBeVisible();
    await menu.getByRole("menuitem", { name: "Reporting Dashboard" }).tap();
    await expect(page).toHaveURL("/reporting-dashboard");
    await expect(menu).toBeHidden();
  });
});
