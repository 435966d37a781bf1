/**
 * npm run soak: the built site and server on a private PostgreSQL (see private-postgres.ts) under a steady,
 * realistic mix for SOAK_MINUTES (default 10) at SOAK_RPS requests a second (default 20): page loads,
 * form posts, /v1 reads and writes, analytics. Prints per minute: requests, failures, p50 and p99 latency,
 * and the server's resident memory; then whether p99 stayed flat (last minute within 1.5x of the first)
 * and memory stopped growing after warm-up (the first minute); then each request that failed, by what it asked and
 * got, and exits 1 if any did. Needs a build (npm run build).
 */
import fs from "node:fs";
import path from "node:path";
import { QUOTAS } from "../server/v1/platform/quotas";
import { ApiClient, newFacility, newSandboxTenant } from "../tests/support/api-client";
import { envelope } from "../tests/support/form-fixtures";
import { startServerProcess } from "../tests/support/server-process";
import { startPrivatePostgres } from "./private-postgres";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RPS = Number(process.env.SOAK_RPS ?? 20);
/** Beyond this many requests in flight a tick is skipped (and counted): the load stays bounded. */
const MAX_IN_FLIGHT = 64;
const REQUEST_LIMIT_MS = 10_000;
/** The mix's weights sum to MIX_WEIGHT; FACILITY_WEIGHT of them are facility posts. */
const MIX_WEIGHT = 100;
const FACILITY_WEIGHT = 5;
const PAGES = ["/", "/api", "/aboutus", "/careers", "/emission-analytics", "/pricing", "/contact"];

/** `token`: the soak tenant's token, or another tenant's. */
type Req = { method: string; path: string; token?: boolean | string; body?: unknown };
/** `failure`: what a request that failed asked and got ("GET /v1/... 400"). */
type Sample = { ms: number; ok: boolean; failure?: string };

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main() {
  const staticDir = path.resolve("build/client");
  if (!fs.existsSync(path.join(staticDir, "index.html"))) throw new Error("no build in build/client: npm run build");
  const pages = PAGES.filter((p) => p === "/" || fs.existsSync(path.join(staticDir, p.slice(1))));
  const pg = await startPrivatePostgres();
  const server = await startServerProcess({
    DATABASE_URL: pg.url,
    STATIC_DIR: staticDir,
    FORMS_RATE_LIMIT: "off",
    API_RATE_LIMIT_PER_MIN: "1000000",
    SANDBOX_SIGNUPS_PER_HOUR: "1000",
  });
  try {
    const api = new ApiClient(server.url, `${server.url}/v1`);
    const tenant = await newSandboxTenant(api, "Soak Ltd");
    const facilityId = await newFacility(api, tenant.token, "Soak Plant");
    // A tenant holds at most QUOTAS.facilities.limit facilities (a sandbox starts with the demo data's few): the
    // facility posts fill tenants of their own in turn, made up front for the whole run (20 minutes at 20 req/s
    // post some 1,200), so none is refused for the quota.
    const room = QUOTAS.facilities.limit - 10;
    const facilityTenants: { token: string; orgId: string }[] = [];
    const facilityPosts = Math.ceil((MINUTES * 60 * RPS * FACILITY_WEIGHT) / MIX_WEIGHT);
    for (let i = 0; i * room < facilityPosts; i++) {
      const other = await newSandboxTenant(api, `Soak Facilities ${i + 1} Ltd`);
      const otherOrgs = await api.call<{ data: { id: string }[] }>("GET", "/v1/orgs", { token: other.token });
      facilityTenants.push({ token: other.token, orgId: otherOrgs.body.data[0]!.id });
    }
    let facilitiesPosted = 0;
    const facilityPost = (): Req => {
      const to = facilityTenants[Math.floor(facilitiesPosted++ / room)] ?? facilityTenants.at(-1)!;
      return { method: "POST", path: "/v1/facilities", token: to.token, body: facility(to.orgId, facilitiesPosted) };
    };
    let n = 0;
    const mix: [number, () => Req][] = [
      [40, () => ({ method: "GET", path: pages[n % pages.length]! })],
      [15, () => ({ method: "POST", path: "/forms/submissions", body: contactForm(n) })],
      [15, () => ({ method: "GET", path: "/v1/facilities?page[size]=50", token: true })],
      [5, () => ({ method: "GET", path: "/v1/activity-records?page[size]=50", token: true })],
      [FACILITY_WEIGHT, facilityPost],
      [5, () => ({ method: "POST", path: "/v1/activity-records", token: true, body: records(facilityId, n) })],
      [10, () => ({ method: "GET", path: "/v1/emission-analytics/kpis", token: true })],
      [5, () => ({ method: "GET", path: "/v1/emission-analytics/timeseries?grain=month", token: true })],
    ];
    const total = mix.reduce((s, [w]) => s + w, 0);
    if (total !== MIX_WEIGHT) throw new Error(`the mix weighs ${total}, not MIX_WEIGHT (${MIX_WEIGHT})`);
    const pick = (): Req => {
      let r = (n * 7919) % total; // spread evenly and deterministically over the mix
      for (const [w, make] of mix) {
        if (r < w) return make();
        r -= w;
      }
      return mix[0]![1]();
    };

    const minutes: { samples: Sample[]; skipped: number; rssMb: number }[] = [];
    let current = { samples: [] as Sample[], skipped: 0, rssMb: 0 };
    let inFlight = 0;
    const fire = async (req: Req) => {
      inFlight++;
      const started = performance.now();
      const bucket = current;
      let ok = false;
      let answer = "no answer";
      try {
        const res = await fetch(`${server.url}${req.path}`, {
          method: req.method,
          headers: {
            ...(req.body ? { "content-type": "application/json" } : {}),
            ...(req.token ? { authorization: `Bearer ${req.token === true ? tenant.token : req.token}` } : {}),
          },
          body: req.body ? JSON.stringify(req.body) : undefined,
          signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
        });
        await res.arrayBuffer();
        ok = res.status < 400;
        answer = String(res.status);
      } catch {
        // counted as a failure
      }
      bucket.samples.push({
        ms: performance.now() - started,
        ok,
        ...(ok ? {} : { failure: `${req.method} ${req.path.split("?")[0]} ${answer}` }),
      });
      inFlight--;
    };

    const pid = server.proc.pid!;
    const start = Date.now();
    const end = start + MINUTES * 60_000;
    let nextMinute = start + 60_000;
    console.log(`soak: ${MINUTES} min at ${RPS} req/s on PostgreSQL, server pid ${pid}`);
    console.log("minute  requests  failed  skipped  p50 ms  p99 ms  rss MB");
    for (let tick = 0; Date.now() < end; tick++) {
      const due = start + (tick * 1000) / RPS;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      if (Date.now() >= nextMinute) {
        current.rssMb = residentMb(pid);
        minutes.push(current);
        report(minutes.length, current);
        current = { samples: [], skipped: 0, rssMb: 0 };
        nextMinute += 60_000;
      }
      if (inFlight >= MAX_IN_FLIGHT) {
        current.skipped++;
        continue;
      }
      n++;
      void fire(pick());
    }
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
    if (current.samples.length > 0 && minutes.length < MINUTES) {
      current.rssMb = residentMb(pid);
      minutes.push(current);
      report(minutes.length, current);
    }

    const p99 = (m: (typeof minutes)[number]) =>
      percentile(
        m.samples.map((s) => s.ms).sort((a, b) => a - b),
        99,
      );
    const first = minutes[0]!;
    const last = minutes.at(-1)!;
    const warm = minutes[1] ?? first;
    const ratio = p99(last) / p99(first);
    console.log(`p99 last/first minute: ${ratio.toFixed(2)} (target <= 1.5): ${ratio <= 1.5 ? "flat" : "GREW"}`);
    const growth = last.rssMb - warm.rssMb;
    console.log(`memory after warm-up (minute 2 to ${minutes.length}): ${growth >= 0 ? "+" : ""}${growth} MB`);
    const failures = new Map<string, number>();
    for (const { failure } of minutes.flatMap((m) => m.samples))
      if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
    if (failures.size > 0) {
      console.error(`soak: FAILED requests: ${[...failures].map(([what, n]) => `${what} ×${n}`).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    pg.destroy();
  }
}

function report(minute: number, m: { samples: Sample[]; skipped: number; rssMb: number }) {
  const sorted = m.samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = m.samples.filter((s) => !s.ok).length;
  const cells = [
    minute,
    m.samples.length,
    failed,
    m.skipped,
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    m.rssMb,
  ];
  console.log(cells.map((c, i) => String(c).padStart(i === 0 ? 6 : 8)).join(""));
}

const contactForm = (n: number) =>
  envelope("Contact Form", { name: `Soak Visitor ${n}`, email: `soak${n}@example.com`, message: "Hello" });

const facility = (orgId: string, n: number) => ({
  org_id: orgId,
  name: `Soak Plant ${n}`,
  country: "IN",
  lat: 19,
  lon: 73,
  industry: "manufacturing",
});

const records = (facilityId: string, n: number) => ({
  records: [
    {
      facility_id: facilityId,
      activity: "diesel",
      quantity: 100 + n,
      unit: "L",
      period_start: "2024-06-01",
      period_end: "2024-06-30",
    },
  ],
});

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
