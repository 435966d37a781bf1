import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const PAGE = "/emission-factors";
const FLIGHT_ID = "desnz2025_21_316_3170_11_1";
const FLIGHT = "Business travel- air > Flights > Long-haul, to/from UK > Economy class (With RF)";

const searchBox = (page: Page) => page.getByLabel("Search emission factors");
const results = (page: Page) => page.getByRole("region", { name: /^Results from [\d,]+ factors$/ });
const status = (page: Page) => results(page).getByRole("status");
const resultLinks = (page: Page) => results(page).getByRole("listitem").getByRole("link");
const detail = (page: Page) => page.getByRole("dialog");

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("with scripts", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("typing finds a factor by its words, ranked as the API ranks, and a typo still finds it", async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(results(page)).toContainText("Type what you want to measure");
    await searchBox(page).fill("long haul flight economy");
    await expect(status(page)).toHaveText(/^[\d,]+ factors for “long haul flight economy”$/);
    await expect(resultLinks(page).first()).toHaveText(FLIGHT);
    const first = results(page).getByRole("listitem").first();
    await expect(first).toContainText("0.11704 kg CO2e per passenger.km");
    await expect(first).toContainText("CO2e on AR5 GWPs");
    await expect(first).toContainText("DESNZ 2025 v1.0");
    await expect(page).toHaveURL(`${PAGE}?q=long+haul+flight+economy`);

    await searchBox(page).fill("long haul flihgt econmy");
    await expect(status(page)).toHaveText(/factors for “long haul flihgt econmy”$/);
    await expect(resultLinks(page).first()).toHaveText(FLIGHT);
  });

  test("a search that finds nothing says so and offers the next step", async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await searchBox(page).fill("zeppelin");
    await expect(status(page)).toHaveText("No factors match “zeppelin”");
    await results(page).getByRole("button", { name: "Clear the search" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(results(page)).toContainText("Type what you want to measure");
  });

  test("a filter narrows the results, lives in the address and survives a reload", async ({ page }) => {
    await page.goto(`${PAGE}?q=electricity`);
    await waitForHydration(page);
    await expect(status(page)).toHaveText(/factors for “electricity”$/);
    const before = Number((await status(page).textContent())!.split(" ")[0]!.replace(",", ""));
    await page.getByRole("combobox", { name: "Source" }).selectOption("EPA");
    await expect(page).toHaveURL(`${PAGE}?q=electricity&source=EPA`);
    await expect(status(page)).toHaveText(/factors for “electricity”, Source: US EPA$/);
    const after = Number((await status(page).textContent())!.split(" ")[0]!.replace(",", ""));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    for (const item of await results(page).getByRole("listitem").all()) await expect(item).toContainText("US EPA");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("combobox", { name: "Source" })).toHaveValue("EPA");
    await expect(searchBox(page)).toHaveValue("electricity");
    await expect(status(page)).toHaveText(`${after.toLocaleString("en")} factors for “electricity”, Source: US EPA`);
  });

  test("a factor's detail opens by its address, with split, provenance and a ready estimate call", async ({ page }) => {
    await page.goto(`${PAGE}?factor=${FLIGHT_ID}`);
    await waitForHydration(page);
    const dialog = detail(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: FLIGHT })).toBeFocused();
    await expect(dialog).toContainText("0.11704 kg CO2e per passenger.km");
    await expect(dialog).toContainText("0.11707053 kg CO2e per passenger.km, recomputed from the gas split");
    await expect(dialog).toContainText("business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf");
    await expect(dialog).toContainText("2025-01-01 to 2025-12-31");
    const split = dialog.getByRole("table", { name: "Gas split as published" });
    await expect(split.getByRole("row", { name: "CO2 0.11604" })).toBeVisible();
    await expect(split.getByRole("row", { name: "N2O 0.00099" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /gov\.uk.*conversion-factors-2025/ })).toHaveAttribute(
      "href",
      "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025",
    );
    const curl = dialog.getByRole("tabpanel").filter({ visible: true });
    await expect(curl).toContainText("curl --fail-with-body -sS -X POST");
    await expect(curl).toContainText(`"factor_id": "${FLIGHT_ID}"`);
    await dialog.getByRole("tab", { name: "Python" }).click();
    await expect(dialog.getByRole("tabpanel").filter({ visible: true })).toContainText("requests.post(");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(PAGE);
    await expect(searchBox(page)).toBeFocused();
  });

  test("by keyboard: a result opens its detail, Escape returns to it", async ({ page }) => {
    await page.goto(`${PAGE}?q=hotel+stay+uk`);
    await waitForHydration(page);
    const link = resultLinks(page).first();
    const name = (await link.textContent())!;
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(detail(page).getByRole("heading", { level: 2, name })).toBeFocused();
    await expect(page).toHaveURL(/[?&]factor=/);
    await page.keyboard.press("Tab");
    await expect(detail(page).getByRole("button", { name: "Close the factor's detail" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(detail(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("the CSV of a release downloads with as many rows as the release lists", async ({ page }) => {
    await page.goto(PAGE);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "desnz-2025.csv" }) });
    await expect(row).toContainText("3,425");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: "desnz-2025.csv" }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toContain("id,label,category,activity,source,publisher,region");
    expect(lines[0]).toContain(",value,unit_input,unit_output,gwp,basis,");
    expect(lines.length - 1).toBe(3425);
    expect(lines.find((l) => l.startsWith(`${FLIGHT_ID},`))).toContain(",0.11704,passenger.km,kg CO2e,AR5,AR5,");
  });

  for (const width of [390, 1280]) {
    test(`results and a detail pass axe and fit the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PAGE}?q=freight&scope=3`);
      await waitForHydration(page);
      await expect(status(page)).toHaveText(/factors for “freight”, Scope 3$/);
      await expectNoAxeViolations(page);
      expect(await overflow(page)).toBe(0);
      await resultLinks(page).first().click();
      await expect(detail(page)).toBeVisible();
      await expect(detail(page).getByRole("tabpanel").filter({ visible: true })).toContainText("curl");
      await expectNoAxeViolations(page);
      expect(await overflow(page)).toBe(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first screen says what the catalogue is, lists sources and releases with their CSV", async ({ page }) => {
    await page.goto(`${PAGE}?q=diesel`);
    await expect(page.getByRole("heading", { level: 1, name: "Emission factor explorer" })).toBeVisible();
    await expect(page.getByText(/published emission factors from DESNZ \(UK\), the US EPA/)).toBeVisible();
    await expect(page.getByText("Searching needs JavaScript.")).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    const releases = page.getByRole("region", { name: "Catalogue releases" });
    await expect(releases.getByRole("row")).toHaveCount(10);
    const desnz = releases.getByRole("row").filter({ hasText: "2025 v1.0" });
    await expect(desnz).toContainText("DESNZ");
    await expect(desnz).toContainText("2025-06-10");
    await expect(desnz).toContainText("3,425");
    await expect(desnz).toContainText("Open Government Licence v3.0");
    await expect(desnz.getByRole("link", { name: "desnz-2025.csv" })).toHaveAttribute(
      "href",
      "/emission-factors/releases/desnz-2025.csv",
    );
    for (const csv of ["desnz-2024.csv", "epa-hub-2025.csv", "ipcc-2006.csv", "cea-v22.csv"]) {
      await expect(releases.getByRole("link", { name: csv })).toBeVisible();
    }
    await expect(
      page.getByText(/DESNZ data: Contains public sector information licensed under the Open/),
    ).toBeVisible();
  });
});

test("the footer and the knowledge base's developer corner lead to the explorer", async ({ page }) => {
  await withCookieChoice(page);
  await page.goto("/resources/knowledge-base");
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("list", { name: "Resources" })
      .getByRole("link", { name: "Emission Factors" }),
  ).toHaveAttribute("href", PAGE);
  const corner = page.getByRole("region", { name: "Developer corner" });
  await corner.getByRole("link", { name: /Emission factor explorer/ }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Emission factor explorer" })).toBeVisible();
});
