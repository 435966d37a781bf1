import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { activityBatchResultSchema, activityDryRunSchema, importMappingSchema } from "../../../contracts/api";
import { DATE_ORDERS, type DateOrder } from "../../../contracts/sheet-values";
import { ApiError, apiGet, apiPost, apiPostCsv, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { SelectField } from "../components/select-field";
import { readTableFile, sha256Of, writeCsv } from "../files";
import { dayLabel, tonnes, wholeNumber } from "../format";
import { CheckedRows } from "./checked-rows";
import {
  type Columns,
  DATE_ORDER_LABELS,
  dataRowNumbers,
  doubledFields,
  FIELD_LABELS,
  headerOfField,
  IMPORT_FIELDS,
  type ImportField,
  missingFields,
  suggestColumns,
} from "./mapping";
import { hasRepeats, RepeatsWarning } from "./repeats-warning";

type DryRun = z.infer<typeof activityDryRunSchema>;
type Stored = z.infer<typeof activityBatchResultSchema>;
type Mapping = z.infer<typeof importMappingSchema>;

/** The file as read: its rows (the header first), its digest, and the mapping saved for its headers, if any. */
type Sheet = { file: File; rows: string[][]; headers: string[]; sha256: string; saved: Mapping | null };

/** What a row's activity cell said, where the API found several activities it could mean. */
export type Question = { text: string; candidates: { value: string; label: string }[] };

const FIELD_OPTIONS = [
  { value: "", label: "Leave out" },
  ...IMPORT_FIELDS.map((f) => ({ value: f, label: FIELD_LABELS[f] })),
];

/** The activity cells the dry run found ambiguous, once per distinct text, with what each could mean. */
function questionsOf(result: DryRun, sheet: Sheet, columns: Columns): Question[] {
  const activityColumn = sheet.headers.findIndex((h) => columns[h] === "activity");
  const fileRows = dataRowNumbers(sheet.rows);
  const asked = new Map<string, Question>();
  for (const row of result.rows) {
    for (const p of row.problems) {
      if (p.code !== "AMBIGUOUS" || p.field !== "activity" || !p.candidates) continue;
      const text = sheet.rows[(fileRows[row.index] ?? 0) - 1]?.[activityColumn]?.trim();
      if (text && !asked.has(text)) asked.set(text, { text, candidates: p.candidates });
    }
  }
  return [...asked.values()];
}

/**
 * A spreadsheet in: the file's columns mapped onto the import's fields (suggested from its headers, or as saved for
 * the same headers), a dry run that shows each row's factor and warnings and asks once what an ambiguous activity
 * name means, then the commit; the mapping and the choices are saved for the workspace's next file.
 */
export function ImportSheet({ onStored }: { onStored: (stored: Stored) => void }) {
  const inputId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [columns, setColumns] = useState<Columns>({});
  const [dateOrder, setDateOrder] = useState<DateOrder>("day-first");
  const [activities, setActivities] = useState<Record<string, string>>({});
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<{ result: DryRun; mappingId: string; csv: string } | null>(null);
  const [allowDuplicates, setAllowDuplicates] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [stored, setStored] = useState<Stored | null>(null);

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
      const found = await apiGet<{ data: Mapping[] }>("/import-mappings", { headers: writeCsv([headers]).trim() });
      const saved = found.data[0] ?? null;
      setColumns(
        saved ? Object.fromEntries(headers.map((h) => [h, saved.columns[h] ?? null])) : suggestColumns(headers),
      );
      setActivities(saved?.activities ?? {});
      setDateOrder(saved?.date_order ?? "day-first");
      setChoices({});
      setSheet({ file, rows, headers, sha256, saved });
    } catch (err) {
      setError(
        asApiError(err, `${file.name} could not be read: ${err instanceof Error ? err.message : "unknown error"}`),
      );
    } finally {
      setBusy(false);
    }
  };

  const missing = missingFields(columns);
  const doubled = doubledFields(columns);

  const check = async (e?: FormEvent, chosen: Record<string, string> = activities) => {
    e?.preventDefault();
    if (!sheet || missing.length > 0 || doubled.length > 0) return;
    setBusy(true);
    setError(null);
    setChecked(null);
    setStored(null);
    setAllowDuplicates(false);
    try {
      const mapping = await apiPost<Mapping>("/import-mappings", {
        headers: sheet.headers,
        columns,
        activities: chosen,
        date_order: dateOrder,
      });
      // The API reads the sheet as it is: its own headers, cells as written.
      const csv = writeCsv(sheet.rows, { neutraliseFormulae: false });
      const result = await apiPostCsv<DryRun>("/activity-records", csv, { dry_run: "true", ...fileQuery(mapping.id) });
      setActivities(chosen);
      setChecked({ result, mappingId: mapping.id, csv });
      resultRef.current?.focus();
    } catch (err) {
      setError(asApiError(err, "The file could not be checked."));
    } finally {
      setBusy(false);
    }
  };

  const fileQuery = (mappingId: string) => ({
    mapping: mappingId,
    file_name: sheet?.file.name.slice(0, 255) ?? "",
    file_kind: /\.xlsx$/i.test(sheet?.file.name ?? "") ? "xlsx" : "csv",
    file_sha256: sheet?.sha256 ?? "",
  });

  const commit = async () => {
    if (!checked) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPostCsv<Stored>("/activity-records", checked.csv, {
        ...fileQuery(checked.mappingId),
        duplicates: allowDuplicates ? "allow" : "reject",
      });
      setStored(answer);
      setChecked(null);
      onStored(answer);
    } catch (err) {
      setError(asApiError(err, "The records could not be stored."));
    } finally {
      setBusy(false);
    }
  };

  const result = checked?.result;
  const questions = result && sheet ? questionsOf(result, sheet, columns) : [];
  const summary = result?.summary;
  const repeats = summary ? hasRepeats(summary) : false;
  return (
    <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="upload-heading" className="text-lg font-semibold text-ink">
        2. Check your file, then store it
      </h2>
      <div className="mt-3 grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Activity records (CSV or XLSX)
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="max-w-full text-sm"
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      <p className="mt-2 max-w-prose text-sm text-muted">
        Your sheet as you keep it: say which column is which, and the check shows every row's emission factor, its CO2e
        and anything to look at before anything is stored.
      </p>

      {sheet && (
        <form onSubmit={check} className="mt-4 grid gap-4" aria-labelledby="mapping-heading">
          <h3 id="mapping-heading" className="font-semibold text-ink">
            Match the columns of {sheet.file.name}
          </h3>
          {sheet.saved && (
            <p className="text-sm text-ink">
              These headers were mapped before, on {dayLabel(sheet.saved.updated_at.slice(0, 10))}: the same choices are
              filled in.
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sheet.headers.map((header, i) => (
              <SelectField
                key={header}
                label={`Column "${header || `(no header, column ${i + 1})`}"`}
                value={columns[header] ?? ""}
                options={FIELD_OPTIONS}
                onChange={(v) => setColumns((c) => ({ ...c, [header]: v === "" ? null : (v as ImportField) }))}
              />
            ))}
          </div>
          <div className="max-w-md">
            <SelectField
              label="Dates such as 03/04/2025 are written"
              value={dateOrder}
              options={DATE_ORDERS.map((o) => ({ value: o, label: DATE_ORDER_LABELS[o] }))}
              onChange={(v) => setDateOrder(v as DateOrder)}
            />
          </div>
          {(missing.length > 0 || doubled.length > 0) && (
            <p className="text-sm font-medium text-red-700">
              {missing.length > 0 && `Choose a column for ${missing.join(", ")}. `}
              {doubled.length > 0 && `${doubled.join(", ")} is chosen for more than one column.`}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy || missing.length > 0 || doubled.length > 0} aria-busy={busy}>
              Check the file
            </Button>
          </div>
          <p className="text-sm text-muted">
            The check writes nothing but the column choices, kept for your next file.
          </p>
        </form>
      )}

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-4 grid gap-3 outline-none">
        {error && <ApiProblem error={error} />}
        {result && summary && sheet && (
          <>
            <p className="font-medium text-ink">
              {sheet.file.name}: {wholeNumber(summary.count)} rows, {wholeNumber(summary.valid)} ready,{" "}
              {wholeNumber(summary.invalid)} with problems. The ready rows add {tonnes(summary.co2e_kg)}.
            </p>
            {questions.length > 0 && (
              <form
                className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
                aria-labelledby="questions-heading"
                onSubmit={(e) => {
                  e.preventDefault();
                  check(undefined, { ...activities, ...choices });
                }}
              >
                <h3 id="questions-heading" className="font-semibold text-ink">
                  Which activity do these names mean?
                </h3>
                {questions.map((q) => (
                  <SelectField
                    key={q.text}
                    label={`"${q.text}"`}
                    value={choices[q.text] ?? ""}
                    options={[{ value: "", label: "Choose an activity" }, ...q.candidates]}
                    onChange={(v) => setChoices((c) => ({ ...c, [q.text]: v }))}
                  />
                ))}
                <p className="text-sm text-muted">Each choice is kept for the next file with these headers.</p>
                <div>
                  <Button type="submit" disabled={busy || questions.some((q) => !choices[q.text])} aria-busy={busy}>
                    Check again
                  </Button>
                </div>
              </form>
            )}
            <CheckedRows result={result} sheet={sheet} headerOf={headerOfField(columns)} />
            {summary.invalid > 0 ? (
              <p className="text-sm text-ink">Nothing was stored. Fix these rows in your file and check it again.</p>
            ) : (
              <div className="grid gap-3">
                {repeats && (
                  <RepeatsWarning repeats={summary} allowed={allowDuplicates} onAllowed={setAllowDuplicates} />
                )}
                <div>
                  <Button onClick={commit} disabled={busy || (repeats && !allowDuplicates)} aria-busy={busy}>
                    Store {wholeNumber(summary.count)} records
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        {stored && (
          <p className="font-medium text-ink">
            Stored {wholeNumber(stored.summary.count)} records: {tonnes(stored.summary.co2e_kg)}.
          </p>
        )}
      </div>
    </section>
  );
}
