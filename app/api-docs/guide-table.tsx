import { ScrollBox } from "~/components/ui/scroll-box";

/**
 * A table of the guide, rendered at build time: cells are HTML from the Markdown renderer, the first column
 * heads its row.
 */
export function GuideTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <ScrollBox minWidth="40rem">
      <table className="apidoc-guide-table w-full min-w-[40rem] text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead className="border-b border-slate-300 text-xs text-muted uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map(([first = "", ...rest]) => (
            <tr key={first}>
              <th
                scope="row"
                className="py-2 pr-4 font-medium whitespace-nowrap text-ink"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the guide's own Markdown, rendered at build time
                dangerouslySetInnerHTML={{ __html: first }}
              />
              {rest.map((cell, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  key={i}
                  className="min-w-28 py-2 pr-4 text-slate-700"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the guide's own Markdown, rendered at build time
                  dangerouslySetInnerHTML={{ __html: cell }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
