import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SCOPES, DEMO_CLIENT_SECRET } from "../../demo/demo-data";

type TokenAnswer = { error?: string; error_description?: string; access_token?: string; scope?: string };

describe.each(engines)("the token endpoint's scope parameter on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let audience: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    audience = await api.audience();
  });
  afterAll(() => server.close());

  const credentials = () => ({
    grant_type: "client_credentials",
    client_id: DEMO_CLIENT_ID,
    client_secret: DEMO_CLIENT_SECRET,
    audience,
  });

  const expectInvalidRequest = (res: { status: number; body: TokenAnswer; headers: Headers }, names: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.error_description).toMatch(names);
    expect(res.body.access_token).toBeUndefined();
    expect(res.headers.get("cache-control")).toBe("no-store");
  };

  it("refuses a JSON scope that is not a string instead of granting every scope", async () => {
    for (const scope of [["read:activity"], 7, { "read:activity": true }, null, true]) {
      const res = await api.call<TokenAnswer>("POST", "/v1/auth/token", { body: { ...credentials(), scope } });
      expectInvalidRequest(res, /scope must be a single string of scope names separated by spaces/);
    }
  });

  it("refuses a form that sends scope twice", async () => {
    const form = new URLSearchParams({ ...credentials(), scope: "read:activity" });
    form.append("scope", "read:reports");
    const res = await api.call<TokenAnswer>("POST", "/v1/auth/token", {
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectInvalidRequest(res, /^scope must be a single string/);
  });

  it("refuses any other parameter that is not a single string, naming it", async () => {
    const res = await api.call<TokenAnswer>("POST", "/v1/auth/token", {
      body: { ...credentials(), client_id: [DEMO_CLIENT_ID], audience: [audience] },
    });
    expectInvalidRequest(res, /^client_id must be a single string; audience must be a single string\.$/);
  });

  it("still grants the scopes a space-separated string names, and every scope when scope is absent", async () => {
    const some = await api.call<TokenAnswer>("POST", "/v1/auth/token", {
      body: { ...credentials(), scope: " read:activity  read:reports " },
    });
    expect(some.status).toBe(200);
    expect(some.body.scope).toBe("read:activity read:reports");
    const all = await api.call<TokenAnswer>("POST", "/v1/auth/token", { body: credentials() });
    expect(all.status).toBe(200);
    expect(all.body.scope?.split(" ").sort()).toEqual([...DEMO_CLIENT_SCOPES].sort());
  });
});
