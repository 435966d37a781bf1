import { useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { brsrCoreDisclosureSchema } from "../../../contracts/api/brsr-core";
import { financialYearOf } from "../../../contracts/financial-year";
import { apiGet, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { useOpenForm } from "../components/form-frame";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { type Cell, saveXlsx } from "../files";
import { forgetAnswers, useApi } from "../use-api";
import { type FinancialYear, FinancialYearForm } from "./brsr-core/financial-year-form";

type Disclosure = z.infer<typeof brsrCoreDisclosureSchema>;
type Year = Disclosure["years"][number];
type Intensity = Year["intensities"]["ghg_tco2e"];
/** One row of the format: its words and how to read its figure from a year (null: not computed for lack of input). */
type Row = { label: string; of: (y: Year) => number | null; intensity?: boolean };
type Section = { title: string; rows: Row[] };

/** "2025-26" for the financial years a workspace may report: this one and the two before. */
function yearChoices(now = new Date()): { value: string; label: string }[] {
  const current = financialYearOf(now.toISOString().slice(0, 10));
  return [current, current - 1, current - 2].map((start) => {
    const value = `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
    return { value, label: `FY ${value}` };
  });
}

const intensityRows = (what: string, pick: (y: Year) => Intensity, outputUnit: string): Row[] => [
  { label: `${what} intensity per rupee of turnover`, of: (y) => pick(y).per_rupee, intensity: true },
  {
    label: `${what} intensity per rupee of turnover adjusted for PPP`,
    of: (y) => pick(y).per_rupee_ppp,
    intensity: true,
  },
  {
    label: `${what} intensity in terms of physical output (per ${outputUnit})`,
    of: (y) => pick(y).per_output,
    intensity: true,
  },
];

const TREATMENT_WORDS = { none: "no treatment", primary: "primary", secondary: "secondary", tertiary: "tertiary" };
const DESTINATION_WORDS = {
  surface: "To surface water",
  ground: "To groundwater",
  seawater: "To seawater",
  third_party: "Sent to third parties",
  other: "Others",
} as const;

/** The environmental tables of BRSR Principle 6 in the format's order, each row read from a year's answer. */
function sectionsOf(outputUnit: string | null): Section[] {
  const perOutput = outputUnit ?? "unit of output";
  return [
    {
      title: "Energy (GJ)",
      rows: [
        {
          label: "From renewable sources: total electricity consumption (A)",
          of: (y) => y.energy.renewable_gj.electricity,
        },
        { label: "Total fuel consumption (B)", of: (y) => y.energy.renewable_gj.fuel },
        { label: "Energy consumption through other sources (C)", of: (y) => y.energy.renewable_gj.other },
        { label: "Total energy consumed from renewable sources (A+B+C)", of: (y) => y.energy.renewable_gj.total },
        {
          label: "From non-renewable sources: total electricity consumption (D)",
          of: (y) => y.energy.non_renewable_gj.electricity,
        },
        { label: "Total fuel consumption (E)", of: (y) => y.energy.non_renewable_gj.fuel },
        { label: "Energy consumption through other sources (F)", of: (y) => y.energy.non_renewable_gj.other },
        {
          label: "Total energy consumed from non-renewable sources (D+E+F)",
          of: (y) => y.energy.non_renewable_gj.total,
        },
        { label: "Total energy consumed (A+B+C+D+E+F)", of: (y) => y.energy.total_gj },
        ...intensityRows("Energy", (y) => y.intensities.energy_gj, perOutput),
      ],
    },
    {
      title: "Water withdrawal and consumption (kL)",
      rows: [
        { label: "(i) Surface water", of: (y) => y.water.withdrawal_kl.surface },
        { label: "(ii) Groundwater", of: (y) => y.water.withdrawal_kl.ground },
        { label: "(iii) Third party water", of: (y) => y.water.withdrawal_kl.third_party },
        { label: "(iv) Seawater / desalinated water", of: (y) => y.water.withdrawal_kl.seawater_desalinated },
        { label: "(v) Others", of: (y) => y.water.withdrawal_kl.other },
        { label: "Total volume of water withdrawal (i to v)", of: (y) => y.water.total_withdrawal_kl },
        { label: "Total volume of water consumption", of: (y) => y.water.consumption_kl },
        ...intensityRows("Water", (y) => y.intensities.water_consumption_kl, perOutput),
      ],
    },
    {
      title: "Water discharge by destination and level of treatment (kL)",
      rows: [
        ...Object.entries(DESTINATION_WORDS).flatMap(([destination, words]) =>
          Object.entries(TREATMENT_WORDS).map(([level, treatment]) => ({
            label: `${words}: ${treatment}`,
            of: (y: Year) =>
              y.water.discharge_kl[destination as keyof Year["water"]["discharge_kl"]][
                level as keyof typeof TREATMENT_WORDS
              ],
          })),
        ),
        { label: "Total water discharged", of: (y) => y.water.total_discharge_kl },
      ],
    },
    {
      title: "Greenhouse gas emissions (tCO2e)",
      rows: [
        { label: "Total Scope 1 emissions", of: (y) => y.emissions.scope1_tco2e },
        { label: "Total Scope 2 emissions (location-based)", of: (y) => y.emissions.scope2_tco2e },
        { label: "Total Scope 1 and Scope 2 emissions", of: (y) => y.emissions.total_tco2e },
        ...intensityRows("Scope 1 and Scope 2 emission", (y) => y.intensities.ghg_tco2e, perOutput),
      ],
    },
    {
      title: "Waste (t)",
      rows: [
        { label: "Plastic waste (A)", of: (y) => y.waste.generated_t.plastic },
        { label: "E-waste (B)", of: (y) => y.waste.generated_t.e_waste },
        { label: "Bio-medical waste (C)", of: (y) => y.waste.generated_t.bio_medical },
        { label: "Construction and demolition waste (D)", of: (y) => y.waste.generated_t.construction_demolition },
        { label: "Battery waste (E)", of: (y) => y.waste.generated_t.battery },
        { label: "Radioactive waste (F)", of: (y) => y.waste.generated_t.radioactive },
        { label: "Other hazardous waste (G)", of: (y) => y.waste.generated_t.other_hazardous },
        { label: "Other non-hazardous waste (H)", of: (y) => y.waste.generated_t.other_non_hazardous },
        { label: "Total waste generated (A+B+C+D+E+F+G+H)", of: (y) => y.waste.total_generated_t },
        ...intensityRows("Waste", (y) => y.intensities.waste_generated_t, perOutput),
        { label: "Recovered: (i) recycled", of: (y) => y.waste.recovered_t.recycled },
        { label: "Recovered: (ii) re-used", of: (y) => y.waste.recovered_t.re_used },
        { label: "Recovered: (iii) other recovery operations", of: (y) => y.waste.recovered_t.other_recovery },
        { label: "Total waste recovered", of: (y) => y.waste.total_recovered_t },
        { label: "Disposed: (i) incineration", of: (y) => y.waste.disposed_t.incineration },
        { label: "Disposed: (ii) landfilling", of: (y) => y.waste.disposed_t.landfill },
        { label: "Disposed: (iii) other disposal operations", of: (y) => y.waste.disposed_t.other_disposal },
        { label: "Total waste disposed", of: (y) => y.waste.total_disposed_t },
      ],
    },
  ];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const quantity = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
const small = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 4 });
const shown = (row: Row, value: number | null) =>
  value === null ? "Not computed" : row.intensity ? small.format(value) : quantity.format(value);

/** The whole disclosure as one sheet, in the format's row order: a heading row per table, then its rows. */
function workbook(d: Disclosure, sections: Section[]): Cell[][] {
  const [current, previous] = d.years;
  const rows: Cell[][] = [["Parameter", `FY ${d.financial_year}`, `FY ${d.previous_financial_year}`]];
  for (const s of sections) {
    rows.push([s.title, null, null]);
    for (const r of s.rows) rows.push([r.label, current ? r.of(current) : null, previous ? r.of(previous) : null]);
  }
  return rows;
}

/**
 * BRSR Core's environmental attributes for a financial year and the one before, computed by
 * GET /v1/disclosures/brsr-core from the workspace's records: the tables in the format's order, what is missing for
 * which rows, how each figure was made, printable and as one XLSX workbook.
 */
export default function BrsrCore() {
  const choices = yearChoices();
  const [chosen, setFilters] = useUrlFilters(["year"] as const);
  const year = chosen.year || choices[1]!.value;
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState("");
  const completeness = useRef<HTMLHeadingElement>(null);
  const { form, open, close } = useOpenForm<true>(completeness);
  const state = useApi(`brsr-core:${year}:${version}`, () =>
    Promise.all([
      apiGet<Disclosure>("/disclosures/brsr-core", { financial_year: year }),
      apiGet<{ data: FinancialYear[] }>("/financial-years", { filter: `financial_year==${year}` }),
    ]),
  );
  const [exportError, setExportError] = useState<ReturnType<typeof asApiError> | null>(null);

  let body = null;
  if (state.status === "ready") {
    const [d, years] = state.data;
    const stored = years.data[0] ?? null;
    const sections = sectionsOf(d.output_unit);
    const [current, previous] = d.years;
    body = (
      <div className="grid gap-8">
        <section aria-labelledby="brsr-missing" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="brsr-missing" ref={completeness} tabIndex={-1} className="text-lg font-semibold text-ink">
            Completeness
          </h2>
          {d.missing.length === 0 ? (
            <p className="mt-1 text-sm text-muted">Every row has the inputs it needs for both years.</p>
          ) : (
            <ul className="mt-2 grid list-disc gap-2 pl-6 text-sm [overflow-wrap:anywhere]">
              {d.missing.map((m) => (
                <li key={`${m.financial_year}-${m.reason}`}>
                  <span className="font-medium text-ink">FY {m.financial_year}:</span> {m.reason}
                  {m.rows.length > 0 && <span className="text-muted"> Rows: {m.rows.join(", ")}.</span>}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 print:hidden">
            {form ? (
              <FinancialYearForm
                year={year}
                stored={stored}
                onSaved={(words) => {
                  forgetAnswers("brsr-core:");
                  setSaved(words);
                  setVersion((v) => v + 1);
                  close();
                }}
                onCancel={close}
              />
            ) : (
              <Button size="sm" variant="outline" onClick={() => open(true)}>
                {stored ? `Change FY ${year}'s revenue and PPP factor` : `Enter FY ${year}'s revenue and PPP factor`}
              </Button>
            )}
          </div>
        </section>
        {sections.map((s) => (
          <section key={s.title} aria-labelledby={`brsr-${slug(s.title)}`} className="grid gap-2">
            <h2 id={`brsr-${slug(s.title)}`} className="text-lg font-semibold text-ink">
              {s.title}
            </h2>
            <DataTable
              caption={s.title}
              exportable
              rows={s.rows}
              rowKey={(r) => r.label}
              columns={[
                { header: "Parameter", cell: (r) => r.label },
                {
                  header: `FY ${d.financial_year}`,
                  cell: (r) => (current ? shown(r, r.of(current)) : ""),
                  value: (r) => (current ? r.of(current) : null),
                  numeric: true,
                },
                {
                  header: `FY ${d.previous_financial_year}`,
                  cell: (r) => (previous ? shown(r, r.of(previous)) : ""),
                  value: (r) => (previous ? r.of(previous) : null),
                  numeric: true,
                },
              ]}
            />
          </section>
        ))}
        <section aria-labelledby="brsr-made" className="grid gap-3 text-sm">
          <h2 id="brsr-made" className="text-lg font-semibold text-ink">
            How the figures were made
          </h2>
          <ul className="list-disc pl-6 text-muted">
            {d.years.map((y) => (
              <li key={y.financial_year}>
                FY {y.financial_year}: energy and emissions from {quantity.format(y.energy.made.records)} activity
                records ({y.emissions.made.months_with_data} months with data), water from{" "}
                {quantity.format(y.water.made.records)} records, waste from {quantity.format(y.waste.made.records)}{" "}
                records
                {y.intensities.ppp
                  ? `; PPP conversion factor ${y.intensities.ppp.inr_per_international_dollar} ₹ per international $ (${y.intensities.ppp.source}, ${y.intensities.ppp.vintage})`
                  : ""}
                .
              </li>
            ))}
            <li>{d.provenance.energy_conversion}</li>
            <li>{d.provenance.scope2}</li>
          </ul>
          {d.provenance.fuels.length > 0 && (
            <DataTable
              caption="Calorific values the fuels were converted with"
              rows={d.provenance.fuels}
              rowKey={(f) => f.activity}
              columns={[
                { header: "Fuel", cell: (f) => f.label },
                { header: "GJ per tonne (net)", cell: (f) => small.format(f.ncv_gj_per_tonne), numeric: true },
                {
                  header: "GJ per litre",
                  cell: (f) => (f.gj_per_litre === null ? "" : small.format(f.gj_per_litre)),
                  numeric: true,
                },
                { header: "Sources", cell: (f) => f.sources.join("; ") },
              ]}
            />
          )}
          <p className="max-w-prose text-muted">{d.rules}</p>
        </section>
      </div>
    );
  }

  return (
    <>
      <ViewHeader
        title="BRSR Core"
        intro="The environmental attributes of BRSR Core (energy, water, Scope 1 and 2, waste) with their intensities, computed from your records for a financial year and the one before."
      >
        <SelectField label="Financial year" value={year} options={choices} onChange={(y) => setFilters({ year: y })} />
        {state.status === "ready" && (
          <div className="flex gap-2 print:hidden">
            <Button
              variant="outline"
              onClick={() =>
                saveXlsx(`brsr-core-${year}.xlsx`, [
                  { name: "BRSR Core", rows: workbook(state.data[0], sectionsOf(state.data[0].output_unit)) },
                ]).catch((err) => setExportError(asApiError(err, "The workbook could not be made.")))
              }
            >
              Download the workbook (XLSX)
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              Print or save as PDF
            </Button>
          </div>
        )}
      </ViewHeader>
      <p role="status" className="sr-only">
        {saved}
      </p>
      {exportError && <ApiProblem error={exportError} />}
      {state.status === "loading" && <Skeleton label="Computing the BRSR Core tables…" blocks={["h-24", "h-72"]} />}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {body}
    </>
  );
}
