import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formTypes, MAX_SUBMISSION_BYTES } from "../../contracts/submission";
import { engines } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { buildServer } from "../app";
import { testConfig } from "../config";

type Problem = {
  type: string;
  status: number;
  request_id: string;
  errors?: { field: string; pointer?: string; code: string; message: string }[];
};

describe.each(engines)("POST /forms/submissions on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {}, { leads: { rateLimit: false, outbox: { autoStart: false } } });
  });
  afterAll(() => server.close());

  const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    fetch(`${server.url}/forms/submissions`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const count = async (sql: string, params: unknown[] = []) =>
    (await server.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

  it.each(formTypes)("stores a valid %s with its emails and answers 201 {id}", async (formType) => {
    const res = await post(envelope(formType, validFormData[formType]));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    const [row] = await server.testDb.db.query<{ form_type: string; data: Record<string, unknown>; ip_hash: string }>(
      "SELECT form_type, data, ip_hash FROM submission WHERE id = $1",
      [id],
    );
    expect(row?.form_type).toBe(formType);
    expect(row?.data.email).toBe((validFormData[formType] as { email: string }).email);
    expect(row?.ip_hash).toBeTruthy();
    expect(row?.ip_hash).not.toContain("127.0.0.1");
    const mails = await server.testDb.db.query<{ kind: string; recipient: string; status: string }>(
      "SELECT kind, recipient, status FROM mail_outbox WHERE submission_id = $1 ORDER BY kind",
      [id],
    );
    const expected =
      formType === "Newsletter"
        ? []
        : formType === "Demo Request"
          ? [
              { kind: "confirmation", recipient: "asha.verma@example.com", status: "pending" },
              { kind: "lead_notification", recipient: server.app.config.leadsTo, status: "pending" },
            ]
          : [{ kind: "lead_notification", recipient: server.app.config.leadsTo, status: "pending" }];
    expect(mails).toEqual(expected);
  });

  it("keeps one newsletter subscriber per address whatever its case", async () => {
    for (const email of ["news@Example.org", "NEWS@example.ORG", " news@example.org "]) {
      expect((await post(envelope("Newsletter", { email }))).status).toBe(201);
    }
    expect(await count("newsletter_subscriber WHERE lower(email) = $1", ["news@example.org"])).toBe(1);
  });

  it("answers 422 naming each invalid field of the form", async () => {
    const { email: _e, ...noEmail } = validFormData["Demo Request"];
    const res = await post(envelope("Demo Request", { ...noEmail, industry: 7, consent: false }));
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await res.json()) as Problem;
    expect(problem.status).toBe(422);
    expect(problem.request_id).toBe(res.headers.get("x-request-id"));
    const byField = Object.fromEntries(problem.errors!.map((e) => [e.field, e]));
    expect(byField["data.email"]).toMatchObject({ pointer: "/data/email", code: "REQUIRED" });
    expect(byField["data.industry"]).toMatchObject({
      pointer: "/data/industry",
      message: "Please select your industry",
    });
    expect(byField["data.consent"]).toMatchObject({
      code: "CONSENT_REQUIRED",
      message: "Please provide consent to process your information.",
    });
  });

  it("rejects a malformed email address with 422", async () => {
    const res = await post(envelope("Contact Form", { ...validFormData["Contact Form"], email: "not-an-email" }));
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Problem;
    expect(problem.errors).toEqual([
      expect.objectContaining({
        field: "data.email",
        pointer: "/data/email",
        message: "Please enter a valid email address",
      }),
    ]);
  });

  it("answers 422 on formType for an unknown form", async () => {
    const res = await post(envelope("Lottery Entry", { name: "x" }));
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Problem;
    expect(problem.errors).toEqual([expect.objectContaining({ field: "formType", pointer: "/formType" })]);
  });

  it("answers 422 naming the envelope fields that are missing or wrong", async () => {
    const res = await post({ formType: "Contact Form", data: "text", timestamp: "yesterday" });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as Problem).errors!.map((e) => e.field).sort();
    expect(fields).toEqual(["data", "timestamp"]);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await post("{formType: nope");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
  });

  it("answers 415 to anything but application/json", async () => {
    const body = new URLSearchParams({ formType: "Contact Form" }).toString();
    const res = await post(body, { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as Problem).type).toBe("/problems/unsupported-media-type");
    const plain = await post(JSON.stringify(envelope("Newsletter", { email: "a@b.c" })), {
      "content-type": "text/plain",
    });
    expect(plain.status).toBe(415);
  });

  it("answers 413 to a body over the limit and stores nothing", async () => {
    const before = await count("submission");
    const huge = envelope("Contact Form", {
      ...validFormData["Contact Form"],
      message: "x".repeat(MAX_SUBMISSION_BYTES),
    });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await count("submission")).toBe(before);
  });

  it("answers a filled honeypot with a plausible 201 but keeps and sends nothing", async () => {
    const before = [await count("submission"), await count("mail_outbox")];
    const res = await post(
      envelope("Contact Form", validFormData["Contact Form"], { homepage: "http://spam.example" }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { id: string }).id).toMatch(/^[0-9A-Z]{26}$/);
    expect([await count("submission"), await count("mail_outbox")]).toEqual(before);
  });
});

describe.each(engines)("submission rate limit on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      engine,
      {},
      { leads: { rateLimit: { max: 3, timeWindowMs: 60_000 }, outbox: { autoStart: false } } },
    );
  });
  afterAll(() => server.close());

  it("answers 429 problem+json with Retry-After once an address exceeds its allowance", async () => {
    const post = () =>
      fetch(`${server.url}/forms/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(envelope("Newsletter", { email: "burst@example.com" })),
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("application/problem+json");
    // 3 a minute refill one every 20 s: the wait is for the next one, not for the whole allowance.
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(20);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("3");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    const problem = (await limited.json()) as Problem & { detail: string };
    expect(problem.type).toBe("/problems/rate-limited");
    expect(problem.detail).toBe(
      "Too many submissions from your address. Please wait and try again, or contact us directly.",
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe.each(engines)("rate limit shared by instances on %s", (engine) => {
  let server: TestServer;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    const leads = { rateLimit: { max: 2, timeWindowMs: 60_000 }, outbox: { autoStart: false } };
    server = await startTestServer(engine, {}, { leads });
    second = await buildServer(testConfig(), { db: server.testDb.db, leads });
    secondUrl = await second.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it("counts one address's submissions across every server on the database", async () => {
    const post = (base: string) =>
      fetch(`${base}/forms/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(envelope("Newsletter", { email: "shared@example.com" })),
      });
    expect((await post(server.url)).status).toBe(201);
    expect((await post(secondUrl)).status).toBe(201);
    expect((await post(server.url)).status).toBe(429);
    expect((await post(secondUrl)).status).toBe(429);
    const buckets = await server.testDb.db.query<{ bucket: string }>(
      "SELECT bucket FROM api_rate_bucket WHERE bucket LIKE 'forms:%'",
    );
    expect(buckets).toHaveLength(1);
    expect(buckets[0]!.bucket).not.toContain("127.0.0.1");
  });
});

describe.each(engines)("submission atomicity on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {}, { leads: { rateLimit: false, outbox: { autoStart: false } } });
  });
  afterAll(() => server.close());

  it("keeps nothing and answers 500 when its email cannot be queued", async () => {
    const db = server.testDb.db;
    await db.query(
      `CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`,
    );
    await db.query("CREATE TRIGGER refuse BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()");
    const res = await fetch(`${server.url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope("Contact Form", validFormData["Contact Form"])),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM submission");
    expect(row!.n).toBe(0);

    await db.query("DROP TRIGGER refuse ON mail_outbox");
    const ok = await fetch(`${server.url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope("Contact Form", validFormData["Contact Form"])),
    });
    expect(ok.status).toBe(201);
  });
});
