import { describe, expect, it } from "vitest";
import { dataRowNumbers, doubledFields, missingFields, suggestColumns } from "./mapping";

describe("a sheet's columns mapped onto the import", () => {
  it("suggests fields from the header names people use, each field once", () => {
    expect(suggestColumns(["Plant", "Fuel", "Qty", "UOM", "Month", "Remarks"])).toEqual({
      Plant: "facility",
      Fuel: "activity",
      Qty: "quantity",
      UOM: "unit",
      Month: "period",
      Remarks: null,
    });
    expect(
      suggestColumns(["Site name", "Activity", "Consumption", "Units", "From date", "To date", "Estimated?"]),
    ).toEqual({
      "Site name": "facility",
      Activity: "activity",
      Consumption: "quantity",
      Units: "unit",
      "From date": "period_start",
      "To date": "period_end",
      "Estimated?": "estimated",
    });
    expect(suggestColumns(["facility", "quantity", "Quantity (old)"])).toMatchObject({
      facility: "facility",
      quantity: "quantity",
      "Quantity (old)": null,
    });
  });

  it("says what a record needs that the mapping leaves out, and fields given twice", () => {
    expect(missingFields({ Plant: "facility", Qty: "quantity" })).toEqual([
      "Activity",
      "Unit",
      "the period (a month, or a first day)",
    ]);
    expect(
      missingFields({ A: "facility", B: "activity", C: "quantity", D: "unit", E: "period_start", F: null }),
    ).toEqual([]);
    expect(doubledFields({ A: "quantity", B: "quantity", C: "unit" })).toEqual(["Quantity"]);
  });

  it("numbers the data rows as the file does, blank rows skipped but counted", () => {
    expect(dataRowNumbers([["h"], ["a"], ["", " "], ["b"]])).toEqual([2, 4]);
  });
});
