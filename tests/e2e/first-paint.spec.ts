import { expect, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

const banner = "Cookie consent";

test("a first visit sees the cookie banner before any script file has arrived; a returning visitor never", async ({
  browser,
  request,
}) => {
  expect(await (await request.get("/login")).text()).toContain(`aria-label="${banner}"`);
  for (const returning of [false, true]) {
    const context = await browser.newContext();
    if (returning) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "all"));
    const page = await context.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to CarbonTracker" })).toBeVisible();
    const region = page.getByRole("region", { name: banner });
    if (returning) await expect(region).toBeHidden();
    else await expect(region.getByRole("button", { name: "Accept all" })).toBeVisible();
    await context.close();
  }
});

test("without scripts the page reads and the banner, which could not work, stays hidden", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to CarbonTracker" })).toBeVisible();
  await expect(page.getByRole("region", { name: banner })).toBeHidden();
  await context.close();
});

test.describe("the largest contentful paint is the first paint (phone, first visit)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ["/login", "/forgot-password", "/register"]) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: { fcp?: number; lcp: number[] } = { lcp: [] };
        (window as unknown as { __paints: typeof seen }).__paints = seen;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = e.startTime;
        }).observe({ type: "paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen.lcp.push(e.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: banner })).toBeVisible();
      // Two more frames, so anything hydration painted has been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const paints = await page.evaluate(
        () => (window as unknown as { __paints: { fcp: number; lcp: number[] } }).__paints,
      );
      expect(paints.fcp).toBeGreaterThan(0);
      expect(paints.lcp).toEqual([paints.fcp]);
    });
  }
});

test.describe("the first paint needs no script: the browser asks for one only after it has painted", () => {
  for (const path of ["/", "/aboutus", "/api", "/resources/knowledge-base/scenarios"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.startTime),
      }));
      expect(timings.fcp).toBeGreaterThan(0);
      expect(timings.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.fcp);
    });
  }
});

test.describe("the first paint needs nothing but the document: no stylesheet to fetch", () => {
  for (const path of ["/aboutus", "/resources/knowledge-base/scenarios"]) {
    test(path, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
      });
      await page.route("**/*.css", (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const styled = await page.evaluate(() => ({
        // The stylesheet's reset: a browser's own style gives the body an 8px margin.
        bodyMargin: getComputedStyle(document.body).margin,
        // An article's body (its headings), styled by the same stylesheet.
        articleHeading: [...document.querySelectorAll(".kb-article-prose h2")].map(
          (h) => getComputedStyle(h).fontWeight,
        )[0],
      }));
      expect(stylesheets).toEqual([]);
      expect(styled.bodyMargin).toBe("0px");
      if (path.includes("knowledge-base")) expect(styled.articleHeading).toBe("700");
      await context.close();
    });
  }
});

// A slow phone network hands the page over in parts. Painted as it arrived, the solution pages' dashboard picture
// grew from 10 px to its height under the text beside it (layout shift 0.019-0.025); the first paint waits for the
// whole page instead.
test.describe("on a slow network nothing painted moves as the rest of the page arrives (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 844 } });
  for (const path of ["/emission-analytics", "/reporting-dashboard"]) {
    test(path, async ({ page }) => {
      await withCookieChoice(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput && e.value > 0) shifts.push(e.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "load" });
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    });
  }
});
