/**
 * Fairness under abuse: on one server, 20 well-behaved sandbox clients each send a steady 5 requests a second while
 * one abusive client mints tokens and sends as fast as it can (from a separate process, so it competes for the
 * server and not for the measuring process). Reports the well-behaved clients' success rate and p50/p99 latency
 * next to a run without the abuser. Real limits (600 requests/min per client); PostgreSQL when reachable, else
 * PGlite. BENCH_SECONDS sets each run's length (default 60).
 */
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

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const WELL_BEHAVED = 20;
const REQUESTS_PER_SECOND_EACH = 5;
const ABUSER_CONNECTIONS = 32;
const PATH = "/v1/facilities?page[size]=10";

type Outcome = { requests: number; ok: number; p50: number; p99: number };
type AbuseTally = { requests: number; ok: number; limited: number; tokenRequests: number; tokensIssued: number };

/** The status of one read with the token, or 0 when the request failed to connect or complete. */
async function get(url: string, bearer: string): Promise<number> {
  try {
    const res = await fetch(`${url}${PATH}`, { headers: { authorization: `Bearer ${bearer}` } });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Each client sends at a fixed rate for the run's length; returns every request's outcome. */
async function wellBehaved(url: string, tokens: string[]): Promise<Outcome> {
  const latencies: number[] = [];
  let ok = 0;
  const interval = 1000 / REQUESTS_PER_SECOND_EACH;
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    tokens.map(async (t, i) => {
      await new Promise((r) => setTimeout(r, (interval * i) / tokens.length));
      const inFlight: Promise<void>[] = [];
      for (let next = Date.now(); next < end; next += interval) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        inFlight.push(
          (async () => {
            const start = performance.now();
            // A request that fails to connect or is refused counts against the success rate.
            const status = await get(url, t);
            latencies.push(performance.now() - start);
            if (status === 200) ok++;
          })(),
        );
      }
      await Promise.all(inFlight);
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, ok, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/** The abuser's process: mints tokens without pause and sends requests with all of them, as fast as it can. */
async function abuse(
  url: string,
  audience: string,
  client: SandboxClient,
  stopped: () => boolean,
): Promise<AbuseTally> {
  const tally: AbuseTally = { requests: 0, ok: 0, limited: 0, tokenRequests: 0, tokensIssued: 0 };
  const tokens: string[] = [];
  const mint = async () => {
    while (!stopped()) {
      const r = await requestToken(url, audience, client);
      tally.tokenRequests++;
      if (r.token) {
        tally.tokensIssued++;
        tokens.push(r.token);
      }
    }
  };
  const send = async () => {
    while (!stopped()) {
      const t = tokens[tally.requests % tokens.length];
      if (!t) {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const status = await get(url, t);
      tally.requests++;
      if (status === 200) tally.ok++;
      if (status === 429) tally.limited++;
    }
  };
  await Promise.all([mint(), ...Array.from({ length: ABUSER_CONNECTIONS }, send)]);
  return tally;
}

async function run(engine: string, db: Db) {
  const config = testConfig({ sandboxSignupsPerHour: 1000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const audience = `${config.publicBaseUrl}/v1`;
  try {
    const clients = await Promise.all(Array.from({ length: WELL_BEHAVED }, (_, i) => signUpSandbox(url, i)));
    const tokens = await Promise.all(clients.map(async (c) => (await requestToken(url, audience, c)).token!));
    const abuser = await signUpSandbox(url, WELL_BEHAVED);

    const alone = await wellBehaved(url, tokens);
    const attack = await startChildLoad<AbuseTally>(import.meta.filename, [
      "abuse",
      url,
      audience,
      abuser.clientId,
      abuser.secret,
    ]);
    const underAbuse = await wellBehaved(url, tokens);
    const tally = await attack.stop();

    const row = (label: string, o: Outcome) =>
      `${label.padEnd(16)} ${String(o.requests).padStart(8)} ${((100 * o.ok) / o.requests).toFixed(2).padStart(9)} % ${o.p50.toFixed(1).padStart(8)} ${o.p99.toFixed(1).padStart(8)}`;
    console.log(
      `\n${engine}: ${WELL_BEHAVED} clients x ${REQUESTS_PER_SECOND_EACH} req/s for ${DURATION_S} s, GET ${PATH}\n`,
    );
    console.log("well-behaved     requests   success     p50 ms   p99 ms");
    console.log(row("without abuser", alone));
    console.log(row("with abuser", underAbuse));
    console.log(`p99 ratio: ${(underAbuse.p99 / alone.p99).toFixed(2)}x`);
    console.log(
      `\nabuser (${ABUSER_CONNECTIONS} connections): ${tally.requests} requests, ${tally.ok} answered 200, ${tally.limited} answered 429; ${tally.tokenRequests} token requests, ${tally.tokensIssued} tokens issued`,
    );
  } finally {
    await app.close();
  }
}

if (process.argv[2] === "abuse") {
  const [, , , url, audience, clientId, secret] = process.argv;
  await runAsChildLoad((stopped) => abuse(url!, audience!, { clientId: clientId!, secret: secret! }, stopped));
} else if (await postgresAvailable()) {
  await withScratchPostgres((db) => run("PostgreSQL", db));
} else {
  await withPglite((db) => run("PGlite", db));
}
