import { type CsvCell, writeCsv } from "../../contracts/csv";
import type { ListedSubmission } from "./submission-list";

/** A submitted value as a CSV cell: numbers and booleans as they are, anything else that is not text as JSON. */
const cellOf = (value: unknown): CsvCell =>
  value === undefined ||
  value === null ||
  typeof value === "string" ||
  typeof value === "number" ||
  typeof value === "boolean"
    ? value
    : JSON.stringify(value);

/**
 * Submissions as CSV (`contracts/csv.ts`: RFC 4180, formula-like text written as text): fixed columns, then every
 * data field seen, in order of first appearance. CRLF line ends.
 */
export function submissionsCsv(rows: ListedSubmission[]): string {
  const fields: string[] = [];
  for (const r of rows) for (const k of Object.keys(r.data)) if (!fields.includes(k)) fields.push(k);
  const header = ["id", "form_type", "submitted_at", "received_at", ...fields];
  const body = rows.map((r) => [
    r.id,
    r.formType,
    r.submittedAt,
    r.receivedAt,
    ...fields.map((f) => cellOf(r.data[f])),
  ]);
  return `${writeCsv([header, ...body])}\r\n`;
}
