import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { accountFor, linkIn, openDemo, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** A confirmed account in its demo workspace (the demo company's three plants). */
async function inDemo(page: Page, request: APIRequestContext, tag: string) {
  const email = await accountFor(request, tag);
  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await openDemo(page);
}

const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

test("a water sheet as the plant keeps it: columns matched, problems named, stored once, withdrawn", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await inDemo(page, request, "console-water");
  await page.goto("/console/water-and-waste");
  await expect(page.getByRole("heading", { level: 1, name: "Water and waste" })).toBeVisible();
  const uploads = page.getByRole("table", { name: "Uploads, newest first" });
  // The demo data's water and waste, one upload each.
  await expect(uploads.getByRole("row", { name: /Demo data/ })).toHaveCount(2);

  const header = "Plant,Month,Borewell (kL),Municipal supply (kL),STP outlet to sewer (kL),Remarks";
  const pune = 'Pune Assembly Plant,Mar 2020,"1,850",4200,2600,meter read on the 31st';
  const sheet = page.getByLabel("Sheet (CSV or XLSX)");
  await sheet.setInputFiles(file("water-march.csv", [header, pune, "Nagpur Plant,Mar 2020,10,,,"].join("\n")));
  await expect(page.getByRole("heading", { name: "Match the columns of water-march.csv" })).toBeVisible();
  await expect(page.getByLabel('Column "Borewell (kL)"')).toHaveValue("withdrawal.ground");
  await expect(page.getByLabel('Column "Municipal supply (kL)"')).toHaveValue("withdrawal.third_party");
  await expect(page.getByLabel('Column "STP outlet to sewer (kL)"')).toHaveValue("discharge.third_party.secondary");
  await expect(page.getByLabel('Column "Remarks"')).toHaveValue("");

  await page.getByRole("button", { name: "Check the sheet" }).click();
  const problems = page.getByRole("table", { name: "Problems in water-march.csv" });
  await expect(problems.getByRole("row", { name: /Row 3 Plant/ })).toContainText(
    'No facility is named or coded "Nagpur Plant".',
  );
  await expect(page.getByText("Nothing was stored: fix these rows")).toBeVisible();

  await sheet.setInputFiles(file("water-march-fixed.csv", [header, pune].join("\n")));
  await page.getByRole("button", { name: "Check the sheet" }).click();
  await expect(page.getByText("water-march-fixed.csv: 1 water record, all ready.")).toBeVisible();
  // 1,850 + 4,200 kL withdrawn, 2,600 discharged.
  await expect(page.getByText("Withdrawn (kL)").locator("xpath=following-sibling::dd[1]")).toHaveText("6,050");
  await expect(page.getByText("Consumed (kL)").locator("xpath=following-sibling::dd[1]")).toHaveText("3,450");
  const [stored] = await Promise.all([
    page.waitForResponse((r) => /\/v1\/water-records\?/.test(r.url()) && !r.url().includes("dry_run")),
    page.getByRole("button", { name: "Store 1 water record" }).click(),
  ]);
  expect(stored.status()).toBe(201);
  await expect(page.getByText("Stored 1 water record from water-march-fixed.csv.")).toBeVisible();
  await expect(uploads.getByRole("row", { name: /water-march-fixed\.csv CSV file The console 1 Water/ })).toBeVisible();

  // The same file again: said before anything is stored, and stored only once the person confirms.
  await sheet.setInputFiles(file("water-march-fixed.csv", [header, pune].join("\n")));
  await page.getByRole("button", { name: "Check the sheet" }).click();
  await expect(page.getByText(/^This file was uploaded before as water-march-fixed\.csv/)).toBeVisible();
  await expect(page.getByText("1 row repeats records already stored")).toBeVisible();
  await expect(page.getByRole("button", { name: "Store 1 water record" })).toBeDisabled();

  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: /^Withdraw water-march-fixed\.csv/ }).click();
  await expect(page.getByText("water-march-fixed.csv is withdrawn: its 1 record is out of every table.")).toBeVisible();
  await expect(uploads.getByRole("row", { name: /water-march-fixed\.csv .* Withdrawn on/ })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});

test("a waste sheet in kg is stored in tonnes", async ({ page, request }) => {
  test.setTimeout(90_000);
  await inDemo(page, request, "console-waste");
  await page.goto("/console/water-and-waste");
  await page.getByLabel("The sheet holds").selectOption("waste");
  const csv = [
    "Site,Period,UoM,Plastic waste,E-waste,Metal scrap,Sent for recycling,Landfill",
    "Pune Assembly Plant,Feb 2020,kg,1200,80,60000,61000,280",
  ].join("\n");
  await page.getByLabel("Sheet (CSV or XLSX)").setInputFiles(file("waste-feb.csv", csv));
  await expect(page.getByLabel('Column "Metal scrap"')).toHaveValue("generated.other_non_hazardous");
  await page.getByRole("button", { name: "Check the sheet" }).click();
  await expect(page.getByText("waste-feb.csv: 1 waste record, all ready.")).toBeVisible();
  // 1,200 + 80 + 60,000 kg is 61.3 t generated.
  await expect(page.getByText("Generated (t)").locator("xpath=following-sibling::dd[1]")).toHaveText("61.3");
  await page.getByRole("button", { name: "Store 1 waste record" }).click();
  await expect(page.getByText("Stored 1 waste record from waste-feb.csv.")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Uploads, newest first" }).getByRole("row", { name: /waste-feb\.csv .* Waste/ }),
  ).toBeVisible();

  // The weighbridge slip behind the upload, attached to it; a renamed web page is refused by its content.
  await page.getByRole("button", { name: /^Evidence of waste-feb\.csv/ }).click();
  const evidence = page.getByRole("region", { name: /^Evidence of waste-feb\.csv/ });
  await expect(evidence).toContainText("No files are attached to waste-feb.csv");
  const attach = evidence.getByLabel("Attach evidence");
  await attach.setInputFiles({
    name: "slip.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await expect(evidence.getByText(/This file is not a PDF, PNG, JPEG, XLSX or CSV file/)).toBeVisible();
  await attach.setInputFiles({
    name: "weighbridge-slip.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  await expect(evidence).toContainText(/weighbridge-slip\.pdf is attached to waste-feb\.csv/);
  await expect(evidence.getByRole("button", { name: "Download weighbridge-slip.pdf" })).toBeVisible();
});
