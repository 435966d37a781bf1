import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

/** Makes sure the page can scroll well past the threshold whatever the page's own length. */
async function ensureScrollable(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const main = document.getElementById("main");
    if (main && document.documentElement.scrollHeight < window.innerHeight + 1200) {
      main.style.minHeight = "2400px";
    }
  });
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe("small screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("scroll to top appears only after 300 px and takes the visitor back up", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await ensureScrollable(page);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 290));
    await page.waitForFunction(() => window.scrollY === 290);
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(toTop).toHaveCount(0);
  });
});

test.describe("large screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("scroll to top never shows", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await ensureScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.waitForFunction(() => window.scrollY > 300);
    // Give a scroll listener time to react before asserting it did not.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  });

  test("email and WhatsApp buttons", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Email us at sales@carbontracker.co.in" })).toHaveAttribute(
      "href",
      "mailto:sales@carbontracker.co.in",
    );
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/web\.whatsapp\.com\/send\?phone=911204567890&text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    // Keep the click inside the machine: answer the web client's address locally.
    await context.route("https://web.whatsapp.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp Web</title>" }),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
    expect(popup.url()).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?phone=911204567890&text=Hello/);
    expect(page.url()).not.toContain("whatsapp");
  });
});

test.describe("mobile device", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test("WhatsApp opens the app instead of the web client", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    const navigations: string[] = [];
    cdp.on("Page.frameRequestedNavigation", (event) => navigations.push(event.url));
    const popups: string[] = [];
    page.context().on("page", (p) => popups.push(p.url()));
    await page.getByRole("link", { name: /WhatsApp/ }).tap();
    await expect
      .poll(() => navigations)
      .toContainEqual(expect.stringMatching(/^whatsapp:\/\/send\?phone=911204567890&text=Hello/));
    expect(popups).toEqual([]);
  });
});
