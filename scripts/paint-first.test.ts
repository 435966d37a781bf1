import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const reactRouterScript = `<script type="module" async="">import "/assets/manifest-0a.js";
import * as route0 from "/assets/root-1b.js";
import * as route1 from "/assets/about-2c.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-3d.js");</script>`;
const page = `<head><link rel="modulepreload" href="/assets/root-1b.js"/><link rel="stylesheet" href="/a.css"/></head><body><h1>About</h1>${reactRouterScript}<script>ctx()</script></body>`;

/** Runs the rewritten module script with `import()` and the browser's frame and timer calls stood in for. */
function runBoot(
  html: string,
  env: { hidden: boolean; frame: (cb: () => void) => void; timer: (cb: () => void) => void },
) {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const loaded: string[] = [];
  const win: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const load = async (url: string) => {
    loaded.push(url);
    return { url };
  };
  const params = ["load", "window", "document", "requestAnimationFrame", "setTimeout"];
  new Function(...params, body.replace(/\bimport\(/g, "load("))(
    load,
    win,
    { visibilityState: env.hidden ? "hidden" : "visible" },
    env.frame,
    env.timer,
  );
  return { loaded, win };
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

  it("imports the manifest, then the route modules under their names, then the client entry, after the first frame", async () => {
    let frame: (() => void) | undefined;
    const { loaded, win } = runBoot(out, { hidden: false, frame: (cb) => (frame = cb), timer: (cb) => cb() });
    expect(loaded).toEqual([]);
    frame?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual([
      "/assets/manifest-0a.js",
      "/assets/root-1b.js",
      "/assets/about-2c.js",
      "/assets/entry.client-3d.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1b.js" },
      "routes/about": { url: "/assets/about-2c.js" },
    });
  });

  it("starts at once in a hidden tab, which paints no frame", async () => {
    const never = () => {
      throw new Error("a hidden tab paints no frame");
    };
    const { loaded } = runBoot(out, { hidden: true, frame: never, timer: never });
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded[0]).toBe("/assets/manifest-0a.js");
  });

  it("keeps a split route module's parts joined under the route's name", async () => {
    const split = `<script type="module" async="">import "/assets/manifest-0a.js";
import * as route0 from "/assets/root-1b.js";
import * as route1_clientLoader from "/assets/api-client-loader-4e.js";
import * as route1_main from "/assets/api-main-5f.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/api":route1};

import("/assets/entry.client-3d.js");</script>`;
    const { loaded, win } = runBoot(paintFirst(split), { hidden: true, frame: () => {}, timer: () => {} });
    await new Promise((r) => setTimeout(r, 0));
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
