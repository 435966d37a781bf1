import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { Ran } from "./spawner";

export type PythonRunner = {
  /** Runs the script as `python3 file` would, in `cwd` with exactly `env`; `code` is "timeout" if it was killed. */
  run(file: string, options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<Ran>;
  close(): Promise<void>;
};

/**
 * Python scripts run by forking one interpreter that has already imported requests (python-runner.py), instead of
 * starting python3 for each: a fresh interpreter and its import of requests cost about ten times what a sample's own
 * run does. Each script still runs whole in a process of its own.
 */
export function startPythonRunner(interpreter: string): PythonRunner {
  const child = spawn(interpreter, [fileURLToPath(new URL("./python-runner.py", import.meta.url))], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const waiting = new Map<number, (ran: Ran) => void>();
  let next = 0;
  let ended: string | undefined;
  createInterface({ input: child.stdout }).on("line", (line) => {
    const { id, ...ran } = JSON.parse(line) as Ran & { id: number };
    waiting.get(id)?.(ran);
    waiting.delete(id);
  });
  /** Every script still waiting is answered as failed, with why. */
  const end = (why: string) => {
    ended ??= why;
    for (const resolve of waiting.values()) resolve({ code: "failed", stdout: "", stderr: ended });
    waiting.clear();
  };
  const exited = new Promise<void>((resolve) =>
    child.on("close", (code, signal) => {
      end(`the Python runner exited (${code ?? signal})`);
      resolve();
    }),
  );
  child.on("error", (err) => end(`the Python runner did not start: ${err.message}`));
  // A runner that has died closes its end of the pipe: what is written after is answered by `end`, not thrown.
  child.stdin.on("error", () => {});
  return {
    run(file, { cwd, env, timeoutMs }) {
      if (ended) return Promise.resolve({ code: "failed", stdout: "", stderr: ended });
      const id = ++next;
      return new Promise<Ran>((resolve) => {
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ id, file, cwd, env, timeout: timeoutMs / 1000 })}\n`);
      });
    },
    async close() {
      if (!ended) child.stdin.end();
      await exited;
    },
  };
}
