import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Engine, engines, seededServerDatabase } from "../../tests/support/db";
import { envelope } from "../../tests/support/form-fixtures";
import { freePort } from "../../tests/support/ports";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp";

const ADMIN_TOKEN = "admin-token-for-tests-0123456789";

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

describe.each(engines)("a server killed mid-stream on %s", (engine: Engine) => {
  let smtp: SmtpSink;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof seededServerDatabase>>;
  let child: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-crash-"));
    database = await seededServerDatabase(engine, dataDir);
    port = await freePort();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGKILL");
      await exited(child);
    }
    await database?.drop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    // node itself (not the tsx wrapper), so SIGKILL reaches the server process.
    const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        ...database.env,
        STATIC_DIR: path.join(dataDir, "no-site"),
        SMTP_URL: smtp.url,
        ADMIN_TOKEN,
        LOG_LEVEL: "error",
        FORMS_RATE_LIMIT: "off",
        OUTBOX_POLL_MS: "50",
        OUTBOX_LEASE_MS: "2000",
        OUTBOX_BACKOFF_MS: "50",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child = proc;
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, proc);
    return { proc, url };
  }

  it("keeps and emails every submission it acknowledged", { timeout: 120_000 }, async () => {
    const first = await startServer();
    const accepted: string[] = [];
    let stop = false;
    let n = 0;
    const sender = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await fetch(`${first.url}/forms/submissions`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(
              envelope("Contact Form", { name: `Crash Visitor ${i}`, email: `v${i}@example.com`, message: "Hello" }),
            ),
          });
          if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
        } catch {
          // the server died under this request: it was never acknowledged
        }
      }
    };
    const senders = [sender(), sender(), sender(), sender()];
    const until = Date.now() + 20_000;
    while (accepted.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    first.proc.kill("SIGKILL");
    await exited(first.proc);
    stop = true;
    await Promise.all(senders);
    expect(accepted.length).toBeGreaterThanOrEqual(40);
    expect(n).toBeGreaterThan(accepted.length); // some requests were in flight when it died

    const second = await startServer();
    const res = await fetch(`${second.url}/admin/submissions?format=json`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const stored = new Set(((await res.json()) as { data: { id: string }[] }).data.map((s) => s.id));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);

    // Every acknowledged lead's email arrives (a duplicate, if any, carries the same Message-ID).
    const until2 = Date.now() + 30_000;
    // Stored covers the acknowledged ones plus any committed just before the kill whose 201 never left.
    const missing = (ids: Iterable<string>) => [...ids].filter((id) => !smtp.mails.some((m) => m.text.includes(id)));
    while (missing(stored).length > 0 && Date.now() < until2) await new Promise((r) => setTimeout(r, 100));
    expect(missing(accepted)).toEqual([]);
    expect(missing(stored)).toEqual([]);
    const perMessageId = new Map<string, Set<string>>();
    for (const m of smtp.mails) {
      const subjects = perMessageId.get(m.messageId) ?? new Set();
      subjects.add(m.subject);
      perMessageId.set(m.messageId, subjects);
    }
    expect([...perMessageId.values()].every((s) => s.size === 1)).toBe(true);
    expect(perMessageId.size).toBe(stored.size);

    second.proc.kill("SIGTERM");
    await exited(second.proc);
    expect(second.proc.exitCode).toBe(0);
  });
});
