import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../tests/support/db";
import { startTestServer, type TestServer } from "../tests/support/server";

describe.each(engines)("server basics on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("answers /healthz after checking the database", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends security headers and a request id on every response", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{26}$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("echoes a well-formed X-Request-ID and replaces a malformed one", async () => {
    const ok = await fetch(`${server.url}/healthz`, { headers: { "X-Request-ID": "client-req-12345" } });
    expect(ok.headers.get("x-request-id")).toBe("client-req-12345");
    const bad = await fetch(`${server.url}/healthz`, { headers: { "X-Request-ID": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });
});
