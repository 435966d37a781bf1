/**
 * Throughput and p99 latency of the /v1 API with authentication, on embedded PGlite and on PostgreSQL
 * (a scratch database on BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test, when reachable).
 * Loopback only; each run is bounded in time. The rate limit is lifted so it measures the server, not the limiter.
 */
import autocannon from "autocannon";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "../server/v1/resources/demo-data";
import { BENCH_ADMIN_URL, postgresAvailable, withPglite, withScratchPostgres } from "./scratch-db";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

type Figure = { engine: string; operation: string; rps: number; p99: number; errors: number };

async function run(engine: string, db: Db): Promise<Figure[]> {
  const config = testConfig({ apiRateLimitPerMinute: 1_000_000_000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const tokenRes = await fetch(`${url}/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: DEMO_CLIENT_SECRET,
        audience: `${config.publicBaseUrl}/v1`,
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const orgs = (await (await fetch(`${url}/v1/orgs`, { headers: auth })).json()) as { data: { id: string }[] };
    const body = JSON.stringify({
      org_id: orgs.data[0]!.id,
      name: "Bench Plant",
      country: "IN",
      lat: 19.07,
      lon: 72.88,
    });

    const figures: Figure[] = [];
    for (const [operation, opts] of [
      ["GET /v1/facilities", { method: "GET" as const, headers: auth }],
      [
        "POST /v1/facilities",
        { method: "POST" as const, headers: { ...auth, "content-type": "application/json" }, body },
      ],
    ] as const) {
      const r = await autocannon({
        url: `${url}/v1/facilities`,
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
