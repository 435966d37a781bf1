/**
 * `npm run bench:web`: for every page in the sitemap of an existing build, the compressed (brotli, as served)
 * JS and CSS a cold load fetches, and Lighthouse 12 mobile scores with LCP, TBT and CLS (the run with the median
 * performance score of `BENCH_RUNS`), against the budgets;
 * then the interaction benchmark (scripts/bench-interactions.ts): click to dialog and to usable form, and menu
 * open times, on loopback and throttled; then the console, signed in (scripts/bench-console.ts): its first load's
 * script bytes and time to the overview, and click to view for each view. Pass paths to measure only those pages (any served path, not only the sitemap's);
 * `--pages`, `--interactions` or `--console` runs only that part. Serves the build with the real server on a free port and drives Debian Chromium
 * (CHROMIUM_PATH). `BENCH_REPORTS=dir` keeps each reported run's Lighthouse JSON there.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import { measureConsole, printConsole } from "./bench-console";
import { measureInteractions, printInteractions } from "./bench-interactions";
import { FIRST_LOAD_BUDGET, firstLoadKb } from "./first-load";

const BUDGET = { ...FIRST_LOAD_BUDGET, allJsKb: 200, lcpMs: 1000, tbtMs: 100, cls: 0.02 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const staticDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
/** Where to keep each reported run's whole Lighthouse result (JSON), to see why a page missed. */
const reportDir = process.env.BENCH_REPORTS;
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const halves = ["--pages", "--interactions", "--console"].filter((f) => flags.has(f));
const measurePages = halves.length === 0 || flags.has("--pages");
const measureClicks = halves.length === 0 || flags.has("--interactions");
const measureConsoleHalf = halves.length === 0 || flags.has("--console");

type Row = {
  path: string;
  jsKb: number;
  /** Every script the page loaded during Lighthouse's run, lazy chunks and prefetches included (bytes transferred). */
  allJsKb: number;
  cssKb: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function launchChromium(): Promise<{ port: number; proc: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-chromium-"));
  const proc = spawn(
    chromiumPath,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, proc, profile };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill();
  throw new Error(`Chromium at ${chromiumPath} did not open its debugging port`);
}

async function main() {
  if (!fs.existsSync(path.join(staticDir, "index.html"))) {
    console.error(`No build in ${staticDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-data-"));
  const app = await buildServer(testConfig({ staticDir, dataDir }));
  const base = (await app.listen({ port: 0, host: "127.0.0.1" })).replace("localhost", "127.0.0.1");
  try {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
    if (measurePages) print(await lighthouseRows(base, only.length > 0 ? only : sitemapPaths));
    if (measureClicks) {
      const interactions = await measureInteractions(base, sitemapPaths, { chromiumPath, runs });
      console.log("");
      printInteractions(interactions, runs);
    }
    if (measureConsoleHalf) {
      console.log("");
      printConsole(await measureConsole(base, { chromiumPath, runs }), runs);
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse 12 mobile, one page after another in one Chromium, with each page's cold-load asset sizes. */
async function lighthouseRows(base: string, paths: string[]): Promise<Row[]> {
  const chromium = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const p of paths) {
      const html = await (await fetch(`${base}${p}`)).text();
      const sizes = firstLoadKb(staticDir, html);
      const lhr = await medianRun(`${base}${p}`, chromium.port);
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = p === "/" ? "home" : p.slice(1).replaceAll("/", "_");
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const resources = lhr.audits["resource-summary"]?.details as
        | { items: { resourceType: string; transferSize: number }[] }
        | undefined;
      const scriptBytes = resources?.items.find((item) => item.resourceType === "script")?.transferSize;
      const ownIds = new Set(
        CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []),
      );
      rows.push({
        path: p,
        ...sizes,
        allJsKb: (scriptBytes ?? Number.NaN) / 1024,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Row["scores"],
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        failing: [...ownIds].filter((id) => {
          const a = lhr.audits[id];
          return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative";
        }),
      });
      process.stderr.write(`measured ${p}\n`);
    }
  } finally {
    const exited = new Promise((resolve) => chromium.proc.once("exit", resolve));
    chromium.proc.kill();
    await exited;
    fs.rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return rows;
}

/**
 * Lighthouse's own advice on variability: run it several times and take the median. `BENCH_RUNS` runs of the page;
 * the one with the median performance score (for an even count, the lower middle) is reported whole, so the row's
 * figures come from one real run. Runs with the same score (every run of a page that scores 100) are ordered by
 * LCP, worst first, so the reported run is the median LCP too.
 */
async function medianRun(url: string, port: number) {
  const all: Awaited<ReturnType<typeof audited>>[] = [];
  for (let i = 0; i < runs; i++) all.push(await audited(url, port));
  const lcp = (lhr: (typeof all)[number]) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
  all.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) || lcp(b) - lcp(a),
  );
  return all[Math.floor((all.length - 1) / 2)]!;
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like) is tried once more. */
async function audited(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    console.error(`${url}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (attempt === 2) return lhr;
  }
}

function print(rows: Row[]) {
  const mark = (ok: boolean) => (ok ? " " : "!");
  const header = ["route", "JS KB", "all JS", "CSS KB", "perf", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS"];
  const lines = rows.map((r) => [
    r.path,
    `${r.jsKb.toFixed(1)}${mark(r.jsKb <= BUDGET.jsKb)}`,
    `${r.allJsKb.toFixed(1)}${mark(r.allJsKb <= BUDGET.allJsKb)}`,
    `${r.cssKb.toFixed(1)}${mark(r.cssKb <= BUDGET.cssKb)}`,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    `${Math.round(r.lcpMs)}${mark(r.lcpMs <= BUDGET.lcpMs)}`,
    `${Math.round(r.tbtMs)}${mark(r.tbtMs <= BUDGET.tbtMs)}`,
    `${r.cls.toFixed(3)}${mark(r.cls <= BUDGET.cls)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(fmt(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(fmt(l));
  console.log(
    `\nBrotli bytes as served (1 KB = 1024 B). Budgets: JS ${BUDGET.jsKb} KB before the page is interactive, all JS (what Lighthouse saw load, lazy chunks and prefetches included) ${BUDGET.allJsKb} KB, CSS ${BUDGET.cssKb} KB, LCP ${BUDGET.lcpMs} ms, TBT ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}; "!" marks a miss.`,
  );
  const failing = rows.filter((r) => r.failing.length > 0);
  if (failing.length > 0) {
    console.log("\nAudits below full score:");
    for (const r of failing) console.log(`  ${r.path}: ${r.failing.join(", ")}`);
  }
}

await main();
