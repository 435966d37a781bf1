import { describe, expect, it } from "vitest";
import { featureBadge, plans, type SoldFeature } from "./plans";

const sold: SoldFeature[] = ["scenarios", "forecasts", "macc"];

describe("featureBadge", () => {
  it("marks a sold feature Beta exactly while a plan lists it as beta", () => {
    for (const feature of sold) {
      const listed = plans.flatMap((p) => p.features).find((f) => f.sold === feature);
      expect(listed, feature).toBeDefined();
      expect(featureBadge(feature), feature).toBe(listed?.status === "beta" ? "Beta" : undefined);
    }
  });

  it("marks scenarios, forecasts and MACC Beta today, as the products page does", () => {
    expect(sold.map(featureBadge)).toEqual(["Beta", "Beta", "Beta"]);
  });
});
