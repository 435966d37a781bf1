import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test("the home contact form reaches our server and confirms", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Talk to our team" }) });
  await section.getByLabel("Name").fill("Meera Iyer");
  await section.getByLabel("Email").fill("meera@example.in");
  await section.getByLabel("Company").fill("Iyer Foods");
  await section.getByLabel("I'm interested in").selectOption({ label: "Pricing" });
  await section.getByLabel("Message").fill("We run 4 plants and want a Scope 3 pilot.");
  const answer = page.waitForResponse((r) => r.url().endsWith("/forms/submissions"));
  await section.getByRole("button", { name: "Send Message" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    formType: "Contact Form",
    data: { name: "Meera Iyer", email: "meera@example.in", interest: "pricing" },
  });
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(section.getByLabel("Message")).toHaveValue("");
});

test("the home contact form names the missing fields and sends nothing", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (r) => r.url().endsWith("/forms/submissions") && sent.push(r.url()));
  await page.goto("/");
  await waitForHydration(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Talk to our team" }) });
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(section.getByText("Name is required")).toBeVisible();
  await expect(section.getByText("Message is required")).toBeVisible();
  expect(sent).toHaveLength(0);
});

test("a newsletter sign-up is recorded on our server as well as confirmed", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Subscribe to our newsletter").fill("  news@example.in ");
  const answer = page.waitForResponse((r) => r.url().endsWith("/forms/submissions"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    formType: "Newsletter",
    data: { email: "news@example.in" },
  });
  await expect(footer.getByRole("button", { name: "Subscribed" })).toBeVisible();
});

test("an unreachable server never turns a newsletter sign-up into a mail", async ({ page }) => {
  await page.route("**/forms/submissions", (route) => route.abort("connectionrefused"));
  const mailLinks: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => {
    if (event.url.startsWith("mailto:")) mailLinks.push(event.url);
  });
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Subscribe to our newsletter").fill("news@example.in");
  const attempted = page.waitForRequest((r) => r.url().endsWith("/forms/submissions"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await attempted;
  await expect(page.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
  await page.waitForTimeout(500);
  expect(mailLinks).toEqual([]);
});

test.describe("before the page's scripts have run", () => {
  test.use({ javaScriptEnabled: false });

  test("Watch Demo and Schedule Demo still lead to the demo dialog's address", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Watch Demo" }).click();
    await expect(page).toHaveURL("/?dialog=demo");
    await page.goto("/products");
    await page.getByRole("banner").getByRole("button", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL("/products?dialog=demo");
  });
});
