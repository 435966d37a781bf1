import type { ReactNode } from "react";
import { PageClosing } from "~/components/sections/page-closing";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { Action } from "~/content/actions";
import { servicesPage } from "~/content/offer-pages";
import type { Faq } from "~/content/shapes";
import { WithContents } from "./with-contents";

/** One of the page's own sections: its anchor (in the page and its contents list), heading, lead and body. */
export type ServiceSection = { id: string; title: string; lead?: string; body: ReactNode };

type Props = {
  page: { label: string };
  hero: { eyebrow: string; title: string; lead: string; actions: readonly Action[] };
  /** A line under the hero's buttons (what a download holds, how cohorts are booked). */
  heroNote?: string;
  /** The page's own sections, between the hero and the closing FAQs and call to action. */
  sections: readonly ServiceSection[];
  faqs: readonly Faq[];
  cta: { title: string; text: string; actions: readonly Action[] };
};

/**
 * A service page whose sections are its own (consulting, training, offsets): the hero under Home > Services, the
 * sections beside the contents list, then the FAQs and the call to action, as on the service pages that share the
 * solution template. Each section's id is written once, here: the contents list is built from the sections.
 */
export function ServicePage({ page, hero, heroNote, sections, faqs, cta }: Props) {
  const contents = [
    { id: "overview", label: "Overview" },
    ...sections.map((s) => ({ id: s.id, label: s.title })),
    { id: "faqs", label: "FAQs" },
    { id: "get-started", label: "Get started" },
  ];
  return (
    <>
      <PageHero
        trail={[
          { label: "Home", to: "/" },
          { label: servicesPage.label, to: servicesPage.path },
          { label: page.label },
        ]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
      >
        {heroNote && <p className="mt-4 max-w-3xl text-sm text-muted">{heroNote}</p>}
      </PageHero>
      <WithContents entries={contents}>
        {sections.map((s) => (
          <PageSection key={s.id} id={s.id} title={s.title} lead={s.lead}>
            {s.body}
          </PageSection>
        ))}
        <PageClosing faqs={faqs} cta={cta} />
      </WithContents>
    </>
  );
}
