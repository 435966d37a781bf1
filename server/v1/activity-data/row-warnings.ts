import type { z } from "zod";
import { CATALOGUE_RELEASE, factorById, type GwpSet } from "../../../carbon";
import type { dryRunFactorSchema, rowWarningSchema } from "../../../contracts/api";
import type { DateOrder } from "../../../contracts/sheet-values";
import type { Queryable } from "../../db/client";
import { type RecordIdentity, storedDuplicates, usualDailyQuantities } from "./batch-checks-store";
import { type CalculatedRecord, calculateRecord, type FacilityFacts } from "./calculate";
import type { AmbiguousDate } from "./csv";

/**
 * What a person should look at in rows that can be stored, before they are: a factor used outside its validity (and
 * the release that covers the period, if one does), a period in the future, a record stored already or repeated in
 * the batch, a quantity far from the facility's usual, a date read in one order that the other reads differently.
 */

export type RowWarning = z.infer<typeof rowWarningSchema>;
export type DryRunFactor = z.infer<typeof dryRunFactorSchema>;

/** How far from the facility's median quantity per day a row may be before it is called unusual: ten times. */
const UNUSUAL_RATIO = 10;

const dayName = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const ORDER_NAMES: Record<DateOrder, string> = { "day-first": "day first", "month-first": "month first" };

/** A catalogue factor as the dry run shows it. */
export function dryRunFactor(id: string): DryRunFactor | undefined {
  const f = factorById(id);
  return (
    f && {
      id: f.id,
      name: f.label,
      source: f.source,
      release: f.release,
      value: f.value,
      unit: `${f.unit_output}/${f.unit_input}`,
      valid_from: f.valid_from,
      valid_to: f.valid_to,
    }
  );
}

/** The catalogue factors a calculated row used, as the dry run shows them. */
export const factorsOf = (record: { factor_ids: readonly string[] }): DryRunFactor[] =>
  record.factor_ids.flatMap((id) => dryRunFactor(id) ?? []);

/** OUTSIDE_VALIDITY: which factor, when it was valid, and the release that covers the period if one does. */
function validityWarning(
  record: CalculatedRecord,
  facility: FacilityFacts,
  gwp: GwpSet | null,
  dataVersion: string,
): RowWarning {
  const [factor] = factorsOf(record);
  const valid = factor
    ? `"${factor.name}" (${factor.source}, release ${factor.release}) is valid from ${dayName(factor.valid_from)}${factor.valid_to ? ` to ${dayName(factor.valid_to)}` : ""}`
    : "The factor used is not valid on this period";
  const period = `${dayName(record.period_start)} to ${dayName(record.period_end)}`;
  let cover = "No release in the catalogue covers this period yet; the latest published factor is used.";
  if (dataVersion !== CATALOGUE_RELEASE) {
    const input = { ...record, scope3_category: record.scope3_category ?? undefined };
    const latest = calculateRecord(input, facility, gwp, CATALOGUE_RELEASE);
    if (latest.ok && !latest.record.outside_validity) {
      cover = `Release ${latest.record.releases.join(", ")} covers it: store the row with data_version=latest.`;
    }
  }
  return { code: "OUTSIDE_VALIDITY", message: `${valid}; this row covers ${period}. ${cover}` };
}

export type CheckedRow = { index: number; record: CalculatedRecord; facility: FacilityFacts };

/** Every row's warnings, by row index; rows without any are absent. */
export async function rowWarnings(
  q: Queryable,
  tenantId: string,
  rows: readonly CheckedRow[],
  options: {
    gwp: GwpSet | null;
    dataVersion: string;
    ambiguous: readonly AmbiguousDate[];
    dateOrder: DateOrder;
    today: string;
    /** A row as the sender knows it: Row 7 of a sheet, records.5 of a JSON batch. */
    rowName: (index: number) => string;
  },
): Promise<Map<number, RowWarning[]>> {
  const warnings = new Map<number, RowWarning[]>();
  const add = (index: number, warning: RowWarning) => warnings.set(index, [...(warnings.get(index) ?? []), warning]);

  const identities: RecordIdentity[] = rows.map(({ record }) => ({
    facility_id: record.facility_id,
    activity: record.activity,
    period_start: record.period_start,
    period_end: record.period_end,
    quantity: record.quantity,
    unit: record.unit,
  }));
  const stored = await storedDuplicates(q, tenantId, identities);
  const usual = await usualDailyQuantities(
    q,
    tenantId,
    rows.map(({ record }) => ({ facility_id: record.facility_id, activity: record.activity })),
  );
  const usualOf = new Map(usual.map((u) => [`${u.facility_id}|${u.activity}|${u.unit}`, u.per_day]));
  const seen = new Map<string, number>();

  rows.forEach(({ index, record, facility }, at) => {
    if (record.outside_validity) add(index, validityWarning(record, facility, options.gwp, options.dataVersion));
    if (record.period_end > options.today) {
      add(index, {
        code: "FUTURE_PERIOD",
        message: `The period ends on ${dayName(record.period_end)}, after today (${dayName(options.today)}).`,
      });
    }
    const duplicateOf = stored.get(at);
    if (duplicateOf) {
      add(index, {
        code: "DUPLICATE_RECORD",
        message: "A stored record has the same facility, activity, period and quantity: this row would count it twice.",
        record_id: duplicateOf,
      });
    }
    const identity = JSON.stringify(identities[at]);
    const earlier = seen.get(identity);
    if (earlier !== undefined) {
      add(index, {
        code: "DUPLICATE_ROW",
        message: `${options.rowName(earlier)} has the same facility, activity, period and quantity.`,
      });
    } else seen.set(identity, index);
    const median = usualOf.get(`${record.facility_id}|${record.activity}|${record.unit}`);
    const perDay = record.quantity / record.days;
    if (median !== undefined && median > 0 && (perDay > median * UNUSUAL_RATIO || perDay < median / UNUSUAL_RATIO)) {
      const times = perDay > median ? `${Math.round(perDay / median)} times` : `a ${Math.round(median / perDay)}th of`;
      add(index, {
        code: "UNUSUAL_QUANTITY",
        message: `${record.quantity.toLocaleString("en-IN")} ${record.unit} is ${times} this facility's usual for ${record.activity} over the same number of days.`,
      });
    }
  });

  for (const date of options.ambiguous) {
    add(date.index, {
      code: "AMBIGUOUS_DATE",
      message: `${date.column} "${date.text}" was read ${ORDER_NAMES[options.dateOrder]}, as ${dayName(date.read)}; read the other way it would be ${dayName(date.other)} (date_order).`,
    });
  }
  return warnings;
}
