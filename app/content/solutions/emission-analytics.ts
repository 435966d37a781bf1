import { claims, claimsNote, pilotSites } from "~/content/offer-facts";
import { featureBadge } from "~/content/plans";
import type { SolutionContent } from "./solution";

export const emissionAnalytics: SolutionContent = {
  slug: "emission-analytics",
  kind: "product",
  meta: {
    title: "Emission Analytics: KPIs, variance, scenarios, forecasts and MACC",
    description:
      "Turn your Scope 1-3 ledger into decisions: intensity KPIs, variance drill-downs, scenarios, forecasts with p05-p95 bands and marginal abatement cost curves, with an ROI calculator.",
  },
  category: "Carbon emission analytics software",
  hero: {
    picture: "forecast",
    eyebrow: "Emission Analytics",
    title: "Know what moved your emissions, and what will move them next",
    lead: "KPIs, breakdowns, scenarios, forecasts and marginal abatement cost curves computed from the same audited ledger as your disclosures, so every chart traces back to its activity data and emission factor.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "Explore Live Sandbox", dialog: "sandbox" },
    ],
    highlights: [
      "Location- and market-based Scope 2, side by side",
      "Intensity per unit of production, per site and per product",
      { text: "Forecasts with p05-p95 bands, not single lines", badge: featureBadge("forecasts") },
    ],
  },
  problem: {
    title: "Spreadsheets tell you what happened, weeks late",
    lead: "Most teams assemble emissions in workbooks once a quarter. By the time a number is ready, nobody can say why it changed.",
    points: [
      "Analysts spend days each month reconciling meter readings, fuel invoices and factor tables by hand.",
      "A 6% rise at group level could be production growth, a dirtier grid or a leaking compressor: the workbook cannot tell.",
      "Reduction projects compete for capital without a common cost per tonne.",
      "Targets are set, but no one sees a drift until the year-end number arrives.",
    ],
  },
  solution: {
    title: "Analytics on a ledger you can audit",
    lead: "Every calculation is stored with its factor, GWP set and source document. Analytics read those numbers, never copies of them.",
    points: [
      {
        title: "KPIs and intensities",
        text: "Totals by scope, intensity per unit of production and change against your baseline year, by month, quarter or year.",
      },
      {
        title: "Variance you can explain",
        text: "Contribution analysis (LMDI) splits a change into activity, mix and intensity effects, down to the facility and fuel.",
      },
      {
        title: "Scenarios and forecasts",
        text: "Adjust factors, activity or renewable purchases and see the result; forecast 12 months ahead from 24 months of history.",
        badge: featureBadge("scenarios") ?? featureBadge("forecasts"),
      },
      {
        title: "Marginal abatement cost curves",
        text: "Rank reduction measures by cost per tonne of CO2e avoided, with capex, opex and lifetime in rupees.",
        badge: featureBadge("macc"),
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      {
        title: "Sustainability heads",
        text: "Explain the quarter's movement to the board without rebuilding the workbook.",
      },
      {
        title: "Plant and operations leaders",
        text: "See each site's intensity and the sources behind it, every month.",
      },
      {
        title: "Finance and controllership",
        text: "Put reduction projects on a cost-per-tonne footing next to capex plans.",
      },
      { title: "Data and IT teams", text: "Query the same KPIs through the /v1 API for your own BI tools." },
    ],
  },
  outcomes: {
    title: "What teams typically see",
    items: [
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "Monthly numbers ready in days, because data quality is checked as it arrives.",
      },
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Gaps are flagged and estimated values are marked, so coverage is known, not assumed.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "From measures chosen on the abatement curve and tracked against target.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "Capabilities",
    lead: "Everything is available in the dashboard and through the documented /v1 analytics API.",
    items: [
      {
        title: "KPI summary",
        text: "Totals, scope split, intensity, change against baseline and data completeness for any period.",
      },
      {
        title: "Time series",
        text: "Daily to yearly grain, grouped by scope, facility or source, with estimated points marked.",
      },
      { title: "Breakdowns", text: "Top contributors by facility, fuel, supplier or Scope 3 category." },
      {
        title: "Scenarios",
        text: "What-if on emission factors, activity levels, PPAs and RECs, without touching actuals.",
        badge: featureBadge("scenarios"),
      },
      {
        title: "Forecasts",
        text: "ETS, ARIMA or gradient-boosted models chosen by backtest, with p05-p95 bands and the error measured.",
        badge: featureBadge("forecasts"),
      },
      {
        title: "MACC",
        text: "Cost per tonne and cumulative abatement of your measures, discounted at the rate you choose.",
        badge: featureBadge("macc"),
      },
    ],
  },
  steps: {
    title: "How it works",
    lead: `Start with ${pilotSites} and the data you already have; widen the scope once the numbers hold.`,
    items: [
      {
        title: "Connect your data",
        text: "Upload meter readings, fuel and electricity bills, or send them through the API.",
      },
      {
        title: "Calculate",
        text: "Activity data is matched to IPCC, DEFRA, CEA or EPA factors with AR6 GWP and stored with its provenance.",
      },
      {
        title: "Analyse",
        text: "KPIs, breakdowns and variance update as each month closes; alerts flag drift from target.",
      },
      {
        title: "Plan",
        text: "Run scenarios and build the abatement curve to choose where the next rupee of capex goes.",
      },
    ],
  },
  roi: {
    title: "Estimate the time you get back",
    lead: "Enter how much analyst time your carbon numbers take today. The estimate updates as you type.",
    hoursLabel: "Analyst hours per month",
    hoursHint: "Time spent collecting, checking and calculating emissions data each month.",
    sitesLabel: "Number of sites",
    sitesHint: "Facilities in scope. The estimate follows analyst hours, not site count.",
    costLabel: "Hourly cost of an analyst (USD)",
    costHint: "Fully loaded cost per hour.",
    note: "An estimate, not a quote: your saving depends on how your data arrives today.",
  },
  faqs: [
    {
      question: "Which calculation standards does Emission Analytics follow?",
      answer:
        "Calculations follow the GHG Protocol Corporate Standard and Scope 2 Guidance, with AR6 global warming potentials by default. Factors come from IPCC, DEFRA/DESNZ, CEA and US EPA, each stored with its document and validity period.",
    },
    {
      question: "Can I see location-based and market-based Scope 2 together?",
      answer:
        "Yes. Both methods are calculated for every month. Market-based figures use your contracts (PPAs, RECs) and fall back to the residual mix or, where none is published, to the grid average, which is disclosed as such.",
    },
    {
      question: "How are forecasts made, and how far can I trust them?",
      answer:
        "By default the model looks back 24 months and forecasts 12. It compares exponential smoothing, ARIMA and a gradient-boosted model on a backtest and reports the chosen method, its error and p05-p95 bands with every forecast.",
    },
    {
      question: "Do I need all three scopes before I can use analytics?",
      answer:
        "No. Most customers start with Scope 1 and 2 at one to three sites. Scope 3 categories can be added later without changing anything already reported.",
    },
    {
      question: "Can our BI team use the same numbers?",
      answer:
        "Yes. The KPIs, time series, breakdowns, scenarios, forecasts and MACC shown here are served by the documented /v1 API, so your own tools read exactly what the dashboard shows.",
    },
  ],
  cta: {
    title: "See your own numbers in analytics",
    text: "Book a demo on your data, or talk to sales about plans and onboarding.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "Talk to Sales", dialog: "sales" },
    ],
  },
};
