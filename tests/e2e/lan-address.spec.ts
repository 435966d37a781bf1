import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { waitForHydration } from "./chrome-fixtures";

/**
 * An address of this machine that Chromium does not treat as potentially trustworthy (localhost and 127.0.0.0/8
 * are), as another device on the network would open the site by: there a CSP's upgrade-insecure-requests sends
 * the page's styles and scripts to https://, which the server does not answer.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal && !i.address.startsWith("127."))?.address;

test.describe("a page opened over plain HTTP by the machine's network address", () => {
  test.skip(!lanAddress, "this machine has no non-loopback IPv4 address to open the site at");
  let server: ServerProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    // The server migrates a new database and loads the factor catalogue before it listens.
    test.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carbontracker-lan-"));
    server = await startServerProcess(
      {
        HOST: "0.0.0.0",
        STATIC_DIR: path.join(process.env.BUILD_DIR ?? "build", "client"),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        PUBLIC_BASE_URL: "",
      },
      150_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("is styled, loads its scripts and hydrates", async ({ page }) => {
    const origin = `http://${lanAddress}:${new URL(server.url).port}`;
    const failed: string[] = [];
    page.on("requestfailed", (r) => failed.push(r.url()));
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));

    await page.goto(`${origin}/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to CarbonTracker" })).toBeVisible();
    await waitForHydration(page);

    const styles = await page.evaluate(() => ({
      // The site's stylesheet is in the page; any linked one must have loaded.
      sheets: [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')].map(
        (el) => ({
          from: el instanceof HTMLLinkElement ? el.href : el.id,
          loaded: (el.sheet?.cssRules.length ?? 0) > 0,
        }),
      ),
      // The stylesheet's reset: a browser's own style gives the body an 8px margin.
      bodyMargin: getComputedStyle(document.body).margin,
    }));
    expect(styles.sheets.map((s) => s.from)).toContain("site-stylesheet");
    for (const sheet of styles.sheets) expect(sheet, sheet.from).toEqual({ from: sheet.from, loaded: true });
    expect(styles.bodyMargin).toBe("0px");
    expect(asked.filter((url) => url.startsWith("https:"))).toEqual([]);
    expect(asked.some((url) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname))).toBe(true);
    expect(failed).toEqual([]);
  });
});
