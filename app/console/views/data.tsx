import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { useSession } from "~/account/auth-client";
import { Button } from "~/components/ui/button";
import type { activityBatchResultSchema, activityDryRunSchema, activityUploadSchema } from "../../../contracts/api";
import { ACTIVITY_KEYS, RECORD_UNITS } from "../../../contracts/api/activity-lists";
import { ApiError, apiGet, apiPost, apiPostCsv } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { type Cell, readTableFile, saveCsv, saveXlsx, writeCsv } from "../files";
import { dayLabel, tonnes, tonnesFigure, wholeNumber } from "../format";
import { forgetAnswers, useApi } from "../use-api";
import { useConsoleWorkspaces } from "../workspaces";

type DryRun = z.infer<typeof activityDryRunSchema>;
type Stored = z.infer<typeof activityBatchResultSchema>;
type Upload = z.infer<typeof activityUploadSchema>;
type Facility = { id: string; name: string };

/** The columns of an upload, as POST /v1/activity-records takes them in CSV. */
const TEMPLATE_COLUMNS = [
  "facility_id",
  "activity",
  "quantity",
  "unit",
  "period_start",
  "period_end",
  "source_id",
  "meter_id",
  "supplier_id",
  "scope3_category",
  "factor_id",
  "estimated",
];

const lastMonth = () => {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)] as const;
};

function templateRows(facilities: readonly Facility[]): Cell[][] {
  const [from, to] = lastMonth();
  const example = facilities[0]?.id ?? "";
  return [
    TEMPLATE_COLUMNS,
    [example, "diesel", 1000, "L", from, to, null, null, null, null, null, "false"],
    [example, "grid_electricity", 10000, "kWh", from, to, null, null, null, null, null, "false"],
  ];
}

function Template() {
  // The same cached answer the filters of Trends and Contribution read (one key, one shape).
  const state = useFacilities();
  const facilities = state.status === "ready" ? state.data : [];
  // A template downloaded before the facilities arrive would lack their ids: the buttons wait for them.
  const waiting = state.status === "loading";
  const lists: { name: string; rows: Cell[][] }[] = [
    { name: "Activities", rows: [["activity"], ...ACTIVITY_KEYS.map((a) => [a])] },
    { name: "Units", rows: [["unit"], ...RECORD_UNITS.map((u) => [u])] },
    { name: "Facilities", rows: [["facility_id", "name"], ...facilities.map((f) => [f.id, f.name])] },
  ];
  return (
    <section aria-labelledby="template-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="template-heading" className="text-lg font-semibold text-ink">
        1. Start from the template
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        One row per activity record: a facility, an activity, a quantity in a unit that measures it, and the days it
        covers. The XLSX template lists the activities, the units and your facilities' ids on their own sheets.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={waiting}
          onClick={() => saveCsv("activity-records-template.csv", templateRows(facilities))}
        >
          Download the CSV template
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={waiting}
          onClick={() =>
            saveXlsx("activity-records-template.xlsx", [{ name: "Records", rows: templateRows(facilities) }, ...lists])
          }
        >
          Download the XLSX template
        </Button>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Activities and units</summary>
        <p className="mt-2 text-muted">Activities: {ACTIVITY_KEYS.join(", ")}.</p>
        <p className="mt-1 text-muted">Units: {RECORD_UNITS.join(", ")}.</p>
      </details>
    </section>
  );
}

type Checked = { fileName: string; csv: string; result: DryRun };

const asError = (err: unknown, words: string) => (err instanceof ApiError ? err : new ApiError(words, 0, undefined));

/** A row's position as the person sees it in their file: the header is row 1. */
const fileRow = (index: number) => index + 2;

function Problems({ checked }: { checked: Checked }) {
  const bad = checked.result.rows.filter((r) => !r.valid);
  const rows = bad.flatMap((r) => r.problems.map((p, i) => ({ key: `${r.index}-${i}`, row: r.index, ...p })));
  return (
    <DataTable
      caption={`Problems in ${checked.fileName}`}
      rows={rows}
      rowKey={(p) => p.key}
      columns={[
        { header: "Row", cell: (p) => `Row ${fileRow(p.row)}` },
        { header: "Column", cell: (p) => p.field },
        { header: "Problem", cell: (p) => p.message },
      ]}
    />
  );
}

function Upload({ onStored }: { onStored: (stored: Stored) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [stored, setStored] = useState<Stored | null>(null);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setChecked(null);
    setStored(null);
    try {
      // The API reads this, not a spreadsheet: the person's cells go as they are.
      const csv = writeCsv(await readTableFile(file), { neutraliseFormulae: false });
      const result = await apiPostCsv<DryRun>("/activity-records", csv, { dry_run: "true" });
      setChecked({ fileName: file.name, csv, result });
    } catch (err) {
      setError(asError(err, `${file.name} could not be read: ${err instanceof Error ? err.message : "unknown error"}`));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!checked) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPostCsv<Stored>("/activity-records", checked.csv);
      setStored(answer);
      setChecked(null);
      onStored(answer);
    } catch (err) {
      setError(asError(err, "The records could not be stored."));
    } finally {
      setBusy(false);
    }
  };

  const summary = checked?.result.summary;
  return (
    <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="upload-heading" className="text-lg font-semibold text-ink">
        2. Check your file, then store it
      </h2>
      <form onSubmit={check} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Activity records (CSV or XLSX)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="max-w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setStored(null);
            }}
          />
        </div>
        <Button type="submit" disabled={!file || busy} aria-busy={busy}>
          Check the file
        </Button>
      </form>
      <p className="mt-2 text-sm text-muted">The check writes nothing: it shows every row's problems first.</p>
      <div aria-live="polite" className="mt-4 grid gap-3">
        {error && <ApiProblem error={error} />}
        {checked && summary && (
          <>
            <p className="font-medium text-ink">
              {checked.fileName}: {wholeNumber(summary.count)} rows, {wholeNumber(summary.valid)} ready,{" "}
              {wholeNumber(summary.invalid)} with problems. The ready rows add {tonnes(summary.co2e_kg)}.
            </p>
            {summary.invalid > 0 ? (
              <>
                <p className="text-sm text-ink">Nothing was stored. Fix these rows in your file and check it again.</p>
                <Problems checked={checked} />
              </>
            ) : (
              <div>
                <Button onClick={commit} disabled={busy} aria-busy={busy}>
                  Store {wholeNumber(summary.count)} records
                </Button>
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

const KIND_NAMES: Record<Upload["kind"], string> = {
  csv: "CSV file",
  xlsx: "XLSX file",
  json: "JSON batch",
  demo: "Demo data",
};

function Uploads({ version }: { version: number }) {
  const state = useApi(`uploads:${version}`, () =>
    apiGet<{ data: Upload[] }>("/activity-records/uploads", { sort: "-created_at", "page[size]": 50 }),
  );
  if (state.status === "loading") return <Skeleton label="Loading your uploads…" blocks={["h-32"]} />;
  if (state.status === "error") return <ApiProblem error={state.error} onRetry={state.retry} />;
  if (state.data.data.length === 0) {
    return (
      <EmptyState title="No uploads yet">
        <p>Check and store a file above; each one is listed here with its record count and CO2e.</p>
      </EmptyState>
    );
  }
  return (
    <DataTable
      exportable
      caption="Uploads, newest first"
      rows={state.data.data}
      rowKey={(u) => u.id}
      columns={[
        { header: "Uploaded", cell: (u) => dayLabel(u.created_at.slice(0, 10)) },
        { header: "Kind", cell: (u) => KIND_NAMES[u.kind] },
        { header: "Records", cell: (u) => wholeNumber(u.records), numeric: true },
        { header: "Emissions (t CO2e)", cell: (u) => tonnesFigure(u.co2e_kg), numeric: true },
        {
          header: "Covers",
          cell: (u) =>
            u.period_start && u.period_end ? `${dayLabel(u.period_start)} to ${dayLabel(u.period_end)}` : "—",
        },
      ]}
    />
  );
}

function Reset({ onReset }: { onReset: () => void }) {
  const session = useSession();
  const verified = session?.signedIn ? session.account.emailVerified : false;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const reset = async () => {
    if (!window.confirm("Delete all your activity data and restore the demo data?")) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPost<{ activity_records: number }>("/sandbox/reset", {});
      setDone(answer.activity_records);
      onReset();
    } catch (err) {
      setError(asError(err, "The demo data could not be restored."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="reset-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="reset-heading" className="text-lg font-semibold text-ink">
        Start again from the demo data
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Deletes your facilities, records and uploads and writes the demo manufacturer's three plants and their 36 months
        again.
        {!verified && " Confirm your email address first: a reset deletes data."}
      </p>
      <div className="mt-3">
        <Button variant="outline" onClick={reset} disabled={!verified || busy} aria-busy={busy}>
          Reset to the demo data
        </Button>
      </div>
      <div aria-live="polite" className="mt-2">
        {done !== null && <p className="text-sm text-ink">Restored: {wholeNumber(done)} demo records.</p>}
        {error && <ApiProblem error={error} />}
      </div>
    </section>
  );
}

/**
 * Activity data in: a template, a dry run that names every row's problems, the commit, the uploads, and in the demo
 * workspace a reset to the demo data (never offered in the company's own workspace, which holds no demo data).
 */
export default function ActivityDataView() {
  const { current } = useConsoleWorkspaces();
  const [version, setVersion] = useState(0);
  const changed = () => {
    // Every view's figures may have moved.
    forgetAnswers();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <ViewHeader
        title="Data"
        intro="Upload activity records from a spreadsheet. Every row is checked and calculated before anything is stored."
      />
      <div className="grid gap-6">
        <Template />
        <Upload onStored={changed} />
        <section aria-labelledby="uploads-heading" className="grid gap-3">
          <h2 id="uploads-heading" className="text-lg font-semibold text-ink">
            Uploads
          </h2>
          <Uploads version={version} />
        </section>
        {current.kind === "demo" && <Reset onReset={changed} />}
      </div>
    </>
  );
}
