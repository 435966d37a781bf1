import type { Action, Faq } from "~/content/actions";
import type { SolutionSlug } from "~/content/offer-pages";
import type { InfoCard, LinkCard, MarkedItem } from "~/content/shapes";

/**
 * One solution page (product landing page or service page) as the solution template renders it. Plain data
 * only (no components): it reaches the page through the route's build-time loader.
 */
export type SolutionContent = {
  slug: SolutionSlug;
  /** Product pages describe software (schema.org Product); service pages describe work we do (Service). */
  kind: "product" | "service";
  meta: { title: string; description: string };
  /** schema.org category (products) or serviceType (services). */
  category: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    actions: readonly Action[];
    highlights: readonly MarkedItem[];
    /** A chart of the demo tenant's data beside the hero's text (a product page's picture of the product). */
    picture?: ProductPictureKind;
  };
  problem: { title: string; lead: string; points: readonly string[] };
  solution: { title: string; lead: string; points: readonly InfoCard[] };
  audience: { title: string; groups: readonly InfoCard[] };
  outcomes: { title: string; items: readonly { value: string; label: string; text: string }[]; note: string };
  capabilities: { title: string; lead: string; items: readonly InfoCard[] };
  steps: { title: string; lead: string; items: readonly { title: string; text: string; duration?: string }[] };
  /** Only the analytics page shows the ROI calculator. */
  roi?: RoiCopy;
  /** Links to the free calculators, on the pages that discuss India's disclosures. */
  tools?: { title: string; lead: string; links: readonly LinkCard[] };
  faqs: readonly Faq[];
  cta: { title: string; text: string; actions: readonly Action[] };
};

/** The pictures of the product a solution page can show beside its hero (`components/charts/demo-series.ts` draws each). */
export type ProductPictureKind = "scopes" | "forecast" | "kpis" | "facilities";

type Anchor = { id: string; label: string };

/** Where the template places each part of a solution page: its anchor and contents label, by the part it shows. */
export type SolutionSections = Record<
  "problem" | "solution" | "audience" | "outcomes" | "capabilities" | "steps",
  Anchor
> & {
  roi?: Anchor;
  tools?: Anchor;
};

/** Labels and explanations of the ROI calculator; its numbers and formulas live in `lib/roi.ts`. */
export type RoiCopy = {
  title: string;
  lead: string;
  hoursLabel: string;
  hoursHint: string;
  sitesLabel: string;
  sitesHint: string;
  costLabel: string;
  costHint: string;
  note: string;
};
