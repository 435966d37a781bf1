import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";
import { expectOpensDialog } from "./dialog-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("the footer's Support Center leads to the support page, which states the response times", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Support Center", exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
  const times = page.getByRole("table", { name: "Support response times" });
  await expect(times.getByRole("row", { name: /P1 issues/ })).toContainText("24x7");
  await expect(times.getByRole("row", { name: /Every other request/ })).toContainText(
    "First response within 1 business day (IST)",
  );
});

test("the support page opens the support dialog and links to the knowledge base, email and phone", async ({ page }) => {
  await page.goto("/support");
  await waitForHydration(page);
  const main = page.getByRole("main");
  for (const button of await main.getByRole("button", { name: "Contact Support" }).all()) {
    await expectOpensDialog(page, button, "support");
  }
  await expect(main.getByRole("link", { name: "support@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:support@carbontracker.co.in",
  );
  await expect(main.getByRole("link", { name: "+91 120 456 7890" })).toHaveAttribute("href", "tel:+911204567890");
  await main.getByRole("link", { name: "Browse the Knowledge Base" }).click();
  await expect(page).toHaveURL(/\/resources\/knowledge-base$/);
});

test("the support page reads without scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
  await expect(page.getByText("First response within 1 business day (IST)")).toBeVisible();
  await expect(page.getByRole("link", { name: /Knowledge base/ })).toHaveAttribute("href", "/resources/knowledge-base");
  await context.close();
});
