/**
 * The Python runner the API samples use answers as `python3 file` would: the script's exit status and output, in its
 * own directory with exactly its environment, its folder on the import path, nothing left over from another script.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPythonSamples } from "../../scripts/test-preflight";
import { type PythonRunner, startPythonRunner } from "./python-runner";

const python = checkPythonSamples();

describe.skipIf(python.note !== undefined)("the Python runner", () => {
  let runner: PythonRunner;
  let dir: string;
  const env = { PATH: process.env.PATH ?? "", SAMPLE_VALUE: "42" };

  beforeAll(async () => {
    runner = startPythonRunner(python.interpreter ?? "python3");
    dir = await mkdtemp(join(tmpdir(), "python-runner-test-"));
  });
  afterAll(async () => {
    await runner?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Writes `source` as `<name>.py` in the test's folder and runs it there. */
  async function run(name: string, source: string, timeoutMs = 30_000) {
    const file = join(dir, `${name}.py`);
    await writeFile(file, source);
    return runner.run(file, { cwd: dir, env, timeoutMs });
  }

  it("answers each exit as python3 does: 0, sys.exit(n), sys.exit(message), an uncaught exception", async () => {
    const [ok, three, message, raised] = await Promise.all([
      run("ok", 'print("done")\n'),
      run("three", 'import sys\nprint("before")\nsys.exit(3)\n'),
      run("message", 'import sys\nsys.exit("bad thing")\n'),
      run("raised", 'raise ValueError("boom")\n'),
    ]);
    expect(ok).toEqual({ code: 0, stdout: "done\n", stderr: "" });
    expect(three).toEqual({ code: 3, stdout: "before\n", stderr: "" });
    expect(message).toEqual({ code: 1, stdout: "", stderr: "bad thing\n" });
    expect(raised.code).toBe(1);
    expect(raised.stderr).toMatch(/^Traceback \(most recent call last\):\n[\s\S]*\nValueError: boom\n$/);
  });

  it("runs in the given directory with exactly the given environment, the script as argv[0] and its folder first on the path", async () => {
    await writeFile(join(dir, "sibling.py"), 'GREETING = "from beside"\n');
    const ran = await run(
      "where",
      [
        "import json, os, sys",
        "import sibling",
        "print(json.dumps({'cwd': os.getcwd(), 'env': dict(os.environ), 'argv': sys.argv, 'sibling': sibling.GREETING}))",
      ].join("\n"),
    );
    expect(ran.code, ran.stderr).toBe(0);
    const seen = JSON.parse(ran.stdout) as { cwd: string; env: Record<string, string>; argv: string[] };
    expect(seen).toEqual({ cwd: dir, env, argv: [join(dir, "where.py")], sibling: "from beside" });
  });

  it("starts every script from the loaded interpreter as it was, not as another script left it", async () => {
    const first = await run("first", "import requests\nrequests.left_behind = True\nprint(requests.__name__)\n");
    expect(first).toEqual({ code: 0, stdout: "requests\n", stderr: "" });
    const second = await run("second", "import requests\nprint(hasattr(requests, 'left_behind'))\n");
    expect(second).toEqual({ code: 0, stdout: "False\n", stderr: "" });
  });

  it("kills a script that runs past its time and says so", async () => {
    const started = Date.now();
    const ran = await run("slow", "import time\ntime.sleep(20)\n", 500);
    expect(ran.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("answers a script sent after it has closed as failed, saying why", async () => {
    const other = startPythonRunner(python.interpreter ?? "python3");
    await other.close();
    const ran = await other.run(join(dir, "ok.py"), { cwd: dir, env, timeoutMs: 30_000 });
    expect(ran).toMatchObject({ code: "failed", stdout: "" });
    expect(ran.stderr).toMatch(/^the Python runner exited/);
  });

  it("answers as failed when the interpreter cannot start", async () => {
    const missing = startPythonRunner(join(dir, "no-such-python"));
    const ran = await missing.run(join(dir, "ok.py"), { cwd: dir, env, timeoutMs: 30_000 });
    await missing.close();
    expect(ran).toMatchObject({ code: "failed", stdout: "" });
    expect(ran.stderr).toMatch(/^the Python runner did not start: spawn .*ENOENT/);
  });
});
