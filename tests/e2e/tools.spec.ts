import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

/** The value beside a result's label in a results list. */
const resultValue = (within: Locator, label: string) =>
  within.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");

async function open(page: Page, path: string) {
  await withCookieChoice(page);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("/tools/ccts", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Your unit and its targets" });
  const results = (page: Page) => page.getByRole("status", { name: "Your position" });
  const owed = (page: Page) => resultValue(results(page), "Certificates owed (to surrender)");
  const issued = (page: Page) => resultValue(results(page), "Certificates issued");
  const compensation = (page: Page) => resultValue(results(page), "Environmental compensation");

  test.beforeEach(async ({ page }) => {
    await open(page, "/tools/ccts");
  });

  test("starts from the published row: at baseline in 2025-26, 330,264.2 certificates owed", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CCTS calculator: certificates earned or owed");
    await expect(form(page).getByLabel("Sector")).toHaveValue("aluminium");
    await expect(form(page).getByLabel("Baseline output, 2023-24")).toHaveValue("1,238,336");
    await expect(form(page).getByLabel("Baseline GEI, 2023-24")).toHaveValue("13.4927");
    await expect(form(page).getByLabel("Target GEI, 2025-26")).toHaveValue("13.2260");
    await expect(form(page).getByLabel("Target GEI, 2026-27")).toHaveValue("12.8259");
    await expect(form(page).getByLabel("Compliance year", { exact: true })).toHaveValue("2025-26");
    await expect(owed(page)).toHaveText("330,264.2");
    await expect(issued(page)).toHaveText("0");
    // 2 x 1,000 x 330,264.2112 = 660,528,422.4
    await expect(compensation(page)).toHaveText("₹660,528,422 (₹66.05 crore)");
    await expect(results(page)).toHaveAttribute("aria-live", "polite");
    await expect(page.getByText("= (13.4927 − 13.2260) × 1,238,336 = 330,264.2", { exact: true })).toBeVisible();
    await expect(page.getByText("= (13.4927 − 13.2260) ÷ 13.4927 = 1.98% below the 2023-24 GEI")).toBeVisible();
  });

  test("an achieved GEI of 13.0 earns 279,863.9 certificates and owes none", async ({ page }) => {
    await form(page).getByLabel("Achieved or expected GEI").fill("13.0");
    await expect(issued(page)).toHaveText("279,863.9");
    await expect(owed(page)).toHaveText("0");
    await expect(compensation(page)).toHaveText("₹0");
    await expect(page.getByText("= (13.2260 − 13.0000) × 1,238,336 = 279,863.9", { exact: true })).toBeVisible();
    await expect(
      page.getByText("= (13.0000 − 13.2260) × 1,238,336 = −279,863.9: not above 0, so none are owed"),
    ).toBeVisible();
  });

  test("2026-27 takes its own target: 825,722.4 owed at baseline, 215,594.3 at 13.0", async ({ page }) => {
    await form(page).getByLabel("Compliance year", { exact: true }).selectOption("2026-27");
    await expect(resultValue(results(page), "Target GEI, 2026-27")).toHaveText("12.8259");
    await expect(owed(page)).toHaveText("825,722.4");
    await form(page).getByLabel("Achieved or expected GEI").fill("13.0");
    await expect(owed(page)).toHaveText("215,594.3");
    await expect(issued(page)).toHaveText("0");
  });

  test("the compensation follows the price typed: 2 x 2,500 x 330,264.2112", async ({ page }) => {
    await form(page).getByLabel("Average certificate price (INR)").fill("2,500");
    await expect(compensation(page)).toHaveText("₹1,651,321,056 (₹165.13 crore)");
  });

  test("says beside each field what is wrong: empty, not a number, negative", async ({ page }) => {
    const output = form(page).getByLabel("Output in the compliance year");
    await output.fill("");
    await expect(output).toHaveAttribute("aria-invalid", "true");
    await expect(output).toHaveAccessibleDescription(/^Enter the output\./);
    await expect(owed(page)).toHaveText("Needs the figures marked in the form");
    await output.fill("a lot");
    await expect(output).toHaveAccessibleDescription(/^Write the output as a number, in digits/);
    await output.fill("-5");
    await expect(output).toHaveAccessibleDescription(/^Enter 0 or more: the output cannot be negative\./);
    await output.fill("12,38,336");
    await expect(output).toHaveAttribute("aria-invalid", "false");
    await expect(owed(page)).toHaveText("330,264.2");
    const price = form(page).getByLabel("Average certificate price (INR)");
    await price.fill("");
    await expect(price).toHaveAccessibleDescription(/^Enter the certificate price\./);
    await expect(compensation(page)).toHaveText("Needs the certificate price");
    await expect(owed(page)).toHaveText("330,264.2");
  });

  test("names the rules it follows as summarised from the notification", async ({ page }) => {
    await expect(
      page.getByText(
        /^As summarised from the Greenhouse Gases Emission Intensity Target Rules, 2025, notified on 8 October 2025/,
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Bureau of Energy Efficiency/ })).toHaveAttribute(
      "href",
      "https://beeindia.gov.in/",
    );
  });

  test("what is typed before the calculator's code arrives counts once it does", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await withCookieChoice(page);
    // Hold the calculator's own chunk back until the visitor has typed into the prerendered field.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/ccts-calculator-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto("/tools/ccts");
    await waitForHydration(page);
    await expect.poll(() => requested).toBe(true);
    await form(page).getByLabel("Achieved or expected GEI").fill("13.0");
    await expect(issued(page)).toHaveText("0");
    release();
    await expect(issued(page)).toHaveText("279,863.9");
    await context.close();
  });
});

test.describe("/tools/brsr-core", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Your company's year" });
  const results = (page: Page) => page.getByRole("status", { name: "Your intensities" });
  const footprint = (page: Page, name: string) => results(page).getByRole("group", { name });
  const ghg = (page: Page) => footprint(page, "GHG emissions (Scope 1 + Scope 2)");

  test.beforeEach(async ({ page }) => {
    await open(page, "/tools/brsr-core");
  });

  test("the example company: 120,000 tCO2e on ₹50,000,000,000 at a PPP factor of 20", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BRSR Core intensity calculator");
    await expect(resultValue(ghg(page), "Total")).toHaveText("120,000");
    // 120,000 / 50,000,000,000 = 0.0000024 per rupee; revenue / 20 = 2,500,000,000 international $, so 0.000048
    await expect(resultValue(ghg(page), "Per rupee of revenue from operations")).toHaveText("0.0000024");
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText("0.000048");
    await expect(resultValue(ghg(page), "Per unit of physical output")).toHaveText("0.12");
    const energy = footprint(page, "Energy consumed");
    await expect(resultValue(energy, "Per rupee adjusted for PPP")).toHaveText("0.0006");
    await expect(resultValue(energy, "Per unit of physical output")).toHaveText("1.5");
    const water = footprint(page, "Water consumption");
    await expect(resultValue(water, "Per rupee of revenue from operations")).toHaveText("0.000018");
    await expect(resultValue(water, "Per rupee adjusted for PPP")).toHaveText("0.00036");
    await expect(
      page.getByText(
        "= 120,000 tCO2e ÷ (₹50,000,000,000 ÷ 20 ₹ per international $) = 120,000 tCO2e ÷ 2,500,000,000 international $ = 0.000048 tCO2e per international $",
      ),
    ).toBeVisible();
    await expect(results(page)).toHaveAttribute("aria-live", "polite");
    await expect(form(page).getByLabel(/Scope 3/)).toHaveCount(0);
  });

  test("results follow the figures typed, Indian digit grouping included", async ({ page }) => {
    await form(page).getByLabel("Scope 1 emissions (tCO2e)").fill("1,234");
    await form(page).getByLabel("Scope 2 emissions (tCO2e)").fill("5,678");
    await form(page).getByLabel("Revenue from operations (INR)").fill("12,34,56,789");
    await form(page).getByLabel("PPP conversion factor (INR per international $)").fill("22.4");
    await form(page).getByLabel("Physical output (optional)").fill("3,000");
    await form(page).getByLabel("Unit of output").fill("units");
    // 6,912 / 123,456,789 = 0.00005598720; x 22.4 = 0.001254113; 6,912 / 3,000 = 2.304
    await expect(resultValue(ghg(page), "Total")).toHaveText("6,912");
    await expect(resultValue(ghg(page), "Per rupee of revenue from operations")).toHaveText("0.00005599");
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText("0.001254");
    await expect(resultValue(ghg(page), "Per unit of physical output")).toHaveText("2.304");
    await expect(ghg(page).getByRole("term").filter({ hasText: "Per unit of physical output" })).toContainText(
      "tCO2e per units",
    );
  });

  test("a zero PPP factor, or one without its source, is named and never guessed", async ({ page }) => {
    const factor = form(page).getByLabel("PPP conversion factor (INR per international $)");
    await factor.fill("0");
    await expect(factor).toHaveAttribute("aria-invalid", "true");
    await expect(factor).toHaveAccessibleDescription(
      /^Enter a number above 0: the calculation divides by the PPP conversion factor\./,
    );
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText(
      "Needs the PPP factor and its source",
    );
    await expect(resultValue(ghg(page), "Per rupee of revenue from operations")).toHaveText("0.0000024");
    await factor.fill("20");
    const source = form(page).getByLabel("Source of the PPP factor");
    await source.fill("");
    await expect(source).toHaveAccessibleDescription(/^Name the source of the PPP factor and its year/);
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText(
      "Needs the PPP factor and its source",
    );
    await source.fill("World Bank PA.NUS.PPP, 2024");
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText("0.000048");
    await expect(page.getByText("(World Bank PA.NUS.PPP, 2024)")).toBeVisible();
  });

  test("empty, not a number and negative figures say so beside the field", async ({ page }) => {
    const scope2 = form(page).getByLabel("Scope 2 emissions (tCO2e)");
    await scope2.fill("");
    await expect(scope2).toHaveAccessibleDescription(/^Enter Scope 2\./);
    await expect(resultValue(ghg(page), "Total")).toHaveText("Needs the figures marked in the form");
    await scope2.fill("forty");
    await expect(scope2).toHaveAccessibleDescription(/^Write Scope 2 as a number, in digits/);
    await scope2.fill("-40");
    await expect(scope2).toHaveAccessibleDescription(/^Enter 0 or more: Scope 2 cannot be negative\./);
    const revenue = form(page).getByLabel("Revenue from operations (INR)");
    await scope2.fill("40,000");
    await revenue.fill("0");
    await expect(revenue).toHaveAccessibleDescription(
      /^Enter a number above 0: the calculation divides by the revenue/,
    );
    // Physical output is optional: emptied, its rows wait for it, and nothing is flagged.
    await revenue.fill("50,000,000,000");
    const output = form(page).getByLabel("Physical output (optional)");
    await output.fill("");
    await expect(output).toHaveAttribute("aria-invalid", "false");
    await expect(resultValue(ghg(page), "Per unit of physical output")).toHaveText(
      "Needs a physical output and its unit",
    );
    await expect(resultValue(ghg(page), "Per rupee adjusted for PPP")).toHaveText("0.000048");
  });

  test("names the circular as summarised, and the direction of the PPP adjustment", async ({ page }) => {
    await expect(
      page.getByText(/^As summarised from SEBI circular SEBI\/HO\/CFD\/CFD-SEC-2\/P\/CIR\/2023\/122 of 12 July 2023/),
    ).toBeVisible();
    await expect(
      page.getByText(/revenue in rupees divided by the factor is revenue in international dollars/),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the CCTS page shows the worked example's result and says how to compute your own", async ({ page }) => {
    await page.goto("/tools/ccts");
    const results = page.getByRole("status", { name: "Your position" });
    await expect(resultValue(results, "Certificates owed (to surrender)")).toHaveText("330,264.2");
    await expect(resultValue(results, "Certificates issued")).toHaveText("0");
    await expect(page.getByText(/^JavaScript is off, so the results show the filled-in example/)).toBeVisible();
  });

  test("the BRSR Core page shows the example company's intensities", async ({ page }) => {
    await page.goto("/tools/brsr-core");
    const ghg = page
      .getByRole("status", { name: "Your intensities" })
      .getByRole("group", { name: "GHG emissions (Scope 1 + Scope 2)" });
    await expect(resultValue(ghg, "Per rupee adjusted for PPP")).toHaveText("0.000048");
    await expect(page.getByText(/^JavaScript is off, so the results show the filled-in example/)).toBeVisible();
  });
});

test.describe("with JavaScript the no-script notice stays hidden", () => {
  test("on both pages", async ({ page }) => {
    for (const path of ["/tools/ccts", "/tools/brsr-core"]) {
      await open(page, path);
      await expect(page.getByText(/^JavaScript is off/)).toBeHidden();
    }
  });
});

test.describe("accessibility", () => {
  for (const width of [390, 1280]) {
    test(`both pages are axe clean at ${width} px, with a field's message shown too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, field] of [
        ["/tools/ccts", "Output in the compliance year"],
        ["/tools/brsr-core", "PPP conversion factor (INR per international $)"],
      ] as const) {
        await open(page, path);
        expect(await axeViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.getByLabel(field).fill("0");
        await page.getByLabel(field).fill("");
        await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
        expect(await axeViolations(page), `${path} with a message`).toEqual([]);
      }
    });
  }
});

test("the calculators are linked from the footer, the solution pages and the BRSR guide", async ({ page }) => {
  await open(page, "/reporting-dashboard");
  const resources = page.getByRole("contentinfo").getByRole("list", { name: "Resources" });
  await expect(resources.getByRole("link", { name: "BRSR Core Calculator" })).toHaveAttribute(
    "href",
    "/tools/brsr-core",
  );
  await expect(resources.getByRole("link", { name: "CCTS Calculator" })).toHaveAttribute("href", "/tools/ccts");
  const section = page.getByRole("region", { name: "Free calculators for India's disclosures" });
  await expect(section.getByRole("link", { name: /BRSR Core intensities/ })).toHaveAttribute(
    "href",
    "/tools/brsr-core",
  );
  await section.getByRole("link", { name: /CCTS certificates/ }).click();
  await expect(page).toHaveURL(/\/tools\/ccts$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CCTS calculator: certificates earned or owed");
  await page.goto("/resources/knowledge-base/brsr-report");
  await expect(page.getByRole("main").getByRole("link", { name: "BRSR Core calculator" })).toHaveAttribute(
    "href",
    "/tools/brsr-core",
  );
});
