import { IMPORT_FIELDS } from "../../../contracts/api/activity-lists";
import type { DateOrder } from "../../../contracts/sheet-values";

/**
 * How a sheet's columns fill the import's fields: suggested from the header names, checked for what a record needs,
 * and the sheet's rows as the file holds them (the header first, blank rows where the file has them).
 */

export type ImportField = (typeof IMPORT_FIELDS)[number];
export type Columns = Record<string, ImportField | null>;
export { IMPORT_FIELDS };

/** Each field as the mapping step names it. */
export const FIELD_LABELS: Record<ImportField, string> = {
  facility: "Facility (name, code or id)",
  activity: "Activity",
  quantity: "Quantity",
  unit: "Unit",
  period: "Month (such as Apr 2025)",
  period_start: "First day",
  period_end: "Last day",
  estimated: "Estimated (yes or no)",
  source_id: "Source id",
  meter_id: "Meter id",
  supplier_id: "Supplier",
  scope3_category: "Scope 3 category",
  factor_id: "Emission factor id",
};

export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  "day-first": "Day first: 03/04/2025 is 3 April 2025",
  "month-first": "Month first: 03/04/2025 is 4 March 2025",
};

/** Header words that suggest a field, the most telling first. */
const SUGGESTIONS: [ImportField, RegExp][] = [
  ["period_start", /^(period[\s_-]*)?(start|from|begin)|start[\s_-]*date|date[\s_-]*from/],
  ["period_end", /^(period[\s_-]*)?(end|to|till|until)\b|end[\s_-]*date|date[\s_-]*to/],
  ["period", /month|period|billing[\s_-]*cycle|^date$/],
  ["facility", /facility|plant|site|location|branch|factory|unit[\s_-]*name|office/],
  ["quantity", /qty|quantity|amount|consumption|usage|volume|reading|value/],
  ["unit", /^units?$|uom|unit[\s_-]*of|measure/],
  ["activity", /activity|fuel|energy|source|type|item|description|category/],
  ["estimated", /estimate/],
  ["scope3_category", /scope[\s_-]*3/],
  ["supplier_id", /supplier|vendor/],
  ["factor_id", /factor/],
  ["meter_id", /meter/],
];

/** A field for each header the names suggest, each field used once (the first header that suggests it). */
export function suggestColumns(headers: readonly string[]): Columns {
  const used = new Set<ImportField>();
  const columns: Columns = {};
  for (const header of headers) {
    const text = header.trim().toLowerCase();
    const exact = IMPORT_FIELDS.find((f) => f === text || f.replace("_", " ") === text);
    const field = exact ?? SUGGESTIONS.find(([f, words]) => !used.has(f) && words.test(text))?.[0];
    columns[header] = field && !used.has(field) ? field : null;
    if (field) used.add(field);
  }
  return columns;
}

/** What a record needs that the mapping leaves out, as the mapping step says it; empty when nothing is missing. */
export function missingFields(columns: Columns): string[] {
  const mapped = new Set(Object.values(columns).filter((f): f is ImportField => f !== null));
  const missing: string[] = [];
  for (const field of ["facility", "activity", "quantity", "unit"] as const) {
    if (!mapped.has(field)) missing.push(FIELD_LABELS[field]);
  }
  if (!mapped.has("period") && !mapped.has("period_start")) missing.push("the period (a month, or a first day)");
  return missing;
}

/** Fields mapped to more than one column, by label. */
export function doubledFields(columns: Columns): string[] {
  const counts = new Map<ImportField, number>();
  for (const f of Object.values(columns)) if (f) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([f]) => FIELD_LABELS[f]);
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/** The file row (1 for the header) of each data row the API counts: rows after the header that are not blank. */
export function dataRowNumbers(rows: readonly (readonly string[])[]): number[] {
  const numbers: number[] = [];
  rows.forEach((row, i) => {
    if (i > 0 && !isBlank(row)) numbers.push(i + 1);
  });
  return numbers;
}

/** The header each field was read from, to name a problem's column as the sheet does. */
export function headerOfField(columns: Columns): Map<string, string> {
  return new Map(Object.entries(columns).flatMap(([header, field]) => (field ? [[field, header]] : [])));
}
