import { ulid } from "ulid";
import type { ActivityUnit, ApiScope } from "../../../contracts/api";
import type { Queryable } from "../../db/client";
import { deleteUploads } from "../activity-data/uploads-store";
import { hashClientSecret } from "../platform/client-secret";
import { type DemoSite, seedDemoActivity } from "./demo-activity";

/** The shared public demo tenant. Its credentials are published in the README: it holds demo data only. */
export const DEMO_TENANT_ID = "01JC0DEM0TENANT00000000000";
export const DEMO_CLIENT_ID = "demo-client";
export const DEMO_CLIENT_SECRET = "demo-secret-carbontracker-sandbox";

/**
 * The public demo client reads and computes, never writes: every visitor's samples and Try it consoles read the
 * demo tenant, so nobody may change it. Writes need a sandbox tenant of one's own.
 */
export const DEMO_CLIENT_SCOPES: readonly ApiScope[] = [
  "read:activity",
  "read:reports",
  "read:analytics",
  "plan:decarb",
];

/** Said with every refusal of a scope the demo client lacks. */
export const DEMO_CLIENT_READ_ONLY =
  "The public demo client is read-only. For a sandbox tenant of your own, with every scope and the same demo data, use Explore Live Sandbox on the site or POST /v1/sandbox/tenants.";

/** The demo tenant's company. */
export const DEMO_COMPANY = "Demo Manufacturing Pvt Ltd";

type DemoSource = {
  type: string;
  description: string;
  unit: ActivityUnit;
  meter: { make: string; model: string; unit: ActivityUnit };
};
type DemoFacility = {
  key: DemoSite["key"];
  name: string;
  state: string;
  lat: number;
  lon: number;
  sources: DemoSource[];
};

const ELECTRICITY: DemoSource = {
  type: "purchased_electricity",
  description: "Grid electricity",
  unit: "kWh",
  meter: { make: "Schneider Electric", model: "PM5560", unit: "kWh" },
};
const DIESEL: DemoSource = {
  type: "stationary_combustion",
  description: "Diesel generator set",
  unit: "L",
  meter: { make: "Endress+Hauser", model: "Promass 300", unit: "L" },
};
const GAS: DemoSource = {
  type: "stationary_combustion",
  description: "Natural gas boiler",
  unit: "Nm3",
  meter: { make: "Itron", model: "Delta G250", unit: "Nm3" },
};

/** The demo organisation's sites, their sources and meters. */
export const DEMO_FACILITIES: readonly DemoFacility[] = [
  {
    key: "pune",
    name: "Pune Assembly Plant",
    state: "Maharashtra",
    lat: 18.5204,
    lon: 73.8567,
    sources: [ELECTRICITY, DIESEL, GAS],
  },
  {
    key: "chennai",
    name: "Chennai Components Plant",
    state: "Tamil Nadu",
    lat: 13.0827,
    lon: 80.2707,
    sources: [ELECTRICITY, DIESEL],
  },
  {
    key: "gurugram",
    name: "Gurugram Distribution Centre",
    state: "Haryana",
    lat: 28.4595,
    lon: 77.0266,
    sources: [ELECTRICITY],
  },
];

export type DemoCounts = {
  organizations: number;
  facilities: number;
  sources: number;
  meters: number;
  activity_records: number;
  production_records: number;
  instruments: number;
};

/** Writes the demo organisation, its three facilities, their sources and meters into a tenant. */
export async function seedDemoData(q: Queryable, tenantId: string, company = DEMO_COMPANY): Promise<DemoCounts> {
  const counts = { organizations: 1, facilities: 0, sources: 0, meters: 0 };
  const sites: DemoSite[] = [];
  let t = Date.now() - 60_000;
  const at = () => new Date(t++);
  const orgId = ulid();
  await q.query(
    "INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at) VALUES ($1, $2, $3, 'IN', 'manufacturing', $4, $4)",
    [orgId, tenantId, company, at()],
  );
  for (const f of DEMO_FACILITIES) {
    const facilityId = ulid();
    await q.query(
      `INSERT INTO api_facility (id, tenant_id, org_id, name, country, state, lat, lon, industry, active, created_at)
       VALUES ($1, $2, $3, $4, 'IN', $5, $6, $7, 'manufacturing', true, $8)`,
      [facilityId, tenantId, orgId, f.name, f.state, f.lat, f.lon, at()],
    );
    counts.facilities++;
    const site: DemoSite = { id: facilityId, key: f.key, country: "IN", industry: "manufacturing", sources: [] };
    sites.push(site);
    for (const [i, s] of f.sources.entries()) {
      const sourceId = ulid();
      const meterId = ulid();
      site.sources.push({ type: s.type, description: s.description, id: sourceId, meterId });
      await q.query(
        "INSERT INTO api_source (id, tenant_id, facility_id, type, description, unit, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [sourceId, tenantId, facilityId, s.type, s.description, s.unit, at()],
      );
      await q.query(
        `INSERT INTO api_meter (id, tenant_id, source_id, make, model, serial, unit, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          meterId,
          tenantId,
          sourceId,
          s.meter.make,
          s.meter.model,
          `SN-${counts.facilities}${i + 1}-${sourceId.slice(-6)}`,
          s.meter.unit,
          at(),
        ],
      );
      counts.sources++;
      counts.meters++;
    }
  }
  return { ...counts, ...(await seedDemoActivity(q, tenantId, sites)) };
}

/** Replaces a tenant's activity data (and so its uploads) with the demo data. */
export async function resetDemoData(q: Queryable, tenantId: string): Promise<DemoCounts> {
  await q.query("DELETE FROM api_org WHERE tenant_id = $1", [tenantId]);
  await deleteUploads(q, tenantId);
  const [tenant] = await q.query<{ company: string | null }>("SELECT company FROM api_tenant WHERE id = $1", [
    tenantId,
  ]);
  return seedDemoData(q, tenantId, tenant?.company ?? undefined);
}

/** Creates the public demo tenant and its client once; later starts leave it as it is. */
export async function ensureDemoTenant(db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }): Promise<void> {
  const hash = await hashClientSecret(DEMO_CLIENT_SECRET);
  await db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(724303)");
    const existing = await q.query("SELECT 1 FROM api_tenant WHERE id = $1", [DEMO_TENANT_ID]);
    if (existing.length) {
      // Its scopes follow this code, so a demo tenant created by an earlier version loses what it no longer has.
      await q.query("UPDATE api_client SET scopes = $2 WHERE id = $1", [DEMO_CLIENT_ID, [...DEMO_CLIENT_SCOPES]]);
      // A demo tenant from before activity data existed gets the whole demo data again.
      const activity = await q.query("SELECT 1 FROM activity_record WHERE tenant_id = $1 LIMIT 1", [DEMO_TENANT_ID]);
      if (activity.length === 0) await resetDemoData(q, DEMO_TENANT_ID);
      return;
    }
    const now = new Date();
    await q.query(
      "INSERT INTO api_tenant (id, name, kind, company, created_at) VALUES ($1, 'CarbonTracker Demo', 'demo', $3, $2)",
      [DEMO_TENANT_ID, now, DEMO_COMPANY],
    );
    await q.query(
      "INSERT INTO api_client (id, tenant_id, secret_hash, scopes, roles, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [DEMO_CLIENT_ID, DEMO_TENANT_ID, hash, [...DEMO_CLIENT_SCOPES], ["admin"], now],
    );
    await q.query(
      "INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at) VALUES ($1, $2, 'admin@demo.carbontracker.example', $3, true, $4)",
      [ulid(), DEMO_TENANT_ID, ["admin"], now],
    );
    await seedDemoData(q, DEMO_TENANT_ID);
  });
}
