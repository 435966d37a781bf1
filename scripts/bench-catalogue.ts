/**
 * Latency of the catalogue's search and of estimates over HTTP, one request at a time, on embedded PGlite and on
 * PostgreSQL (a scratch database on BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test,
 * when reachable), over the whole imported catalogue as the server holds it (every release: DESNZ 2024 and 2025,
 * the EPA Hub 2025, IPCC, CEA; the rows per release are printed): GET /v1/emission-factors/search (typos, prefixes,
 * filters), POST /v1/estimates and POST /v1/estimates/batch with 1,000 items mixing engine activities and imported
 * factors (flights, hotel nights, waste, US and UK electricity), on AR6. Every answer is checked (200, and no item of
 * a batch refused), so a figure never times an error. Then the search alone, in process, over the same catalogue.
 * The request rate limit is lifted; each sandbox client estimates at most its per-minute item budget, so the
 * batches rotate over clients.
 */
import { EMISSION_FACTORS, searchCatalogue } from "../carbon";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "../server/demo/demo-data";
import { ESTIMATE_ITEMS_PER_MINUTE } from "../server/v1/estimates/item-budget";
import { BENCH_ADMIN_URL, postgresAvailable, withPglite, withScratchPostgres } from "./scratch-db";

const RUNS = { search: 300, estimate: 300, batch: Number(process.env.BENCH_BATCHES ?? 40) };
const QUERIES = [
  "q=long%20haul%20flight%20economy",
  "q=grid%20electricty",
  "q=dieesl&source=IPCC",
  "q=natural%20gas&country=IN",
  "q=frieght%20road",
  "q=coal&unit_type=energy",
  "q=elec",
  "q=refrigerant%20hfc&page[size]=50",
];
const JUNE_2025 = { period: { start: "2025-06-01", end: "2025-06-30" } };
const ITEMS = [
  {
    activity: "grid_electricity",
    quantity: 10_000,
    unit: "kWh",
    period: { start: "2024-06-01", end: "2024-06-30" },
    country: "IN",
  },
  { activity: "diesel", quantity: 1000, unit: "L", date: "2024-06-15", country: "IN" },
  { activity: "natural_gas", quantity: 500, unit: "Nm3", date: "2025-01-15", country: "IN", sector: "manufacturing" },
  { activity: "road_freight", quantity: 5000, unit: "tonne-km", date: "2025-06-15", country: "IN" },
  // DESNZ 2025: a long-haul economy flight with RF (AR6 from its gas split), a UK hotel night, food waste to AD.
  { factor_id: "desnz2025_21_316_3170_11_1", quantity: 2400, unit: "passenger-km", ...JUNE_2025, country: "GB" },
  { factor_id: "desnz2025_29_600_4000_13_1", quantity: 3, unit: "room-night", ...JUNE_2025, country: "GB" },
  { factor_id: "desnz2025_20_507_5293_15_1", quantity: 2, unit: "tonne", ...JUNE_2025, country: "GB" },
  { activity: "grid_electricity", quantity: 1000, unit: "kWh", ...JUNE_2025, country: "GB" },
  // EPA Hub 2025: the US average grid per gas.
  { activity: "grid_electricity", quantity: 1000, unit: "kWh", ...JUNE_2025, country: "US" },
];
const BATCH = { items: Array.from({ length: 1000 }, (_, i) => ({ ...ITEMS[i % ITEMS.length]!, quantity: 100 + i })) };

type Figure = { engine: string; what: string; runs: number; p50: number; p95: number };

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
function figure(engine: string, what: string, times: number[]): Figure {
  const sorted = [...times].sort((a, b) => a - b);
  return { engine, what, runs: times.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

/** Times n calls after 5 of warm-up; `check` reads each warm-up answer, so a run of refusals is never timed. */
async function timed(
  n: number,
  call: (i: number) => Promise<Response>,
  check: (body: unknown) => void = () => {},
): Promise<number[]> {
  for (let i = 0; i < 5; i++) {
    const res = await call(i);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
    check(await res.json());
  }
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  }
  return times;
}

function allEstimated(body: unknown) {
  const { summary, items } = body as { summary: { failed: number }; items: { status: string; problem?: unknown }[] };
  if (summary.failed > 0) {
    throw new Error(`a batch item was refused: ${JSON.stringify(items.find((i) => i.status !== "ok")?.problem)}`);
  }
}

async function run(engine: string, db: Db): Promise<Figure[]> {
  const config = testConfig({ apiRateLimitPerMinute: 1_000_000_000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const audience = `${config.publicBaseUrl}/v1`;
  const tokenOf = async (client_id: string, client_secret: string) => {
    const res = await fetch(`${url}/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "client_credentials", client_id, client_secret, audience }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const sandboxToken = async (i: number) => {
    const res = await fetch(`${url}/v1/sandbox/tenants`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", email: `bench${i}@example.com`, company: "Bench Co" }),
    });
    const sandbox = (await res.json()) as { client_id: string; client_secret: string };
    return tokenOf(sandbox.client_id, sandbox.client_secret);
  };
  try {
    const demo = await tokenOf(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET);
    // Each client may estimate ESTIMATE_ITEMS_PER_MINUTE items a minute: enough clients for the warm-up and the runs.
    const batchesPerClient = Math.floor(ESTIMATE_ITEMS_PER_MINUTE / BATCH.items.length) - 1;
    const clients = Math.ceil((RUNS.batch + 5) / batchesPerClient) + 1;
    const tokens: string[] = [];
    for (let i = 0; i < clients; i++) tokens.push(await sandboxToken(i));
    const post = (path: string, token: string, body: unknown) =>
      fetch(`${url}/v1${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    const search = await timed(RUNS.search, (i) =>
      fetch(`${url}/v1/emission-factors/search?${QUERIES[i % QUERIES.length]}`, {
        headers: { authorization: `Bearer ${demo}` },
      }),
    );
    const estimate = await timed(RUNS.estimate, (i) => post("/estimates", tokens[0]!, ITEMS[i % ITEMS.length]));
    let sent = 0; // warm-up included: each client's budget is spent in turn
    const batch = await timed(
      RUNS.batch,
      () => post("/estimates/batch", tokens[1 + Math.floor(sent++ / batchesPerClient)]!, BATCH),
      allEstimated,
    );
    return [
      figure(engine, "GET /v1/emission-factors/search", search),
      figure(engine, "POST /v1/estimates", estimate),
      figure(engine, "POST /v1/estimates/batch (1,000)", batch),
    ];
  } finally {
    await app.close();
  }
}

/** The search alone, in process, over the whole catalogue (the index the server's search uses). */
function searchInProcess(): Figure {
  const times: number[] = [];
  for (let i = 0; i < RUNS.search + 5; i++) {
    const params = new URLSearchParams(QUERIES[i % QUERIES.length]);
    const t = performance.now();
    searchCatalogue(params.get("q")!, params.get("source") ? { source: params.get("source")! } : {});
    if (i >= 5) times.push(performance.now() - t);
  }
  return figure("in process", `search over ${EMISSION_FACTORS.length.toLocaleString("en")} rows`, times);
}

/** What the benchmark ran over: the catalogue's rows per release. */
function catalogueRows(): string {
  const rows = new Map<string, number>();
  for (const f of EMISSION_FACTORS) rows.set(f.release, (rows.get(f.release) ?? 0) + 1);
  return [...rows].map(([release, n]) => `${release} ${n.toLocaleString("en")}`).join(", ");
}

async function main() {
  const figures: Figure[] = [];
  figures.push(...(await withPglite((db) => run("PGlite", db))));
  if (await postgresAvailable()) figures.push(...(await withScratchPostgres((db) => run("PostgreSQL", db))));
  else console.log(`PostgreSQL not reachable at ${BENCH_ADMIN_URL}: skipped`);
  figures.push(searchInProcess());

  console.log(
    `\nOne request at a time over loopback; the whole catalogue, ${EMISSION_FACTORS.length.toLocaleString("en")} rows (${catalogueRows()})\n`,
  );
  console.log("engine      what                                  runs   p50 ms   p95 ms");
  for (const f of figures) {
    console.log(
      `${f.engine.padEnd(11)} ${f.what.padEnd(37)} ${String(f.runs).padStart(4)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)}`,
    );
  }
}

await main();
