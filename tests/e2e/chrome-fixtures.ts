import type { Page } from "@playwright/test";

/** Stores a cookie choice before any page script runs, so the banner stays out of the way. */
export async function withCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", "essential");
    window.localStorage.setItem(
      "cookie-preferences",
      JSON.stringify({ essential: true, marketing: false, functional: false, analytics: false }),
    );
  });
}

/** Waits until React has hydrated the page (the footer year is remounted after hydration). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
