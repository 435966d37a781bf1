import { expect, type Page, test } from "@playwright/test";
import { ACCOUNT_RULES } from "../../contracts/account";
import { accountFor, authenticator, emailsTo, freshEmail, linkIn, PASSWORD, signIn } from "./account-fixtures";
import { axeViolations } from "./axe";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const toast = (page: Page) => page.locator("[data-sonner-toast]");
const header = (page: Page) => page.getByRole("banner");

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }))).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/** Signs up through the register page's form, as a person would. */
async function signUpOnRegisterPage(page: Page, email: string) {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "First name" }).fill("Asha");
  await page.getByRole("textbox", { name: "Last name" }).fill("Rao");
  await page.getByRole("textbox", { name: "Company name" }).fill("Rao Steel");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
}

test("sign up, confirm the email from the outbox, sign in, see Console in the header, sign out", async ({
  page,
  request,
}) => {
  const email = freshEmail("journey");
  await signUpOnRegisterPage(page, email);
  await expect(toast(page).getByText(`A confirmation email has been sent to ${email} with next steps`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeFocused();

  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");

  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const console = header(page).getByRole("link", { name: "Console" });
  await expect(console).toBeVisible();
  await expect(console).toHaveAttribute("href", "/console");
  await page.goto("/login");
  await expect(page).toHaveURL("/account");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/login");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL("/login");
});

test("after sign-up a page says where the email went and what to do; its console link signs in to the console", async ({
  page,
  request,
}) => {
  // Typed with capitals: the email goes to the address in lower case, and the page names that one.
  const typed = freshEmail("Check.Your.Email");
  const address = typed.toLowerCase();
  await signUpOnRegisterPage(page, typed);

  const heading = page.getByRole("heading", { level: 1, name: "Check your email" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL("/register");
  const main = page.getByRole("main");
  await expect(main.getByText(address, { exact: true })).toBeVisible();
  await expect(main).toContainText(`We have sent a confirmation email to ${address}.`);
  const link = await linkIn(request, address, "/verify-email");
  expect(link).toMatch(/^\/verify-email#token=/);
  expect((await emailsTo(request, address))[0]?.text).toContain(`within ${ACCOUNT_RULES.verifyLinkHours} hours`);

  await expect(main.getByRole("heading", { level: 2, name: "What to do next" })).toBeVisible();
  await expect(main).toContainText("Open the email from us and choose “Confirm your email address”.");
  await expect(main).toContainText(`The link works once, within ${ACCOUNT_RULES.verifyLinkHours} hours.`);
  await expect(main.getByRole("heading", { level: 2, name: "You can open the console now" })).toBeVisible();
  await expect(main).toContainText(
    "Until you confirm your address, three things wait: creating API keys, resetting the demo workspace's data and turning on two-factor sign-in.",
  );
  await expect(main.getByRole("heading", { level: 2, name: "No email?" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign in to send it again" })).toHaveAttribute("href", "/login");
  await expect(main.getByRole("button", { name: /send/i })).toHaveCount(0);
  // The toast says it too; closed first, as axe reads it mid-animation at part opacity.
  await toast(page).getByRole("button", { name: "Close toast" }).click();
  await expect(toast(page)).toHaveCount(0);
  await expectAxeClean(page);

  const toConsole = main.getByRole("link", { name: "Sign in and open the console" });
  await expect(toConsole).toHaveAttribute("href", `/login?next=${encodeURIComponent("/console")}`);
  await toConsole.click();
  await page.getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // A sign-in hashes the password (slow by design): more time than the default for the page to move on.
  await expect(page).toHaveURL("/console", { timeout: 20_000 });
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toBeVisible();

  // The register page itself is the form again.
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

test("the header's Login and Console take the same box, and the prerendered page says Login", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain(">Console<");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const login = await header(page).getByRole("link", { name: "Login" }).boundingBox();
  const email = await accountFor(request, "header");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await page.goto("/");
  const console = header(page).getByRole("link", { name: "Console" });
  await expect(console).toBeVisible();
  expect(await console.boundingBox()).toEqual(login);
});

test("Remember me survives a browser restart; a plain session does not", async ({ browser, request }) => {
  for (const remember of [true, false]) {
    const email = await accountFor(request, remember ? "remembered" : "plain");
    const first = await browser.newContext();
    const page = await first.newPage();
    await signIn(page, email, { remember });
    await expect(page).toHaveURL("/account");
    const state = await first.storageState();
    await first.close();
    // A browser restart keeps cookies with an expiry and drops session cookies (those without one).
    const restarted = await browser.newContext({
      storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
    });
    const again = await restarted.newPage();
    await again.goto("/account");
    if (remember) await expect(again.getByText(email, { exact: true })).toBeVisible();
    else await expect(again).toHaveURL("/login");
    await restarted.close();
  }
});

test("forgot password, then the emailed link sets a new one and ends the old session", async ({
  browser,
  page,
  request,
}) => {
  const email = await accountFor(request, "reset");
  await signIn(page, email, { remember: true });
  await expect(page).toHaveURL("/account");

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/forgot-password");
  await visitor.getByRole("textbox", { name: "Email" }).fill(email);
  await visitor.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    toast(visitor).getByText(
      "If an account exists for this address, a link to set a new password has been sent to it.",
    ),
  ).toBeVisible();
  await visitor.goto(await linkIn(request, email, "/reset-password"));
  const next = "bright-Estuary-Fern-3";
  await visitor.getByLabel("New password", { exact: true }).fill(next);
  await visitor.getByLabel("Confirm new password", { exact: true }).fill(next);
  await visitor.getByRole("button", { name: "Set New Password" }).click();
  await expect(toast(visitor).getByText("Your new password is set")).toBeVisible();
  await expect(visitor).toHaveURL("/login");
  await other.close();

  await page.reload();
  await expect(page).toHaveURL("/login");
  await signIn(page, email, { password: next });
  await expect(page).toHaveURL("/account");
});

test("two-factor sign-in: enrol with a code, then sign in with a code and with a recovery code", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await accountFor(request, "totp");
  // Two-factor sign-in is offered once the address is confirmed.
  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(page.getByRole("img", { name: "QR code of your two-factor key" })).toBeVisible();
  const secret = (await page
    .locator("code")
    .filter({ hasText: /^[A-Z2-7]{32}$/ })
    .textContent())!;
  const app = authenticator(secret);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
  }
  const confirmedAt = Date.now();
  await page.getByRole("textbox", { name: "Code from your app" }).fill(app.generate({ timestamp: confirmedAt }));
  await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  const listed = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(listed).toHaveCount(ACCOUNT_RULES.recoveryCodes);
  const codes = await listed.allTextContents();
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();

  await signIn(page, email);
  const code = page.getByRole("textbox", { name: "Authenticator code" });
  await expect(code).toBeVisible();
  await expect(page).toHaveURL("/login");
  // The next time step's code: the one that confirmed the enrolment cannot be used again.
  await code.fill(app.generate({ timestamp: confirmedAt + 30_000 }));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();

  await signIn(page, email);
  await page.getByRole("textbox", { name: "Authenticator code" }).fill(codes[0]!);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/account");
});

test("repeated failed sign-ins slow down, then lock the account, even for the right password", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await accountFor(request, "lockout");
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  const password = page.getByLabel("Password", { exact: true });
  const submit = page.getByRole("button", { name: "Sign In" });
  let failures = 0;
  let waits = 0;
  for (let i = 0; i < 30; i++) {
    await password.fill("wrong-Password-000");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/auth/sign-in"),
      submit.click(),
    ]);
    const text = String(((await answer.json()) as { detail?: string }).detail);
    await expect(toast(page).getByText(text).first()).toBeVisible();
    if (text.includes("locked")) break;
    if (text.includes("Wrong email or password.")) failures++;
    const wait = /Wait (\d+) second/.exec(text);
    if (wait) {
      waits++;
      await page.waitForTimeout(Number(wait[1]) * 1000);
    }
  }
  expect(failures).toBe(ACCOUNT_RULES.lockAfterFailures);
  expect(waits).toBeGreaterThan(0);
  await password.fill(PASSWORD);
  const [right] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/auth/sign-in"),
    submit.click(),
  ]);
  expect(right.status()).toBe(429);
  await expect(toast(page).getByText(`locked for ${ACCOUNT_RULES.lockMinutes} minutes`)).toHaveCount(2);
  await expect(page).toHaveURL("/login");
});

test("the account screens are axe clean at 390 and 1280 px", async ({ page, request }) => {
  // Eight page loads, each checked by axe: over 20 s alone, past the default 30 s on a loaded machine.
  test.slow();
  const email = await accountFor(request, "axe");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  for (const path of ["/account", "/verify-email#token=not-a-real-token", "/reset-password#token=x", "/login"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      if (path === "/account") await expect(page.getByRole("heading", { name: "Delete account" })).toBeVisible();
      if (path.startsWith("/verify-email"))
        await expect(page.getByRole("status")).toContainText("This link was used already");
      await expectAxeClean(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});

test("account deletion asks for the password again, then the account and its tenant are gone", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "delete");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  const form = page.getByRole("region", { name: "Delete account" });
  await form.getByLabel("Your password", { exact: true }).fill("not-my-Password-1");
  await form.getByRole("button", { name: "Delete My Account" }).click();
  await expect(form.getByText("The password is not right")).toBeVisible();
  await form.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Delete My Account" }).click();
  await expect(toast(page).getByText("Your account is deleted")).toBeVisible();
  await expect(page).toHaveURL("/");
  await signIn(page, email);
  await expect(toast(page).getByText("Wrong email or password.")).toBeVisible();
});
