import type { Action } from "~/content/actions";
import type { Faq } from "~/content/shapes";
import { FaqList } from "./faq-list";
import { ClosingCta } from "./page-hero";
import { PageSection } from "./page-section";

/** How a long offer page ends: its questions and answers (anchored at #faqs), then its call to action. */
export function PageClosing({
  faqs,
  cta,
}: {
  faqs: readonly Faq[];
  cta: { title: string; text: string; actions: readonly Action[] };
}) {
  return (
    <>
      <PageSection id="faqs" title="Frequently asked questions">
        <FaqList faqs={faqs} />
      </PageSection>
      <ClosingCta title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
