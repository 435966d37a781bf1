import { describe, expect, it } from "vitest";
import { RECORD_UNITS, SHEET_UNIT_ALIASES, UNIT_ALIASES } from "./api/activity-lists";
import { readDate, readNumber, readUnit, readYesNo } from "./sheet-values";

const value = <T>(reading: { ok: true; value: T } | { ok: false; problem: string }) => {
  if (!reading.ok) throw new Error(`refused: ${reading.problem}`);
  return reading.value;
};
const problem = (reading: { ok: boolean; problem?: string }) => (reading.ok ? "read" : reading.problem);

describe("reading a number cell", () => {
  it("takes Indian and international grouping, decimals, signs and spaces around", () => {
    expect(value(readNumber("1,25,000.50"))).toBe(125000.5);
    expect(value(readNumber("12,34,56,789"))).toBe(123456789);
    expect(value(readNumber("125,000.50"))).toBe(125000.5);
    expect(value(readNumber("1,234,567"))).toBe(1234567);
    expect(value(readNumber("125000.5"))).toBe(125000.5);
    expect(value(readNumber(" 12,500 "))).toBe(12500);
    expect(value(readNumber("0.75"))).toBe(0.75);
    expect(value(readNumber(".5"))).toBe(0.5);
    expect(value(readNumber("-1,200"))).toBe(-1200);
    expect(value(readNumber("1.25E+05"))).toBe(125000);
    expect(value(readNumber(42))).toBe(42);
  });

  it("refuses letters, a second point and empty cells, quoting the cell", () => {
    expect(problem(readNumber("12,5OO"))).toBe('"12,5OO" is not a number');
    expect(problem(readNumber("1.2.3"))).toBe('"1.2.3" is not a number');
    expect(problem(readNumber(" 12 kg "))).toBe('"12 kg" is not a number');
    expect(problem(readNumber(""))).toBe('"" is not a number');
    expect(problem(readNumber("₹1,200"))).toBe('"₹1,200" is not a number');
    expect(problem(readNumber(true))).toBe('"true" is not a number');
  });

  it("refuses commas that group digits neither in thousands nor the Indian way, and decimal commas", () => {
    const grouping =
      "is not a number: commas may only group digits, as in 125,000.50 or 1,25,000.50, and decimals take a point";
    expect(problem(readNumber("12,50,0"))).toBe(`"12,50,0" ${grouping}`);
    expect(problem(readNumber("1,2500"))).toBe(`"1,2500" ${grouping}`);
    expect(problem(readNumber("12,345,67"))).toBe(`"12,345,67" ${grouping}`);
    expect(problem(readNumber("12,5"))).toBe(`"12,5" ${grouping}`);
  });
});

describe("reading a date cell", () => {
  it("takes 2026-10-01, dd/mm/yyyy, dd-mm-yyyy and d/m/yyyy, day first", () => {
    expect(value(readDate("2026-10-01"))).toEqual({ kind: "day", date: "2026-10-01" });
    expect(value(readDate("01/10/2026"))).toMatchObject({ kind: "day", date: "2026-10-01" });
    expect(value(readDate("01-10-2026"))).toMatchObject({ kind: "day", date: "2026-10-01" });
    expect(value(readDate("1/10/2026"))).toMatchObject({ kind: "day", date: "2026-10-01" });
    expect(value(readDate(" 31/3/2025 "))).toEqual({ kind: "day", date: "2025-03-31" });
    expect(value(readDate("29/02/2024"))).toEqual({ kind: "day", date: "2024-02-29" });
  });

  it("takes a spreadsheet's date number, counted from 30 December 1899, as text or as a number", () => {
    expect(value(readDate("46296"))).toEqual({ kind: "day", date: "2026-10-01" });
    expect(value(readDate(45748))).toEqual({ kind: "day", date: "2025-04-01" });
    expect(problem(readDate(2025))).toBe(
      '"2025" is not a date: a number in a date column is read as a spreadsheet\'s date number, from 10000 (1927) to 99999 (2173)',
    );
    expect(problem(readDate(46296.5))).toMatch(/^"46296.5" is not a date/);
    expect(problem(readDate("2025"))).toBe('"2025" is not a date; write it as 31/03/2025, 2025-03-31 or Mar 2025');
  });

  it("takes a month as Apr 2025, April 2025 or apr-2025, meaning its first to its last day", () => {
    const april = { kind: "month", first: "2025-04-01", last: "2025-04-30" };
    expect(value(readDate("Apr 2025"))).toEqual(april);
    expect(value(readDate("April 2025"))).toEqual(april);
    expect(value(readDate("apr-2025"))).toEqual(april);
    expect(value(readDate(" APRIL  2025 "))).toEqual(april);
    expect(value(readDate("Sept 2025"))).toEqual({ kind: "month", first: "2025-09-01", last: "2025-09-30" });
    expect(value(readDate("Feb 2024"))).toEqual({ kind: "month", first: "2024-02-01", last: "2024-02-29" });
    expect(value(readDate("feb-2026"))).toEqual({ kind: "month", first: "2026-02-01", last: "2026-02-28" });
    expect(problem(readDate("Smarch 2025"))).toBe(
      '"Smarch 2025" is not a date; write it as 31/03/2025, 2025-03-31 or Mar 2025',
    );
  });

  it("reads an ambiguous 03/04/2025 day first by default, month first when asked, and says which it did", () => {
    expect(value(readDate("03/04/2025"))).toEqual({
      kind: "day",
      date: "2025-04-03",
      ambiguity: { reading: "day-first", otherDate: "2025-03-04" },
    });
    expect(value(readDate("03/04/2025", { dateOrder: "day-first" }))).toEqual(value(readDate("03/04/2025")));
    expect(value(readDate("03/04/2025", { dateOrder: "month-first" }))).toEqual({
      kind: "day",
      date: "2025-03-04",
      ambiguity: { reading: "month-first", otherDate: "2025-04-03" },
    });
    // Both orders give the same day: nothing to say.
    expect(value(readDate("05/05/2025"))).toEqual({ kind: "day", date: "2025-05-05" });
    expect(value(readDate("05/05/2025", { dateOrder: "month-first" }))).toEqual({ kind: "day", date: "2025-05-05" });
  });

  it("reads a date only one order can read that way, whichever order is asked", () => {
    expect(value(readDate("13/04/2025", { dateOrder: "month-first" }))).toEqual({ kind: "day", date: "2025-04-13" });
    expect(value(readDate("04/13/2025"))).toEqual({ kind: "day", date: "2025-04-13" });
  });

  it("refuses impossible dates in words", () => {
    expect(problem(readDate("31/02/2026"))).toBe('"31/02/2026" is not a date: February 2026 has 28 days');
    expect(problem(readDate("31/02/2026", { dateOrder: "month-first" }))).toBe(
      '"31/02/2026" is not a date: February 2026 has 28 days',
    );
    expect(problem(readDate("29/02/2025"))).toBe('"29/02/2025" is not a date: February 2025 has 28 days');
    expect(problem(readDate("31/04/2025"))).toBe('"31/04/2025" is not a date: April 2025 has 30 days');
    expect(problem(readDate("13/13/2025"))).toBe('"13/13/2025" is not a date: there is no month 13');
    expect(problem(readDate("00/10/2025"))).toBe('"00/10/2025" is not a date: there is no day 0');
    expect(problem(readDate("2026-02-30"))).toBe('"2026-02-30" is not a date: February 2026 has 28 days');
    expect(problem(readDate("2026-13-01"))).toBe('"2026-13-01" is not a date: there is no month 13');
  });

  it("refuses what is no date form, with an example in the order asked", () => {
    expect(problem(readDate("next week"))).toBe(
      '"next week" is not a date; write it as 31/03/2025, 2025-03-31 or Mar 2025',
    );
    expect(problem(readDate("01/10/26", { dateOrder: "month-first" }))).toBe(
      '"01/10/26" is not a date; write it as 03/31/2025, 2025-03-31 or Mar 2025',
    );
    expect(problem(readDate("01/10-2026"))).toMatch(/is not a date/);
    expect(problem(readDate(""))).toMatch(/^"" is not a date/);
  });
});

describe("reading a unit cell", () => {
  it("takes everyday spellings in any case and spacing", () => {
    const cases: [string, string][] = [
      ["litres", "L"],
      ["liters", "L"],
      ["ltr", "L"],
      ["l", "L"],
      [" L ", "L"],
      ["units", "kWh"],
      ["Units", "kWh"],
      ["kwh", "kWh"],
      ["KWH", "kWh"],
      ["t", "tonne"],
      ["MT", "tonne"],
      ["mt", "tonne"],
      ["tonnes", "tonne"],
      ["Tonne", "tonne"],
      ["pkm", "passenger-km"],
      ["passenger km", "passenger-km"],
      ["passenger-km", "passenger-km"],
      ["Passenger  KM", "passenger-km"],
      ["passenger.km", "passenger-km"],
      ["tonne km", "tonne-km"],
      ["kl", "kL"],
      ["us gallon", "US gallon"],
    ];
    for (const [spelling, unit] of cases) expect(value(readUnit(spelling)), spelling).toBe(unit);
  });

  it("reads every canonical unit and every alias as the unit it names", () => {
    for (const unit of RECORD_UNITS) expect(value(readUnit(unit)), unit).toBe(unit);
    for (const [spelling, unit] of Object.entries({ ...UNIT_ALIASES, ...SHEET_UNIT_ALIASES })) {
      expect(value(readUnit(spelling)), spelling).toBe(unit);
    }
  });

  it("refuses tons and gallons, which name two units each, and units it does not know", () => {
    expect(problem(readUnit("tons"))).toBe('"tons" could be metric tonnes or US short tons; write tonne or short ton');
    expect(problem(readUnit("Ton"))).toBe('"Ton" could be metric tonnes or US short tons; write tonne or short ton');
    expect(problem(readUnit("gallons"))).toBe(
      '"gallons" could be US or imperial gallons; write US gallon, or imperial gallons converted to L',
    );
    expect(problem(readUnit("furlongs"))).toBe(
      '"furlongs" is not a unit the calculation knows, such as L, kg, tonne, kWh or km',
    );
    expect(problem(readUnit(12))).toBe('"12" is not a unit the calculation knows, such as L, kg, tonne, kWh or km');
  });
});

describe("reading a yes/no cell", () => {
  it("takes yes, no, y, n, true, false, 1 and 0 in any case", () => {
    for (const yes of ["yes", "YES", "Yes", "y", "Y", "true", "TRUE", "1", " yes ", 1, true]) {
      expect(value(readYesNo(yes)), String(yes)).toBe(true);
    }
    for (const no of ["no", "NO", "n", "N", "false", "False", "0", 0, false]) {
      expect(value(readYesNo(no)), String(no)).toBe(false);
    }
  });

  it("refuses anything else", () => {
    expect(problem(readYesNo("maybe"))).toBe('"maybe" is not yes or no');
    expect(problem(readYesNo("2"))).toBe('"2" is not yes or no');
    expect(problem(readYesNo(""))).toBe('"" is not yes or no');
  });
});
