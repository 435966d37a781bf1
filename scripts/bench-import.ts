/**
 * `npm run bench:import`: a 10,000-row sheet through the import as the console sends it, over HTTP against a real
 * server: saved mapping, dry run (every row's factor, warnings, duplicate lookups) and commit, BENCH_RUNS times
 * (5), each run a sheet of new rows on a tenant that already holds the earlier runs' (so the duplicate and usual-
 * quantity lookups have records to search). Prints p50/p95 per step; PostgreSQL (a scratch database on
 * BENCH_DATABASE_URL's server) and PGlite. BENCH_ENGINES=postgres or pglite runs one engine.
 */
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { onBenchEngines } from "./scratch-db";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FACILITIES = ["Pune Plant", "Chakan Works", "Nagpur Depot", "Chennai Office"];
const ACTIVITIES = ["Grid electricity", "Diesel", "LPG", "Natural gas", "HSD (DG set)"];
const UNITS: Record<string, string> = {
  "Grid electricity": "units",
  Diesel: "litres",
  LPG: "kg",
  "Natural gas": "scm",
  "HSD (DG set)": "ltr",
};

type Row = { engine: string; what: string; p50: number; p95: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A sheet as people keep it: plants by name, activity names, Indian grouping, dd/mm/yyyy, everyday units. */
function sheet(run: number): string {
  const lines = ["Plant,Fuel,Qty,UOM,From,To"];
  for (let i = 0; i < ROWS; i++) {
    const activity = ACTIVITIES[i % ACTIVITIES.length]!;
    // Each row a day of FY 2023-24 to 2025-26, which the catalogue covers; a new quantity every run.
    const day = new Date(Date.UTC(2023, 3, 1) + ((run * ROWS + i) % 1096) * 86_400_000);
    const dmy = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
    const quantity = 1000 + ((run * 7919 + i * 104_729) % 1_000_000) / 10;
    lines.push(
      `${FACILITIES[i % FACILITIES.length]},${activity},"${quantity.toLocaleString("en-IN")}",${UNITS[activity]},${dmy},${dmy}`,
    );
  }
  return lines.join("\n");
}

async function run(engine: string, db: Db): Promise<Row[]> {
  const config = testConfig({ apiRateLimitPerMinute: 1_000_000_000, sandboxSignupsPerHour: 1_000 });
  const app = await buildServer(config, { db, leads: { rateLimit: false } });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const tenant = (await (
      await fetch(`${url}/v1/sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Bench", email: "bench@example.com", company: "Bench Import" }),
      })
    ).json()) as { client_id: string; client_secret: string };
    const token = (
      (await (
        await fetch(`${url}/v1/auth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            grant_type: "client_credentials",
            client_id: tenant.client_id,
            client_secret: tenant.client_secret,
            audience: `${config.publicBaseUrl}/v1`,
          }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const json = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const orgs = (await (await fetch(`${url}/v1/orgs`, { headers: json })).json()) as { data: { id: string }[] };
    for (const [i, name] of FACILITIES.entries()) {
      const res = await fetch(`${url}/v1/facilities`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ org_id: orgs.data[0]!.id, name, country: "IN", lat: 18 + i, lon: 73 + i }),
      });
      if (res.status !== 201) throw new Error(`facility answered ${res.status}: ${await res.text()}`);
    }
    const mapping = (await (
      await fetch(`${url}/v1/import-mappings`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          headers: ["Plant", "Fuel", "Qty", "UOM", "From", "To"],
          columns: {
            Plant: "facility",
            Fuel: "activity",
            Qty: "quantity",
            UOM: "unit",
            From: "period_start",
            To: "period_end",
          },
          activities: { "HSD (DG set)": "diesel" },
        }),
      })
    ).json()) as { id: string };

    const csv = { authorization: `Bearer ${token}`, "content-type": "text/csv" };
    const samples = { dry: [] as number[], commit: [] as number[] };
    for (let r = 0; r < RUNS; r++) {
      const body = sheet(r);
      const name = `energy-${r}.csv`;
      let t = performance.now();
      const dry = await fetch(`${url}/v1/activity-records?dry_run=true&mapping=${mapping.id}&file_name=${name}`, {
        method: "POST",
        headers: csv,
        body,
      });
      const checked = (await dry.json()) as { summary: { valid: number; invalid: number } };
      samples.dry.push(performance.now() - t);
      if (dry.status !== 200 || checked.summary.valid !== ROWS) {
        throw new Error(`dry run answered ${dry.status}: ${JSON.stringify(checked).slice(0, 500)}`);
      }
      t = performance.now();
      const commit = await fetch(`${url}/v1/activity-records?mapping=${mapping.id}&file_name=${name}`, {
        method: "POST",
        headers: csv,
        body,
      });
      await commit.arrayBuffer();
      samples.commit.push(performance.now() - t);
      if (commit.status !== 201) throw new Error(`commit answered ${commit.status}`);
    }
    return (["dry", "commit"] as const).map((what) => {
      const sorted = [...samples[what]].sort((a, b) => a - b);
      return {
        engine,
        what: what === "dry" ? `dry run, ${ROWS} rows` : `commit, ${ROWS} rows`,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
      };
    });
  } finally {
    await app.close();
  }
}

const rows = await onBenchEngines(run);

console.log(`\nA ${ROWS}-row CSV with a saved mapping, ${RUNS} runs per engine; HTTP on loopback\n`);
console.log("engine      measurement              p50 ms    p95 ms");
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(11)} ${r.what.padEnd(24)} ${r.p50.toFixed(0).padStart(7)} ${r.p95.toFixed(0).padStart(9)}`,
  );
}
