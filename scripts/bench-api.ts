/**
 * Throughput and p99 latency of the /v1 API with authentication, on embedded PGlite and on PostgreSQL
 * (a scratch database on BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test, when reachable).
 * Loopback only; each run is bounded in time. The rate limit is lifted so it measures the server, not the limiter.
 */
import autocannon from "autocannon";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { BENCH_ADMIN_URL, postgresAvailable, withPglite, withScratchPostgres } from "./scratch-db";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

type Figure = { engine: string; operation: string; rps: number; p99: number; errors: number };

async function run(engine: string, db: Db): Promise<Figure[]> {
  const config = testConfig({ apiRateLimitPerMinute: 1_000_000_000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    // A sandbox tenant of its own: the public demo client cannot write.
    const sandbox = (await (
      await fetch(`${url}/v1/sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Bench", email: "bench@example.com", company: "Bench Co" }),
      })
    ).json()) as { client_id: string; client_secret: string };
    const tokenRes = await fetch(`${url}/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: sandbox.client_id,
        client_secret: sandbox.client_secret,
        audience: `${config.publicBaseUrl}/v1`,
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    // Organisations have no quota, so every write of the run is stored (facilities stop at the tenant's quota).
    const body = JSON.stringify({ name: "Bench Manufacturing", country: "IN", industry: "manufacturing" });

    const figures: Figure[] = [];
    for (const [operation, opts] of [
      ["GET /v1/facilities", { method: "GET" as const, headers: auth }],
      ["POST /v1/orgs", { method: "POST" as const, headers: { ...auth, "content-type": "application/json" }, body }],
    ] as const) {
      const r = await autocannon({
        url: `${url}/v1/${operation === "POST /v1/orgs" ? "orgs" : "facilities"}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...opts,
      });
      figures.push({ engine, operation, rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors });
    }
    return figures;
  } finally {
    await app.close();
  }
}

async function main() {
  const figures: Figure[] = [];
  figures.push(...(await withPglite((db) => run("PGlite", db))));
  if (await postgresAvailable()) figures.push(...(await withScratchPostgres((db) => run("PostgreSQL", db))));
  else console.log(`PostgreSQL not reachable at ${BENCH_ADMIN_URL}: skipped`);

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, bearer token on every request\n`);
  console.log("engine      operation              req/s    p99 ms  non-2xx");
  for (const f of figures) {
    console.log(
      `${f.engine.padEnd(11)} ${f.operation.padEnd(22)} ${f.rps.toFixed(0).padStart(6)} ${String(f.p99).padStart(9)} ${String(f.errors).padStart(8)}`,
    );
  }
}

await main();
