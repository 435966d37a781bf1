import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const SECTIONS = [
  "Overview",
  "Versioning",
  "Environments",
  "Conventions",
  "Authentication",
  "Headers",
  "Pagination & Filtering",
  "Errors",
  "Resources",
  "Rate Limits & Idempotency",
  "Security & Compliance",
  "SDKs & Examples",
  "Changelog",
  "Support",
];

test.beforeEach(async ({ page }) => withCookieChoice(page));

test("the contents list the spec's fourteen sections in order, each an anchor that scrolls and is marked in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/api");
  await waitForHydration(page);
  const contents = page.getByRole("navigation", { name: "On this page" }).last();
  await expect(contents.getByRole("link")).toHaveText(SECTIONS);
  for (const name of ["Errors", "Rate Limits & Idempotency", "Support"]) {
    await contents.getByRole("link", { name, exact: true }).click();
    const heading = page.getByRole("main").getByRole("heading", { level: 2, name, exact: true });
    await expect(heading).toBeInViewport();
    await expect(contents.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "location");
  }
  expect(new URL(page.url()).hash).toBe("#support");
});

test("a deep link opens at its section; on a phone the contents are a compact list", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/api#pagination-filtering");
  await expect(page.locator("#pagination-filtering-title")).toBeInViewport();
  await page.goto("/api");
  const compact = page.getByRole("navigation", { name: "On this page" }).first();
  await compact.getByText("On this page").click();
  await compact.getByRole("link", { name: "Changelog" }).click();
  await expect(page.locator("#changelog-title")).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the guide and the reference read without JavaScript: every section, the index and each operation are in the prerendered HTML", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/api");
  const main = page.getByRole("main");
  for (const name of SECTIONS) await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Emission Analytics API reference" })).toBeVisible();
  // Without scripts every example shows in all three languages, one under another.
  const token = page.locator("#guide-createAccessToken");
  await expect(token.locator("[data-sample-panel]")).toHaveCount(3);
  for (const panel of await token.locator("[data-sample-panel]").all()) await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: /^Copy/ }).first()).toBeHidden();

  await main.getByRole("link", { name: "GET /v1/emission-analytics/kpis Emission KPIs", exact: false }).first().click();
  await expect(page).toHaveURL(/\/api\/reference\/emission-analytics#op-getEmissionKpis$/);
  await expect(page.getByRole("heading", { level: 1, name: "Emission Analytics API reference" })).toBeVisible();
  const operation = page.locator("#op-getEmissionKpis");
  await expect(operation.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(operation.getByRole("table", { name: "Parameters" })).toBeVisible();
  await expect(operation.locator("[data-sample-panel]")).toHaveCount(3);
  await context.close();
});

test("hydration keeps the prerendered documentation; reached by client-side navigation the pages show the same", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/api/reference/emission-analytics");
  await waitForHydration(page);
  const operation = page.locator("#op-getEmissionKpis");
  await expect(operation.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(operation.getByRole("table", { name: "Parameters" })).toBeVisible();
  await page.goto("/api");
  await waitForHydration(page);
  await expect(page.locator("#overview .apidoc-prose")).toContainText("tenant-scoped REST API");
  expect(errors).toEqual([]);

  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await page.getByRole("contentinfo").getByRole("link", { name: "API Documentation" }).first().click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(page.locator("html[data-same-document]")).toHaveCount(1);
  await expect(page.locator("#overview .apidoc-prose")).toContainText("tenant-scoped REST API");
  await expect(page.locator("#tag-facilities")).toContainText("List facilities");
  await page.locator("#guide-listFacilities").getByRole("tab", { name: "Python" }).click();
  await expect(page.locator("#guide-listFacilities").getByRole("tabpanel")).toContainText("import requests");

  // The index's links are plain links into prerendered pages; back from /api, the reference page renders again.
  await page.getByRole("heading", { level: 3, name: "Facilities API reference" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/api\/reference\/facilities$/);
  await waitForHydration(page);
  const facilities = page.locator("#op-listFacilities");
  // The language chosen on the guide holds on the reference.
  await expect(page.locator("#sample-listFacilities").getByRole("tabpanel")).toContainText("import requests");
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "API Documentation" }).click();
  await expect(page.locator("#overview .apidoc-prose")).toContainText("tenant-scoped REST API");
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/reference\/facilities$/);
  await expect(page.locator("html[data-same-document]")).toHaveCount(1);
  await expect(facilities.getByRole("table", { name: "Parameters" })).toBeVisible();
  await expect(page.locator("#sample-listFacilities").getByRole("tabpanel")).toContainText("import requests");
  expect(errors).toEqual([]);
});

test("the reference pages, reached from /api's index, show every operation of the served document; the served document is the built one", async ({
  page,
  request,
}) => {
  const served = await (await request.get("/v1/openapi.json")).text();
  const built = path.resolve(process.env.BUILD_DIR ?? "build", "openapi.json");
  expect(served).toBe(fs.readFileSync(built, "utf8"));
  const doc = JSON.parse(served) as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  expect(ids.length).toBeGreaterThan(40);
  await page.goto("/api");
  await expect(page.getByRole("link", { name: "Download OpenAPI (JSON)" }).first()).toHaveAttribute(
    "href",
    "/v1/openapi.json",
  );
  const pages = await page
    .locator("#resources h3 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(pages.length).toBeGreaterThan(10);
  const anchors: string[] = [];
  for (const href of pages) {
    await page.goto(href);
    await expect(
      page
        .getByRole("navigation", { name: "API reference" })
        .getByRole("link", { name: /./ })
        .and(page.locator("[aria-current=page]")),
    ).toHaveCount(1);
    anchors.push(
      ...(await page.locator('[id^="op-"]:not([id$="-title"])').evaluateAll((els) => els.map((e) => e.id.slice(3)))),
    );
  }
  expect(anchors.sort()).toEqual([...ids].sort());
});

test("an old link to an operation on /api goes on to its reference page; an unknown group is not found", async ({
  page,
}) => {
  await page.goto("/api#op-listFacilitiesForTenant");
  await expect(page).toHaveURL(/\/api\/reference\/facilities#op-listFacilitiesForTenant$/);
  await expect(page.locator("#op-listFacilitiesForTenant")).toBeInViewport();
  // A fragment that is not valid percent-encoding is left alone.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/api#op-%E0%A4%A");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/api#op-%E0%A4%A$/);
  expect(errors).toEqual([]);
  await page.goto("/api#tag-emission-factors");
  await expect(page.getByRole("heading", { level: 3, name: "Emission Factors API reference" })).toBeInViewport();
  const res = await page.goto("/api/reference/no-such-group");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Copy confirms with Copied, announced, and the confirmation goes after 2 s", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/api#errors");
  await waitForHydration(page);
  const block = page.locator("#errors figure").first();
  const copy = block.getByRole("button", { name: /^Copy/ });
  await copy.click();
  await expect(copy).toHaveText("Copied");
  await expect(copy.locator("[aria-live=polite]")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"type": "/problems/validation-failed"');
  const copiedAt = Date.now();
  await expect(copy).toHaveText("Copy", { timeout: 4000 });
  expect(Date.now() - copiedAt).toBeGreaterThan(1500);
});

test("the chosen language applies to every example and is remembered after a reload", async ({ page }) => {
  await page.goto("/api#sdks-examples");
  await waitForHydration(page);
  const examples = page.locator("#sdks-examples [data-samples]");
  const first = examples.first();
  await expect(first.getByRole("tabpanel")).toHaveCount(1);
  await expect(first.getByRole("tabpanel")).toContainText("curl ");
  await first.getByRole("tab", { name: "Python" }).click();
  await expect(first.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
  await expect(first.getByRole("tabpanel")).toContainText("import requests");
  await expect(examples.nth(1).getByRole("tabpanel")).toContainText("import requests");
  await first.getByRole("tab", { name: "Python" }).press("ArrowLeft");
  await expect(first.getByRole("tab", { name: "JavaScript" })).toBeFocused();
  await expect(first.getByRole("tabpanel")).toContainText("await fetch(");

  await page.reload();
  await waitForHydration(page);
  await expect(examples.first().getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true");
  await expect(examples.first().getByRole("tabpanel")).toContainText("await fetch(");
});

test("Try it with the demo token lists the demo tenant's facilities, with the request id and remaining rate", async ({
  page,
}) => {
  await page.goto("/api/reference/facilities#op-listFacilities");
  await waitForHydration(page);
  const operation = page.locator("#op-listFacilities");
  const scriptsBefore = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  await operation.getByRole("button", { name: "Try it" }).click();
  const consoleForm = operation.getByRole("form", { name: "Try GET /v1/facilities" });
  await expect(consoleForm).toBeVisible();
  await expect(consoleForm.getByLabel("Access token")).toBeFocused();
  const scriptsAfter = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(scriptsAfter.filter((s) => !scriptsBefore.includes(s)).some((s) => /try-it-console/.test(s))).toBe(true);
  await consoleForm.getByRole("button", { name: "Send request" }).click();
  await expect(consoleForm.getByRole("status")).toContainText("200");
  await expect(consoleForm.getByText("X-Request-ID")).toBeVisible();
  await expect(consoleForm.getByText("X-RateLimit-Remaining")).toBeVisible();
  await expect(consoleForm.locator("figure", { hasText: "Response body" }).locator("pre")).toContainText(
    "Pune Assembly Plant",
  );
  await expect(consoleForm.getByRole("status")).toContainText("a new token of the public demo client");
  expect(await axeViolations(page, { include: "#op-listFacilities" })).toEqual([]);
});

test("a visitor who created a sandbox tenant here sees their own client id in the examples", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("api-sandbox-client-id", "sbx-01testclient"));
  for (const [url, sample] of [
    ["/api#overview", "#guide-createAccessToken"],
    ["/api/reference/authentication", "#sample-createAccessToken"],
  ] as const) {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: "sbx-01testclient" })).toBeVisible();
    await expect(page.locator(`${sample} [data-sample-panel=curl]`)).toContainText("sbx-01testclient");
    await expect(page.locator(`${sample} [data-sample-panel=curl]`)).not.toContainText("demo-client");
  }
});

test("Try it on the token call gets a token, which the other consoles then use, on other pages too", async ({
  page,
}) => {
  await page.goto("/api/reference/authentication#op-createAccessToken");
  await waitForHydration(page);
  const tokenOperation = page.locator("#op-createAccessToken");
  await tokenOperation.getByRole("button", { name: "Try it" }).click();
  const tokenConsole = tokenOperation.getByRole("form", { name: "Try POST /v1/auth/token" });
  await expect(tokenConsole.getByLabel("client_id")).toHaveValue("demo-client");
  await tokenConsole.getByRole("button", { name: "Send request" }).click();
  await expect(tokenConsole.getByRole("status")).toContainText("200");
  await expect(tokenConsole.locator("pre")).toContainText('"token_type": "Bearer"');

  // The token is kept for the visit: the console of another reference page uses it.
  await page.goto("/api/reference/tenants#op-getCurrentTenant");
  await waitForHydration(page);
  const tenant = page.locator("#op-getCurrentTenant");
  await tenant.getByRole("button", { name: "Try it" }).click();
  const tenantConsole = tenant.getByRole("form", { name: "Try GET /v1/tenants/me" });
  await expect(tenantConsole.getByLabel("Access token")).not.toHaveValue("");
  await tenantConsole.getByRole("button", { name: "Send request" }).click();
  await expect(tenantConsole.getByRole("status")).toContainText("200 GET /v1/tenants/me");
  await expect(tenantConsole.locator("pre")).toContainText('"environment": "sandbox"');
});

test("Contact Support in the Support section opens the support dialog", async ({ page }) => {
  await page.goto("/api#support");
  await waitForHydration(page);
  await page.locator("#support").getByRole("button", { name: "Contact Support" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
