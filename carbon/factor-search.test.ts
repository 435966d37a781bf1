import { describe, expect, it } from "vitest";
import { FACET_FIELDS, searchCatalogue } from "./factor-search";

const isFlight = (label: string) => /flights/i.test(label);

describe("factor search over the catalogue", () => {
  it("ranks the newest edition's row with every word first, and finds words by prefix and despite typos", () => {
    const r = searchCatalogue("long haul flight economy");
    expect(r.match).toBe("all");
    const first = r.hits[0]!.factor;
    expect(first.label).toMatch(/Long-haul.*Economy class/);
    expect(first.release).toBe("desnz-2025");
    expect(first.value).toBe(0.11704);
    // The same row of the previous edition follows, never before it.
    const previous = r.hits.findIndex((h) => h.factor.release === "desnz-2024" && h.factor.label === first.label);
    expect(previous).toBeGreaterThan(0);

    const swapped = searchCatalogue("flihgt");
    expect(swapped.match).toBe("all");
    expect(swapped.hits.length).toBeGreaterThan(0);
    expect(swapped.hits.every((h) => isFlight(h.factor.label))).toBe(true);
    const flightIds = new Set(searchCatalogue("flight").hits.map((h) => h.factor.id));
    expect(swapped.hits.every((h) => flightIds.has(h.factor.id))).toBe(true);
    expect(searchCatalogue("fli").hits.some((h) => isFlight(h.factor.label))).toBe(true);
    expect(searchCatalogue("dieesl").hits.map((h) => h.factor.id)).toContain("ipcc2006_gasdiesel_co2");
  });

  it("ranks words that start with what was typed above words a typo away", () => {
    // "flight" is a prefix of "flights" and one letter from "light" (Light-Duty Truck): the flights come first.
    const top = searchCatalogue("flight").hits.slice(0, 10);
    expect(top.every((h) => /flights/i.test(h.factor.label))).toBe(true);
  });

  it("falls back to any word when no row has them all, and says so", () => {
    const r = searchCatalogue("flight zeppelin");
    expect(r.match).toBe("any");
    expect(r.hits.length).toBe(searchCatalogue("flight").hits.length);
  });

  it("counts each facet over the results, summing to their number", () => {
    const r = searchCatalogue("flight");
    for (const field of FACET_FIELDS) expect(r.facets[field].reduce((s, c) => s + c.count, 0)).toBe(r.hits.length);
    const byRelease = Object.fromEntries(r.facets.release.map((c) => [c.value, c.count]));
    for (const release of ["desnz-2024", "desnz-2025"]) {
      expect(byRelease[release]).toBe(r.hits.filter((h) => h.factor.release === release).length);
    }
    const travel = r.facets.scope3_category.find((c) => c.value === 6)!;
    expect(travel.count).toBe(r.hits.filter((h) => h.factor.scope3_category === 6).length);
    expect(travel.count).toBeGreaterThan(0);
  });

  it("narrows by filters, each a facet's value", () => {
    const all = searchCatalogue("flight");
    const older = searchCatalogue("flight", { release: "desnz-2024" });
    expect(older.hits.length).toBe(all.facets.release.find((c) => c.value === "desnz-2024")!.count);
    expect(older.hits.every((h) => h.factor.release === "desnz-2024")).toBe(true);
    const diesel = searchCatalogue("diesel");
    const ipcc = searchCatalogue("diesel", { source: "IPCC" });
    expect(ipcc.hits.length).toBeLessThan(diesel.hits.length);
    expect(ipcc.hits.length).toBe(diesel.facets.source.find((c) => c.value === "IPCC")!.count);
    expect(ipcc.hits.every((h) => h.factor.source === "IPCC")).toBe(true);
    const india = searchCatalogue("grid", { country: "IN" });
    expect(india.hits.length).toBeGreaterThan(0);
    expect(india.hits.every((h) => ["IN", "GLOBAL"].includes(h.factor.region))).toBe(true);
  });
});
