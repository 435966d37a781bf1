import type { z } from "zod";
import type { activityDryRunSchema } from "../../../contracts/api";
import { DataTable } from "../components/data-table";
import { useFacilities } from "../facilities";
import { wholeNumber } from "../format";
import { dataRowNumbers } from "./mapping";

type DryRun = z.infer<typeof activityDryRunSchema>;

const kg = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
/** Rows a dry run shows one by one; a longer sheet's others are in its totals. */
const SHOWN = 200;
const quantity = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

/**
 * What a dry run found, row by row as the file numbers them: each problem with the sheet's own column name, or, when
 * every row can be stored, each row's facility, activity, quantity, factor, CO2e and warnings.
 */
export function CheckedRows({
  result,
  sheet,
  headerOf,
}: {
  result: DryRun;
  sheet: { file: File; rows: string[][] };
  headerOf: ReadonlyMap<string, string>;
}) {
  const facilities = useFacilities();
  const names = new Map(facilities.status === "ready" ? facilities.data.map((f) => [f.id, f.name]) : []);
  const fileRows = dataRowNumbers(sheet.rows);
  const rowName = (index: number) => `Row ${fileRows[index] ?? index + 2}`;

  if (result.summary.invalid > 0) {
    const problems = result.rows.flatMap((r) =>
      r.problems
        .filter((p) => !(p.code === "AMBIGUOUS" && p.candidates))
        .map((p, i) => ({ key: `${r.index}-${i}`, row: r.index, ...p })),
    );
    if (problems.length === 0) return null;
    return (
      <DataTable
        caption={`Problems in ${sheet.file.name}`}
        rows={problems}
        rowKey={(p) => p.key}
        columns={[
          { header: "Row", cell: (p) => rowName(p.row) },
          { header: "Column", cell: (p) => headerOf.get(p.field === "facility_id" ? "facility" : p.field) ?? p.field },
          { header: "Problem", cell: (p) => p.message.replace(/^Row \d+, column "[^"]*": /, "") },
        ]}
      />
    );
  }
  // Rows with something to look at first; a long sheet shows its first SHOWN rows so, the totals count them all.
  const ordered = [...result.rows].sort((a, b) => Number(b.warnings.length > 0) - Number(a.warnings.length > 0));
  const shown = ordered.slice(0, SHOWN);
  return (
    <section aria-labelledby="checked-rows-heading" className="grid gap-2">
      <h3 id="checked-rows-heading" className="font-semibold text-ink">
        What each row of {sheet.file.name} adds
      </h3>
      {result.rows.length > SHOWN && (
        <p className="text-sm text-muted">
          {wholeNumber(SHOWN)} of {wholeNumber(result.rows.length)} rows are shown, those with something to check first;
          the totals count every row.
        </p>
      )}
      <ol className="grid gap-2">
        {shown.map((r) => (
          <li key={r.index} className="rounded-lg border border-slate-200 p-3 text-sm [overflow-wrap:anywhere]">
            <p className="font-medium text-ink">
              {rowName(r.index)}: {r.facility_id ? (names.get(r.facility_id) ?? r.facility_id) : "—"}, {r.activity},{" "}
              {r.quantity === null ? "—" : `${quantity.format(r.quantity)} ${r.unit ?? ""}`}
              {r.co2e_kg === null ? "" : ` → ${kg.format(r.co2e_kg)} kg CO2e`}
            </p>
            <ul className="mt-1 grid gap-0.5 text-muted">
              {r.factors.map((f) => (
                <li key={f.id}>
                  Factor: {f.name}, {f.value === null ? "not available" : f.value} {f.unit} ({f.source}, release{" "}
                  {f.release})
                </li>
              ))}
            </ul>
            {r.warnings.length > 0 && (
              <ul className="mt-1 grid gap-0.5 font-medium text-amber-900">
                {r.warnings.map((w) => (
                  <li key={w.code + w.message}>Check: {w.message}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
