import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "../../../tests/support/db";
import { policy, takeToken } from "./rate-limit";

describe.each(engines)("token buckets on %s", (engine) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(engine);
  });
  afterAll(() => testDb.drop());

  it("takes a batch's cost at once, and refuses a cost larger than what is left without taking any", async () => {
    const tenPerMinute = policy(10, 60);
    const first = await takeToken(testDb.db, "items:a", tenPerMinute, undefined, 7);
    expect(first).toMatchObject({ allowed: true, limit: 10, remaining: 3 });
    const second = await takeToken(testDb.db, "items:a", tenPerMinute, undefined, 7);
    expect(second).toMatchObject({ allowed: false, remaining: 3 });
    // 4 more tokens are needed at 1 per 6 s: about 24 s.
    expect(second!.retryAfterSeconds).toBeGreaterThanOrEqual(23);
    expect(second!.retryAfterSeconds).toBeLessThanOrEqual(24);
    expect(await takeToken(testDb.db, "items:a", tenPerMinute, undefined, 3)).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await takeToken(testDb.db, "items:b", tenPerMinute, undefined, 11)).toMatchObject({ allowed: false });
  });
});
