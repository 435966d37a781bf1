import type { ReactNode } from "react";
import { BandSection } from "~/components/sections/band-section";
import { ClosingCta, PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import type { PageEntry } from "~/content/page-index";
import type { RulesCopy, ToolPageCopy } from "~/content/tools/calculator";

/**
 * A free calculator's page: the hero, the calculator, the rules it follows (named "as summarised from" their
 * primary texts, with where to read those), and the way to the platform.
 */
export function ToolPage({
  page,
  copy,
  children,
}: {
  page: PageEntry;
  copy: Pick<ToolPageCopy, "hero" | "rules" | "platform">;
  /** The calculator. */
  children: ReactNode;
}) {
  return (
    <>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Resources" }, { label: page.label }]}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
      />
      <div className="py-10 sm:py-14">
        <Container>{children}</Container>
      </div>
      <Rules rules={copy.rules} />
      <div className="py-14 sm:py-20">
        <Container>
          <ClosingCta title={copy.platform.title} text={copy.platform.text} actions={copy.platform.actions} />
        </Container>
      </div>
    </>
  );
}

function Rules({ rules }: { rules: RulesCopy }) {
  return (
    <BandSection id="rules" copy={rules} tinted>
      <ul className="max-w-3xl list-disc space-y-3 pl-5 text-slate-800 marker:text-brand-700">
        {rules.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="mt-8 max-w-3xl rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
        <p>{rules.citation}</p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {rules.primary.map((link) => (
            <li key={link.href}>
              <ExternalLink
                href={link.href}
                className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-4"
              >
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </BandSection>
  );
}
