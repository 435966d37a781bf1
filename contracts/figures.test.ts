import { describe, expect, it } from "vitest";
import { plainFigure, plainFigures } from "./figures";

describe("figures as they leave the system", () => {
  it("drop floating-point noise and keep what was published or measured", () => {
    expect(plainFigure(4587.355280000001)).toBe(4587.35528);
    expect(plainFigure(0.35459999999999997)).toBe(0.3546);
    expect(plainFigure(0.1 + 0.2)).toBe(0.3);
    expect(plainFigure(0.678033)).toBe(0.678033);
    expect(plainFigure(1082316635.6446095)).toBe(1082316635.64461);
    expect(plainFigure(0.000123456789)).toBe(0.000123456789);
    expect(plainFigure(125000)).toBe(125000);
    expect(plainFigure(-0.000001)).toBe(-0.000001);
  });

  it("walk a JSON answer, leaving everything but numbers alone", () => {
    expect(
      plainFigures({ a: [0.1 + 0.2, "0.30000000000000004", null, true], b: { c: 11509.336659477674, d: 7117 } }),
    ).toEqual({ a: [0.3, "0.30000000000000004", null, true], b: { c: 11509.3366594777, d: 7117 } });
  });
});
