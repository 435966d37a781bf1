import { type ExecFileOptions, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export type Ran = { code: number | string; stdout: string; stderr: string };
export type Spawner = {
  /** Runs `command` as execFile does; `code` is its exit code, or execFile's error code ("ENOENT"...). */
  run(command: string, args: string[], options: ExecFileOptions): Promise<Ran>;
  close(): Promise<void>;
};

/**
 * Starts commands from a small process of its own rather than from the test worker. Starting a process forks its
 * parent, and a test worker that holds databases and servers is large: each fork copies its page tables (about
 * 30 ms of CPU for 2 GB, measured), during which the worker's event loop, and any server in it, stands still. A
 * file that runs hundreds of commands (the API samples) spends that many times less starting them from here.
 */
export function startSpawner(): Spawner {
  const helper = fork(fileURLToPath(new URL("./spawner-process.mjs", import.meta.url)), {
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<number, (ran: Ran) => void>();
  let next = 0;
  helper.on("message", (ran: Ran & { id: number }) => {
    waiting.get(ran.id)?.({ code: ran.code, stdout: ran.stdout, stderr: ran.stderr });
    waiting.delete(ran.id);
  });
  helper.on("exit", (code, signal) => {
    for (const resolve of waiting.values())
      resolve({ code: "failed", stdout: "", stderr: `helper exited (${code ?? signal})` });
    waiting.clear();
  });
  return {
    run(command, args, options) {
      const id = ++next;
      return new Promise<Ran>((resolve) => {
        waiting.set(id, resolve);
        helper.send({ id, command, args, options: { ...options, encoding: "utf8" } });
      });
    },
    async close() {
      if (helper.exitCode !== null || helper.signalCode !== null) return;
      const exited = new Promise((resolve) => helper.once("exit", resolve));
      helper.disconnect();
      await exited;
    },
  };
}
