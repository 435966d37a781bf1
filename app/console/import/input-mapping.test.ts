import { describe, expect, it } from "vitest";
import { mappingProblems, readInputUnit, recordsOfSheet, suggestInputColumns } from "./input-mapping";

const facilities = [
  { id: "01JFAC1L1TY000000000000001", name: "Pune Assembly Plant", code: "PNQ-01" },
  { id: "01JFAC1L1TY000000000000002", name: "Chennai Plant", code: null },
];

describe("a water or waste sheet's columns", () => {
  it("are suggested from the words people write in their headers", () => {
    expect(
      suggestInputColumns("water", [
        "Plant",
        "Month",
        "Borewell (kL)",
        "Municipal supply (kL)",
        "Rainwater harvested",
        "STP outlet to sewer (kL)",
        "Untreated to nallah",
        "Remarks",
      ]),
    ).toEqual({
      Plant: "facility",
      Month: "period",
      "Borewell (kL)": "withdrawal.ground",
      "Municipal supply (kL)": "withdrawal.third_party",
      "Rainwater harvested": "withdrawal.surface",
      "STP outlet to sewer (kL)": "discharge.third_party.secondary",
      "Untreated to nallah": "discharge.surface.none",
      Remarks: null,
    });
    expect(
      suggestInputColumns("waste", [
        "Site",
        "Period",
        "UoM",
        "Plastic waste",
        "E-waste",
        "Used oil",
        "Metal scrap",
        "Sent for recycling",
        "Landfill",
        "Incinerated",
      ]),
    ).toEqual({
      Site: "facility",
      Period: "period",
      UoM: "unit",
      "Plastic waste": "generated.plastic",
      "E-waste": "generated.e_waste",
      "Used oil": "generated.other_hazardous",
      "Metal scrap": "generated.other_non_hazardous",
      "Sent for recycling": "recovered.recycled",
      Landfill: "disposed.landfill",
      Incinerated: "disposed.incineration",
    });
  });

  it("take each field once, the first header that suggests it", () => {
    expect(suggestInputColumns("water", ["Borewell", "Tube well"])).toEqual({
      Borewell: "withdrawal.ground",
      "Tube well": null,
    });
  });

  it("must name the facility, the period and a figure, each field once", () => {
    expect(mappingProblems("water", { A: "withdrawal.ground" })).toEqual([
      "Choose the column that names the facility.",
      "Choose a column for the month, or for the first day.",
    ]);
    expect(mappingProblems("waste", { A: "facility", B: "period", C: "period" })).toEqual([
      "Choose at least one column of waste figures.",
      "Month (such as Apr 2025): chosen for more than one column.",
    ]);
    expect(mappingProblems("water", { A: "facility", B: "period_start", C: "discharge.ground.none" })).toEqual([]);
  });
});

describe("a sheet's rows as records", () => {
  const columns = {
    Facility: "facility",
    Month: "period",
    Unit: "unit",
    Borewell: "withdrawal.ground",
    "To sewer after STP": "discharge.third_party.secondary",
    Notes: null,
  };
  const header = ["Facility", "Month", "Unit", "Borewell", "To sewer after STP", "Notes"];

  it("reads facilities by name, code or id, months, everyday units and Indian digit grouping", () => {
    const read = recordsOfSheet(
      "water",
      [
        header,
        ["pune assembly plant", "Apr 2025", "m³", "1,850", "2,600.5", "meter reading"],
        ["", "", "", "", "", ""],
        ["PNQ-01", "May 2025", "", "1,25,000", "", ""],
        [facilities[1]!.id, "01/06/2025", "litres", "900", "0", ""],
      ],
      columns,
      { facilities, unit: "kL", dateOrder: "day-first" },
    );
    expect(read.problems).toEqual([]);
    expect(read.rowNumbers).toEqual([2, 4, 5]);
    expect(read.records).toEqual([
      {
        facility_id: facilities[0]!.id,
        period_start: "2025-04-01",
        period_end: "2025-04-30",
        unit: "m3",
        withdrawal: { ground: 1850 },
        discharge: { third_party: { secondary: 2600.5 } },
      },
      // No unit in the cell: the file's.
      {
        facility_id: facilities[0]!.id,
        period_start: "2025-05-01",
        period_end: "2025-05-31",
        unit: "kL",
        withdrawal: { ground: 125000 },
      },
      // A day in the month column is that day; a 0 is a figure.
      {
        facility_id: facilities[1]!.id,
        period_start: "2025-06-01",
        period_end: "2025-06-01",
        unit: "L",
        withdrawal: { ground: 900 },
        discharge: { third_party: { secondary: 0 } },
      },
    ]);
  });

  it("names each cell it cannot read by its row and column", () => {
    const read = recordsOfSheet(
      "water",
      [
        header,
        ["Nagpur Plant", "Apr 2025", "kL", "10", "", ""],
        ["Chennai Plant", "Aprl 2025", "gallons", "1O", "", ""],
        ["Chennai Plant", "", "kL", "10", "", ""],
      ],
      columns,
      { facilities, unit: "kL", dateOrder: "day-first" },
    );
    expect(read.problems.map((p) => [p.row, p.column])).toEqual([
      [2, "Facility"],
      [3, "Month"],
      [3, "Unit"],
      [3, "Borewell"],
      [4, "(period)"],
    ]);
    expect(read.problems[0]!.message).toBe('No facility is named or coded "Nagpur Plant".');
    expect(read.problems[2]!.message).toBe('"gallons" is not a unit for water (kL, m3, L).');
  });

  it("knows the units as sheets spell them", () => {
    expect(
      ["KL", "kilolitres", "cum", "Ltr", "MT", "tonnes", "Kgs"].map((u) => [
        readInputUnit("water", u),
        readInputUnit("waste", u),
      ]),
    ).toEqual([
      ["kL", undefined],
      ["kL", undefined],
      ["m3", undefined],
      ["L", undefined],
      [undefined, "tonne"],
      [undefined, "tonne"],
      [undefined, "kg"],
    ]);
  });
});
