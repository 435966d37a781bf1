import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { flatFileJson, parseFlatFile } from "../carbon/catalogue/flat-file";

/**
 * Imports DESNZ flat files (UK Government GHG Conversion Factors, "Factors by Category" as CSV) into the catalogue:
 * `npm run import:desnz -- <desnz-YYYY-flat.csv>...` writes `carbon/catalogue/desnz-YYYY.json` for each, every row
 * as published. Running it again on the same file writes the same bytes. A new edition also needs its line in
 * `carbon/catalogue/releases.ts` (publication date, version, URL).
 */

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Usage: npm run import:desnz -- ../shared/reference/desnz-2025-flat.csv [...]");
  process.exit(2);
}
for (const file of files) {
  const year = /(\d{4})/.exec(path.basename(file))?.[1];
  if (!year) throw new Error(`${file}: the file name must carry the edition's year`);
  const parsed = parseFlatFile(readFileSync(file, "utf8"));
  const out = path.join(import.meta.dirname, "..", "carbon", "catalogue", `desnz-${year}.json`);
  writeFileSync(out, flatFileJson(parsed));
  console.log(`${file}: ${parsed.rows.length} rows -> ${path.relative(process.cwd(), out)}`);
}
