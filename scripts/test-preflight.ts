/**
 * What `npm test` needs from the machine, checked before the suites that need it: a fresh machine gets one line
 * naming what is missing and the command that fixes it, not a hundred failing tests without a word of the cause.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Debian's Chromium (package chromium): the browser the tests drive when its headless shell is not installed. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell, built from the same source and
 * version): the same Blink and V8 without the desktop browser's window and interface layers. The browser suite
 * used about a third less processor time with it than with /usr/bin/chromium, every test passing on both.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
/** The Debian package that puts each default browser in place. */
const DEBIAN_PACKAGE: Record<string, string> = {
  [HEADLESS_SHELL_PATH]: "chromium-headless-shell",
  [DEFAULT_CHROMIUM_PATH]: "chromium",
};

export type Check = { ok: true; note?: string } | { ok: false; problem: string };

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const onPath = (command: string, env: NodeJS.ProcessEnv) =>
  (env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && isExecutableFile(path.join(dir, command)));

/**
 * The browser the browser tests drive: the binary CHROMIUM_PATH names, else Debian's headless shell when it is
 * installed, else Debian's chromium when that is, else the headless shell (which the runner then installs or names).
 */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env, installed = isExecutableFile): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (installed(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return installed(DEFAULT_CHROMIUM_PATH) ? DEFAULT_CHROMIUM_PATH : HEADLESS_SHELL_PATH;
}

/**
 * Whether the runner may install Debian's Chromium itself: only for a default path, as root, with apt-get on
 * the PATH, and unless TEST_BROWSER_INSTALL=off.
 */
export function mayInstallChromium(chromiumPath: string, env: NodeJS.ProcessEnv, uid = process.getuid?.()): boolean {
  return (
    Object.hasOwn(DEBIAN_PACKAGE, chromiumPath) &&
    env.TEST_BROWSER_INSTALL !== "off" &&
    uid === 0 &&
    onPath("apt-get", env)
  );
}

/** `apt-get install <package>`, refreshing the package lists once if they are empty or stale. */
function installChromium(pkg: string, env: NodeJS.ProcessEnv): boolean {
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", ["install", "-y", "-qq", pkg], { env: aptEnv, encoding: "utf8" });
  let result = install();
  if (result.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { env: aptEnv, stdio: "ignore" });
    result = install();
  }
  if (result.status !== 0) process.stderr.write(`${result.stderr ?? ""}${result.error?.message ?? ""}\n`);
  return result.status === 0;
}

/** Finds the browser the browser tests drive, installing Debian's Chromium when that is allowed. */
export function checkBrowser(
  chromiumPath: string,
  { env = process.env, log = console.log }: { env?: NodeJS.ProcessEnv; log?: (line: string) => void } = {},
): Check {
  if (isExecutableFile(chromiumPath)) return { ok: true };
  const pkg = Object.hasOwn(DEBIAN_PACKAGE, chromiumPath) ? DEBIAN_PACKAGE[chromiumPath] : undefined;
  if (pkg && mayInstallChromium(chromiumPath, env)) {
    log(`No Chromium at ${chromiumPath}: installing Debian's ${pkg} (apt-get install -y ${pkg})…`);
    if (installChromium(pkg, env) && isExecutableFile(chromiumPath)) return { ok: true, note: `installed ${pkg}` };
  }
  const fix = pkg
    ? `apt-get install ${pkg} (as root), or set CHROMIUM_PATH to a Chromium or Chrome binary`
    : `set CHROMIUM_PATH to a Chromium or Chrome binary, or unset it to use Debian's ${HEADLESS_SHELL_PATH} (apt-get install ${DEBIAN_PACKAGE[HEADLESS_SHELL_PATH]})`;
  return { ok: false, problem: `browser tests not run: no Chromium at ${chromiumPath}; fix: ${fix}` };
}

/**
 * Whether the API sample suite (app/api-docs/api-samples.test.ts) can run the Python samples: python3 that
 * imports requests. Optional: without it those samples are skipped, so the answer is a note, never a failure.
 * With it, `interpreter` is the interpreter's own path when it names one: run directly, a sample skips the
 * version manager's wrapper script (pyenv's shim takes longer to start than the sample's Python itself).
 */
export function checkPythonSamples(env: NodeJS.ProcessEnv = process.env): Check & { ok: true; interpreter?: string } {
  const r = spawnSync("python3", ["-c", "import requests, sys; print(sys.executable)"], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    timeout: 20_000,
  });
  const interpreter = r.stdout?.trim();
  if (r.status === 0) return interpreter && path.isAbsolute(interpreter) ? { ok: true, interpreter } : { ok: true };
  const why =
    (r.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT" ? "no python3" : "python3 cannot import requests";
  return {
    ok: true,
    note: `Python API samples skipped: ${why}; fix: apt-get install python3-requests (or pip install requests)`,
  };
}

/** The command that starts a local PostgreSQL cluster, when Debian's tools manage one here. */
function localStartCommand(): string {
  try {
    for (const version of fs.readdirSync("/etc/postgresql")) {
      for (const cluster of fs.readdirSync(path.join("/etc/postgresql", version))) {
        return `pg_ctlcluster ${version} ${cluster} start`;
      }
    }
  } catch {
    // no Debian-managed cluster
  }
  return "start PostgreSQL";
}

function answers(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** When TEST_DATABASE_URL is set, whether anything answers at its host and port (credentials are never shown). */
export async function checkDatabase(url: string | undefined, timeoutMs = 3000): Promise<Check> {
  if (!url) return { ok: true };
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return {
      ok: false,
      problem: "PostgreSQL tests not run: TEST_DATABASE_URL is not a URL; fix: unset it or correct it",
    };
  }
  const host = address.hostname.replace(/^\[(.*)\]$/, "$1") || "localhost";
  const port = Number(address.port || 5432);
  if (await answers(host, port, timeoutMs)) return { ok: true };
  const local = ["localhost", "127.0.0.1", "::1"].includes(host);
  const start = local ? localStartCommand() : `start PostgreSQL on ${address.hostname}`;
  return {
    ok: false,
    problem: `PostgreSQL tests not run: nothing answers at ${address.hostname}:${port} (TEST_DATABASE_URL); fix: ${start}, or unset TEST_DATABASE_URL to test on PGlite only`,
  };
}
