import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const reactRouterScript = `<script type="module" async="">import "/assets/manifest-0a.js";
import * as route0 from "/assets/root-1b.js";
import * as route1 from "/assets/about-2c.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-3d.js");</script>`;
const page = `<head><link rel="modulepreload" href="/assets/root-1b.js"/><link rel="stylesheet" href="/a.css"/></head><body><h1>About</h1>${reactRouterScript}<script>ctx()</script></body>`;

type PaintEntries = { getEntriesByName: (name: string) => unknown[] };

/**
 * Runs the rewritten module script with `import()`, the page's visibility, the browser's paint reports and its
 * timer stood in for. `paint(name)` reports a paint of that name; `timeUp()` runs the pending timer.
 */
function runBoot(html: string, env: { hidden?: boolean; reportsPaints?: boolean } = {}) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const loaded: string[] = [];
  const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const load = async (url: string) => {
    loaded.push(url);
    return { url };
  };
  let report: ((list: PaintEntries, observer: { disconnect: () => void }) => void) | undefined;
  let observing = false;
  class FakeObserver {
    static supportedEntryTypes = env.reportsPaints === false ? ["mark"] : ["paint", "mark"];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      observing = options.type === "paint" && options.buffered;
    }
  }
  let timer: (() => void) | undefined;
  const params = ["load", "window", "document", "PerformanceObserver", "setTimeout"];
  new Function(...params, body.replace(/\bimport\(/g, "load("))(
    load,
    win,
    { visibilityState: env.hidden ? "hidden" : "visible" },
    FakeObserver,
    (cb: () => void) => {
      timer = cb;
    },
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    loaded,
    win,
    async paint(name: string) {
      if (observing)
        report?.(
          { getEntriesByName: (n) => (n === name ? [{ name }] : []) },
          {
            disconnect: () => {
              observing = false;
            },
          },
        );
      await settle();
    },
    async timeUp() {
      timer?.();
      await settle();
    },
    settle,
  };
}

describe("paintFirst", () => {
  const out = paintFirst(page);

  it("drops the modulepreload hints and keeps everything else", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain("<h1>About</h1>");
    expect(out).toContain("<script>ctx()</script>");
  });

  it("leaves no static import for the browser to fetch while it parses", () => {
    expect(out).not.toMatch(/import\s+["*]/);
  });

  it("imports the manifest, then the route modules under their names, then the client entry, once the first contentful paint is reported", async () => {
    const run = runBoot(out);
    await run.settle();
    expect(run.loaded).toEqual([]);
    await run.paint("first-paint");
    expect(run.loaded).toEqual([]);
    await run.paint("first-contentful-paint");
    expect(run.loaded).toEqual([
      "/assets/manifest-0a.js",
      "/assets/root-1b.js",
      "/assets/about-2c.js",
      "/assets/entry.client-3d.js",
    ]);
    expect(run.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1b.js" },
      "routes/about": { url: "/assets/about-2c.js" },
    });
    await run.timeUp();
    expect(run.loaded).toHaveLength(4);
  });

  it("starts after 3 s if no contentful paint is reported, and only once", async () => {
    const run = runBoot(out);
    await run.timeUp();
    expect(run.loaded).toHaveLength(4);
    await run.paint("first-contentful-paint");
    expect(run.loaded).toHaveLength(4);
  });

  it("starts at once in a hidden tab, which paints nothing, and in a browser that reports no paints", async () => {
    for (const env of [{ hidden: true }, { reportsPaints: false }]) {
      const run = runBoot(out, env);
      await run.settle();
      expect(run.loaded[0]).toBe("/assets/manifest-0a.js");
    }
  });

  it("keeps a split route module's parts joined under the route's name", async () => {
    const split = `<script type="module" async="">import "/assets/manifest-0a.js";
import * as route0 from "/assets/root-1b.js";
import * as route1_clientLoader from "/assets/api-client-loader-4e.js";
import * as route1_main from "/assets/api-main-5f.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/api":route1};

import("/assets/entry.client-3d.js");</script>`;
    const { loaded, win, settle } = runBoot(paintFirst(split), { hidden: true });
    await settle();
    expect(loaded).toEqual([
      "/assets/manifest-0a.js",
      "/assets/root-1b.js",
      "/assets/api-client-loader-4e.js",
      "/assets/api-main-5f.js",
      "/assets/entry.client-3d.js",
    ]);
    expect(win.__reactRouterRouteModules?.["routes/api"]).toEqual({ url: "/assets/api-main-5f.js" });
  });

  it("leaves a page without React Router's script as it is", () => {
    expect(paintFirst("<p>static</p>")).toBe("<p>static</p>");
  });

  it("refuses a module script in a shape it does not know, rather than ship it unrewritten", () => {
    expect(() =>
      paintFirst('<script type="module" async="">import "/x.js"; doSomething();</script>', "odd.html"),
    ).toThrow(/odd\.html/);
  });
});
