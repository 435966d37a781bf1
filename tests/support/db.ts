import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ulid } from "ulid";
import { testConfig } from "../../server/config";
import { type Db, openDb, processAlive } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { ensureDemoTenant } from "../../server/demo/demo-data";
import { loadCatalogue } from "../../server/v1/factors/factors";

export type Engine = "pglite" | "postgres";

/** The engines the data layer is tested on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The one engine for a suite whose subject is not the data layer but what the API answers over HTTP, which the
 * server tests check on every engine: PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 */
export const oneEngine: Engine = engines.at(-1)!;

export type TestDb = { db: Db; url?: string; drop: () => Promise<void> };

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database created on
 * TEST_DATABASE_URL's server (so parallel test files never share tables) and dropped afterwards.
 */
export async function createTestDb(engine: Engine, opts: { migrate?: boolean } = {}): Promise<TestDb> {
  if (engine === "pglite") {
    const db = await openDb({ loadDataDir: await pgliteEmpty() });
    if (opts.migrate !== false) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const testDb = await newPostgresDb();
  if (opts.migrate !== false) await migrate(testDb.db);
  return testDb;
}

/**
 * A fresh database as a server leaves it after its first start (migrations, the factor catalogue, the demo tenant;
 * no signing key, which each server makes its own), copied from one prepared once: PGlite from a dump of its data
 * folder (once per test process), PostgreSQL with CREATE DATABASE ... TEMPLATE (once per test run). Opening and
 * preparing a database is most of what a server test file spends starting its server.
 */
export async function createSeededTestDb(engine: Engine): Promise<TestDb> {
  if (engine === "pglite") {
    const db = await openDb({ loadDataDir: await pgliteSeed() });
    return { db, drop: () => db.close() };
  }
  return newPostgresDb(await postgresSeed());
}

/**
 * The seeded database (as `createSeededTestDb`'s) for a server or script run in a process of its own: PGlite written
 * into `dataDir` (which must hold no database yet), or a PostgreSQL database copied from the template. Returns the
 * environment that points the process at it, and how to drop it.
 */
export async function seededServerDatabase(
  engine: Engine,
  dataDir: string,
): Promise<{ env: { DATA_DIR: string; DATABASE_URL: string }; drop: () => Promise<void> }> {
  if (engine === "pglite") {
    const db = await openDb({ dataDir, loadDataDir: await pgliteSeed() });
    await db.close();
    return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop: async () => {} };
  }
  const testDb = await newPostgresDb(await postgresSeed());
  await testDb.db.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: testDb.url! }, drop: testDb.drop };
}

/** What a server writes into an empty database when it first starts, but its signing key. */
async function seed(db: Db) {
  await migrate(db);
  await loadCatalogue(db, testConfig());
  await ensureDemoTenant(db);
}

/**
 * A new embedded cluster as initdb leaves it, dumped once per test process: a database opened from the dump costs about
 * 0.56 CPU-seconds, one that runs initdb again about 1.75.
 */
let pgliteEmptyDump: Promise<Blob> | undefined;
function pgliteEmpty(): Promise<Blob> {
  pgliteEmptyDump ??= (async () => {
    const db = await openDb({});
    try {
      return await db.dumpDataDir!();
    } finally {
      await db.close();
    }
  })();
  return pgliteEmptyDump;
}

const PGLITE_SEED_PREFIX = "carbontracker-pglite-seed-";

/**
 * The run's PGlite seed, a dump kept in the temporary folder under the test runner's process id (each test file
 * runs in a process of its own, a child of the runner): the first file to need it writes it, the others read it.
 * Dumps of runs that have ended go.
 */
let pgliteDump: Promise<Blob> | undefined;
function pgliteSeed(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `${PGLITE_SEED_PREFIX}${process.ppid}.tar`);
    try {
      return new Blob([await fs.promises.readFile(file)]);
    } catch {
      // Not written yet in this run.
    }
    for (const name of await fs.promises.readdir(os.tmpdir())) {
      const pid = Number.parseInt(name.slice(PGLITE_SEED_PREFIX.length), 10);
      if (name.startsWith(PGLITE_SEED_PREFIX) && Number.isInteger(pid) && !processAlive(pid))
        await fs.promises.rm(path.join(os.tmpdir(), name), { force: true });
    }
    const db = await openDb({ loadDataDir: await pgliteEmpty() });
    try {
      await seed(db);
      // Written to its data files now, the seed is not replayed from the write-ahead log by every database opened
      // from the dump: 0.15 CPU-seconds less per open (of about 1.2), for a dump of 64 MB instead of 47.
      await db.query("CHECKPOINT");
      const dump = await db.dumpDataDir!();
      const partial = `${file}.${process.pid}`;
      await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await fs.promises.rename(partial, file);
      return dump;
    } finally {
      await db.close();
    }
  })();
  return pgliteDump;
}

function adminUrl(): string {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  return admin;
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const SEED_PREFIX = "t_seed_";

/**
 * The run's seeded PostgreSQL template, named for the test runner's process (every test file's process is its
 * child): the first file to ask builds it under a lock while the others wait; templates of runs that have ended go.
 */
let postgresTemplate: Promise<string> | undefined;
function postgresSeed(): Promise<string> {
  postgresTemplate ??= withAdmin(async (admin) => {
    const name = `${SEED_PREFIX}${process.ppid}`;
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [SEED_PREFIX]);
    try {
      const rows = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
        `${SEED_PREFIX}%`,
      ]);
      for (const { datname } of rows.rows) {
        const pid = Number(datname.slice(SEED_PREFIX.length));
        if (datname !== name && !(Number.isInteger(pid) && processAlive(pid)))
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      if (rows.rows.some((r) => r.datname === name)) return name;
      const building = await newPostgresDb();
      try {
        await seed(building.db);
      } catch (err) {
        await building.drop();
        throw err;
      }
      await building.db.close();
      await admin.query(`ALTER DATABASE ${building.name} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext($1))", [SEED_PREFIX]);
    }
  });
  return postgresTemplate;
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server (a copy of `template` when named), dropped by `drop`. */
async function newPostgresDb(template?: string): Promise<TestDb & { name: string }> {
  const name = `t_${ulid().toLowerCase()}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    db,
    name,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => {});
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
