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
  // Not rows: the bytes of the tenant's evidence files (server/v1/evidence/), 1 GiB.
  evidence_bytes: { table: "evidence_file", limit: 1024 ** 3, sum: "byte_size" },
} as const satisfies Record<QuotaName, { table: string; limit: number; sum?: string }>;

/** What a quota counts in its table: rows, or the sum of a column (evidence's bytes). */
function measure(name: QuotaName): string {
  const quota = QUOTAS[name];
  return "sum" in quota ? `coalesce(sum(${quota.sum}), 0)::float8` : "count(*)::int";
}

/** A quota's amount as people read it: "1,000 facilities", "1 GiB of evidence files". */
function amount(name: QuotaName, n: number): string {
  if (name === "evidence_bytes") return `${formatBytes(n)} of evidence files`;
  return `${n.toLocaleString("en-US")} ${name.replace(/_/g, " ")}`;
}

/** Bytes as people read them: 1 GiB, 10 MB, 2.4 MB, 512 bytes (binary units, the way the limits are set). */
export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}

const NAMES = Object.keys(QUOTAS) as QuotaName[];

/**
 * Call inside a write's transaction, before it writes. Locks the tenant's row, so the tenant's quota-checked
 * writes run one at a time and two of them cannot both pass the edge; counts what the tenant holds; refuses with
 * a 403 quota-exceeded when `adding` more would pass the limit. The refusal rolls the transaction back.
 */
export async function reserveQuota(q: Queryable, tenantId: string, name: QuotaName, adding = 1): Promise<void> {
  await q.query("SELECT 1 FROM api_tenant WHERE id = $1 FOR NO KEY UPDATE", [tenantId]);
  const { table, limit } = QUOTAS[name];
  const [row] = await q.query<{ n: number }>(`SELECT ${measure(name)} AS n FROM ${table} WHERE tenant_id = $1`, [
    tenantId,
  ]);
  const usage = Number(row?.n ?? 0);
  if (usage + adding <= limit) return;
  const detail =
    name === "evidence_bytes"
      ? `This tenant may hold ${amount(name, limit)}; it holds ${formatBytes(usage)} and this file adds ${formatBytes(adding)}. Delete files it no longer needs; nothing was written.`
      : `This tenant may hold ${limit} ${name.replace(/_/g, " ")}; it holds ${usage} and this request adds ${adding}. Nothing was written.`;
  throw new HttpProblem("quota-exceeded", detail, [], {}, undefined, {
    quota: { name, limit, usage, requested: adding },
  });
}

/** Every quota of the tenant with what it holds, in one statement. */
export async function quotaUsage(db: Queryable, tenantId: string): Promise<Record<QuotaName, QuotaUsage>> {
  const counts = NAMES.map((n) => `(SELECT ${measure(n)} FROM ${QUOTAS[n].table} WHERE tenant_id = $1) AS ${n}`);
  const [row] = await db.query<Record<QuotaName, number>>(`SELECT ${counts.join(", ")}`, [tenantId]);
  return Object.fromEntries(NAMES.map((n) => [n, { limit: QUOTAS[n].limit, usage: Number(row?.[n] ?? 0) }])) as Record<
    QuotaName,
    QuotaUsage
  >;
}

type QuotaUsage = { limit: number; usage: number };

/** The quotas as a sentence for the documentation. */
export function quotaSentence(): string {
  return NAMES.map((n) => amount(n, QUOTAS[n].limit)).join(", ");
}
