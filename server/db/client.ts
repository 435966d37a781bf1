import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { DatabaseUnavailableError, isConnectionFailure } from "./unavailable";

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly engine: "pglite" | "postgres";
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's whole data folder, as `openDb({ loadDataDir })` takes it (PGlite only). */
  dumpDataDir?(): Promise<Blob>;
}

/** How long a request waits for a database connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 1500;

const INT8 = 20;
/** DATE values stay YYYY-MM-DD strings: a calendar date has no time zone to be shifted into. */
const DATE = 1082;

/** "INSERT INTO api_org", "SELECT api_meter": what a failed statement did, for logs (never its parameters). */
export function statementName(sql: string): string {
  const text = sql.trim().replace(/\s+/g, " ");
  const write = /^(INSERT INTO|UPDATE|DELETE FROM|CREATE \w+|ALTER \w+|DROP \w+) ("?[\w.]+"?)/i.exec(text);
  if (write) return `${write[1]!.toUpperCase()} ${write[2]}`;
  const verb = /^\w+/.exec(text)?.[0]?.toUpperCase() ?? "SQL";
  const table = /\bFROM ("?[\w.]+"?)/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * Marks a database error with the statement's name, so logs can say what failed without quoting data;
 * a lost or refused connection becomes a DatabaseUnavailableError, answered with a 503.
 */
function withStatement(err: unknown, sql: string): unknown {
  if (isConnectionFailure(err)) return new DatabaseUnavailableError(statementName(sql), err);
  if (err !== null && typeof err === "object") (err as { statement?: string }).statement = statementName(sql);
  return err;
}

async function run<T>(sql: string, exec: () => Promise<T>): Promise<T> {
  try {
    return await exec();
  } catch (err) {
    throw withStatement(err, sql);
  }
}

/** PGlite's own error fields (code, detail, ...) on an Error again, as the PostgreSQL driver's errors carry them. */
function errorFrom(plain: { message: string; name: string } & Record<string, unknown>): Error {
  const { message, name, ...fields } = plain;
  return Object.assign(new Error(message), fields, { name });
}

/**
 * PGlite's WebAssembly modules and file bundle, read and compiled once per process and handed to every embedded
 * database's thread, instead of each thread reading and compiling its own.
 */
let pgliteArtifacts: Promise<Record<string, unknown>> | undefined;
function loadPgliteArtifacts() {
  pgliteArtifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const read = (name: string) => fs.promises.readFile(path.join(dist, name));
    const [pglite, initdb, bundle] = await Promise.all([read("pglite.wasm"), read("initdb.wasm"), read("pglite.data")]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  return pgliteArtifacts;
}

/** The embedded database, running in its own worker thread (pglite-worker.mjs), as a Db. */
class PgliteWorker {
  private readonly worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url));
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private nextId = 1;
  private exited: Error | undefined;

  constructor() {
    this.worker.on("message", (m: { id: number; ok: boolean; value?: unknown; error?: never }) => {
      const waiter = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.ok) waiter?.resolve(m.value);
      else waiter?.reject(errorFrom(m.error!));
    });
    const fail = (err: Error) => {
      this.exited = err;
      for (const waiter of this.waiting.values()) waiter.reject(err);
      this.waiting.clear();
    };
    this.worker.on("error", fail);
    // Class 08 (connection exception): the database is gone, as a cut PostgreSQL connection is (answered 503).
    this.worker.on("exit", (code) =>
      fail(Object.assign(new Error(`the embedded database's thread ended (exit code ${code})`), { code: "08006" })),
    );
  }

  call<T>(message: Record<string, unknown> & { op: string }): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async close() {
    await this.call({ op: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}

async function pgliteDb(dataDir: string | undefined, onClose: () => void, loadDataDir?: Blob): Promise<Db> {
  const worker = new PgliteWorker();
  try {
    await worker.call({ op: "open", dataDir, loadDataDir, artifacts: await loadPgliteArtifacts() });
  } catch (err) {
    await worker.close();
    throw err;
  }
  const query = async <T>(sql: string, params: readonly unknown[] = [], tx?: number) =>
    run(sql, () => worker.call<T[]>({ op: "query", sql, params, tx }));
  return {
    engine: "pglite",
    query,
    async tx(fn) {
      const tx = await worker.call<number>({ op: "begin" });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn({ query: (sql, params) => query(sql, params, tx) });
      } catch (err) {
        // The statement's own error is the one to report, even when the rollback cannot be sent.
        await worker.call({ op: "end", tx, commit: false }).catch(() => {});
        throw err;
      }
      await run("COMMIT", () => worker.call({ op: "end", tx, commit: true }));
      return result;
    },
    async close() {
      await worker.close();
      onClose();
    },
    async dumpDataDir() {
      return new Blob([await worker.call<ArrayBuffer>({ op: "dump" })]);
    },
  };
}

function postgresDb(pool: pg.Pool): Db {
  return {
    engine: "postgres",
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await run(sql, () => pool.query(sql, params as unknown[]))).rows as T[];
    },
    async tx(fn) {
      const conn = await run("BEGIN", () => pool.connect());
      const q: Queryable = {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          return (await run(sql, () => conn.query(sql, params as unknown[]))).rows as T[];
        },
      };
      // A connection that failed is destroyed on release, never handed to the next request.
      let broken = false;
      try {
        await q.query("BEGIN");
        const result = await fn(q);
        await q.query("COMMIT");
        return result;
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) broken = true;
        else
          await conn.query("ROLLBACK").catch(() => {
            broken = true;
          });
        throw err;
      } finally {
        conn.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export class DataDirLockedError extends Error {}

/** The embedded data folder cannot be created or written: read-only, full, not a folder, not ours. */
export class DataDirUnusableError extends Error {}

const DATA_DIR_PROBLEMS: Record<string, string> = {
  EACCES: "is not writable by this process (permission denied)",
  EPERM: "is not writable by this process (operation not permitted)",
  EROFS: "is on a read-only file system",
  ENOSPC: "is on a full disk (no space left)",
  EDQUOT: "is over its disk quota",
  ENOTDIR: "is not a folder (a file is in the way)",
  EEXIST: "is not a folder (a file is in the way)",
};

/** Runs a step of opening the data folder; a file-system refusal becomes a message naming the folder. */
async function inDataDir<T>(dataDir: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof DataDirLockedError) throw err;
    const code = (err as { code?: unknown }).code;
    const problem = typeof code === "string" ? DATA_DIR_PROBLEMS[code] : undefined;
    const what = problem ?? `cannot be used (${err instanceof Error ? err.message : String(err)})`;
    throw new DataDirUnusableError(
      `The data folder ${dataDir} ${what}. Set DATA_DIR to a writable folder with free space, or DATABASE_URL.`,
      { cause: err },
    );
  }
}

/** The lock file that says a process holds an embedded data folder. */
export function lockFilePath(dataDir: string) {
  return path.join(dataDir, "server.lock");
}

/** Whether a process with this id is running (signal 0 only asks). */
export function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Who holds the embedded data folder now, if anyone. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFilePath(dataDir), "utf8").trim());
    return Number.isInteger(pid) && pid !== process.pid && processAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export type OpenDbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** A new embedded database (in memory, or in a dataDir that holds none yet) starts as this dump of another's data folder (`Db.dumpDataDir`). */
  loadDataDir?: Blob;
};

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite: in dataDir (locked to this process)
 * or in memory when no dataDir is given.
 */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(INT8, (v) => Number(v));
    pg.types.setTypeParser(DATE, (v) => v);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // JIT compiling costs seconds on the analytics aggregations and saves nothing at their size.
      options: "-c jit=off",
      // An unreachable database (or a pool busy that long) is a quick 503, not a request left hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Finds a peer that vanished without closing the connection (a failover, a cut network).
      keepAlive: true,
    });
    // A connection the database closed or the network cut (restart, failover, blip) emits an error event,
    // idle in the pool or checked out by a request or worker; unheard, that event ends the process.
    // The query it interrupted fails on its own and the pool discards the connection.
    pool.on("connect", (client) => {
      client.on("error", (err: Error & { code?: string }) => {
        console.error(`database: connection lost (${err.code ?? err.message})`);
      });
    });
    // The pool re-emits idle connections' errors, already reported by the listener above.
    pool.on("error", () => {});
    // Connections are made on first use: a database that is not up yet is waited for by the caller (app.ts).
    return postgresDb(pool);
  }
  if (!opts.dataDir) return pgliteDb(undefined, () => {}, opts.loadDataDir);
  const dataDir = opts.dataDir;
  await inDataDir(dataDir, () => fs.mkdirSync(dataDir, { recursive: true }));
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirLockedError(`The data folder ${dataDir} is in use by process ${holder}.`);
  const lock = lockFilePath(dataDir);
  // Writing the lock is also the probe that the folder takes writes.
  await inDataDir(dataDir, () => fs.writeFileSync(lock, String(process.pid)));
  try {
    return await inDataDir(dataDir, () =>
      pgliteDb(path.join(dataDir, "pglite"), () => fs.rmSync(lock, { force: true }), opts.loadDataDir),
    );
  } catch (err) {
    fs.rmSync(lock, { force: true });
    throw err;
  }
}
