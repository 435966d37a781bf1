import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run typecheck`'s checker (the command after its typegen step), run with the project's own compiler options
 * on two small files: it passes clean code and refuses code that only the project's strict options make wrong.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const script: string = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.typecheck;
const [command, ...args] = script.split("&&").at(-1)!.trim().split(/\s+/);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typecheck-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function check(source: string) {
  fs.writeFileSync(path.join(dir, "sample.ts"), source);
  fs.writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      extends: path.join(ROOT, "tsconfig.json"),
      include: ["sample.ts"],
      compilerOptions: { types: [], paths: {}, rootDirs: ["."] },
    }),
  );
  const run = spawnSync(command!, [...args, "-p", dir], { cwd: ROOT, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("npm run typecheck's checker", () => {
  it("passes code that is right", () => {
    const { status, output } = check("export const first = (xs: number[]): number | undefined => xs[0];\n");
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("refuses an index read as if it were always there (noUncheckedIndexedAccess), naming the file and line", () => {
    const { status, output } = check("export const first = (xs: number[]): number => xs[0];\n");
    expect(output).toMatch(/sample\.ts\(1,\d+\): error TS2322/);
    expect(status).not.toBe(0);
  });
});
