import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { accountFor, openDemo, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

async function signedIn(page: Page, request: APIRequestContext, tag: string) {
  const email = await accountFor(request, tag);
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

/** The view's axe check at a phone's width and a desktop's, with nothing scrolling sideways but the tables. */
async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }
}

const announced = (page: Page, words: string) => page.getByRole("status").filter({ hasText: words });
const facilityRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Your facilities" }).getByRole("row").filter({ hasText: name });

test("the company's own workspace: facilities added, listed, edited, deactivated and deleted; a facility's sources and meters", async ({
  page,
  request,
}) => {
  // A sign-in, a dozen writes and two axe checks at two widths: longer than one page's test.
  test.setTimeout(120_000);
  await signedIn(page, request, "console-facilities");

  // The empty workspace's first step leads here.
  await page.goto("/console");
  await page
    .getByRole("region", { name: "Your company's workspace is empty" })
    .getByRole("link", { name: "Add facilities" })
    .click();
  await expect(page).toHaveURL("/console/facilities");
  await expect(page.getByRole("heading", { level: 1, name: "Facilities" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Facilities" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Your facilities" })).toHaveCount(0);

  // Sent empty, the form shows the API's refusals beside the fields, and the first refused field has the focus.
  const addButton = page.getByRole("button", { name: "Add a facility" });
  await addButton.click();
  const add = page.getByRole("form", { name: "Add a facility" });
  await expect(add.getByRole("textbox", { name: "Name" })).toBeFocused();
  await add.getByRole("button", { name: "Add facility" }).click();
  await expect(add.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Enter the facility's name.");
  await expect(add.getByRole("textbox", { name: "Name" })).toBeFocused();
  await expect(add.getByRole("textbox", { name: "Country" })).toHaveAccessibleDescription(
    /^Enter the country's two-letter code, e\.g\. IN\./,
  );
  await expect(add.getByRole("textbox", { name: "Latitude" })).toHaveAccessibleDescription(
    /^Enter the latitude as a number/,
  );
  await expect(add.getByRole("alert")).toContainText("answers need a change");

  // The first facility, with a code.
  await add.getByRole("textbox", { name: "Name" }).fill("Pune Plant");
  await add.getByRole("textbox", { name: "Code" }).fill("PNQ-01");
  await add.getByRole("textbox", { name: "Country" }).fill("in");
  await expect(add.getByRole("textbox", { name: "Country" })).toHaveValue("IN");
  await add.getByRole("textbox", { name: "State or region" }).fill("Maharashtra");
  await add.getByRole("textbox", { name: "Latitude" }).fill("118.52");
  await add.getByRole("textbox", { name: "Longitude" }).fill("73.8567");
  await add.getByRole("combobox", { name: "Industry" }).selectOption({ label: "Manufacturing" });
  await add.getByRole("button", { name: "Add facility" }).click();
  await expect(add.getByRole("textbox", { name: "Latitude" })).toHaveAccessibleDescription(
    /^The latitude runs from -90 \(south\) to 90 \(north\)\./,
  );
  await add.getByRole("textbox", { name: "Latitude" }).fill("18.5204");
  await add.getByRole("button", { name: "Add facility" }).click();
  await expect(announced(page, "Pune Plant added.")).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(addButton).toBeFocused();
  await expect(facilityRow(page, "Pune Plant").getByRole("cell")).toHaveText([
    "PNQ-01",
    "India, Maharashtra",
    "Manufacturing",
    "Active",
    /Sources and meters/,
  ]);

  // The second: a code another facility has, in any case, is refused by name.
  await addButton.click();
  await add.getByRole("textbox", { name: "Name" }).fill("Chennai Office");
  await add.getByRole("textbox", { name: "Code" }).fill("pnq-01");
  await add.getByRole("textbox", { name: "Country" }).fill("IN");
  await add.getByRole("textbox", { name: "Latitude" }).fill("13.0827");
  await add.getByRole("textbox", { name: "Longitude" }).fill("80.2707");
  await add.getByRole("button", { name: "Add facility" }).click();
  await expect(add.getByRole("textbox", { name: "Code" })).toHaveAccessibleDescription(
    /^Pune Plant already has this code\./,
  );
  await add.getByRole("textbox", { name: "Code" }).fill("");
  await add.getByRole("button", { name: "Add facility" }).click();
  await expect(announced(page, "Chennai Office added.")).toBeVisible();
  await expect(facilityRow(page, "Chennai Office").getByRole("cell").first()).toHaveText("None");

  // Edit one's name: the focus returns to its Edit button.
  await page.getByRole("button", { name: "Edit Chennai Office" }).click();
  const edit = page.getByRole("form", { name: "Edit Chennai Office" });
  await expect(edit.getByRole("textbox", { name: "Name" })).toHaveValue("Chennai Office");
  await edit.getByRole("textbox", { name: "Name" }).fill("Chennai Works");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(announced(page, "Chennai Works saved.")).toBeVisible();
  await expect(facilityRow(page, "Chennai Works")).toHaveCount(1);
  await expect(facilityRow(page, "Chennai Office")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Chennai Works" })).toBeFocused();

  // A source and a meter at Pune Plant.
  await page.getByRole("button", { name: "Sources and meters of Pune Plant" }).click();
  const parts = page.getByRole("region", { name: "Sources and meters of Pune Plant" });
  await expect(parts.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/[?&]facility=/);
  await parts.getByRole("button", { name: "Add a source" }).click();
  const addSource = parts.getByRole("form", { name: "Add a source at Pune Plant" });
  await addSource.getByRole("combobox", { name: "Type" }).selectOption({ label: "Purchased electricity" });
  await addSource.getByRole("textbox", { name: "Description" }).fill("Grid connection");
  await addSource.getByRole("combobox", { name: "Unit" }).selectOption("kWh");
  await addSource.getByRole("button", { name: "Add source" }).click();
  await expect(announced(page, "Grid connection added.")).toBeVisible();
  await expect(
    parts.getByRole("table", { name: "Sources of Pune Plant" }).getByRole("row").filter({ hasText: "Grid connection" }),
  ).toContainText("Purchased electricity");

  await parts.getByRole("button", { name: "Add a meter" }).click();
  const addMeter = parts.getByRole("form", { name: "Add a meter" });
  // The facility's one source is chosen already, and only units that measure what it measures are offered.
  await expect(addMeter.getByRole("combobox", { name: "Source" })).toHaveValue(/.+/);
  await expect(
    addMeter.getByRole("combobox", { name: "Unit" }).getByRole("option", { name: "L (litres)" }),
  ).toHaveCount(0);
  await addMeter.getByRole("textbox", { name: "Serial number" }).fill("EM-1001");
  await addMeter.getByRole("combobox", { name: "Unit" }).selectOption("MWh");
  await addMeter.getByRole("textbox", { name: "Make" }).fill("Schneider Electric");
  await addMeter.getByRole("button", { name: "Add meter" }).click();
  await expect(announced(page, "Meter EM-1001 added.")).toBeVisible();
  await expect(
    parts.getByRole("table", { name: "Meters of Pune Plant" }).getByRole("row").filter({ hasText: "EM-1001" }),
  ).toContainText("Grid connection");

  // A second source, on-site solar: the table says where each source's energy comes from.
  const sourceRow = (name: string) =>
    parts.getByRole("table", { name: "Sources of Pune Plant" }).getByRole("row").filter({ hasText: name });
  await expect(sourceRow("Grid connection")).toContainText("Non-renewable");
  await parts.getByRole("button", { name: "Add a source" }).click();
  await expect(addSource.getByRole("combobox", { name: "Energy origin" })).toHaveValue("non_renewable");
  await expect(addSource.getByRole("combobox", { name: "Energy origin" })).toHaveAccessibleDescription(
    /BRSR Core energy table.*does not change emissions/,
  );
  await addSource.getByRole("combobox", { name: "Type" }).selectOption({ label: "Purchased electricity" });
  await addSource.getByRole("textbox", { name: "Description" }).fill("Rooftop solar");
  await addSource.getByRole("combobox", { name: "Unit" }).selectOption("kWh");
  await addSource.getByRole("combobox", { name: "Energy origin" }).selectOption({ label: "On-site solar" });
  await addSource.getByRole("button", { name: "Add source" }).click();
  await expect(announced(page, "Rooftop solar added.")).toBeVisible();
  await expect(sourceRow("Rooftop solar").getByRole("cell").nth(2)).toHaveText("On-site solar");

  // Edited, the grid connection's energy becomes a green tariff.
  await parts.getByRole("button", { name: "Edit Grid connection" }).click();
  const editSource = parts.getByRole("form", { name: "Edit Grid connection" });
  await expect(editSource.getByRole("combobox", { name: "Energy origin" })).toHaveValue("non_renewable");
  await editSource
    .getByRole("combobox", { name: "Energy origin" })
    .selectOption({ label: "Green tariff or green open access" });
  await editSource.getByRole("button", { name: "Save changes" }).click();
  await expect(announced(page, "Grid connection saved.")).toBeVisible();
  await expect(sourceRow("Grid connection").getByRole("cell").nth(2)).toHaveText("Green tariff or green open access");

  // The view with a form open, the lists and a facility's parts: axe clean at both widths.
  await parts.getByRole("button", { name: "Edit Grid connection" }).click();
  await expect(parts.getByRole("form", { name: "Edit Grid connection" })).toBeVisible();
  await expectAxeCleanAtBothWidths(page);
  await parts.getByRole("form", { name: "Edit Grid connection" }).getByRole("button", { name: "Cancel" }).click();
  await expect(parts.getByRole("button", { name: "Edit Grid connection" })).toBeFocused();

  // Deactivate Pune Plant: it leaves the default list (and its parts with it), and shows with "Show deactivated".
  await page.getByRole("button", { name: "Deactivate Pune Plant" }).click();
  await expect(announced(page, "Pune Plant deactivated.")).toBeVisible();
  await expect(facilityRow(page, "Pune Plant")).toHaveCount(0);
  await expect(parts).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Show deactivated" }).check();
  await expect(page).toHaveURL(/[?&]status=all/);
  await expect(facilityRow(page, "Pune Plant").getByRole("cell").nth(3)).toHaveText("Deactivated");
  await expect(page.getByRole("button", { name: "Reactivate Pune Plant" })).toBeVisible();

  // Delete Chennai Works: no records name it, so it goes.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Delete Chennai Works" }).click();
  await expect(announced(page, "Chennai Works deleted.")).toBeVisible();
  await expect(facilityRow(page, "Chennai Works")).toHaveCount(0);
  await expect(facilityRow(page, "Pune Plant")).toHaveCount(1);

  // The default list holds none now, and says where the deactivated one is.
  await page.getByRole("checkbox", { name: "Show deactivated" }).uncheck();
  await expect(page.getByRole("table", { name: "Your facilities" })).toHaveCount(0);
});

test("the demo workspace: deleting a facility with records is refused with the API's reason, and Deactivate is offered", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "console-facilities-demo");
  await openDemo(page);
  await page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: "Facilities" }).click();
  const plant = "Pune Assembly Plant";
  await expect(facilityRow(page, plant)).toHaveCount(1);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `Delete ${plant}` }).click();
  const refusal = page.getByRole("alert").filter({ hasText: `${plant} was not deleted` });
  await expect(refusal).toBeVisible();
  // The API's reason, in its words: how many records name the facility, and what to do instead.
  await expect(refusal).toContainText(new RegExp(`${plant} has [\\d,]+ activity records`));
  await expect(refusal).toContainText("deactivate it instead to keep its history");
  await expect(refusal).not.toContainText("PATCH");
  await expect(facilityRow(page, plant)).toHaveCount(1);
  await expectAxeCleanAtBothWidths(page);

  // Deactivate, as offered: the history stays; reactivated from the deactivated list.
  await refusal.getByRole("button", { name: `Deactivate ${plant}` }).click();
  await expect(announced(page, `${plant} deactivated.`)).toBeVisible();
  await expect(facilityRow(page, plant)).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Show deactivated" }).check();
  await page.getByRole("button", { name: `Reactivate ${plant}` }).click();
  await expect(announced(page, `${plant} reactivated.`)).toBeVisible();
  await page.getByRole("checkbox", { name: "Show deactivated" }).uncheck();
  await expect(facilityRow(page, plant).getByRole("cell").nth(3)).toHaveText("Active");

  // Its sources and meters, as the demo data has them.
  await page.getByRole("button", { name: `Sources and meters of ${plant}` }).click();
  const parts = page.getByRole("region", { name: `Sources and meters of ${plant}` });
  await expect(parts.getByRole("table", { name: `Sources of ${plant}` }).getByRole("row")).toHaveCount(4);
  await expect(parts.getByRole("table", { name: `Meters of ${plant}` }).getByRole("row")).toHaveCount(4);
});
