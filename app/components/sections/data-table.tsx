import { useId } from "react";
import { ScrollBox } from "~/components/ui/scroll-box";

export type DataTableProps = {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  /** Columns holding figures, aligned to the right. */
  numeric?: readonly number[];
  /** Narrower than this, the table scrolls sideways; by default tables of more than four columns do below 36rem. */
  minWidth?: "36rem" | "44rem";
};

const tableMinWidth = { "36rem": "min-w-[36rem]", "44rem": "min-w-[44rem]" } as const;

/**
 * A table of figures named by its caption, shown above it (outside the box that scrolls, so a phone shows it whole):
 * the first cell of a row heads it, figures align right, and a table wider than a phone scrolls sideways in its box.
 */
export function DataTable({ caption, head, rows, numeric = [], minWidth }: DataTableProps) {
  const align = (i: number) => (numeric.includes(i) ? "text-right tabular-nums" : "text-left");
  const scrollsBelow = minWidth ?? (head.length > 4 ? "36rem" : undefined);
  const captionId = useId();
  return (
    <figure className="space-y-2">
      <figcaption id={captionId} className="text-sm font-semibold text-ink">
        {caption}
      </figcaption>
      <ScrollBox label={caption} minWidth={scrollsBelow} className="rounded-lg ring-1 ring-slate-200">
        <table
          aria-labelledby={captionId}
          className={`w-full border-collapse text-sm ${scrollsBelow ? tableMinWidth[scrollsBelow] : ""}`}
        >
          <thead className="bg-slate-50 text-ink">
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={`px-4 py-3 font-semibold ${align(i)}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join("|")} className="border-t border-slate-200 align-top">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={`${head[i]}:${cell}`} scope="row" className="px-4 py-3 text-left font-medium text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={`${head[i]}:${cell}`} className={`px-4 py-3 text-slate-700 ${align(i)}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </figure>
  );
}
