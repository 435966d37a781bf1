import { type CsvWriteOptions, readCsv, writeCsv as writeCsvText } from "../../contracts/csv";
import { plainFigure } from "../../contracts/figures";

/**
 * Files the console reads and writes: CSV both ways through `contracts/csv.ts` (formula-like text written as text),
 * and XLSX through read-excel-file and write-excel-file, loaded only when a person opens or saves a spreadsheet
 * (29 KB brotli together; README).
 */

export type Cell = string | number | null;
export type Table = { name: string; rows: Cell[][] };

/** Numbers as every export gives them (contracts/figures.ts: at most 12 significant digits). */
const plainCells = (rows: readonly Cell[][]) =>
  rows.map((r) => r.map((c) => (typeof c === "number" ? plainFigure(c) : c)));

/** CSV text of the rows, their numbers to the one precision rule. */
export const writeCsv = (rows: readonly Cell[][], options?: CsvWriteOptions) => writeCsvText(plainCells(rows), options);

/** Offers a file to save. */
export function saveFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const saveCsv = (name: string, rows: readonly Cell[][], options?: CsvWriteOptions) =>
  saveFile(name, new Blob([writeCsv(rows, options)], { type: "text/csv;charset=utf-8" }));

/** Saves tables as one workbook, a sheet each (sheet names at most 31 characters, as Excel allows). */
export async function saveXlsx(name: string, tables: readonly Table[]) {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const sheets = tables.map((t) => ({
    sheet: t.name.slice(0, 31),
    data: plainCells(t.rows).map((r) => r.map((value) => (value === null ? null : { value }))),
  }));
  const blob = await writeXlsxFile(sheets).toBlob();
  saveFile(name, blob);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The first sheet of an XLSX file as rows of text (dates as YYYY-MM-DD, numbers as written). */
export async function readXlsxRows(file: Blob): Promise<string[][]> {
  const { default: readXlsxFile } = await import("read-excel-file/browser");
  const [first] = await readXlsxFile(file);
  return (first?.data ?? [])
    .map((r) => r.map((v) => (v === null ? "" : v instanceof Date ? isoDate(v) : String(v))))
    .filter((r) => r.some((c) => c.trim() !== ""));
}

/** A CSV or XLSX file as rows of text. */
export async function readTableFile(file: File): Promise<string[][]> {
  return /\.xlsx$/i.test(file.name) ? readXlsxRows(file) : readCsv(await file.text());
}

/** A file's SHA-256, hex: the API finds the same file uploaded again by it. */
export async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
