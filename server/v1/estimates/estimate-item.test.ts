import { describe, expect, it } from "vitest";
import type { EstimateError } from "../../../carbon";
import { batchPath, itemProblemBody, problemOf, singlePath } from "./estimate-item";

describe("an estimate's problems", () => {
  it("a factor published blank is 422 factor-not-available naming the factor, and the item in a batch", () => {
    const blank: EstimateError = { code: "NOT_AVAILABLE", field: "factor_id", factor_ids: ["desnz2025_blank_row"] };
    const single = problemOf(blank, singlePath);
    expect(single.slug).toBe("factor-not-available");
    expect(single.errors).toEqual([
      {
        field: "factor_id",
        pointer: "/factor_id",
        code: "NOT_AVAILABLE",
        message: expect.stringContaining("desnz2025_blank_row is blank (not available)"),
      },
    ]);
    const inBatch = itemProblemBody(problemOf(blank, batchPath(7)));
    expect(inBatch).toMatchObject({
      type: "/problems/factor-not-available",
      status: 422,
      detail: expect.stringMatching(/^Item 7: /),
      errors: [{ field: "items.7.factor_id", pointer: "/items/7/factor_id", code: "NOT_AVAILABLE" }],
    });
    expect(inBatch).not.toHaveProperty("request_id");
  });

  it("names a nested field by its pointer", () => {
    const range: EstimateError = {
      code: "OUT_OF_RANGE",
      field: "period_end",
      message: "The period ends before it starts",
    };
    expect(problemOf(range, batchPath(2)).errors[0]).toMatchObject({
      field: "items.2.period",
      pointer: "/items/2/period",
    });
  });
});
