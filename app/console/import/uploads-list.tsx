import { useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { activityUploadSchema, brsrInputUploadSchema } from "../../../contracts/api";
import { type ApiError, apiGet, apiPost, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { EvidencePanel } from "../components/evidence-panel";
import { Skeleton } from "../components/skeleton";
import { dayLabel, tonnesFigure, wholeNumber } from "../format";
import { useApi } from "../use-api";

type Upload = z.infer<typeof activityUploadSchema> | z.infer<typeof brsrInputUploadSchema>;

/** The uploads a list shows: activity records', or water and waste records'. */
export type UploadsOf = "activity" | "water-and-waste";

const UPLOADS_PATH: Record<UploadsOf, string> = {
  activity: "/activity-records/uploads",
  "water-and-waste": "/brsr-inputs/uploads",
};

const KIND_NAMES: Record<Upload["kind"], string> = {
  csv: "CSV file",
  xlsx: "XLSX file",
  json: "JSON batch",
  demo: "Demo data",
};

const nameOf = (u: Upload) => u.file_name ?? KIND_NAMES[u.kind];

/** Who sent or withdrew an upload: this console, an API key, the demo data. */
const whoOf = (clientId: string | null) =>
  clientId === null ? "The demo data" : clientId.startsWith("console-") ? "The console" : `API key ${clientId}`;

/**
 * The workspace's uploads, newest first: each one's file, kind, records, CO2e, the days it covers, who sent it and
 * whether it was withdrawn; a stored one can be withdrawn, which takes its records out of every total; each one's
 * evidence (the bill or register behind it) is shown, attached and downloaded below the list.
 */
export function UploadsList({
  of = "activity",
  version,
  onWithdrawn,
}: {
  of?: UploadsOf;
  version: number;
  onWithdrawn: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [evidenceOf, setEvidenceOf] = useState<Upload | null>(null);
  const path = UPLOADS_PATH[of];
  const leaves = of === "activity" ? "every total" : "every table";
  const state = useApi(`uploads:${of}:${version}`, () =>
    apiGet<{ data: Upload[] }>(path, { sort: "-created_at", "page[size]": 50 }),
  );
  if (state.status === "loading") return <Skeleton label="Loading your uploads…" blocks={["h-32"]} />;
  if (state.status === "error") return <ApiProblem error={state.error} onRetry={state.retry} />;
  if (state.data.data.length === 0) {
    return (
      <EmptyState title="No uploads yet">
        <p>
          Check and store a file above; each one is listed here with its record count
          {of === "activity" ? " and CO2e" : ""}.
        </p>
      </EmptyState>
    );
  }

  const withdraw = async (u: Upload) => {
    const records = u.records === 1 ? "Its 1 record leaves" : `Its ${wholeNumber(u.records)} records leave`;
    const question = `Withdraw ${nameOf(u)}? ${records} ${leaves}. The upload stays listed as withdrawn.`;
    if (!window.confirm(question)) return;
    setBusy(u.id);
    setError(null);
    setDone(null);
    try {
      await apiPost<Upload>(`${path}/${u.id}/withdraw`, {});
      const out = u.records === 1 ? "its 1 record is" : `its ${wholeNumber(u.records)} records are`;
      setDone(`${nameOf(u)} is withdrawn: ${out} out of ${leaves}.`);
      onWithdrawn();
    } catch (err) {
      setError(asApiError(err, "The upload could not be withdrawn."));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-3">
      <div aria-live="polite">
        {done && <p className="text-sm font-medium text-ink">{done}</p>}
        {error && <ApiProblem error={error} />}
      </div>
      <DataTable
        exportable
        caption="Uploads, newest first"
        rows={state.data.data}
        rowKey={(u) => u.id}
        columns={[
          { header: "Uploaded", cell: (u) => dayLabel(u.created_at.slice(0, 10)) },
          { header: "File", cell: nameOf },
          { header: "Kind", cell: (u) => KIND_NAMES[u.kind] },
          { header: "By", cell: (u) => whoOf(u.client_id) },
          { header: "Records", cell: (u) => wholeNumber(u.records), numeric: true },
          of === "activity"
            ? {
                header: "Emissions (t CO2e)",
                cell: (u) => ("co2e_kg" in u ? tonnesFigure(u.co2e_kg) : "—"),
                numeric: true,
              }
            : {
                header: "Records of",
                cell: (u) => ("record_type" in u && u.record_type === "waste" ? "Waste" : "Water"),
              },
          {
            header: "Covers",
            cell: (u) =>
              u.period_start && u.period_end ? `${dayLabel(u.period_start)} to ${dayLabel(u.period_end)}` : "—",
          },
          {
            header: "Status",
            cell: (u) =>
              u.status === "withdrawn" && u.withdrawn_at
                ? `Withdrawn on ${dayLabel(u.withdrawn_at.slice(0, 10))} by ${whoOf(u.withdrawn_by).toLowerCase()}`
                : "Stored",
            value: (u) => (u.status === "withdrawn" ? `withdrawn ${u.withdrawn_at ?? ""}` : "stored"),
          },
          {
            header: "Action",
            cell: (u) => (
              <div className="flex flex-wrap gap-2">
                {u.status === "stored" && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy !== null}
                    aria-busy={busy === u.id}
                    aria-label={`Withdraw ${nameOf(u)} (${dayLabel(u.created_at.slice(0, 10))})`}
                    onClick={() => withdraw(u)}
                  >
                    Withdraw
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={evidenceOf?.id === u.id}
                  aria-label={`Evidence of ${nameOf(u)} (${dayLabel(u.created_at.slice(0, 10))})`}
                  onClick={() => setEvidenceOf(evidenceOf?.id === u.id ? null : u)}
                >
                  Evidence
                </Button>
              </div>
            ),
            value: () => null,
          },
        ]}
      />
      {evidenceOf && (
        <EvidencePanel
          key={evidenceOf.id}
          target={{ type: of === "activity" ? "activity_upload" : "brsr_input_upload", id: evidenceOf.id }}
          named={`${nameOf(evidenceOf)} (${dayLabel(evidenceOf.created_at.slice(0, 10))})`}
        />
      )}
    </div>
  );
}
