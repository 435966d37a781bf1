import { describe, expect, it } from "vitest";
import { figureMessages } from "~/content/tools/calculator";
import { figureMessage, readFigure } from "./read-figure";

describe("readFigure", () => {
  it("reads figures as people write them", () => {
    expect(readFigure("1,238,336")).toEqual({ ok: true, value: 1_238_336 });
    expect(readFigure("12,38,336")).toEqual({ ok: true, value: 1_238_336 });
    expect(readFigure(" 13.4927 ")).toEqual({ ok: true, value: 13.4927 });
    expect(readFigure("₹ 1,000")).toEqual({ ok: true, value: 1000 });
    expect(readFigure("0")).toEqual({ ok: true, value: 0 });
  });

  it("names what is wrong: empty, not a number, negative, zero for a divisor", () => {
    expect(readFigure("  ")).toEqual({ ok: false, problem: "empty" });
    expect(readFigure("twenty")).toEqual({ ok: false, problem: "notANumber" });
    expect(readFigure("1,23")).toEqual({ ok: false, problem: "notANumber" });
    expect(readFigure("1e5")).toEqual({ ok: false, problem: "notANumber" });
    expect(readFigure("-5")).toEqual({ ok: false, problem: "negative" });
    expect(readFigure("−5")).toEqual({ ok: false, problem: "negative" });
    expect(readFigure("0", { divisor: true })).toEqual({ ok: false, problem: "zero" });
    expect(readFigure("0.0", { divisor: true })).toEqual({ ok: false, problem: "zero" });
  });

  it("says it in plain words, naming the field", () => {
    expect(figureMessage(readFigure(""), figureMessages, "the output")).toBe("Enter the output.");
    expect(figureMessage(readFigure("-1"), figureMessages, "the output")).toBe(
      "Enter 0 or more: the output cannot be negative.",
    );
    expect(figureMessage(readFigure("1"), figureMessages, "the output")).toBeUndefined();
  });
});
