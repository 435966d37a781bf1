import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDb, engines } from "../../tests/support/db";

describe.each(engines)("database client on %s", (engine) => {
  it("commits a transaction that resolves and rolls back one that throws", async () => {
    const { db, drop } = await createTestDb(engine);
    try {
      await db.query("CREATE TABLE t (v int)");
      await db.tx((q) => q.query("INSERT INTO t VALUES (1)"));
      await expect(
        db.tx(async (q) => {
          await q.query("INSERT INTO t VALUES (2)");
          throw new Error("abort");
        }),
      ).rejects.toThrow("abort");
      expect(await db.query<{ v: number }>("SELECT v FROM t")).toEqual([{ v: 1 }]);
    } finally {
      await drop();
    }
  });

  it.runIf(engine === "postgres")("survives the server closing an idle connection", async () => {
    const { db, url, drop } = await createTestDb(engine);
    try {
      const [{ pid }] = (await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")) as [{ pid: number }];
      // From another connection, end the pool's connection while it sits idle.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query("SELECT pg_terminate_backend($1)", [pid]);
      await other.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await db.query("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    } finally {
      await drop();
    }
  });
});
