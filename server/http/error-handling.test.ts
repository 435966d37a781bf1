import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant } from "../../tests/support/api-client";
import { createTestDb, engines, type TestDb } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { buildServer } from "../app";
import { testConfig } from "../config";

type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  request_id: string;
  errors?: { field: string; pointer?: string; code: string }[];
};

/** Every failure is problem+JSON whose request_id is the X-Request-ID header. */
async function problemOf(res: Response): Promise<Problem> {
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const id = res.headers.get("x-request-id");
  expect(id).toBeTruthy();
  const body = (await res.json()) as Problem;
  expect(body.request_id).toBe(id);
  expect(body.status).toBe(res.status);
  return body;
}

/** Sends raw bytes and returns what came back on the socket. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let got = "";
    socket.on("data", (c) => {
      got += c;
    });
    socket.on("close", () => resolve(got));
    socket.on("error", reject);
  });
}

describe.each(engines)("every failure is problem+JSON with a request id, on %s", (engine) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let url: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    testDb = await createTestDb(engine, { migrate: false });
    app = await buildServer(testConfig(), { db: testDb.db, leads: { rateLimit: false } });
    // A handler slower than its timeout, as a stuck database call would be.
    app.get("/slow-for-test", { handlerTimeout: 300 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return { late: true };
    });
    url = await app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(url).port);
    // A sandbox tenant's token: the writes below must reach validation (the public demo client is read-only).
    token = (await newSandboxTenant(new ApiClient(url))).token;
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const bearer = () => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });

  it("answers a malformed percent-encoding in the path with 400", async () => {
    for (const path of ["/v1/orgs/%ED%A0%80", "/v1/orgs/%zz", "/forms/%E0%A4"]) {
      const res = await fetch(`${url}${path}`, { headers: bearer() });
      expect(res.status, path).toBe(400);
      expect((await problemOf(res)).type).toBe("/problems/bad-request");
    }
  });

  it("answers an unknown route with 404 and a known path with another method with 405 and Allow", async () => {
    const unknown = await fetch(`${url}/no/such/endpoint`, { method: "POST", body: "{}", headers: bearer() });
    expect(unknown.status).toBe(404);
    await problemOf(unknown);

    const v1 = await fetch(`${url}/v1/facilities`, { method: "DELETE", headers: bearer() });
    expect(v1.status).toBe(405);
    expect(v1.headers.get("allow")).toMatch(/GET/);
    expect(v1.headers.get("allow")).toMatch(/POST/);
    expect((await problemOf(v1)).type).toBe("/problems/method-not-allowed");

    const forms = await fetch(`${url}/forms/submissions`);
    expect(forms.status).toBe(405);
    expect(forms.headers.get("allow")).toBe("POST");
    await problemOf(forms);
  });

  it("answers bodies that are too large, of another media type, unparsable or too deep", async () => {
    const big = await fetch(`${url}/v1/orgs`, {
      method: "POST",
      headers: bearer(),
      body: JSON.stringify({ name: "x".repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    await problemOf(big);

    const text = await fetch(`${url}/v1/orgs`, {
      method: "POST",
      headers: { ...bearer(), "content-type": "application/xml" },
      body: "<org/>",
    });
    expect(text.status).toBe(415);
    await problemOf(text);

    const broken = await fetch(`${url}/v1/orgs`, { method: "POST", headers: bearer(), body: '{"name": ' });
    expect(broken.status).toBe(400);
    await problemOf(broken);

    const deep = await fetch(`${url}/v1/orgs`, {
      method: "POST",
      headers: bearer(),
      body: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    });
    expect(deep.status).toBe(400);
    expect((await problemOf(deep)).errors?.[0]?.code).toBe("NESTED_TOO_DEEP");

    const deepForm = await fetch(`${url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"formType":"Contact Form","data":${'{"a":'.repeat(3000)}1${"}".repeat(3000)}}`,
    });
    expect(deepForm.status).toBe(400);
    await problemOf(deepForm);
  });

  it("refuses NUL, other control characters and broken Unicode in any string with 422 naming the field", async () => {
    const org = await fetch(`${url}/v1/orgs`, {
      method: "POST",
      headers: bearer(),
      body: JSON.stringify({ name: "Acme\u0000Cement", country: "IN", industry: "manufacturing" }),
    });
    expect(org.status).toBe(422);
    expect((await problemOf(org)).errors).toEqual([
      expect.objectContaining({ field: "name", pointer: "/name", code: "CONTROL_CHARACTER" }),
    ]);

    const facilities = (await (await fetch(`${url}/v1/facilities`, { headers: bearer() })).json()) as {
      data: { id: string }[];
    };
    const source = await fetch(`${url}/v1/sources`, {
      method: "POST",
      headers: bearer(),
      body: `{"facility_id":"${facilities.data[0]!.id}","type":"waste","unit":"kg","description":"bin \\ud800 yard"}`,
    });
    expect(source.status).toBe(422);
    expect((await problemOf(source)).errors?.[0]).toMatchObject({ field: "description", code: "CONTROL_CHARACTER" });

    const query = await fetch(`${url}/v1/facilities?filter=${encodeURIComponent("name==a\u0000")}`, {
      headers: bearer(),
    });
    expect(query.status).toBe(400);
    expect((await problemOf(query)).errors?.[0]).toMatchObject({ field: "filter", code: "CONTROL_CHARACTER" });

    const form = await fetch(`${url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope("Contact Form", { ...validFormData["Contact Form"], message: "hello\u0007 bell" })),
    });
    expect(form.status).toBe(422);
    expect((await problemOf(form)).errors?.[0]).toMatchObject({
      field: "data.message",
      pointer: "/data/message",
      code: "CONTROL_CHARACTER",
    });
    // Tabs and line breaks are ordinary text.
    const ok = await fetch(`${url}/forms/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope("Contact Form", { ...validFormData["Contact Form"], message: "line\n\tindented" })),
    });
    expect(ok.status).toBe(201);

    const tokenRequest = await fetch(`${url}/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: "demo\u0000",
        client_secret: "x",
        audience: "y",
      }),
    });
    expect(tokenRequest.status).toBe(400);
    expect(await tokenRequest.json()).toMatchObject({ error: "invalid_request" });
    expect(tokenRequest.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers a request its handler does not finish in time with 503", async () => {
    const res = await fetch(`${url}/slow-for-test`);
    expect(res.status).toBe(503);
    expect((await problemOf(res)).type).toBe("/problems/unavailable");
  });

  it("answers a message that is not valid HTTP on the raw socket, with a request id", async () => {
    const answer = await rawExchange(port, "GET /v1/orgs HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/Content-Type: application\/problem\+json/);
    const id = /X-Request-ID: (\S+)/.exec(answer)?.[1];
    expect(id).toBeTruthy();
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({ status: 400, request_id: id });
    // The server is still there.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
