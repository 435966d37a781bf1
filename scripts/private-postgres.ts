/**
 * A PostgreSQL cluster of our own for `npm run chaos` and `npm run soak`: created with initdb in a
 * temporary folder, on a free loopback port, stopped and deleted at the end. The machine's own cluster
 * is never touched. Run as root, the cluster's commands run as the `postgres` user (initdb refuses root).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/ports";

export type PrivatePostgres = {
  url: string;
  /** pg_ctl stop with the given mode (fast: sessions told to end; immediate: a crash, recovery at start). */
  stop(mode: "fast" | "immediate"): void;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): void;
  destroy(): void;
};

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((d) => fs.existsSync(path.join(d, "initdb")));
  if (!found) throw new Error(`no PostgreSQL binaries under ${root}/*/bin (apt-get install postgresql)`);
  return found;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, tool),
      asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run("pg_ctl", ["start", "-w", "-D", data, "-l", path.join(dir, "log"), "-o", options]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run("pg_ctl", ["stop", "-w", "-D", data, "-m", mode]),
    start,
    destroy() {
      try {
        run("pg_ctl", ["stop", "-w", "-D", data, "-m", "immediate"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
