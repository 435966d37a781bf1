import { type ShowcaseSlide, showcase } from "./home";

type Slide<K extends ShowcaseSlide["kind"]> = Extract<ShowcaseSlide, { kind: K }>;

const slides: readonly ShowcaseSlide[] = showcase.slides;

function slide<K extends ShowcaseSlide["kind"]>(kind: K): Slide<K> {
  const found = slides.find((s): s is Slide<K> => s.kind === kind);
  if (!found) throw new Error(`The home showcase has no ${kind} picture`);
  return found;
}

/** The figures of the sample report: the home page's dashboard pictures, so the site shows one set of numbers. */
export const reportFigures = {
  scopes: slide("scopes"),
  trend: slide("trend"),
  facilities: slide("facilities"),
  macc: slide("macc"),
};

/** Totals the report states, derived from the figures above. */
export function reportTotals(figures = reportFigures) {
  const byScope = Object.fromEntries(figures.scopes.scopes.map((s) => [s.scope, s.tco2e])) as Record<1 | 2 | 3, number>;
  const total = byScope[1] + byScope[2] + byScope[3];
  const scope12 = byScope[1] + byScope[2];
  const monthly = figures.trend.points.reduce((sum, p) => sum + p.value, 0);
  const plants = figures.facilities.rows.reduce((sum, r) => sum + r.tco2e, 0);
  const abatement = figures.macc.measures.reduce((sum, m) => sum + m.abatement, 0);
  return { byScope, total, scope12, monthly, plants, otherSites: scope12 - plants, abatement };
}

/** The sample emissions report: an illustrative company's FY report, with its approvals and evidence binder. */
export const sampleReport = {
  meta: {
    title: "Sample emissions report (illustrative)",
    description:
      "A printable sample of a CarbonTracker emissions report: Scope 1-3 totals, monthly trend, facility performance, abatement options, methodology, approvals and the evidence binder, on illustrative data.",
  },
  title: "Sample emissions report",
  organisation: "Example Manufacturing Ltd",
  notice:
    "Illustrative data. This sample uses the same made-up figures as the dashboard pictures on our home page; it describes no real company.",
  print: "Print or save as PDF",
  approvals: [
    { stage: "Draft", by: "Sustainability analyst", date: "2025-05-12", display: "12 May 2025" },
    { stage: "Review", by: "Head of Sustainability", date: "2025-05-20", display: "20 May 2025" },
    { stage: "Sign-off", by: "Chief Financial Officer", date: "2025-05-28", display: "28 May 2025" },
  ],
  summary:
    "Total emissions for the year, by scope, with intensity per unit of production and the change against the FY 2021-22 base year.",
  trendNote: "Scope 1 and 2 by month, against the reduction target for the month.",
  facilitiesNote: "Scope 1 and 2 of the five plants; offices and warehouses make up the other sites.",
  maccNote:
    "Measures ordered by cost per tonne in rupees (negative costs save money over the measure's life) and the emissions each avoids a year.",
  methodology: [
    "Standards: GHG Protocol Corporate Standard, Scope 2 Guidance and Scope 3 Standard; ISO 14064-1.",
    "Boundary: operational control; all five plants, offices and warehouses in India.",
    "Global warming potentials: IPCC Sixth Assessment Report (AR6), 100-year.",
    "Scope 2 is reported location-based with CEA grid emission rates; a market-based figure is disclosed beside it.",
    "Scope 3 covers the categories found material in screening: purchased goods and services, upstream transport, fuel- and energy-related activities, business travel and employee commuting.",
    "Estimates fill gaps only by documented rules and are marked in the evidence binder.",
  ],
  evidence: [
    {
      figure: "Scope 1: stationary combustion",
      data: "Fuel purchase invoices; boiler and generator logbooks, monthly, five plants",
      factor: "IPCC 2006 Guidelines, Vol. 2, Tables 2.2-2.3; AR6 GWP",
      owner: "Plant finance controllers",
    },
    {
      figure: "Scope 1: company vehicles",
      data: "Fuel card statements by vehicle",
      factor: "IPCC 2006 Guidelines, Vol. 2, Chapter 3 (mobile combustion)",
      owner: "Fleet manager",
    },
    {
      figure: "Scope 1: refrigerants",
      data: "Service records of refrigerant top-ups by unit",
      factor: "AR6 GWP of each refrigerant",
      owner: "Facilities manager",
    },
    {
      figure: "Scope 2: purchased electricity",
      data: "Utility bills and sub-meter readings by site and month",
      factor: "CEA CO2 Baseline Database, FY 2024-25 weighted average grid emission rate",
      owner: "Plant energy managers",
    },
    {
      figure: "Scope 2: market-based",
      data: "Rooftop solar generation, power purchase agreement invoices, REC retirement statements",
      factor: "Contractual instruments; uncovered consumption at the grid average, disclosed as a fallback",
      owner: "Group sustainability",
    },
    {
      figure: "Scope 3: purchased goods and services",
      data: "Procurement spend by category; supplier-specific data from the largest suppliers",
      factor: "Supplier-specific factors where provided, otherwise DESNZ 2025 spend-based factors",
      owner: "Procurement lead",
    },
    {
      figure: "Scope 3: upstream transport",
      data: "Freight invoices converted to tonne-kilometres",
      factor: "DESNZ 2025 freight factors",
      owner: "Logistics manager",
    },
    {
      figure: "Intensity denominator",
      data: "Production volumes from the ERP, by plant and month",
      factor: "Not applicable",
      owner: "Plant heads",
    },
  ],
};

export type SampleReport = typeof sampleReport;
