import {
  ACTIVITY_KEYS,
  activityOf,
  convert,
  EMISSION_FACTORS,
  type EmissionFactorEntry,
  facetValue,
  isDefaultChoice,
  releaseSummaries,
  unitsFor,
} from "../../../carbon";
import { type CsvCell, writeCsv } from "../../../contracts/csv";
import {
  EXPLORER_CSV_COLUMNS,
  type ExplorerEstimateCall,
  type ExplorerFactor,
  type ExplorerRelease,
  type FactorExplorerData,
  releaseCsvPath,
} from "../../../contracts/factor-explorer";

/**
 * The catalogue as the website's factor explorer shows it (`contracts/factor-explorer.ts`): every release with its
 * row count, and every row with its values as in the catalogue, its facet values and a ready estimate call. Pure:
 * the build hands it to the site as `virtual:factor-explorer` (scripts/vite-factor-explorer.ts), without a database.
 */

/** Where a row with no country of its own (an IPCC default) is estimated in the ready call. */
const GLOBAL_ROW_COUNTRY = "IN";

/** A family row (e.g. coal) is estimated as the family's first member; other rows as their own activity. */
function estimateActivity(activity: string): string | null {
  if (activityOf(activity)) return activity;
  return ACTIVITY_KEYS.find((key) => key.startsWith(`${activity}_`)) ?? null;
}

/** One unit of what the factor measures on the first day it is valid, pinned to it; null when it cannot compute. */
function estimateCall(f: EmissionFactorEntry): ExplorerEstimateCall | null {
  if (f.value === null) return null;
  const activity = estimateActivity(f.activity);
  if (!activity) return null;
  // The factor's own unit (in its canonical spelling) when it fits the activity, else the first unit that converts.
  const units = unitsFor(activity);
  const unit = (units as string[]).includes(f.unit) ? f.unit : units.find((u) => convert(activity, 1, u, f.unit).ok);
  if (!unit) return null;
  const country = f.country ?? GLOBAL_ROW_COUNTRY;
  return { factor_id: f.id, activity, quantity: 1, unit, date: f.valid_from, country };
}

export function explorerFactor(f: EmissionFactorEntry): ExplorerFactor {
  return {
    id: f.id,
    label: f.label,
    category: f.category,
    activity: f.activity,
    source: f.source,
    publisher: f.publisher,
    region: f.region,
    subregion: f.subregion ?? null,
    year: f.year,
    scope: f.scope,
    scope3_category: f.scope3_category,
    sector: f.sector,
    gas: f.gas,
    unit_input: f.unit_input,
    unit_output: f.unit_output,
    value: f.value,
    gwp: f.gwp,
    basis: f.gwp_basis,
    gas_split: f.gas_split ? { ...f.gas_split } : null,
    value_ar6: f.value_ar6 ?? null,
    unit_type: String(facetValue(f, "unit_type")),
    default_for_activity: isDefaultChoice(f),
    release: f.release,
    provenance: { ...f.provenance },
    valid_from: f.valid_from,
    valid_to: f.valid_to,
    estimate: estimateCall(f),
  };
}

export function explorerReleases(): ExplorerRelease[] {
  return releaseSummaries().map((r) => ({
    id: r.id,
    source: r.source,
    publisher: r.publisher,
    title: r.title,
    edition: r.edition,
    published: r.published,
    coverage: r.coverage,
    url: r.url,
    licence: r.licence,
    attribution: r.attribution,
    rows: r.rows,
    rows_with_value: r.rows_with_value,
    csv_path: releaseCsvPath(r.id),
  }));
}

export function factorExplorerData(): FactorExplorerData {
  return { releases: explorerReleases(), factors: EMISSION_FACTORS.map(explorerFactor) };
}

function csvValues(f: ExplorerFactor): Record<(typeof EXPLORER_CSV_COLUMNS)[number], string | number | null> {
  return {
    id: f.id,
    label: f.label,
    category: f.category,
    activity: f.activity,
    source: f.source,
    publisher: f.publisher,
    region: f.region,
    subregion: f.subregion,
    year: f.year,
    scope: f.scope,
    scope3_category: f.scope3_category,
    sector: f.sector,
    gas: f.gas,
    value: f.value,
    unit_input: f.unit_input,
    unit_output: f.unit_output,
    gwp: f.gwp,
    basis: f.basis,
    gas_split_co2: f.gas_split?.CO2 ?? null,
    gas_split_ch4: f.gas_split?.CH4 ?? null,
    gas_split_n2o: f.gas_split?.N2O ?? null,
    value_ar6: f.value_ar6,
    valid_from: f.valid_from,
    valid_to: f.valid_to,
    release: f.release,
    provenance_doc: f.provenance.doc,
    provenance_url: f.provenance.url,
  };
}

/**
 * A release's rows as CSV (`contracts/csv.ts`): a header line, then one line per row in catalogue order (numbers as
 * JavaScript writes them), each line ending in CRLF.
 */
export function releaseCsv(factors: readonly ExplorerFactor[], releaseId: string): string {
  const rows: CsvCell[][] = [[...EXPLORER_CSV_COLUMNS]];
  for (const f of factors) {
    if (f.release !== releaseId) continue;
    const values = csvValues(f);
    rows.push(EXPLORER_CSV_COLUMNS.map((c) => values[c]));
  }
  return `${writeCsv(rows)}\r\n`;
}
