import { type ChangeEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import {
  EVIDENCE_EXTENSIONS,
  EVIDENCE_MEDIA_TYPES,
  type EvidenceTargetType,
  type evidenceSchema,
} from "../../../contracts/api/evidence";
import { type ApiError, apiDelete, apiGet, apiGetFile, apiPostFile, asApiError } from "../api";
import { saveFile } from "../files";
import { forgetAnswers, useApi } from "../use-api";
import { ApiProblem } from "./api-problem";
import { Skeleton } from "./skeleton";

type Evidence = z.infer<typeof evidenceSchema>;
type Page = { data: Evidence[] };

/** Saved under its own name with the extension of the type its content has (the name's own is not trusted). */
const savedName = (e: Evidence) =>
  `${e.file_name.replace(/\.[^.]*$/, "") || "evidence"}.${EVIDENCE_EXTENSIONS[e.media_type]}`;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;
const who = (e: Evidence) =>
  e.uploaded_by.actor_type === "account" ? "a person in the workspace" : `API key ${e.uploaded_by.actor_id}`;
const when = (at: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date(at));

/**
 * The evidence of a financial year or an upload: the files attached to it (bills, registers, meter photos) with their
 * type, size, who attached them and when, each downloadable; a file input to attach another unless it is locked (a
 * signed-off year). The server tells a file's type from its content and says why it refuses one (too big, not an
 * accepted type, a signed-off year).
 */
export function EvidencePanel({
  target,
  named,
  locked = false,
}: {
  target: { type: EvidenceTargetType; id: string };
  /** What the files belong to, in words: "FY 2025-26", "water-march.csv". */
  named: string;
  locked?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState("");
  const filter = `attached_to_type==${target.type};attached_to_id==${target.id}`;
  const files = useApi(`evidence:${target.type}:${target.id}:${version}`, () =>
    apiGet<Page>("/evidence", { filter, "page[size]": 200 }),
  );

  const run = async (work: () => Promise<string>, words: string) => {
    setBusy(true);
    setError(null);
    setNotice("");
    try {
      setNotice(await work());
      forgetAnswers("evidence:");
      setVersion((v) => v + 1);
    } catch (err) {
      setError(asApiError(err, words));
    } finally {
      setBusy(false);
    }
  };
  const attach = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    run(async () => {
      const query = { attached_to_type: target.type, attached_to_id: target.id, file_name: file.name };
      try {
        await apiPostFile<Evidence>("/evidence", file, query);
      } finally {
        if (input.current) input.current.value = "";
      }
      return `${file.name} is attached to ${named}.`;
    }, "The file could not be attached.");
  };
  const download = (e: Evidence) =>
    run(async () => {
      saveFile(savedName(e), await apiGetFile(`/evidence/${e.id}/content`));
      return "";
    }, "The file could not be downloaded.");
  const remove = (e: Evidence) =>
    run(async () => {
      await apiDelete(`/evidence/${e.id}`);
      return `${e.file_name} was deleted.`;
    }, "The file could not be deleted.");

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={`${inputId}-heading`} className="font-semibold text-ink">
        Evidence of {named}
      </h3>
      {files.status === "loading" && <Skeleton label={`Loading the evidence of ${named}…`} blocks={["h-8"]} />}
      {files.status === "error" && <ApiProblem error={files.error} onRetry={files.retry} />}
      {files.status === "ready" && files.data.data.length === 0 && (
        <p className="mt-1 text-sm text-muted">No files are attached to {named} yet.</p>
      )}
      {files.status === "ready" && files.data.data.length > 0 && (
        <ul className="mt-2 grid gap-2 text-sm text-ink">
          {files.data.data.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium [overflow-wrap:anywhere]">{e.file_name}</span>
              <span className="text-muted">
                {EVIDENCE_MEDIA_TYPES[e.media_type]}, {size(e.byte_size)}, attached by {who(e)} on {when(e.created_at)}
              </span>
              <button
                type="button"
                className="text-brand-800 underline underline-offset-2 disabled:opacity-50"
                onClick={() => download(e)}
                disabled={busy}
                aria-label={`Download ${e.file_name}`}
              >
                Download
              </button>
              {!locked && (
                <button
                  type="button"
                  className="text-muted underline underline-offset-2 disabled:opacity-50"
                  onClick={() => remove(e)}
                  disabled={busy}
                  aria-label={`Delete ${e.file_name}`}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {locked ? (
        <p className="mt-2 text-sm text-muted">The year is signed off: reopen it to attach or delete files.</p>
      ) : (
        <div className="mt-3 grid max-w-xl gap-1 print:hidden">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Attach evidence
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.xlsx,.csv,application/pdf,image/png,image/jpeg,text/csv"
            aria-describedby={hintId}
            onChange={attach}
            disabled={busy}
            className="text-sm text-ink"
          />
          <p id={hintId} className="text-xs text-muted">
            PDF, PNG, JPEG, XLSX or CSV, up to 10 MB. The type is checked from the file's content.
          </p>
        </div>
      )}
      <div aria-live="polite" className="mt-2 text-sm">
        {busy && <p className="text-muted">Working…</p>}
        {!busy && notice && <p className="text-ink">{notice}</p>}
        {error && <ApiProblem error={error} />}
      </div>
    </section>
  );
}
