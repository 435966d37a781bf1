import type { ReactNode } from "react";
import { ScrollBox } from "~/components/ui/scroll-box";
import type { Cell } from "../files";
import { ExportButtons } from "./export-buttons";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right. */
  numeric?: boolean;
  /** The cell as exported (a figure unformatted); else the text the cell shows. */
  value?: (row: Row) => Cell;
};

/** A shown figure ("1,23,456.7", "−5.4%") back as a number for a spreadsheet; other text as it is. */
function exportedFigure(shown: string): Cell {
  const plain = shown.replace(/,/g, "").replace(/−/g, "-").replace(/%$/, "");
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : shown;
}

function exportedCell<Row>(column: Column<Row>, row: Row): Cell {
  if (column.value) return column.value(row);
  const shown = column.cell(row);
  if (typeof shown === "number") return shown;
  if (typeof shown !== "string") return null;
  return column.numeric ? exportedFigure(shown) : shown;
}

/**
 * The numbers of a view as a table: a caption names it, it scrolls sideways inside its own box on a phone (never the
 * page), and the box is reachable by keyboard.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  exportable = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  footer?: ReactNode[];
  /** Offers the table's numbers as CSV and XLSX (the caption names the file). */
  exportable?: boolean;
}) {
  const table = (
    <ScrollBox label={caption}>
      <table className={`w-full border-collapse text-sm ${columns.length > 3 ? "min-w-[32rem]" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-3 py-2 font-semibold ${c.numeric ? "text-right" : ""}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.header}
                    className={`px-3 py-2 ${c.numeric ? "whitespace-nowrap text-right tabular-nums" : ""}`}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="font-semibold">
              {footer.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells follow the columns
                <td key={i} className={`px-3 py-2 ${columns[i]?.numeric ? "text-right tabular-nums" : ""}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollBox>
  );
  if (!exportable) return table;
  const exportRows = (): Cell[][] => [
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => exportedCell(c, row))),
    ...(footer
      ? [
          footer.map((f, i) =>
            typeof f === "string" && columns[i]?.numeric ? exportedFigure(f) : typeof f === "string" ? f : null,
          ),
        ]
      : []),
  ];
  return (
    <div className="grid gap-2">
      {table}
      <ExportButtons caption={caption} rows={exportRows} />
    </div>
  );
}
