import { useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { type BrsrCoreRow, type BrsrCoreSection, brsrCoreSections } from "~/content/brsr-core";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { brsrCoreDisclosureSchema } from "../../../contracts/api/brsr-core";
import { financialYearId, financialYearName, financialYearOf } from "../../../contracts/financial-year";
import { apiGet, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { useOpenForm } from "../components/form-frame";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { type Cell, saveXlsx } from "../files";
import { quantity, significant } from "../format";
import { forgetAnswers, useApi } from "../use-api";
import { type FinancialYear, FinancialYearForm } from "./brsr-core/financial-year-form";
import { PeriodPanel } from "./brsr-core/period-panel";

type Disclosure = z.infer<typeof brsrCoreDisclosureSchema>;

/** "2025-26" for the financial years a workspace may report: this one and the two before. */
function yearChoices(now = new Date()): { value: string; label: string }[] {
  const current = financialYearOf(now.toISOString().slice(0, 10));
  return [current, current - 1, current - 2].map((start) => ({
    value: financialYearId(start),
    label: financialYearName(start),
  }));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const shown = (row: BrsrCoreRow, value: number | null) =>
  value === null ? "Not computed" : row.intensity ? significant(value) : quantity(value);

/** The whole disclosure as one sheet, in the format's row order: a heading row per table, then its rows. */
function workbook(d: Disclosure, sections: BrsrCoreSection[]): Cell[][] {
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
    const sections = brsrCoreSections(d.output_unit);
    const [current, previous] = d.years;
    body = (
      <div className="grid gap-8">
        <PeriodPanel year={year} />
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
                FY {y.financial_year}: energy and emissions from {quantity(y.energy.made.records)} activity records (
                {y.emissions.made.months_with_data} months with data), water from {quantity(y.water.made.records)}{" "}
                records, waste from {quantity(y.waste.made.records)} records
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
                { header: "GJ per tonne (net)", cell: (f) => significant(f.ncv_gj_per_tonne), numeric: true },
                {
                  header: "GJ per litre",
                  cell: (f) => (f.gj_per_litre === null ? "" : significant(f.gj_per_litre)),
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
                  { name: "BRSR Core", rows: workbook(state.data[0], brsrCoreSections(state.data[0].output_unit)) },
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
