import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDb, engines } from "../../tests/support/db";
import { DatabaseUnavailableError } from "./unavailable";

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

describe("the embedded database in its own thread", () => {
  it("runs a long statement without holding the event loop", async () => {
    const { db, drop } = await createTestDb("pglite", { migrate: false });
    try {
      let last = performance.now();
      let longest = 0;
      const ticker = setInterval(() => {
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }, 5);
      const started = performance.now();
      const [row] = await db.query<{ n: number }>("SELECT count(*) AS n FROM generate_series(1, 4000000)");
      const took = performance.now() - started;
      clearInterval(ticker);
      expect(row).toEqual({ n: 4_000_000 });
      // Run on this thread, the statement held the loop for all of it.
      expect(took).toBeGreaterThan(500);
      expect(longest).toBeLessThan(took / 2);
    } finally {
      await drop();
    }
  }, 60_000);

  it("keeps a failed statement's code and name, and a statement outside a transaction waits for it to end", async () => {
    const { db, drop } = await createTestDb("pglite", { migrate: false });
    try {
      await db.query("CREATE TABLE u (v int UNIQUE)");
      const order: string[] = [];
      let outside: Promise<unknown> = Promise.resolve();
      await db.tx(async (q) => {
        await q.query("INSERT INTO u VALUES (1)");
        outside = db
          .query("SELECT count(*) AS n FROM u")
          .then((rows) => order.push(`outside saw ${JSON.stringify(rows)}`));
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push("transaction ends");
      });
      await outside;
      expect(order).toEqual(["transaction ends", 'outside saw [{"n":1}]']);
      const failed = await db.query("INSERT INTO u VALUES (1)").catch((err: unknown) => err);
      expect(failed).toMatchObject({ code: "23505", statement: "INSERT INTO u" });
    } finally {
      await drop();
    }
  });

  it("answers a statement sent after its thread ended as a database that is unavailable (503)", async () => {
    const { db } = await createTestDb("pglite", { migrate: false });
    await db.close();
    await expect(db.query("SELECT 1")).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
