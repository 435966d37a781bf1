import { Check } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { MarkedList } from "~/components/sections/marked-list";
import { StepList } from "~/components/sections/step-list";
import type { Crumb } from "~/components/ui/breadcrumb";
import { StatusBadge } from "~/components/ui/status-badge";
import type { SolutionContent, SolutionSections } from "~/content/solutions/solution";
import { OfferPage, type OfferSection } from "./offer-page";

type Props = {
  content: SolutionContent;
  /** Each section's anchor and contents label, from the page's loader (`solution-page.server.ts`). */
  sections: SolutionSections;
  trail: readonly Crumb[];
  /** The hero's picture of the product: SVG markup of the demo tenant's figures, drawn by the page's loader. */
  picture?: string | null;
};

// Only the analytics page has the ROI calculator, far below the fold and used only by someone who types into it:
// it is prerendered with the page, and its code, fetched by the one page that renders it, hydrates it from a chunk
// of its own instead of weighing on the first load.
const RoiCalculator = lazy(() =>
  import("~/components/sections/roi-calculator").then((m) => ({ default: m.RoiCalculator })),
);

const card = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/**
 * The six solution pages (three products, three services) on the offer template, with the spec's sections in its
 * order: problem, solution, audience, outcomes, capabilities, steps (then the free calculators and the ROI calculator
 * where the page has them).
 */
export function SolutionPage({ content, sections: at, trail, picture }: Props) {
  const { hero, problem, solution, audience, outcomes, capabilities, steps, roi, tools, faqs, cta } = content;
  const sections: OfferSection[] = [
    {
      ...at.problem,
      title: problem.title,
      lead: problem.lead,
      body: (
        <MarkedList
          items={problem.points}
          mark="caution"
          className="grid gap-4 md:grid-cols-2"
          item="flex gap-3 rounded-xl bg-amber-50 p-5 text-slate-800 ring-1 ring-amber-200"
        />
      ),
    },
    {
      ...at.solution,
      title: solution.title,
      lead: solution.lead,
      body: <InfoCardGrid cards={solution.points} cols={2} />,
    },
    {
      ...at.audience,
      title: audience.title,
      body: <InfoCardGrid cards={audience.groups} cols={2} variant="accent" />,
    },
    {
      ...at.outcomes,
      title: outcomes.title,
      body: (
        <>
          <ul className="grid gap-4 md:grid-cols-3">
            {outcomes.items.map((o) => (
              <li key={o.label} className={card}>
                <p>
                  <span className="block text-3xl font-bold text-brand-800">{o.value}</span>{" "}
                  <span className="block font-semibold text-ink">{o.label}</span>
                </p>
                <p className="mt-2 text-sm text-muted">{o.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">{outcomes.note}</p>
        </>
      ),
    },
    {
      ...at.capabilities,
      title: capabilities.title,
      lead: capabilities.lead,
      body: (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {capabilities.items.map((c) => (
            <li key={c.title} className={card}>
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {c.title}
                {c.badge && <StatusBadge label={c.badge} />}
              </h3>
              <p className="mt-2 text-sm text-muted">{c.text}</p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      ...at.steps,
      title: steps.title,
      lead: steps.lead,
      body: <StepList layout="beside" steps={steps.items} />,
    },
  ];
  if (tools && at.tools) {
    sections.push({
      ...at.tools,
      title: tools.title,
      lead: tools.lead,
      // Cards drawn as the capabilities' are rather than by LinkCardGrid, whose chunk would weigh on every solution page.
      body: (
        <ul className="grid gap-4 sm:grid-cols-2">
          {tools.links.map((l) => (
            <li key={l.href} className={card}>
              <h3 className="font-semibold">
                <Link to={l.href} className="text-brand-800 underline underline-offset-4">
                  {l.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted">{l.text}</p>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (roi && at.roi) {
    sections.push({
      ...at.roi,
      title: roi.title,
      lead: roi.lead,
      body: (
        <Suspense fallback={null}>
          <RoiCalculator copy={roi} />
        </Suspense>
      ),
    });
  }

  return (
    <OfferPage
      trail={trail}
      hero={hero}
      heroExtra={
        <>
          {/* Beside the text on wide screens (app.css): SVG markup drawn at build time (`charts/prerender.server.tsx`). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time. */}
          {picture && <div data-hero-picture dangerouslySetInnerHTML={{ __html: picture }} />}
          <MarkedList
            items={hero.highlights}
            label="Highlights"
            className="mt-10 grid gap-3 md:grid-cols-3"
            item="flex gap-3 rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-brand-100"
          />
        </>
      }
      sections={sections}
      faqs={faqs}
      cta={cta}
    />
  );
}
