import { expect, type Page, test } from "@playwright/test";
import { accountFor, openDemo, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

type Unit = {
  facility_name: string;
  target_gei: number;
  year_end: { output: number; gei: number | null; method: string };
  position: { certificates_issued: number | null; certificates_owed: number | null };
};
type Disclosure = { compliance_year: string; units: Unit[] };

const figure = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 1 });

/** The answer the view receives for a compliance year. */
const disclosureAnswer = (page: Page, year: string) =>
  page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/v1/disclosures/ccts" &&
      new URL(r.url()).searchParams.get("compliance_year") === year,
  );

test("a unit recorded as a CCTS obligation: its GEI against the targets, and the certificates from the API's figures", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await accountFor(request, "console-ccts");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await openDemo(page);
  await page.goto("/console/ccts");
  await expect(page.getByRole("heading", { level: 1, name: "CCTS" })).toBeVisible();
  await expect(page.getByText("No obligated units yet")).toBeVisible();

  // Sent empty, each field says what it needs.
  await page.getByRole("button", { name: "Record an obligation" }).click();
  await page.getByLabel("Facility").selectOption({ label: "Pune Assembly Plant" });
  await page.getByRole("button", { name: "Save obligation" }).click();
  await expect(page.getByText("Choose the sector the unit is notified under.")).toBeVisible();
  await expect(page.getByText("Enter the notified 2023-24 GEI as a number, e.g. 13.4927.")).toBeVisible();
  await expect(page.getByText("Enter the 2025-26 target GEI as a number, e.g. 13.2260.")).toBeVisible();

  await page.getByLabel("Sector").selectOption({ label: "Aluminium" });
  await page.getByLabel("Equivalent product").fill("Assemblies");
  await page.getByLabel("Baseline output, 2023-24").fill("20,000");
  await page.getByLabel("Baseline GEI, 2023-24").fill("0.5");
  await page.getByLabel("Target GEI, 2025-26").fill("0.2");
  await page.getByLabel("Target GEI, 2026-27").fill("0.19");
  const [answered] = await Promise.all([
    disclosureAnswer(page, "2025-26"),
    page.getByRole("button", { name: "Save obligation" }).click(),
  ]);
  const disclosure = (await answered.json()) as Disclosure;
  const [unit] = disclosure.units;
  expect(unit!.facility_name).toBe("Pune Assembly Plant");
  expect(unit!.year_end.method).toBe("actual");
  // The demo plant's GEI is above the 0.2 target: it owes (GEI - target) x output certificates.
  const owed = (unit!.year_end.gei! - 0.2) * unit!.year_end.output;
  expect(unit!.position.certificates_owed).toBeCloseTo(owed, 6);
  const section = page.getByRole("region", { name: /^Pune Assembly Plant/ });
  await expect(section.getByText(`On course to owe ${figure(owed)} certificates.`, { exact: true })).toBeVisible();
  await expect(section.getByRole("img", { name: /GEI through the year/ })).toBeVisible();

  // A certificate price gives the compensation: twice the price for each certificate owed.
  await page.getByLabel("Certificate price (₹)").fill("2,500");
  await page.getByRole("button", { name: "Apply" }).click();
  const rupees = `₹${Math.round(owed * 2 * 2500).toLocaleString("en-IN")}`;
  await expect(
    section.getByText(
      `On course to owe ${figure(owed)} certificates, or ${rupees} of environmental compensation if none is surrendered.`,
      { exact: true },
    ),
  ).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page);
    expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }

  // The year under way: projected to its end, against its own target.
  const [current] = await Promise.all([
    disclosureAnswer(page, "2026-27"),
    page.getByLabel("Compliance year").selectOption("2026-27"),
  ]);
  const running = ((await current.json()) as Disclosure).units[0]!;
  expect(running.target_gei).toBe(0.19);
  await expect(section.getByRole("table", { name: /against the 0.19 target/ })).toBeVisible();

  page.once("dialog", (d) => d.accept());
  await section.getByRole("button", { name: "Remove obligation" }).click();
  await expect(page.getByText("No obligated units yet")).toBeVisible();
});
