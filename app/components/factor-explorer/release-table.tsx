import { ScrollBox } from "~/components/ui/scroll-box";
import type { ExplorerRelease } from "../../../contracts/factor-explorer";

const csvName = (r: ExplorerRelease) => r.csv_path.split("/").at(-1)!;

/**
 * The catalogue's releases as a table (prerendered, read without scripts): source, edition, publication date,
 * rows, the release's CSV and its licence. The attributions the licences ask for follow the table, once each. The
 * publications open in the same tab (plain links keep this part of the page's script small).
 */
export function ReleaseTable({ releases, label }: { releases: readonly ExplorerRelease[]; label: string }) {
  const attributions = [...new Map(releases.flatMap((r) => (r.attribution ? [[r.attribution, r]] : []))).values()];
  return (
    <div>
      <ScrollBox label={label} minWidth="50rem" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[50rem] text-left text-sm">
          <thead className="border-b border-slate-300 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="min-w-60 px-4 py-3 font-semibold">
                Source and release
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Edition
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Published
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Rows
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Download
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Licence
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {[...releases].reverse().map((r) => (
              <tr key={r.id}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-ink">{r.publisher}</span>
                  <a href={r.url} className="text-brand-800 underline underline-offset-4">
                    {r.title}
                  </a>
                  <span className="mt-0.5 block text-xs text-muted">
                    {r.coverage === "full" ? "The whole edition" : "Selected rows"} · release id{" "}
                    <code className="font-mono">{r.id}</code>
                  </span>
                </th>
                <td className="px-4 py-3">{r.edition}</td>
                <td className="px-4 py-3 whitespace-nowrap">{r.published}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {r.rows.toLocaleString("en")}
                  {r.rows_with_value < r.rows && (
                    <span className="block text-xs text-muted">
                      {(r.rows - r.rows_with_value).toLocaleString("en")} not available
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <a
                    href={r.csv_path}
                    download
                    className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-4"
                  >
                    {csvName(r)}
                  </a>
                </td>
                <td className="px-4 py-3">{r.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {attributions.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {attributions.map((r) => (
            <li key={r.id}>
              {r.publisher} data: {r.attribution}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
