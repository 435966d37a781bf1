import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { ConsoleToken } from "../../contracts/account";
import { E2E_ADMIN_TOKEN } from "./leads-fixtures";

export const PASSWORD = "quiet-Harbour-Lamp-7";

/** The demo company, as the demo workspace and its data name it (server/demo/demo-data.ts). */
export const DEMO_COMPANY = "Demo Manufacturing Pvt Ltd";

let counter = 0;
/** An address no other test (or earlier run) uses. */
export const freshEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@example.in`;

/** The emails the outbox holds for an address, newest first, read through the admin endpoint as the team would. */
export async function emailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/admin/outbox/emails?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`admin outbox answered ${response.status()}`);
  return ((await response.json()) as { data: { subject: string; text: string }[] }).data;
}

/** The newest link to one of our pages in the emails to an address (waiting for it to be stored). */
export async function linkIn(request: APIRequestContext, to: string, page: "/verify-email" | "/reset-password") {
  let link: string | undefined;
  await expect(async () => {
    const mails = await emailsTo(request, to);
    link = mails.map((m) => new RegExp(`https?://\\S+${page}#token=[\\w-]+`).exec(m.text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link!).pathname + new URL(link!).hash;
}

/** An account made through the endpoint the sign-up form posts to (for tests about what comes after). */
export async function accountFor(request: APIRequestContext, tag: string) {
  const email = freshEmail(tag);
  const response = await request.post("/auth/sign-up", {
    data: {
      email,
      firstName: "Asha",
      lastName: "Rao",
      company: "Rao Steel",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(response.status()).toBe(202);
  return email;
}

export async function signIn(page: Page, email: string, { remember = false, password = PASSWORD } = {}) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByRole("checkbox", { name: "Remember me" }).check();
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A confirmed account, signed in: what every console test starts from; with `demo`, in its demo workspace (its own
 * is empty), for the tests that read or add to the demo company's data.
 */
export async function verifiedPerson(page: Page, request: APIRequestContext, tag: string, { demo = false } = {}) {
  const email = await accountFor(request, tag);
  await page.goto(await linkIn(request, email, "/verify-email"));
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  await signIn(page, email);
  await expect(page).toHaveURL("/account");
  if (demo) await openDemo(page);
  return email;
}

/** The authenticator app the tests use: RFC 6238 from the key the account page shows. */
export function authenticator(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

/**
 * Opens the account's demo workspace from the console's header, as a person would: a new account's own workspace is
 * empty, and a test that needs the demo company's data works in the demo. The browser tab stays in it (the console
 * remembers the choice for the tab). Returns the demo workspace's tenant id.
 */
export async function openDemo(page: Page): Promise<string> {
  await page.goto("/console");
  const [opened] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/auth/workspaces/demo"),
    page.getByRole("button", { name: "Explore the demo" }).click(),
  ]);
  expect(opened.status()).toBe(201);
  const { tenantId } = (await opened.json()) as { tenantId: string };
  await expect(page.getByRole("combobox", { name: "Workspace", exact: true })).toHaveValue(tenantId);
  return tenantId;
}

/**
 * A /v1 token for the browser's session, minted as the console does (the session cookie and its CSRF token), for
 * one of the account's workspaces (its own when none is named).
 */
export async function consoleToken(page: Page, workspace?: string): Promise<ConsoleToken> {
  const session = await (await page.request.get("/auth/session")).json();
  const res = await page.request.post("/auth/console-token", {
    data: workspace ? { workspace } : {},
    headers: { "x-csrf-token": session.csrfToken, origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
  return res.json();
}
