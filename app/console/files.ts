/**
 * Files the console reads and writes: CSV (RFC 4180) both ways, and XLSX through read-excel-file and
 * write-excel-file, loaded only when a person opens or saves a spreadsheet (29 KB brotli together; README).
 */

export type Cell = string | number | null;
export type Table = { name: string; rows: Cell[][] };

const quoted = (cell: Cell) => {
  const text = cell === null ? "" : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV text, CRLF between rows as RFC 4180 says. */
export const csvText = (rows: readonly Cell[][]) => rows.map((r) => r.map(quoted).join(",")).join("\r\n");

/** CSV text as rows of cells; blank lines are dropped. A quote left open is an error naming its line. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quotedCell = false;
  let line = 1;
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quotedCell) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quotedCell = false;
      else cell += c;
    } else if (c === '"' && cell === "") quotedCell = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      line++;
    } else cell += c;
  }
  if (quotedCell) throw new Error(`A quote opened before line ${line} is never closed.`);
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

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

export const saveCsv = (name: string, rows: readonly Cell[][]) =>
  saveFile(name, new Blob([csvText(rows)], { type: "text/csv;charset=utf-8" }));

/** Saves tables as one workbook, a sheet each (sheet names at most 31 characters, as Excel allows). */
export async function saveXlsx(name: string, tables: readonly Table[]) {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const sheets = tables.map((t) => ({
    sheet: t.name.slice(0, 31),
    data: t.rows.map((r) => r.map((value) => (value === null ? null : { value }))),
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
  return /\.xlsx$/i.test(file.name) ? readXlsxRows(file) : parseCsv(await file.text());
}
