import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateByDays,
  bucketStart,
  dateOf,
  dayNumber,
  daysInclusive,
  GRAINS,
  monthsBetween,
  monthsTouched,
  nextBucketStart,
  overlapDays,
  splitByDays,
} from "./periods";

describe("calendar days", () => {
  it("counts both ends", () => {
    expect(daysInclusive("2024-06-01", "2024-06-30")).toBe(30);
    expect(daysInclusive("2024-06-01", "2024-06-01")).toBe(1);
    expect(daysInclusive("2024-01-01", "2024-12-31")).toBe(366);
    expect(daysInclusive("2023-01-01", "2023-12-31")).toBe(365);
  });

  it("knows leap days", () => {
    expect(dayNumber("2024-02-29")).not.toBeNull();
    expect(dayNumber("2023-02-29")).toBeNull();
    expect(dayNumber("2100-02-29")).toBeNull();
    expect(dayNumber("2000-02-29")).not.toBeNull();
    expect(dayNumber("2024-13-01")).toBeNull();
    expect(dayNumber("2024-6-1")).toBeNull();
  });

  it("measures overlaps", () => {
    expect(overlapDays("2024-03-20", "2024-04-10", "2024-04-01", "2024-06-30")).toBe(10);
    expect(overlapDays("2024-01-01", "2024-01-31", "2024-02-01", "2024-02-29")).toBe(0);
  });
});

describe("buckets", () => {
  it("starts weeks on Monday (ISO), in UTC", () => {
    expect(bucketStart("2024-06-16", "week")).toBe("2024-06-10"); // a Sunday
    expect(bucketStart("2024-06-10", "week")).toBe("2024-06-10"); // a Monday
    expect(bucketStart("2025-01-01", "week")).toBe("2024-12-30"); // ISO week 1 of 2025 starts in 2024
  });

  it("starts months, quarters and years on their first day", () => {
    expect(bucketStart("2024-11-05", "month")).toBe("2024-11-01");
    expect(bucketStart("2024-11-05", "quarter")).toBe("2024-10-01");
    expect(bucketStart("2024-03-31", "quarter")).toBe("2024-01-01");
    expect(bucketStart("2024-11-05", "year")).toBe("2024-01-01");
    expect(bucketStart("2024-11-05", "day")).toBe("2024-11-05");
  });

  it("steps to the next bucket across year ends", () => {
    expect(nextBucketStart("2024-12-01", "month")).toBe("2025-01-01");
    expect(nextBucketStart("2024-10-01", "quarter")).toBe("2025-01-01");
    expect(nextBucketStart("2024-12-30", "week")).toBe("2025-01-06");
  });
});

describe("splitting a record by days", () => {
  it("splits a record spanning a quarter boundary 12:10", () => {
    expect(splitByDays("2024-03-20", "2024-04-10", "quarter")).toEqual([
      { bucket: "2024-01-01", days: 12, share: 12 / 22 },
      { bucket: "2024-04-01", days: 10, share: 10 / 22 },
    ]);
  });

  it("keeps a single day whole", () => {
    expect(splitByDays("2024-02-29", "2024-02-29", "month")).toEqual([{ bucket: "2024-02-01", days: 1, share: 1 }]);
  });

  it("gives February 29 days in a leap year and 28 otherwise", () => {
    expect(splitByDays("2024-01-01", "2024-12-31", "month")[1]).toEqual({
      bucket: "2024-02-01",
      days: 29,
      share: 29 / 366,
    });
    expect(splitByDays("2023-01-01", "2023-12-31", "month")[1]).toEqual({
      bucket: "2023-02-01",
      days: 28,
      share: 28 / 365,
    });
  });

  it("allocates a value by days", () => {
    // 31 units over 2024-01-15..2024-02-14: 17 January days, 14 February days
    expect(allocateByDays(31, "2024-01-15", "2024-02-14", "month")).toEqual([
      { bucket: "2024-01-01", value: 17 },
      { bucket: "2024-02-01", value: 14 },
    ]);
    expect(allocateByDays(0, "2024-01-15", "2024-02-14", "month").map((b) => b.value)).toEqual([0, 0]);
  });

  it("splits across a year end by week", () => {
    expect(splitByDays("2024-12-28", "2025-01-02", "week")).toEqual([
      { bucket: "2024-12-23", days: 2, share: 2 / 6 },
      { bucket: "2024-12-30", days: 4, share: 4 / 6 },
    ]);
  });

  it("refuses an end before the start and dates that do not exist", () => {
    expect(() => splitByDays("2024-04-10", "2024-03-20", "month")).toThrow(RangeError);
    expect(() => splitByDays("2023-02-29", "2023-03-01", "month")).toThrow(RangeError);
  });

  it("always hands out every day exactly once, whatever the grain", () => {
    const start = Date.UTC(2019, 0, 1) / 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...GRAINS),
        (offset, length, grain) => {
          const from = dateOf(start + offset);
          const to = dateOf(start + offset + length);
          const parts = splitByDays(from, to, grain);
          expect(parts.reduce((s, p) => s + p.days, 0)).toBe(length + 1);
          expect(parts.every((p) => p.days > 0 && bucketStart(p.bucket, grain) === p.bucket)).toBe(true);
          expect(parts.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  it("lists the months a period touches", () => {
    expect(monthsTouched("2023-11-15", "2024-01-02")).toEqual(["2023-11-01", "2023-12-01", "2024-01-01"]);
  });
});

describe("monthsBetween", () => {
  it("lists the months from the first to the last, across a year's end, and none backwards", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-03", "2026-03")).toEqual(["2026-03"]);
    expect(monthsBetween("2026-04", "2026-03")).toEqual([]);
  });
});
