import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { auditEventSchema, auditVerificationSchema } from "../../../contracts/api";
import { type ApiError, apiGet, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { wholeNumber } from "../format";
import { useApi } from "../use-api";

type AuditEvent = z.infer<typeof auditEventSchema>;
type Verification = z.infer<typeof auditVerificationSchema>;
type Page = { data: AuditEvent[]; page: { next_cursor: string | null }; summary: { total: number } };

const PAGE_SIZE = 50;

const WHO_CHOICES = [
  { value: "", label: "Everyone" },
  { value: "account", label: "People, in the console" },
  { value: "client", label: "API keys" },
];

/** What changed: each choice one condition of the API's filter (by the event's type or the resource's). */
const WHAT_CHOICES = [
  { value: "", label: "Every change", condition: "" },
  { value: "sign-ins", label: "Sign-ins", condition: "type==signIn" },
  { value: "periods", label: "Financial years: review, sign-off, reopening", condition: "resource_type==periods" },
  { value: "members", label: "Members and roles", condition: "resource_type==users" },
  { value: "keys", label: "API keys", condition: "resource_type==clients" },
  { value: "evidence", label: "Evidence files", condition: "resource_type==evidence" },
  { value: "activity", label: "Activity records", condition: "resource_type==activity-records" },
  { value: "facilities", label: "Facilities", condition: "resource_type==facilities" },
] as const;

const SINCE_CHOICES = [
  { value: "", label: "All time" },
  { value: "1", label: "The last day" },
  { value: "7", label: "The last 7 days" },
  { value: "30", label: "The last 30 days" },
  { value: "365", label: "The last 12 months" },
];

/** "updateFacility" as words: "Update facility". */
const words = (operationId: string) => {
  const spaced = operationId.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const shown = (value: unknown) => (value === null || value === undefined ? "(none)" : JSON.stringify(value));

/** A PATCH's or PUT's changed fields, "name: "Pune" → "Pune Plant"", or what a step was sent with (a reason). */
const changeText = (e: AuditEvent) => {
  if (e.changes) {
    return Object.entries(e.changes)
      .map(([field, c]) => `${field}: ${shown(c.before)} → ${shown(c.after)}`)
      .join("; ");
  }
  const sent = (e.data as { sent?: Record<string, unknown> }).sent;
  return sent
    ? Object.entries(sent)
        .map(([field, value]) => `${field}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join("; ")
    : "";
};

const whoOf = (e: AuditEvent) => (e.actor_type === "account" ? `Account ${e.actor_id}` : `API key ${e.actor_id}`);

function filterOf(who: string, what: string, since: string, resource: string): string | undefined {
  const parts: string[] = [];
  if (who) parts.push(`actor_type==${who}`);
  const kind = WHAT_CHOICES.find((c) => c.value === what)?.condition;
  if (kind) parts.push(kind);
  if (since) {
    // From the start of that day (UTC), so the request stays the same while the view is open.
    const from = new Date(Date.now() - Number(since) * 86_400_000).toISOString().slice(0, 10);
    parts.push(`occurred_at>=${from}T00:00:00Z`);
  }
  if (resource) parts.push(`resource_id==${resource}`);
  return parts.length ? parts.join(";") : undefined;
}

/** Checks the chain of every event and says whether it holds, or where it first breaks. */
function Verify() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const verify = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await apiGet<Verification>("/audit-events/verify"));
    } catch (err) {
      setError(asApiError(err, "The trail could not be checked."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="verify-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="verify-heading" className="text-lg font-semibold text-ink">
        Check that nothing was altered
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Each event carries the hash of the one before it. The check recomputes every hash: an event changed or removed
        afterwards breaks the chain there.
      </p>
      <div className="mt-3">
        <Button size="sm" variant="outline" onClick={verify} disabled={busy} aria-busy={busy}>
          Check the chain
        </Button>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {result?.verified && (
          <p className="font-medium text-ink">
            The trail is intact: {wholeNumber(result.events)} {result.events === 1 ? "event" : "events"}, each linked to
            the one before.
          </p>
        )}
        {result && !result.verified && result.first_broken && (
          <p className="font-medium text-red-700">
            The chain breaks at event {wholeNumber(result.first_broken.seq)} ({result.first_broken.id}:{" "}
            {result.first_broken.reason}): the trail was altered from there on.
          </p>
        )}
        {error && <ApiProblem error={error} />}
      </div>
    </section>
  );
}

/**
 * Every change made in the workspace, by a person in the console or an API key: newest first, filtered by who, since
 * when and the resource's id (kept in the address), exported as CSV or XLSX, and the hash chain checked.
 */
export default function AuditTrailView() {
  const resourceId = useId();
  const [filters, setFilters] = useUrlFilters(["who", "what", "since", "resource"] as const);
  const [resource, setResource] = useState(filters.resource);
  const [more, setMore] = useState<{ events: AuditEvent[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiError | null>(null);
  const filter = filterOf(filters.who, filters.what, filters.since, filters.resource);
  const query = { sort: "-occurred_at", "page[size]": PAGE_SIZE, filter };
  const state = useApi(`audit-events:${filter ?? ""}`, () => apiGet<Page>("/audit-events", query));

  const events = state.status === "ready" ? [...state.data.data, ...(more?.events ?? [])] : [];
  const next = more ? more.next : state.status === "ready" ? state.data.page.next_cursor : null;
  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await apiGet<Page>("/audit-events", { ...query, "page[after]": next });
      setMore({ events: [...(more?.events ?? []), ...page.data], next: page.page.next_cursor });
    } catch (err) {
      setMoreError(asApiError(err, "More events could not be loaded."));
    } finally {
      setLoadingMore(false);
    }
  };
  const choose = (change: Partial<typeof filters>) => {
    setMore(null);
    setFilters(change);
  };
  const findResource = (e: FormEvent) => {
    e.preventDefault();
    choose({ resource: resource.trim() });
  };

  return (
    <>
      <ViewHeader
        title="Audit trail"
        intro="Every change made in this workspace, by a person in the console or by an API key: what changed, before and after, who made it, when, and the request it came in."
      >
        <SelectField label="Who" value={filters.who} options={WHO_CHOICES} onChange={(who) => choose({ who })} />
        <SelectField label="What" value={filters.what} options={WHAT_CHOICES} onChange={(what) => choose({ what })} />
        <SelectField
          label="Since"
          value={filters.since}
          options={SINCE_CHOICES}
          onChange={(since) => choose({ since })}
        />
        <form onSubmit={findResource} className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={resourceId} className="text-sm font-medium text-ink">
              Resource id
            </label>
            <input
              id={resourceId}
              value={resource}
              onChange={(e) => setResource(e.target.value)}
              placeholder="01J…"
              spellCheck={false}
              className="min-h-11 w-64 max-w-full rounded-lg border border-slate-400 px-3 font-mono text-sm text-ink"
            />
          </div>
          <Button type="submit" variant="outline">
            Find
          </Button>
        </form>
      </ViewHeader>
      <div className="grid gap-6">
        {state.status === "loading" && <Skeleton label="Loading the audit trail…" blocks={["h-64"]} />}
        {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
        {state.status === "ready" && events.length === 0 && (
          <EmptyState title={filter ? "No change matches these filters" : "No changes yet"}>
            <p>
              {filter
                ? "Choose everyone and all time, or another resource id."
                : "Each change to facilities, records, uploads, financial years or API keys is listed here as it is made."}
            </p>
          </EmptyState>
        )}
        {state.status === "ready" && events.length > 0 && (
          <div className="grid gap-3">
            <p className="text-sm text-ink">
              {wholeNumber(events.length)} of {wholeNumber(state.data.summary.total)}{" "}
              {state.data.summary.total === 1 ? "event" : "events"}, newest first.
            </p>
            <DataTable
              exportable
              caption="Audit events, newest first"
              rows={events}
              rowKey={(e) => e.id}
              columns={[
                { header: "#", cell: (e) => e.seq, numeric: true },
                { header: "When", cell: (e) => when.format(new Date(e.occurred_at)), value: (e) => e.occurred_at },
                { header: "Who", cell: whoOf },
                { header: "What", cell: (e) => words(e.type), value: (e) => e.type },
                {
                  header: "Resource",
                  cell: (e) => `${e.resource_type}${e.resource_id ? ` ${e.resource_id}` : ""}`,
                },
                { header: "Change", cell: changeText },
                { header: "Request id", cell: (e) => e.request_id },
              ]}
            />
            {moreError && <ApiProblem error={moreError} />}
            {next && (
              <div>
                <Button variant="outline" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
                  Show {PAGE_SIZE} more
                </Button>
              </div>
            )}
          </div>
        )}
        <Verify />
      </div>
    </>
  );
}
