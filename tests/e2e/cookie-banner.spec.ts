import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./chrome-fixtures";

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem("cookie-consent"),
    preferences: JSON.parse(localStorage.getItem("cookie-preferences") ?? "null"),
  }));

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("is shown when no choice is stored", async ({ page }) => {
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
});

test("Accept all stores every category and the banner stays away on reload", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({
    consent: "all",
    preferences: { essential: true, marketing: true, functional: true, analytics: true },
  });
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Decline All stores essential only", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Decline All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({
    consent: "essential",
    preferences: { essential: true, marketing: false, functional: false, analytics: false },
  });
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Settings: essential is locked on, Back returns, Save Settings stores the toggles", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Settings", exact: true }).click();
  const essential = banner(page).getByRole("switch", { name: "Essential" });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  const marketing = banner(page).getByRole("switch", { name: "Marketing" });
  const functional = banner(page).getByRole("switch", { name: "Functional" });
  const analytics = banner(page).getByRole("switch", { name: "Analytics" });
  for (const toggle of [marketing, functional, analytics]) await expect(toggle).not.toBeChecked();

  await banner(page).getByRole("button", { name: "Back" }).click();
  await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeVisible();
  await expect(banner(page).getByRole("switch")).toHaveCount(0);

  await banner(page).getByRole("button", { name: "Settings", exact: true }).click();
  await marketing.click();
  await analytics.press("Space");
  await expect(marketing).toBeChecked();
  await expect(functional).not.toBeChecked();
  await expect(analytics).toBeChecked();
  // The label toggles its switch too.
  await banner(page).getByText("Functional", { exact: true }).click();
  await expect(functional).toBeChecked();
  await banner(page).getByText("Functional", { exact: true }).click();
  await banner(page).getByRole("button", { name: "Save Settings" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({
    consent: "custom",
    preferences: { essential: true, marketing: true, functional: false, analytics: true },
  });
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

test("the footer's Cookie settings reopens the banner with focus inside and the saved choices", async ({ page }) => {
  await banner(page).getByRole("button", { name: "Settings", exact: true }).click();
  await banner(page).getByRole("switch", { name: "Functional" }).click();
  await banner(page).getByRole("button", { name: "Save Settings" }).click();
  await expect(banner(page)).toHaveCount(0);

  const reopen = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await reopen.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole("button", { name: "Settings", exact: true }).click();
  await expect(banner(page).getByRole("switch", { name: "Functional" })).toBeChecked();
  await expect(banner(page).getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  await banner(page).getByRole("button", { name: "Back" }).click();
  await banner(page).getByRole("button", { name: "Decline All" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(reopen).toBeFocused();
  expect((await stored(page)).consent).toBe("essential");
});

test.describe("layout stability", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("showing the banner on a phone shifts nothing on the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.005);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px the floating buttons and the page's end make room for the banner while it shows, and nothing else restyles`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    // Once the buttons have finished sliding (a transition of their transform).
    const measure = () =>
      page.evaluate(async () => {
        const buttons = document.querySelector("[data-floating-buttons]")!;
        await Promise.all(buttons.getAnimations().map((a) => a.finished.catch(() => {})));
        const px = (value: string) => Number.parseFloat(value) || 0;
        const footer = document.querySelector("body > footer")!;
        const main = document.getElementById("main")!;
        return {
          banner: document.querySelector('[aria-label="Cookie consent"]')?.getBoundingClientRect().height ?? 0,
          // The banner's height as the page hands it on (a whole number of pixels).
          handed: px(getComputedStyle(document.documentElement).getPropertyValue("--cookie-banner-height")),
          buttonsBottom: buttons.getBoundingClientRect().bottom,
          // The room at the page's end: the footer's (the contact buttons) and the body's (the banner).
          endRoom: px(getComputedStyle(footer).paddingBottom) + px(getComputedStyle(document.body).paddingBottom),
          scrollRoom: px(getComputedStyle(document.documentElement).scrollPaddingBottom),
          // The rest of the page does not inherit the height, so a change of it restyles only the parts that make
          // room for it (not the ~1,600 elements of a long page).
          inMain: getComputedStyle(main).getPropertyValue("--cookie-banner-height"),
          inMainsChild: getComputedStyle(main.firstElementChild!).getPropertyValue("--cookie-banner-height"),
        };
      });
    const shown = await measure();
    expect(shown.banner).toBeGreaterThan(40);
    expect(Math.abs(shown.handed - shown.banner)).toBeLessThanOrEqual(1);
    expect(shown.buttonsBottom).toBeLessThanOrEqual(800 - shown.handed + 0.01);
    expect([shown.inMain, shown.inMainsChild]).toEqual(["0px", "0px"]);

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await measure()).endRoom).toBeCloseTo(shown.endRoom - shown.handed, 2);
    const gone = await measure();
    expect(gone.handed).toBe(0);
    expect(gone.scrollRoom).toBeCloseTo(shown.scrollRoom - shown.handed, 2);
    expect(gone.buttonsBottom).toBeCloseTo(shown.buttonsBottom + shown.handed, 2);
  });
}

test("the settings code is fetched when the visitor reaches for Settings, not with the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((p) => p.includes("cookie-settings"))).toEqual([]);
  await banner(page).getByRole("button", { name: "Settings", exact: true }).hover();
  await expect.poll(() => fetched.filter((p) => p.includes("cookie-settings")).length).toBe(1);
});

test("settings that cannot be loaded say so, and Settings works again once they can", async ({ page }) => {
  await page.route("**/assets/cookie-settings-*.js", (route) => route.abort("connectionreset"));
  const settings = banner(page).getByRole("button", { name: "Settings", exact: true });
  await settings.click();
  await expect(banner(page).getByRole("alert")).toHaveText(
    "The cookie settings could not be loaded. Please check your connection and try again.",
  );
  await page.unroute("**/assets/cookie-settings-*.js");
  await settings.click();
  await expect(banner(page).getByRole("switch", { name: "Essential" })).toBeChecked();
});
