import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "../../../tests/support/db";
import { policy, pruneBuckets, takeToken } from "./rate-limit";

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

  it("prunes a bucket once it has refilled, and not before, however long its window", async () => {
    const tenADay = policy(10, 86_400);
    const manyASecond = policy(1_000, 1);
    await takeToken(testDb.db, "prune:day", tenADay);
    await takeToken(testDb.db, "prune:second", manyASecond);
    // Two hours without a request refill the daily bucket by less than one token.
    await testDb.db.query(
      `UPDATE api_rate_bucket SET updated_at = updated_at - interval '2 hours', full_at = full_at - interval '2 hours'
        WHERE bucket = 'prune:day'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    await pruneBuckets(testDb.db);
    const left = await testDb.db.query<{ bucket: string }>(
      "SELECT bucket FROM api_rate_bucket WHERE bucket LIKE 'prune:%'",
    );
    expect(left.map((b) => b.bucket)).toEqual(["prune:day"]);
    expect(await takeToken(testDb.db, "prune:day", tenADay)).toMatchObject({ allowed: true, remaining: 8 });
  });
});
