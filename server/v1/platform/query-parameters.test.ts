import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Problem = { type: string; detail: string; errors: { field: string; code: string; message: string }[] };
type DocOperation = { parameters?: { name: string; in: string }[] };

describe.each(engines)("v1 query parameters on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let t: SandboxCredentials;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    t = await newSandboxTenant(api);
  });
  afterAll(() => server.close());

  it("refuses an unknown query parameter on every documented operation, naming it and those it takes", async () => {
    const doc = (await api.document()) as { paths: Record<string, Record<string, DocOperation>> };
    let checked = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${template}`;
        const declared = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        const path = `/v1${template.replace("{tenant_id}", t.tenantId).replace(/\{[^}]+\}/g, "01ARZ3NDEKTSV4RRFFQ69G5FAV")}`;
        const res = await api.call<Problem & { error?: string; error_description?: string }>(
          method.toUpperCase(),
          `${path}?colour=red`,
          { token: t.token },
        );
        expect(res.status, where).toBe(400);
        if (template === "/auth/token") {
          expect(res.body.error, where).toBe("invalid_request");
          expect(res.body.error_description, where).toContain("colour");
        } else {
          expect(res.body.type, where).toBe("/problems/invalid-parameter");
          expect(res.body.errors, where).toEqual([
            expect.objectContaining({ field: "colour", code: "UNKNOWN_PARAMETER" }),
          ]);
          for (const name of declared) expect(res.body.detail, where).toContain(name);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it("takes every declared parameter, bracketed ones too, and names only the unknown one beside them", async () => {
    const ok = await api.call("GET", "/v1/facilities?page[size]=1&sort=-created_at&filter=country==IN", {
      token: t.token,
    });
    expect(ok.status).toBe(200);
    const mixed = await api.call<Problem>("GET", "/v1/facilities?page[size]=1&page[before]=x", { token: t.token });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors.map((e) => e.field)).toEqual(["page[before]"]);
    expect(mixed.body.detail).toContain("page[size], page[after], sort, filter");
  });
});
