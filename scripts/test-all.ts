/**
 * `npm test`: every suite in turn (typecheck, lint, unit and server tests, build, browser tests),
 * then one closing line `N passed, N failed` summing them all. Exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const results = path.resolve("test-results");
fs.mkdirSync(results, { recursive: true });
const tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name: string, cmd: string, args: string[]) {
  const r = run(cmd, args);
  r.ok ? tally.passed++ : tally.failed++;
  lines.push(`${name}: ${r.ok ? "ok" : "FAILED"} (${r.seconds} s)`);
  return r.ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npx", ["biome", "check", "."]);

const unitFile = path.join(results, "unit.json");
fs.rmSync(unitFile, { force: true });
const unit = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitFile}`]);
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

if (check("build", "npm", ["run", "--silent", "build"])) {
  const e2eFile = path.join(results, "e2e.json");
  fs.rmSync(e2eFile, { force: true });
  const e2e = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile });
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

console.log(`\n${lines.join("\n")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
