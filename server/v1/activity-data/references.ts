import type { FieldError } from "../../../contracts/errors";
import type { Queryable } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import { hasUnstorableCharacter } from "../../http/validation";
import {
  facilitiesNamed,
  facilityPlaces,
  meterPlaces,
  type ReferencedFacility,
  sourceFacilities,
} from "../tenancy/tenancy-store";
import type { UnreadableCell } from "./csv";

/**
 * What a batch's records refer to: the tenant's facilities, sources and meters. Each check returns the problems of
 * every record it finds (field records.N.x); the write refuses the batch with them, a dry run reports them per row.
 * A record may not name an inactive facility, source or meter: it keeps its history, and takes no more.
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
): Promise<{ facilities: Map<string, ReferencedFacility>; errors: FieldError[] }> {
  const facilities = await facilityPlaces(
    q,
    tenantId,
    records.map((r) => r.facility_id),
  );
  const errors: FieldError[] = records.flatMap((r): FieldError[] => {
    const facility = facilities.get(r.facility_id);
    if (!facility) {
      return [
        {
          ...at(r.index, "facility_id"),
          code: "UNKNOWN_REFERENCE",
          message: "No facility with this id in this tenant",
        },
      ];
    }
    if (!facility.active) {
      const message = `${facility.name} is inactive; reactivate it to record activity there`;
      return [{ ...at(r.index, "facility_id"), code: "INACTIVE", message }];
    }
    return [];
  });
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
  const sources = new Map((await sourceFacilities(q, tenantId, sourceIds)).map((r) => [r.id, r]));
  const meters = new Map((await meterPlaces(q, tenantId, meterIds)).map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  const fail = (i: number, f: string, code: FieldError["code"], message: string) =>
    errors.push({ ...at(i, f), code, message });
  for (const r of records) {
    if (r.source_id) {
      const source = sources.get(r.source_id);
      if (!source) fail(r.index, "source_id", "UNKNOWN_REFERENCE", "No source with this id in this tenant");
      else if (source.facility_id !== r.facility_id)
        fail(r.index, "source_id", "INVALID_VALUE", "This source is at another facility");
      else if (!source.active)
        fail(r.index, "source_id", "INACTIVE", "This source is inactive; reactivate it to record its activity");
    }
    if (r.meter_id) {
      const meter = meters.get(r.meter_id);
      if (!meter) fail(r.index, "meter_id", "UNKNOWN_REFERENCE", "No meter with this id in this tenant");
      else if (meter.facility_id !== r.facility_id)
        fail(r.index, "meter_id", "INVALID_VALUE", "This meter is at another facility");
      else if (r.source_id && meter.source_id !== r.source_id)
        fail(r.index, "meter_id", "INVALID_VALUE", "This meter measures another source");
      else if (!meter.active)
        fail(r.index, "meter_id", "INACTIVE", "This meter is inactive; reactivate it to record its readings");
    }
  }
  return errors;
}

/** The column of a CSV that names each record's facility by its id, name or code, instead of facility_id. */
const FACILITY_COLUMN = "facility";

/** "Pune Plant (PNQ-01) and Pune Warehouse". */
function facilityNames(matches: readonly { name: string; code: string | null }[]): string {
  const names = matches.map((m) => (m.code ? `${m.name} (${m.code})` : m.name));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * A CSV batch's facility column read: each record's cell (trimmed, in any case) names a facility of the tenant by
 * its id, its name or its code, and the record gets that facility's id as facility_id. A cell that names none or
 * more than one, or a row that gives facility_id too, is a problem naming its row as the sheet shows it and the
 * column, kept beside the batch as an unreadable cell is (the record is left without a facility).
 */
export async function facilityColumn(
  q: Queryable,
  tenantId: string,
  sheet: {
    batch: { records: Record<string, unknown>[] };
    rowOf: (index: number) => number;
    headerOf?: (field: string) => string;
  },
): Promise<{ batch: { records: Record<string, unknown>[] }; unresolved: UnreadableCell[] }> {
  const { records } = sheet.batch;
  const texts = records.flatMap((r) => {
    const cell = r[FACILITY_COLUMN];
    return typeof cell === "string" && !hasUnstorableCharacter(cell) ? [cell.trim()] : [];
  });
  if (!records.some((r) => FACILITY_COLUMN in r)) return { batch: sheet.batch, unresolved: [] };
  // A sheet names its few facilities on every row: each distinct cell is looked up once.
  const known = await facilitiesNamed(q, tenantId, [...new Set(texts)]);
  const unresolved: UnreadableCell[] = [];
  const resolved = records.map((record, index) => {
    const { [FACILITY_COLUMN]: cell, ...rest } = record;
    if (typeof cell !== "string") return record;
    const refuse = (code: FieldError["code"], problem: string, fills: string[]) => {
      unresolved.push({
        index,
        fills,
        error: {
          field: `records.${index}.${FACILITY_COLUMN}`,
          pointer: `/records/${index}/${FACILITY_COLUMN}`,
          code,
          message: `Row ${sheet.rowOf(index)}, column "${sheet.headerOf?.(FACILITY_COLUMN) ?? FACILITY_COLUMN}": ${problem}`,
        },
      });
      return rest;
    };
    if (rest.facility_id !== undefined) {
      return refuse("INCONSISTENT", "give the facility here or in facility_id, not both", []);
    }
    if (hasUnstorableCharacter(cell)) {
      return refuse("CONTROL_CHARACTER", "remove control characters and broken Unicode from this cell", [
        "facility_id",
      ]);
    }
    const text = cell.trim().toLowerCase();
    const matches = known.filter(
      (f) => f.id.toLowerCase() === text || f.name.toLowerCase() === text || f.code?.toLowerCase() === text,
    );
    if (matches.length === 0) {
      return refuse("UNKNOWN_REFERENCE", `no facility is named or coded "${cell.trim()}"`, ["facility_id"]);
    }
    if (matches.length > 1) {
      const problem = `"${cell.trim()}" names ${matches.length} facilities, ${facilityNames(matches)}; write its code or id`;
      return refuse("AMBIGUOUS", problem, ["facility_id"]);
    }
    return { ...rest, facility_id: matches[0]!.id };
  });
  return { batch: { records: resolved }, unresolved };
}

/** Refuses a batch whose facility column names no facility or several in some rows: 422 naming each row. */
export function refuseUnresolvedFacilities(unresolved: readonly UnreadableCell[]): void {
  if (unresolved.length === 0) return;
  const first = unresolved[0]!.error.message;
  const shown = unresolved.slice(0, 50);
  throw new HttpProblem(
    "validation-failed",
    unresolved.length === 1
      ? `${first}.`
      : `${unresolved.length} rows do not name one facility; errors names ${shown.length === unresolved.length ? "each" : `the first ${shown.length}`}. ${first}.`,
    shown.map((cell) => cell.error),
  );
}
