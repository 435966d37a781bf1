import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";

const ADMIN_TOKEN = "admin-token-for-tests-0123456789";

describe.each(engines)("admin views of leads on %s", (engine) => {
  let server: TestServer;
  let closed: TestServer;
  const ids: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { adminToken: ADMIN_TOKEN },
      { leads: { rateLimit: false, outbox: { autoStart: false } } },
    );
    closed = await startTestServer(engine, {}, { leads: { outbox: { autoStart: false } } });
    const forms: [string, unknown][] = [
      [
        "Contact Form",
        { ...validFormData["Contact Form"], message: '=HYPERLINK("http://x.example","click"), "quoted"' },
      ],
      ["Demo Request", validFormData["Demo Request"]],
      ["Contact Form", { ...validFormData["Contact Form"], name: "+Second\nLine" }],
    ];
    for (const [formType, data] of forms) {
      const res = await fetch(`${server.url}/forms/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(envelope(formType, data)),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
  });
  afterAll(async () => {
    await server.close();
    await closed.close();
  });

  const get = (path: string, token?: string, base = server.url) =>
    fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("does not exist when ADMIN_TOKEN is unset", async () => {
    expect((await get("/admin/submissions", ADMIN_TOKEN, closed.url)).status).toBe(404);
    expect((await get("/admin/outbox", ADMIN_TOKEN, closed.url)).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    expect((await get("/admin/submissions")).status).toBe(401);
    const wrong = await get("/admin/outbox", `${ADMIN_TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("content-type")).toContain("application/problem+json");
  });

  it("lists submissions as JSON, filtered by type and date", async () => {
    const all = (await (await get("/admin/submissions", ADMIN_TOKEN)).json()) as {
      data: { id: string; formType: string; data: Record<string, unknown> }[];
    };
    expect(all.data.map((s) => s.id)).toEqual(ids);
    const demos = (await (await get("/admin/submissions?type=Demo%20Request", ADMIN_TOKEN)).json()) as typeof all;
    expect(demos.data.map((s) => s.id)).toEqual([ids[1]]);
    expect(demos.data[0]!.data.company).toBe("Verma Steel");
    const future = (await (await get("/admin/submissions?since=2999-01-01", ADMIN_TOKEN)).json()) as typeof all;
    expect(future.data).toEqual([]);
    expect((await get("/admin/submissions?since=yesterday", ADMIN_TOKEN)).status).toBe(400);
  });

  it("exports CSV with RFC 4180 quoting and formulas defused", async () => {
    const res = await get("/admin/submissions?format=csv&type=Contact%20Form", ADMIN_TOKEN);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,form_type,submitted_at,received_at,name,email,company,message,interest");
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click""), ""quoted"""`);
    expect(csv).toContain(`"'+Second\nLine"`);
    expect(csv).not.toContain(",=HYPERLINK");
  });
});
