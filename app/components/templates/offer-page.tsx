import type { ReactNode } from "react";
import { PageClosing } from "~/components/sections/page-closing";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { Crumb } from "~/components/ui/breadcrumb";
import type { Action } from "~/content/actions";
import { servicesPage } from "~/content/offer-pages";
import type { Faq } from "~/content/shapes";
import { WithContents } from "./with-contents";

/** One of the page's sections: its anchor (in the page and its contents list), heading, lead and body. */
export type OfferSection = {
  id: string;
  title: string;
  lead?: string;
  /** Its entry in the contents list, where shorter than the heading (default: the heading). */
  label?: string;
  body: ReactNode;
};

type Props = {
  trail: readonly Crumb[];
  hero: { eyebrow: string; title: string; lead: string; actions: readonly Action[] };
  /** Under the hero's buttons: a note, the picture of the product, highlights. */
  heroExtra?: ReactNode;
  /** The page's sections, between the hero and the closing FAQs and call to action. */
  sections: readonly OfferSection[];
  faqs: readonly Faq[];
  cta: { title: string; text: string; actions: readonly Action[] };
};

/**
 * Every product and service page: the hero, the sections beside the contents list, then the FAQs and the call to
 * action. The solution pages fill it with the spec's fixed sections (`solution-page.tsx`); consulting, training
 * and offsets with sections of their own. Each section's id is written once, in its page's list: the contents list
 * is built from the sections.
 */
export function OfferPage({ trail, hero, heroExtra, sections, faqs, cta }: Props) {
  const contents = [
    { id: "overview", label: "Overview" },
    ...sections.map((s) => ({ id: s.id, label: s.label ?? s.title })),
    { id: "faqs", label: "FAQs" },
    { id: "get-started", label: "Get started" },
  ];
  return (
    <>
      <PageHero trail={trail} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions}>
        {heroExtra}
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

/** A service page's breadcrumb: Home > Services > the page. */
export const serviceTrail = (page: { label: string }): Crumb[] => [
  { label: "Home", to: "/" },
  { label: servicesPage.label, to: servicesPage.path },
  { label: page.label },
];

/** A line under a service hero's buttons (what a download holds, how cohorts are booked). */
export function HeroNote({ children }: { children: ReactNode }) {
  return <p className="mt-4 max-w-3xl text-sm text-muted">{children}</p>;
}
