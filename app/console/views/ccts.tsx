import { useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { cctsDisclosureSchema } from "../../../contracts/api/ccts";
import { CCTS_COMPLIANCE_YEARS, cctsSectorOf } from "../../../contracts/disclosures";
import { apiDelete, apiGet, asApiError } from "../api";
import { GeiChart, type GeiPoint } from "../charts/gei-chart";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { useOpenForm } from "../components/form-frame";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { monthLabel, quantity, rupees, wholeNumber } from "../format";
import { forgetAnswers, useApi } from "../use-api";
import { type Obligation, ObligationForm } from "./ccts/obligation-form";

type Disclosure = z.infer<typeof cctsDisclosureSchema>;
type Unit = Disclosure["units"][number];

const YEARS = CCTS_COMPLIANCE_YEARS.map((y) => ({ value: y, label: y }));
const gei = (n: number | null) => (n === null ? "No output" : n.toFixed(4));
const METHOD_WORDS = {
  actual: "the year is over: the records' own figures",
  forecast: "the months after the last month with data are the platform's forecast of this unit's history",
  run_rate: "too little history to forecast: the months after the last month with data at the year's average so far",
} as const;

/** The cumulative GEI month by month: emissions so far over output so far. */
function trajectory(unit: Unit): GeiPoint[] {
  let emissions = 0;
  let output = 0;
  return unit.months.map((m) => {
    emissions += m.emissions_tco2e;
    output += m.output;
    return {
      key: m.month,
      label: monthLabel(`${m.month}-01`),
      gei: output > 0 ? emissions / output : null,
      projected: m.emissions_projected || m.output_projected,
    };
  });
}

function UnitPosition({
  unit,
  obligation,
  onEdit,
  onRemoved,
}: {
  unit: Unit;
  obligation: Obligation | undefined;
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof asApiError> | null>(null);
  const p = unit.position;
  const points = trajectory(unit);
  const levels = [
    ...Object.entries(obligation?.targets ?? { [unit.target_gei]: unit.target_gei }).map(([year, value]) => ({
      label: `Target ${year}`,
      value,
    })),
    { label: "Baseline 2023-24", value: unit.baseline_gei },
  ];
  const outcome =
    p.gei_gap === null
      ? "No GEI yet: record the unit's output to see where it stands."
      : p.certificates_owed
        ? `On course to owe ${quantity(p.certificates_owed)} certificates${
            p.environmental_compensation_inr === null
              ? ""
              : `, or ${rupees(p.environmental_compensation_inr)} of environmental compensation if none is surrendered`
          }.`
        : `On course to earn ${quantity(p.certificates_issued ?? 0)} certificates.`;
  const summary = `${unit.facility_name}: GEI ${gei(unit.year_end.gei)} at year end against a target of ${gei(unit.target_gei)}. ${outcome}`;
  const remove = async () => {
    if (!window.confirm(`Remove ${unit.facility_name}'s CCTS obligation? Its records stay.`)) return;
    setBusy(true);
    setError(null);
    try {
      await apiDelete(`/ccts/obligations/${encodeURIComponent(unit.facility_id)}`);
      onRemoved();
    } catch (err) {
      setError(asApiError(err, "The obligation could not be removed."));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`unit-${unit.facility_id}`} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`unit-${unit.facility_id}`} className="text-xl font-semibold text-ink">
          {unit.facility_name}{" "}
          <span className="text-base font-normal text-muted">({cctsSectorOf(unit.sector)?.label ?? unit.sector})</span>
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Change obligation
          </Button>
          <Button size="sm" variant="outline" onClick={remove} disabled={busy}>
            Remove obligation
          </Button>
        </div>
      </div>
      {error && <ApiProblem error={error} />}
      <p className="text-ink">{outcome}</p>
      {unit.missing.length > 0 && (
        <ul className="list-disc pl-6 text-sm text-muted">
          {unit.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <DataTable
        caption={`${unit.facility_name}: GEI against the ${unit.target_gei} target, tCO2e per ${unit.output_unit}`}
        exportable
        rows={[
          { term: `So far (to ${monthLabel(unit.to_date.to)})`, f: unit.to_date },
          { term: "Year end", f: unit.year_end },
        ]}
        rowKey={(r) => r.term}
        columns={[
          { header: "Period", cell: (r) => r.term },
          {
            header: "tCO2e",
            cell: (r) => quantity(r.f.emissions_tco2e),
            value: (r) => r.f.emissions_tco2e,
            numeric: true,
          },
          {
            header: `Output (${unit.output_unit})`,
            cell: (r) => quantity(r.f.output),
            value: (r) => r.f.output,
            numeric: true,
          },
          { header: "GEI", cell: (r) => gei(r.f.gei), value: (r) => r.f.gei ?? "", numeric: true },
        ]}
      />
      <p className="text-sm text-muted">Year end: {METHOD_WORDS[unit.year_end.method]}.</p>
      {points.some((pt) => pt.gei !== null) && (
        <ChartFigure
          title={`${unit.facility_name}: GEI through the year`}
          summary={summary}
          chart={
            <GeiChart
              title={`${unit.facility_name}: GEI through the year`}
              description={summary}
              points={points}
              levels={levels}
              format={(v) => v.toFixed(2)}
            />
          }
          table={
            <DataTable
              caption={`${unit.facility_name}: GEI so far in the year, month by month`}
              rows={points}
              rowKey={(pt) => pt.key}
              columns={[
                { header: "Month", cell: (pt) => pt.label },
                { header: "GEI so far", cell: (pt) => gei(pt.gei), numeric: true },
                { header: "Counted as", cell: (pt) => (pt.projected ? "Projected" : "Records") },
              ]}
            />
          }
        />
      )}
    </section>
  );
}

/**
 * The Carbon Credit Trading Scheme: the workspace's obligated units, each one's GEI so far and at year end against its
 * targets, and the certificates it is on course to earn or owe, over GET /v1/disclosures/ccts.
 */
export default function Ccts() {
  const [chosen, setFilters] = useUrlFilters(["year", "price"] as const);
  const filters = { year: chosen.year || CCTS_COMPLIANCE_YEARS[0], price: chosen.price };
  const [price, setPrice] = useState(filters.price);
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, open, close } = useOpenForm<{ editing: Obligation | null }>(heading);
  const facilities = useFacilities();
  const query = { compliance_year: filters.year, ...(filters.price ? { certificate_price_inr: filters.price } : {}) };
  const state = useApi(`ccts:${version}:${filters.year}:${filters.price}`, () =>
    Promise.all([apiGet<Disclosure>("/disclosures/ccts", query), apiGet<{ data: Obligation[] }>("/ccts/obligations")]),
  );
  const refresh = (words: string) => {
    forgetAnswers("ccts:");
    setSaved(words);
    setVersion((v) => v + 1);
    close();
  };
  const facilityList = facilities.status === "ready" ? facilities.data : [];

  return (
    <>
      <ViewHeader
        title="CCTS"
        intro="Your obligated units under India's Carbon Credit Trading Scheme: the GEI so far and at year end against the notified targets, from your own records, and the certificates each is on course to earn or owe."
      >
        <SelectField
          label="Compliance year"
          value={filters.year}
          options={YEARS}
          onChange={(y) => setFilters({ year: y })}
        />
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters({ price: price.trim().replaceAll(",", "") });
          }}
        >
          <TextField
            label="Certificate price (₹)"
            hint="For the compensation"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" className="mb-6">
            Apply
          </Button>
        </form>
      </ViewHeader>
      <p role="status" className="sr-only">
        {saved}
      </p>
      <div className="grid gap-8">
        {form ? (
          <ObligationForm facilities={facilityList} editing={form.editing} onSaved={refresh} onCancel={close} />
        ) : (
          <div>
            <Button onClick={() => open({ editing: null })} disabled={facilities.status !== "ready"}>
              Record an obligation
            </Button>
          </div>
        )}
        {state.status === "loading" && <Skeleton label="Working out the CCTS position…" blocks={["h-24", "h-72"]} />}
        {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
        {state.status === "ready" && (
          <>
            <h2 ref={heading} tabIndex={-1} className="sr-only">
              Obligated units
            </h2>
            {state.data[0].units.length === 0 ? (
              <EmptyState title="No obligated units yet">
                Record the facility the notification names, with its baseline and targets, to see its GEI against them.
              </EmptyState>
            ) : (
              state.data[0].units.map((unit) => (
                <UnitPosition
                  key={unit.facility_id}
                  unit={unit}
                  obligation={state.data[1].data.find((o) => o.facility_id === unit.facility_id)}
                  onEdit={() =>
                    open({ editing: state.data[1].data.find((o) => o.facility_id === unit.facility_id) ?? null })
                  }
                  onRemoved={() => refresh(`${unit.facility_name}'s CCTS obligation removed.`)}
                />
              ))
            )}
            <div className="grid gap-1 text-sm text-muted">
              <p className="max-w-prose">{state.data[0].rules}</p>
              <p>
                Figures to {monthLabel(state.data[0].as_of)}; {wholeNumber(state.data[0].units.length)} obligated
                unit(s).
              </p>
            </div>
          </>
        )}
      </div>
    </>
  );
}
