import type { Worksheet } from "exceljs";

/**
 * The US EPA GHG Emission Factors Hub workbook as data: each table found by its title row ("Table N" in column B,
 * the title beside it), with every row below it up to the next table or section, cells as published (numbers,
 * text; formulas by their result; empty cells null, trailing ones dropped). `scripts/import-epa.ts` writes them to
 * `epa-hub-<year>.json`; `epa.ts` turns them into catalogue rows. Read by title, so next year's edition imports the
 * same way even if rows move.
 */

export type Cell = string | number | null;
export type HubTable = { table: string; title: string; rows: Cell[][] };
export type HubWorkbook = { sheet: string; last_modified: string | null; tables: HubTable[] };

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ("result" in v) return cellValue(v.result);
    if (v.richText) return cellValue(v.richText.map((t) => t.text).join(""));
    if ("text" in v) return cellValue(v.text);
  }
  return String(value);
}

/** Row cells from column C on (column B holds only table and section titles); a merged range counts once. */
function rowCells(sheet: Worksheet, n: number): Cell[] {
  const row = sheet.getRow(n);
  const cells: Cell[] = [];
  for (let c = 3; c <= sheet.columnCount; c++) {
    const cell = row.getCell(c);
    cells.push(cell.isMerged && cell.master.address !== cell.address ? null : cellValue(cell.value));
  }
  while (cells.length > 0 && cells.at(-1) === null) cells.pop();
  return cells;
}

export function readHubSheet(sheet: Worksheet): HubWorkbook {
  const tables: HubTable[] = [];
  let current: HubTable | null = null;
  let lastModified: string | null = null;
  for (let n = 1; n <= sheet.rowCount; n++) {
    const marker = cellValue(sheet.getRow(n).getCell(2).value);
    const cells = rowCells(sheet, n);
    const modified = cells.find((c) => typeof c === "string" && c.startsWith("Last Modified:"));
    if (modified) lastModified = String(modified).replace("Last Modified:", "").trim();
    if (typeof marker === "string" && /^Table \d+$/.test(marker.trim())) {
      current = { table: marker.trim(), title: String(cells[0] ?? "").trim(), rows: [] };
      tables.push(current);
      continue;
    }
    if (marker !== null) {
      current = null;
      continue;
    }
    if (current && cells.length > 0) current.rows.push(cells);
  }
  return { sheet: sheet.name, last_modified: lastModified, tables };
}

/** The JSON the repository keeps: one table row per line. */
export function hubJson(book: HubWorkbook): string {
  const tables = book.tables
    .map(
      (t) =>
        `    {\n      "table": ${JSON.stringify(t.table)},\n      "title": ${JSON.stringify(t.title)},\n      "rows": [\n${t.rows
          .map((r) => `        ${JSON.stringify(r)}`)
          .join(",\n")}\n      ]\n    }`,
    )
    .join(",\n");
  return `{\n  "sheet": ${JSON.stringify(book.sheet)},\n  "last_modified": ${JSON.stringify(book.last_modified)},\n  "tables": [\n${tables}\n  ]\n}\n`;
}
