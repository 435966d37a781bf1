import Papa from "papaparse";

/**
 * CSV in and out (RFC 4180) through Papa Parse, for every CSV the product writes or reads: the console's exports and
 * the files people upload there, the API's CSV batches, the leads export, the factor explorer's files and the DESNZ
 * flat file.
 *
 * Written cells are safe to open in a spreadsheet (OWASP, CSV injection): a string that starts with =, +, -, @, a
 * tab, a carriage return or a line feed, or with =, +, -, @ after spaces or double quotes, gets a leading ' and is
 * quoted, so it reads as text; a string where a formula would start right after a ; or a tab is quoted, so a
 * spreadsheet that splits fields there finds no formula either. Numbers stay numbers, negative ones too: a value of
 * type number, or in a column declared to hold numbers as text, a plain decimal such as "-1600" or "-12.5".
 * (Papa Parse's own `escapeFormulae` misses a formula followed by a line break and knows no columns of numbers.)
 */

export type CsvCell = string | number | boolean | null | undefined;

export type CsvWriteOptions = {
  /** Columns (0-based) whose strings hold numbers: there a plain decimal is written as it is. */
  numberColumns?: readonly number[];
  /** false only for CSV that a program reads, never a person: cells then go as they are. */
  neutraliseFormulae?: boolean;
};

const FORMULA_START = /^(?:[\t\r\n]|[\s"]*[=+\-@])/;
const NEUTRALISED = /^'(?:[\t\r\n]|[\s"]*[=+\-@])/;
const FORMULA_AFTER_SEPARATOR = /[;\t][\s"]*[=+\-@]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A cell as written: a formula-like string with a leading ', anything else as it is. */
function neutralised(cell: CsvCell, numberColumn: boolean): CsvCell {
  if (typeof cell !== "string" || !FORMULA_START.test(cell)) return cell;
  return numberColumn && PLAIN_DECIMAL.test(cell) ? cell : `'${cell}`;
}

/** Rows as CSV text: CRLF between rows (none after the last), a field quoted only when it must be. */
export function writeCsv(rows: readonly (readonly CsvCell[])[], options: CsvWriteOptions = {}): string {
  const { numberColumns = [], neutraliseFormulae = true } = options;
  if (!neutraliseFormulae)
    return Papa.unparse(
      rows.map((r) => [...r]),
      { newline: "\r\n" },
    );
  const numeric = new Set(numberColumns);
  return Papa.unparse(
    rows.map((r) => r.map((cell, col) => neutralised(cell, numeric.has(col)))),
    {
      newline: "\r\n",
      quotes: (value: unknown) =>
        typeof value === "string" && (NEUTRALISED.test(value) || FORMULA_AFTER_SEPARATOR.test(value)),
    },
  );
}

/** A CSV that cannot be read as rows: `line` is the line (from 1) where the faulty quoted field starts. */
export class CsvQuoteError extends Error {
  constructor(
    readonly line: number,
    readonly unclosed: boolean,
  ) {
    super(
      unclosed
        ? `A quote opened on line ${line} is never closed.`
        : `A quoted field on line ${line} has text after its closing quote; quote the whole field and double each quote inside it.`,
    );
    this.name = "CsvQuoteError";
  }
}

export type CsvReadOptions = {
  /**
   * "blank" (the default) drops rows whose cells are all blank; "empty" only lines with nothing on them; "none" keeps
   * every row (an empty line is one empty cell), so a row's position is the row a spreadsheet shows.
   */
  drop?: "blank" | "empty" | "none";
};

const lineAt = (text: string, index: number) => text.slice(0, index).split(/\r\n|\r|\n/).length;

/**
 * CSV text as rows of cells: a leading byte order mark is dropped, rows end with CRLF, LF or CR (a file that mixes
 * them, as files edited on two systems do, is read row by row all the same: every line break is read as LF), quoted
 * fields may hold commas, quotes ("") and line breaks. A malformed quoted field throws a CsvQuoteError naming its line.
 */
export function readCsv(text: string, options: CsvReadOptions = {}): string[][] {
  const body = (text.startsWith("\uFEFF") ? text.slice(1) : text).replace(/\r\n?/g, "\n");
  const { data, errors } = Papa.parse<string[]>(body, {
    delimiter: ",",
    newline: "\n",
    skipEmptyLines: options.drop === "none" ? false : options.drop === "empty" ? true : "greedy",
  });
  const fault = errors.find((e) => e.type === "Quotes");
  if (fault) throw new CsvQuoteError(lineAt(body, fault.index ?? 0), fault.code === "MissingQuotes");
  return data;
}
