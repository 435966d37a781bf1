/**
 * `npm run screenshots`: serves the current build and saves a full-page PNG of every sitemap route
 * (plus the not-found screen) at 390 px and 1280 px wide into screenshots/, for a person to look at.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";

const outDir = path.resolve("screenshots");
fs.mkdirSync(outDir, { recursive: true });
const app = await buildServer(
  testConfig({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "shots-")), staticDir: path.resolve("build/client") }),
);
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const only = process.argv.slice(2);
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((m) => new URL(m[1] ?? "/").pathname)
  .concat(["/no-such-page"])
  .filter((p) => only.length === 0 || only.includes(p));

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    const name = `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}${overflow > 0 ? `  OVERFLOWS sideways by ${overflow}px` : ""}`);
  }
  await context.close();
}
await browser.close();
await app.close();
