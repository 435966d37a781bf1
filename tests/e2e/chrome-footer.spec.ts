import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const THANKS = "Thank you for subscribing! You'll receive the latest carbon insights and updates in your inbox.";

const footer = (page: Page) => page.getByRole("contentinfo");

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
  });

  test("blank or whitespace input is ignored", async ({ page }) => {
    const field = footer(page).getByRole("textbox", { name: "Subscribe to our newsletter" });
    const button = footer(page).getByRole("button", { name: "Subscribe" });
    await button.click();
    await field.fill("   ");
    await button.click();
    await expect(button).toHaveText("Subscribe");
    await page.clock.runFor(500);
    await expect(page.getByText(THANKS)).toHaveCount(0);
  });

  test("a value clears the field, confirms for 3 seconds and shows the thank-you toast", async ({ page }) => {
    const field = footer(page).getByRole("textbox", { name: "Subscribe to our newsletter" });
    const button = footer(page).getByRole("button", { name: /^Subscribe/ });
    // No format check: any non-blank value is accepted.
    await field.fill("  reader at example  ");
    await button.click();
    await expect(field).toHaveValue("");
    await expect(button).toHaveText("Subscribed");
    await page.clock.runFor(100);
    await expect(page.getByText(THANKS, { exact: true })).toBeVisible();
    await page.clock.runFor(2800);
    await expect(button).toHaveText("Subscribed");
    await page.clock.runFor(200);
    await expect(button).toHaveText("Subscribe");
  });

  test("the thank-you toast's code comes with the first keystroke, so it shows even if no more code arrives", async ({
    page,
  }) => {
    const toaster = page.locator("section[aria-label^='Notifications']");
    await expect(toaster).toHaveCount(0);
    await footer(page).getByRole("textbox", { name: "Subscribe to our newsletter" }).fill("reader@example.in");
    await expect(toaster).toHaveCount(1);
    await page.route("**/assets/**", (route) => route.abort("internetdisconnected"));
    await footer(page)
      .getByRole("button", { name: /^Subscribe/ })
      .click();
    await page.clock.runFor(100);
    await expect(page.getByText(THANKS, { exact: true })).toBeVisible();
  });
});

test("footer columns link to the right pages", async ({ page }) => {
  await page.goto("/");
  const columns: Record<string, [string, string][]> = {
    Platform: [
      ["Products & Plans", "/products"],
      ["CarbonTracker Platform", "/carbonTracker-platform"],
      ["Emission Analytics", "/emission-analytics"],
      ["Reporting Dashboard", "/reporting-dashboard"],
      ["API Documentation", "/api"],
    ],
    Services: [
      ["Carbon Assessment", "/services/carbon-assessment"],
      ["Emission Monitoring", "/services/emission-monitoring"],
      ["Verification & Assurance", "/services/verification-services"],
      ["Sustainability Consulting", "/services/sustainability-consulting"],
      ["Training Programs", "/services/training-programs"],
    ],
    Company: [
      ["About Us", "/aboutus"],
      ["Our Team", "/our-team"],
      ["Careers", "/careers"],
      ["Press", "/press"],
      ["Partners", "/partners"],
    ],
    Resources: [
      ["Knowledge Base", "/resources/knowledge-base"],
      ["Case Studies", "/resources/case-studies"],
      ["Emission Factors", "/emission-factors"],
      ["BRSR Core Calculator", "/tools/brsr-core"],
      ["CCTS Calculator", "/tools/ccts"],
      ["API Documentation", "/api"],
      ["Support Center", "/support"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms & Conditions", "/terms-and-conditions"],
    ],
  };
  for (const [title, links] of Object.entries(columns)) {
    const list = footer(page).getByRole("list", { name: title });
    await expect(list.getByRole("link")).toHaveCount(links.length);
    for (const [label, href] of links) {
      await expect(list.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
  }
});

test("contact details and copyright line", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(footer(page).getByRole("link", { name: "sales@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:sales@carbontracker.co.in",
  );
  await expect(footer(page).getByRole("link", { name: "+91 120 456 7890" })).toHaveAttribute(
    "href",
    "tel:+911204567890",
  );
  await expect(footer(page).getByText("Noida, Uttar Pradesh 201301")).toBeVisible();
  const year = new Date().getFullYear();
  await expect(
    footer(page).getByText(`© ${year} CarbonTracker Technologies Private Limited. All rights reserved.`),
  ).toBeVisible();
});

test("the copyright year follows the visitor's clock after hydration", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
  await page.goto("/");
  await waitForHydration(page);
  await expect(
    footer(page).getByText("© 2031 CarbonTracker Technologies Private Limited. All rights reserved."),
  ).toBeVisible();
  // The prerendered year differs from the visitor's, yet hydration reports no mismatch.
  expect(errors.filter((e) => /hydrat|did not match|error #41[89]|error #42[35]/i.test(e))).toEqual([]);
});
