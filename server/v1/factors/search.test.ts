import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMISSION_FACTORS } from "../../../carbon";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Facet = { value: string | number | null; count: number }[];
type Search = {
  query: { q: string; match: "all" | "any" };
  data: {
    score: number;
    default_for_activity: boolean;
    factor: {
      id: string;
      source: string;
      region: string;
      label: string;
      activity: string;
      year: string;
      valid_from: string;
      gas: string;
      unit_input: string;
    };
  }[];
  facets: Record<"source" | "scope" | "scope3_category" | "region" | "year" | "unit_type" | "release", Facet>;
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number; release: string };
};
type Problem = { status: number; errors?: { field: string; code: string }[] };

describe.each(engines)("emission-factor search on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    token = await api.token();
  });
  afterAll(() => server.close());

  const search = <T = Search>(query: string) => api.call<T>("GET", `/v1/emission-factors/search?${query}`, { token });

  it("ranks grid electricity first for words with a typo and a prefix, and its facets sum to the total", async () => {
    const res = await search(`q=${encodeURIComponent("grid electricty")}&country=IN`);
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual({ q: "grid electricty", match: "all" });
    const grid = EMISSION_FACTORS.filter((f) => f.activity === "grid_electricity" && f.region === "IN").map(
      (f) => f.id,
    );
    expect(res.body.data.map((d) => d.factor.id).sort()).toEqual([...grid].sort());
    // Highest score first, a choice's variants together where the best of them ranks.
    const variant = (f: Search["data"][number]["factor"]) =>
      `${f.activity}|${f.region}|${f.year}|${f.valid_from}|${f.gas}|${f.unit_input}`;
    const best = new Map<string, number>();
    for (const d of res.body.data) best.set(variant(d.factor), Math.max(best.get(variant(d.factor)) ?? 0, d.score));
    const scores = [...new Set(res.body.data.map((d) => variant(d.factor)))].map((k) => best.get(k)!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const [name, facet] of Object.entries(res.body.facets)) {
      expect(
        facet.reduce((s, c) => s + c.count, 0),
        name,
      ).toBe(res.body.summary.total);
    }
    expect(res.body.facets.unit_type).toEqual([{ value: "energy", count: grid.length }]);

    const prefix = await search("q=electr&country=IN&page[size]=100");
    expect(prefix.body.data.map((d) => d.factor.id)).toEqual(expect.arrayContaining(grid));
    const swapped = await search("q=dieesl&source=IPCC&page[size]=100");
    expect(swapped.body.data.map((d) => d.factor.id)).toContain("ipcc2006_gasdiesel_co2");
    // Flights are found despite the swapped letters, and nothing else is.
    const flihgt = await search("q=flihgt&page[size]=100");
    expect(flihgt.body.summary.total).toBeGreaterThan(0);
    expect(flihgt.body.data.every((d) => /flights/i.test(d.factor.label))).toBe(true);
  });

  it("narrows by filters to the facet's count, and pages through the ranking", async () => {
    const all = await search("q=diesel");
    const ipccCount = all.body.facets.source.find((c) => c.value === "IPCC")!.count;
    const ipcc = await search("q=diesel&source=IPCC&page[size]=100");
    expect(ipcc.body.summary.total).toBe(ipccCount);
    expect(ipcc.body.summary.total).toBeLessThan(all.body.summary.total);
    expect(ipcc.body.data.every((d) => d.factor.source === "IPCC")).toBe(true);
    expect(ipcc.body.facets.source).toEqual([{ value: "IPCC", count: ipccCount }]);
    const india = await search("q=grid&country=IN");
    expect(india.body.data.every((d) => ["IN", "GLOBAL"].includes(d.factor.region))).toBe(true);

    const first = await search("q=diesel&page[size]=5");
    expect(first.body.summary).toMatchObject({ count: 5, total: all.body.summary.total });
    const second = await search(
      `q=diesel&page[size]=5&page[after]=${encodeURIComponent(first.body.page.next_cursor!)}`,
    );
    const paged = [...first.body.data, ...second.body.data].map((d) => d.factor.id);
    expect(paged).toEqual(all.body.data.slice(0, paged.length).map((d) => d.factor.id));
  });

  it("refuses an unknown parameter, a missing q and a bad filter with 400 naming it", async () => {
    const unknown = await search<Problem>("q=diesel&colour=red");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]).toMatchObject({ field: "colour", code: "UNKNOWN_PARAMETER" });
    const missing = await search<Problem>("source=IPCC");
    expect(missing.status).toBe(400);
    expect(missing.body.errors![0]!.field).toBe("q");
    const scope = await search<Problem>("q=diesel&scope=4");
    expect(scope.status).toBe(400);
    expect((await search<Problem>("q=diesel&page[after]=nope")).status).toBe(400);
  });
});
