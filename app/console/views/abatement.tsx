import { type FormEvent, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import type { maccResultSchema } from "../../../contracts/api";
import { ApiError, apiPost } from "../api";
import { type MaccBar, MaccCurve } from "../charts/macc-curve";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { type Cell, readTableFile, saveCsv } from "../files";
import { decimal, wholeNumber } from "../format";

type Macc = z.infer<typeof maccResultSchema>;

/** A measure as the editor holds it: text as typed, so a half-typed number is not lost. */
type Measure = {
  key: string;
  label: string;
  capex_inr: string;
  opex_delta_inr: string;
  lifetime_years: string;
  annual_abatement_tco2e: string;
};

const FIELDS = [
  { name: "label", label: "Measure", hint: "" },
  { name: "capex_inr", label: "Investment (INR)", hint: "Up front" },
  { name: "opex_delta_inr", label: "Yearly operating cost change (INR)", hint: "Negative: it saves" },
  { name: "lifetime_years", label: "Lifetime (years)", hint: "" },
  { name: "annual_abatement_tco2e", label: "Abatement (t CO2e a year)", hint: "" },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];

const CSV_HEADER: FieldName[] = FIELDS.map((f) => f.name);
/** The columns of figures, which the measures hold as typed ("-3000000" stays a number in the CSV). */
const CSV_NUMBER_COLUMNS = CSV_HEADER.flatMap((name, i) => (name === "label" ? [] : [i]));
const STORE_KEY = "console:abatement-measures";

let counter = 0;
const newKey = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;
const blank = (): Measure => ({
  key: newKey(),
  label: "",
  capex_inr: "",
  opex_delta_inr: "",
  lifetime_years: "",
  annual_abatement_tco2e: "",
});

const EXAMPLES: Omit<Measure, "key">[] = [
  {
    label: "LED retrofit",
    capex_inr: "1200000",
    opex_delta_inr: "-450000",
    lifetime_years: "10",
    annual_abatement_tco2e: "180",
  },
  {
    label: "Rooftop solar 500 kWp",
    capex_inr: "22500000",
    opex_delta_inr: "-3100000",
    lifetime_years: "25",
    annual_abatement_tco2e: "560",
  },
  {
    label: "Boiler fuel switch to biomass",
    capex_inr: "9000000",
    opex_delta_inr: "400000",
    lifetime_years: "15",
    annual_abatement_tco2e: "900",
  },
];

/** The measures the API takes, or the first entry that is not a number. */
function requestOf(measures: Measure[]) {
  const out = [];
  for (const [i, m] of measures.entries()) {
    const numbers: Record<string, number> = {};
    for (const f of FIELDS.slice(1)) {
      const text = m[f.name].trim().replace(/,/g, "");
      const n = Number(text);
      if (text === "" || !Number.isFinite(n)) {
        return { error: `Measure ${i + 1}: ${f.label} needs a number.` };
      }
      numbers[f.name] = n;
    }
    if (m.label.trim() === "") return { error: `Measure ${i + 1} needs a name.` };
    out.push({ id: `m${i + 1}`, label: m.label.trim(), ...numbers });
  }
  return { measures: out };
}

/** Measures from CSV rows with the editor's columns as the header. */
function measuresOf(rows: string[][]): Measure[] {
  const [header, ...body] = rows;
  const columns = (header ?? []).map((h) => h.trim());
  const missing = CSV_HEADER.filter((c) => !columns.includes(c));
  if (missing.length)
    throw new Error(`The file has no column ${missing.join(", ")}; it needs ${CSV_HEADER.join(", ")}.`);
  return body.map((cells) => {
    const m = blank();
    for (const name of CSV_HEADER) m[name] = (cells[columns.indexOf(name)] ?? "").trim();
    return m;
  });
}

/** INR from paise, the sign before the symbol: "−₹1,415". */
const rupees = (paise: number) => `${paise < 0 ? "−" : ""}₹${wholeNumber(Math.abs(paise) / 100)}`;

function MeasureEditor({
  measure,
  index,
  onChange,
  onRemove,
}: {
  measure: Measure;
  index: number;
  onChange: (m: Measure) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_repeat(4,1fr)_auto] sm:items-end">
      <legend className="px-1 text-sm font-semibold text-ink">Measure {index + 1}</legend>
      {FIELDS.map((f) => (
        <div key={f.name} className="grid gap-1">
          <label htmlFor={`${id}-${f.name}`} className="text-xs font-medium text-ink">
            {f.label}
            {f.hint && <span className="block font-normal text-muted">{f.hint}</span>}
          </label>
          <input
            id={`${id}-${f.name}`}
            inputMode={f.name === "label" ? "text" : "decimal"}
            value={measure[f.name]}
            onChange={(e) => onChange({ ...measure, [f.name]: e.target.value })}
            className="min-h-11 w-full rounded-md border border-slate-400 px-2 text-sm text-ink"
          />
        </div>
      ))}
      <Button size="sm" variant="ghost" onClick={onRemove}>
        Remove<span className="sr-only"> measure {index + 1}</span>
      </Button>
    </fieldset>
  );
}

function Curve({ result }: { result: Macc }) {
  const bars: MaccBar[] = result.bars.map((b) => ({
    key: b.id,
    rank: b.rank,
    label: b.label,
    start: b.cumulative_start_tco2e,
    width: b.width_tco2e,
    cost: b.cost_per_tco2e_paise / 100,
  }));
  const t = result.totals;
  const cheapest = result.bars[0];
  const dearest = result.bars.at(-1);
  const summary = `${t.measures} measures abate ${decimal(t.annual_abatement_tco2e)} t CO2e a year at an average ${rupees(t.abatement_weighted_average_cost_per_tco2e_paise)} per tonne; ${decimal(t.negative_or_zero_cost_abatement_tco2e)} t of it saves money or costs nothing. Cheapest: ${cheapest?.label} at ${rupees(cheapest?.cost_per_tco2e_paise ?? 0)} per tonne; dearest: ${dearest?.label} at ${rupees(dearest?.cost_per_tco2e_paise ?? 0)} per tonne.`;
  return (
    <ChartFigure
      title="Marginal abatement cost curve"
      summary={summary}
      tableOpen
      chart={
        <MaccCurve
          title="Marginal abatement cost curve"
          description={summary}
          bars={bars}
          formatCost={(v) => rupees(v * 100)}
          formatTonnes={decimal}
        />
      }
      table={
        <DataTable
          caption="Abatement measures in cost order"
          exportable
          rows={result.bars}
          rowKey={(b) => b.id}
          columns={[
            { header: "Rank", cell: (b) => String(b.rank), value: (b) => b.rank },
            { header: "Measure", cell: (b) => b.label },
            {
              header: "Cost per tonne (INR)",
              cell: (b) => wholeNumber(b.cost_per_tco2e_paise / 100),
              value: (b) => b.cost_per_tco2e_paise / 100,
              numeric: true,
            },
            {
              header: "Abatement (t CO2e a year)",
              cell: (b) => decimal(b.width_tco2e),
              value: (b) => b.width_tco2e,
              numeric: true,
            },
            {
              header: "Cumulative (t CO2e a year)",
              cell: (b) => decimal(b.cumulative_abatement_tco2e),
              value: (b) => b.cumulative_abatement_tco2e,
              numeric: true,
            },
            {
              header: "Yearly cost (INR)",
              cell: (b) => wholeNumber(b.annualised_cost_paise / 100),
              value: (b) => b.annualised_cost_paise / 100,
              numeric: true,
            },
          ]}
          footer={[
            "Total",
            `${t.measures} measures`,
            wholeNumber(t.abatement_weighted_average_cost_per_tco2e_paise / 100),
            decimal(t.annual_abatement_tco2e),
            decimal(t.annual_abatement_tco2e),
            wholeNumber(t.annualised_cost_paise / 100),
          ]}
        />
      }
    />
  );
}

/** The MACC: a table editor of measures (CSV in and out) and the curve the API draws from them. */
export default function Abatement() {
  const [measures, setMeasures] = useState<Measure[] | null>(null);
  const [rate, setRate] = useState("10");
  const [result, setResult] = useState<Macc | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [note, setNote] = useState("");
  const importId = useId();
  const rateId = useId();

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? "[]") as Measure[];
      setMeasures(Array.isArray(saved) ? saved.map((m) => ({ ...blank(), ...m, key: newKey() })) : []);
    } catch {
      setMeasures([]);
    }
  }, []);
  useEffect(() => {
    if (measures) localStorage.setItem(STORE_KEY, JSON.stringify(measures));
  }, [measures]);

  const draw = async (e: FormEvent) => {
    e.preventDefault();
    if (!measures) return;
    const request = requestOf(measures);
    setError(null);
    if (request.error !== undefined) {
      setNote(request.error);
      return;
    }
    setNote("");
    setBusy(true);
    try {
      setResult(
        await apiPost<Macc>("/emission-analytics/macc", {
          measures: request.measures,
          discount_rate_pct: Number(rate) || 0,
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("The curve could not be drawn.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const imported = measuresOf(await readTableFile(file));
      setMeasures(imported);
      setResult(null);
      setNote(`Imported ${imported.length} measures from ${file.name}.`);
    } catch (err) {
      setNote(`${file.name} could not be imported: ${err instanceof Error ? err.message : "unknown error"}`);
    }
  };

  const exportRows = (): Cell[][] => [CSV_HEADER, ...(measures ?? []).map((m) => CSV_HEADER.map((c) => m[c]))];

  return (
    <>
      <ViewHeader
        title="Abatement"
        intro="List the measures you could take, with what each costs and abates; the curve puts them in order of cost per tonne, cheapest first."
      />
      {measures === null ? (
        <Skeleton label="Loading your measures…" blocks={["h-32"]} />
      ) : (
        <form onSubmit={draw} className="grid gap-4">
          {measures.length === 0 ? (
            <EmptyState
              title="No measures yet"
              action={
                <Button variant="outline" onClick={() => setMeasures(EXAMPLES.map((m) => ({ ...m, key: newKey() })))}>
                  Start from three example measures
                </Button>
              }
            >
              <p>Add a measure, import a CSV of them, or start from three examples and change their figures.</p>
            </EmptyState>
          ) : (
            measures.map((m, i) => (
              <MeasureEditor
                key={m.key}
                measure={m}
                index={i}
                onChange={(next) => setMeasures(measures.map((x) => (x.key === m.key ? next : x)))}
                onRemove={() => setMeasures(measures.filter((x) => x.key !== m.key))}
              />
            ))
          )}
          <div className="flex flex-wrap items-end gap-3">
            <Button variant="outline" onClick={() => setMeasures([...measures, blank()])}>
              Add a measure
            </Button>
            <div className="grid gap-1">
              <label htmlFor={importId} className="text-sm font-medium text-ink">
                Import measures (CSV)
              </label>
              <input
                id={importId}
                type="file"
                accept=".csv,text/csv,.xlsx"
                className="max-w-full text-sm"
                onChange={(e) => importFile(e.target.files?.[0])}
              />
            </div>
            <Button
              variant="outline"
              disabled={measures.length === 0}
              onClick={() => saveCsv("abatement-measures.csv", exportRows(), { numberColumns: CSV_NUMBER_COLUMNS })}
            >
              Export measures (CSV)
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <label htmlFor={rateId} className="text-sm font-medium text-ink">
                Discount rate (%)
              </label>
              <input
                id={rateId}
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
                className="min-h-11 w-28 rounded-md border border-slate-400 px-2 text-sm text-ink"
              />
            </div>
            <Button type="submit" disabled={busy || measures.length === 0} aria-busy={busy}>
              Draw the curve
            </Button>
          </div>
          <div aria-live="polite">{note && <p className="text-sm text-ink">{note}</p>}</div>
        </form>
      )}
      <div className="mt-6 grid gap-4">
        {busy && <Skeleton label="Drawing the curve…" blocks={["h-72"]} />}
        {error && <ApiProblem error={error} />}
        {result && !busy && <Curve result={result} />}
      </div>
    </>
  );
}
