import { claims, claimsNote, timelines } from "~/content/offer-facts";
import { sampleReportPage } from "~/content/offer-pages";
import { featureBadge } from "~/content/plans";
import { calculatorsSection } from "~/content/tools/calculators-section";
import type { SolutionContent } from "./solution";

export const reportingDashboard: SolutionContent = {
  slug: "reporting-dashboard",
  kind: "product",
  meta: {
    title: "Reporting Dashboard: audit-ready BRSR, CDP and GHG Protocol reports",
    description:
      "Dashboards and disclosure-ready reports from one approved inventory: scope splits, trends, facility league tables and abatement curves, with draft, review and sign-off.",
  },
  category: "Sustainability reporting software",
  hero: {
    picture: "kpis",
    eyebrow: "Reporting Dashboard",
    title: "Reports your board reads and your auditor accepts",
    lead: "Dashboards and disclosure packs assembled from the approved inventory: emissions by scope, monthly trends against target, facility performance and the cost of cutting further.",
    actions: [
      { label: "Book a Demo", dialog: "demo" },
      { label: "See Sample Report", to: sampleReportPage.path },
    ],
    highlights: [
      "BRSR, CDP and GHG Protocol views of one inventory",
      "Draft, review and sign-off before anything is published",
      "Print-ready packs with the evidence listed",
    ],
  },
  problem: {
    title: "Every disclosure is rebuilt by hand",
    lead: "The board pack, the BRSR filing and the CDP response all start from copies of the same spreadsheet, and drift apart.",
    points: [
      "Charts are pasted into slides and go stale the moment a number is corrected.",
      "Different reports show different totals for the same year.",
      "Reviewers cannot tell which figures were estimated and which were measured.",
      "Assurance providers ask for evidence that takes weeks to collect.",
    ],
  },
  solution: {
    title: "One approved inventory, many views",
    lead: "Reports read the signed-off ledger directly, so a correction flows to every view and every view agrees.",
    points: [
      {
        title: "Live dashboards",
        text: "Scope split, monthly trend against target, facility league table and abatement curve, refreshed as data is approved.",
      },
      {
        title: "Disclosure views",
        text: "BRSR core indicators, CDP climate figures and a GHG Protocol inventory table from the same numbers.",
      },
      {
        title: "Approval chain",
        text: "Reports move from draft to review to sign-off; approvers and dates are printed on the report.",
      },
      {
        title: "Evidence binder",
        text: "Each figure lists its activity data, factor, source document and approver for your assurance provider.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    groups: [
      { title: "Sustainability heads", text: "Present one set of numbers to the board, regulators and customers." },
      { title: "Company secretaries and legal", text: "File BRSR with a record of who approved what." },
      { title: "Finance and controllership", text: "Review carbon figures with the discipline of a financial close." },
      { title: "Investor relations", text: "Answer CDP and investor questionnaires from approved figures." },
    ],
  },
  outcomes: {
    title: "What teams typically see",
    items: [
      {
        value: claims.fasterClose.value,
        label: claims.fasterClose.label,
        text: "Reports are assembled from approved data, not rebuilt for each audience.",
      },
      {
        value: claims.completeness.value,
        label: claims.completeness.label,
        text: "Coverage is printed with every report, so gaps are disclosed rather than discovered.",
      },
      {
        value: claims.intensityReduction.value,
        label: claims.intensityReduction.label,
        text: "Facility league tables show where intensity lags, and where to act first.",
      },
    ],
    note: claimsNote,
  },
  capabilities: {
    title: "Capabilities",
    lead: "Every chart has a table behind it, readable by screen readers and exportable to CSV or XLSX.",
    items: [
      { title: "Scope split", text: "Scope 1, 2 and 3 totals and shares, with intensity and change against baseline." },
      { title: "Trends and targets", text: "Monthly emissions against your reduction path, with drift alerts." },
      { title: "Facility league table", text: "Emissions, intensity and year-on-year change for every site." },
      {
        title: "Abatement curve",
        text: "Measures ranked by cost per tonne, from money-saving to costly.",
        badge: featureBadge("macc"),
      },
      { title: "Printable packs", text: "A4 reports with approvals, methodology and data quality on the page." },
      { title: "Exports", text: "CSV and XLSX downloads of every table for your own models." },
    ],
  },
  steps: {
    title: "How it works",
    lead: "Reporting starts as soon as the first month is approved.",
    items: [
      { title: "Approve the period", text: "Reviewers sign off each month's inventory in the platform." },
      { title: "Choose the view", text: "Board dashboard, BRSR, CDP or GHG Protocol inventory table." },
      { title: "Review the draft", text: "Comments and corrections are made on the report, with the change recorded." },
      {
        title: "Publish with evidence",
        text: "Sign off, print or export, and hand your auditor the evidence binder.",
        duration: `Assurance preparation in ${timelines.assurancePrep}`,
      },
    ],
  },
  tools: calculatorsSection,
  faqs: [
    {
      question: "Which reporting frameworks are covered?",
      answer:
        "BRSR core environmental indicators, the CDP climate questionnaire's emissions figures, and a GHG Protocol inventory table. All read from the same approved inventory.",
    },
    {
      question: "Can I see a report before booking a demo?",
      answer:
        "Yes. The sample report on this site is built from the sandbox's demo data and shows the layout, approvals, methodology and evidence binder of a real report. It prints on A4.",
    },
    {
      question: "What happens when a number changes after sign-off?",
      answer:
        "The report is reopened as a new draft. The change, its reason and the person who made it are recorded, and the report needs approval again before it is published.",
    },
    {
      question: "Can our auditors access the reports directly?",
      answer:
        "Yes. Auditor roles are read-only and can see the figures, their evidence and the approval history, but cannot change anything.",
    },
  ],
  cta: {
    title: "See your disclosures in one place",
    text: "Request a quote for your reporting scope, or book a demo to walk through a report.",
    actions: [
      { label: "Request Quote", dialog: "sales" },
      { label: "Book a Demo", dialog: "demo" },
    ],
  },
};
