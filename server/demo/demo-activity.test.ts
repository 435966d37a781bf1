import { describe, expect, it } from "vitest";
import { demoFinancialYears, demoMonths } from "./demo-activity";

describe("the demo data's financial years", () => {
  it("are the latest two whole April-to-March years of the window, whatever the month", () => {
    for (let month = 0; month < 12; month++) {
      const now = new Date(Date.UTC(2027, month, 15));
      const window = demoMonths(now);
      const { latest, previous } = demoFinancialYears(now);
      expect(latest.from.slice(5)).toBe("04-01");
      expect(latest.to.slice(5)).toBe("03-31");
      expect(previous.to).toBe(`${Number(latest.to.slice(0, 4)) - 1}-03-31`);
      expect(previous.from >= window[0]!.start).toBe(true);
      // No later whole year fits: the window ends before the next March does.
      expect(window.at(-1)!.end < `${Number(latest.to.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
  });

  it("move on in April, when a year has ended inside the window", () => {
    expect(demoFinancialYears(new Date(Date.UTC(2027, 3, 1))).latest).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(demoFinancialYears(new Date(Date.UTC(2027, 2, 31))).latest).toEqual({
      from: "2025-04-01",
      to: "2026-03-31",
    });
  });
});
