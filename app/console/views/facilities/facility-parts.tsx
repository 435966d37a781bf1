import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { ApiProblem } from "../../components/api-problem";
import { DataTable } from "../../components/data-table";
import { EmptyState } from "../../components/empty-state";
import { useOpenForm } from "../../components/form-frame";
import { Skeleton } from "../../components/skeleton";
import { LifecycleProblem, RowActions, useKeptList, useLifecycle } from "./lifecycle";
import { MeterForm, SourceForm } from "./part-forms";
import {
  energyOriginLabel,
  everyPage,
  type Facility,
  type ListStatus,
  type Meter,
  meterName,
  type Source,
  sourceName,
  sourceTypeLabel,
  statusLabel,
  unitLabel,
} from "./resources";

type Parts = { sources: Source[]; meters: Meter[] };
type OpenForm = { kind: "source"; editing: Source | null } | { kind: "meter"; editing: Meter | null };

/** A facility's sources, then the meters of each (one request a source). */
async function loadParts(facilityId: string, status: ListStatus): Promise<Parts> {
  const sources = await everyPage<Source>("/sources", { facility_id: facilityId, status });
  const meters = await Promise.all(sources.map((s) => everyPage<Meter>("/meters", { source_id: s.id, status })));
  return { sources, meters: meters.flat() };
}

const headingClass = "text-lg font-semibold text-ink focus:outline-none";

/** The sources of the chosen facility and their meters: listed, added, edited, deactivated, reactivated, deleted. */
export function FacilityParts({
  facility,
  status,
  version,
  takeFocus,
  onChanged,
}: {
  facility: Facility;
  status: ListStatus;
  /** Goes up with every change the view makes: the lists load again. */
  version: number;
  /** The person chose the facility just now: its heading takes the focus. */
  takeFocus: boolean;
  onChanged: (words: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sourcesHeading = useRef<HTMLHeadingElement>(null);
  const metersHeading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);
  const parts = useKeptList(`facility-view:parts:${facility.id}:${status}:${version}`, () =>
    loadParts(facility.id, status),
  );
  const sourceLifecycle = useLifecycle("/sources", sourcesHeading, onChanged);
  const meterLifecycle = useLifecycle("/meters", metersHeading, onChanged);
  const { form, open, close } = useOpenForm<OpenForm>(heading);
  const saved = (words: string) => {
    close();
    onChanged(words);
  };
  const data = parts.data;
  const sources = data?.sources ?? [];
  const sourceOf = (m: Meter) => sources.find((s) => s.id === m.source_id);

  return (
    <section
      aria-labelledby="facility-parts-heading"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="facility-parts-heading" ref={heading} tabIndex={-1} className={headingClass}>
          Sources and meters of {facility.name}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          A source is one thing that emits at the facility, such as a generator, a boiler or the grid connection; a
          meter measures one source. Records may name both.
        </p>
      </div>
      {parts.state.status === "error" && <ApiProblem error={parts.state.error} onRetry={parts.state.retry} />}
      {!data && parts.state.status === "loading" && (
        <Skeleton label={`Loading the sources of ${facility.name}…`} blocks={["h-24"]} />
      )}
      {data && (
        <>
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 ref={sourcesHeading} tabIndex={-1} className={headingClass}>
                Sources
              </h3>
              <Button size="sm" variant="outline" onClick={() => open({ kind: "source", editing: null })}>
                Add a source
              </Button>
            </div>
            {form?.kind === "source" && (
              <SourceForm
                key={form.editing?.id ?? "new"}
                facility={facility}
                editing={form.editing}
                onSaved={(_, words) => saved(words)}
                onCancel={close}
              />
            )}
            <LifecycleProblem lifecycle={sourceLifecycle} />
            {sources.length === 0 ? (
              <EmptyState title={`No sources at ${facility.name}`}>
                <p>Add the fuels and energy it uses: each source is measured in one unit.</p>
              </EmptyState>
            ) : (
              <DataTable
                caption={`Sources of ${facility.name}`}
                rows={sources}
                rowKey={(s) => s.id}
                columns={[
                  { header: "Source", cell: (s) => sourceName(s) },
                  { header: "Type", cell: (s) => sourceTypeLabel(s.type) },
                  { header: "Unit", cell: (s) => unitLabel(s.unit) },
                  { header: "Energy origin", cell: (s) => energyOriginLabel(s.energy_origin) },
                  { header: "Status", cell: (s) => statusLabel(s.active) },
                  {
                    header: "Actions",
                    cell: (s) => (
                      <RowActions
                        target={{ id: s.id, name: sourceName(s), active: s.active }}
                        lifecycle={sourceLifecycle}
                        onEdit={() => open({ kind: "source", editing: s })}
                        consequence="Its meters are deleted with it."
                      />
                    ),
                  },
                ]}
              />
            )}
          </div>
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 ref={metersHeading} tabIndex={-1} className={headingClass}>
                Meters
              </h3>
              {sources.length > 0 && (
                <Button size="sm" variant="outline" onClick={() => open({ kind: "meter", editing: null })}>
                  Add a meter
                </Button>
              )}
            </div>
            {form?.kind === "meter" && (
              <MeterForm
                key={form.editing?.id ?? "new"}
                sources={sources}
                editing={form.editing}
                onSaved={(_, words) => saved(words)}
                onCancel={close}
              />
            )}
            <LifecycleProblem lifecycle={meterLifecycle} />
            {data.meters.length === 0 ? (
              <EmptyState title={`No meters at ${facility.name}`}>
                <p>
                  {sources.length === 0
                    ? "Add a source first: a meter measures one source."
                    : "Add the meters that measure its sources, if your records name them."}
                </p>
              </EmptyState>
            ) : (
              <DataTable
                caption={`Meters of ${facility.name}`}
                rows={data.meters}
                rowKey={(m) => m.id}
                columns={[
                  { header: "Serial number", cell: (m) => m.serial },
                  { header: "Source", cell: (m) => (sourceOf(m) ? sourceName(sourceOf(m)!) : "") },
                  { header: "Unit", cell: (m) => unitLabel(m.unit) },
                  { header: "Make and model", cell: (m) => [m.make, m.model].filter(Boolean).join(" ") || "Not set" },
                  { header: "Status", cell: (m) => statusLabel(m.active) },
                  {
                    header: "Actions",
                    cell: (m) => (
                      <RowActions
                        target={{ id: m.id, name: meterName(m), active: m.active }}
                        lifecycle={meterLifecycle}
                        onEdit={() => open({ kind: "meter", editing: m })}
                        consequence=""
                      />
                    ),
                  },
                ]}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
