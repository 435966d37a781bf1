import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { decimal, percent, signedPercent, signedTonnes, tonnes } from "../../app/console/format";
import { overviewQuery } from "../../app/console/overview-query";
import { yearComparison } from "../../app/console/periods";
import type { ConsoleToken } from "../../contracts/account";
import { accountFor, consoleToken, openDemo, PASSWORD, signIn, verifiedPerson } from "./account-fixtures";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const VIEWS = [
  { name: "Overview", path: "/console", heading: "Overview" },
  { name: "Trends", path: "/console/trends", heading: "Trends" },
  { name: "Breakdown", path: "/console/breakdown", heading: "Breakdown" },
  { name: "Forecast", path: "/console/forecast", heading: "Forecast" },
  { name: "Contribution", path: "/console/contribution", heading: "Contribution" },
] as const;

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** A new account, signed in through the sign-in page, which then goes on to the account page. */
async function signedIn(page: Page, request: APIRequestContext, tag: string) {
  const email = await accountFor(request, tag);
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  return email;
}

/** A new account, signed in, in its demo workspace: the views below read the demo company's data. */
async function inDemo(page: Page, request: APIRequestContext, tag: string) {
  await signedIn(page, request, tag);
  await openDemo(page);
}

async function v1(page: Page, token: ConsoleToken, path: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const res = await page.request.get(`/v1${path}?${params}`, {
    headers: { authorization: `Bearer ${token.accessToken}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("signed out, the console says so and its sign-in link comes back to the same view", async ({ page, request }) => {
  const email = await accountFor(request, "console-return");
  await page.goto("/console/trends?period=24m");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your console" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/console/trends?period=24m")}`);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // A sign-in hashes the password (slow by design): more time than the default for the page to move on.
  await expect(page).toHaveURL("/console/trends?period=24m", { timeout: 20_000 });
  await expect(page.getByLabel("Period")).toHaveValue("24m");
});

test("a sign-in asked from elsewhere never leaves for another site", async ({ page, request }) => {
  await signedIn(page, request, "console-next");
  await page.goto(`/login?next=${encodeURIComponent("https://elsewhere.example/console")}`);
  await expect(page).toHaveURL("/account");
});

test("sign up and confirm: the demo's overview shows the API's KPIs for this financial year", async ({
  page,
  request,
}) => {
  await verifiedPerson(page, request, "console-overview");
  const demo = await openDemo(page);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  const token = await consoleToken(page, demo);
  expect(token.scopes).toContain("admin:tenant");
  const years = yearComparison(new Date());
  const now = await v1(page, token, "/emission-analytics/kpis", overviewQuery(years.current, years.previous));
  const before = await v1(page, token, "/emission-analytics/kpis", overviewQuery(years.previous));
  expect(now.totals.co2e).toBeGreaterThan(0);

  await expect(card(page, "Total emissions")).toContainText(tonnes(now.totals.co2e));
  await expect(card(page, "Total emissions")).toContainText(
    `${signedPercent(now.vs_baseline.pct_delta)} (${signedTonnes(now.vs_baseline.abs_delta)}) against ${years.previousName}`,
  );
  await expect(card(page, "Scope 1")).toContainText(tonnes(now.totals.by_scope["1"]));
  await expect(card(page, "Scope 2 (market-based)")).toContainText(tonnes(now.totals.by_scope["2"]));
  await expect(card(page, "Scope 3")).toContainText(tonnes(now.totals.by_scope["3"]));
  await expect(card(page, "Market-based")).toContainText(tonnes(now.totals.scope2.market_based));
  await expect(card(page, "Location-based")).toContainText(tonnes(now.totals.scope2.location_based));
  await expect(card(page, "Location-based")).toContainText(
    signedPercent(
      ((now.totals.scope2.location_based - before.totals.scope2.location_based) / before.totals.scope2.location_based) *
        100,
    ),
  );
  await expect(card(page, "Intensity")).toContainText(
    `${decimal(now.intensities.kgCO2e_per_unit)} kg CO2e per ${now.intensities.denominator_unit}`,
  );
  await expect(card(page, "Data completeness")).toContainText(percent(now.quality.completeness_pct));
  await expect(card(page, "Estimated share")).toContainText(percent(now.quality.estimated_pct));
});

test("trends: the period and facility chosen stay in the address and survive a reload", async ({ page, request }) => {
  await inDemo(page, request, "console-trends");
  await page.goto("/console/trends");
  await expect(
    page.getByRole("heading", { level: 2, name: /^Monthly emissions by scope, .* across all facilities$/ }),
  ).toBeVisible();
  await page.getByLabel("Period").selectOption("24m");
  await expect(page).toHaveURL(/period=24m/);
  const facility = page.getByLabel("Facility");
  await expect(facility).toBeEnabled();
  const [, second] = await facility.locator("option").allTextContents();
  await facility.selectOption({ label: second! });
  await expect(page).toHaveURL(/period=24m.*facility=/);
  const heading = page.getByRole("heading", { level: 2, name: new RegExp(`at ${second}$`) });
  await expect(heading).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Period")).toHaveValue("24m");
  await expect(page.getByLabel("Facility").locator("option:checked")).toHaveText(second!);
  await expect(heading).toBeVisible();
  await page.getByText("The numbers as a table").click();
  await expect(
    page.getByRole("table", { name: "Monthly emissions by scope, tonnes CO2e" }).locator("tbody tr"),
  ).toHaveCount(24);
});

test("forecast: the next 12 months inside a p05-p95 band, method AUTO, with its backtest MAPE", async ({
  page,
  request,
}) => {
  await inDemo(page, request, "console-forecast");
  await page.goto("/console/forecast");
  await expect(page.getByLabel("Method")).toHaveValue("AUTO");
  await expect(page.getByText("Backtest MAPE")).toBeVisible();
  await expect(page.getByText("90% band (p05 to p95)")).toBeVisible();
  await expect(page.getByRole("img", { name: /90% band/ })).toBeVisible();
  await page.getByText("The numbers as a table").click();
  const rows = page
    .getByRole("table", { name: "Actual and forecast monthly emissions, tonnes CO2e" })
    .locator("tbody tr");
  const texts = await rows.allInnerTexts();
  const forecast = texts.map((t) => t.split("\t")).filter((cells) => cells[2]?.trim());
  expect(forecast).toHaveLength(12);
  const figure = (s: string) => Number(s.replace(/,/g, ""));
  for (const [, , mid, low, high] of forecast) {
    expect(figure(low!)).toBeLessThanOrEqual(figure(mid!));
    expect(figure(mid!)).toBeLessThanOrEqual(figure(high!));
    expect(figure(low!)).toBeLessThan(figure(high!));
  }
});

test("contribution: activity, structure and intensity effects add up to the change", async ({ page, request }) => {
  await inDemo(page, request, "console-contribution");
  await page.goto("/console/contribution");
  const table = page.getByRole("table", { name: "The change in emissions and its three effects, tonnes CO2e" });
  await expect(table).toBeVisible();
  const effects = [];
  for (const name of ["Activity", "Structure", "Intensity"]) {
    const row = table.getByRole("row", { name: new RegExp(`^${name}`) });
    await expect(row).toBeVisible();
    effects.push(Number((await row.getByRole("cell").first().innerText()).replace(/,/g, "")));
  }
  const total = Number((await table.locator("tfoot td").nth(1).innerText()).replace(/,/g, ""));
  expect(Math.abs(effects.reduce((a, b) => a + b, 0) - total)).toBeLessThanOrEqual(0.2);
  await expect(page.getByRole("img", { name: /Contribution to the change in emissions/ })).toBeVisible();
});

test("an API refusal is said in words with its request id", async ({ page, request }) => {
  await inDemo(page, request, "console-error");
  await page.route("**/v1/emission-analytics/breakdown**", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/problem+json",
      headers: { "x-request-id": "req-console-test-1" },
      body: JSON.stringify({ status: 503, title: "Service Unavailable", request_id: "req-console-test-1" }),
    }),
  );
  await page.goto("/console/breakdown");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The server could not answer just now. Try again in a moment.");
  await expect(alert).toContainText("req-console-test-1");
  await page.unroute("**/v1/emission-analytics/breakdown**");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: /^Emissions by facility/ })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`every view is axe clean at ${width} px, and at a phone's width only tables scroll, in their box`, async ({
    page,
    request,
  }) => {
    // Five views, each checked whole by axe: longer than one page's test.
    test.setTimeout(120_000);
    await inDemo(page, request, `console-axe-${width}`);
    await page.setViewportSize({ width, height: 900 });
    for (const view of VIEWS) {
      await page.goto(view.path);
      await expect(page.getByRole("heading", { level: 1, name: view.heading })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(
        page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: view.name }),
      ).toHaveAttribute("aria-current", "page");
      for (const details of await page.locator("details").all()) await details.locator("summary").click();
      await expectAxeClean(page);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${view.path} scrolls sideways`).toBeLessThanOrEqual(width);
    }
  });
}

test("the console is noindex and out of the sitemap; marketing pages load none of its code", async ({
  page,
  request,
}) => {
  const res = await request.get("/console/forecast");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-robots-tag"]).toBe("noindex");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/console");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  // The page's modules load after its first paint, which may come after the load event: hydrated, then idle.
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  const consoleModules = /\/assets\/(overview|trends|breakdown|forecast|contribution|use-api|layout|views)-/;
  expect(scripts.filter((s) => consoleModules.test(s))).toEqual([]);
});
