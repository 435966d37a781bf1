import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkBrowser,
  checkDatabase,
  checkPythonSamples,
  DEFAULT_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  mayInstallChromium,
  testBrowserPath,
} from "./test-preflight";

const TSX = path.resolve("node_modules/.bin/tsx");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "test-preflight-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function testRunner(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = spawn(TSX, ["scripts/test-all.ts", ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout }));
  });
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("npm test on a machine without the browser", () => {
  it("stops before the browser suite with one line naming what is missing and the fix, counted as a failure", async () => {
    const nowhere = path.join(scratch, "no-such-chromium");
    const { code, stdout } = await testRunner(["browser"], { CHROMIUM_PATH: nowhere, TEST_BROWSER_INSTALL: "off" });
    expect(code).toBe(1);
    const lines = stdout.split("\n").filter((line) => line.trim() !== "");
    expect(lines.at(-1)).toBe("0 passed, 1 failed");
    const said = new Set(lines.slice(0, -1));
    expect([...said]).toEqual([
      `browser tests not run: no Chromium at ${nowhere}; fix: set CHROMIUM_PATH to a Chromium or Chrome binary, or unset it to use Debian's ${HEADLESS_SHELL_PATH} (apt-get install chromium-headless-shell)`,
    ]);
  });

  it("unknown suite names are refused", async () => {
    const { code } = await testRunner(["browsers"], {});
    expect(code).toBe(2);
  });
});

describe("npm test's typecheck and build", () => {
  it("run side by side, each one's output printed whole, each counted, the build's failure too", async () => {
    // An npm that stands in for `npm run --silent <suite>`: it notes when it starts and ends, prints around a pause,
    // and fails for the suite FAKE_FAIL names.
    const bin = path.join(scratch, "fake-npm");
    const times = path.join(scratch, "times");
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(
      path.join(bin, "npm"),
      [
        "#!/bin/sh",
        `echo "$3 start $(date +%s%N)" >> ${times}`,
        'echo "$3 first line"',
        "sleep 1",
        'echo "$3 last line" >&2',
        `echo "$3 end $(date +%s%N)" >> ${times}`,
        '[ "$3" != "$FAKE_FAIL" ]',
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    const { code, stdout } = await testRunner(["typecheck", "build"], {
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      FAKE_FAIL: "build",
    });
    const at = Object.fromEntries(
      fs
        .readFileSync(times, "utf8")
        .trim()
        .split("\n")
        .map((line) => line.split(" "))
        .map(([suite, event, ns]) => [`${suite} ${event}`, BigInt(ns!)]),
    );
    expect(at["build start"]! < at["typecheck end"]! && at["typecheck start"]! < at["build end"]!).toBe(true);
    expect(code).toBe(1);
    const lines = stdout.split("\n").filter((line) => line.trim() !== "");
    expect(lines.slice(0, 4)).toEqual([
      "typecheck first line",
      "typecheck last line",
      "build first line",
      "build last line",
    ]);
    expect(lines.slice(-3).map((line) => line.replace(/\([\d.]+ s\)/, "(N s)"))).toEqual([
      "typecheck: ok (N s)",
      "build: FAILED (N s)",
      "1 passed, 1 failed",
    ]);
  });
});

describe("checkBrowser", () => {
  it("accepts an executable file and refuses a file that cannot run", () => {
    expect(checkBrowser(process.execPath)).toEqual({ ok: true });
    const notExecutable = path.join(scratch, "chromium.txt");
    fs.writeFileSync(notExecutable, "");
    const result = checkBrowser(notExecutable, { env: { TEST_BROWSER_INSTALL: "off" } });
    expect(result).toMatchObject({ ok: false, problem: expect.stringContaining(`no Chromium at ${notExecutable}`) });
  });

  it("drives CHROMIUM_PATH's binary, else Debian's headless shell, else Debian's chromium, else asks for the shell", () => {
    const only =
      (...files: string[]) =>
      (file: string) =>
        files.includes(file);
    expect(testBrowserPath({ CHROMIUM_PATH: "/opt/chrome/chrome" }, only(HEADLESS_SHELL_PATH))).toBe(
      "/opt/chrome/chrome",
    );
    expect(testBrowserPath({}, only(HEADLESS_SHELL_PATH, DEFAULT_CHROMIUM_PATH))).toBe(HEADLESS_SHELL_PATH);
    expect(testBrowserPath({}, only(DEFAULT_CHROMIUM_PATH))).toBe(DEFAULT_CHROMIUM_PATH);
    expect(testBrowserPath({}, only())).toBe(HEADLESS_SHELL_PATH);
  });

  it("installs Debian's Chromium only for a default path, as root, with apt-get, unless switched off", () => {
    const bin = path.join(scratch, "bin");
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(path.join(bin, "apt-get"), "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    const env = { PATH: bin };
    expect(mayInstallChromium(DEFAULT_CHROMIUM_PATH, env, 0)).toBe(true);
    expect(mayInstallChromium(HEADLESS_SHELL_PATH, env, 0)).toBe(true);
    expect(mayInstallChromium(DEFAULT_CHROMIUM_PATH, { ...env, TEST_BROWSER_INSTALL: "off" }, 0)).toBe(false);
    expect(mayInstallChromium(DEFAULT_CHROMIUM_PATH, env, 1000)).toBe(false);
    expect(mayInstallChromium("/opt/chrome/chrome", env, 0)).toBe(false);
    expect(mayInstallChromium("constructor", env, 0)).toBe(false);
    expect(mayInstallChromium(DEFAULT_CHROMIUM_PATH, { PATH: scratch }, 0)).toBe(false);
  });
});

describe("checkDatabase", () => {
  it("is satisfied without TEST_DATABASE_URL and when something answers there", async () => {
    expect(await checkDatabase(undefined)).toEqual({ ok: true });
    const server = net.createServer((socket) => socket.end()).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as net.AddressInfo;
    expect(await checkDatabase(`postgres://postgres@127.0.0.1:${port}/test`)).toEqual({ ok: true });
    server.close();
  });

  it("names the host and port nobody answers at, and the fix, never the password", async () => {
    const port = await closedPort();
    const result = await checkDatabase(`postgres://postgres:s3cret@127.0.0.1:${port}/test`);
    expect(result.ok).toBe(false);
    const problem = result.ok ? "" : result.problem;
    expect(problem).toMatch(
      new RegExp(
        `^PostgreSQL tests not run: nothing answers at 127\\.0\\.0\\.1:${port} \\(TEST_DATABASE_URL\\); fix: `,
      ),
    );
    expect(problem).toContain("or unset TEST_DATABASE_URL to test on PGlite only");
    expect(problem).not.toContain("s3cret");
  });

  it("refuses a value that is not a URL", async () => {
    expect(await checkDatabase("not a url")).toMatchObject({ ok: false });
  });
});

describe("checkPythonSamples", () => {
  it("notes, without failing, a missing python3 or requests module and how to get them", () => {
    const empty = path.join(scratch, "no-python");
    fs.mkdirSync(empty, { recursive: true });
    expect(checkPythonSamples({ PATH: empty })).toEqual({
      ok: true,
      note: "Python API samples skipped: no python3; fix: apt-get install python3-requests (or pip install requests)",
    });
    const bin = path.join(scratch, "python-without-requests");
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(path.join(bin, "python3"), "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    expect(checkPythonSamples({ PATH: bin })).toMatchObject({
      ok: true,
      note: expect.stringContaining("python3 cannot import requests; fix: apt-get install python3-requests"),
    });
    fs.writeFileSync(path.join(bin, "python3"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    expect(checkPythonSamples({ PATH: bin })).toEqual({ ok: true });
    // A wrapper (pyenv's shim) that names the interpreter it runs: the samples run that directly.
    fs.writeFileSync(path.join(bin, "python3"), "#!/bin/sh\necho /opt/python/bin/python3.11\n", { mode: 0o755 });
    expect(checkPythonSamples({ PATH: bin })).toEqual({ ok: true, interpreter: "/opt/python/bin/python3.11" });
  });
});
