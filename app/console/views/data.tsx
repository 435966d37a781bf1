import { useState } from "react";
import { useSession } from "~/account/auth-client";
import { Button } from "~/components/ui/button";
import { RECORD_UNITS } from "../../../contracts/api/activity-lists";
import { type ApiError, apiPost, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { type Cell, saveCsv, saveXlsx } from "../files";
import { wholeNumber } from "../format";
import { ActivityFinder } from "../import/activity-finder";
import { everyActivity, type ListedActivity } from "../import/activity-list";
import { ImportSheet } from "../import/import-sheet";
import { UploadsList } from "../import/uploads-list";
import { forgetAnswers } from "../use-api";
import { useConsoleWorkspaces } from "../workspaces";

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

/** The XLSX template's sheets besides the records: every activity with its units, the units, the facilities. */
const listSheets = (activities: readonly ListedActivity[], facilities: readonly Facility[]) => [
  {
    name: "Activities",
    rows: [
      ["activity", "name", "scope", "scope3_category", "units"],
      ...activities.map((a) => [a.key, a.name, a.scope, a.scope3_category, a.units.join(", ")]),
    ],
  },
  { name: "Units", rows: [["unit"], ...RECORD_UNITS.map((u) => [u])] },
  { name: "Facilities", rows: [["facility_id", "name"], ...facilities.map((f) => [f.id, f.name])] },
];

function Template() {
  // The same cached answer the filters of Trends and Contribution read (one key, one shape).
  const state = useFacilities();
  const facilities = state.status === "ready" ? state.data : [];
  // A template downloaded before the facilities arrive would lack their ids: the buttons wait for them.
  const waiting = state.status === "loading";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const saveWorkbook = async () => {
    setBusy(true);
    setError(null);
    try {
      const activities = await everyActivity();
      await saveXlsx("activity-records-template.xlsx", [
        { name: "Records", rows: templateRows(facilities) },
        ...listSheets(activities, facilities),
      ]);
    } catch (err) {
      setError(asApiError(err, "The template could not be made."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="template-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="template-heading" className="text-lg font-semibold text-ink">
        1. Start from the template
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        One row per activity record: a facility, an activity, a quantity in a unit that measures it, and the days it
        covers. The XLSX template lists every activity with its units, and your facilities' ids, on their own sheets.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={waiting || busy}
          onClick={() => saveCsv("activity-records-template.csv", templateRows(facilities))}
        >
          Download the CSV template
        </Button>
        <Button size="sm" variant="outline" disabled={waiting || busy} aria-busy={busy} onClick={saveWorkbook}>
          Download the XLSX template
        </Button>
      </div>
      <div aria-live="polite" className="mt-2">
        {busy && <p className="text-sm text-muted">Fetching the activities…</p>}
        {error && <ApiProblem error={error} title="The template could not be made" />}
      </div>
      <ActivityFinder />
    </section>
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
      setError(asApiError(err, "The demo data could not be restored."));
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
        <ImportSheet onStored={changed} />
        <section aria-labelledby="uploads-heading" className="grid gap-3">
          <h2 id="uploads-heading" className="text-lg font-semibold text-ink">
            Uploads
          </h2>
          <UploadsList version={version} onWithdrawn={changed} />
        </section>
        {current.kind === "demo" && <Reset onReset={changed} />}
      </div>
    </>
  );
}
