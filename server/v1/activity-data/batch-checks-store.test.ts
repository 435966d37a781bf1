import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededTestDb, engines, type TestDb } from "../../../tests/support/db";
import type { Queryable } from "../../db/client";
import { DEMO_TENANT_ID } from "../../demo/demo-data";
import { type RecordIdentity, storedDuplicates } from "./batch-checks-store";

type PlanNode = {
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Join Filter"?: number;
  Plans?: PlanNode[];
};

/** The rows every node of a plan produced or threw away, over all its loops: the work the statement did. */
function rowsTouched(node: PlanNode): number {
  const own =
    (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Join Filter"] ?? 0)) *
    node["Actual Loops"];
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

/** Runs each statement, after running it once under EXPLAIN ANALYZE to note the rows its plan touched. */
function measured(q: Queryable): Queryable & { touched: number[] } {
  const touched: number[] = [];
  return {
    touched,
    async query<T>(sql: string, params?: readonly unknown[]) {
      const [explained] = await q.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const plan = explained!["QUERY PLAN"];
      const [root] = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      touched.push(rowsTouched(root!.Plan));
      return q.query<T>(sql, params);
    },
  };
}

const STORED = 2_000;

describe.each(engines)("stored duplicates on %s", (engine) => {
  let t: TestDb;
  let facilityId: string;

  beforeAll(async () => {
    t = await createSeededTestDb(engine);
    [{ facility_id: facilityId }] = (await t.db.query<{ facility_id: string }>(
      "SELECT facility_id FROM activity_record WHERE tenant_id = $1 ORDER BY id LIMIT 1",
      [DEMO_TENANT_ID],
    )) as [{ facility_id: string }];
    // A month holding many records of one facility's activity, as a company's fuel log does: diesel in June 2025,
    // ids burst00001 on, quantities 1 to STORED.
    await t.db.query(
      `INSERT INTO activity_record
       SELECT (jsonb_populate_record(NULL::activity_record, to_jsonb(r) || jsonb_build_object(
         'id', 'burst' || lpad(g::text, 5, '0'), 'activity', 'diesel', 'unit', 'L', 'quantity', g,
         'period_start', '2025-06-01', 'period_end', '2025-06-30'))).*
       FROM (SELECT * FROM activity_record WHERE tenant_id = $1 AND facility_id = $2 ORDER BY id LIMIT 1) r,
         generate_series(1, $3::int) AS g`,
      [DEMO_TENANT_ID, facilityId, STORED],
    );
  }, 120_000);

  afterAll(() => t?.drop());

  const row = (quantity: number): RecordIdentity => ({
    facility_id: facilityId,
    activity: "diesel",
    period_start: "2025-06-01",
    period_end: "2025-06-30",
    quantity,
    unit: "L",
  });

  it("names the stored record each repeating row repeats, and no other row", async () => {
    // Quantities 1,501 to 3,500: the first 500 are stored, the rest are new; the stored one twice in the batch.
    const rows = [...Array.from({ length: STORED }, (_, i) => row(STORED - 499 + i)), row(STORED)];
    const found = await storedDuplicates(t.db, DEMO_TENANT_ID, rows);
    expect(found.size).toBe(501);
    expect(found.get(0)).toBe(`burst0${STORED - 499}`);
    expect(found.get(499)).toBe(`burst0${STORED}`);
    expect(found.get(rows.length - 1)).toBe(`burst0${STORED}`);
    expect(found.has(500)).toBe(false);
    // Another month, unit or facility is another record.
    const elsewhere = [
      { ...row(1), period_start: "2025-07-01", period_end: "2025-07-31" },
      { ...row(1), unit: "kL" },
      { ...row(1), facility_id: "another-facility" },
    ];
    expect((await storedDuplicates(t.db, DEMO_TENANT_ID, elsewhere)).size).toBe(0);
  });

  // When the table's statistics lag a burst of uploads, PostgreSQL plans a join with the batch as one index probe
  // per row by month (npm run bench:analytics measured 13 to 27 s for 10,000 rows). Plans are forced here to that
  // shape, nested loops only: a lookup that holds up reads each side a few times, not each row against each record.
  it("reads each stored record of the month a few times, not once for every row, even planned as nested loops", async () => {
    const rows = Array.from({ length: STORED }, (_, i) => row(STORED + 1 + i));
    const touched = await t.db.tx(async (tx) => {
      await tx.query("SET LOCAL enable_hashjoin = off");
      await tx.query("SET LOCAL enable_mergejoin = off");
      const q = measured(tx);
      expect((await storedDuplicates(q, DEMO_TENANT_ID, rows)).size).toBe(0);
      return q.touched;
    });
    // Every row against every stored record would be 4,000,000.
    expect(touched).toHaveLength(1);
    expect(touched[0]).toBeLessThan(10 * (rows.length + STORED));
  });

  // A batch reads the stored records of its own months, not of every month between its first and its last.
  it("reads none of the records of a month the batch has no row in", async () => {
    const rows = ["2019-01", "2031-01"].flatMap((month) =>
      Array.from({ length: 10 }, (_, i) => ({
        ...row(i + 1),
        period_start: `${month}-01`,
        period_end: `${month}-31`,
      })),
    );
    const q = measured(t.db);
    expect((await storedDuplicates(q, DEMO_TENANT_ID, rows)).size).toBe(0);
    // The June 2025 burst alone holds STORED records.
    expect(q.touched[0]).toBeLessThan(10 * rows.length);
  });
});
