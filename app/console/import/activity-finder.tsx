import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { type ApiError, apiGet, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { wholeNumber } from "../format";
import type { ActivityPage } from "./activity-list";

/** Results shown for one search; the XLSX template holds them all. */
const SHOWN = 20;

type Found = { q: string; answer: ActivityPage };

/** The activity keys and units for a few words of a name (`GET /v1/activities?q=`). */
export function ActivityFinder() {
  const [words, setWords] = useState("");
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const find = async (e: FormEvent) => {
    e.preventDefault();
    const q = words.trim();
    if (q === "") return;
    setBusy(true);
    setError(null);
    try {
      setFound({ q, answer: await apiGet<ActivityPage>("/activities", { q, "page[size]": SHOWN }) });
    } catch (err) {
      setFound(null);
      setError(asApiError(err, "The activities could not be searched."));
    } finally {
      setBusy(false);
    }
  };
  const total = found?.answer.summary.total ?? 0;
  const shown = found?.answer.data ?? [];
  return (
    <search aria-label="Activities" className="mt-4 grid gap-2">
      <form onSubmit={find} className="flex flex-wrap items-start gap-2">
        <TextField
          type="search"
          label="Find an activity's key"
          hint="Words of its name, e.g. flight long haul, hotel India, waste landfill."
          value={words}
          onChange={(e) => setWords(e.target.value)}
          maxLength={200}
          className="min-w-0 grow sm:max-w-md"
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="sm:mt-7"
          disabled={busy || words.trim() === ""}
          aria-busy={busy}
        >
          Find
        </Button>
      </form>
      <p role="status" className="text-sm text-ink">
        {found &&
          (total === 0
            ? `No activity matches “${found.q}”.`
            : total > shown.length
              ? `${wholeNumber(total)} activities match “${found.q}”; the first ${shown.length}:`
              : `${wholeNumber(total)} ${total === 1 ? "activity matches" : "activities match"} “${found.q}”:`)}
      </p>
      {shown.length > 0 && (
        <ul className="grid gap-2 text-sm">
          {shown.map((a) => (
            <li key={a.key}>
              <code className="break-all font-mono text-ink">{a.key}</code>
              <span className="block text-muted">
                {a.name}. Units: {a.units.join(", ")}.
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && <ApiProblem error={error} title="The activities could not be searched" />}
    </search>
  );
}
