/**
 * The interaction half of `npm run bench:web`: how fast the site answers a click, measured inside the page from
 * the click event to the animation frame that shows the result. For each dialog (opened from the first button
 * for it on a sitemap page, the header's first), the demo dialog from the mobile menu, the header menus and the
 * mobile menu: on loopback, and under Lighthouse's mobile throttling applied through the DevTools protocol
 * (slow 4G with its DevTools latency and throughput, CPU 4x slower). Every run is a first visit in a fresh
 * browser context (cold cache). The click comes once the page is quiet (hydrated, no request in flight and no
 * long task for a second, Lighthouse's idea of a loaded page), as from a visitor who has started reading; the
 * header's demo button is also pressed the moment the page has hydrated, the earliest a script can answer.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { dialogNames } from "../app/content/dialog-names";
import {
  armProbe,
  dialogTarget,
  headerMenuTarget,
  installProbe,
  mobileMenuTarget,
  type ProbeTarget,
  probeResult,
  quietFor,
} from "../tests/support/interaction-probe";

/** Budgets from DESIGN.md: a dialog with its fields within 100 ms on loopback, 300 ms throttled. */
export const INTERACTION_BUDGET_MS = { loopback: 100, throttled: 300 } as const;
type Mode = keyof typeof INTERACTION_BUDGET_MS;
const MODES: readonly Mode[] = ["loopback", "throttled"];

type Scenario = {
  label: string;
  /** Click as soon as the page has hydrated instead of once it is quiet. */
  early?: boolean;
  path: string;
  width: number;
  target: ProbeTarget;
  /** Steps before the measured click (e.g. opening the mobile menu first). */
  prepare?: (page: Page) => Promise<void>;
  click: (page: Page) => Promise<void>;
};

/** Milliseconds from the click to the frame showing the container, its first field, and that field focused. */
type Timing = { frame: number; fields: number; usable: number; frames: number; emptyFrames: number };
export type InteractionRow = { label: string; path: string; width: number; results: Record<Mode, Timing | null> };

/** The site's dialog buttons (DialogButton renders a GET form with a hidden `dialog` field) in a page's HTML. */
function dialogButtonsIn(html: string): { dialog: string; inHeader: boolean }[] {
  const headerEnd = html.indexOf("</header>");
  return [...html.matchAll(/<input type="hidden" name="dialog" value="([a-z]+)"\/>/g)].map((m) => ({
    dialog: m[1] ?? "",
    inHeader: (m.index ?? 0) < headerEnd,
  }));
}

async function scenarios(base: string, paths: readonly string[]): Promise<Scenario[]> {
  const pages = await Promise.all(paths.map(async (p) => ({ path: p, html: await (await fetch(base + p)).text() })));
  const list: Scenario[] = [];
  for (const name of dialogNames) {
    const found = pages
      .flatMap((p) => dialogButtonsIn(p.html).map((b) => ({ ...b, path: p.path })))
      .filter((b) => b.dialog === name)
      .sort((a, b) => Number(b.inHeader) - Number(a.inHeader))[0];
    if (!found) continue;
    const scope = found.inHeader ? "header" : "main";
    const button = (page: Page) =>
      page.locator(`${scope} form:has(input[name="dialog"][value="${name}"]) button`).first();
    const scenario: Scenario = {
      label: `${name} dialog (${scope} button)`,
      path: found.path,
      width: 1280,
      target: dialogTarget,
      prepare: async (page) => {
        await button(page).scrollIntoViewIfNeeded();
      },
      click: (page) => button(page).click(),
    };
    list.push(scenario);
    if (name === "demo") list.push({ ...scenario, label: `${scenario.label}, at hydration`, early: true });
  }
  list.push(
    {
      label: "demo dialog (mobile menu)",
      path: "/",
      width: 390,
      target: dialogTarget,
      prepare: (page) => page.getByRole("button", { name: "Open menu" }).click(),
      click: (page) => page.locator("#mobile-menu").getByRole("button", { name: "Schedule Demo" }).click(),
    },
    ...["Platform", "Services"].map((menu) => ({
      label: `${menu} menu`,
      path: "/",
      width: 1280,
      target: headerMenuTarget,
      click: (page: Page) => page.getByRole("banner").getByRole("button", { name: menu, exact: true }).click(),
    })),
    {
      label: "mobile menu",
      path: "/",
      width: 390,
      target: mobileMenuTarget,
      click: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    },
  );
  return list;
}

async function throttle(context: BrowserContext, page: Page) {
  const slow4g = throttling.mobileSlow4G;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slow4g.requestLatencyMs,
    downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4g.cpuSlowdownMultiplier });
}

/** Counts the page's requests in flight and when the last one started or ended. */
function watchNetwork(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now() };
  const change = (delta: number) => () => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return state;
}

/** Waits until no request has been in flight and no long task has run for `quietMs`. */
async function waitUntilQuiet(page: Page, network: ReturnType<typeof watchNetwork>, quietMs = 1000) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    const networkQuiet = network.inFlight <= 0 && Date.now() - network.lastChange >= quietMs;
    if (networkQuiet && (await quietFor(page)) >= quietMs) return;
  }
  throw new Error("the page never became quiet");
}

async function measureOnce(browser: Browser, base: string, scenario: Scenario, mode: Mode): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: scenario.width, height: 800 } });
  try {
    await installProbe(context);
    const page = await context.newPage();
    if (mode === "throttled") await throttle(context, page);
    const network = watchNetwork(page);
    await page.goto(base + scenario.path, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 60_000,
      polling: 10,
    });
    if (!scenario.early) await waitUntilQuiet(page, network);
    await scenario.prepare?.(page);
    await armProbe(page, scenario.target);
    await scenario.click(page);
    const m = await probeResult(page);
    return {
      frame: m.frame ?? Number.NaN,
      fields: m.fields ?? Number.NaN,
      usable: m.usable ?? Number.NaN,
      frames: m.frames,
      emptyFrames: m.emptyFrames,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Runs every scenario `runs` times per mode in fresh contexts and keeps the median of each figure. */
export async function measureInteractions(
  base: string,
  paths: readonly string[],
  { chromiumPath, runs }: { chromiumPath: string; runs: number },
): Promise<InteractionRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows: InteractionRow[] = [];
  try {
    for (const scenario of await scenarios(base, paths)) {
      const results = { loopback: null, throttled: null } as Record<Mode, Timing | null>;
      for (const mode of MODES) {
        const timings: Timing[] = [];
        for (let i = 0; i < runs; i++) timings.push(await measureOnce(browser, base, scenario, mode));
        results[mode] = {
          frame: median(timings.map((t) => t.frame)),
          fields: median(timings.map((t) => t.fields)),
          usable: median(timings.map((t) => t.usable)),
          frames: median(timings.map((t) => t.frames)),
          emptyFrames: Math.max(...timings.map((t) => t.emptyFrames)),
        };
      }
      rows.push({ label: scenario.label, path: scenario.path, width: scenario.width, results });
      process.stderr.write(`measured ${scenario.label}\n`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printInteractions(rows: InteractionRow[], runs: number) {
  const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "-" : String(Math.round(n)));
  const header = ["interaction", "page", "px"];
  for (const mode of MODES) header.push(`${mode}: frame`, "fields", "usable", "frames", "empty");
  const lines = rows.map((r) => {
    const cells = [r.label, r.path, String(r.width)];
    for (const mode of MODES) {
      const t = r.results[mode];
      const over = t && t.fields > INTERACTION_BUDGET_MS[mode] ? "!" : " ";
      cells.push(
        ms(t?.frame),
        `${ms(t?.fields)}${over}`,
        ms(t?.usable),
        String(t?.frames ?? "-"),
        String(t?.emptyFrames ?? "-"),
      );
    }
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(fmt(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(fmt(l));
  const missing = dialogNames.filter((name) => !rows.some((r) => r.label.startsWith(`${name} dialog`)));
  console.log(
    `\nMilliseconds from the click event to the frame showing the dialog or menu (frame), its first field or item` +
      ` (fields) and, for dialogs, focus in a field (usable); frames: animation frames from the click to usable;` +
      ` empty: frames that showed the container without a field. Median of ${runs} first visits per mode (BENCH_RUNS). Throttled: Lighthouse mobile (latency` +
      ` ${throttling.mobileSlow4G.requestLatencyMs} ms, ${Math.round(throttling.mobileSlow4G.downloadThroughputKbps)}` +
      ` kbit/s down, CPU ${throttling.mobileSlow4G.cpuSlowdownMultiplier}x). Budget for fields:` +
      ` ${INTERACTION_BUDGET_MS.loopback} ms loopback, ${INTERACTION_BUDGET_MS.throttled} ms throttled; "!" marks a miss.`,
  );
  if (missing.length > 0) console.log(`No sitemap page has a button for: ${missing.join(", ")}.`);
}
