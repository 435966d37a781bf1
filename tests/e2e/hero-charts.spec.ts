import { expect, type Locator, test } from "@playwright/test";
import { withCookieChoice } from "./chrome-fixtures";

/** The heroes that show a chart of the demo tenant's data, by the start of the chart's accessible name. */
const heroCharts: { path: string; hero: string; chart: RegExp; figures: RegExp }[] = [
  {
    path: "/",
    hero: "Measure, reduce and report your emissions with confidence",
    chart: /^Monthly emissions by scope, \w{3} \d{4} – \w{3} \d{4}$/,
    figures: /^Total [\d,]+ tCO2e over the 12 months/,
  },
  {
    path: "/emission-analytics",
    hero: "Know what moved your emissions, and what will move them next",
    chart: /^Monthly emissions, \w{3} \d{4} – \w{3} \d{4}, and forecast to \w{3} \d{4}$/,
    figures: /Forecast \(.+\): \w{3} \d{4} [\d,]+ tCO2e \(90% interval [\d,]+ to [\d,]+\)/,
  },
  {
    path: "/reporting-dashboard",
    hero: "Reports your board reads and your auditor accepts",
    chart: /^Emissions KPIs, \w{3} \d{4} – \w{3} \d{4}$/,
    figures: /^Total [\d,]+ tCO2e: Scope 1 [\d,]+ \([\d.]+%\), Scope 2 [\d,]+/,
  },
  {
    path: "/carbonTracker-platform",
    hero: "One ledger for every tonne your business emits",
    chart: /^Emissions by facility, \w{3} \d{4} – \w{3} \d{4}$/,
    figures: /^Pune Assembly Plant, Maharashtra, 3 metered sources: [\d,]+ tCO2e/,
  },
];

/** Each text of a chart as drawn: its box and its font size in CSS pixels (the SVG's scale applied). */
async function drawnTexts(chart: Locator) {
  return chart.evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")].map((t) => {
      const box = t.getBoundingClientRect();
      return {
        text: t.textContent ?? "",
        size: Number.parseFloat(getComputedStyle(t).fontSize) * scale,
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      };
    });
  });
}

function overlapping(texts: Awaited<ReturnType<typeof drawnTexts>>) {
  const pairs: string[] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (x > 0.5 && y > 0.5) pairs.push(`"${a.text}" / "${b.text}"`);
    }
  });
  return pairs;
}

for (const { path, hero, chart, figures } of heroCharts) {
  test.describe(`the hero of ${path}`, () => {
    for (const width of [390, 1280]) {
      test(`shows its chart at ${width} px, labels readable and apart`, async ({ page }) => {
        await withCookieChoice(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const section = page.getByRole("region", { name: hero });
        const picture = section.getByRole("img", { name: chart });
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAccessibleDescription(figures);
        const box = await picture.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(width);
        const texts = await drawnTexts(picture);
        expect(texts.length).toBeGreaterThan(8);
        const small = texts.filter((t) => t.size < 12 - 0.01).map((t) => `"${t.text}" ${t.size.toFixed(1)} px`);
        if (width === 390) expect(small).toEqual([]);
        expect(overlapping(texts)).toEqual([]);
        for (const t of texts) {
          expect(t.box.left).toBeGreaterThanOrEqual(box!.x - 0.5);
          expect(t.box.right).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
        }
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, hero, chart } of heroCharts) {
    test(`${path} shows its hero chart`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("region", { name: hero }).getByRole("img", { name: chart })).toBeVisible();
    });
  }
});

test("the home hero fills its right half with the dashboard at 1280 px", async ({ page }) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const picture = await page.getByRole("img", { name: heroCharts[0]!.chart }).boundingBox();
  expect(picture!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
  expect(picture!.x + picture!.width).toBeGreaterThan(1100);
  expect(picture!.y).toBeLessThan(heading!.y + 400);
});

test.describe("the sample report's charts", () => {
  const names = ["Emissions by scope", "Monthly emissions trend", "Marginal abatement cost curve"];
  const report = "/reporting-dashboard/sample-report";

  for (const width of [390, 1280]) {
    test(`are readable at ${width} px: labels of 12 px or more, none on another, no window chrome`, async ({
      page,
    }) => {
      await withCookieChoice(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(report);
      for (const name of names) {
        const chart = page.getByRole("img", { name });
        await expect(chart).toBeVisible();
        await expect(chart).toHaveAccessibleDescription(/tCO2e/);
        const texts = await drawnTexts(chart);
        if (width === 390) expect(texts.filter((t) => t.size < 12 - 0.01).map((t) => t.text)).toEqual([]);
        expect(overlapping(texts)).toEqual([]);
        // The browser-window dots the pictures once had: decoration that a printed report should not carry.
        expect(await chart.locator("circle[r='5']").count()).toBe(0);
      }
    });
  }

  test("are there without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(report);
    for (const name of names) await expect(page.getByRole("img", { name })).toBeVisible();
    await context.close();
  });
});
