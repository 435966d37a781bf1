import { readCsv } from "../../contracts/csv";

/**
 * The DESNZ "flat file" (UK Government GHG Conversion Factors, sheet "Factors by Category" as CSV) as data: every
 * row as published, in file order, the value a number or null where the cell is blank (DESNZ publishes no factor
 * for that combination: "not available", never zero). `scripts/import-desnz.ts` writes `desnz-<year>.json` with
 * `flatFileJson`; the catalogue test re-reads the CSV and checks the JSON is current, byte for byte.
 */

export const FLAT_FILE_COLUMNS = [
  "id",
  "scope",
  "level_1",
  "level_2",
  "level_3",
  "level_4",
  "column_text",
  "uom",
  "ghg_unit",
  "factor",
] as const;

/** One published row: id, scope, level 1-4, column text, unit of measure, GHG unit, value (null when blank). */
export type FlatFileRow = [
  id: string,
  scope: string,
  level_1: string,
  level_2: string,
  level_3: string,
  level_4: string,
  column_text: string,
  uom: string,
  ghg_unit: string,
  factor: number | null,
];

export type FlatFile = { columns: typeof FLAT_FILE_COLUMNS; rows: FlatFileRow[] };

/** The flat file's rows; throws when the header is not the published one (`factor_<year>` last). */
export function parseFlatFile(csv: string): FlatFile {
  const [header, ...body] = readCsv(csv, { drop: "empty" });
  const expected = FLAT_FILE_COLUMNS.slice(0, -1).join(",");
  if (!header || header.slice(0, -1).join(",") !== expected || !/^factor_\d{4}$/.test(header.at(-1) ?? "")) {
    throw new Error(`Not a DESNZ flat file: header ${header?.join(",")}`);
  }
  const rows = body.map((cells, n): FlatFileRow => {
    if (cells.length !== FLAT_FILE_COLUMNS.length) throw new Error(`Row ${n + 2}: ${cells.length} cells`);
    const raw = cells[9]!.trim();
    const value = raw === "" ? null : Number(raw);
    if (value !== null && !Number.isFinite(value)) throw new Error(`Row ${n + 2}: factor "${raw}" is not a number`);
    const [id, scope, l1, l2, l3, l4, text, uom, ghg] = cells as string[];
    return [id!, scope!, l1!, l2!, l3!, l4!, text!, uom!, ghg!, value];
  });
  return { columns: FLAT_FILE_COLUMNS, rows };
}

/** The JSON the repository keeps: one row per line, so a new edition is a readable diff. */
export function flatFileJson(file: FlatFile): string {
  const rows = file.rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n");
  return `{\n  "columns": ${JSON.stringify(file.columns)},\n  "rows": [\n${rows}\n  ]\n}\n`;
}
