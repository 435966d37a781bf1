import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { type FilterField, meetsCondition, parseFilter } from "./filter";

type Problem = { status: number; errors?: { field: string; code: string; message: string }[] };

const FIELDS: Record<string, FilterField> = {
  name: { type: "text" },
  lat: { type: "number" },
  active: { type: "boolean" },
  created_at: { type: "timestamp" },
  period_start: { type: "date" },
  day: { type: "date", operators: ["==", ">=", "<=", ">", "<"] },
};

/** The first problem of a filter, as the 400 answer would carry it. */
function refusal(filter: string) {
  try {
    parseFilter(filter, FIELDS);
  } catch (err) {
    return (err as { errors: { field: string; code: string; message: string }[] }).errors[0]!;
  }
  throw new Error(`${filter} was accepted`);
}

describe("the filter grammar", () => {
  it("reads conditions with each field's type and keeps the operator as written", () => {
    const conditions = parseFilter(
      " name==Pune;lat>=12.5;active!=false;created_at<2025-01-01T00:00:00Z;period_start==2024-02-29 ",
      FIELDS,
    );
    expect(conditions.map((c) => [c.name, c.op, c.value])).toEqual([
      ["name", "==", "Pune"],
      ["lat", ">=", 12.5],
      ["active", "!=", false],
      ["created_at", "<", new Date("2025-01-01T00:00:00Z")],
      ["period_start", "==", "2024-02-29"],
    ]);
    expect(parseFilter(undefined, FIELDS)).toEqual([]);
    expect(parseFilter("  ", FIELDS)).toEqual([]);
  });

  it("says what is wrong with a condition in words", () => {
    expect(refusal("lat~~3")).toEqual({
      field: "filter",
      code: "MALFORMED",
      message: '"lat~~3" is not a condition like field==value (operators ==, !=, >=, <=, >, <)',
    });
    expect(refusal("colour==red").message).toBe(
      'cannot filter by "colour"; fields: name, lat, active, created_at, period_start, day',
    );
    expect(refusal("lat>=north").message).toBe('"lat" needs a number');
    expect(refusal("active==yes").message).toBe('"active" needs true or false');
    expect(refusal("active>true")).toMatchObject({
      code: "INVALID_OPERATOR",
      message: '"active" takes only == and !=',
    });
    expect(refusal("created_at>yesterday").message).toBe('"created_at" needs an ISO-8601 date or time');
    expect(refusal("day!=2025-04-01")).toMatchObject({
      code: "INVALID_OPERATOR",
      message: '"day" takes ==, >=, <=, > and <',
    });
  });

  it("refuses a day no calendar has, and names only the fields it was given", () => {
    expect(refusal("period_start>=2025-02-30")).toMatchObject({
      code: "INVALID_VALUE",
      message: '"period_start" needs a date, YYYY-MM-DD',
    });
    for (const name of ["constructor", "toString", "__proto__"]) {
      expect(refusal(`${name}==x`).code, name).toBe("UNKNOWN_FIELD");
    }
  });
});

describe("a condition compared in memory", () => {
  it("compares as SQL does: a null meets no condition, != included", () => {
    const met = (value: unknown, filter: string) =>
      parseFilter(filter, FIELDS).every((c) => meetsCondition(value, c.op, c.value));
    expect(met(20, "lat==20")).toBe(true);
    expect(met(20, "lat!=20")).toBe(false);
    expect(met(20, "lat>=20;lat<=20")).toBe(true);
    expect(met(19, "lat>19")).toBe(false);
    expect(met("Pune", "name<Q")).toBe(true);
    expect(met(null, "lat!=20")).toBe(false);
    expect(met(null, "lat<20")).toBe(false);
  });
});

describe.each(engines)("lists and analytics read one filter grammar on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let t: SandboxCredentials;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    t = await newSandboxTenant(api);
  });
  afterAll(() => server.close());

  const refused = async (path: string, filter: string) => {
    const res = await api.call<Problem>("GET", `${path}?filter=${encodeURIComponent(filter)}`, { token: t.token });
    return { status: res.status, error: res.body.errors?.[0] };
  };

  it("answers the same problem for the same bad condition", async () => {
    for (const filter of ["scope~~2", "scope==two", "estimated>true", "estimated==yes", ";scope==1"]) {
      const list = await refused("/v1/activity-records", filter);
      const analytics = await refused("/v1/emission-analytics/kpis", filter);
      expect(list.status, filter).toBe(400);
      expect(analytics, filter).toEqual(list);
    }
  });

  it("refuses a date no calendar has and a field named after an object property with 400, in both", async () => {
    const cases: [path: string, filter: string, code: string][] = [
      ["/v1/activity-records", "period_start>=2025-02-30", "INVALID_VALUE"],
      ["/v1/emission-analytics/kpis", "date>=2025-02-30", "INVALID_VALUE"],
      ["/v1/emission-analytics/breakdown", "date<2024-02-30", "INVALID_VALUE"],
      ["/v1/activity-records", "constructor==x", "UNKNOWN_FIELD"],
      ["/v1/facilities", "toString==x", "UNKNOWN_FIELD"],
      ["/v1/emission-analytics/timeseries", "toString==x", "UNKNOWN_FIELD"],
    ];
    for (const [path, filter, code] of cases) {
      const { status, error } = await refused(path, filter);
      expect(status, `${path} ${filter}`).toBe(400);
      expect(error, `${path} ${filter}`).toMatchObject({ field: "filter", code });
    }
  });
});
