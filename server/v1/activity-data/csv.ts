import { CsvQuoteError, readCsv } from "../../../contracts/csv";
import { HttpProblem } from "../../http/problem";

/**
 * RFC 4180 CSV with a header row, read by `contracts/csv.ts` into the JSON shape of a batch:
 * `{ records: [{ column: value }] }`. Numbers and booleans are typed by column so the batch schema validates CSV and
 * JSON alike; an empty cell is an absent field.
 */

const NUMBER_COLUMNS = new Set(["quantity", "scope3_category", "mwh", "emission_rate_kg_per_mwh"]);
const BOOLEAN_COLUMNS = new Set(["estimated"]);

function cellValue(column: string, raw: string): unknown {
  const text = raw.trim();
  if (NUMBER_COLUMNS.has(column)) {
    const n = Number(text);
    return text !== "" && Number.isFinite(n) ? n : text;
  }
  if (BOOLEAN_COLUMNS.has(column)) {
    const lower = text.toLowerCase();
    return lower === "true" ? true : lower === "false" ? false : text;
  }
  return text;
}

/** Splits CSV text into rows of cells; throws a 400 problem naming the line of a malformed quoted field. */
export function csvRows(text: string): string[][] {
  try {
    return readCsv(text);
  } catch (err) {
    if (!(err instanceof CsvQuoteError)) throw err;
    throw new HttpProblem(
      "bad-request",
      err.unclosed
        ? `The CSV has a quote opened on line ${err.line} and never closed.`
        : `The CSV has a quoted field on line ${err.line} with text after its closing quote; quote the whole field and double each quote inside it.`,
    );
  }
}

/** The batch a CSV body stands for; the header names the fields. */
export function csvBatch(text: string): { records: Record<string, unknown>[] } {
  const [header, ...rows] = csvRows(text);
  if (!header) throw new HttpProblem("bad-request", "The CSV is empty; send a header row and one row per record.");
  const columns = header.map((h) => h.trim());
  return {
    records: rows.map((cells, index) => {
      if (cells.length > columns.length) {
        throw new HttpProblem(
          "bad-request",
          `CSV row ${index + 1} (line ${index + 2}) has ${cells.length} cells; the header has ${columns.length}.`,
        );
      }
      const record: Record<string, unknown> = {};
      cells.forEach((raw, i) => {
        if (raw.trim() !== "") record[columns[i]!] = cellValue(columns[i]!, raw);
      });
      return record;
    }),
  };
}
