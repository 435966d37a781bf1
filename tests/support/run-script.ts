import { spawn } from "node:child_process";
import path from "node:path";

const TSX = path.resolve("node_modules/.bin/tsx");

/**
 * Runs one of the project's scripts (`scripts/<name>.ts`) as the team would, with `env` over this process's
 * environment less what would point it at another database or server (DATABASE_URL, ADMIN_TOKEN, PUBLIC_BASE_URL).
 */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _d, ADMIN_TOKEN: _a, PUBLIC_BASE_URL: _p, ...base } = process.env;
    const child = spawn(TSX, [`scripts/${script}.ts`, ...args], { env: { ...base, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.on("data", (c) => {
      stderr += c;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
