import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formTypes } from "../../contracts/submission";
import { ApiClient, newSandboxTenant } from "../../tests/support/api-client";
import { createTestDb, engines, type TestDb } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { buildServer } from "../app";
import { testConfig } from "../config";

/** A value no log line may ever contain: it stands for whatever a visitor typed. */
const MARK = "Qx7visitorvalue";

/** Every string field of a form replaced by a marked value, keeping its shape valid where it can. */
function marked(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v !== "string" || k === "phoneNumber") out[k] = v;
    else if (k.toLowerCase().includes("email")) out[k] = `${MARK.toLowerCase()}.${k}@example.org`;
    else if (k === "profileUrl" || k === "website") out[k] = `https://example.org/${MARK}`;
    else if (/^[a-z0-9-]+$/.test(v) && v.length < 20)
      out[k] = v; // an option value from a list
    else out[k] = `${MARK} ${k}`;
  }
  return out;
}

describe.each(engines)("the log carries no visitor data, on %s", (engine) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let url: string;
  let log = "";

  beforeAll(async () => {
    testDb = await createTestDb(engine, { migrate: false });
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log += chunk;
        done();
      },
    });
    app = await buildServer(testConfig({ logLevel: "trace" }), {
      db: testDb.db,
      logStream,
      leads: { rateLimit: false },
    });
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const postForm = (body: unknown) =>
    fetch(`${url}/forms/submissions?q=${MARK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": `${MARK}-agent` },
      body: JSON.stringify(body),
    });

  it("logs failures by type, code and statement, never by what was sent", async () => {
    for (const formType of formTypes) {
      const data = marked(validFormData[formType] as Record<string, unknown>);
      expect((await postForm(envelope(formType, data))).status, formType).toBe(201);
      const refused = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, `${String(v)}\u0001`]));
      expect((await postForm(envelope(formType, refused))).status, formType).toBe(422);
    }

    const api = new ApiClient(url);
    const { token } = await newSandboxTenant(api);
    const auth = { token };
    expect(
      (
        await api.call("POST", "/v1/orgs", {
          ...auth,
          body: { name: `${MARK} Cement`, country: "IN", industry: "manufacturing" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await api.call("POST", "/v1/orgs", { ...auth, body: { name: `${MARK}\u0000`, country: "IN", industry: "x" } }))
        .status,
    ).toBe(422);
    expect((await api.call("GET", `/v1/facilities?filter=name==${MARK}&sort=${MARK}`, auth)).status).toBe(400);
    expect((await api.call("GET", "/v1/orgs", { token: `${MARK}.x.y` })).status).toBe(401);
    expect(
      (
        await api.call("POST", `/v1/tenants/${MARK}/users`, {
          ...auth,
          body: { email: `${MARK}@example.org`, roles: ["auditor"] },
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${url}/v1/orgs/${MARK}%ED%A0%80`)).status).toBe(400);
    expect((await fetch(`${url}/${MARK}/page`)).status).toBe(404);

    // A failing database: the statement's parameters (the visitor's values) must not reach the log.
    await testDb.db.query("ALTER TABLE submission RENAME TO submission_away");
    await testDb.db.query("ALTER TABLE api_org RENAME TO api_org_away");
    try {
      const data = marked(validFormData["Demo Request"] as Record<string, unknown>);
      expect((await postForm(envelope("Demo Request", data))).status).toBe(500);
      const res = await fetch(`${url}/v1/orgs`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ name: `${MARK} Steel`, country: "IN", industry: "manufacturing" }),
      });
      expect(res.status).toBe(500);
    } finally {
      await testDb.db.query("ALTER TABLE submission_away RENAME TO submission");
      await testDb.db.query("ALTER TABLE api_org_away RENAME TO api_org");
    }

    const lines = log
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const failures = lines.filter((l) => l.level === 50);
    expect(failures.length).toBeGreaterThanOrEqual(2);
    for (const f of failures) {
      expect(f.reqId).toBeTruthy();
      expect(f.err).toMatchObject({
        type: expect.any(String),
        code: "42P01",
        statement: expect.stringMatching(/^INSERT INTO (submission|api_org)$/),
      });
    }
    expect(lines.some((l) => (l.req as { route?: string } | undefined)?.route === "/forms/submissions")).toBe(true);

    // The server's own listening address is not a client's.
    const aboutRequests = log.replace(/Server listening at http:\/\/127\.0\.0\.1:\d+/g, "");
    for (const secret of [MARK, MARK.toLowerCase(), "example.org", "127.0.0.1"]) {
      const line = aboutRequests.split("\n").find((l) => l.includes(secret));
      expect(line, `the log contains ${secret}`).toBeUndefined();
    }
  });
});
