/** The sample emissions report: the demo tenant's year, with its approvals and evidence binder. */
export const sampleReport = {
  meta: {
    title: "Sample emissions report (demo data)",
    description:
      "A printable sample of a CarbonTracker emissions report on the sandbox's demo data: Scope 1-3 totals, monthly trend, facility performance, abatement options, methodology, approvals and the evidence binder.",
  },
  title: "Sample emissions report",
  notice:
    "Demo data. This sample reports the sandbox's demo tenant, a made-up manufacturer: the same 36 months of data the API sandbox serves and our home page's dashboard pictures draw. It describes no real company.",
  print: "Print or save as PDF",
  /** Who approves, and how many days into the month after the period closes. */
  approvals: [
    { stage: "Draft", by: "Sustainability analyst", dayAfterClose: 12 },
    { stage: "Review", by: "Head of Sustainability", dayAfterClose: 20 },
    { stage: "Sign-off", by: "Chief Financial Officer", dayAfterClose: 28 },
  ],
  summary:
    "Total emissions for the last 12 months, by scope, with intensity per tonne produced and the change on the 12 months before.",
  scope3Note:
    "Scope 3 by GHG Protocol category: the categories the demo tenant records. Travel, waste and water are recorded for the last 12 months only.",
  trendNote: "Scope 1 and 2 by month, against the reduction target for the month.",
  facilitiesNote:
    "Each site's emissions by scope, its intensity per tonne produced (the distribution centre produces nothing) and its change on the 12 months before.",
  maccNote:
    "The sandbox's example measures for the demo plants, ordered by cost per tonne in rupees (negative costs save money over the measure's life) and the emissions each avoids a year.",
  methodology: [
    "Standards: GHG Protocol Corporate Standard, Scope 2 Guidance and Scope 3 Standard; ISO 14064-1.",
    "Boundary: operational control; the two plants and the distribution centre in India.",
    "Global warming potentials: IPCC Sixth Assessment Report (AR6), 100-year, for emissions calculated gas by gas; factors published as CO2e keep their publisher's basis (DESNZ: AR5) unless a record asked for AR6 and the publisher gives the gases to recompute it.",
    "Scope 2 is reported location-based with CEA grid emission rates; a market-based figure, with the renewable energy certificates retired for the Pune plant, is disclosed beside it.",
    "The reduction target cuts Scope 1 and 2 by 4.2% a year, the minimum linear annual reduction of a 1.5 °C-aligned absolute target (SBTi).",
    "Estimates fill gaps only by documented rules and are marked in the evidence binder.",
    "Figures are rounded to whole tonnes; each total is the sum of the rounded figures above it.",
  ],
  evidence: [
    {
      figure: "Scope 1: stationary combustion",
      data: "Diesel generator and boiler gas meter readings, canteen LPG invoices, monthly, by site",
      factor: "IPCC 2006 Guidelines, Vol. 2, Tables 2.2-2.3; AR6 GWP",
      owner: "Plant finance controllers",
    },
    {
      figure: "Scope 1: refrigerants",
      data: "Service records of refrigerant top-ups by unit",
      factor: "AR6 GWP of each refrigerant",
      owner: "Facilities manager",
    },
    {
      figure: "Scope 2: purchased electricity",
      data: "Utility bills and meter readings by site and month",
      factor: "CEA CO2 Baseline Database, weighted average grid emission rate",
      owner: "Plant energy managers",
    },
    {
      figure: "Scope 2: market-based",
      data: "Renewable energy certificate retirement statement for the Pune plant",
      factor: "Contractual instruments; uncovered consumption at the grid average, disclosed as a fallback",
      owner: "Group sustainability",
    },
    {
      figure: "Scope 3: purchased goods and services",
      data: "Procurement spend by category from the ERP; mains water by meter",
      factor: "US EPA supply-chain spend-based factors (a disclosed proxy); DESNZ 2025 water factors",
      owner: "Procurement lead",
    },
    {
      figure: "Scope 3: upstream transport",
      data: "Road freight invoices converted to tonne-kilometres; export sea freight by shipment",
      factor: "DESNZ 2025 freight factors (a disclosed proxy)",
      owner: "Logistics manager",
    },
    {
      figure: "Scope 3: waste and business travel",
      data: "Waste transfer notes by material and treatment; travel desk bookings of flights, hotels and taxis",
      factor: "DESNZ 2025 waste and business travel factors",
      owner: "Facilities manager; travel desk",
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
