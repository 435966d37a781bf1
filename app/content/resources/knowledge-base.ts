import type { InfoCard, SectionCopy, Step } from "../shapes";

/** How the knowledge base is organised: by product, by topic or by the reader's role. */
export const articleKinds = [
  { value: "product", label: "Product" },
  { value: "topic", label: "Topic" },
  { value: "role", label: "Role" },
] as const;
export type ArticleKind = (typeof articleKinds)[number]["value"];

export type ArticleCategory = { id: string; kind: ArticleKind; title: string; description: string };

/**
 * A guide: the spec's title, reads and time, with what search needs (summary, tags, category). Its id is its
 * slug: the page `/resources/knowledge-base/{id}` renders `articles/{id}.md` (see
 * `components/resources/articles.server.ts`), and its summary is that page's description.
 */
export type Article = {
  id: string;
  category: string;
  title: string;
  summary: string;
  tags: readonly string[];
  reads: number;
  minutes: number;
};

export const categories = [
  {
    id: "platform",
    kind: "product",
    title: "CarbonTracker Platform",
    description: "Organisations, facilities, activity data imports and emission factors.",
  },
  {
    id: "analytics",
    kind: "product",
    title: "Emission Analytics",
    description: "KPIs, breakdowns, scenarios, forecasts and marginal abatement cost curves.",
  },
  {
    id: "reporting",
    kind: "product",
    title: "Reporting Dashboard",
    description: "Dashboards, disclosures, approvals and exports for BRSR, CDP and the GHG Protocol.",
  },
  {
    id: "scope-1-2",
    kind: "topic",
    title: "Scope 1 and 2 accounting",
    description: "Fuels, refrigerants, purchased electricity and the two Scope 2 methods.",
  },
  {
    id: "scope-3",
    kind: "topic",
    title: "Scope 3 and suppliers",
    description: "Value-chain categories, supplier data requests and spend-based estimates.",
  },
  {
    id: "data-quality",
    kind: "topic",
    title: "Data quality and assurance",
    description: "Completeness, estimates, evidence and preparing for an auditor.",
  },
  {
    id: "sustainability-leads",
    kind: "role",
    title: "For sustainability leads",
    description: "Running the inventory, setting targets and answering the board.",
  },
  {
    id: "plant-operations",
    kind: "role",
    title: "For plant and operations teams",
    description: "Meters, monthly data entry and acting on facility hotspots.",
  },
  {
    id: "finance-it",
    kind: "role",
    title: "For finance, audit and IT",
    description: "Controls, access, integrations and the cost side of reduction plans.",
  },
] as const satisfies readonly ArticleCategory[];

export const articles: readonly Article[] = [
  {
    id: "set-up-facilities",
    category: "platform",
    title: "Set up your organisation and facilities",
    summary: "Create sites with their country, state and industry so the right grid and fuel factors apply.",
    tags: ["onboarding", "facilities", "organisation boundary"],
    reads: 18400,
    minutes: 6,
  },
  {
    id: "import-activity-data",
    category: "platform",
    title: "Import activity data from CSV and XLSX",
    summary: "Map columns for fuel, electricity and refrigerant records, fix rejected rows and re-import safely.",
    tags: ["import", "csv", "xlsx", "activity data"],
    reads: 15200,
    minutes: 8,
  },
  {
    id: "choose-emission-factors",
    category: "platform",
    title: "How emission factors are chosen",
    summary: "Factor selection by activity, region and year from IPCC, DEFRA, CEA and EPA, with provenance.",
    tags: ["emission factors", "IPCC", "DEFRA", "CEA", "EPA", "GWP"],
    reads: 12700,
    minutes: 7,
  },
  {
    id: "read-kpis",
    category: "analytics",
    title: "Read your emissions KPIs",
    summary: "Totals by scope, intensity per unit of production and change against your baseline year.",
    tags: ["KPI", "intensity", "baseline", "dashboard"],
    reads: 11300,
    minutes: 5,
  },
  {
    id: "scenarios",
    category: "analytics",
    title: "Model a reduction scenario",
    summary: "Adjust factors, activity and renewable instruments to see their effect on next year's footprint.",
    tags: ["scenario", "what-if", "PPA", "REC"],
    reads: 6400,
    minutes: 9,
  },
  {
    id: "forecasts",
    category: "analytics",
    title: "Forecast emissions with confidence bands",
    summary: "Twelve-month forecasts from 24 months of history, with p05-p95 bands and the method used.",
    tags: ["forecast", "ARIMA", "ETS", "time series"],
    reads: 5900,
    minutes: 8,
  },
  {
    id: "macc",
    category: "analytics",
    title: "Build a marginal abatement cost curve",
    summary: "Rank reduction measures by cost per tonne and see cumulative abatement for an investment plan.",
    tags: ["MACC", "abatement", "capex", "decarbonisation"],
    reads: 7100,
    minutes: 10,
  },
  {
    id: "brsr-report",
    category: "reporting",
    title: "Prepare your BRSR environment disclosures",
    summary: "Which BRSR core indicators come from the ledger, and how to export them for the annual report.",
    tags: ["BRSR", "SEBI", "disclosure", "annual report"],
    reads: 16900,
    minutes: 9,
  },
  {
    id: "cdp-response",
    category: "reporting",
    title: "Answer the CDP climate questionnaire",
    summary: "Reuse your inventory, targets and verification status to fill the CDP climate modules.",
    tags: ["CDP", "questionnaire", "disclosure"],
    reads: 8800,
    minutes: 7,
  },
  {
    id: "approval-chain",
    category: "reporting",
    title: "Draft, review and sign-off",
    summary:
      "How figures should move from draft to review to sign-off, who should approve, and what CarbonTracker records.",
    tags: ["approvals", "workflow", "sign-off"],
    reads: 4700,
    minutes: 4,
  },
  {
    id: "stationary-combustion",
    category: "scope-1-2",
    title: "Stationary combustion: boilers, furnaces and DG sets",
    summary: "Record diesel, coal, natural gas and biomass by quantity and let the ledger apply the right factor.",
    tags: ["scope 1", "fuel", "diesel", "coal", "natural gas"],
    reads: 9600,
    minutes: 6,
  },
  {
    id: "refrigerants",
    category: "scope-1-2",
    title: "Refrigerant leaks and fugitive emissions",
    summary: "Estimate fugitive emissions from top-ups and service records with AR6 global warming potentials.",
    tags: ["scope 1", "refrigerant", "fugitive", "HFC", "GWP"],
    reads: 5200,
    minutes: 5,
  },
  {
    id: "scope-2-methods",
    category: "scope-1-2",
    title: "Location-based and market-based Scope 2",
    summary: "Report both methods as the GHG Protocol requires, with RECs and PPAs applied to the market-based total.",
    tags: ["scope 2", "electricity", "location-based", "market-based", "REC", "PPA"],
    reads: 14100,
    minutes: 8,
  },
  {
    id: "scope-3-screening",
    category: "scope-3",
    title: "Screen the 15 Scope 3 categories",
    summary: "Find the categories that matter for your business before collecting any supplier data.",
    tags: ["scope 3", "screening", "value chain", "materiality"],
    reads: 13500,
    minutes: 9,
  },
  {
    id: "supplier-requests",
    category: "scope-3",
    title: "Request emissions data from suppliers",
    summary: "Send data requests, track responses and replace spend-based estimates with supplier figures.",
    tags: ["scope 3", "suppliers", "procurement", "data request"],
    reads: 7800,
    minutes: 7,
  },
  {
    id: "spend-based",
    category: "scope-3",
    title: "Spend-based estimates and when to move on",
    summary: "Use spend data to estimate purchased goods quickly, and know the error it carries.",
    tags: ["scope 3", "spend-based", "purchased goods", "estimates"],
    reads: 6900,
    minutes: 6,
  },
  {
    id: "completeness",
    category: "data-quality",
    title: "Measure data completeness",
    summary: "How the completeness percentage is calculated and how to close the gaps before period end.",
    tags: ["data quality", "completeness", "gaps"],
    reads: 8200,
    minutes: 5,
  },
  {
    id: "estimates",
    category: "data-quality",
    title: "Flag and replace estimated values",
    summary: "Mark estimated months, document the method and swap in actuals when bills arrive.",
    tags: ["estimates", "data quality", "actuals"],
    reads: 4900,
    minutes: 4,
  },
  {
    id: "assurance-evidence",
    category: "data-quality",
    title: "Prepare evidence for limited assurance",
    summary:
      "Keep the source files with their uploads, freeze what you disclose and give your auditor read-only access.",
    tags: ["assurance", "audit", "evidence", "ISO 14064"],
    reads: 10400,
    minutes: 8,
  },
  {
    id: "first-inventory",
    category: "sustainability-leads",
    title: "Your first GHG inventory in 30 days",
    summary: "A week-by-week plan from boundary setting to a reviewed Scope 1 and 2 inventory.",
    tags: ["getting started", "inventory", "boundary", "GHG Protocol"],
    reads: 21300,
    minutes: 12,
  },
  {
    id: "set-targets",
    category: "sustainability-leads",
    title: "Set a reduction target you can defend",
    summary: "Choose a base year, an intensity or absolute target, and track progress every month.",
    tags: ["targets", "base year", "net zero"],
    reads: 9100,
    minutes: 7,
  },
  {
    id: "board-pack",
    category: "sustainability-leads",
    title: "Brief your board on emissions",
    summary: "The five charts a board asks for and how to export them with their sources.",
    tags: ["board", "reporting", "governance"],
    reads: 5600,
    minutes: 5,
  },
  {
    id: "monthly-entry",
    category: "plant-operations",
    title: "Monthly data entry for a plant",
    summary: "What to enter each month, by when, and how reviewers send questions back to you.",
    tags: ["plant", "monthly close", "data entry"],
    reads: 8700,
    minutes: 4,
  },
  {
    id: "connect-meters",
    category: "plant-operations",
    title: "Connect energy meters",
    summary: "Register meters with make, model and serial, and stream readings instead of typing them.",
    tags: ["meters", "IoT", "energy", "electricity"],
    reads: 6100,
    minutes: 6,
  },
  {
    id: "facility-hotspots",
    category: "plant-operations",
    title: "Find your facility's hotspots",
    summary: "Break emissions down by source, process and shift to decide where to act first.",
    tags: ["hotspots", "breakdown", "facility"],
    reads: 5300,
    minutes: 5,
  },
  {
    id: "sso-roles",
    category: "finance-it",
    title: "Single sign-on, MFA and roles",
    summary: "Who may see and change what: MFA, roles, read-only access for auditors and keys for machines.",
    tags: ["SSO", "MFA", "security", "roles", "access"],
    reads: 4400,
    minutes: 5,
  },
  {
    id: "api-quickstart",
    category: "finance-it",
    title: "API quickstart: your first request",
    summary: "Get an OAuth2 client-credentials token and list your facilities with the /v1 API.",
    tags: ["API", "OAuth2", "token", "developers", "integration"],
    reads: 7600,
    minutes: 6,
  },
  {
    id: "carbon-cost",
    category: "finance-it",
    title: "Put a cost on carbon in your plans",
    summary: "Use MACC outputs, payback and internal carbon prices in budgets and capex decisions.",
    tags: ["finance", "carbon price", "capex", "payback"],
    reads: 3900,
    minutes: 6,
  },
];

export const knowledgeBase = {
  meta: {
    title: "Knowledge base: guides for CarbonTracker and carbon accounting",
    description:
      "Search guides on the CarbonTracker platform, analytics and reporting, Scope 1-3 accounting, data quality and assurance, by product, topic or role, with a getting-started path and policies.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Knowledge base",
    lead: "Guides for the CarbonTracker platform and for carbon accounting itself: search them, or browse by product, topic or your role.",
  },
  search: { placeholder: "Search documentation..." },
  categories,
  articles,
  browse: { title: "Browse by category" },
  gettingStarted: {
    copy: {
      title: "Getting started",
      lead: "Five steps from an empty account to your first reviewed report.",
    } satisfies SectionCopy,
    steps: [
      { title: "Set up facilities", text: "Add your organisation, sites and reporting boundary." },
      { title: "Import activity data", text: "Load a year of fuel, electricity and refrigerant records." },
      { title: "Check emission factors", text: "Review the factors chosen for each activity and region." },
      { title: "Review your inventory", text: "Resolve gaps and estimates, then send it for review." },
      { title: "Publish your first report", text: "Export BRSR or GHG Protocol tables with their evidence." },
    ] satisfies Step[],
  },
  popular: { title: "Popular articles", count: 6 },
  developers: {
    copy: {
      title: "Developer corner",
      lead: "Integrate CarbonTracker with your ERP, meters or data platform.",
    } satisfies SectionCopy,
    links: [
      {
        href: "/api",
        title: "API documentation",
        text: "Authentication, pagination, errors and every /v1 resource, with examples in curl, JavaScript and Python.",
      },
      {
        href: "/emission-factors",
        title: "Emission factor explorer",
        text: "Search the 7,700+ published factors the API computes with: gas splits, provenance, releases and a CSV per release.",
      },
      {
        href: "/emission-analytics",
        title: "Emission Analytics",
        text: "KPIs, time series, breakdowns, scenarios, forecasts and MACC: what the analytics endpoints compute.",
      },
      {
        href: "/emission-factors/methodology",
        title: "Emission-factor methodology",
        text: "How a factor is chosen, the GWP sets, AR5 and AR6 figures, calorific values and densities, and CEA's grid factors version by version.",
      },
    ],
  },
  policies: {
    copy: { title: "Policies", lead: "What you can rely on when you build on CarbonTracker." } satisfies SectionCopy,
    cards: [
      {
        title: "SLA",
        text: "99.9% platform uptime; first support response within 1 business day (IST); P1 issues handled 24x7.",
        icon: "zap",
      },
      {
        title: "Security",
        text: "TLS 1.2+ in transit, AES-256 at rest, SSO and MFA, least-privilege roles.",
        icon: "lock",
      },
      {
        title: "Data handling",
        text: "Hosted in ap-south-1 (India) by default, tenant isolation with row-level security; see our Privacy Policy.",
        icon: "database",
      },
      {
        title: "Deprecation & versioning",
        text: "The API is versioned (/v1); breaking changes come with 90 days' notice and a changelog entry.",
        icon: "calendar",
      },
    ] satisfies InfoCard[],
  },
  support: {
    copy: {
      title: "Still need help?",
      lead: "Our support team answers questions the guides don't.",
    } satisfies SectionCopy,
    tiles: [
      {
        title: "Contact support",
        text: "First response within 1 business day (IST); P1 issues 24x7.",
        icon: "life-buoy",
        action: "support",
      },
      {
        title: "Email us",
        text: "Write to our support address with screenshots or files attached.",
        icon: "mail",
        action: "email",
      },
      {
        title: "Book a demo",
        text: "A guided walkthrough of the platform with one of our specialists.",
        icon: "calendar",
        action: "demo",
      },
    ] satisfies (InfoCard & { action: "support" | "email" | "demo" })[],
  },
};

export type KnowledgeBaseContent = typeof knowledgeBase;
