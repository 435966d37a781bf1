import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./ports";

export type ServerProcess = {
  proc: ChildProcess;
  url: string;
  alive(): boolean;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/**
 * `server/main.ts` in a process of its own (node itself, not the tsx wrapper, so signals reach it) on a free
 * loopback port, with `env` over the current environment; resolves once /healthz answers.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`server exited with ${proc.exitCode ?? proc.signalCode}`);
    if (Date.now() > until) {
      proc.kill("SIGKILL");
      throw new Error("server did not answer /healthz in time");
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    url,
    alive,
    async stop() {
      if (alive()) proc.kill("SIGTERM");
      await exited(proc);
      return proc.exitCode;
    },
  };
}
