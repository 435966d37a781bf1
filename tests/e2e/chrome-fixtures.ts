import fs from "node:fs";
import path from "node:path";
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

/**
 * Every public page, read from the build's sitemap when the tests are listed (the server starts only after), so a
 * walk over every page can be cut into tests the workers share. `a11y.spec.ts` checks the served sitemap is this.
 */
export function builtSitemapPaths(): string[] {
  const file = path.resolve(process.env.BUILD_DIR ?? "build", "client", "sitemap.xml");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build before the browser tests`);
  const xml = fs.readFileSync(file, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/** The paths in runs of `size`, each with a label naming its first and last page, for one test each. */
export function pageGroups(paths: string[], size: number): { label: string; paths: string[] }[] {
  const groups = [];
  for (let i = 0; i < paths.length; i += size) {
    const part = paths.slice(i, i + size);
    groups.push({ label: `pages ${i + 1}-${i + part.length} (${part[0]} to ${part.at(-1)})`, paths: part });
  }
  return groups;
}
