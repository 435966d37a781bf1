import { writeFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { hubJson, readHubSheet } from "../carbon/catalogue/epa-workbook";

/**
 * Imports the US EPA GHG Emission Factors Hub workbook into the catalogue:
 * `npm run import:epa -- <epa-ghg-emission-factors-hub-YYYY.xlsx>` writes `carbon/catalogue/epa-hub-YYYY.json`,
 * every table of the sheet "Emission Factors Hub" as published (read by the tables' titles). The same workbook
 * gives the same bytes. A new edition also needs its line in `carbon/catalogue/releases.ts`.
 */

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run import:epa -- ../shared/reference/epa-ghg-emission-factors-hub-2025.xlsx");
  process.exit(2);
}
const year = /(\d{4})/.exec(path.basename(file))?.[1];
if (!year) throw new Error(`${file}: the file name must carry the edition's year`);
const workbook = new ExcelJS.Workbook();
await workbook.xlsx.readFile(file);
const sheet = workbook.getWorksheet("Emission Factors Hub");
if (!sheet) throw new Error(`${file}: no sheet "Emission Factors Hub"`);
const book = readHubSheet(sheet);
const out = path.join(import.meta.dirname, "..", "carbon", "catalogue", `epa-hub-${year}.json`);
writeFileSync(out, hubJson(book));
console.log(
  `${file}: ${book.tables.map((t) => `${t.table} (${t.rows.length} rows)`).join(", ")} -> ${path.relative(process.cwd(), out)}`,
);
