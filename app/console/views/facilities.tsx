import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/lib/use-url-filters";
import { apiGet } from "../api";
import { ApiProblem } from "../components/api-problem";
import { Checkbox } from "../components/checkbox";
import { EmptyState } from "../components/empty-state";
import { useOpenForm } from "../components/form-frame";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { forgetAnswers } from "../use-api";
import { useConsoleWorkspaces } from "../workspaces";
import { FacilityForm } from "./facilities/facility-form";
import { FacilityTable } from "./facilities/facility-list";
import { FacilityParts } from "./facilities/facility-parts";
import { LifecycleProblem, useKeptList, useLifecycle } from "./facilities/lifecycle";
import { everyPage, type Facility, type ListStatus } from "./facilities/resources";

/** The facilities a list shows, and whether deactivated ones exist when it shows none. */
async function loadFacilities(status: ListStatus) {
  const facilities = await everyPage<Facility>("/facilities", { status, sort: "name" });
  const someDeactivated =
    facilities.length === 0 &&
    status === "active" &&
    (await apiGet<{ data: unknown[] }>("/facilities", { status: "inactive", "page[size]": 1 })).data.length > 0;
  return { facilities, someDeactivated };
}

/**
 * The workspace's facilities (`/v1/facilities`): listed, added, edited, deactivated and reactivated (their history
 * kept), deleted while no records name them; and for the facility chosen (in the address, `?facility=`), its sources
 * and meters. "Show deactivated" (`?status=all`) lists the deactivated ones too.
 */
export default function FacilitiesView() {
  const { current } = useConsoleWorkspaces();
  const [filters, setFilters] = useUrlFilters(["status", "facility"] as const);
  const status: ListStatus = filters.status === "all" ? "all" : "active";
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState("");
  const [justChosen, setJustChosen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = (words: string) => {
    // Every view's facilities (filters, names in breakdowns) may have changed.
    forgetAnswers();
    setVersion((v) => v + 1);
    setMessage(words);
  };
  const list = useKeptList(`facility-view:facilities:${status}:${version}`, () => loadFacilities(status));
  const lifecycle = useLifecycle("/facilities", heading, changed);
  const { form, open, close } = useOpenForm<{ editing: Facility | null }>(heading);
  const facilities = list.data?.facilities;
  const chosen = facilities?.find((f) => f.id === filters.facility);

  return (
    <>
      <ViewHeader
        title="Facilities"
        intro="Your plants, offices and warehouses, the sources that emit at each and the meters that measure them. A facility you no longer use can be deactivated: its records stay."
      >
        <Button onClick={() => open({ editing: null })}>Add a facility</Button>
        <Checkbox
          label="Show deactivated"
          checked={status === "all"}
          onChange={(on) => setFilters({ status: on ? "all" : "" }, { replace: true })}
          className="pb-3"
        />
      </ViewHeader>
      <div className="grid gap-6">
        <div role="status" className="empty:-mb-6">
          {message && <p className="font-medium text-ink">{message}</p>}
        </div>
        {form && (
          <FacilityForm
            key={form.editing?.id ?? "new"}
            editing={form.editing}
            company={current.name}
            onSaved={(_, words) => {
              close();
              changed(words);
            }}
            onCancel={close}
          />
        )}
        <section
          aria-labelledby="facilities-heading"
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2
            id="facilities-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink focus:outline-none"
          >
            Your facilities
          </h2>
          <LifecycleProblem lifecycle={lifecycle} />
          {list.state.status === "error" && <ApiProblem error={list.state.error} onRetry={list.state.retry} />}
          {!facilities && list.state.status === "loading" && (
            <Skeleton label="Loading your facilities…" blocks={["h-32"]} />
          )}
          {facilities?.length === 0 && (
            <EmptyState title={list.data?.someDeactivated ? "No active facilities" : "No facilities yet"}>
              <p>
                {list.data?.someDeactivated
                  ? "Every facility of this workspace is deactivated: “Show deactivated” lists them, to reactivate one."
                  : "Add your plants, offices and warehouses with “Add a facility”. Every activity record you import names the facility it belongs to."}
              </p>
            </EmptyState>
          )}
          {facilities && facilities.length > 0 && (
            <FacilityTable
              facilities={facilities}
              chosen={chosen?.id ?? ""}
              lifecycle={lifecycle}
              onChoose={(f) => {
                setJustChosen(f.id !== chosen?.id);
                setFilters({ facility: f.id === chosen?.id ? "" : f.id });
              }}
              onEdit={(f) => open({ editing: f })}
            />
          )}
        </section>
        {chosen && (
          <FacilityParts
            key={chosen.id}
            facility={chosen}
            status={status}
            version={version}
            takeFocus={justChosen}
            onChanged={changed}
          />
        )}
      </div>
    </>
  );
}
