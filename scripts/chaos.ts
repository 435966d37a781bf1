/**
 * npm run chaos: the server on a private PostgreSQL (see private-postgres.ts) under a stream of form posts
 * and /v1 writes at concurrency 8, while the database is stopped (`pg_ctl stop -m fast`, then `-m immediate`)
 * and started again CHAOS_DOWN_S seconds later (default 6). Prints, per restart: requests sent, 2xx, 503,
 * other answers, acknowledged writes missing from the database (must be 0), half-applied writes (must be 0)
 * and the seconds from the database's return to the first success. Exits 1 when any of those fails.
 */
import { ApiClient, newFacility, newSandboxTenant } from "../tests/support/api-client";
import { startServerProcess } from "../tests/support/server-process";
import { auditWrites, type StreamTarget, startWriteStream } from "../tests/support/write-stream";
import { startPrivatePostgres } from "./private-postgres";

const DOWN_S = Number(process.env.CHAOS_DOWN_S ?? 6);
const LOAD_BEFORE_MS = 3000;
const LOAD_AFTER_MS = 8000;
const MAX_REQUESTS = 50_000;

/** "403 ×744, no answer ×2": how many of each status, for the answers that were neither 2xx nor 503. */
function statusCounts(outcomes: { status: number }[]): string {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) {
    const key = status === 0 ? "no answer" : String(status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([status, n]) => `${status} ×${n}`).join(", ") || "none";
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const pg = await startPrivatePostgres();
  console.log(`private PostgreSQL at ${pg.url}`);
  const server = await startServerProcess({
    DATABASE_URL: pg.url,
    STATIC_DIR: "/nonexistent-site",
    FORMS_RATE_LIMIT: "off",
    API_RATE_LIMIT_PER_MIN: "1000000",
  });
  let failed = false;
  try {
    const api = new ApiClient(server.url, `${server.url}/v1`);
    const rows: Record<string, string | number>[] = [];
    for (const mode of ["fast", "immediate"] as const) {
      // A tenant per round: a round creates hundreds of facilities, and a tenant holds at most 1,000 (its quota).
      // A facility per round: batches are numbered from 0 in each stream.
      const tenant = await newSandboxTenant(api, `Chaos Ltd (${mode})`);
      const orgs = await api.call<{ data: { id: string }[] }>("GET", "/v1/orgs", { token: tenant.token });
      const target: StreamTarget = {
        baseUrl: server.url,
        token: tenant.token,
        orgId: orgs.body.data[0]!.id,
        facilityId: await newFacility(api, tenant.token, `Chaos Plant ${mode}`),
      };
      const t0 = Date.now();
      const stream = startWriteStream(target, { concurrency: 8, maxRequests: MAX_REQUESTS });
      await sleep(LOAD_BEFORE_MS);
      pg.stop(mode);
      await sleep(DOWN_S * 1000);
      pg.start();
      const backAt = Date.now() - t0;
      await sleep(LOAD_AFTER_MS);
      const outcomes = await stream.stop();
      const audit = await auditWrites(pg.url, target, outcomes);
      const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).length;
      const unavailable = outcomes.filter((o) => o.status === 503).length;
      const firstSuccess = Math.min(
        ...outcomes.filter((o) => o.status === 201 && o.startedAt >= backAt - 1000).map((o) => o.startedAt + o.ms),
      );
      const slow503 = outcomes.filter((o) => o.status === 503 && o.ms >= 2000).length;
      const others = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
      const row = {
        restart: `-m ${mode}, ${DOWN_S} s down`,
        sent: outcomes.length,
        "2xx": ok,
        "503s": unavailable,
        "503 slower than 2 s": slow503,
        other: others.length,
        "other answers": statusCounts(others),
        acknowledged: audit.acknowledged,
        "acknowledged but lost": audit.lost.length,
        "half applied": audit.halfApplied.length,
        "s to first success": Number.isFinite(firstSuccess) ? ((firstSuccess - backAt) / 1000).toFixed(2) : "none",
        "server alive": server.alive() ? "yes" : "NO",
      };
      rows.push(row);
      failed ||=
        !server.alive() ||
        audit.lost.length > 0 ||
        audit.halfApplied.length > 0 ||
        others.length > 0 ||
        slow503 > 0 ||
        !Number.isFinite(firstSuccess) ||
        firstSuccess - backAt > 5000;
      if (!server.alive()) break;
    }
    console.table(rows);
  } finally {
    await server.stop();
    pg.destroy();
  }
  if (failed) {
    console.error("chaos: FAILED (see the table)");
    process.exit(1);
  }
  console.log("chaos: every acknowledged write kept, no 500s, service back within 5 s");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
