import { expect, type Page, test } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { GWP100 } from "../../carbon/gwp";
import { axeViolations } from "./axe";
import { waitForHydration } from "./chrome-fixtures";

const PATH = "/emission-factors/methodology";
const SECTIONS = [
  "How a factor is chosen",
  "GWP sets",
  "AR5 and AR6: the basis of each number",
  "Calorific values and densities",
  "CEA grid factors, version by version",
];
/**
 * The catalogue and the unit constants as the engine loads them. Their modules read the catalogue's JSON files, which
 * Node imports only with import attributes, so tsx loads them as the build does.
 */
const engine = async () => {
  const [catalogue, units] = await Promise.all([
    tsImport("../../carbon/catalogue.ts", import.meta.url) as Promise<typeof import("../../carbon/catalogue")>,
    tsImport("../../carbon/units.ts", import.meta.url) as Promise<typeof import("../../carbon/units")>,
  ]);
  return { factorById: catalogue.factorById, FUEL_PROPERTIES: units.FUEL_PROPERTIES };
};

/** What a reader finds on the page, with or without scripts: the numbers are carbon/'s own. */
async function expectTheMethodology(page: Page) {
  const { factorById, FUEL_PROPERTIES } = await engine();
  const flight = factorById("desnz2025_21_316_3170_11_1")!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How the catalogue turns activity into CO2e");
  for (const name of SECTIONS) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

  const rules = page.getByRole("list", { name: "The order in which a factor is chosen" });
  await expect(rules.getByRole("listitem")).toHaveCount(4);
  await expect(rules.getByRole("listitem").first()).toContainText("A pinned factor wins");

  const gwp = page.getByRole("table", { name: "100-year global warming potentials, kg CO2e per kg of gas" });
  await expect(gwp.getByRole("columnheader")).toHaveText(["Gas", "AR4", "AR5", "AR6 (default)"]);
  await expect(gwp.getByRole("row", { name: /^CH4 \(fossil\)/ }).getByRole("cell")).toHaveText(
    [GWP100.AR4.CH4_fossil, GWP100.AR5.CH4_fossil, GWP100.AR6.CH4_fossil].map(String),
  );
  await expect(gwp.getByRole("row", { name: /^N2O/ }).getByRole("cell").last()).toHaveText(String(GWP100.AR6.N2O));

  await expect(page.getByText(`= ${flight.value_ar6} kg CO2e per passenger.km`)).toBeVisible();

  const fuels = page.getByRole("table", { name: /^Fuel properties used to convert/ });
  await expect(
    fuels
      .getByRole("row", { name: /^Coking coal/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText(String(FUEL_PROPERTIES.coal_coking!.ncv_gj_per_tonne));

  const cea = page.getByRole("table", { name: /^CEA weighted average grid emission factors/ });
  await expect(cea.getByRole("row")).toHaveCount(5);
  const v21 = cea.getByRole("row", { name: /excl\. imports/ }).filter({ hasText: "FY2024-25" });
  await expect(v21.getByRole("cell").nth(2)).toHaveText(
    String(factorById("cea_v21_in_grid_wavg_fy2024_25_excl_imports")!.value),
  );
  await expect(v21.getByRole("cell").last()).toHaveText("Yes");
  await expect(cea.getByRole("rowheader", { name: "CEA v20.0" })).toBeVisible();
  await expect(cea.getByRole("rowheader", { name: "CEA v22.0" })).toBeVisible();
}

test("sets out how a factor is chosen, the GWP sets, AR5 and AR6, conversions and CEA versions", async ({ page }) => {
  await page.goto(PATH);
  await expectTheMethodology(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole page is there, tables and figures included", async ({ page }) => {
    await page.goto(PATH);
    await expectTheMethodology(page);
  });
});

test("the developer corner and the Emission Factors reference on /api link to it", async ({ page }) => {
  await page.goto("/resources/knowledge-base");
  await page.getByRole("link", { name: /Emission-factor methodology/ }).click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How the catalogue turns activity into CO2e");

  await page.goto("/api");
  const link = page.getByRole("link", { name: /^Methodology: how a factor is chosen/ });
  await expect(link).toHaveAttribute("href", PATH);
  await link.click();
  await expect(page).toHaveURL(PATH);
});

for (const width of [390, 1280]) {
  test(`passes axe and fits the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    await waitForHydration(page);
    const violations = await axeViolations(page);
    expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}
