import { createHash } from "node:crypto";
import { activityNamed } from "../../../carbon/activity-names";
import { CsvQuoteError, readCsv } from "../../../contracts/csv";
import type { ErrorCode, FieldError } from "../../../contracts/errors";
import {
  type DateOrder,
  type Reading,
  readDate,
  readNumber,
  readUnit,
  readYesNo,
  type SheetDate,
} from "../../../contracts/sheet-values";
import { HttpProblem } from "../../http/problem";

/**
 * RFC 4180 CSV with a header row, read by `contracts/csv.ts` into the JSON shape of a batch:
 * `{ records: [{ column: value }] }`. Cells are read as people write them in spreadsheets (`contracts/sheet-values.ts`:
 * grouped numbers, dd/mm/yyyy dates, months, everyday unit spellings, yes/no), so the batch schema validates CSV and
 * JSON alike; an empty cell is an absent field, a row of empty cells no record. Rows are numbered as a spreadsheet
 * shows them: the header is row 1. A facility column (a facility's id, name or code) is kept as written:
 * `references.ts` finds the facility it names.
 */

const NUMBER_COLUMNS = new Set(["quantity", "scope3_category", "mwh", "emission_rate_kg_per_mwh"]);
const BOOLEAN_COLUMNS = new Set(["estimated"]);
/** Not a field of a record: a month here (Apr 2025) is the record's period_start and period_end. */
const PERIOD_COLUMN = "period";

type Batch = { records: Record<string, unknown>[] };

/**
 * A cell that could not be read: `fills` are the record's fields it would have given (period gives two); an activity
 * named by words that fit several activities has them as `candidates` (the key each would be written as).
 */
export type UnreadableCell = {
  index: number;
  fills: readonly string[];
  error: FieldError;
  candidates?: { value: string; label: string }[];
};

/**
 * The cells each batch read from CSV could not read. Kept beside the batch, not in it: the batch stays the shape the
 * schema validates, and a dry run reports these as its rows' problems.
 */
const unreadable = new WeakMap<object, UnreadableCell[]>();

/**
 * Each batch read from CSV, with the sheet row of each of its records (the header is row 1) and the sheet's header
 * of each field it filled (a mapping may read the field facility from a column headed Plant).
 */
const sheetRows = new WeakMap<object, { rows: number[]; headerOf: ReadonlyMap<string, string> }>();

/**
 * How to read a sheet: the order of its dates; with a mapping (an import mapping's), the field each column fills,
 * keyed by the header as written (null leaves the column out), and the activity key each activity cell means.
 */
export type SheetReading = {
  dateOrder?: DateOrder;
  columns?: Readonly<Record<string, string | null>>;
  activities?: Readonly<Record<string, string>>;
};

/** A date cell both orders of day and month read, as two different days: the one read and the other. */
export type AmbiguousDate = { index: number; column: string; text: string; read: string; other: string };

/**
 * Each batch read from CSV, with the SHA-256 of its text and its ambiguous dates: none when a date of the sheet
 * reads only in the order asked (31/03/2025 for day first), which shows the order the sheet is written in.
 */
const sheetFacts = new WeakMap<object, { ambiguous: AmbiguousDate[]; sha256: string; text: string }>();

/** 03/04/2025 or 3-4-2025: a date whose first two numbers are a day and a month in one order or the other. */
const NUMERIC_DATE = /^(\d{1,2})([/-])(\d{1,2})\2\d{4}$/;

/** The order a numeric date can only be read in (31/03/2025: day first), or undefined when either reads it. */
function onlyOrderOf(text: string): DateOrder | undefined {
  const m = NUMERIC_DATE.exec(text);
  if (!m) return undefined;
  const [first, second] = [Number(m[1]), Number(m[3])];
  if (first > 12 && second <= 12) return "day-first";
  if (second > 12 && first <= 12) return "month-first";
  return undefined;
}

/** Splits CSV text into rows of cells, every row kept; throws a 400 naming the line of a malformed quoted field. */
export function csvRows(text: string): string[][] {
  try {
    return readCsv(text, { drop: "none" });
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

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

type Refuse = (
  column: string,
  fills: readonly string[],
  code: ErrorCode,
  problem: string,
  candidates?: UnreadableCell["candidates"],
) => void;

/** An activity cell as its key: the key itself, or the one activity its words name; else refused as ambiguous. */
function readActivity(text: string, refuse: Refuse): string | undefined {
  const named = activityNamed(text);
  if (named.kind === "key") return named.key;
  if (named.kind === "none") return text;
  const shown = named.candidates.map((c) => `${c.label} (${c.key})`).join("; ");
  const more = named.more > 0 ? ` and ${named.more} more` : "";
  refuse(
    "activity",
    ["activity"],
    "AMBIGUOUS",
    `"${text}" could be any of ${named.candidates.length + named.more} activities: ${shown}${more}. Write the activity's key, or more of its name`,
    named.candidates.map((c) => ({ value: c.key, label: c.label })),
  );
  return undefined;
}

/**
 * One row's record from its non-empty cells (column → trimmed text), refusing each cell it cannot read and telling
 * `ambiguous` of each date it read in the date order that another order would read as another day.
 */
function readRecord(
  cells: ReadonlyMap<string, string>,
  refuse: Refuse,
  dateOrder: DateOrder,
  activities: Readonly<Record<string, string>>,
  ambiguous: (column: string, text: string, read: string, other: string) => void,
  confirmed: () => void,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const take = <T>(reading: Reading<T>, column: string, fills: readonly string[], code: ErrorCode) => {
    if (reading.ok) return reading.value;
    refuse(column, fills, code, reading.problem);
    return undefined;
  };
  const readDay = (text: string, column: string, fills: readonly string[]) => {
    const date: SheetDate | undefined = take(readDate(text, { dateOrder }), column, fills, "INVALID_FORMAT");
    if (date?.kind === "day" && date.ambiguity) ambiguous(column, text, date.date, date.ambiguity.otherDate);
    if (onlyOrderOf(text) === dateOrder) confirmed();
    return date;
  };
  for (const [column, text] of cells) {
    if (NUMBER_COLUMNS.has(column)) {
      record[column] = take(readNumber(text), column, [column], "INVALID_TYPE");
    } else if (BOOLEAN_COLUMNS.has(column)) {
      record[column] = take(readYesNo(text), column, [column], "INVALID_VALUE");
    } else if (column === "activity") {
      record.activity = activities[text] ?? readActivity(text, refuse);
    } else if (column === "unit") {
      record[column] = take(readUnit(text), column, [column], "INVALID_VALUE");
    } else if (column === "period_start") {
      // A month alone stands for the whole month; with a period_end it is the month's first day.
      const alone = !cells.has("period_end");
      const date = readDay(text, column, alone ? ["period_start", "period_end"] : [column]);
      record.period_start = date?.kind === "month" ? date.first : date?.date;
      if (date?.kind === "month" && alone) record.period_end = date.last;
    } else if (column === "period_end") {
      const date = readDay(text, column, [column]);
      record.period_end = date?.kind === "month" ? date.last : date?.date;
    } else if (column === PERIOD_COLUMN) {
      const fills = ["period_start", "period_end"];
      const date = take(readDate(text, { dateOrder }), column, fills, "INVALID_FORMAT");
      if (date?.kind === "day") {
        refuse(column, fills, "INVALID_FORMAT", `"${text}" is one day; this column takes a month, such as Apr 2025`);
      } else if (date && (cells.has("period_start") || cells.has("period_end"))) {
        refuse(column, fills, "INCONSISTENT", "give the period here or in period_start and period_end, not both");
      } else if (date) {
        record.period_start = date.first;
        record.period_end = date.last;
      }
    } else {
      record[column] = text;
    }
  }
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

/**
 * The batch a CSV body stands for; the header names the fields, and dates such as 03/04/2025 are read in `dateOrder`
 * (day first by default). Cells it cannot read: `unreadableCells`; its ambiguous dates and digest: `csvFacts`.
 */
export function csvBatch(text: string, options: SheetReading = {}): Batch {
  const { dateOrder = "day-first", columns: fieldOf, activities = {} } = options;
  const rows = csvRows(text);
  const headerAt = rows.findIndex((cells) => !isBlank(cells));
  if (headerAt < 0) throw new HttpProblem("bad-request", "The CSV is empty; send a header row and one row per record.");
  const headers = rows[headerAt]!.map((h) => h.trim());
  // With a mapping, a column fills the field it maps to, and a column it leaves out (or does not name) fills none.
  const columns = fieldOf ? headers.map((h) => fieldOf[h] ?? null) : headers;
  const headerOf = new Map(headers.map((h, i) => [columns[i] ?? "", h]));
  const records: Record<string, unknown>[] = [];
  const recordRows: number[] = [];
  const problems: UnreadableCell[] = [];
  const ambiguous: AmbiguousDate[] = [];
  let orderConfirmed = false;
  rows.forEach((cells, at) => {
    if (at <= headerAt || isBlank(cells)) return;
    const sheetRow = at + 1;
    recordRows.push(sheetRow);
    if (cells.length > columns.length) {
      throw new HttpProblem(
        "bad-request",
        `Row ${sheetRow} of the CSV has ${cells.length} cells; the header has ${columns.length}.`,
      );
    }
    const index = records.length;
    const filled = new Map<string, string>();
    cells.forEach((raw, i) => {
      const field = columns[i];
      if (field && raw.trim() !== "") filled.set(field, raw.trim());
    });
    records.push(
      readRecord(
        filled,
        (column, fills, code, problem, candidates) =>
          problems.push({
            index,
            fills,
            error: {
              field: `records.${index}.${fills[0]}`,
              pointer: `/records/${index}/${fills[0]}`,
              code,
              message: `Row ${sheetRow}, column "${headerOf.get(column) ?? column}": ${problem}`,
            },
            ...(candidates ? { candidates } : {}),
          }),
        dateOrder,
        activities,
        (column, text, read, other) => ambiguous.push({ index, column, text, read, other }),
        () => {
          orderConfirmed = true;
        },
      ),
    );
  });
  const batch = { records };
  if (problems.length) unreadable.set(batch, problems);
  sheetRows.set(batch, { rows: recordRows, headerOf });
  sheetFacts.set(batch, {
    ambiguous: orderConfirmed ? [] : ambiguous,
    sha256: createHash("sha256").update(text).digest("hex"),
    text,
  });
  return batch;
}

/** A CSV batch's ambiguous dates (those the sheet's other dates leave in doubt), its text and the text's SHA-256. */
export function csvFacts(batch: object) {
  return sheetFacts.get(batch);
}

/** The body as the batch `csvBatch` read, when it is one (a CSV body), with its records' sheet rows. */
export function csvBatchOf(
  body: unknown,
): { batch: Batch; rowOf: (index: number) => number; headerOf: (field: string) => string } | undefined {
  const sheet = body !== null && typeof body === "object" ? sheetRows.get(body) : undefined;
  return (
    sheet && {
      batch: body as Batch,
      rowOf: (index) => sheet.rows[index]!,
      headerOf: (field) => sheet.headerOf.get(field) ?? field,
    }
  );
}

/** The cells of a batch read from CSV that could not be read, in row and column order; none for any other body. */
export function unreadableCells(body: unknown): readonly UnreadableCell[] {
  return (body !== null && typeof body === "object" && unreadable.get(body)) || [];
}

/** Refuses a batch to store with cells that could not be read: 422 naming each by row and column. */
export function refuseUnreadableCells(batch: Batch): void {
  const cells = unreadableCells(batch);
  if (cells.length === 0) return;
  const first = cells[0]!.error.message;
  const shown = cells.slice(0, 50);
  throw new HttpProblem(
    "validation-failed",
    cells.length === 1
      ? `${first}.`
      : `${cells.length} cells of the CSV cannot be read; errors names ${shown.length === cells.length ? "each" : `the first ${shown.length}`}. ${first}.`,
    shown.map((cell) => cell.error),
  );
}
