import { useState } from "react";
import { Button } from "~/components/ui/button";
import { type Cell, saveCsv, saveXlsx } from "../files";

/** A file name from a table's caption: "Emissions by facility, Apr 2026" → "emissions-by-facility-apr-2026". */
export const fileNameOf = (caption: string) =>
  caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80) || "export";

/** The numbers a table shows, saved as CSV or as an XLSX workbook (its library loads on the first XLSX export). */
export function ExportButtons({ caption, rows }: { caption: string; rows: () => Cell[][] }) {
  const [failed, setFailed] = useState(false);
  const name = fileNameOf(caption);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Export CSV: ${caption}`}
        onClick={() => saveCsv(`${name}.csv`, rows())}
      >
        Export CSV
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Export XLSX: ${caption}`}
        onClick={() =>
          saveXlsx(`${name}.xlsx`, [{ name: caption, rows: rows() }]).then(
            () => setFailed(false),
            () => setFailed(true),
          )
        }
      >
        Export XLSX
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          The spreadsheet could not be made. Check your connection and try again.
        </p>
      )}
    </div>
  );
}
