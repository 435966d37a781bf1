import { ulid } from "ulid";
import type { ActivityUnit, ApiScope } from "../../contracts/api";
import type { Queryable } from "../db/client";
import { deleteUploads } from "../v1/activity-data/uploads-store";
import { deleteFinancialYears } from "../v1/brsr-inputs/brsr-inputs-store";
import { deleteInputUploads } from "../v1/brsr-inputs/input-uploads-store";
import { hashClientSecret } from "../v1/platform/client-secret";
import {
  insertFirstClient,
  insertTenant,
  lockDemoTenant,
  setClientScopes,
  tenantCompany,
} from "../v1/tenancy/sandbox-store";
import {
  deleteOrgs,
  insertFacility,
  insertMeter,
  insertOrg,
  insertSource,
  insertUser,
} from "../v1/tenancy/tenancy-store";
import { type DemoSite, seedDemoActivity } from "./demo-activity";
import { seedDemoBrsrInputs } from "./demo-brsr-inputs";

/** The shared public demo tenant. Its credentials are published in docs/api-sandbox.md: it holds demo data only. */
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
  "read:audit",
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

/**
 * Writes the demo organisation, its three facilities, their sources and meters into a tenant, with their activity
 * data and BRSR Core's other inputs (water, waste, the financial years' revenue).
 */
export async function seedDemoData(q: Queryable, tenantId: string, company = DEMO_COMPANY): Promise<DemoCounts> {
  const counts = { organizations: 1, facilities: 0, sources: 0, meters: 0 };
  const sites: DemoSite[] = [];
  let t = Date.now() - 60_000;
  const at = () => new Date(t++);
  const orgId = ulid();
  await insertOrg(q, tenantId, { id: orgId, name: company, country: "IN", industry: "manufacturing", createdAt: at() });
  for (const f of DEMO_FACILITIES) {
    const facilityId = ulid();
    await insertFacility(q, tenantId, {
      id: facilityId,
      org_id: orgId,
      name: f.name,
      country: "IN",
      state: f.state,
      lat: f.lat,
      lon: f.lon,
      industry: "manufacturing",
      active: true,
      grid_region: null,
      createdAt: at(),
    });
    counts.facilities++;
    const site: DemoSite = { id: facilityId, key: f.key, country: "IN", industry: "manufacturing", sources: [] };
    sites.push(site);
    for (const [i, s] of f.sources.entries()) {
      const sourceId = ulid();
      const meterId = ulid();
      site.sources.push({ type: s.type, description: s.description, id: sourceId, meterId });
      await insertSource(q, tenantId, {
        id: sourceId,
        facility_id: facilityId,
        type: s.type,
        description: s.description,
        unit: s.unit,
        createdAt: at(),
      });
      await insertMeter(q, tenantId, {
        id: meterId,
        source_id: sourceId,
        make: s.meter.make,
        model: s.meter.model,
        serial: `SN-${counts.facilities}${i + 1}-${sourceId.slice(-6)}`,
        unit: s.meter.unit,
        createdAt: at(),
      });
      counts.sources++;
      counts.meters++;
    }
  }
  const activity = await seedDemoActivity(q, tenantId, sites);
  await seedDemoBrsrInputs(q, tenantId, sites);
  return { ...counts, ...activity };
}

/** Replaces a tenant's data (records of every kind, uploads, financial years) with the demo data. */
export async function resetDemoData(q: Queryable, tenantId: string): Promise<DemoCounts> {
  await deleteOrgs(q, tenantId);
  await deleteUploads(q, tenantId);
  await deleteInputUploads(q, tenantId);
  await deleteFinancialYears(q, tenantId);
  return seedDemoData(q, tenantId, await tenantCompany(q, tenantId));
}

/** Creates the public demo tenant and its client once; later starts leave it as it is. */
export async function ensureDemoTenant(db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }): Promise<void> {
  const hash = await hashClientSecret(DEMO_CLIENT_SECRET);
  await db.tx(async (q) => {
    const state = await lockDemoTenant(q, DEMO_TENANT_ID);
    if (state !== "absent") {
      // Its scopes follow this code, so a demo tenant created by an earlier version loses what it no longer has.
      await setClientScopes(q, DEMO_TENANT_ID, DEMO_CLIENT_ID, DEMO_CLIENT_SCOPES);
      // A demo tenant from before activity data or BRSR inputs existed gets the whole demo data again.
      if (state === "outdated") await resetDemoData(q, DEMO_TENANT_ID);
      return;
    }
    const now = new Date();
    await insertTenant(q, {
      id: DEMO_TENANT_ID,
      name: "CarbonTracker Demo",
      kind: "demo",
      contactEmail: null,
      company: DEMO_COMPANY,
      createdAt: now,
      expiresAt: null,
    });
    await insertFirstClient(q, DEMO_TENANT_ID, {
      id: DEMO_CLIENT_ID,
      secretHash: hash,
      scopes: DEMO_CLIENT_SCOPES,
      roles: ["admin"],
      createdAt: now,
    });
    await insertUser(q, DEMO_TENANT_ID, {
      id: ulid(),
      email: "admin@demo.carbontracker.example",
      roles: ["admin"],
      mfaEnabled: true,
      createdAt: now,
    });
    await seedDemoData(q, DEMO_TENANT_ID);
  });
}
