import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { periodSchema } from "../../../../contracts/api";
import { type ApiError, apiGet, apiGetFile, apiPost, asApiError, consoleGrant } from "../../api";
import { ApiProblem } from "../../components/api-problem";
import { EvidencePanel } from "../../components/evidence-panel";
import { Skeleton } from "../../components/skeleton";
import { saveFile } from "../../files";
import { quantity } from "../../format";
import { forgetAnswers, useApi } from "../../use-api";

type Period = z.infer<typeof periodSchema>;
type Actor = NonNullable<Period["submitted_by"]>;

const STATE_WORDS: Record<Period["state"], string> = {
  draft: "Draft: figures may change",
  in_review: "In review",
  signed_off: "Signed off: locked",
};

const who = (a: Actor) => (a.actor_type === "account" ? `a person (account ${a.actor_id})` : `API key ${a.actor_id}`);
const when = (at: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(at));

const FIGURES: [keyof NonNullable<Period["snapshot"]>, string][] = [
  ["scope1_tco2e", "Scope 1 (tCO2e)"],
  ["scope2_location_tco2e", "Scope 2, location-based (tCO2e)"],
  ["scope3_tco2e", "Scope 3 (tCO2e)"],
  ["activity_records", "Activity records"],
  ["water_withdrawal_kl", "Water withdrawn (kL)"],
  ["waste_generated_t", "Waste generated (t)"],
];

/**
 * The financial year's review: its state, who sent it for review and who signed it off, and when; the step it can
 * take next (send for review, sign off, reopen with a reason); a restatement against the earlier sign-off.
 */
export function PeriodPanel({ year }: { year: string }) {
  const reasonId = useId();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState("");
  const state = useApi(`period:${year}:${version}`, () => apiGet<Period>(`/periods/${year}`));
  // The steps this member's role may take (the API refuses the others all the same).
  const grant = useApi("grant", consoleGrant);
  const may = (scope: string) => grant.status === "ready" && grant.data.scopes.includes(scope as never);

  const step = async (action: "submit" | "sign-off" | "reopen", body: unknown = {}) => {
    setBusy(true);
    setError(null);
    try {
      await apiPost<Period>(`/periods/${year}/${action}`, body);
      forgetAnswers("period:");
      setReopening(false);
      setReason("");
      setVersion((v) => v + 1);
    } catch (err) {
      setError(asApiError(err, "The year's state could not be changed."));
    } finally {
      setBusy(false);
    }
  };
  const [downloading, setDownloading] = useState(false);
  /** The signed-off year's assurance pack (GET /periods/{year}/assurance-pack), saved as a ZIP. */
  const downloadPack = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(`assurance-pack-FY${year}.zip`, await apiGetFile(`/periods/${year}/assurance-pack`));
    } catch (err) {
      setError(asApiError(err, "The assurance pack could not be downloaded."));
    } finally {
      setDownloading(false);
    }
  };
  const reopen = (e: FormEvent) => {
    e.preventDefault();
    step("reopen", { reason });
  };

  if (state.status === "loading") return <Skeleton label="Loading the year's review…" blocks={["h-16"]} />;
  if (state.status === "error") return <ApiProblem error={state.error} onRetry={state.retry} />;
  const p = state.data;
  return (
    <section aria-labelledby="period-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="period-heading" className="text-lg font-semibold text-ink">
        Review and sign-off of FY {year}
      </h2>
      <p className="mt-1 font-medium text-ink">{STATE_WORDS[p.state]}</p>
      <ul className="mt-2 grid gap-1 text-sm text-ink">
        {p.submitted_by && p.submitted_at && (
          <li>
            Sent for review by {who(p.submitted_by)} on {when(p.submitted_at)}.
          </li>
        )}
        {p.signed_off_by && p.signed_off_at && (
          <li>
            Signed off by {who(p.signed_off_by)} on {when(p.signed_off_at)}
            {p.same_person ? ", who also prepared it (a workspace of one person)" : ""}.
          </li>
        )}
        {p.history
          .filter((h) => h.action === "reopened")
          .map((h) => (
            <li key={h.at}>
              Reopened by {who(h)} on {when(h.at)}: {h.reason}
            </li>
          ))}
      </ul>
      {p.state === "signed_off" && p.snapshot && (
        <p className="mt-2 text-sm text-muted">
          Records behind the figures: SHA-256{" "}
          <span className="font-mono [overflow-wrap:anywhere]">{p.snapshot.records_sha256}</span>. Writes to this year
          are refused until it is reopened.
        </p>
      )}
      {p.restatement && (
        <div className="mt-3 grid gap-1 text-sm">
          <p className="font-medium text-ink">Restated: {p.restatement.reason}</p>
          <ul className="list-disc pl-6 text-ink">
            {FIGURES.filter(([k]) => k in p.restatement!.changes).map(([k, label]) => (
              <li key={k}>
                {label}: {quantity(Number(p.restatement!.changes[k]!.before))} →{" "}
                {quantity(Number(p.restatement!.changes[k]!.after))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        {p.state === "draft" && may("calc:emissions") && (
          <Button size="sm" onClick={() => step("submit")} disabled={busy} aria-busy={busy}>
            Send for review
          </Button>
        )}
        {p.state === "in_review" && may("review:periods") && (
          <Button size="sm" onClick={() => step("sign-off")} disabled={busy} aria-busy={busy}>
            Sign off FY {year}
          </Button>
        )}
        {p.state === "signed_off" && (
          <Button size="sm" variant="outline" onClick={downloadPack} disabled={downloading} aria-busy={downloading}>
            {downloading ? "Preparing the assurance pack…" : "Download assurance pack"}
          </Button>
        )}
        {p.state !== "draft" && !reopening && may("admin:tenant") && (
          <Button size="sm" variant="outline" onClick={() => setReopening(true)} disabled={busy}>
            Reopen
          </Button>
        )}
      </div>
      {reopening && (
        <form onSubmit={reopen} className="mt-3 grid max-w-xl gap-2 print:hidden">
          <label htmlFor={reasonId} className="text-sm font-medium text-ink">
            Why must FY {year}'s figures change?
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            required
            minLength={10}
            className="rounded-lg border border-slate-400 p-2 text-sm text-ink"
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={busy} aria-busy={busy}>
              Reopen FY {year}
            </Button>
            <Button size="sm" variant="ghost" type="button" onClick={() => setReopening(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <div aria-live="polite" className="mt-2">
        {error && <ApiProblem error={error} />}
      </div>
      <EvidencePanel target={{ type: "period", id: year }} named={`FY ${year}`} locked={p.state === "signed_off"} />
    </section>
  );
}
