import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const CASES = "/resources/case-studies";
const stories = (page: Page) => page.getByRole("region", { name: "Customer stories" });
const status = (page: Page) => stories(page).getByRole("status");
const cards = (page: Page) =>
  stories(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

test.describe("with scripts", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await page.goto(CASES);
    await waitForHydration(page);
  });

  test("the featured case and six stories, each with its parts and figures marked illustrative", async ({ page }) => {
    await expect(page.getByRole("heading", { name: /assured BRSR Core disclosure/ })).toBeVisible();
    await expect(status(page)).toHaveText("Showing 6 of 6 stories");
    await expect(cards(page)).toHaveCount(6);
    const first = cards(page).first();
    await expect(first.getByRole("img", { name: /^Logo of / })).toBeVisible();
    await expect(first.getByText("Illustrative figures")).toBeVisible();
    await expect(first.getByRole("heading", { name: "Solutions" })).toBeVisible();
  });

  test("an industry filter narrows the stories, and a reload keeps it", async ({ page }) => {
    await stories(page).getByLabel("Industry", { exact: true }).selectOption("logistics");
    await expect(page).toHaveURL(`${CASES}?industry=logistics`);
    await expect(status(page)).toHaveText("Showing 1 of 6 stories");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Logistics & Transportation");
    await page.reload();
    await waitForHydration(page);
    await expect(stories(page).getByLabel("Industry", { exact: true })).toHaveValue("logistics");
    await expect(cards(page)).toHaveCount(1);
  });

  test("region and size combine; a combination without stories shows the empty state", async ({ page }) => {
    await stories(page).getByLabel("Region", { exact: true }).selectOption("india-north");
    await expect(status(page)).toHaveText("Showing 2 of 6 stories");
    await stories(page).getByLabel("Company size", { exact: true }).selectOption("enterprise");
    await expect(status(page)).toHaveText("No stories match these filters");
    await expect(stories(page).getByRole("heading", { name: "No stories for this combination yet" })).toBeVisible();
    await expect(page).toHaveURL(`${CASES}?region=india-north&size=enterprise`);
    await stories(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(status(page)).toHaveText("Showing 6 of 6 stories");
    await expect(stories(page).getByLabel("Region", { exact: true })).toHaveValue("");
  });

  test("Read Full Story and Submit Your Story open the contact dialog; Explore Sandbox its dialog", async ({
    page,
  }) => {
    await cards(page)
      .first()
      .getByRole("button", { name: /^Read Full Story/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Submit Your Story" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Explore Sandbox" }).click();
    await expect(page.getByRole("dialog", { name: "Explore Live Sandbox" })).toBeVisible();
  });
});

test("filters chosen before the page's scripts have run are applied once they do", async ({ page }) => {
  await withCookieChoice(page);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(CASES);
  await stories(page).getByLabel("Industry", { exact: true }).selectOption("healthcare");
  await stories(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(`${CASES}?industry=healthcare&region=&size=`);
  await page.unroute("**/assets/*.js");
  await page.reload();
  await waitForHydration(page);
  await expect(status(page)).toHaveText("Showing 1 of 6 stories");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a filtered link shows all stories and says why", async ({ page }) => {
    await page.goto(`${CASES}?industry=logistics`);
    await expect(page.getByText("The filters need JavaScript, which is turned off in your browser.")).toBeVisible();
    await expect(stories(page).getByLabel("Industry", { exact: true })).toBeHidden();
    await expect(cards(page)).toHaveCount(6);
  });
});
