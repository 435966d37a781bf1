/**
 * `npx tsx scripts/brand-pngs.ts`: renders the press page's logo files in public/brand/ from SVG to PNG (transparent
 * background, at the size each SVG declares), so the downloadable PNGs always match the vector originals.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const dir = path.resolve("public/brand");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".svg"))) {
  const svg = fs.readFileSync(path.join(dir, file), "utf8");
  const width = Number(svg.match(/\bwidth="(\d+)"/)?.[1]);
  const height = Number(svg.match(/\bheight="(\d+)"/)?.[1]);
  if (!width || !height) throw new Error(`${file} declares no width and height`);
  await page.setViewportSize({ width, height });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
  const out = path.join(dir, file.replace(/\.svg$/, ".png"));
  await page.locator("svg").screenshot({ path: out, omitBackground: true });
  console.log(`${path.relative(process.cwd(), out)} ${width}x${height}`);
}
await browser.close();
