import { claims, claimsNote, pilotSites, timelines } from "~/content/offer-facts";
import type { SolutionContent } from "./solution";

export const emissionMonitoring: SolutionContent = {
  slug: "emission-monitoring",
  kind: "service",
  meta: {
    title: "Emission Monitoring: continuous, quality-checked emissions at every site",
    description: `Meters, ERPs and utility bills connected for monthly emissions with data-quality checks: a pilot at ${pilotSites} in ${timelines.monitoringPilot}, scale-up in ${timelines.monitoringScale}.`,
  },
  category: "Emission monitoring and data integration",
  hero: {
    eyebrow: "Emission Monitoring",
    title: "Emissions data that arrives on its own, checked",
    lead: "We connect your meters, ERPs and utility bills to CarbonTracker, set up the quality checks and alerts, and hand over a monthly emissions feed your plants trust.",
    actions: [
      { label: "Talk to an Expert", dialog: "contact" },
      { label: "Explore Live Sandbox", dialog: "sandbox" },
    ],
    highlights: [
      `Pilot at ${pilotSites} in ${timelines.monitoringPilot}`,
      `Scale-up across sites in ${timelines.monitoringScale}`,
      "Gaps, outliers and unit errors caught on arrival",
    ],
  },
  problem: {
    title: "Monthly numbers depend on monthly chasing",
    lead: "When data is collected by email at the end of each month, it arrives late, in the wrong units, with gaps no one notices until the audit.",
    points: [
      "Diesel logs, gas bills and electricity invoices come in a dozen formats.",
      "A meter that stopped reporting shows up as a month of zero emissions.",
      "Unit errors (litres for kilolitres, kWh for MWh) distort totals by orders of magnitude.",
      "Plant teams see their emissions once a year, too late to act on them.",
    ],
  },
  solution: {
    title: "Connected sources, checked on arrival",
    lead: "Data flows in through the API, file drops or connectors, and every value passes the same checks before it is calculated.",
    points: [
      {
        title: "Source integration",
        text: "Energy meters, ERP purchase and fuel records, utility bills and fleet data connected to facilities and sources.",
      },
      {
        title: "Quality rules",
        text: "Range, unit and completeness checks per source; missing periods are estimated only by rule, and marked.",
      },
      {
        title: "Alerts",
        text: "Site owners are told when data is late, out of range or drifting from target.",
      },
      {
        title: "Monthly close",
        text: "A repeatable close: data in, checks passed, emissions reviewed and signed off.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      { title: "Multi-site manufacturers", text: "Plants with meters and fuel records that should report themselves." },
      { title: "Energy and utilities", text: "Operators with high-frequency data and strict reporting calendars." },
      { title: "Logistics fleets", text: "Fuel cards and telematics turned into Scope 1 and 3 figures." },
      { title: "Real estate portfolios", text: "Landlord and tenant electricity by building and by month." },
    ],
  },
  outcomes: {
    title: "What clients typically see",
    items: [
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Late and missing data is chased automatically, so coverage holds month after month.",
      },
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "The month closes in days once data no longer waits for email.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "Sites that see monthly intensity find and fix waste sooner.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "What we set up",
    lead: "Everything is configured in your tenant; your team owns it after handover.",
    items: [
      {
        title: "Meter and ERP connectors",
        text: "API, SFTP file drops or scheduled exports, mapped to sources and units.",
      },
      {
        title: "Bill capture",
        text: "Electricity, fuel and gas bills entered or uploaded with period and unit checks.",
      },
      { title: "Quality checks", text: "Completeness, range and unit rules per source, with a data-quality score." },
      { title: "Estimation rules", text: "Documented gap-filling, always flagged as estimated in reports." },
      { title: "Alerts and owners", text: "A named owner per source, with alerts for late or odd values." },
      { title: "Runbook", text: "The monthly close written down, so it survives staff changes." },
    ],
  },
  steps: {
    title: "How it works",
    lead: `Prove it at ${pilotSites}, then roll out.`,
    items: [
      { title: "Source survey", text: "List every emission source, its data owner and how its data exists today." },
      {
        title: "Pilot",
        text: `Connect the sources of ${pilotSites}, configure checks and run the first monthly close.`,
        duration: timelines.monitoringPilot,
      },
      {
        title: "Scale-up",
        text: "Roll the same connectors and rules out to the remaining sites, in waves.",
        duration: timelines.monitoringScale,
      },
      { title: "Handover", text: "Train source owners and reviewers; we stay on call for the first closes." },
    ],
  },
  faqs: [
    {
      question: "Do we need new meters?",
      answer:
        "Usually not. We start with the meters, bills and ERP records you already have, and recommend sub-metering only where a large source has no data of its own.",
    },
    {
      question: "How long does a pilot take?",
      answer: `A pilot at ${pilotSites} takes ${timelines.monitoringPilot}, depending on how accessible the data is. Scaling up to the remaining sites typically takes ${timelines.monitoringScale}.`,
    },
    {
      question: "What happens when a meter stops reporting?",
      answer:
        "The source owner is alerted. If the gap is not filled before the close, the period is estimated by the documented rule and marked as estimated in every report.",
    },
    {
      question: "Can our own systems send data directly?",
      answer:
        "Yes. The /v1 API accepts activity data with idempotency keys, so retries never double count. You can try it in the live sandbox.",
    },
  ],
  cta: {
    title: "Let your sites report themselves",
    text: "Request a quote for a pilot, or book a demo of monitoring on live data.",
    actions: [
      { label: "Request Quote", dialog: "sales" },
      { label: "Book a Demo", dialog: "demo" },
    ],
  },
};
