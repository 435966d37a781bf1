import type { ListedSubmission } from "./submission-list";

/** Cells a spreadsheet would run as a formula start with one of these; such cells get a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, quoted per RFC 4180 when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text =
    value === undefined || value === null
      ? ""
      : typeof value === "string"
        ? value
        : typeof value === "boolean" || typeof value === "number"
          ? String(value)
          : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Submissions as CSV: fixed columns, then every data field seen, in order of first appearance. CRLF line ends. */
export function submissionsCsv(rows: ListedSubmission[]): string {
  const fields: string[] = [];
  for (const r of rows) for (const k of Object.keys(r.data)) if (!fields.includes(k)) fields.push(k);
  const header = ["id", "form_type", "submitted_at", "received_at", ...fields];
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows) {
    lines.push([r.id, r.formType, r.submittedAt, r.receivedAt, ...fields.map((f) => r.data[f])].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
