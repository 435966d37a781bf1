import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ulid } from "ulid";
import { type Db, openDb } from "../server/db/client";

/** Benchmarks' databases: embedded PGlite, and a scratch PostgreSQL database created and dropped around a run. */

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function postgresAvailable(adminUrl = BENCH_ADMIN_URL): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs fn on a fresh PostgreSQL database on adminUrl's server, dropped afterwards whatever happens. */
export async function withScratchPostgres<T>(fn: (db: Db) => Promise<T>, adminUrl = BENCH_ADMIN_URL): Promise<T> {
  const name = `bench_${ulid().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    return await fn(db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs fn on a fresh PGlite in a scratch data folder (on disk, as the server keeps it), removed afterwards. */
export async function withPglite<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
  const db = await openDb({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs a benchmark on the engines BENCH_ENGINES names (default both): PostgreSQL first, on a scratch database, when
 * its server answers (else one line says it was skipped), then PGlite; their figures in that order.
 */
export async function onBenchEngines<T>(run: (engine: string, db: Db) => Promise<T[]>): Promise<T[]> {
  const engines = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
  const figures: T[] = [];
  if (engines.includes("postgres")) {
    if (await postgresAvailable()) figures.push(...(await withScratchPostgres((db) => run("PostgreSQL", db))));
    else console.log("PostgreSQL not reachable: skipped");
  }
  if (engines.includes("pglite")) figures.push(...(await withPglite((db) => run("PGlite", db))));
  return figures;
}
