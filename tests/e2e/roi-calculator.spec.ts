import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const calculator = (page: Page) => page.getByRole("region", { name: "Estimate the time you get back" });
const results = (page: Page) => calculator(page).getByRole("status");
const value = (page: Page, n: number) => results(page).getByRole("definition").nth(n);

async function expectResults(page: Page, saved: string, quarterly: string, payback: string) {
  await expect(value(page, 0)).toHaveText(saved);
  await expect(value(page, 1)).toHaveText(quarterly);
  await expect(value(page, 2)).toHaveText(payback);
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
  await page.goto("/emission-analytics");
  await waitForHydration(page);
});

test("the defaults give 12 hours, $900 and 2.0 months, with the formula shown", async ({ page }) => {
  await expect(calculator(page).getByLabel("Analyst hours per month")).toHaveValue("40");
  await expect(calculator(page).getByLabel("Number of sites")).toHaveValue("5");
  await expect(calculator(page).getByLabel("Hourly cost of an analyst (USD)")).toHaveValue("25");
  await expectResults(page, "12 hours", "$900", "2.0 months");
  await expect(calculator(page).getByText("Time saved = round(40 h × 0.3) = 12 hours a month")).toBeVisible();
  await expect(calculator(page).getByText("Quarterly cost avoided = 12 h × $25 × 3 months = $900")).toBeVisible();
  await expect(results(page)).toHaveAttribute("aria-live", "polite");
});

test("results follow a changed input as it is typed", async ({ page }) => {
  await calculator(page).getByLabel("Analyst hours per month").fill("60");
  // round(60 x 0.3) = 18; 18 x 25 x 3 = 1,350; 600 / (18 x 25) = 1.33
  await expectResults(page, "18 hours", "$1,350", "1.3 months");
  await calculator(page).getByLabel("Hourly cost of an analyst (USD)").fill("32.5");
  // 18 x 32.5 x 3 = 1,755; 600 / 585 = 1.03
  await expectResults(page, "18 hours", "$1,755", "1.0 months");
});

test("a cleared input counts as 0, and nothing to pay back shows a dash", async ({ page }) => {
  await calculator(page).getByLabel("Analyst hours per month").fill("");
  await expectResults(page, "0 hours", "$0", "–No payback: nothing is saved");
  await expect(calculator(page).getByText("Enter a number of 0 or more; until then it counts as 0.")).toHaveCount(0);
});

test("a zero hourly cost is a zero divisor: a dash, never Infinity or NaN", async ({ page }) => {
  await calculator(page).getByLabel("Hourly cost of an analyst (USD)").fill("0");
  await expectResults(page, "12 hours", "$0", "–No payback: nothing is saved");
  await expect(calculator(page)).not.toContainText("Infinity");
  await expect(calculator(page)).not.toContainText("NaN");
});

test("non-numeric input counts as 0 and says so beside the field", async ({ page }) => {
  const cost = calculator(page).getByLabel("Hourly cost of an analyst (USD)");
  await cost.fill("twenty");
  await expect(cost).toHaveAttribute("aria-invalid", "true");
  await expect(cost).toHaveAccessibleDescription(/Enter a number of 0 or more; until then it counts as 0\./);
  await expectResults(page, "12 hours", "$0", "–No payback: nothing is saved");
  await cost.fill("25");
  await expect(cost).toHaveAttribute("aria-invalid", "false");
  await expectResults(page, "12 hours", "$900", "2.0 months");
});

test("typed thousands separators count: 1,000 hours is a thousand hours", async ({ page }) => {
  const hours = calculator(page).getByLabel("Analyst hours per month");
  await hours.fill("");
  await hours.pressSequentially("1,000");
  // round(1,000 x 0.3) = 300; 300 x 25 x 3 = 22,500; 600 / 7,500 = 0.08
  await expectResults(page, "300 hours", "$22,500", "0.1 months");
  await expect(hours).toHaveAttribute("aria-invalid", "false");
  await expect(calculator(page).getByText("Time saved = round(1,000 h × 0.3) = 300 hours a month")).toBeVisible();
});

test("an input above its maximum counts as the maximum and says so", async ({ page }) => {
  const cost = calculator(page).getByLabel("Hourly cost of an analyst (USD)");
  await cost.fill("25000");
  await expect(cost).toHaveAttribute("aria-invalid", "true");
  await expect(cost).toHaveAccessibleDescription(/Enter at most 1,000; until then it counts as 1,000\./);
  // 12 x 1,000 x 3 = 36,000; 600 / 12,000 = 0.05
  await expectResults(page, "12 hours", "$36,000", "0.1 months");
  const hours = calculator(page).getByLabel("Analyst hours per month");
  await hours.fill("99,999");
  await expect(hours).toHaveAccessibleDescription(/Enter at most 10,000; until then it counts as 10,000\./);
});

test("the payback names the one-off cost it is measured against", async ({ page }) => {
  await expect(results(page).getByRole("term").filter({ hasText: "Payback" })).toHaveText(
    "Paybackon a one-off cost of $600",
  );
});

test("the calculator is in the page before its scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/emission-analytics");
  await expectResults(page, "12 hours", "$900", "2.0 months");
  await context.close();
});

test("what is typed before the calculator's code arrives counts once it does", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withCookieChoice(page);
  // Hold the calculator's own chunk back until the visitor has typed into the prerendered field.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/assets\/roi-calculator-[^/]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/emission-analytics");
  await waitForHydration(page);
  await expect.poll(() => requested).toBe(true);
  await calculator(page).getByLabel("Analyst hours per month").fill("60");
  release();
  await expectResults(page, "18 hours", "$1,350", "1.3 months");
  await context.close();
});
