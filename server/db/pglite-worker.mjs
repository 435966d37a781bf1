// The embedded database in a worker thread of its own: PGlite runs PostgreSQL compiled to WebAssembly, so every
// statement, its parameters' encoding and its rows' decoding would otherwise run on the thread that serves pages
// and API requests. Here a long statement only delays other statements, never an answer that needs no database.
// Plain JavaScript so that any runtime (tsx, Vitest, plain Node) can start it without a TypeScript loader.
//
// Messages in: { id, op: "open", dataDir?, artifacts, loadDataDir? } | { id, op: "dump" } | { id, op: "query", sql, params, tx? } | { id, op: "begin" }
//   | { id, op: "end", tx, commit } | { id, op: "close" }.
// Messages out: { id, ok: true, value } | { id, ok: false, error: { message, name, ...fields } }.
import { parentPort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const INT8 = 20;
/** DATE values stay YYYY-MM-DD strings: a calendar date has no time zone to be shifted into. */
const DATE = 1082;
const parsers = { [INT8]: (v) => Number(v), [DATE]: (v) => v };

let client;
let nextTx = 1;
/** Open transactions: their query function, how to end them, and the promise that settles when they have ended. */
const transactions = new Map();

/** An error as plain data: its message and every field a caller reads (code, detail, constraint, ...). */
function plain(err) {
  if (!(err instanceof Error)) return { message: String(err), name: "Error" };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === "function") continue;
    if (typeof value === "object" && value !== null) continue;
    fields[key] = value;
  }
  return { ...fields, message: err.message, name: err.name };
}

/** Opens a transaction that stays open, holding the database, until `end` names it. */
function begin() {
  const tx = nextTx++;
  return new Promise((started, failed) => {
    let running = false;
    const finished = client.transaction(
      (t) =>
        new Promise((resolve, reject) => {
          running = true;
          transactions.set(tx, { query: (sql, params) => t.query(sql, params), resolve, reject, finished });
          started(tx);
        }),
    );
    finished
      .catch((err) => {
        if (!running) failed(err);
      })
      .finally(() => transactions.delete(tx));
  });
}

const handlers = {
  async open({ dataDir, artifacts, loadDataDir }) {
    const options = { ...artifacts, parsers, ...(loadDataDir ? { loadDataDir } : {}) };
    client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  },
  async query({ sql, params, tx }) {
    if (tx === undefined) return (await client.query(sql, params)).rows;
    const open = transactions.get(tx);
    if (!open) throw new Error("Transaction is closed");
    return (await open.query(sql, params)).rows;
  },
  begin,
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error("Transaction is closed");
    // PGlite commits when the callback resolves (a failed COMMIT rejects `finished`) and rolls back when it rejects.
    if (commit) {
      open.resolve();
      await open.finished;
    } else {
      open.reject(new Error("rolled back"));
      await open.finished.catch(() => {});
    }
  },
  async dump() {
    return await (await client.dumpDataDir("none")).arrayBuffer();
  },
  async close() {
    await client?.close();
  },
};

parentPort.on("message", async (message) => {
  try {
    const value = await handlers[message.op](message);
    parentPort.postMessage({ id: message.id, ok: true, value });
  } catch (err) {
    parentPort.postMessage({ id: message.id, ok: false, error: plain(err) });
  }
});
