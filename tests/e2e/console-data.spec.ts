import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { accountFor, DEMO_COMPANY, signIn, verifiedPerson } from "./account-fixtures";
import { axeViolations } from "./axe";

type Kpis = { totals: { co2e: number } };

/** The overview's current-year KPIs answer, as the console receives it. */
async function overviewTotal(page: Page): Promise<number> {
  const answers: Kpis[] = [];
  const listen = (res: import("@playwright/test").Response) => {
    if (res.url().includes("/v1/emission-analytics/kpis") && res.url().includes("baseline.from"))
      // An answer to the page before this navigation (the demo just opened) has no body left: only this page's count.
      res.json().then(
        (b: Kpis) => answers.push(b),
        () => undefined,
      );
  };
  page.on("response", listen);
  await page.goto("/console");
  await expect(page.getByRole("group", { name: "Total emissions" })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  page.off("response", listen);
  return answers[0]!.totals.co2e;
}

const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

test("upload a CSV: the dry run names two bad rows, the fixed file is stored, the overview moves by its CO2e", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await verifiedPerson(page, request, "console-data", { demo: true });
  const before = await overviewTotal(page);

  await page.getByRole("link", { name: "Data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the CSV template" }).click(),
  ]);
  const template = (await readFile((await download.path())!, "utf8")).split("\r\n");
  expect(template[0]).toBe(
    "facility_id,activity,quantity,unit,period_start,period_end,source_id,meter_id,supplier_id,scope3_category,factor_id,estimated",
  );
  const [diesel, power] = [template[1]!, template[2]!];
  expect(diesel).toMatch(/^[0-9A-Z]{26},diesel,1000,L,/);

  const bad = [template[0], diesel, power.replace(",kWh,", ",L,"), power, diesel.replace(",1000,", ",lots,")].join(
    "\n",
  );
  await page.getByLabel("Activity records (CSV or XLSX)").setInputFiles(file("october.csv", bad));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("october.csv: 4 rows, 2 ready, 2 with problems.", { exact: false })).toBeVisible();
  const problems = page.getByRole("table", { name: "Problems in october.csv" });
  await expect(problems.getByRole("row")).toHaveCount(3);
  await expect(problems.getByRole("row", { name: /Row 3 unit/ })).toContainText("L does not measure grid_electricity");
  await expect(problems.getByRole("row", { name: /Row 5 quantity/ })).toBeVisible();
  await expect(page.getByText("Nothing was stored.")).toBeVisible();

  const fixed = [
    template[0],
    diesel,
    power,
    power.replace(",10000,", ",12500,"),
    diesel.replace(",1000,", ",250,"),
  ].join("\n");
  await page.getByLabel("Activity records (CSV or XLSX)").setInputFiles(file("october-fixed.csv", fixed));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("october-fixed.csv: 4 rows, 4 ready, 0 with problems.", { exact: false })).toBeVisible();
  const [stored] = await Promise.all([
    page.waitForResponse(
      (r) =>
        /\/v1\/activity-records\?/.test(r.url()) && !r.url().includes("dry_run") && r.request().method() === "POST",
    ),
    page.getByRole("button", { name: "Store 4 records" }).click(),
  ]);
  expect(stored.status()).toBe(201);
  const uploaded = ((await stored.json()) as { summary: { co2e_kg: number } }).summary.co2e_kg;
  await expect(page.getByText(/^Stored 4 records: /)).toBeVisible();
  const uploads = page.getByRole("table", { name: "Uploads, newest first" });
  await expect(uploads.getByRole("row", { name: /october-fixed\.csv CSV file The console 4 / })).toBeVisible();
  await expect(uploads.getByRole("row", { name: /Demo data/ })).toBeVisible();

  const after = await overviewTotal(page);
  // The KPIs answer in kg rounded to the gram.
  expect(after - before).toBeCloseTo(uploaded, 2);
});

test("the MACC draws three measures in cost order, with totals, and exports its numbers as CSV and XLSX", async ({
  page,
  request,
}) => {
  await verifiedPerson(page, request, "console-macc");
  await page.goto("/console/abatement");
  await page.getByRole("button", { name: "Start from three example measures" }).click();
  await expect(page.getByRole("group", { name: "Measure 3" })).toBeVisible();
  // The third measure becomes the cheapest per tonne.
  await page
    .getByRole("group", { name: "Measure 3" })
    .getByLabel(/Yearly operating cost change/)
    .fill("-3000000");
  await page.getByRole("button", { name: "Draw the curve" }).click();

  const table = page.getByRole("table", { name: "Abatement measures in cost order" });
  await expect(table.locator("tbody tr")).toHaveCount(3);
  const names = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(names).toEqual(["Boiler fuel switch to biomass", "LED retrofit", "Rooftop solar 500 kWp"]);
  const costs = (await table.locator("tbody tr td:nth-child(3)").allTextContents()).map((c) =>
    Number(c.replace(/,/g, "").replace("−", "-")),
  );
  expect([...costs].sort((a, b) => a - b)).toEqual(costs);
  await expect(table.locator("tfoot")).toContainText("3 measures");
  await expect(page.getByRole("img", { name: /Marginal abatement cost curve\. 3 measures abate/ })).toBeVisible();
  // The bars run left to right in rank order, each as wide as its abatement.
  const bars = page.locator("svg g[data-rank] rect");
  const xs = await bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute("x"))));
  expect(xs).toEqual([...xs].sort((a, b) => a - b));

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV: Abatement measures in cost order" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("abatement-measures-in-cost-order.csv");
  const csvRows = (await readFile((await csv.path())!, "utf8")).split("\r\n");
  expect(csvRows[0]).toBe(
    "Rank,Measure,Cost per tonne (INR),Abatement (t CO2e a year),Cumulative (t CO2e a year),Yearly cost (INR)",
  );
  expect(csvRows.slice(1, 4).map((r) => r.split(",")[1])).toEqual(names);
  expect(Number(csvRows[1]!.split(",")[2])).toBeCloseTo(costs[0]!, 0);

  const [xlsx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export XLSX: Abatement measures in cost order" }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe("abatement-measures-in-cost-order.xlsx");
  const [sheet] = await readXlsxFile(await readFile((await xlsx.path())!));
  expect(sheet!.data[0]).toEqual(csvRows[0]!.split(","));
  expect(sheet!.data.slice(1, 4).map((r) => r[1])).toEqual(names);
  expect(sheet!.data[1]![2]).toBeCloseTo(costs[0]!, 0);

  // The measures go out and come back as CSV.
  const [measures] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export measures (CSV)" }).click(),
  ]);
  const measuresCsv = await readFile((await measures.path())!, "utf8");
  expect(measuresCsv.split("\r\n")[0]).toBe("label,capex_inr,opex_delta_inr,lifetime_years,annual_abatement_tco2e");
  await page.getByRole("button", { name: "Remove measure 1" }).click();
  await expect(page.getByRole("group", { name: "Measure 3" })).toHaveCount(0);
  await page.getByLabel("Import measures (CSV)").setInputFiles(file("measures.csv", measuresCsv));
  await expect(page.getByText("Imported 3 measures from measures.csv.")).toBeVisible();
});

test("an API key: read-only by default, its secret shown once, a write refused, and refused once revoked", async ({
  page,
  request,
}) => {
  await verifiedPerson(page, request, "console-keys");
  await page.goto("/console/api-keys");
  const base = new URL(page.url()).origin;
  // What a token request names, before any key is made.
  await expect(page.getByTestId("token-audience")).toHaveText(`${base}/v1`);

  // The read-only scopes start ticked; the ones that change data or manage the workspace do not.
  const scope = (code: string) => page.getByRole("checkbox", { name: new RegExp(`${code}$`) });
  for (const code of ["read:activity", "read:reports", "read:analytics", "plan:decarb", "read:audit"]) {
    await expect(scope(code)).toBeChecked();
  }
  for (const code of ["write:activity", "calc:emissions", "admin:tenant"]) await expect(scope(code)).not.toBeChecked();
  const admin = page.getByRole("group", { name: "Administration" });
  await expect(admin).toContainText("A key holds them only when you tick them.");
  await expect(admin.getByRole("checkbox", { name: /admin:tenant$/ })).toHaveAccessibleDescription(
    /administers the workspace/,
  );

  await page.getByRole("textbox", { name: "Key name" }).fill("ERP export");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: "Key “ERP export” created" })).toBeVisible();
  const secret = (await page.getByTestId("new-secret").textContent())!;
  const clientId = (await page.locator("dt:has-text('Client id') + dd").textContent())!.trim();
  await expect(page.getByRole("button", { name: "Copy secret" })).toBeVisible();
  const readOnly = "read:activity read:reports read:analytics plan:decarb read:audit";
  await expect(page.locator("dt:has-text('Scopes') + dd code")).toHaveText(readOnly.split(" "));
  // The audience the new key's panel shows, the API's own, is the one a token request must name.
  const audience = (await page.getByTestId("new-audience").textContent())!;
  expect(audience).toBe(`${base}/v1`);
  await expect(page.getByTestId("token-audience")).toHaveText(audience);

  const tokenAnswer = await request.post("/v1/auth/token", {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret, audience },
  });
  expect(tokenAnswer.status()).toBe(200);
  const { access_token: token, scope: granted } = (await tokenAnswer.json()) as { access_token: string; scope: string };
  expect(granted).toBe(readOnly);
  const bearer = { authorization: `Bearer ${token}` };
  const me = await request.get("/v1/tenants/me", { headers: bearer });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { token: { client_id: string } }).token.client_id).toBe(clientId);
  expect((await request.get("/v1/facilities", { headers: bearer })).status()).toBe(200);
  const write = await request.post("/v1/orgs", {
    headers: bearer,
    data: { name: "Rao Steel Pvt Ltd", country: "IN", industry: "manufacturing" },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { type: string }).type).toBe("/problems/insufficient-scope");

  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(page.getByTestId("new-secret")).toHaveCount(0);
  const keys = page.getByRole("table", { name: "Your API keys" });
  await expect(keys.getByRole("row", { name: /ERP export/ })).toContainText("Read only");
  await expect(keys.getByRole("row", { name: /ERP export/ })).toContainText(readOnly);
  // On a phone the list scrolls sideways in its own box, never the page.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A key given a write scope writes.
  await page.getByRole("textbox", { name: "Key name" }).fill("Meter gateway");
  await scope("write:activity").check();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: "Key “Meter gateway” created" })).toBeVisible();
  const writer = {
    id: (await page.locator("dt:has-text('Client id') + dd").textContent())!.trim(),
    secret: (await page.getByTestId("new-secret").textContent())!,
  };
  const writerToken = await request.post("/v1/auth/token", {
    form: { grant_type: "client_credentials", client_id: writer.id, client_secret: writer.secret, audience },
  });
  const written = await request.post("/v1/orgs", {
    headers: { authorization: `Bearer ${((await writerToken.json()) as { access_token: string }).access_token}` },
    data: { name: "Rao Steel Pvt Ltd", country: "IN", industry: "manufacturing" },
  });
  expect(written.status()).toBe(201);
  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(keys.getByRole("row", { name: /Meter gateway/ })).toContainText("Reads and changes data");

  page.once("dialog", (d) => d.accept());
  await keys.getByRole("button", { name: "Revoke ERP export" }).click();
  await expect(keys.getByRole("row", { name: /ERP export/ })).toHaveCount(0);

  const refused = await request.get("/v1/tenants/me", { headers: bearer });
  expect(refused.status()).toBe(401);
  const again = await request.post("/v1/auth/token", {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret, audience },
  });
  expect(again.status()).toBe(401);
});

test("an unverified account is told why it cannot create keys", async ({ page, request }) => {
  const email = await accountFor(request, "console-unverified");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await page.goto("/console/api-keys");
  await expect(page.getByText("Confirm your email address to manage API keys")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
});

test("the Data, Abatement and API keys views are axe clean at 390 and 1280 px", async ({ page, request }) => {
  test.setTimeout(90_000);
  await verifiedPerson(page, request, "console-axe", { demo: true });
  await page.goto("/console/abatement");
  await page.getByRole("button", { name: "Start from three example measures" }).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [view, ready] of [
      ["data", "Uploads, newest first"],
      ["abatement", "Abatement measures in cost order"],
      ["api-keys", "No API keys yet"],
      ["report", /^Emissions by scope/],
    ] as const) {
      await page.goto(`/console/${view}`);
      if (view === "abatement") await page.getByRole("button", { name: "Draw the curve" }).click();
      await expect(
        view === "api-keys" ? page.getByText(ready) : page.getByRole("table", { name: ready }),
      ).toBeVisible();
      const violations = await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21aa"] });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
      // Nothing but the tables' own boxes scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/console-${view}-${width}.png`, fullPage: true });
    }
  }
});

test("the printable report shows the workspace's overview figures and company, and exports them", async ({
  page,
  request,
}) => {
  await verifiedPerson(page, request, "console-report", { demo: true });
  const total = await overviewTotal(page);
  const shown = await page.getByRole("group", { name: "Total emissions" }).locator("p").first().textContent();
  await page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emissions report" })).toBeVisible();
  // The demo workspace's report names the demo company, never the person's own.
  await expect(page.getByRole("article").getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
  await expect(page.getByRole("article").getByText("Rao Steel")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  const table = page.getByRole("table", { name: /^Emissions by scope/ });
  await expect(table.locator("tfoot")).toContainText(shown!.replace(" t CO2e", ""));
  // Each figure says the GWP set its CO2e is on: the demo's records are all calculated gas by gas, on AR6.
  await expect(table.getByRole("columnheader", { name: "GWP basis" })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Scope 1 / })).toContainText("AR6");
  const facilities = page.getByRole("table", { name: /^Emissions by facility/ });
  await expect(facilities.getByRole("columnheader", { name: "GWP basis" })).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /^Export CSV: Emissions by scope/ }).click(),
  ]);
  const rows = (await readFile((await csv.path())!, "utf8")).split("\r\n").map((r) => r.split(","));
  expect(rows[0]).toEqual(["Scope", "tCO2e", "Share", "GWP basis"]);
  const scopes = rows.slice(1, 4).reduce((sum, r) => sum + Number(r[1]), 0);
  expect(scopes * 1000).toBeCloseTo(total, 1);
});

test("the XLSX template lists every activity with its units, the units and facilities, and checks as it comes", async ({
  page,
  request,
}) => {
  await verifiedPerson(page, request, "console-xlsx", { demo: true });
  await page.goto("/console/data");
  const pages: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/v1/activities") pages.push(r.url());
  });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the XLSX template" }).click(),
  ]);
  // The whole list, a page of 1,000 at a time.
  expect(pages.length).toBe(3);
  const bytes = await readFile((await download.path())!);
  const sheets = await readXlsxFile(bytes);
  expect(sheets.map((s) => s.sheet)).toEqual(["Records", "Activities", "Units", "Facilities"]);
  const sheet = (name: string) => sheets.find((s) => s.sheet === name)!.data;
  const [header, ...activities] = sheet("Activities");
  expect(header).toEqual(["activity", "name", "scope", "scope3_category", "units"]);
  expect(activities.length).toBeGreaterThan(2000);
  expect(activities[0]).toEqual(["diesel", expect.stringContaining("Diesel"), 1, null, expect.stringContaining("L, ")]);
  expect(activities.find((r) => r[0] === "grid_electricity")).toEqual([
    "grid_electricity",
    "Purchased grid electricity",
    2,
    null,
    "kWh, MWh, GJ, TJ",
  ]);
  const flight = activities.find(
    (r) => r[0] === "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
  );
  expect(flight?.slice(2)).toEqual([3, 6, "passenger-km, passenger-mile"]);
  expect(activities.find((r) => r[0] === "hotel_stay.india")).toEqual([
    "hotel_stay.india",
    "Hotel stay > India",
    3,
    6,
    "room-night",
  ]);
  expect(sheet("Units").flat()).toContain("kWh");
  expect(sheet("Facilities").map((r) => r[1])).toContain("Pune Assembly Plant");

  await page.getByLabel("Activity records (CSV or XLSX)").setInputFiles({
    name: "template.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: bytes,
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("template.xlsx: 2 rows, 2 ready, 0 with problems.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Store 2 records" })).toBeVisible();
});

test("the Data view finds an activity's key and units by words of its name, long keys wrapping at 390 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await verifiedPerson(page, request, "console-find-activity");
  await page.goto("/console/data");
  const finder = page.getByRole("search", { name: "Activities" });
  await finder.getByLabel("Find an activity's key").fill("hotel India");
  await finder.getByRole("button", { name: "Find" }).click();
  await expect(finder.getByRole("status")).toHaveText("1 activity matches “hotel India”:");
  await expect(finder.getByRole("listitem")).toHaveText("hotel_stay.indiaHotel stay > India. Units: room-night.");

  await finder.getByLabel("Find an activity's key").fill("flight long haul");
  await finder.getByRole("button", { name: "Find" }).click();
  await expect(finder.getByRole("status")).toHaveText(/^\d+ activities match “flight long haul”; the first 20:$/);
  await expect(finder.getByRole("listitem")).toHaveCount(20);
  await expect(finder.getByRole("listitem").first()).toContainText("passenger-km");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await finder.getByLabel("Find an activity's key").fill("unobtainium");
  await finder.getByRole("button", { name: "Find" }).click();
  await expect(finder.getByRole("status")).toHaveText("No activity matches “unobtainium”.");
  await expect(finder.getByRole("listitem")).toHaveCount(0);
});

test("every view opens from the navigation one after another in one visit, none falling over", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const email = await accountFor(request, "console-walk");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await page.goto("/console");
  const nav = page.getByRole("navigation", { name: "Console views" });
  // Trends and Contribution keep the tenant's facilities for their filters; Data reads the same answer for its template.
  for (const view of ["Trends", "Contribution", "Data", "Breakdown", "API keys", "Overview"]) {
    await nav.getByRole("link", { name: view }).click();
    await expect(nav.getByRole("link", { name: view })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  }
  await nav.getByRole("link", { name: "Data" }).click();
  await expect(page.getByRole("heading", { name: "1. Start from the template" })).toBeVisible();
  expect(errors).toEqual([]);
});
