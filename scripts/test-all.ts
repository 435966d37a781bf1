/**
 * `npm test`: every suite (typecheck, lint, unit and server tests, build, browser tests), then one closing line
 * `N passed, N failed` summing them all. Exits non-zero when anything failed. Name suites to run only those
 * (`npm test -- unit browser`); the browser suite then uses the existing build.
 *
 * The typecheck, lint and the build run side by side first: none reads what another writes, and together they keep
 * both cores busy. Their output is held and printed whole, one after the other. Then the unit and server tests
 * (which keep both cores busy on their own) and the browser tests, one after the other.
 *
 * The machine is checked first (scripts/test-preflight.ts): without Chromium the browser suite does not run
 * and counts as one failure, with one line saying what is missing and how to get it (as root with apt-get,
 * Debian's chromium is installed instead, unless TEST_BROWSER_INSTALL=off); when TEST_DATABASE_URL is set but
 * nothing answers there, that is one failure and one line, and the server tests run on PGlite only. Without
 * python3 and its requests module, the API samples' Python runs are skipped: one line says so, not a failure.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumPath } from "../playwright.config";
import { type Check, checkBrowser, checkDatabase, checkPythonSamples } from "./test-preflight";

const SUITES = ["typecheck", "lint", "unit", "build", "browser"] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(SUITES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(", ")}; the suites are ${SUITES.join(", ")}.`);
  process.exit(2);
}
const wants = (suite: (typeof SUITES)[number]) => chosen.length === 0 || chosen.includes(suite);

const results = path.resolve("test-results");
fs.mkdirSync(results, { recursive: true });
const tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** Runs a command with its output held (stdout and stderr in the order written), for running beside another. */
function runHeld(cmd: string, args: string[]): Promise<{ ok: boolean; seconds: string; output: Buffer }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (b: Buffer) => chunks.push(b));
    child.stderr.on("data", (b: Buffer) => chunks.push(b));
    const done = (ok: boolean) =>
      resolve({ ok, seconds: ((Date.now() - started) / 1000).toFixed(1), output: Buffer.concat(chunks) });
    child.on("error", (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
}

function count(name: string, r: { ok: boolean; seconds: string }) {
  r.ok ? tally.passed++ : tally.failed++;
  lines.push(`${name}: ${r.ok ? "ok" : "FAILED"} (${r.seconds} s)`);
  return r.ok;
}

/** A machine check that failed: one line now, one failure in the tally, the same line in the summary. */
function missing(check: Check): boolean {
  if (check.ok) return false;
  console.log(check.problem);
  tally.failed++;
  lines.push(check.problem);
  return true;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

// Before the long suites, so a fresh machine hears at once what it lacks (and gets its browser installed).
const browserMissing = wants("browser") && missing(checkBrowser(chromiumPath));
const databaseMissing = wants("unit") && missing(await checkDatabase(process.env.TEST_DATABASE_URL));
const pythonNote = wants("unit") ? checkPythonSamples().note : undefined;
if (pythonNote) {
  console.log(pythonNote);
  lines.push(pythonNote);
}

const [typecheck, lint, build] = await Promise.all([
  wants("typecheck") ? runHeld("npm", ["run", "--silent", "typecheck"]) : undefined,
  wants("lint") ? runHeld("npx", ["biome", "check", "."]) : undefined,
  wants("build") ? runHeld("npm", ["run", "--silent", "build"]) : undefined,
]);
for (const r of [typecheck, lint, build]) if (r) process.stdout.write(r.output);
if (typecheck) count("typecheck", typecheck);
if (lint) count("lint", lint);

if (wants("unit")) {
  const unitFile = path.join(results, "unit.json");
  fs.rmSync(unitFile, { force: true });
  const { TEST_DATABASE_URL: _unreachable, ...withoutDatabase } = process.env;
  const unit = run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitFile}`],
    databaseMissing ? withoutDatabase : process.env,
  );
  const u = readJson<{ numPassedTests: number; numFailedTests: number; numFailedTestSuites: number }>(unitFile);
  if (u) {
    const failed = u.numFailedTests + (u.numFailedTests === 0 && !unit.ok ? Math.max(1, u.numFailedTestSuites) : 0);
    tally.passed += u.numPassedTests;
    tally.failed += failed;
    lines.push(`unit and server: ${u.numPassedTests} passed, ${failed} failed (${unit.seconds} s)`);
  } else {
    tally.failed++;
    lines.push("unit and server: FAILED to run");
  }
}

let built = true;
if (build) built = count("build", build);
else if (wants("browser") && !browserMissing) built = !missing(builtSite());

if (wants("browser") && !browserMissing && built) {
  const e2eFile = path.join(results, "e2e.json");
  fs.rmSync(e2eFile, { force: true });
  const e2e = run("npx", ["playwright", "test", "--reporter=list,json"], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile,
  });
  const s = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eFile)?.stats;
  if (s) {
    const failed = s.unexpected + (s.unexpected === 0 && !e2e.ok ? 1 : 0);
    tally.passed += s.expected + s.flaky;
    tally.failed += failed;
    lines.push(`browser: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${failed} failed (${e2e.seconds} s)`);
  } else {
    tally.failed++;
    lines.push("browser: FAILED to run");
  }
}

/** The browser suite alone uses the existing build. */
function builtSite(): Check {
  const index = path.resolve(process.env.BUILD_DIR ?? "build", "client", "index.html");
  return fs.existsSync(index)
    ? { ok: true }
    : { ok: false, problem: `browser tests not run: no build at ${path.dirname(index)}; fix: npm run build` };
}

console.log(`\n${lines.join("\n")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
