import { expect, test } from "@playwright/test";
import { financialYearId, financialYearOf } from "../../contracts/financial-year";
import { consoleToken, openDemo, verifiedPerson } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("a year sent for review, signed off and locked: the next upload to it is refused; reopened with a reason", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await verifiedPerson(page, request, "console-periods");
  await openDemo(page);

  await page.goto("/console/brsr-core?year=2025-26");
  const review = page.getByRole("region", { name: "Review and sign-off of FY 2025-26" });
  await expect(review).toContainText("Draft: figures may change");
  await review.getByRole("button", { name: "Send for review" }).click();
  await expect(review).toContainText("In review");
  await expect(review).toContainText("Sent for review by a person");
  await review.getByRole("button", { name: "Sign off FY 2025-26" }).click();
  await expect(review).toContainText("Signed off: locked");
  await expect(review).toContainText("who also prepared it (a workspace of one person)");
  await expect(review).toContainText(/SHA-256 [0-9a-f]{64}/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }

  // A month of the signed-off year is refused, in words that name it.
  await page.goto("/console/water-and-waste");
  const csv = "Plant,Month,Borewell (kL)\nPune Assembly Plant,Mar 2026,10";
  await page
    .getByLabel("Sheet (CSV or XLSX)")
    .setInputFiles({ name: "march.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the sheet" }).click();
  await page.getByRole("button", { name: "Store 1 water record" }).click();
  await expect(page.getByText(/FY 2025-26 is signed off: nothing in it changes until it is reopened/)).toBeVisible();

  await page.goto("/console/brsr-core?year=2025-26");
  await review.getByRole("button", { name: "Reopen" }).click();
  await review.getByLabel("Why must FY 2025-26's figures change?").fill("The March borewell reading came late");
  await review.getByRole("button", { name: "Reopen FY 2025-26" }).click();
  await expect(review).toContainText("Draft: figures may change");
  await expect(review).toContainText("The March borewell reading came late");
});

test("the report states its year's state as the sign-off panel keeps it", async ({ page, request }) => {
  test.setTimeout(90_000);
  await verifiedPerson(page, request, "console-report-state");
  const demo = await openDemo(page);
  // The report's year: the financial year of the last whole month.
  const lastMonthEnd = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 0));
  const year = financialYearId(financialYearOf(lastMonthEnd.toISOString().slice(0, 10)));

  await page.goto("/console/report");
  await expect(page.getByText(/· Status: draft/)).toBeVisible();
  const { accessToken } = await consoleToken(page, demo);
  for (const step of ["submit", "sign-off"]) {
    const res = await request.post(`/v1/periods/${year}/${step}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status(), step).toBe(200);
  }
  await page.reload();
  await expect(page.getByText(/· Status: signed off on \d{1,2} \w{3} \d{4}/)).toBeVisible();
});
