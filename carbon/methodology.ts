import type { MethodologyFacts } from "../contracts/methodology";
import { ACTIVITIES, activityOf } from "./activities";
import { EMISSION_FACTORS, factorById } from "./catalogue";
import { RELEASES } from "./catalogue/releases";
import { DEFAULT_GWP_SET, GWP_SETS, GWP_SOURCES, GWP100 } from "./gwp";
import { selectFactors } from "./select-factor";
import {
  CONVERSION_SOURCES,
  EXACT_CONSTANTS,
  FUEL_PROPERTIES,
  INR_PER_USD_2021,
  NATURAL_GAS_BTU_HHV_PER_SCF,
  NATURAL_GAS_GJ_NCV_PER_NM3,
  NATURAL_GAS_GJ_NCV_PER_SCM,
  NATURAL_GAS_NCV_PER_GCV,
  OIL_COAL_NCV_PER_GCV,
} from "./units";

/**
 * The figures the catalogue's methodology page quotes, read from the engine itself: GWP sets, unit-conversion
 * constants with their sources, the AR5/AR6 basis rule with a factor worked through, and the CEA grid factors side by
 * side with the one selection takes for each financial year. The build hands them to the site; nothing is restated.
 */

/** The factor the basis rule is worked through with: DESNZ 2025, long-haul economy flight with RF, per passenger.km. */
export const BASIS_EXAMPLE_FACTOR = "desnz2025_21_316_3170_11_1";

const GWP_ROWS = [
  { gas: "CO2", key: "CO2" },
  { gas: "CH4 (fossil)", key: "CH4_fossil" },
  { gas: "CH4 (non-fossil)", key: "CH4_non_fossil" },
  { gas: "N2O", key: "N2O" },
  { gas: "HFC-134a", key: "HFC-134a" },
  { gas: "HFC-32", key: "HFC-32" },
  { gas: "HFC-125", key: "HFC-125" },
] as const;

const EXACT_NAMES: Record<keyof typeof EXACT_CONSTANTS, string> = {
  GJ_PER_MMBTU: "GJ per mmBtu",
  LITRES_PER_US_GALLON: "litres per US gallon",
  M3_PER_FT3: "m3 per cubic foot",
  TONNES_PER_SHORT_TON: "tonnes per short ton",
  KM_PER_MILE: "km per mile",
  GJ_PER_KWH: "GJ per kWh",
};

function gwpFacts(): MethodologyFacts["gwp"] {
  return {
    sets: [...GWP_SETS],
    sources: GWP_SETS.map((set) => ({ set, source: GWP_SOURCES[set] })),
    rows: GWP_ROWS.map(({ gas, key }) => ({ gas, values: GWP_SETS.map((set) => GWP100[set][key]) })),
    default_set: DEFAULT_GWP_SET,
  };
}

function conversionFacts(): MethodologyFacts["conversions"] {
  return {
    fuels: Object.entries(FUEL_PROPERTIES).map(([activity, p]) => ({
      activity,
      label: ACTIVITIES.get(activity)?.label ?? activity,
      ncv_gj_per_tonne: p.ncv_gj_per_tonne,
      density_kg_per_l: p.density_kg_per_l ?? null,
      gj_ncv_per_litre: p.density_kg_per_l ? (p.density_kg_per_l * p.ncv_gj_per_tonne) / 1000 : null,
    })),
    natural_gas: {
      btu_hhv_per_scf: NATURAL_GAS_BTU_HHV_PER_SCF,
      gj_ncv_per_nm3: NATURAL_GAS_GJ_NCV_PER_NM3,
      gj_ncv_per_scm: NATURAL_GAS_GJ_NCV_PER_SCM,
      ncv_per_gcv: NATURAL_GAS_NCV_PER_GCV,
    },
    oil_coal_ncv_per_gcv: OIL_COAL_NCV_PER_GCV,
    inr_per_usd_2021: INR_PER_USD_2021,
    exact: (Object.keys(EXACT_CONSTANTS) as (keyof typeof EXACT_CONSTANTS)[]).map((k) => ({
      name: EXACT_NAMES[k],
      value: EXACT_CONSTANTS[k],
    })),
    sources: { ...CONVERSION_SOURCES },
  };
}

function basisFacts(): MethodologyFacts["basis"] {
  const latest = [...RELEASES].reverse().find((r) => r.publisher === "DESNZ")!;
  const release = latest.id;
  const desnz = EMISSION_FACTORS.filter((f) => f.release === release && f.value !== null);
  const f = factorById(BASIS_EXAMPLE_FACTOR);
  const split = f?.gas_split;
  if (!f || f.value === null || typeof f.value_ar6 !== "number" || !split || split.CO2 === null) {
    throw new Error(`The basis example ${BASIS_EXAMPLE_FACTOR} needs a value, a complete split and an AR6 figure`);
  }
  return {
    ar5: { ch4: GWP100.AR5.CH4_fossil, n2o: GWP100.AR5.N2O },
    ar6: { ch4_fossil: GWP100.AR6.CH4_fossil, ch4_non_fossil: GWP100.AR6.CH4_non_fossil, n2o: GWP100.AR6.N2O },
    desnz: {
      release,
      title: `${latest.publisher} ${latest.title} ${latest.edition}`,
      attribution: latest.attribution ?? "",
      with_value: desnz.length,
      with_split: desnz.filter((d) => typeof d.value_ar6 === "number").length,
    },
    example: {
      id: f.id,
      label: f.label,
      unit: f.unit_input,
      value: f.value,
      split: { CO2: split.CO2, CH4: split.CH4 ?? 0, N2O: split.N2O ?? 0 },
      value_ar6: f.value_ar6,
      methane_origin: activityOf(f.activity)?.methane_origin ?? "fossil",
    },
  };
}

/** The factor selection takes for Indian grid electricity over a financial year (what a record of that year gets). */
function ceaFactorFor(validFrom: string, validTo: string): string | null {
  const chosen = selectFactors({
    activity: "grid_electricity",
    country: "IN",
    sector: "commercial",
    period_start: validFrom,
    period_end: validTo,
    unit: "kWh",
  });
  return chosen.ok ? (chosen.value.factors[0]?.id ?? null) : null;
}

/** The basis of a CEA row in words: its label without the country prefix and the version suffix. */
const ceaBasis = (label: string) =>
  label
    .replace(/^India grid electricity, /, "")
    .replace(/ \(CEA v[\d.]+(; (.*))?\)$/, (_m, _g, note: string | undefined) => (note ? ` (${note})` : ""));

function ceaFacts(): MethodologyFacts["cea"] {
  const rows = EMISSION_FACTORS.filter((f) => f.source === "CEA");
  const edition = new Map(RELEASES.map((r) => [r.id, r.edition]));
  return rows
    .map((f) => ({
      id: f.id,
      edition: edition.get(f.release) ?? f.release,
      year: f.year,
      basis: ceaBasis(f.label),
      value: f.value as number,
      unit: `${f.unit_output} per ${f.unit_input}`,
      valid_from: f.valid_from,
      valid_to: f.valid_to,
      release: f.release,
      doc: f.provenance.doc,
      url: f.provenance.url,
      chosen: f.valid_to !== null && ceaFactorFor(f.valid_from, f.valid_to) === f.id,
    }))
    .sort((a, b) => (a.valid_from === b.valid_from ? (a.id < b.id ? -1 : 1) : a.valid_from < b.valid_from ? 1 : -1));
}

export function methodologyFacts(): MethodologyFacts {
  return { gwp: gwpFacts(), conversions: conversionFacts(), basis: basisFacts(), cea: ceaFacts() };
}
