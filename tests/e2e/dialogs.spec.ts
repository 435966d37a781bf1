import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration } from "./chrome-fixtures";

/** axe-core limited to WCAG 2.2 A and AA rules (the site's bar). */
const toast = (page: Page) => page.locator("[data-sonner-toast]");

/** Mail links opened by the page: the browser hands them to the mail app, so they show up as navigation requests. */
async function watchMailLinks(page: Page): Promise<string[]> {
  const opened: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => {
    if (event.url.startsWith("mailto:")) opened.push(event.url);
  });
  return opened;
}

/** Answers submissions the way our server refuses one. */
async function refuseSubmissions(page: Page) {
  await page.route("**/forms/submissions", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/problem+json",
      body: JSON.stringify({ type: "about:blank", title: "Unprocessable Content", status: 422, detail: "Invalid" }),
    }),
  );
}

async function openDialog(page: Page, name: string, title: string) {
  await page.goto(`/?dialog=${name}`);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDemo(page: Page, { consent }: { consent: boolean }) {
  const d = page.getByRole("dialog");
  await d.getByLabel("Full name").fill("Asha Rao");
  await d.getByLabel("Work email").fill("asha@example.in");
  await d.getByLabel("Company", { exact: true }).fill("Rao Steel");
  await d.getByLabel("Job title").fill("Head of Sustainability");
  await d.getByLabel("Industry").selectOption({ label: "Manufacturing" });
  await d.getByLabel("Company size").selectOption({ label: "SME (51-500)" });
  await d.getByLabel("Number of facilities").fill("4");
  await d.getByLabel("Current challenges").fill("Scope 3 supplier data");
  await d.getByLabel("Implementation timeline").selectOption({ label: "This quarter (1-3 months)" });
  if (consent) await d.getByRole("checkbox", { name: /I agree/ }).check();
}

async function fillSales(page: Page) {
  const d = page.getByRole("dialog");
  await d.getByLabel("Full name").fill("Ravi Kumar");
  await d.getByLabel("Work email").fill("ravi@example.in");
  await d.getByLabel("Company", { exact: true }).fill("Kumar Logistics");
  await d.getByLabel("Job title").fill("CFO");
  await d.getByLabel("Industry").selectOption({ label: "Logistics & Transportation" });
  await d.getByLabel("Company size").selectOption({ label: "Large Enterprise (1000+)" });
  await d.getByLabel("Purchase timeline").selectOption({ label: "Within a quarter" });
  await d.getByLabel("Annual revenue").selectOption({ label: "$10M - $50M" });
  await d.getByLabel("Budget").selectOption({ label: "Flexible" });
  await d.getByLabel("Phone number").fill("+91 98765 43210");
  await d.getByLabel("Preferred contact method").selectOption({ label: "Video call" });
}

async function fillContact(page: Page) {
  const d = page.getByRole("dialog");
  await d.getByLabel("Name", { exact: true }).fill("Meera Shah");
  await d.getByLabel("Email", { exact: true }).fill("meera@example.in");
  await d.getByLabel("Company").fill("Shah Foods");
  await d.getByLabel("I'm interested in").selectOption({ label: "Pricing" });
  await d.getByLabel("Message").fill("Please send pricing for 12 plants.");
}

async function fillSupport(page: Page) {
  const d = page.getByRole("dialog");
  await d.getByLabel("Name", { exact: true }).fill("Kiran Das");
  await d.getByLabel("Email", { exact: true }).fill("kiran@example.in");
  await d.getByLabel("Topic").selectOption({ label: "API and integrations" });
  await d.getByLabel("How can we help?").fill("Token requests return 401 since this morning.");
}

test.describe("every dialog", () => {
  for (const [name, title, first] of [
    ["demo", "Schedule a Demo", "Full name"],
    ["sales", "Contact Sales", "Full name"],
    ["contact", "Contact Us", "Name"],
    ["support", "Contact Support", "Name"],
    ["signup", "Create your account", "Email"],
    ["sandbox", "Explore Live Sandbox", "Name"],
  ] as const) {
    test(`${name}: opens from ?dialog=${name}, focuses its first field, passes axe, closes with Escape`, async ({
      page,
    }) => {
      const dialog = await openDialog(page, name, title);
      await expect(dialog.getByLabel(first, { exact: true })).toBeFocused();
      const results = await axeViolations(page, { include: '[role="dialog"]' });
      expect(results).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/dialog=/);
    });
  }
});

test("Tab and Shift+Tab stay in the dialog, the page behind is out of reach, a click beside it closes it", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const opener = page.getByRole("button", { name: "Watch Demo" }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  for (const key of [...Array(25).fill("Tab"), ...Array(25).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus after ${key}`).toBe(true);
  }
  const pageBehindInert = () => page.locator("main").evaluate((main) => main.closest("[inert]") !== null);
  await expect.poll(pageBehindInert).toBe(true);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await pageBehindInert()).toBe(false);
});

test.describe("demo request", () => {
  test("submit stays disabled until the required fields and consent are set; company size does not gate it", async ({
    page,
  }) => {
    const dialog = await openDialog(page, "demo", "Schedule a Demo");
    const submit = dialog.getByRole("button", { name: "Schedule Demo" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Company size").focus();
    await expect(dialog.getByLabel("Company size")).toHaveAttribute("aria-required", "true");
    await dialog.getByLabel("Full name").fill("Asha Rao");
    await dialog.getByLabel("Work email").fill("asha@example.in");
    await dialog.getByLabel("Company", { exact: true }).fill("Rao Steel");
    await dialog.getByLabel("Job title").fill("Head of Sustainability");
    await dialog.getByLabel("Industry").selectOption("manufacturing");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Implementation timeline").selectOption("exploring");
    await expect(submit).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await expect(submit).toBeEnabled();
    await dialog.getByLabel("Job title").fill("  ");
    await expect(submit).toBeDisabled();
  });

  test("Enter without consent shows Consent Required and sends nothing", async ({ page }) => {
    await openDialog(page, "demo", "Schedule a Demo");
    await fillDemo(page, { consent: false });
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().includes("/forms/submissions")) posted++;
    });
    await page.getByRole("dialog").getByLabel("Job title").press("Enter");
    const consentToast = toast(page).filter({ hasText: "Consent Required" });
    await expect(consentToast).toBeVisible();
    await expect(consentToast).toContainText("Please provide consent to process your information.");
    // The toast lives outside the modal dialog; it must stay exposed to assistive technology while the dialog is open.
    expect(await consentToast.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
    expect(await consentToast.evaluate((el) => el.closest("[aria-live]")?.getAttribute("aria-live"))).toBe("polite");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(posted).toBe(0);
  });

  test("Enter with an empty form shows the schema's messages beside the fields", async ({ page }) => {
    const dialog = await openDialog(page, "demo", "Schedule a Demo");
    await dialog.getByLabel("Full name").press("Enter");
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Please select your industry")).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await dialog.getByLabel("Full name").fill("A");
    await expect(dialog.getByText("Full name is required")).toBeHidden();
  });

  test("success: the server stores it, the toast shows, the dialog closes and focus returns to the opener", async ({
    page,
  }) => {
    await page.goto("/");
    // Pressed before hydration, the button loads ?dialog=demo instead, and focus has no opener to return to.
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Watch Demo" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(dialog).toBeVisible();
    await fillDemo(page, { consent: true });
    const answer = page.waitForResponse("**/forms/submissions");
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    expect((await answer).status()).toBe(201);
    const done = toast(page).filter({ hasText: "Demo Request Submitted Successfully!" });
    await expect(done).toBeVisible();
    await expect(done).toContainText(
      "Our team will contact you within 24 hours to schedule your personalized demo. Check your email for confirmation details.",
    );
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const again = page.getByRole("dialog", { name: "Schedule a Demo" });
    await expect(again.getByLabel("Full name")).toHaveValue("");
    await expect(again.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
  });

  test("shows the submitting state while the request is in flight", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/forms/submissions", async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"01JTEST"}' });
    });
    const dialog = await openDialog(page, "demo", "Schedule a Demo");
    await fillDemo(page, { consent: true });
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    const busy = dialog.getByRole("button", { name: "Scheduling Demo…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    release();
    await expect(toast(page).filter({ hasText: "Demo Request Submitted Successfully!" })).toBeVisible();
  });

  test("a refusal from our server keeps the form and the dialog and shows Submission Error", async ({ page }) => {
    await refuseSubmissions(page);
    const dialog = await openDialog(page, "demo", "Schedule a Demo");
    await fillDemo(page, { consent: true });
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    const failed = toast(page).filter({ hasText: "Submission Error" });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      "There was an error submitting your demo request. Please try again or contact us directly.",
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Asha Rao");
    await expect(dialog.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
  });

  test("server unreachable and no email service configured: the mail link opens and counts as sent", async ({
    page,
  }) => {
    const mails = await watchMailLinks(page);
    await page.route("**/forms/submissions", (route) => route.abort("connectionrefused"));
    const dialog = await openDialog(page, "demo", "Schedule a Demo");
    await fillDemo(page, { consent: true });
    await dialog.getByRole("button", { name: "Schedule Demo" }).click();
    await expect(toast(page).filter({ hasText: "Demo Request Submitted Successfully!" })).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(() => mails.length).toBe(1);
    const mail = new URL(mails[0]!);
    expect(mail.pathname).toBe("sales@carbontracker.co.in");
    expect(mail.searchParams.get("subject")).toBe("Demo Request");
    const body = mail.searchParams.get("body")!;
    expect(body).toContain("Full name: Asha Rao");
    expect(body).toContain("Industry: Manufacturing");
    expect(body).toContain("Implementation timeline: This quarter (1-3 months)");
  });
});

test.describe("sales inquiry", () => {
  test("submit is gated by every required field and consent; Enter without consent warns", async ({ page }) => {
    const dialog = await openDialog(page, "sales", "Contact Sales");
    const submit = dialog.getByRole("button", { name: "Contact Sales" });
    await fillSales(page);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Phone number").press("Enter");
    await expect(toast(page).filter({ hasText: "Consent Required" })).toContainText(
      "Please provide consent to process your information.",
    );
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await expect(submit).toBeEnabled();
    await dialog.getByLabel("Company size").selectOption("");
    await expect(submit).toBeDisabled();
  });

  test("success closes the dialog with the sales toast", async ({ page }) => {
    const dialog = await openDialog(page, "sales", "Contact Sales");
    await fillSales(page);
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    const answer = page.waitForResponse("**/forms/submissions");
    await dialog.getByRole("button", { name: "Contact Sales" }).click();
    expect((await answer).status()).toBe(201);
    const done = toast(page).filter({ hasText: "Sales Inquiry Submitted Successfully!" });
    await expect(done).toContainText("Our sales team will contact you within 2 business hours.");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a refusal keeps the input and shows the sales error", async ({ page }) => {
    await refuseSubmissions(page);
    const dialog = await openDialog(page, "sales", "Contact Sales");
    await fillSales(page);
    await dialog.getByRole("checkbox", { name: /I agree/ }).check();
    await dialog.getByRole("button", { name: "Contact Sales" }).click();
    await expect(toast(page).filter({ hasText: "Submission Error" })).toContainText(
      "There was an error submitting your sales inquiry. Please try again or contact us directly.",
    );
    await expect(dialog.getByLabel("Full name")).toHaveValue("Ravi Kumar");
  });
});

test.describe("contact", () => {
  test("requires name, email and message", async ({ page }) => {
    const dialog = await openDialog(page, "contact", "Contact Us");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Message is required")).toBeVisible();
  });

  test("success shows Message Sent! and closes", async ({ page }) => {
    const dialog = await openDialog(page, "contact", "Contact Us");
    await fillContact(page);
    const answer = page.waitForResponse("**/forms/submissions");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(201);
    await expect(toast(page).filter({ hasText: "Message Sent!" })).toContainText(
      "We'll get back to you within 24 hours.",
    );
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a refusal keeps the message and shows the contact error", async ({ page }) => {
    await refuseSubmissions(page);
    const dialog = await openDialog(page, "contact", "Contact Us");
    await fillContact(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page).filter({ hasText: "Submission Error" })).toContainText(
      "There was an error sending your message. Please try again or contact us directly.",
    );
    await expect(dialog.getByLabel("Message")).toHaveValue("Please send pricing for 12 plants.");
  });
});

test.describe("support", () => {
  test("success promises a first response within 1 business day and P1 24x7", async ({ page }) => {
    const dialog = await openDialog(page, "support", "Contact Support");
    await fillSupport(page);
    const answer = page.waitForResponse("**/forms/submissions");
    await dialog.getByRole("button", { name: "Send Support Request" }).click();
    expect((await answer).status()).toBe(201);
    const done = toast(page).filter({ hasText: "Support Request Sent!" });
    await expect(done).toContainText("within 1 business day (IST)");
    await expect(done).toContainText("P1 issues are handled 24x7");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a topic is required, and a refusal keeps the request", async ({ page }) => {
    await refuseSubmissions(page);
    const dialog = await openDialog(page, "support", "Contact Support");
    await fillSupport(page);
    await dialog.getByLabel("Topic").selectOption("");
    await dialog.getByRole("button", { name: "Send Support Request" }).click();
    await expect(dialog.getByText("Please choose a topic")).toBeVisible();
    await dialog.getByLabel("Topic").selectOption("api");
    await dialog.getByRole("button", { name: "Send Support Request" }).click();
    await expect(toast(page).filter({ hasText: "Submission Error" })).toContainText(
      "There was an error sending your support request.",
    );
    await expect(dialog.getByLabel("How can we help?")).toHaveValue("Token requests return 401 since this morning.");
  });
});

test("sign-up dialog validates in the browser, then creates the account, closes and says where the email went", async ({
  page,
}) => {
  const dialog = await openDialog(page, "signup", "Create your account");
  const requests: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (!pathname.startsWith("/assets/") && pathname !== "/favicon.svg" && pathname !== "/auth/session") {
      requests.push(`${r.method()} ${pathname}`);
    }
  });
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  expect(requests).toEqual([]);
  const address = `dialog.${Date.now()}@example.in`;
  await dialog.getByLabel("Email", { exact: true }).fill(address);
  await dialog.getByLabel("First name").fill("Asha");
  await dialog.getByLabel("Last name").fill("Rao");
  await dialog.getByLabel("Company name").fill("Rao Steel");
  await dialog.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await dialog.getByLabel("Confirm password", { exact: true }).fill("long-enough-1");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page).filter({ hasText: "A confirmation email has been sent" })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  // On to the register page's next state: where the email went and what comes next.
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeFocused();
  await expect(page.getByRole("main").getByText(address, { exact: true })).toBeVisible();
  expect(requests).toEqual(["POST /auth/sign-up"]);
});

test("a link inside a dialog leads to its page and the dialog does not follow", async ({ page }) => {
  const dialog = await openDialog(page, "signup", "Create your account");
  await dialog.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to CarbonTracker" })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});
