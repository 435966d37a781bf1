import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";

/** axe-core limited to WCAG 2.2 A and AA rules (the site's bar). */
/** Collects the method and path of every request that is not a static asset or the session check, from now on. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg" || url.pathname === "/auth/session") {
      return;
    }
    seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
const toast = (page: Page) => page.locator("[data-sonner-toast]");

for (const path of ["/login", "/carbontracker/login"]) {
  test(`${path} shows the sign-in screen with its breadcrumb and links`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to CarbonTracker" })).toBeVisible();
    await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb(page).getByText("Login")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the sign-in screen is in the prerendered HTML", async ({ request }) => {
  for (const path of ["/login", "/carbontracker/login", "/forgot-password", "/register"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/<form[^>]*method="post"/);
  }
});

test("sign-in validates, clears each error on edit, sends only valid input, and refuses an unknown account", async ({
  page,
}) => {
  await page.goto("/login");
  const email = page.getByRole("textbox", { name: "Email" });
  const password = page.getByLabel("Password", { exact: false }).first();
  const submit = page.getByRole("button", { name: "Sign In" });
  await expect(submit).toBeEnabled();
  const requests = watchRequests(page);

  await submit.click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription("Invalid email address");

  await email.fill("not-an-email");
  await expect(page.getByText("Invalid email address")).toBeHidden();
  await expect(email).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByText("Password is required")).toBeVisible();
  await submit.click();
  await expect(page.getByText("Invalid email address")).toBeVisible();

  await email.fill("asha@example.in");
  await password.fill("s3cret-Pass");
  await expect(page.getByText("Password is required")).toBeHidden();
  expect(requests).toEqual([]);
  await page.getByRole("checkbox", { name: "Remember me" }).check();
  await submit.click();
  await expect(toast(page).getByText("Wrong email or password.")).toBeVisible();

  expect(requests).toEqual(["POST /auth/sign-in"]);
  expect(page.url()).not.toContain("s3cret");
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toContain("s3cret");
  await expect(page).toHaveURL("/login");
});

test("the login links lead to forgot password and register", async ({ page }) => {
  await page.goto("/carbontracker/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

test("forgot password: breadcrumb, validation, then the same answer for any address", async ({ page }) => {
  await page.goto("/forgot-password");
  const crumbs = breadcrumb(page);
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Login", "Forgot Password"]);
  await expect(crumbs.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  expect(await axeViolations(page)).toEqual([]);

  const requests = watchRequests(page);
  const email = page.getByRole("textbox", { name: "Email" });
  const submit = page.getByRole("button", { name: "Send Reset Link" });
  await submit.click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await email.fill("a");
  await expect(page.getByText("Invalid email address")).toBeHidden();
  await email.fill(`${"a".repeat(250)}@example.in`);
  await submit.click();
  await expect(page.getByText("Email must be at most 255 characters")).toBeVisible();
  expect(requests).toEqual([]);
  await email.fill("nobody-has-this@example.in");
  await email.press("Enter");
  await expect(
    toast(page).getByText("If an account exists for this address, a link to set a new password has been sent to it."),
  ).toBeVisible();
  await expect(email).toHaveValue("");
  expect(requests).toEqual(["POST /auth/forgot-password"]);
});

test("register: every sign-up message, errors clear on edit, a common password refused, then the account", async ({
  page,
}) => {
  await page.goto("/register");
  await expect(breadcrumb(page).getByRole("listitem")).toHaveText(["Home", "Register"]);
  expect(await axeViolations(page)).toEqual([]);
  const requests = watchRequests(page);
  const submit = page.getByRole("button", { name: "Create Account" });
  const email = page.getByRole("textbox", { name: "Email" });
  const first = page.getByRole("textbox", { name: "First name" });
  const last = page.getByRole("textbox", { name: "Last name" });
  const company = page.getByRole("textbox", { name: "Company name" });
  const password = page.getByLabel("Password", { exact: true });
  const confirm = page.getByLabel("Confirm password", { exact: true });

  await first.fill("   ");
  await submit.click();
  for (const message of [
    "Invalid email address",
    "First name is required",
    "Last name is required",
    "Company name is required",
    "Password must be at least 8 characters",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(email).toBeFocused();

  await first.fill("Asha");
  await expect(page.getByText("First name is required")).toBeHidden();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await last.fill("Rao");
  await company.fill("Rao Steel");
  const address = `register.${Date.now()}@example.in`;
  await email.fill(address);
  await password.fill("1234567");
  await expect(page.getByText("Password must be at least 8 characters")).toBeHidden();
  await submit.click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await password.fill("long-enough-1");
  await confirm.fill("long-enough-2");
  await submit.click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await confirm.fill("long-enough-1");
  await expect(page.getByText("Passwords don't match")).toBeHidden();

  await page.getByRole("button", { name: "Show password", exact: true }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Show password", exact: true }).click();
  await expect(password).toHaveAttribute("type", "password");

  expect(requests).toEqual([]);
  await password.fill("password123");
  await confirm.fill("password123");
  await submit.click();
  await expect(page.getByText("This password is one of the most common ones. Choose another")).toBeVisible();
  await expect(email).toHaveValue(address);

  await password.fill("long-enough-1");
  await confirm.fill("long-enough-1");
  await submit.click();
  await expect(
    toast(page).getByText(`A confirmation email has been sent to ${address} with next steps`, { exact: false }),
  ).toBeVisible();
  // The form gives way to the page's next state, which names the address.
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeFocused();
  await expect(page.getByRole("main").getByText(address, { exact: true })).toBeVisible();
  await expect(email).toHaveCount(0);
  expect(requests).toEqual(["POST /auth/sign-up", "POST /auth/sign-up"]);
  expect(page.url()).not.toContain("long-enough");
});
