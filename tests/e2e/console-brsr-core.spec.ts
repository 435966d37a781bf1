import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { accountFor, openDemo, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

type Year = {
  financial_year: string;
  energy: { total_gj: number };
  emissions: { scope1_tco2e: number };
  water: { total_withdrawal_kl: number };
};
type Disclosure = { financial_year: string; years: Year[]; missing: { financial_year: string; reason: string }[] };

const quantity = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 1 });

test("the BRSR Core tables of the demo's last full year: the API's figures, what is missing, and the workbook", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await accountFor(request, "console-brsr");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await openDemo(page);
  const [answered] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/disclosures/brsr-core"),
    page.goto("/console/brsr-core"),
  ]);
  const d = (await answered.json()) as Disclosure;
  const [current] = d.years;
  await expect(page.getByRole("heading", { level: 1, name: "BRSR Core" })).toBeVisible();

  const energy = page.getByRole("table", { name: "Energy (GJ)" });
  await expect(
    energy
      .getByRole("row", { name: /^Total energy consumed \(A\+B\+C\+D\+E\+F\)/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(quantity(current!.energy.total_gj));
  const emissions = page.getByRole("table", { name: "Greenhouse gas emissions (tCO2e)" });
  await expect(
    emissions
      .getByRole("row", { name: /^Total Scope 1 emissions/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(quantity(current!.emissions.scope1_tco2e));
  // Whatever the workspace lacks is said, year by year, in the API's words.
  const completeness = page.getByRole("region", { name: "Completeness" });
  for (const m of d.missing) await expect(completeness).toContainText(m.reason);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the workbook (XLSX)" }).click(),
  ]);
  const [sheet] = await readXlsxFile(await readFile((await download.path())!));
  const rows = sheet!.data;
  expect(rows[0]).toEqual(["Parameter", `FY ${d.financial_year}`, `FY ${d.years[1]!.financial_year}`]);
  expect(rows[1]![0]).toBe("Energy (GJ)");
  const total = rows.find((r) => r[0] === "Total volume of water withdrawal (i to v)");
  expect(total![1]).toBeCloseTo(current!.water.total_withdrawal_kl, 3);

  // The demo cites no PPP factor: the PPP rows wait for one, and a factor without its source is refused.
  const pppRow = emissions.getByRole("row", { name: /adjusted for PPP/ });
  await expect(pppRow.getByRole("cell").first()).toHaveText("Not computed");
  await page.getByRole("button", { name: `Change FY ${d.financial_year}'s revenue and PPP factor` }).click();
  await page.getByLabel("PPP conversion factor (₹ per international $)").fill("20.65");
  await page.getByLabel("Year the factor is for").fill("2017");
  await page.getByRole("button", { name: "Save the year's figures" }).click();
  await expect(page.getByText("Name where the factor comes from: publisher, series and edition.")).toBeVisible();
  await page.getByLabel("Source of the factor").fill("World Bank ICP 2017, as reported by Business Standard");
  const [again] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/disclosures/brsr-core"),
    page.getByRole("button", { name: "Save the year's figures" }).click(),
  ]);
  const withPpp = (
    (await again.json()) as Disclosure & {
      years: { intensities: { ghg_tco2e: { per_rupee_ppp: number | null } } }[];
    }
  ).years[0]!;
  expect(withPpp.intensities.ghg_tco2e.per_rupee_ppp).not.toBeNull();
  await expect(pppRow.getByRole("cell").first()).toHaveText(
    withPpp.intensities.ghg_tco2e.per_rupee_ppp!.toLocaleString("en-IN", { maximumSignificantDigits: 4 }),
  );
  await expect(page.getByRole("status").filter({ hasText: "revenue and PPP factor saved" })).toBeAttached();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page);
    expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }
});
