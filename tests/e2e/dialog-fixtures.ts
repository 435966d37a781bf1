import { expect, type Locator, type Page } from "@playwright/test";

/** Each dialog's title, by the name used in `?dialog=NAME`. */
export const dialogTitles = {
  demo: "Schedule a Demo",
  sales: "Contact Sales",
  contact: "Contact Us",
  support: "Contact Support",
  signup: "Create your account",
  sandbox: "Explore Live Sandbox",
} as const;

export type DialogName = keyof typeof dialogTitles;

/** Clicks a button, checks that it opened the named dialog, closes it with Escape and checks focus came back. */
export async function expectOpensDialog(page: Page, button: Locator, dialog: DialogName) {
  await button.click();
  const opened = page.getByRole("dialog", { name: dialogTitles[dialog] });
  await expect(opened).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(opened).toBeHidden();
  await expect(button).toBeFocused();
}
