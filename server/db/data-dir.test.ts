import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { DataDirUnusableError, lockFilePath, openDb } from "./client";

function fsError(code: string) {
  return Object.assign(new Error(`${code}: refused`), { code });
}

describe("an embedded data folder that cannot be used", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the folder when a file is in its way", async () => {
    const file = path.join(tempDir(), "data");
    fs.writeFileSync(file, "");
    const opening = openDb({ dataDir: path.join(file, "inner") });
    await expect(opening).rejects.toThrow(DataDirUnusableError);
    await expect(opening).rejects.toThrow(`The data folder ${path.join(file, "inner")} is not a folder`);
  });

  it.each([
    ["EROFS", "is on a read-only file system"],
    ["ENOSPC", "is on a full disk"],
    ["EACCES", "is not writable by this process"],
  ])("says what is wrong when the folder refuses writes with %s", async (code, words) => {
    const dir = tempDir();
    vi.spyOn(fs, "writeFileSync").mockImplementation(() => {
      throw fsError(code);
    });
    const opening = openDb({ dataDir: dir });
    await expect(opening).rejects.toThrow(`The data folder ${dir} ${words}`);
    await expect(opening).rejects.toThrow("Set DATA_DIR to a writable folder");
    expect(fs.existsSync(lockFilePath(dir))).toBe(false);
  });
});

describe("a new embedded data folder started from a dump of another", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-dump-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("holds the dump's data, keeps it on disk, and a folder that holds a database already is refused", async () => {
    const source = await openDb({});
    await source.query("CREATE TABLE marker (note text)");
    await source.query("INSERT INTO marker VALUES ('from the dump')");
    const dump = await source.dumpDataDir!();
    await source.close();

    const loaded = await openDb({ dataDir: dir, loadDataDir: dump });
    expect(await loaded.query("SELECT note FROM marker")).toEqual([{ note: "from the dump" }]);
    await loaded.close();

    const reopened = await openDb({ dataDir: dir });
    expect(await reopened.query("SELECT note FROM marker")).toEqual([{ note: "from the dump" }]);
    await reopened.close();

    const again = openDb({ dataDir: dir, loadDataDir: dump });
    await expect(again).rejects.toThrow(DataDirUnusableError);
    await expect(again).rejects.toThrow(`The data folder ${dir} cannot be used`);
  }, 60_000);
});
