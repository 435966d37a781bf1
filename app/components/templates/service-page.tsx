import type { ReactNode } from "react";
import type { ContentsEntry } from "~/components/sections/contents-nav";
import { PageClosing } from "~/components/sections/page-closing";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { Action } from "~/content/actions";
import { servicesPage } from "~/content/offer-pages";
import type { Faq } from "~/content/shapes";
import { WithContents } from "./with-contents";

type Props = {
  page: { label: string };
  hero: { eyebrow: string; title: string; lead: string; actions: readonly Action[] };
  /** A line under the hero's buttons (what a download holds, how cohorts are booked). */
  heroNote?: string;
  /** The page's contents list; a short page goes without. */
  contents?: readonly ContentsEntry[];
  faqs: readonly Faq[];
  cta: { title: string; text: string; actions: readonly Action[] };
  /** The page's own sections, between the hero and the closing FAQs and call to action. */
  children: ReactNode;
};

/**
 * A service page whose sections are its own (consulting, training, offsets): the hero under Home > Services, the
 * sections beside the contents list, then the FAQs and the call to action. The six service pages that share the
 * solution sections use the solution template instead.
 */
export function ServicePage({ page, hero, heroNote, contents, faqs, cta, children }: Props) {
  const body = (
    <>
      {children}
      <PageClosing faqs={faqs} cta={cta} />
    </>
  );
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
      {contents ? (
        <WithContents entries={contents}>{body}</WithContents>
      ) : (
        <Container className="max-w-5xl space-y-16 py-12 sm:space-y-20 sm:py-16">{body}</Container>
      )}
    </>
  );
}
