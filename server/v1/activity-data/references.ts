import type { FieldError } from "../../../contracts/errors";
import type { Queryable } from "../../db/client";
import { facilityPlaces, meterPlaces, sourceFacilities } from "../tenancy/tenancy-store";
import type { FacilityFacts } from "./calculate";

/**
 * What a batch's records refer to: the tenant's facilities, sources and meters. Each check returns the problems of
 * every record it finds (field records.N.x); the write refuses the batch with them, a dry run reports them per row.
 */

type Referring = { index: number; facility_id: string; source_id?: string | undefined; meter_id?: string | undefined };

const at = (index: number, field: string) => ({
  field: `records.${index}.${field}`,
  pointer: `/records/${index}/${field}`,
});

/** The tenant's facilities among those referenced; any other id (another tenant's too) is a problem of its record. */
export async function facilityReferences(
  q: Queryable,
  tenantId: string,
  records: readonly Referring[],
): Promise<{ facilities: Map<string, FacilityFacts>; errors: FieldError[] }> {
  const facilities = await facilityPlaces(
    q,
    tenantId,
    records.map((r) => r.facility_id),
  );
  const errors: FieldError[] = records
    .filter((r) => !facilities.has(r.facility_id))
    .map((r) => ({
      ...at(r.index, "facility_id"),
      code: "UNKNOWN_REFERENCE",
      message: "No facility with this id in this tenant",
    }));
  return { facilities, errors };
}

/** Sources and meters a record names must be the tenant's and belong to the record's facility. */
export async function sourceAndMeterProblems(
  q: Queryable,
  tenantId: string,
  records: readonly Referring[],
): Promise<FieldError[]> {
  const sourceIds = [...new Set(records.flatMap((r) => (r.source_id ? [r.source_id] : [])))];
  const meterIds = [...new Set(records.flatMap((r) => (r.meter_id ? [r.meter_id] : [])))];
  if (sourceIds.length === 0 && meterIds.length === 0) return [];
  const sources = new Map((await sourceFacilities(q, tenantId, sourceIds)).map((r) => [r.id, r.facility_id]));
  const meters = new Map((await meterPlaces(q, tenantId, meterIds)).map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  const fail = (i: number, f: string, code: FieldError["code"], message: string) =>
    errors.push({ ...at(i, f), code, message });
  for (const r of records) {
    if (r.source_id) {
      const facility = sources.get(r.source_id);
      if (!facility) fail(r.index, "source_id", "UNKNOWN_REFERENCE", "No source with this id in this tenant");
      else if (facility !== r.facility_id)
        fail(r.index, "source_id", "INVALID_VALUE", "This source is at another facility");
    }
    if (r.meter_id) {
      const meter = meters.get(r.meter_id);
      if (!meter) fail(r.index, "meter_id", "UNKNOWN_REFERENCE", "No meter with this id in this tenant");
      else if (meter.facility_id !== r.facility_id)
        fail(r.index, "meter_id", "INVALID_VALUE", "This meter is at another facility");
      else if (r.source_id && meter.source_id !== r.source_id)
        fail(r.index, "meter_id", "INVALID_VALUE", "This meter measures another source");
    }
  }
  return errors;
}
