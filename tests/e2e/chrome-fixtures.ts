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

/** Every public page, read from the served sitemap so pages added later are covered too. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", baseURL))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}
