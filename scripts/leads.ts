/**
 * `npm run leads -- list|export [--format csv|json] [--since DATE] [--type TYPE]`: the leads the site received.
 * Asks the running server (its admin endpoint, with ADMIN_TOKEN) when one holds the database; otherwise
 * opens the database itself (the embedded folder when no server holds it, or DATABASE_URL).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { dataDirHolder, openDb } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { submissionsCsv } from "../server/forms/csv";
import { type ListedSubmission, listSubmissions } from "../server/forms/submission-list";

const USAGE = `Usage: npm run leads -- <list|export> [--format csv|json] [--since DATE] [--type TYPE]

  list             a readable table of submissions
  export           every submission as CSV (default) or JSON
  --format         csv or json (export only)
  --since DATE     only submissions received on or after DATE (YYYY-MM-DD or ISO 8601)
  --type TYPE      only one form, e.g. "Demo Request"

With a running server, set ADMIN_TOKEN (and PUBLIC_BASE_URL or PORT if not 3000).`;

class UsageError extends Error {}

type Command = { name: "list" | "export"; format: "csv" | "json"; since?: Date; type?: string };

function parseCommand(argv: string[]): Command {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: "string" }, since: { type: "string" }, type: { type: "string" } },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const [name, ...rest] = parsed.positionals;
  if (name !== "list" && name !== "export") throw new UsageError(name ? `Unknown command "${name}".` : "No command.");
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const { format = "csv", since, type } = parsed.values as Record<string, string | undefined>;
  if (format !== "csv" && format !== "json") throw new UsageError(`--format must be csv or json, not "${format}".`);
  if (name === "list" && parsed.values.format !== undefined) throw new UsageError("--format applies to export only.");
  let sinceDate: Date | undefined;
  if (since !== undefined) {
    sinceDate = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(since) ? new Date(since) : undefined;
    if (!sinceDate || Number.isNaN(sinceDate.getTime()))
      throw new UsageError(`--since must be a date, not "${since}".`);
  }
  if (type !== undefined && type.trim() === "") throw new UsageError("--type needs a form type.");
  return { name, format, since: sinceDate, type };
}

function serverBaseUrl(port: number) {
  return (process.env.PUBLIC_BASE_URL || `http://127.0.0.1:${port}`).replace(/\/$/, "");
}

async function serverAnswers(base: string) {
  try {
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

async function fromServer(base: string, token: string | undefined, cmd: Command): Promise<ListedSubmission[]> {
  if (!token) throw new Error("A running server holds the database: set ADMIN_TOKEN to the server's admin token.");
  const url = new URL(`${base}/admin/submissions`);
  if (cmd.since) url.searchParams.set("since", cmd.since.toISOString());
  if (cmd.type) url.searchParams.set("type", cmd.type);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status === 401) throw new Error("The server refused ADMIN_TOKEN.");
  if (res.status === 404) throw new Error("The server has no admin endpoint: start it with ADMIN_TOKEN set.");
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  return ((await res.json()) as { data: ListedSubmission[] }).data;
}

async function fromDatabase(opts: { databaseUrl?: string; dataDir?: string }, cmd: Command) {
  const db = await openDb(opts);
  try {
    await migrate(db);
    return await listSubmissions(db, { since: cmd.since, type: cmd.type });
  } finally {
    await db.close();
  }
}

async function loadSubmissions(cmd: Command): Promise<ListedSubmission[]> {
  const config = loadConfig();
  const base = serverBaseUrl(config.port);
  if (config.databaseUrl) {
    // PostgreSQL serves many clients, but a running server is the one source the team's tools share.
    if (config.adminToken && (await serverAnswers(base))) return fromServer(base, config.adminToken, cmd);
    return fromDatabase({ databaseUrl: config.databaseUrl }, cmd);
  }
  if (dataDirHolder(config.dataDir)) return fromServer(base, config.adminToken, cmd);
  if (!fs.existsSync(path.join(config.dataDir, "pglite"))) throw new Error(`No database in ${config.dataDir} yet.`);
  return fromDatabase({ dataDir: config.dataDir }, cmd);
}

function cell(value: string, width: number) {
  const oneLine = value.replace(/\s+/g, " ");
  return (oneLine.length > width ? `${oneLine.slice(0, width - 1)}…` : oneLine).padEnd(width);
}

function str(data: Record<string, unknown>, ...keys: string[]) {
  for (const k of keys) if (typeof data[k] === "string" && data[k] !== "") return data[k] as string;
  return "";
}

function table(rows: ListedSubmission[]): string {
  const cols = [
    { title: "Received (UTC)", width: 16, of: (r: ListedSubmission) => r.receivedAt.slice(0, 16).replace("T", " ") },
    { title: "Form", width: 20, of: (r: ListedSubmission) => r.formType },
    { title: "From", width: 24, of: (r: ListedSubmission) => str(r.data, "fullName", "name", "organization") },
    { title: "Company", width: 22, of: (r: ListedSubmission) => str(r.data, "company", "organization", "publication") },
    { title: "Email", width: 30, of: (r: ListedSubmission) => str(r.data, "email") },
    { title: "ID", width: 26, of: (r: ListedSubmission) => r.id },
  ];
  const line = (values: string[]) =>
    values
      .map((v, i) => cell(v, cols[i]!.width))
      .join("  ")
      .trimEnd();
  const out = [line(cols.map((c) => c.title)), line(cols.map((c) => "-".repeat(c.width)))];
  for (const r of rows) out.push(line(cols.map((c) => c.of(r))));
  out.push(`${rows.length} submission${rows.length === 1 ? "" : "s"}`);
  return `${out.join("\n")}\n`;
}

async function main() {
  let cmd: Command;
  try {
    cmd = parseCommand(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const rows = await loadSubmissions(cmd);
  if (cmd.name === "list") process.stdout.write(table(rows));
  else if (cmd.format === "json") process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else process.stdout.write(submissionsCsv(rows));
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
