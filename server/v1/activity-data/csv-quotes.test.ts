import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Problem, startAnalyticsServer } from "../../../tests/support/analytics-fixtures";
import type { ApiClient, SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import type { TestServer } from "../../../tests/support/server";

describe.each(engines)("a CSV batch of activity records with a malformed quoted field on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let a: SandboxCredentials;
  let plant: string;

  beforeAll(async () => {
    ({ server, api, a, plant } = await startAnalyticsServer(engine, "CSV quotes"));
  });
  afterAll(() => server.close());

  const post = (csv: string) =>
    api.call<Problem>("POST", "/v1/activity-records?dry_run=true", {
      token: a.token,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
  const header = "facility_id,activity,quantity,unit,period_start,period_end";

  it("is refused with 400 naming the line, never read as some other cell", async () => {
    const trailing = await post(
      [header, `${plant},diesel,10,L,2024-06-01,2024-06-30`, `"${plant}"x,diesel,10,L,2024-06-01,2024-06-30`].join(
        "\r\n",
      ),
    );
    expect(trailing.status).toBe(400);
    expect(trailing.body.detail).toBe(
      "The CSV has a quoted field on line 3 with text after its closing quote; quote the whole field and double each quote inside it.",
    );

    const unclosed = await post([header, `${plant},"diesel,10,L,2024-06-01,2024-06-30`].join("\n"));
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.detail).toBe("The CSV has a quote opened on line 2 and never closed.");
  });
});
