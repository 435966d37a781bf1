import { expect, type Page, test } from "@playwright/test";
import { tonnes } from "../../app/console/format";
import { overviewQuery } from "../../app/console/overview-query";
import { yearComparison } from "../../app/console/periods";
import { accountFor, consoleToken, DEMO_COMPANY, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

const STEPS = [
  { heading: "Add your facilities", link: "Add facilities", href: "/console/facilities" },
  { heading: "Import a year of activity data", link: "Import a year", href: "/console/data" },
  { heading: "Read the overview", link: "Read the overview", href: "/console" },
];

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

test("sign up: the empty workspace shows three steps; the header switches to the demo's figures and back", async ({
  page,
  request,
}) => {
  // A sign-in, the demo workspace made and seeded, and an axe check: longer than one page's test.
  test.setTimeout(90_000);
  const email = await accountFor(request, "console-workspaces");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  const own = ((await (await page.request.get("/auth/session")).json()) as { account: { tenantId: string } }).account
    .tenantId;

  // The company's own workspace starts empty: the overview explains the first three steps, each a link.
  await page.goto("/console");
  const workspace = page.getByRole("combobox", { name: "Workspace", exact: true });
  await expect(workspace).toHaveValue(own);
  await expect(workspace.locator("option:checked")).toHaveText("Rao Steel (your company)");
  const steps = page.getByRole("region", { name: "Your company's workspace is empty" });
  await expect(steps).toBeVisible();
  const items = steps.getByRole("listitem");
  await expect(items).toHaveCount(STEPS.length);
  for (const [i, step] of STEPS.entries()) {
    await expect(items.nth(i).getByRole("heading", { level: 3 })).toContainText(step.heading);
    await expect(items.nth(i).getByRole("link", { name: step.link })).toHaveAttribute("href", step.href);
  }
  await expect(page.getByRole("group", { name: "Total emissions" })).toHaveCount(0);
  await expectAxeClean(page);
  await page.screenshot({ path: "test-results/console-empty-workspace-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeClean(page);
  await page.screenshot({ path: "test-results/console-empty-workspace-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Every view opens in the empty workspace, none falling over: a new account's console starts here.
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const nav = page.getByRole("navigation", { name: "Console views" });
  for (const view of await nav.getByRole("link").allTextContents()) {
    await nav.getByRole("link", { name: view, exact: true }).click();
    await expect(nav.getByRole("link", { name: view, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await nav.getByRole("link", { name: "Overview", exact: true }).click();
  await steps.getByRole("link", { name: "Import a year" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data" })).toBeVisible();
  // The company's own workspace offers no reset to the demo data.
  await expect(page.getByRole("button", { name: "Reset to the demo data" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Overview" }).click();
  await expect(steps).toBeVisible();

  // Explore the demo from the header, with the keyboard: the demo workspace is made and shown.
  const explore = page.getByRole("button", { name: "Explore the demo" });
  await explore.focus();
  const [opened] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/auth/workspaces/demo"),
    page.keyboard.press("Enter"),
  ]);
  expect(opened.status()).toBe(201);
  const demo = ((await opened.json()) as { tenantId: string }).tenantId;
  await expect(workspace).toHaveValue(demo);
  await expect(workspace.locator("option:checked")).toHaveText(`${DEMO_COMPANY} (demo)`);
  // The button is gone (the select lists the demo now) and the select has its focus.
  await expect(explore).toHaveCount(0);
  await expect(workspace).toBeFocused();

  // The overview shows the demo company's figures, as /v1 answers them for the demo workspace.
  const token = await consoleToken(page, demo);
  expect(token.tenantId).toBe(demo);
  const years = yearComparison(new Date());
  const kpis = await page.request.get(
    `/v1/emission-analytics/kpis?${new URLSearchParams(
      Object.entries(overviewQuery(years.current, years.previous)).filter((e): e is [string, string] => !!e[1]),
    )}`,
    { headers: { authorization: `Bearer ${token.accessToken}` } },
  );
  expect(kpis.status()).toBe(200);
  const now = (await kpis.json()) as { totals: { co2e: number } };
  expect(now.totals.co2e).toBeGreaterThan(0);
  const total = page.getByRole("group", { name: "Total emissions", exact: true });
  await expect(total).toContainText(tonnes(now.totals.co2e));
  await expect(steps).toHaveCount(0);
  await expectAxeClean(page);
  await page.screenshot({ path: "test-results/console-demo-workspace-1280.png" });

  // The choice lasts for the tab: a reload stays in the demo; the report names the demo company.
  await page.reload();
  await expect(workspace).toHaveValue(demo);
  await expect(total).toContainText(tonnes(now.totals.co2e));
  await page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Report" }).click();
  await expect(page.getByRole("article").getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Overview" }).click();

  // Switch back: the company's workspace is still empty, its data loaded afresh.
  await workspace.selectOption(own);
  await expect(workspace.locator("option:checked")).toHaveText("Rao Steel (your company)");
  await expect(steps).toBeVisible();
  await expect(total).toHaveCount(0);
});

test("when the workspaces cannot be listed, the console says why and tries again", async ({ page, request }) => {
  const email = await accountFor(request, "console-workspaces-down");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  // The server answering 503 with its problem document, as it does while the database is away.
  await page.route("**/auth/workspaces", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/problem+json",
      body: JSON.stringify({
        type: "/problems/service-unavailable",
        title: "Service Unavailable",
        status: 503,
        detail: "The database is not answering; try again in a moment.",
        request_id: "req-workspaces-down",
      }),
    }),
  );
  await page.goto("/console");
  const problem = page.getByRole("alert").filter({ hasText: "Your workspaces could not be loaded" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("The database is not answering; try again in a moment.");
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toHaveCount(0);
  await page.unroute("**/auth/workspaces");
  await problem.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Your workspaces could not be loaded" })).toHaveCount(0);
});
