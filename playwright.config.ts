import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/test-preflight";
import { E2E_ADMIN_TOKEN } from "./tests/e2e/leads-fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const chromiumPath = testBrowserPath();
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

const browser = { ...devices["Desktop Chrome"], channel: undefined };
/** The specs that time the interface against DESIGN.md's budgets. */
const TIMED = /interactions\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three at least: Playwright's default (half the cores) is one on a 2-core machine, and the tests spend part of their
  // time waiting on frames and the server. On two cores the suite kept the processor 81 % busy with two workers and
  // 91 % with three, and took 505 s instead of 539 to 589.
  workers: Math.max(3, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: TIMED },
    // The interaction budgets are measured on a machine doing nothing else: after every other test, one at a time.
    { name: "timed", use: browser, testMatch: TIMED, dependencies: ["chromium"], fullyParallel: false },
  ],
  webServer: {
    command: "tsx tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The token audience: the address the browser tests (and the /api page's Try it) use.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      STATIC_DIR: path.join(buildDir, "client"),
      DATA_DIR: path.join(os.tmpdir(), `carbontracker-e2e-${port}-${Date.now()}`),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      // Every browser test submits from 127.0.0.1; the per-address limit has its own server tests.
      FORMS_RATE_LIMIT: "off",
      // The same for the account endpoints' per-address limits (per-account limits and locks still apply).
      AUTH_ADDRESS_LIMITS: "off",
      // Lets tests read stored leads through the admin endpoints, as `npm run leads` does.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  },
});
