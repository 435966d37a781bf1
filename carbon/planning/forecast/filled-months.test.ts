import { describe, expect, it } from "vitest";
import { filledMonths } from "./filled-months";

describe("filledMonths", () => {
  it("interpolates the months between values and lists them", () => {
    const values = new Map([
      ["2024-11", 10],
      ["2025-02", 40],
    ]);
    expect(filledMonths("2024-11", "2025-02", values)).toEqual({
      months: [
        { month: "2024-11", value: 10 },
        { month: "2024-12", value: 20 },
        { month: "2025-01", value: 30 },
        { month: "2025-02", value: 40 },
      ],
      filled: ["2024-12", "2025-01"],
    });
  });

  it("carries the nearest value to the ends, and 0 when no month has one", () => {
    expect(filledMonths("2025-01", "2025-03", new Map([["2025-02", 5]])).months.map((m) => m.value)).toEqual([5, 5, 5]);
    expect(filledMonths("2025-01", "2025-02", new Map())).toEqual({
      months: [
        { month: "2025-01", value: 0 },
        { month: "2025-02", value: 0 },
      ],
      filled: ["2025-01", "2025-02"],
    });
  });
});
