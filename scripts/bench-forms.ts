/**
 * `npm run bench:forms`: throughput and latency of POST /forms/submissions against a real server process
 * (per-address rate limit lifted, no SMTP so emails wait in the outbox), on embedded PGlite and, when
 * reachable, on PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, in a
 * scratch database dropped afterwards). Loopback only; BENCH_SECONDS (10) per engine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ulid } from "ulid";
import { envelope, validFormData } from "../tests/support/form-fixtures";
import { freePort } from "../tests/support/ports";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SMTP_URL: "",
      LOG_LEVEL: "error",
      FORMS_RATE_LIMIT: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { proc, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopServer(proc: ChildProcess) {
  return new Promise<void>((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGTERM");
  });
}

async function measure(engine: string, env: Record<string, string>) {
  const { proc, url } = await startServer(env);
  try {
    const body = JSON.stringify(envelope("Demo Request", validFormData["Demo Request"]));
    const r = await autocannon({
      url: `${url}/forms/submissions`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    return {
      engine,
      "requests/s": Math.round(r.requests.average),
      "p50 ms": r.latency.p50,
      "p99 ms": r.latency.p99,
      "201s": r["2xx"],
      "other statuses": r.non2xx,
      errors: r.errors + r.timeouts,
    };
  } finally {
    await stopServer(proc);
  }
}

async function postgresReachable() {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function onScratchPostgres<T>(fn: (url: string) => Promise<T>) {
  const name = `bench_forms_${ulid().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  console.log(
    `POST /forms/submissions (Demo Request: submission + 2 outbox rows per request), ${CONNECTIONS} connections, ${SECONDS} s per engine`,
  );
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
  try {
    results.push(await measure("pglite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (await postgresReachable()) {
    results.push(await onScratchPostgres((url) => measure("postgres", { DATABASE_URL: url })));
  } else {
    console.log(`PostgreSQL not reachable at ${ADMIN_URL}: skipped`);
  }
  console.table(results);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
