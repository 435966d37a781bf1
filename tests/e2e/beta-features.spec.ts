import { expect, type Locator, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** The features /products marks Beta, read from the page as a visitor sees them. */
test("features sold as Beta on /products carry Beta on the pages that sell them", async ({ page }) => {
  await page.goto("/products");
  await waitForHydration(page);
  const betaOnPlans = await page
    .getByRole("listitem")
    .filter({ has: page.getByText("Beta", { exact: true }) })
    .allInnerTexts();
  expect(betaOnPlans.map((t) => t.replace(/\s*Beta$/, "").trim())).toEqual([
    "Scenario modelling",
    "Emission forecasts with p05-p95 bands",
    "Marginal abatement cost curves (MACC)",
  ]);

  const beta = (where: Locator) => where.getByText("Beta", { exact: true });

  await page.goto("/emission-analytics");
  await waitForHydration(page);
  for (const name of ["Scenarios", "Forecasts", "MACC", "Scenarios and forecasts", "Marginal abatement cost curves"]) {
    await expect(page.getByRole("heading", { level: 3, name: `${name} Beta`, exact: true })).toBeVisible();
  }
  for (const name of ["KPI summary", "Time series", "Breakdowns", "KPIs and intensities"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  const highlights = page.getByRole("list", { name: "Highlights" });
  await expect(highlights.getByRole("listitem").filter({ hasText: "Forecasts with p05-p95 bands" })).toContainText(
    "Beta",
  );
  await expect(beta(highlights)).toHaveCount(1);

  await page.goto("/reporting-dashboard");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 3, name: "Abatement curve Beta", exact: true })).toBeVisible();

  await page.goto("/");
  await waitForHydration(page);
  const slide = page.getByRole("group", { name: /Marginal abatement cost curve$/, includeHidden: true });
  await expect(beta(slide)).toHaveCount(1);
  await expect(beta(page.getByRole("group", { name: /Emissions by scope$/, includeHidden: true }))).toHaveCount(0);

  await page.goto("/carbonTracker-platform");
  await expect(beta(page.getByRole("main"))).toHaveCount(0);
});
