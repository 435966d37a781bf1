import type { ActivityUnit, ApiRole, EnergyOrigin } from "../../../contracts/api";
import type { Queryable } from "../../db/client";

/**
 * The tenant's resources: the tenant row, its organisations, facilities, sources, meters and users. Each function
 * takes the tenant id and binds it itself. An insert that names a parent (a facility's organisation, a source's
 * facility, a meter's source) stores nothing and returns undefined when the parent is not the tenant's.
 */

type Row = Record<string, unknown>;

export async function tenantById(q: Queryable, tenantId: string): Promise<Row | undefined> {
  const [row] = await q.query("SELECT * FROM api_tenant WHERE id = $1", [tenantId]);
  return row;
}

export async function insertOrg(
  q: Queryable,
  tenantId: string,
  org: { id: string; name: string; country: string; industry: string; createdAt: Date },
): Promise<Row> {
  const [row] = await q.query(
    `INSERT INTO api_org (id, tenant_id, name, country, industry, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
    [org.id, tenantId, org.name, org.country, org.industry, org.createdAt],
  );
  return row!;
}

export async function orgById(q: Queryable, tenantId: string, id: string): Promise<Row | undefined> {
  const [row] = await q.query("SELECT * FROM api_org WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row;
}

/** Changes the fields given (null keeps a field); undefined when the tenant has no such organisation. */
export async function updateOrg(
  q: Queryable,
  tenantId: string,
  id: string,
  change: { name: string | null; country: string | null; industry: string | null; updatedAt: Date },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `UPDATE api_org SET name = COALESCE($3, name), country = COALESCE($4, country),
       industry = COALESCE($5, industry), updated_at = $6
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenantId, id, change.name, change.country, change.industry, change.updatedAt],
  );
  return row;
}

/** Deletes the tenant's organisations; their facilities, sources, meters and records go with them. */
export async function deleteOrgs(q: Queryable, tenantId: string): Promise<void> {
  await q.query("DELETE FROM api_org WHERE tenant_id = $1", [tenantId]);
}

/**
 * Adds a facility; undefined when the organisation is not the tenant's. Another facility of the tenant with the same
 * code (in any case) fails the statement: `isFacilityCodeTaken` tells that failure apart.
 */
export async function insertFacility(
  q: Queryable,
  tenantId: string,
  facility: {
    id: string;
    org_id: string;
    name: string;
    country: string;
    state: string | null;
    lat: number;
    lon: number;
    industry: string | null;
    active: boolean;
    grid_region: string | null;
    code?: string | null;
    createdAt: Date;
  },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `INSERT INTO api_facility (id, tenant_id, org_id, name, country, state, lat, lon, industry, active, created_at, grid_region, code)
     SELECT $1, $2, o.id, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM api_org o WHERE o.tenant_id = $2 AND o.id = $3
     RETURNING *`,
    [
      facility.id,
      tenantId,
      facility.org_id,
      facility.name,
      facility.country,
      facility.state,
      facility.lat,
      facility.lon,
      facility.industry,
      facility.active,
      facility.createdAt,
      facility.grid_region,
      facility.code ?? null,
    ],
  );
  return row;
}

/** Whether a facility's insert or update failed on the tenant's unique codes (its only unique key besides the id). */
export function isFacilityCodeTaken(err: unknown): boolean {
  return err !== null && typeof err === "object" && (err as { code?: unknown }).code === "23505";
}

/** The tenant's facility, other than `exceptId`, whose code is `code` in any case. */
export async function facilityWithCode(
  q: Queryable,
  tenantId: string,
  code: string,
  exceptId: string | null,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM api_facility WHERE tenant_id = $1 AND lower(code) = lower($2) AND id IS DISTINCT FROM $3",
    [tenantId, code, exceptId],
  );
  return row;
}

export async function facilityById(q: Queryable, tenantId: string, id: string): Promise<Row | undefined> {
  const [row] = await q.query("SELECT * FROM api_facility WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row;
}

/** What a calculation needs of a facility: its country, its eGRID subregion and its industry. */
export type FacilityPlace = { country: string; industry: string | null; grid_region: string | null };

/** A facility as a batch of records refers to it: its place, and its name and whether it is active. */
export type ReferencedFacility = FacilityPlace & { name: string; active: boolean };

/** The tenant's facilities among `ids` (repeats allowed), by id, with their place (another tenant's are absent). */
export async function facilityPlaces(
  q: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, ReferencedFacility>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q.query<ReferencedFacility & { id: string }>(
    "SELECT id, country, industry, grid_region, name, active FROM api_facility WHERE tenant_id = $1 AND id = ANY($2::text[])",
    [tenantId, unique],
  );
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

/**
 * The tenant's facilities whose id, name or code is one of `texts` in any case (texts as a sheet's cells hold them,
 * trimmed): each text's matches are the caller's to pick out.
 */
export function facilitiesNamed(
  q: Queryable,
  tenantId: string,
  texts: readonly string[],
): Promise<{ id: string; name: string; code: string | null }[]> {
  const lowered = [...new Set(texts.map((t) => t.toLowerCase()))];
  if (lowered.length === 0) return Promise.resolve([]);
  return q.query(
    `SELECT id, name, code FROM api_facility
     WHERE tenant_id = $1 AND (lower(id) = ANY($2::text[]) OR lower(name) = ANY($2::text[]) OR lower(code) = ANY($2::text[]))
     ORDER BY name, id`,
    [tenantId, lowered],
  );
}

export async function insertSource(
  q: Queryable,
  tenantId: string,
  source: {
    id: string;
    facility_id: string;
    type: string;
    description: string | null;
    unit: ActivityUnit;
    /** Where its energy comes from; non_renewable when not said. */
    energy_origin?: EnergyOrigin;
    createdAt: Date;
  },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `INSERT INTO api_source (id, tenant_id, facility_id, type, description, unit, energy_origin, created_at)
     SELECT $1, $2, f.id, $4, $5, $6, $7, $8 FROM api_facility f WHERE f.tenant_id = $2 AND f.id = $3 RETURNING *`,
    [
      source.id,
      tenantId,
      source.facility_id,
      source.type,
      source.description,
      source.unit,
      source.energy_origin ?? "non_renewable",
      source.createdAt,
    ],
  );
  return row;
}

export async function sourceById(q: Queryable, tenantId: string, id: string): Promise<Row | undefined> {
  const [row] = await q.query("SELECT * FROM api_source WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row;
}

/** The tenant's sources among `ids`, with their facility and whether they are active. */
export function sourceFacilities(
  q: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; facility_id: string; active: boolean }[]> {
  return q.query("SELECT id, facility_id, active FROM api_source WHERE tenant_id = $1 AND id = ANY($2::text[])", [
    tenantId,
    ids,
  ]);
}

export async function insertMeter(
  q: Queryable,
  tenantId: string,
  meter: {
    id: string;
    source_id: string;
    make: string | null;
    model: string | null;
    serial: string;
    unit: ActivityUnit;
    createdAt: Date;
  },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `INSERT INTO api_meter (id, tenant_id, source_id, make, model, serial, unit, created_at)
     SELECT $1, $2, s.id, $4, $5, $6, $7, $8 FROM api_source s WHERE s.tenant_id = $2 AND s.id = $3 RETURNING *`,
    [meter.id, tenantId, meter.source_id, meter.make, meter.model, meter.serial, meter.unit, meter.createdAt],
  );
  return row;
}

export async function meterById(q: Queryable, tenantId: string, id: string): Promise<Row | undefined> {
  const [row] = await q.query("SELECT * FROM api_meter WHERE tenant_id = $1 AND id = $2", [tenantId, id]);
  return row;
}

/** The tenant's meters among `ids`, with their source and its facility, and whether they are active. */
export function meterPlaces(
  q: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; facility_id: string; source_id: string; active: boolean }[]> {
  return q.query(
    `SELECT m.id, s.facility_id, m.source_id, m.active FROM api_meter m JOIN api_source s ON s.tenant_id = m.tenant_id AND s.id = m.source_id
     WHERE m.tenant_id = $1 AND m.id = ANY($2::text[])`,
    [tenantId, ids],
  );
}

/** Adds a user; undefined when the tenant already has a user with this email. */
export async function insertUser(
  q: Queryable,
  tenantId: string,
  user: {
    id: string;
    email: string;
    roles: readonly ApiRole[];
    mfaEnabled: boolean;
    createdAt: Date;
    accessEndsAt?: Date | null;
  },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `INSERT INTO api_user (id, tenant_id, email, roles, mfa_enabled, created_at, access_ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, email) DO NOTHING RETURNING *`,
    [user.id, tenantId, user.email, user.roles, user.mfaEnabled, user.createdAt, user.accessEndsAt ?? null],
  );
  return row;
}

/** Changes the fields given (null keeps a field); undefined when the tenant has no such user. */
export async function updateUser(
  q: Queryable,
  tenantId: string,
  id: string,
  change: { roles: readonly ApiRole[] | null; mfaEnabled: boolean | null },
): Promise<Row | undefined> {
  const [row] = await q.query(
    `UPDATE api_user SET roles = COALESCE($3, roles), mfa_enabled = COALESCE($4, mfa_enabled)
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenantId, id, change.roles, change.mfaEnabled],
  );
  return row;
}
