import { describe, expect, it } from "vitest";
import { EMISSION_FACTORS, factorById } from "./catalogue";
import { createFactorSearch, FACET_FIELDS, facetValue, searchCatalogue } from "./factor-search";

const road = factorById("desnz2025_hgv_alldiesel_avgladen_tkm")!;
/** Flights as a DESNZ business-travel row would carry them, with the fields a later release adds. */
const flights = [
  {
    ...road,
    id: "desnz_flight_longhaul_economy",
    label: "Flights, long-haul, to/from UK, economy class",
    category: "Business travel - air",
    release: "2025.1",
    scope3_category: 6,
  },
  {
    ...road,
    id: "desnz_flight_longhaul_business",
    label: "Flights, long-haul, to/from UK, business class",
    category: "Business travel - air",
    release: "2025.1",
    scope3_category: 6,
  },
  {
    ...road,
    id: "desnz_flight_domestic",
    label: "Flights, domestic, to/from UK, average passenger",
    category: "Business travel - air",
    release: "2024.1",
    scope3_category: 6,
  },
];

describe("factor search", () => {
  const search = createFactorSearch([...EMISSION_FACTORS, ...flights]);

  it("ranks the row that has every word first, and finds words by prefix and despite typos", () => {
    const r = search("long haul flight economy");
    expect(r.match).toBe("all");
    expect(r.hits[0]!.factor.id).toBe("desnz_flight_longhaul_economy");
    expect(
      search("flihgt")
        .hits.map((h) => h.factor.id)
        .sort(),
    ).toEqual(flights.map((f) => f.id).sort());
    expect(search("fli").hits.map((h) => h.factor.id)).toEqual(expect.arrayContaining(flights.map((f) => f.id)));
    expect(search("dieesl").hits.map((h) => h.factor.id)).toContain("ipcc2006_gasdiesel_co2");
  });

  it("falls back to any word when no row has them all, and says so", () => {
    const r = search("flight zeppelin");
    expect(r.match).toBe("any");
    expect(r.hits.length).toBe(3);
  });

  it("counts each facet over the results, summing to their number; Scope 3 category and release from the rows", () => {
    const r = search("flight");
    for (const field of FACET_FIELDS) expect(r.facets[field].reduce((s, c) => s + c.count, 0)).toBe(r.hits.length);
    expect(r.facets.release).toEqual([
      { value: "2025.1", count: 2 },
      { value: "2024.1", count: 1 },
    ]);
    expect(r.facets.scope3_category).toEqual([{ value: 6, count: 3 }]);
    expect(r.facets.unit_type).toEqual([{ value: "transport", count: 3 }]);
  });

  it("narrows by filters, each a facet's value", () => {
    expect(search("flight", { release: "2024.1" }).hits.map((h) => h.factor.id)).toEqual(["desnz_flight_domestic"]);
    const diesel = searchCatalogue("diesel");
    const ipcc = searchCatalogue("diesel", { source: "IPCC" });
    expect(ipcc.hits.length).toBeLessThan(diesel.hits.length);
    expect(ipcc.hits.length).toBe(diesel.facets.source.find((c) => c.value === "IPCC")!.count);
    expect(ipcc.hits.every((h) => h.factor.source === "IPCC")).toBe(true);
    const india = searchCatalogue("grid", { country: "IN" });
    expect(india.hits.every((h) => ["IN", "GLOBAL"].includes(h.factor.region))).toBe(true);
    expect(facetValue(road, "release")).toBe(searchCatalogue("diesel").facets.release[0]!.value);
  });
});
