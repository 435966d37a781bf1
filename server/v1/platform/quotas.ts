import type { QuotaName } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";

/**
 * What one tenant may hold, by quota: the table counted and the limit. An evaluation stays far below them (the
 * demo data is 3 facilities, 6 sources and 36 months of activity records); a tenant at every limit holds some
 * 370,000 rows (plus each activity record's month pieces), which bounds what one tenant can put on the disk.
 */
export const QUOTAS = {
  activity_records: { table: "activity_record", limit: 200_000 },
  production_records: { table: "production_record", limit: 50_000 },
  instruments: { table: "scope2_instrument", limit: 5_000 },
  water_records: { table: "water_record", limit: 50_000 },
  waste_records: { table: "waste_record", limit: 50_000 },
  facilities: { table: "api_facility", limit: 1_000 },
  sources: { table: "api_source", limit: 5_000 },
  meters: { table: "api_meter", limit: 10_000 },
  users: { table: "api_user", limit: 500 },
  clients: { table: "api_client", limit: 10 },
} as const satisfies Record<QuotaName, { table: string; limit: number }>;

const NAMES = Object.keys(QUOTAS) as QuotaName[];

/**
 * Call inside a write's transaction, before it writes. Locks the tenant's row, so the tenant's quota-checked
 * writes run one at a time and two of them cannot both pass the edge; counts what the tenant holds; refuses with
 * a 403 quota-exceeded when `adding` more would pass the limit. The refusal rolls the transaction back.
 */
export async function reserveQuota(q: Queryable, tenantId: string, name: QuotaName, adding = 1): Promise<void> {
  await q.query("SELECT 1 FROM api_tenant WHERE id = $1 FOR NO KEY UPDATE", [tenantId]);
  const { table, limit } = QUOTAS[name];
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [
    tenantId,
  ]);
  const usage = row?.n ?? 0;
  if (usage + adding <= limit) return;
  const what = name.replace(/_/g, " ");
  throw new HttpProblem(
    "quota-exceeded",
    `This tenant may hold ${limit} ${what}; it holds ${usage} and this request adds ${adding}. Nothing was written.`,
    [],
    {},
    undefined,
    { quota: { name, limit, usage, requested: adding } },
  );
}

/** Every quota of the tenant with what it holds, in one statement. */
export async function quotaUsage(db: Queryable, tenantId: string): Promise<Record<QuotaName, QuotaUsage>> {
  const counts = NAMES.map((n) => `(SELECT count(*)::int FROM ${QUOTAS[n].table} WHERE tenant_id = $1) AS ${n}`);
  const [row] = await db.query<Record<QuotaName, number>>(`SELECT ${counts.join(", ")}`, [tenantId]);
  return Object.fromEntries(NAMES.map((n) => [n, { limit: QUOTAS[n].limit, usage: row?.[n] ?? 0 }])) as Record<
    QuotaName,
    QuotaUsage
  >;
}

type QuotaUsage = { limit: number; usage: number };

/** The quotas as a sentence for the documentation. */
export function quotaSentence(): string {
  return NAMES.map((n) => `${QUOTAS[n].limit.toLocaleString("en-US")} ${n.replace(/_/g, " ")}`).join(", ");
}
