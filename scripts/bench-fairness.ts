/**
 * Fairness under abuse: on one server, 20 well-behaved sandbox clients each send a steady 5 requests a second while
 * one abusive client mints tokens and sends as fast as it can (from a separate process, so it competes for the
 * server and not for the measuring process). Reports the well-behaved clients' success rate and p50/p99 latency
 * next to a run without the abuser. Real limits (600 requests/min per client); PostgreSQL when reachable, else
 * PGlite. BENCH_SECONDS sets each run's length (default 60).
 */
import { fork } from "node:child_process";
import { buildServer } from "../server/app";
import { testConfig } from "../server/config";
import type { Db } from "../server/db/client";
import { postgresAvailable, withPglite, withScratchPostgres } from "./scratch-db";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const WELL_BEHAVED = 20;
const REQUESTS_PER_SECOND_EACH = 5;
const ABUSER_CONNECTIONS = 32;
const PATH = "/v1/facilities?page[size]=10";

type Client = { clientId: string; secret: string };
type Outcome = { requests: number; ok: number; p50: number; p99: number };
type AbuseTally = { requests: number; ok: number; limited: number; tokenRequests: number; tokensIssued: number };

async function token(url: string, audience: string, c: Client): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${url}/v1/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: c.clientId,
      client_secret: c.secret,
      audience,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { status: res.status, token: body.access_token };
}

async function signUp(url: string, i: number): Promise<Client> {
  const res = await fetch(`${url}/v1/sandbox/tenants`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench", email: `bench${i}@example.com`, company: `Bench ${i}` }),
  });
  const body = (await res.json()) as { client_id: string; client_secret: string };
  return { clientId: body.client_id, secret: body.client_secret };
}

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

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
async function abuse(url: string, audience: string, client: Client, stopped: () => boolean): Promise<AbuseTally> {
  const tally: AbuseTally = { requests: 0, ok: 0, limited: 0, tokenRequests: 0, tokensIssued: 0 };
  const tokens: string[] = [];
  const mint = async () => {
    while (!stopped()) {
      const r = await token(url, audience, client);
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

/** Starts the abuser in its own process; resolves once it is sending. `stop` ends it and returns its tally. */
async function startAbuser(
  url: string,
  audience: string,
  client: Client,
): Promise<{ stop: () => Promise<AbuseTally> }> {
  const child = fork(import.meta.filename, ["abuse", url, audience, client.clientId, client.secret]);
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("error", reject);
  });
  return {
    stop: () =>
      new Promise<AbuseTally>((resolve) => {
        child.once("message", (m) => resolve(m as AbuseTally));
        child.send("stop");
      }),
  };
}

async function run(engine: string, db: Db) {
  const config = testConfig({ sandboxSignupsPerHour: 1000 });
  const app = await buildServer(config, { db });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const audience = `${config.publicBaseUrl}/v1`;
  try {
    const clients = await Promise.all(Array.from({ length: WELL_BEHAVED }, (_, i) => signUp(url, i)));
    const tokens = await Promise.all(clients.map(async (c) => (await token(url, audience, c)).token!));
    const abuser = await signUp(url, WELL_BEHAVED);

    const alone = await wellBehaved(url, tokens);
    const attack = await startAbuser(url, audience, abuser);
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
  let stopped = false;
  process.once("message", () => {
    stopped = true;
  });
  const attack = abuse(url!, audience!, { clientId: clientId!, secret: secret! }, () => stopped);
  process.send?.("started");
  process.send?.(await attack);
  process.disconnect?.();
} else if (await postgresAvailable()) {
  await withScratchPostgres((db) => run("PostgreSQL", db));
} else {
  await withPglite((db) => run("PGlite", db));
}
