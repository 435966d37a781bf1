import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("careers: apply opens the professional-network page in a new tab that cannot reach back", async ({
  page,
  context,
}) => {
  // The page is on another site: answer it here so the test stays on this machine.
  await context.route("https://www.linkedin.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Jobs</title>" }),
  );
  await page.goto("/careers");
  await waitForHydration(page);
  const apply = page.getByRole("link", { name: "Apply to Engineering (opens in a new tab)" });
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  const [tab] = await Promise.all([context.waitForEvent("page"), apply.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe("https://www.linkedin.com/company/carbontracker-technologies/jobs/");
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL("/careers");
});

test("careers: the interview flow lists its five steps with their durations", async ({ page }) => {
  await page.goto("/careers");
  const steps = page.getByRole("list", { name: "Interview steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText("Intro call");
  await expect(steps.nth(0)).toContainText("30 min");
  await expect(steps.nth(1)).toContainText("60-90 min");
  await expect(steps.nth(4)).toContainText("Offer and references");
});

test("our team: a picture that fails leaves the initials, with no broken image and no shift", async ({ page }) => {
  await page.route("**/team/ananya-krishnan.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/our-team");
  await waitForHydration(page);
  const card = (name: string) => page.getByRole("article", { name });
  const failed = card("Ananya Krishnan").locator("[data-avatar-state]");
  const loaded = card("Rohan Mehta").locator("[data-avatar-state]");
  await expect(failed).toHaveAttribute("data-avatar-state", "error");
  await expect(failed).toHaveText("AK");
  await expect(failed.locator("img")).toHaveCount(0);
  await expect(loaded).toHaveAttribute("data-avatar-state", "loaded");
  await expect(loaded.locator("img")).toBeVisible();
  await expect(loaded.getByText("RM")).toHaveCount(0);
  // Meera Nair has no picture: initials from the start.
  await expect(card("Meera Nair").locator("[data-avatar-state]")).toHaveText("MN");
  const [a, b] = [await failed.boundingBox(), await loaded.boundingBox()];
  expect(a?.width).toBe(96);
  expect(a?.height).toBe(96);
  expect(b?.height).toBe(a?.height);
});

test("our team links to careers, press and partners", async ({ page }) => {
  await page.goto("/our-team");
  await waitForHydration(page);
  const more = page.getByRole("region", { name: "More about working with us" });
  for (const [name, path] of [
    ["Careers", "/careers"],
    ["Press", "/press"],
    ["Partners", "/partners"],
  ] as const) {
    await expect(more.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", path);
  }
});

test("press: the brand assets download as real SVG and PNG files", async ({ page, request }) => {
  await page.goto("/press");
  await waitForHydration(page);
  const assets = page.getByRole("region", { name: "Brand assets" });
  const links = assets.getByRole("link", { name: /^(SVG|PNG) of the / });
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const body = await response.body();
    if (href.endsWith(".svg")) {
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      expect(body.toString("utf8")).toContain("<svg");
    } else {
      expect(response.headers()["content-type"]).toContain("image/png");
      expect(body.subarray(1, 4).toString("ascii")).toBe("PNG");
    }
  }
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    assets.getByRole("link", { name: /^PNG of the logo, full colour/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("carbontracker-logo.png");
});

test("press and partners: the email buttons are mail links to the right addresses", async ({ page }) => {
  await page.goto("/press");
  await expect(page.getByRole("link", { name: "Email press@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:press@carbontracker.co.in",
  );
  await expect(page.getByRole("link", { name: "Email media@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:media@carbontracker.co.in",
  );
  await page.goto("/partners");
  await expect(page.getByRole("link", { name: "Partnerships: partners@carbontracker.co.in" })).toHaveAttribute(
    "href",
    "mailto:partners@carbontracker.co.in",
  );
  await expect(page.getByText("Most Popular")).toBeVisible();
});

test("about us: Book a Demo and Explore Live Sandbox open their dialogs", async ({ page }) => {
  await page.goto("/aboutus");
  await waitForHydration(page);
  const hero = page.getByRole("region", { name: /Carbon numbers your auditor/ });
  await hero.getByRole("button", { name: "Book a Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
  await page.keyboard.press("Escape");
  await hero.getByRole("button", { name: "Explore Live Sandbox" }).click();
  await expect(page.getByRole("dialog", { name: "Explore Live Sandbox" })).toBeVisible();
});

test("the footer's Company and Resources columns lead to these pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["About Us", "/aboutus"],
    ["Our Team", "/our-team"],
    ["Careers", "/careers"],
    ["Press", "/press"],
    ["Partners", "/partners"],
    ["Knowledge Base", "/resources/knowledge-base"],
    ["Case Studies", "/resources/case-studies"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
});

test("moving to these pages inside the site fetches their build-time content", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Knowledge Base", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Refrigerant leaks and fugitive emissions" })).toBeVisible();
  await page.getByLabel("Search the knowledge base").fill("forecast");
  await expect(page.getByRole("heading", { name: "Forecast emissions with confidence bands" })).toBeVisible();
  await footer.getByRole("link", { name: "Careers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Build the ledger/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Numbers you can trace" })).toBeVisible();
});
