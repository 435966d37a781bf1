import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { accountFor, openDemo, signIn } from "./account-fixtures";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("the template buttons wait for the tenant's facilities, so the template a person takes names one", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "console-template-waits");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  // The demo workspace has facilities for the template to name (the account's own starts with none).
  await openDemo(page);

  // The facilities answer is held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/v1/facilities",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto("/console/data");
  const csvButton = page.getByRole("button", { name: "Download the CSV template" });
  const xlsxButton = page.getByRole("button", { name: "Download the XLSX template" });
  await expect(csvButton).toBeDisabled();
  await expect(xlsxButton).toBeDisabled();

  release();
  const [download] = await Promise.all([page.waitForEvent("download"), csvButton.click()]);
  const [, diesel] = (await readFile((await download.path())!, "utf8")).split("\r\n");
  expect(diesel).toMatch(/^[0-9A-Z]{26},diesel,1000,L,/);
  await expect(xlsxButton).toBeEnabled();
});

test("the XLSX template's button is busy while the activities load, and a refusal is shown as the API's problem", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "console-template-problem");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");

  // The activities answer is held back, then refused as a server in trouble would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/v1/activities",
    async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: "application/problem+json",
        headers: { "x-request-id": "req-activities-503" },
        body: JSON.stringify({ title: "Service Unavailable", status: 503, request_id: "req-activities-503" }),
      });
    },
  );
  await page.goto("/console/data");
  const xlsxButton = page.getByRole("button", { name: "Download the XLSX template" });
  await xlsxButton.click();
  await expect(xlsxButton).toHaveAttribute("aria-busy", "true");
  await expect(xlsxButton).toBeDisabled();
  await expect(page.getByRole("button", { name: "Download the CSV template" })).toBeDisabled();
  await expect(page.getByText("Fetching the activities…")).toBeVisible();

  release();
  const problem = page.getByRole("alert").filter({ hasText: "The template could not be made" });
  await expect(problem).toContainText("The server could not answer just now.");
  await expect(problem).toContainText("req-activities-503");
  await expect(xlsxButton).toBeEnabled();
  await expect(xlsxButton).toHaveAttribute("aria-busy", "false");
});
