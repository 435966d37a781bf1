import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { accountFor, consoleToken, linkIn, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

async function verifiedPerson(page: Page, request: APIRequestContext, tag: string) {
  const email = await accountFor(request, tag);
  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
}

async function addFacility(page: Page, name: string, code: string, [lat, lon]: [string, string]) {
  await page.getByRole("button", { name: "Add a facility" }).click();
  const form = page.getByRole("form", { name: "Add a facility" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  if (code) await form.getByRole("textbox", { name: "Code" }).fill(code);
  await form.getByRole("textbox", { name: "Country" }).fill("IN");
  await form.getByRole("textbox", { name: "Latitude" }).fill(lat);
  await form.getByRole("textbox", { name: "Longitude" }).fill(lon);
  await form.getByRole("button", { name: "Add facility" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} added.` })).toBeVisible();
}

/** The workspace's total for October 2026 as the API answers it, with the console's own token. */
async function octoberTotal(page: Page): Promise<number> {
  const { accessToken: token } = await consoleToken(page);
  const res = await page.request.get("/v1/emission-analytics/kpis?period.from=2026-10-01&period.to=2026-10-31", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: { co2e: number } }).totals.co2e;
}

/** The sheet a sustainability head keeps: her plants by name and code, Indian grouping, dd/mm/yyyy, units, a flight. */
async function energySheet(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "import-")), "energy-oct-2026.xlsx");
  const rows = [
    ["Plant", "Activity", "Qty", "UOM", "From", "To"],
    ["Pune Plant", "Grid electricity", "1,25,000", "units", "01/10/2026", "31/10/2026"],
    ["PNQ-01", "Diesel", "2,500.5", "litres", "01/10/2026", "31/10/2026"],
    ["Chennai Office", "Flight long haul economy", "12,000", "pkm", "01/10/2026", "31/10/2026"],
  ];
  await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toFile(file);
  return file;
}

test("a year's sheet in: facilities made, an XLSX mapped, checked, stored; the same file refused, then withdrawn", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await verifiedPerson(page, request, "console-import");

  await page.goto("/console/facilities");
  await addFacility(page, "Pune Plant", "PNQ-01", ["18.5204", "73.8567"]);
  await addFacility(page, "Chennai Office", "", ["13.0827", "80.2707"]);

  const before = await octoberTotal(page);
  await page.goto("/console/data");
  const sheet = await energySheet();
  await page.getByLabel("Activity records (CSV or XLSX)").setInputFiles(sheet);
  const mapping = page.getByRole("form", { name: "Match the columns of energy-oct-2026.xlsx" });
  // Suggested from the headers.
  await expect(mapping.getByRole("combobox", { name: 'Column "Plant"' })).toHaveValue("facility");
  await expect(mapping.getByRole("combobox", { name: 'Column "Qty"' })).toHaveValue("quantity");
  await expect(mapping.getByRole("combobox", { name: 'Column "UOM"' })).toHaveValue("unit");
  await expect(mapping.getByRole("combobox", { name: 'Column "From"' })).toHaveValue("period_start");
  await expect(mapping.getByRole("combobox", { name: 'Column "To"' })).toHaveValue("period_end");
  await expect(mapping.getByRole("combobox", { name: "Dates such as 03/04/2025 are written" })).toHaveValue(
    "day-first",
  );
  await mapping.getByRole("button", { name: "Check the file" }).click();

  // The flight's name fits several activities: asked once.
  const questions = page.getByRole("form", { name: "Which activity do these names mean?" });
  await questions
    .getByRole("combobox", { name: '"Flight long haul economy"' })
    .selectOption({ label: "Business travel- air > Flights > Long-haul, to/from UK > Economy class (With RF)" });
  await questions.getByRole("button", { name: "Check again" }).click();

  await expect(
    page.getByText("energy-oct-2026.xlsx: 3 rows, 3 ready, 0 with problems.", { exact: false }),
  ).toBeVisible();
  const rows = page.getByRole("region", { name: "What each row of energy-oct-2026.xlsx adds" });
  const grid = rows.getByRole("listitem").filter({ hasText: "grid_electricity" }).first();
  await expect(grid).toContainText("Pune Plant");
  await expect(grid).toContainText("1,25,000 kWh");
  await expect(grid).toContainText("CEA v22.0");
  await expect(grid).toContainText("valid from 1 April 2025 to 31 March 2026");
  await expect(rows.getByRole("listitem").filter({ hasText: "diesel" }).first()).toContainText("2,500.5 L");
  await expect(
    rows.getByRole("listitem").filter({ hasText: "long_haul_to_from_uk.economy_class.with_rf" }).first(),
  ).toContainText("Chennai Office");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page);
    expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
    // An activity key is one long word: it wraps inside its row instead of widening the page.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }

  const [stored] = await Promise.all([
    page.waitForResponse(
      (r) =>
        /\/v1\/activity-records\?/.test(r.url()) && !r.url().includes("dry_run") && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: "Store 3 records" }).click(),
  ]);
  expect(stored.status()).toBe(201);
  const added = ((await stored.json()) as { summary: { co2e_kg: number } }).summary.co2e_kg;
  await expect(page.getByText(/^Stored 3 records: /)).toBeVisible();
  const withRecords = await octoberTotal(page);
  expect(withRecords - before).toBeCloseTo(added, 2);

  // The overview shows the API's KPIs: its answer is what the API gives any client for the same question.
  const [overview] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/v1/emission-analytics/kpis") && r.url().includes("baseline.from")),
    page.goto("/console"),
  ]);
  await expect(page.getByRole("group", { name: "Total emissions" })).toBeVisible();
  const { accessToken: token } = await consoleToken(page);
  const direct = await page.request.get(overview.url(), { headers: { authorization: `Bearer ${token}` } });
  expect(((await direct.json()) as { totals: unknown }).totals).toEqual(
    ((await overview.json()) as { totals: unknown }).totals,
  );

  // The same file again: the mapping is remembered, the check says it was uploaded before, and storing waits for a yes.
  await page.goto("/console/data");
  await page.getByLabel("Activity records (CSV or XLSX)").setInputFiles(sheet);
  await expect(page.getByText(/These headers were mapped before/)).toBeVisible();
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText(/This file was uploaded before as energy-oct-2026\.xlsx/)).toBeVisible();
  await expect(page.getByText("3 rows repeat records already stored")).toBeVisible();
  await expect(page.getByRole("button", { name: "Store 3 records" })).toBeDisabled();

  // Withdrawn once: the totals are back to before, and the upload stays listed as withdrawn.
  const uploads = page.getByRole("table", { name: "Uploads, newest first" });
  page.once("dialog", (d) => d.accept());
  await uploads.getByRole("button", { name: /^Withdraw energy-oct-2026\.xlsx/ }).click();
  await expect(
    page.getByText(/energy-oct-2026\.xlsx is withdrawn: its 3 records are out of every total\./),
  ).toBeVisible();
  await expect(uploads.getByRole("row").filter({ hasText: "energy-oct-2026.xlsx" })).toContainText(
    /XLSX file.*Withdrawn on/,
  );
  await expect(uploads.getByRole("button", { name: /^Withdraw energy-oct-2026\.xlsx/ })).toHaveCount(0);
  expect(await octoberTotal(page)).toBeCloseTo(before, 2);
});
