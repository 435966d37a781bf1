import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./client";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The migrations this code needs, in the order they apply. */
export function migrationNames(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
}

/** Whether every migration this code needs is applied to the database. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const names = migrationNames();
  const [row] = await db.query<{ applied: number }>(
    "SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1)",
    [names],
  );
  return row?.applied === names.length;
}

/**
 * Applies every migrations/NNN_name.sql not applied yet, in name order, each in its own transaction; with `until`,
 * only those up to that one (a migration's test writes the rows the migrations before it left).
 */
export async function migrate(db: Db, { until }: { until?: string } = {}): Promise<string[]> {
  const files = migrationNames().filter((name) => until === undefined || name <= until);
  const applied: string[] = [];
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  for (const name of files) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), "utf8");
    const did = await db.tx(async (q) => {
      // Serialises instances starting together against one PostgreSQL.
      await q.query("SELECT pg_advisory_xact_lock(724301)");
      const done = await q.query("SELECT 1 FROM schema_migrations WHERE name = $1", [name]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
      return true;
    });
    if (did) applied.push(name);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends (migrations keep one statement per semicolon-terminated block). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter((s) => s.length > 0);
}
