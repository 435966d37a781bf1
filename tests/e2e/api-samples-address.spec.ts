import { expect, type Page, test } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../playwright.config";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

/** The address the build writes into the prerendered examples (app/content/site.ts). */
const BUILT_API_BASE = `${(process.env.VITE_PUBLIC_BASE_URL ?? "https://carbontracker.co.in").replace(/\/$/, "")}/v1`;

const PAGES = [
  ["/api", "#guide-createAccessToken"],
  ["/api/reference/authentication", "#sample-createAccessToken"],
] as const;

// Scroll bars as a visitor's desktop browser draws them (headless Chromium hides them), taking room in the page.
test.use({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ["--hide-scrollbars"] },
});
test.beforeEach(async ({ page }) => withCookieChoice(page));

/** Every example's height, the page's, and all of the examples' code. */
function examples(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const blocks = [...document.querySelectorAll<HTMLElement>("[data-samples]")];
    return {
      heights: blocks.map((b) => ({ id: b.id, height: b.getBoundingClientRect().height })),
      pageHeight: document.documentElement.scrollHeight,
      code: blocks.flatMap((b) => [...b.querySelectorAll("code")].map((c) => c.textContent ?? "")),
    };
  });
}

test("once hydrated, the examples call the API of the site they are read on, the audience its token endpoint asks for", async ({
  page,
  baseURL,
  request,
}) => {
  const served = `${new URL(baseURL!).origin}/v1`;
  test.skip(served === BUILT_API_BASE, "the site was built for the address it is served at");
  const refused = await request.post("/v1/auth/token", {
    form: { grant_type: "client_credentials", client_id: "demo-client", client_secret: "x" },
  });
  expect((await refused.json()).error_description).toBe(`audience is required: ${served}`);

  for (const [url, token] of PAGES) {
    await page.goto(url);
    await waitForHydration(page);
    for (const language of ["curl", "javascript", "python"]) {
      const code = page.locator(`${token} [data-sample-panel=${language}] code`);
      await expect(code, `${url} ${language}`).toContainText(`${served}/auth/token`);
    }
    await expect(page.locator(`${token} [data-sample-panel=curl] code`)).toContainText(`audience=${served}"`);
    const code = (await examples(page)).code;
    expect(code.length).toBeGreaterThan(0);
    expect(
      code.filter((c) => c.includes(BUILT_API_BASE)),
      url,
    ).toEqual([]);
  }

  // Without scripts they name the address the site was built for, whole and ready to run there.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL });
  const noScripts = await context.newPage();
  await noScripts.goto("/api");
  const curl = noScripts.locator("#guide-createAccessToken [data-sample-panel=curl] code");
  await expect(curl).toContainText(`"${BUILT_API_BASE}/auth/token"`);
  await expect(curl).toContainText(`audience=${BUILT_API_BASE}"`);
  await context.close();
});

test.describe("hydration changes the examples' address but not their size", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const [url, token] of PAGES) {
      test(`${url} at ${viewport.width} px`, async ({ page, baseURL }) => {
        const served = `${new URL(baseURL!).origin}/v1`;
        test.skip(served === BUILT_API_BASE, "the site was built for the address it is served at");
        await page.setViewportSize(viewport);
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route("**/assets/*.js", async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const before = await examples(page);
        expect(before.code.some((c) => c.includes(BUILT_API_BASE))).toBe(true);
        release();
        await waitForHydration(page);
        await expect(page.locator(`${token} [data-sample-panel=curl] code`)).toContainText(served);
        const after = await examples(page);
        expect(after.code.some((c) => c.includes(BUILT_API_BASE))).toBe(false);
        expect(after.heights).toEqual(before.heights);
        expect(after.pageHeight).toBe(before.pageHeight);
      });
    }
  }
});
