import { expect, test } from "@playwright/test";
import { accountFor, consoleToken, openDemo, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("the audit trail shows a change with its before and after, who made it and its request, and the chain holds", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await accountFor(request, "console-audit");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  const workspace = await openDemo(page);

  // A person renames a facility, through the console's own token.
  const { accessToken: token } = await consoleToken(page, workspace);
  const auth = { Authorization: `Bearer ${token}` };
  const facilities = await (await page.request.get("/v1/facilities?sort=name", { headers: auth })).json();
  const chennai = (facilities.data as { id: string; name: string }[]).find(
    (f) => f.name === "Chennai Components Plant",
  )!;
  const renamed = await page.request.patch(`/v1/facilities/${chennai.id}`, {
    headers: auth,
    data: { name: "Chennai Components Plant (Oragadam)" },
  });
  expect(renamed.status()).toBe(200);
  const requestId = renamed.headers()["x-request-id"]!;

  await page.goto("/console/audit-trail");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const events = page.getByRole("table", { name: "Audit events, newest first" });
  const row = events.getByRole("row", { name: new RegExp(`Update facility .*${chennai.id}`) });
  await expect(row).toContainText('name: "Chennai Components Plant" → "Chennai Components Plant (Oragadam)"');
  await expect(row).toContainText(requestId);
  await expect(row).toContainText("Account ");

  // Changes by API keys only: none were made here.
  await page.getByLabel("Who").selectOption("client");
  await expect(page.getByText("No change matches these filters")).toBeVisible();
  await page.getByLabel("Who").selectOption("");
  // One resource's history, by its id.
  await page.getByLabel("Resource id").fill(chennai.id);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(new RegExp(`resource=${chennai.id}`));
  await expect(events.getByRole("row")).toHaveCount(2);

  await page.getByRole("button", { name: "Check the chain" }).click();
  await expect(page.getByText(/^The trail is intact: \d+ events?, each linked to the one before\.$/)).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
