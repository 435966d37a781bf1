/**
 * A stream of acknowledged writes against a running server (form submissions, /v1 facilities and
 * all-or-nothing activity-record batches), and the check that every acknowledged one is in the database
 * and none is half applied: the fault test and `npm run chaos` share it.
 */
import pg from "pg";
import { envelope } from "./form-fixtures";

export type WriteKind = "lead" | "facility" | "batch";

export type Outcome = {
  kind: WriteKind;
  seq: number;
  /** ms since the stream started */
  startedAt: number;
  ms: number;
  /** 0 when no response came (connection refused or reset, or the client gave up) */
  status: number;
  contentType: string;
  retryAfter: string | null;
  requestId: string | undefined;
  /** what identifies the acknowledged write: a lead or facility id, or the batch's number */
  ack: string | undefined;
};

/** A sandbox tenant's write token and one of its facilities, to write activity records to. */
export type StreamTarget = { baseUrl: string; token: string; orgId: string; facilityId: string };

const BATCH_SIZE = 5;
/** Gives up on a request after this long: the stream measures hangs instead of waiting them out. */
const REQUEST_LIMIT_MS = 10_000;

/** Each record's quantity encodes its batch, so a batch's rows can be counted in the database. */
const quantityOf = (seq: number, k: number) => seq * 10 + k + 1;

function requestFor(kind: WriteKind, seq: number, t: StreamTarget): { path: string; body: unknown; token?: string } {
  if (kind === "lead") {
    return {
      path: "/forms/submissions",
      body: envelope("Contact Form", { name: `Stream Visitor ${seq}`, email: `s${seq}@example.com`, message: "Hi" }),
    };
  }
  if (kind === "facility") {
    return {
      path: "/v1/facilities",
      token: t.token,
      body: {
        org_id: t.orgId,
        name: `Stream Plant ${seq}`,
        country: "IN",
        lat: 19,
        lon: 73,
        industry: "manufacturing",
      },
    };
  }
  const records = Array.from({ length: BATCH_SIZE }, (_, k) => ({
    facility_id: t.facilityId,
    activity: "diesel",
    quantity: quantityOf(seq, k),
    unit: "L",
    period_start: "2024-06-01",
    period_end: "2024-06-30",
  }));
  return { path: "/v1/activity-records", token: t.token, body: { records } };
}

async function send(kind: WriteKind, seq: number, t: StreamTarget, t0: number): Promise<Outcome> {
  const { path, body, token } = requestFor(kind, seq, t);
  const startedAt = Date.now() - t0;
  const outcome: Outcome = {
    kind,
    seq,
    startedAt,
    ms: 0,
    status: 0,
    contentType: "",
    retryAfter: null,
    requestId: undefined,
    ack: undefined,
  };
  try {
    const res = await fetch(`${t.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { id?: string; request_id?: string };
    outcome.status = res.status;
    outcome.contentType = res.headers.get("content-type") ?? "";
    outcome.retryAfter = res.headers.get("retry-after");
    outcome.requestId = json.request_id;
    if (res.status === 201) outcome.ack = kind === "batch" ? String(seq) : json.id;
  } catch {
    // no answer: never acknowledged
  }
  outcome.ms = Date.now() - t0 - startedAt;
  return outcome;
}

export type WriteStream = {
  /** Outcomes so far, in completion order. */
  readonly outcomes: Outcome[];
  /** Stops sending and resolves with every outcome once the requests in flight are answered. */
  stop(): Promise<Outcome[]>;
};

/** `concurrency` senders, each writing leads, facilities and batches in turn until stopped or `maxRequests`. */
export function startWriteStream(
  target: StreamTarget,
  opts: { concurrency: number; maxRequests: number; kinds?: WriteKind[] },
): WriteStream {
  const kinds = opts.kinds ?? ["lead", "facility", "batch"];
  const outcomes: Outcome[] = [];
  const t0 = Date.now();
  let next = 0;
  let stopped = false;
  const sender = async () => {
    while (!stopped && next < opts.maxRequests) {
      const seq = next++;
      const outcome = await send(kinds[seq % kinds.length]!, seq, target, t0);
      outcomes.push(outcome);
      // A refused connection answers at once: pace the retry like a client would.
      if (outcome.status === 0) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const senders = Array.from({ length: opts.concurrency }, sender);
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(senders);
      return outcomes;
    },
  };
}

export type WriteAudit = {
  acknowledged: number;
  /** acknowledged writes that are not in the database */
  lost: string[];
  /** leads without their emails, batches with some of their records */
  halfApplied: string[];
};

/** Reads the database directly (not through the server) for what the stream's acknowledgements promise. */
export async function auditWrites(databaseUrl: string, target: StreamTarget, outcomes: Outcome[]): Promise<WriteAudit> {
  const acked = (kind: WriteKind) => outcomes.filter((o) => o.kind === kind && o.ack).map((o) => o.ack!);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const leads = acked("lead");
    const facilities = acked("facility");
    const batches = acked("batch");
    const storedLeads = await client.query<{ id: string }>("SELECT id FROM submission WHERE id = ANY($1)", [leads]);
    const storedFacilities = await client.query<{ id: string }>(
      "SELECT id FROM api_facility WHERE tenant_id = (SELECT tenant_id FROM api_facility WHERE id = $1) AND id = ANY($2)",
      [target.facilityId, facilities],
    );
    const batchRows = await client.query<{ batch: number; n: number }>(
      `SELECT floor((quantity - 1) / 10)::int AS batch, count(*)::int AS n FROM activity_record
        WHERE facility_id = $1 GROUP BY 1`,
      [target.facilityId],
    );
    const leadsWithoutMail = await client.query<{ id: string }>(
      "SELECT s.id FROM submission s WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.submission_id = s.id)",
    );
    const found = new Set([...storedLeads.rows, ...storedFacilities.rows].map((r) => r.id));
    const fullBatches = new Set(batchRows.rows.filter((r) => r.n === BATCH_SIZE).map((r) => String(r.batch)));
    return {
      acknowledged: leads.length + facilities.length + batches.length,
      lost: [
        ...[...leads, ...facilities].filter((id) => !found.has(id)),
        ...batches.filter((b) => !fullBatches.has(b)).map((b) => `batch ${b}`),
      ],
      halfApplied: [
        ...leadsWithoutMail.rows.map((r) => `lead ${r.id} without its email`),
        ...batchRows.rows.filter((r) => r.n !== BATCH_SIZE).map((r) => `batch ${r.batch} with ${r.n} records`),
      ],
    };
  } finally {
    await client.end();
  }
}
