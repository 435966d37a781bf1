import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Problem = { type: string; title: string; status: number; detail: string; request_id: string };
type List = { data: { id: string }[] };

describe.each(engines)("v1 error responses on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    token = await api.token();
  });
  afterAll(() => server.close());

  it("answers an unknown /v1 path with a problem document, not the site's page", async () => {
    const res = await fetch(`${server.url}/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ status: 404, title: "Not Found", request_id: res.headers.get("x-request-id") });
  });

  it("refuses a body in another media type with 415", async () => {
    const res = await api.call<Problem>("POST", "/v1/orgs", {
      token,
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
  });

  it("answers an unexpected failure with a 500 problem that reveals nothing internal", async () => {
    const meters = await api.call<List>("GET", "/v1/meters", { token });
    const id = meters.body.data[0]!.id;
    await server.testDb.db.query("ALTER TABLE api_meter RENAME TO api_meter_away");
    try {
      const res = await api.call<Problem>("GET", `/v1/meters/${id}`, { token });
      expect(res.status).toBe(500);
      expect(res.body.detail).toBe("Something went wrong on our side. The request ID identifies it in our logs.");
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/api_meter|relation|select|stack|\.ts:/i);
    } finally {
      await server.testDb.db.query("ALTER TABLE api_meter_away RENAME TO api_meter");
    }
    expect((await api.call("GET", `/v1/meters/${id}`, { token })).status).toBe(200);
  });
});
