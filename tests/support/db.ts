import pg from "pg";
import { ulid } from "ulid";
import { type Db, openDb } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";

export type Engine = "pglite" | "postgres";

/** The engines the data layer is tested on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDb = { db: Db; url?: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database created on
 * TEST_DATABASE_URL's server (so parallel test files never share tables) and dropped afterwards.
 */
export async function createTestDb(engine: Engine, opts: { migrate?: boolean } = {}): Promise<TestDb> {
  if (engine === "pglite") {
    const db = await openDb({});
    if (opts.migrate !== false) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${ulid().toLowerCase()}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  if (opts.migrate !== false) await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => {});
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
