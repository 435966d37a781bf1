import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newSandboxTenant, type SandboxCredentials } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Row = Record<string, unknown> & { id: string };
type List = {
  data: Row[];
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number };
};
type Problem = { status: number; errors?: { field: string; code: string; message: string }[] };

describe.each(engines)("v1 list pagination, sort and filter on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let t: SandboxCredentials;
  let orgId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    t = await newSandboxTenant(api);
    orgId = (await api.call<List>("GET", "/v1/orgs", { token: t.token })).body.data[0]!.id;
    // 3 demo facilities + 9 more, with repeated names so the id tiebreaker matters.
    for (let i = 0; i < 9; i++) {
      const res = await api.call("POST", "/v1/facilities", {
        token: t.token,
        body: {
          org_id: orgId,
          name: `Depot ${i % 3}`,
          country: i % 2 ? "IN" : "AE",
          lat: 10 + i,
          lon: 70 + i,
          active: i !== 4,
        },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  async function walk(query: string, size: number) {
    const seen: Row[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const after: string = cursor ? `&page[after]=${encodeURIComponent(cursor)}` : "";
      const res = await api.call<List>("GET", `/v1/facilities?status=all&page[size]=${size}${query}${after}`, {
        token: t.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.page.size).toBe(size);
      expect(res.body.summary.count).toBe(res.body.data.length);
      seen.push(...res.body.data);
      cursor = res.body.page.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    return { seen, pages };
  }

  it("walks every row exactly once across pages, for default and mixed sorts", async () => {
    // status=all: the inactive facility too (lists show active ones unless asked).
    const all = await api.call<List>("GET", "/v1/facilities?status=all&page[size]=200", { token: t.token });
    expect(all.body.summary).toEqual({ count: 12, total: 12 });
    const ids = all.body.data.map((r) => r.id).sort();

    for (const sort of ["", "&sort=name", "&sort=-name,lat", "&sort=-created_at", "&sort=active,-country"]) {
      const { seen, pages } = await walk(sort, 5);
      expect(pages, sort).toBe(3);
      expect(seen.map((r) => r.id).sort(), sort).toEqual(ids);
      expect(new Set(seen.map((r) => r.id)).size).toBe(12);
    }
    const byName = (await walk("&sort=-name", 4)).seen.map((r) => String(r.name));
    expect(byName).toEqual([...byName].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
  });

  it("filters with ==, !=, >=, <=, >, < on whitelisted fields and pages within the filter", async () => {
    const ae = await api.call<List>("GET", "/v1/facilities?status=all&filter=country==AE", { token: t.token });
    expect(ae.body.summary.total).toBe(5);
    expect(ae.body.data.every((f) => f.country === "AE")).toBe(true);
    const range = await api.call<List>("GET", "/v1/facilities?filter=lat>=12;lat<=14;active!=false", {
      token: t.token,
    });
    expect(range.body.data.map((f) => f.lat).sort()).toEqual([12, 13, 13.0827]);
    const { seen } = await walk("&filter=country==IN", 2);
    expect(seen.length).toBe(7);
    const since = await api.call<List>(
      "GET",
      `/v1/facilities?status=all&filter=${encodeURIComponent("created_at>2000-01-01")}`,
      {
        token: t.token,
      },
    );
    expect(since.body.summary.total).toBe(12);
  });

  it("refuses malformed filters and unknown sort fields with 400 naming the parameter", async () => {
    const cases: [string, string, string][] = [
      ["sort=colour", "sort", "UNKNOWN_FIELD"],
      ["sort=name,name", "sort", "DUPLICATE_FIELD"],
      ["filter=colour==red", "filter", "UNKNOWN_FIELD"],
      ["filter=lat~~3", "filter", "MALFORMED"],
      ["filter=lat>=north", "filter", "INVALID_VALUE"],
      ["filter=active>true", "filter", "INVALID_OPERATOR"],
      [`filter=${encodeURIComponent("name=='x';DROP TABLE api_facility")}`, "filter", "MALFORMED"],
      ["page[size]=500", "page[size]", "OUT_OF_RANGE"],
      ["page[size]=0", "page[size]", "OUT_OF_RANGE"],
      ["page[after]=garbage", "page[after]", "INVALID_CURSOR"],
    ];
    for (const [query, name, code] of cases) {
      const res = await api.call<Problem>("GET", `/v1/facilities?${query}`, { token: t.token });
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.[0], query).toMatchObject({ field: name, code });
    }
    const still = await api.call<List>("GET", "/v1/facilities?status=all", { token: t.token });
    expect(still.body.summary.total).toBe(12);
  });

  it("refuses a cursor reused with a different sort", async () => {
    const first = await api.call<List>("GET", "/v1/facilities?page[size]=2&sort=name", { token: t.token });
    const cursor = encodeURIComponent(first.body.page.next_cursor!);
    const res = await api.call<Problem>("GET", `/v1/facilities?page[size]=2&sort=-lat&page[after]=${cursor}`, {
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ field: "page[after]", code: "SORT_MISMATCH" });
  });

  it("defaults to 50 items a page", async () => {
    const res = await api.call<List>("GET", "/v1/meters", { token: t.token });
    expect(res.body.page.size).toBe(50);
  });
});
