import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("Explore Live Sandbox creates a tenant whose shown credentials work against the API", async ({
  page,
  request,
}) => {
  // The form's validation runs under the page's CSP without a violation (zod must not probe for eval).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
  });
  await page.goto("/?dialog=sandbox");
  const dialog = page.getByRole("dialog", { name: "Explore Live Sandbox" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Create sandbox" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();

  await dialog.getByLabel("Name").fill("Priya Sharma");
  await dialog.getByLabel("Work email").fill("priya@example.in");
  await dialog.getByLabel("Company").fill("Sharma Foundry");
  expect(await axeViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await dialog.getByRole("button", { name: "Create sandbox" }).click();

  await expect(dialog.getByRole("heading", { name: "Your sandbox is ready" })).toBeVisible();
  await expect(dialog.getByText("The client secret is shown only once")).toBeVisible();
  const clientId = await dialog.getByRole("textbox", { name: "Client ID" }).inputValue();
  const clientSecret = await dialog.getByRole("textbox", { name: "Client secret" }).inputValue();
  const curl = await dialog.getByRole("textbox", { name: "Get an access token with curl" }).inputValue();
  expect(clientId).toMatch(/^sbx-/);
  expect(curl).toContain(clientSecret);

  await dialog.getByRole("button", { name: "Copy Client ID" }).click();
  await expect(dialog.getByRole("button", { name: "Copy Client ID" })).toContainText("Copied");
  await expect(dialog.getByRole("button", { name: "Copy Client ID" })).toContainText(/^Copy$/, { timeout: 4000 });
  expect(await axeViolations(page, { include: "[role=dialog]" })).toEqual([]);

  // Do what the shown curl does: POST the form to the token URL.
  const form = Object.fromEntries([...curl.matchAll(/-d (\w+)='?([^'\s\\]+)'?/g)].map((m) => [m[1]!, m[2]!]));
  expect(form).toMatchObject({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret });
  const tokenRes = await request.post("/v1/auth/token", { form });
  expect(tokenRes.status()).toBe(200);
  const { access_token } = await tokenRes.json();
  const facilities = await request.get("/v1/facilities", { headers: { Authorization: `Bearer ${access_token}` } });
  expect(facilities.status()).toBe(200);
  const body = await facilities.json();
  expect(body.data).toHaveLength(3);
  expect(body.summary.total).toBe(3);

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  // The API documentation's examples now use this client.
  await page.goto("/api");
  await expect(page.locator("#guide-createAccessToken [data-sample-panel=curl]")).toContainText(clientId);
});

test("the sandbox dialog fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?dialog=sandbox");
  const dialog = page.getByRole("dialog", { name: "Explore Live Sandbox" });
  await expect(dialog.getByLabel("Work email")).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
