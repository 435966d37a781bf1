/**
 * The console half of `npm run bench:web`: a person signs up and signs in (through the site, as the browser tests
 * do), then opens `/console` in a fresh browser context (cold cache, the session kept): the brotli script bytes that
 * first load fetched and the time until the overview's figures replaced its skeleton; then a click on each view in
 * the navigation and the time until that view is ready, its module and its `/v1` answers included. On loopback, one
 * figure per run; the marketing pages' rows above show whether their scripts changed.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { consoleViews, viewPath } from "../app/console/views";

const PASSWORD = "quiet-Harbour-Lamp-7";

export type ConsoleFigures = {
  firstLoad: { scriptKb: number; scripts: number; readyMs: number }[];
  views: { label: string; ms: number[] }[];
};

/** Ready: the address is the view's, and no skeleton is left in the console. */
async function ready(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator("main").getByRole("heading").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main [role=status] .animate-pulse").length === 0);
}

async function signUpAndSignIn(browser: Browser, base: string) {
  const email = `bench.${Date.now()}@example.in`;
  const res = await fetch(`${base}/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email,
      firstName: "Asha",
      lastName: "Rao",
      company: "Rao Steel",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  if (res.status !== 202) throw new Error(`sign-up answered ${res.status}`);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function measureConsole(
  base: string,
  { chromiumPath, runs }: { chromiumPath: string; runs: number },
): Promise<ConsoleFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const storageState = await signUpAndSignIn(browser, base);
    const figures: ConsoleFigures = {
      firstLoad: [],
      views: consoleViews.filter((v) => v.segment !== "").map((v) => ({ label: v.label, ms: [] })),
    };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
      });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const start = Date.now();
      await page.goto(viewPath(""));
      await ready(page, viewPath(""));
      const readyMs = Date.now() - start;
      const bytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
      figures.firstLoad.push({ scriptKb: bytes / 1024, scripts: scripts.length, readyMs });
      for (const view of figures.views) {
        const path = viewPath(consoleViews.find((v) => v.label === view.label)!.segment);
        const link = page.getByRole("navigation", { name: "Console views" }).getByRole("link", { name: view.label });
        const clicked = Date.now();
        await link.click();
        await ready(page, path);
        view.ms.push(Date.now() - clicked);
      }
      await context.close();
      // A view that fell over is not a figure.
      if (errors.length > 0) throw new Error(`the console failed in the browser: ${errors[0]}`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export function printConsole(f: ConsoleFigures, runs: number) {
  const load = f.firstLoad;
  console.log(`/console, signed in, cold cache, loopback (median of ${runs}):`);
  console.log(
    `  first load: ${median(load.map((l) => l.scriptKb)).toFixed(1)} KB brotli script in ${median(load.map((l) => l.scripts))} files (budget 200 KB); overview ready after ${median(load.map((l) => l.readyMs))} ms`,
  );
  console.log("  click to view ready (its module and its /v1 answers included):");
  for (const v of f.views) console.log(`    ${v.label.padEnd(14)} ${median(v.ms)} ms`);
}
