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

test("the calculator is in the page before its scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/emission-analytics");
  await expectResults(page, "12 hours", "$900", "2.0 months");
  await context.close();
});
