import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { ContentsEntry } from "~/components/sections/contents-nav";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { MarkedList } from "~/components/sections/marked-list";
import { PageClosing } from "~/components/sections/page-closing";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StepList } from "~/components/sections/step-list";
import type { Crumb } from "~/components/ui/breadcrumb";
import { StatusBadge } from "~/components/ui/status-badge";
import type { SolutionContent, SolutionSections } from "~/content/solutions/solution";
import { WithContents } from "./with-contents";

type Props = {
  content: SolutionContent;
  /** Each section's anchor, and the contents list, from the page's loader (`content/solutions/load.server.ts`). */
  sections: SolutionSections;
  contents: readonly ContentsEntry[];
  trail: readonly Crumb[];
  /** The hero's picture of the product: SVG markup of the demo tenant's figures, drawn by the page's loader. */
  picture?: string | null;
  /** The ROI calculator, passed in by the one page that has it so that no other page loads its code. */
  calculator?: ReactNode;
};

const card = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/** The six solution pages: hero, then contents beside problem, solution, audience, outcomes, capabilities, steps, FAQs and CTA. */
export function SolutionPage({ content, sections, contents, trail, picture, calculator }: Props) {
  const { hero, problem, solution, audience, outcomes, capabilities, steps, roi, faqs, cta } = content;
  return (
    <>
      <PageHero trail={trail} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions}>
        {/* Beside the text on wide screens (app.css): SVG markup drawn at build time (`charts/prerender.server.tsx`). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time. */}
        {picture && <div data-hero-picture dangerouslySetInnerHTML={{ __html: picture }} />}
        <MarkedList
          items={hero.highlights}
          label="Highlights"
          className="mt-10 grid gap-3 md:grid-cols-3"
          item="flex gap-3 rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-brand-100"
        />
      </PageHero>

      <WithContents entries={contents}>
        <PageSection id={sections.problem.id} title={problem.title} lead={problem.lead}>
          <MarkedList
            items={problem.points}
            mark="caution"
            className="grid gap-4 md:grid-cols-2"
            item="flex gap-3 rounded-xl bg-amber-50 p-5 text-slate-800 ring-1 ring-amber-200"
          />
        </PageSection>

        <PageSection id={sections.solution.id} title={solution.title} lead={solution.lead}>
          <InfoCardGrid cards={solution.points} cols={2} />
        </PageSection>

        <PageSection id={sections.audience.id} title={audience.title}>
          <InfoCardGrid cards={audience.groups} cols={2} variant="accent" />
        </PageSection>

        <PageSection id={sections.outcomes.id} title={outcomes.title}>
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
        </PageSection>

        <PageSection id={sections.capabilities.id} title={capabilities.title} lead={capabilities.lead}>
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
        </PageSection>

        <PageSection id={sections.steps.id} title={steps.title} lead={steps.lead}>
          <StepList layout="beside" steps={steps.items} />
        </PageSection>

        {roi && calculator && sections.roi && (
          <PageSection id={sections.roi.id} title={roi.title} lead={roi.lead}>
            {calculator}
          </PageSection>
        )}

        <PageClosing faqs={faqs} cta={cta} />
      </WithContents>
    </>
  );
}
