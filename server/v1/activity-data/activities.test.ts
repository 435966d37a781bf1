import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITIES, ACTIVITY_KEYS } from "../../../carbon";
import { ApiClient } from "../../../tests/support/api-client";
import { engines } from "../../../tests/support/db";
import { startTestServer, type TestServer } from "../../../tests/support/server";

type Activity = {
  key: string;
  name: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  source_type: string;
  units: string[];
};
type Page = {
  data: Activity[];
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number };
};
type Problem = { status: number; errors?: { field: string; code: string }[] };

describe.each(engines)("the activities a record may name, on %s", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = new ApiClient(server.url);
    // The narrowest token there is: any token reads the list.
    token = await api.token(undefined, undefined, "read:analytics");
  });
  afterAll(() => server.close());

  const list = <T = Page>(query: string) => api.call<T>("GET", `/v1/activities?${query}`, { token });

  /** Every page of a query, following next_cursor. */
  async function everyPage(query: string, size: number) {
    const items: Activity[] = [];
    let after: string | null = null;
    let pages = 0;
    let total = 0;
    do {
      const res: { status: number; body: Page } = await list(
        `${query}&page[size]=${size}${after ? `&page[after]=${encodeURIComponent(after)}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.summary.count).toBe(res.body.data.length);
      items.push(...res.body.data);
      total = res.body.summary.total;
      after = res.body.page.next_cursor;
      pages++;
    } while (after);
    return { items, pages, total };
  }

  it("pages through every activity exactly once, the platform's own first, with the units that fit each", async () => {
    const { items, pages, total } = await everyPage("", 1000);
    expect(total).toBe(ACTIVITIES.size);
    expect(pages).toBe(Math.ceil(ACTIVITIES.size / 1000));
    expect(items.map((a) => a.key)).toEqual(ACTIVITY_KEYS);

    const byKey = new Map(items.map((a) => [a.key, a]));
    expect(byKey.get("diesel")).toMatchObject({
      scope: 1,
      scope3_category: null,
      source_type: "stationary_combustion",
    });
    expect(byKey.get("diesel")!.units).toEqual(expect.arrayContaining(["L", "kWh", "tonne"]));
    expect(byKey.get("grid_electricity")!.units).toEqual(["kWh", "MWh", "GJ", "TJ"]);

    const flight = byKey.get("business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf")!;
    expect(flight).toMatchObject({ scope: 3, scope3_category: 6, source_type: "business_travel" });
    expect(flight.units).toContain("passenger-km");
    expect(byKey.get("hotel_stay.india")).toMatchObject({ scope: 3, scope3_category: 6, units: ["room-night"] });
    expect(byKey.get("freighting_goods.cargo_ship.container_ship.average")!.units).toContain("tonne-km");
    const waste = byKey.get("waste_disposal.refuse.organic_food_and_drink_waste.anaerobic_digestion")!;
    expect(waste).toMatchObject({ scope: 3, scope3_category: 5, source_type: "waste" });
    expect(waste.units).toContain("tonne");
    expect(items.every((a) => a.units.length > 0 && (a.scope === 3) === (a.scope3_category !== null))).toBe(true);

    // Smaller pages reach the same list in the same order.
    const small = await everyPage("", 700);
    expect(small.items.map((a) => a.key)).toEqual(ACTIVITY_KEYS);
  });

  it("finds activities by words of their name, in the list's order, and narrows by filter", async () => {
    const flights = await everyPage(`q=${encodeURIComponent("flight long haul")}`, 10);
    expect(flights.total).toBe(flights.items.length);
    expect(flights.items.length).toBeGreaterThan(10);
    expect(flights.items.every((a) => /flight/i.test(a.name) && /long.haul/i.test(a.name))).toBe(true);
    expect(flights.items.map((a) => a.key)).toContain(
      "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
    );
    const order = flights.items.map((a) => ACTIVITY_KEYS.indexOf(a.key));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const hotels = await list(`q=${encodeURIComponent("HOTEL India")}`);
    expect(hotels.body.data.map((a) => a.key)).toEqual(["hotel_stay.india"]);

    const scope2 = await everyPage("filter=scope==2", 1000);
    expect(scope2.items.length).toBeGreaterThan(1);
    expect(scope2.items[0]!.key).toBe("grid_electricity");
    expect(scope2.items.every((a) => a.scope === 2)).toBe(true);

    const travelWaste = await list(`filter=${encodeURIComponent("scope3_category==5;source_type==waste")}&q=food`);
    expect(travelWaste.body.summary.total).toBeGreaterThan(0);
    expect(travelWaste.body.data.every((a) => a.source_type === "waste" && /food/i.test(a.name))).toBe(true);

    expect((await list("q=unobtainium")).body).toMatchObject({ data: [], summary: { count: 0, total: 0 } });
  });

  it("refuses bad parameters with a 400 problem naming each, and a request without a token with 401", async () => {
    const cases: [string, string][] = [
      ["page[size]=0", "page[size]"],
      ["page[size]=1001", "page[size]"],
      ["page[after]=nope", "page[after]"],
      ["filter=colour==red", "filter"],
      ["filter=scope==three", "filter"],
      ["q=%20%20", "q"],
      ["sort=name", "sort"],
    ];
    for (const [query, field] of cases) {
      const res = await list<Problem>(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type"), query).toMatch(/^application\/problem\+json/);
      expect(res.body.errors?.[0]?.field, query).toBe(field);
    }
    const anonymous = await api.call<Problem>("GET", "/v1/activities");
    expect(anonymous.status).toBe(401);
  });
});
