import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { brsrInputDryRunSchema } from "../../../contracts/api";
import { DATE_ORDERS, type DateOrder } from "../../../contracts/sheet-values";
import { ApiError, apiPost, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { SelectField } from "../components/select-field";
import { useFacilities } from "../facilities";
import { readTableFile, sha256Of } from "../files";
import { quantity, wholeNumber } from "../format";
import {
  type CellProblem,
  type InputColumns,
  inputFields,
  mappingProblems,
  type ReadSheet,
  type RecordType,
  recordsOfSheet,
  suggestInputColumns,
  UNITS,
} from "./input-mapping";
import { DATE_ORDER_LABELS } from "./mapping";
import { hasRepeats, RepeatsWarning } from "./repeats-warning";

type DryRun = z.infer<typeof brsrInputDryRunSchema>;
type Stored = { summary: { count: number; upload_id: string } };

const TYPE_WORDS: Record<RecordType, { record: string; path: string }> = {
  water: { record: "water record", path: "/water-records" },
  waste: { record: "waste record", path: "/waste-records" },
};

/** "1 water record", "12 water records". */
const counted = (n: number, type: RecordType) => `${wholeNumber(n)} ${TYPE_WORDS[type].record}${n === 1 ? "" : "s"}`;

/** What a dry run's totals say, in words. */
const TOTAL_WORDS: Record<string, string> = {
  total_withdrawal_kl: "Withdrawn (kL)",
  total_discharge_kl: "Discharged (kL)",
  consumption_kl: "Consumed (kL)",
  total_generated_t: "Generated (t)",
  total_recovered_t: "Recovered (t)",
  total_disposed_t: "Disposed (t)",
};

type Sheet = { file: File; rows: string[][]; headers: string[]; sha256: string };

/**
 * A water or waste sheet in, as the company keeps it: the record type, which column is which (suggested from the
 * headers), a check that names every row's problems by the sheet's row and column and what repeats stored data,
 * then the commit as one upload of the file.
 */
export function InputSheet({ onStored }: { onStored: () => void }) {
  const inputId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const facilities = useFacilities();
  const [type, setType] = useState<RecordType>("water");
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [columns, setColumns] = useState<InputColumns>({});
  const [unit, setUnit] = useState<string>(UNITS.water[0]!);
  const [dateOrder, setDateOrder] = useState<DateOrder>("day-first");
  const [checked, setChecked] = useState<{ read: ReadSheet; result: DryRun | null } | null>(null);
  const [allowDuplicates, setAllowDuplicates] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [stored, setStored] = useState<string | null>(null);

  const changeType = (next: RecordType) => {
    setType(next);
    setUnit(UNITS[next][0]!);
    setChecked(null);
    if (sheet) setColumns(suggestInputColumns(next, sheet.headers));
  };

  const choose = async (file: File | undefined) => {
    setSheet(null);
    setChecked(null);
    setStored(null);
    setError(null);
    if (!file) return;
    setBusy(true);
    try {
      const [rows, sha256] = await Promise.all([readTableFile(file), sha256Of(file)]);
      const headers = (rows[0] ?? []).map((h) => h.trim());
      if (headers.length === 0 || rows.length < 2) {
        throw new ApiError(`${file.name} has no rows under a header row.`, 0, undefined);
      }
      setColumns(suggestInputColumns(type, headers));
      setSheet({ file, rows, headers, sha256 });
    } catch (err) {
      setError(
        asApiError(err, `${file.name} could not be read: ${err instanceof Error ? err.message : "unknown error"}`),
      );
    } finally {
      setBusy(false);
    }
  };

  const problems = mappingProblems(type, columns);
  const fileQuery = () => ({
    file_name: sheet?.file.name.slice(0, 255) ?? "",
    file_kind: /\.xlsx$/i.test(sheet?.file.name ?? "") ? "xlsx" : "csv",
    file_sha256: sheet?.sha256 ?? "",
  });

  const check = async (e: FormEvent) => {
    e.preventDefault();
    if (!sheet || problems.length > 0 || facilities.status !== "ready") return;
    setBusy(true);
    setError(null);
    setChecked(null);
    setStored(null);
    setAllowDuplicates(false);
    try {
      const read = recordsOfSheet(type, sheet.rows, columns, { facilities: facilities.data, unit, dateOrder });
      // Cells that cannot be read are named first; the API checks the rest once they are fixed.
      const result =
        read.problems.length > 0 || read.records.length === 0
          ? null
          : await apiPost<DryRun>(
              TYPE_WORDS[type].path,
              { records: read.records },
              { dry_run: "true", ...fileQuery() },
            );
      setChecked({ read, result });
      resultRef.current?.focus();
    } catch (err) {
      setError(asApiError(err, "The file could not be checked."));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!checked?.result) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPost<Stored>(
        TYPE_WORDS[type].path,
        { records: checked.read.records },
        { ...fileQuery(), duplicates: allowDuplicates ? "allow" : "reject" },
      );
      setStored(`Stored ${counted(answer.summary.count, type)} from ${sheet?.file.name}.`);
      setChecked(null);
      onStored();
    } catch (err) {
      setError(asApiError(err, "The records could not be stored."));
    } finally {
      setBusy(false);
    }
  };

  const fieldOptions = [
    { value: "", label: "Leave out" },
    ...inputFields(type).map((f) => ({ value: f.key, label: f.label })),
  ];
  const unitMapped = Object.values(columns).includes("unit");
  return (
    <section aria-labelledby="input-upload-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="input-upload-heading" className="text-lg font-semibold text-ink">
        Check a water or waste sheet, then store it
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        One row per facility and month (or any first and last day), with a column for each figure: say which column is
        which, and the check names every problem by its row and column before anything is stored.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          fill
          label="The sheet holds"
          value={type}
          options={[
            { value: "water", label: "Water withdrawn and discharged" },
            { value: "waste", label: "Waste generated, recovered and disposed" },
          ]}
          onChange={(v) => changeType(v as RecordType)}
          disabled={busy}
        />
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Sheet (CSV or XLSX)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="min-h-11 max-w-full text-sm"
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </div>
      </div>

      {sheet && (
        <form onSubmit={check} className="mt-4 grid gap-4" aria-labelledby="input-mapping-heading">
          <h3 id="input-mapping-heading" className="font-semibold text-ink">
            Match the columns of {sheet.file.name}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sheet.headers.map((header, i) => (
              <SelectField
                fill
                key={header}
                label={`Column "${header || `(no header, column ${i + 1})`}"`}
                value={columns[header] ?? ""}
                options={fieldOptions}
                onChange={(v) => setColumns((c) => ({ ...c, [header]: v === "" ? null : v }))}
              />
            ))}
          </div>
          <div className="grid max-w-3xl gap-3 sm:grid-cols-2">
            <SelectField
              fill
              label={unitMapped ? "Unit where the unit column is blank" : "Unit of every figure"}
              value={unit}
              options={UNITS[type].map((u) => ({ value: u, label: u }))}
              onChange={setUnit}
            />
            <SelectField
              fill
              label="Dates such as 03/04/2025 are written"
              value={dateOrder}
              options={DATE_ORDERS.map((o) => ({ value: o, label: DATE_ORDER_LABELS[o] }))}
              onChange={(v) => setDateOrder(v as DateOrder)}
            />
          </div>
          {problems.length > 0 && <p className="text-sm font-medium text-red-700">{problems.join(" ")}</p>}
          <div>
            <Button
              type="submit"
              disabled={busy || problems.length > 0 || facilities.status !== "ready"}
              aria-busy={busy}
            >
              Check the sheet
            </Button>
          </div>
        </form>
      )}

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-4 grid gap-3 outline-none">
        {error && <ApiProblem error={error} />}
        {checked && sheet && (
          <CheckedSheet
            name={sheet.file.name}
            type={type}
            read={checked.read}
            result={checked.result}
            headerOf={(field) => Object.entries(columns).find(([, f]) => f === field)?.[0] ?? field}
          />
        )}
        {checked?.result &&
          checked.result.summary.invalid === 0 &&
          (() => {
            const { summary } = checked.result;
            const repeats = hasRepeats(summary);
            return (
              <div className="grid gap-3">
                {repeats && (
                  <RepeatsWarning repeats={summary} allowed={allowDuplicates} onAllowed={setAllowDuplicates} />
                )}
                <div>
                  <Button onClick={commit} disabled={busy || (repeats && !allowDuplicates)} aria-busy={busy}>
                    Store {counted(summary.count, type)}
                  </Button>
                </div>
              </div>
            );
          })()}
        {stored && <p className="font-medium text-ink">{stored}</p>}
      </div>
    </section>
  );
}

/** The check's outcome: the cells that could not be read, else the API's problems by row, else the totals. */
function CheckedSheet({
  name,
  type,
  read,
  result,
  headerOf,
}: {
  name: string;
  type: RecordType;
  read: ReadSheet;
  result: DryRun | null;
  headerOf: (field: string) => string;
}) {
  const rowOf = (index: number) => read.rowNumbers[index] ?? index + 2;
  const problems: CellProblem[] = result
    ? result.rows.flatMap((r) =>
        r.problems.map((p) => ({
          row: rowOf(r.index),
          column: headerOf(p.field === "facility_id" ? "facility" : p.field),
          message: p.message,
        })),
      )
    : read.problems;
  if (read.records.length === 0) return <p className="text-sm text-ink">{name} has no rows to store.</p>;
  if (problems.length > 0) {
    return (
      <>
        <p className="font-medium text-ink">
          {name}: {wholeNumber(read.records.length)} rows, {wholeNumber(new Set(problems.map((p) => p.row)).size)} with
          problems. Nothing was stored: fix these rows in your file and check it again.
        </p>
        <DataTable
          caption={`Problems in ${name}`}
          rows={problems.slice(0, 200)}
          rowKey={(p) => `${p.row}-${p.column}-${p.message}`}
          columns={[
            { header: "Row", cell: (p) => `Row ${p.row}` },
            { header: "Column", cell: (p) => p.column },
            { header: "Problem", cell: (p) => p.message },
          ]}
        />
      </>
    );
  }
  if (!result) return null;
  return (
    <>
      <p className="font-medium text-ink">
        {name}: {counted(result.summary.count, type)}, all ready.
      </p>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(result.summary.totals).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{TOTAL_WORDS[key] ?? key}</dt>
            <dd className="tabular-nums text-ink">{quantity(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
