import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";

type Props = {
  trail: readonly Crumb[];
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons and links under the lead. */
  children?: ReactNode;
};

/** The top of an informational page: where it sits, its h1, what it offers and its main actions. */
export function PageHero({ trail, eyebrow, title, lead, children }: Props) {
  return (
    <section aria-labelledby="page-title" className="bg-brand-50 pt-8 pb-14 sm:pb-20">
      <Container>
        <Breadcrumb trail={trail} />
        <div className="mt-8 max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>}
          <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-muted">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </Container>
    </section>
  );
}
