import facts from "virtual:methodology-facts";
import type { MethodologyFacts } from "../../../contracts/methodology";
import type { Step } from "../shapes";

/**
 * The emission-factor catalogue's methodology page: the copy is written here, every figure comes from the calculation
 * engine at build time (`virtual:methodology-facts`, from carbon/methodology.ts), so the page shows what a
 * calculation uses. Read by the route's loader only.
 */

export const METHODOLOGY_PATH = "/emission-factors/methodology";

export type Table = {
  caption: string;
  head: string[];
  rows: string[][];
  /** Columns holding figures, aligned to the right. */
  numeric: number[];
};

export type Source = { term: string; text: string; href?: string };

/** A published figure as it is published: every digit, thousands grouped. */
export const exact = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 12 });
/** A derived figure to six significant digits. */
const derived = (value: number) => value.toLocaleString("en-GB", { maximumSignificantDigits: 6 });

const selectionRules: Step[] = [
  {
    title: "A pinned factor wins",
    text: "A record or estimate that names a factor_id uses that factor, even outside the dates it is valid for; the answer then says outside_validity. Pinning one gas of a publication pins the publication: the other gases come from the same one.",
  },
  {
    title: "Else the facility's country",
    text: "A factor published for the country the facility is in (basis country). A US facility with an eGRID subregion takes its subregion's electricity rows, else the US average.",
  },
  {
    title: "Else the IPCC default",
    text: "The 2006 IPCC Guidelines' default for the activity, published for no country in particular (basis global_default).",
  },
  {
    title: "Else the activity's proxy region",
    text: "Where neither exists, the region whose factor stands in, disclosed as basis proxy_region: Great Britain (DESNZ) for flights, hotel nights, freight, waste and materials; the United States (EPA) for purchased goods by spend.",
  },
];

const publicationRules: Step[] = [
  {
    title: "The publication that covers the period",
    text: "In steps 2 to 4, rows group into publications (publisher, region, year and validity). The one valid on the most days of the record's period wins; a tie goes to the later start, then to the lower key.",
  },
  {
    title: "No publication covers it yet",
    text: "If none is valid on any day of the period, the latest publication that ended before it is used and the answer says outside_validity (a grid factor not yet published for the current year). A publication that starts after the period is never used.",
  },
  {
    title: "The rows within the publication",
    text: "Rows per gas (CO2, CH4, N2O) come before a CO2e row, so the GWP set you ask for applies. For each gas, the row of the facility's IPCC sector (energy, manufacturing, commercial), else the row for all sectors; then a row in the record's own unit, else one in the same kind of unit (volume, mass, energy); then the lowest id.",
  },
  {
    title: "A blank is not zero",
    text: "Where the publisher leaves a figure blank (no factor for that combination), a calculation that needs it is refused as not available, never counted as zero.",
  },
  {
    title: "The release you pin",
    text: "data_version names a release: the calculation uses it and the releases before it, never a later one, so a figure reported last year is the same figure next year. It is latest by default.",
  },
];

function gwpTable(gwp: MethodologyFacts["gwp"]): Table {
  return {
    caption: "100-year global warming potentials, kg CO2e per kg of gas",
    head: ["Gas", ...gwp.sets.map((s) => (s === gwp.default_set ? `${s} (default)` : s))],
    rows: gwp.rows.map((r) => [r.gas, ...r.values.map(exact)]),
    numeric: gwp.sets.map((_, i) => i + 1),
  };
}

function basisSection(basis: MethodologyFacts["basis"]) {
  const { ar5, ar6, example: e, desnz } = basis;
  const ch4 = e.methane_origin === "fossil" ? ar6.ch4_fossil : ar6.ch4_non_fossil;
  return {
    formula: `AR6 CO2e = CO2 + CH4 ÷ ${exact(ar5.ch4)} × ${exact(ar6.ch4_fossil)} (or ${exact(ar6.ch4_non_fossil)}) + N2O ÷ ${exact(ar5.n2o)} × ${exact(ar6.n2o)}`,
    methane: `Methane takes AR6's fossil value, ${exact(ar6.ch4_fossil)}, for fuels burnt (stationary, vehicles, flights, freight) because it includes the CO2 that fossil methane becomes; bioenergy, waste and water treatment take the non-fossil ${exact(ar6.ch4_non_fossil)}, since their methane is of biogenic carbon. AR5 has one value for all methane, ${exact(ar5.ch4)}, so dividing by it recovers the mass of gas.`,
    coverage: `Of the ${exact(desnz.with_value)} factors with a value in ${desnz.title}, ${exact(desnz.with_split)} publish a complete split and so have an AR6 figure. The others (refrigerants, hotel stays, materials, waste and more) publish CO2e only: their figure stays on AR5 whatever set you ask for, and the answer says so.`,
    example: {
      id: e.id,
      label: e.label,
      terms: [
        { term: "Published (AR5)", text: `${exact(e.value)} kg CO2e per ${e.unit}` },
        {
          term: "Split (kg CO2e on AR5)",
          text: `CO2 ${exact(e.split.CO2)}, CH4 ${exact(e.split.CH4)}, N2O ${exact(e.split.N2O)}`,
        },
        {
          term: "AR6, recomputed",
          text: `${exact(e.split.CO2)} + ${exact(e.split.CH4)} ÷ ${exact(ar5.ch4)} × ${exact(ch4)} + ${exact(e.split.N2O)} ÷ ${exact(ar5.n2o)} × ${exact(ar6.n2o)} = ${exact(e.value_ar6)} kg CO2e per ${e.unit}`,
        },
      ],
    },
    answers: {
      caption: "How an answer says which basis its CO2e is on",
      head: ["co2e_basis", "co2e_gwp", "When"],
      rows: [
        [
          "per_gas",
          "the set you asked for (AR6 if none)",
          "Factors per gas (IPCC, EPA, CEA): each mass weighted with the set's GWPs.",
        ],
        [
          "from_gas_split",
          "AR6",
          "You asked for AR6 and the CO2e factor publishes its split: the factor's value_ar6 is used.",
        ],
        [
          "published",
          "the publisher's set",
          "A CO2e factor used as published: you asked for no set or for its own set, or it publishes no split (DESNZ: AR5; EPA spend factors: AR4).",
        ],
      ],
      numeric: [],
    } satisfies Table,
    attribution: desnz.attribution,
  };
}

function conversionSection(c: MethodologyFacts["conversions"]) {
  const fuels: Table = {
    caption: "Fuel properties used to convert between mass, volume and energy (net calorific value basis)",
    head: ["Fuel", "Activity key", "Net calorific value, GJ per tonne", "Density, kg per litre", "GJ (net) per litre"],
    rows: c.fuels.map((f) => [
      f.label,
      f.activity,
      exact(f.ncv_gj_per_tonne),
      f.density_kg_per_l === null ? "–" : derived(f.density_kg_per_l),
      f.gj_ncv_per_litre === null ? "–" : derived(f.gj_ncv_per_litre),
    ]),
    numeric: [2, 3, 4],
  };
  const gas: Table = {
    caption: "Natural gas by volume and the net-to-gross ratios",
    head: ["Figure", "Value"],
    rows: [
      ["Heat content, Btu per standard cubic foot (higher heating value)", exact(c.natural_gas.btu_hhv_per_scf)],
      ["Net ÷ gross calorific value, natural gas", exact(c.natural_gas.ncv_per_gcv)],
      ["Net ÷ gross calorific value, oil products and coal", exact(c.oil_coal_ncv_per_gcv)],
      ["GJ (net) per Nm3 (0 °C)", derived(c.natural_gas.gj_ncv_per_nm3)],
      ["GJ (net) per m3 or scm (15 °C)", derived(c.natural_gas.gj_ncv_per_scm)],
      ["Rupees per US dollar, 2021 average (spend factors)", exact(c.inr_per_usd_2021)],
    ],
    numeric: [1],
  };
  const exactUnits: Table = {
    caption: "Exact unit definitions",
    head: ["Unit", "Value"],
    rows: c.exact.map((x) => [x.name, exact(x.value)]),
    numeric: [1],
  };
  const sources: Source[] = [
    { term: "Net calorific values", text: c.sources.ncv },
    { term: "Densities", text: c.sources.density },
    { term: "Natural gas heat content", text: c.sources.natural_gas_heat_content },
    { term: "Net and gross", text: c.sources.net_per_gross },
    { term: "Gas volumes", text: c.sources.gas_volumes },
    { term: "Exchange rate", text: c.sources.inr_per_usd },
    { term: "Units", text: c.sources.exact },
  ];
  const lead =
    "A quantity is converted to the unit of the factor chosen for it. Fuels go through energy on a net calorific value basis: mass by the calorific value, volume by the density first. Coal is given by mass or energy; natural gas by volume through its heat content; petrol by volume only (litres, kL, m3), with no calorific value applied.";
  return { lead, fuels, gas, exactUnits, sources };
}

function ceaSection(cea: MethodologyFacts["cea"]) {
  const table: Table = {
    caption: "CEA weighted average grid emission factors for India, every version in the catalogue",
    head: ["Version", "Financial year", "Basis", "kg CO2 per kWh", "Valid", "Used for the year"],
    rows: cea.map((r) => [
      `CEA ${r.edition}`,
      r.year,
      r.basis,
      exact(r.value),
      `${r.valid_from} to ${r.valid_to ?? "open"}`,
      r.chosen ? "Yes" : "No (shown for comparison)",
    ]),
    numeric: [3],
  };
  const seen = new Set<string>();
  const sources: Source[] = cea
    .filter((r) => !seen.has(r.doc) && seen.add(r.doc))
    .map((r) => ({ term: `CEA ${r.edition}, ${r.year}`, text: r.doc, href: r.url }));
  return { table, sources };
}

export function methodologyPage() {
  const gwp = facts.gwp;
  return {
    meta: {
      title: "Emission-factor methodology",
      description:
        "How CarbonTracker's factor catalogue chooses a factor, the GWP sets it applies, how AR6 figures are recomputed from DESNZ's gas split, the calorific values and densities behind unit conversion, and CEA's grid factors version by version.",
      path: METHODOLOGY_PATH,
    },
    hero: {
      eyebrow: "Emission-factor catalogue",
      title: "How the catalogue turns activity into CO2e",
      lead: "Every figure the API and the platform give comes from a published factor chosen by fixed rules, converted with published constants and weighted with a stated GWP set. This page sets them out; its numbers are the ones the calculation uses.",
    },
    contents: [
      { id: "choosing", label: "How a factor is chosen" },
      { id: "gwp", label: "GWP sets" },
      { id: "basis", label: "AR5 and AR6" },
      { id: "conversions", label: "Calorific values and densities" },
      { id: "cea", label: "CEA grid factors" },
    ],
    choosing: {
      lead: "Selection is deterministic: the same record always gets the same factors. The rules apply in this order.",
      rules: selectionRules,
      publication: publicationRules,
    },
    gwp: {
      lead: `Gases measured as mass are weighted into CO2e with the set you ask for (gwp_set, ${gwp.default_set} when you ask for none). A factor published as CO2e keeps its published figure unless you ask for ${gwp.default_set} explicitly (below).`,
      table: gwpTable(gwp),
      sources: gwp.sources.map((s) => ({ term: s.set, text: s.source })),
    },
    basis: basisSection(facts.basis),
    conversions: conversionSection(facts.conversions),
    cea: ceaSection(facts.cea),
  };
}

export type MethodologyPage = ReturnType<typeof methodologyPage>;
