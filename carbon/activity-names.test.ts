import { describe, expect, it } from "vitest";
import { ACTIVITY_KEYS } from "./activities";
import { activitiesMatching, activityNamed } from "./activity-names";

describe("an activity as a sheet names it", () => {
  it("takes a key in any case, and a name whose words fit one activity", () => {
    expect(activityNamed("grid_electricity")).toEqual({ kind: "key", key: "grid_electricity" });
    expect(activityNamed(" Diesel ")).toEqual({ kind: "key", key: "diesel" });
    expect(activityNamed("Grid electricity")).toEqual({ kind: "key", key: "grid_electricity" });
    expect(activityNamed("natural GAS")).toEqual({ kind: "key", key: "natural_gas" });
    expect(activityNamed("Hotel India")).toEqual({ kind: "key", key: "hotel_stay.india" });
    expect(activityNamed("Purchased grid electricity")).toEqual({ kind: "key", key: "grid_electricity" });
  });

  it("offers the candidates of a name that fits several, the platform's own activities first", () => {
    const flights = activityNamed("Flight long haul economy");
    expect(flights.kind).toBe("several");
    if (flights.kind !== "several") return;
    // The closest names first: economy class with and without radiative forcing, then premium economy, well-to-tank.
    expect(flights.candidates.map((c) => c.key).slice(0, 2)).toEqual([
      "business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf",
      "business_travel_air.flights.long_haul_to_from_uk.economy_class.without_rf",
    ]);
    const coal = activityNamed("coal");
    expect(coal.kind === "several" && coal.candidates[0]!.key.startsWith("coal_")).toBe(true);
  });

  it("answers none for words no activity has", () => {
    expect(activityNamed("unobtainium")).toEqual({ kind: "none" });
    expect(activityNamed("  ")).toEqual({ kind: "none" });
  });
});

describe("the activities words find", () => {
  it("lists every activity whose name or key each word begins a word of, in the activities' order", () => {
    const found = activitiesMatching("long HAUL flight").map((a) => a.key);
    expect(found).toContain("business_travel_air.flights.long_haul_to_from_uk.economy_class.with_rf");
    expect(found.every((key) => /long_haul/.test(key))).toBe(true);
    expect(found).toEqual(ACTIVITY_KEYS.filter((key) => found.includes(key)));
    expect(activitiesMatching("electricity")[0]!.key).toBe("grid_electricity");
    expect(activitiesMatching("the of")).toEqual([]);
    expect(activitiesMatching("unobtainium")).toEqual([]);
  });
});
