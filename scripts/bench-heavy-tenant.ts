/**
 * One heavy tenant against everyone else: on one server, 20 well-behaved sandbox clients each load a page or call
 * /v1 five times a second, and a probe asks /healthz ten times a second, first alone, then while one tenant holding
 * BENCH_HEAVY_RECORDS stored records (190,000 by default, in batches of 10,000) runs the heavy calls in a loop from a
 * separate process: 10,000-record uploads (written until its quota is full, then dry runs) and recalculations of
 * every record (`dry_run: true`), several at once, waiting out each 429's Retry-After as a client should. Prints the
 * well-behaved clients' and the probe's latencies for both runs, on PGlite (in a scratch data folder, as the server
 * keeps it) and on PostgreSQL when reachable. BENCH_SECONDS sets each run's length (default 30). Pages are served
 * from the build when there is one (`npm run build`); without it the clients call /v1 only.
 */
import fs from "node:fs";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import {
  percentile,
  requestToken,
  runAsChildLoad,
  type SandboxClient,
  signUpSandbox,
  startChildLoad,
} from "./bench-sandbox";
import { postgresAvailable, withPglite, withScratchPostgres } from "./scratch-db";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const HEAVY_RECORDS = Number(process.env.BENCH_HEAVY_RECORDS ?? 190_000);
const WELL_BEHAVED = 20;
const REQUESTS_PER_SECOND_EACH = 5;
const PROBES_PER_SECOND = 10;
const BATCH = 10_000;
/** Heavy calls the heavy tenant keeps going at once: one upload stream and two recalculation streams. */
const HEAVY_STREAMS = ["upload", "recalculate", "recalculate"] as const;
const PAGES = ["/", "/api", "/emission-factors", "/products"];
const V1_READS = ["/v1/facilities?page[size]=10", "/v1/activity-records?page[size]=10", "/v1/tenants/me"];

type Latencies = { all: number[]; failed: number };
type HeavyTally = { uploads: number; dryRunUploads: number; recalculations: number; refused429: number; other: number };

async function tokenOf(url: string, audience: string, c: SandboxClient): Promise<string> {
  return (await requestToken(url, audience, c)).token!;
}

/**
 * A batch of activity records for the tenant's first facility, spread over a year of months. Its rows repeat each
 * other and the batches repeat too (the heavy loop sends one batch again and again): the bench measures load, so
 * every upload says duplicates=allow, which a client sends to store rows that look alike on purpose.
 */
function batchBody(facilityId: string, offset: number): string {
  const records = Array.from({ length: BATCH }, (_, i) => {
    const month = `2025-${String(((offset + i) % 12) + 1).padStart(2, "0")}`;
    const diesel = (offset + i) % 2 === 1;
    return {
      facility_id: facilityId,
      activity: diesel ? "diesel" : "grid_electricity",
      quantity: 100 + ((offset + i) % 900),
      unit: diesel ? "L" : "kWh",
      period_start: `${month}-01`,
      period_end: `${month}-28`,
    };
  });
  return JSON.stringify({ records });
}

async function firstFacility(url: string, bearer: string): Promise<string> {
  const res = await fetch(`${url}/v1/facilities?page[size]=1`, { headers: { authorization: `Bearer ${bearer}` } });
  const body = (await res.json()) as { data: { id: string }[] };
  return body.data[0]!.id;
}

/** Status of one request, 0 when it failed to connect or complete. */
async function send(url: string, init?: RequestInit): Promise<number> {
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Calls `each` at `perSecond` until `end`, each call timed; returns every call's latency and the failures. */
async function atRate(perSecond: number, end: number, offsetMs: number, each: (n: number) => Promise<boolean>) {
  const out: Latencies = { all: [], failed: 0 };
  const interval = 1000 / perSecond;
  const inFlight: Promise<void>[] = [];
  await new Promise((r) => setTimeout(r, offsetMs));
  let n = 0;
  for (let next = Date.now(); next < end; next += interval) {
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    const i = n++;
    inFlight.push(
      (async () => {
        const start = performance.now();
        const ok = await each(i);
        out.all.push(performance.now() - start);
        if (!ok) out.failed++;
      })(),
    );
  }
  await Promise.all(inFlight);
  return out;
}

async function measure(url: string, tokens: string[], servesPages: boolean) {
  const end = Date.now() + DURATION_S * 1000;
  const interval = 1000 / REQUESTS_PER_SECOND_EACH;
  const [probe, ...clients] = await Promise.all([
    atRate(PROBES_PER_SECOND, end, 0, async () => (await send(`${url}/healthz`)) === 200),
    ...tokens.map((t, c) =>
      atRate(REQUESTS_PER_SECOND_EACH, end, (interval * c) / tokens.length, async (n) => {
        const pick = (n + c) % (servesPages ? PAGES.length + V1_READS.length : V1_READS.length);
        if (servesPages && pick < PAGES.length) return (await send(`${url}${PAGES[pick]}`)) === 200;
        const path = V1_READS[servesPages ? pick - PAGES.length : pick]!;
        return (await send(`${url}${path}`, { headers: { authorization: `Bearer ${t}` } })) === 200;
      }),
    ),
  ]);
  const wellBehaved: Latencies = {
    all: clients.flatMap((c) => c!.all),
    failed: clients.reduce((s, c) => s + c!.failed, 0),
  };
  return { wellBehaved, probe: probe! };
}

function row(label: string, l: Latencies) {
  const s = [...l.all].sort((a, b) => a - b);
  const ok = l.all.length - l.failed;
  return `${label.padEnd(30)} ${String(l.all.length).padStart(7)} ${((100 * ok) / l.all.length).toFixed(2).padStart(8)} % ${percentile(s, 0.5).toFixed(1).padStart(8)} ${percentile(s, 0.99).toFixed(1).padStart(8)} ${s[s.length - 1]!.toFixed(1).padStart(8)}`;
}

/** The heavy tenant's process: its loops until told to stop, then its tally. */
async function heavyLoop(url: string, bearer: string, facilityId: string, stopped: () => boolean): Promise<HeavyTally> {
  const tally: HeavyTally = { uploads: 0, dryRunUploads: 0, recalculations: 0, refused429: 0, other: 0 };
  const headers = { authorization: `Bearer ${bearer}`, "content-type": "application/json" };
  let quotaFull = false;
  const body = batchBody(facilityId, 0);
  const stream = async (kind: (typeof HEAVY_STREAMS)[number]) => {
    while (!stopped()) {
      const res = await fetch(
        kind === "recalculate"
          ? `${url}/v1/activity-records/recalculate`
          : `${url}/v1/activity-records?duplicates=allow${quotaFull ? "&dry_run=true" : ""}`,
        { method: "POST", headers, body: kind === "recalculate" ? JSON.stringify({ dry_run: true }) : body },
      ).catch(() => undefined);
      await res?.arrayBuffer();
      const status = res?.status ?? 0;
      if (status === 429) {
        tally.refused429++;
        await new Promise((r) => setTimeout(r, 1000 * Number(res?.headers.get("retry-after") ?? 1)));
      } else if (status === 403 && kind === "upload") quotaFull = true;
      else if (status === 200 && kind === "recalculate") tally.recalculations++;
      else if (status === 200) tally.dryRunUploads++;
      else if (status === 201) tally.uploads++;
      else tally.other++;
    }
  };
  await Promise.all(HEAVY_STREAMS.map(stream));
  return tally;
}

async function run(engine: string, db: Db) {
  const config = testConfig({ sandboxSignupsPerHour: 1000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const audience = `${config.publicBaseUrl}/v1`;
  const servesPages = fs.existsSync(config.staticDir);
  try {
    const clients = await Promise.all(Array.from({ length: WELL_BEHAVED }, (_, i) => signUpSandbox(url, i)));
    const tokens = await Promise.all(clients.map((c) => tokenOf(url, audience, c)));
    const heavy = await signUpSandbox(url, WELL_BEHAVED);
    const heavyToken = await tokenOf(url, audience, heavy);
    const facilityId = await firstFacility(url, heavyToken);
    const loadStart = performance.now();
    for (let offset = 0; offset + BATCH <= HEAVY_RECORDS; offset += BATCH) {
      const status = await send(`${url}/v1/activity-records?duplicates=allow`, {
        method: "POST",
        headers: { authorization: `Bearer ${heavyToken}`, "content-type": "application/json" },
        body: batchBody(facilityId, offset),
      });
      if (status !== 201) throw new Error(`loading the heavy tenant's records: upload answered ${status}`);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;

    const alone = await measure(url, tokens, servesPages);
    const heavyTenant = await startChildLoad<HeavyTally>(import.meta.filename, ["heavy", url, heavyToken, facilityId]);
    const withHeavy = await measure(url, tokens, servesPages);
    const tally = await heavyTenant.stop();

    console.log(
      `\n${engine}: ${WELL_BEHAVED} clients x ${REQUESTS_PER_SECOND_EACH} req/s (${servesPages ? `pages ${PAGES.join(" ")} and ` : ""}${V1_READS.join(" ")}), /healthz ${PROBES_PER_SECOND}/s, ${DURATION_S} s each run`,
    );
    console.log(
      `heavy tenant: ${HEAVY_RECORDS.toLocaleString("en")} records stored in ${loadSeconds.toFixed(1)} s before the runs`,
    );
    console.log(`\n${"".padEnd(30)} requests  success   p50 ms   p99 ms   max ms`);
    console.log(row("well-behaved, alone", alone.wellBehaved));
    console.log(row("well-behaved, heavy tenant on", withHeavy.wellBehaved));
    console.log(row("/healthz, alone", alone.probe));
    console.log(row("/healthz, heavy tenant on", withHeavy.probe));
    console.log(
      `\nheavy tenant's calls while measured: ${tally.uploads} uploads of ${BATCH.toLocaleString("en")} written, ${tally.dryRunUploads} upload dry runs, ${tally.recalculations} recalculations, ${tally.refused429} answered 429 (waited out), ${tally.other} other`,
    );
  } finally {
    await app.close();
  }
}

if (process.argv[2] === "heavy") {
  const [, , , url, bearer, facilityId] = process.argv;
  await runAsChildLoad((stopped) => heavyLoop(url!, bearer!, facilityId!, stopped));
} else {
  await withPglite((db) => run("PGlite", db));
  if (await postgresAvailable()) await withScratchPostgres((db) => run("PostgreSQL", db));
  else console.log("\nPostgreSQL: not reachable (BENCH_DATABASE_URL or 127.0.0.1:5432), not measured");
}
