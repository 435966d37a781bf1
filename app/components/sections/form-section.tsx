import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import type { SectionCopy } from "~/content/shapes";
import { SectionHeading } from "./section-heading";

type Props = {
  id: string;
  copy: SectionCopy;
  /** Shown beside the form on wide screens: contacts, what happens next. */
  aside?: ReactNode;
  /** The form (lazily loaded by the page, inside Suspense). */
  children: ReactNode;
};

/** A page's form: its heading and introduction, optional notes beside it, the form in a card. */
export function FormSection({ id, copy, aside, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-brand-50 py-14 sm:py-20">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <SectionHeading
              id={`${id}-title`}
              eyebrow={copy.eyebrow}
              title={copy.title}
              lead={copy.lead}
              align="left"
            />
            {aside && <div className="mt-8 space-y-4 text-muted">{aside}</div>}
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        </div>
      </Container>
    </section>
  );
}
