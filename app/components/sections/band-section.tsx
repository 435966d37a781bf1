import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import type { SectionCopy } from "~/content/shapes";
import { SectionHeading } from "./section-heading";

type Props = {
  id: string;
  copy: SectionCopy;
  /** Alternate sections on a tinted background. */
  tinted?: boolean;
  align?: "left" | "center";
  children: ReactNode;
};

/** A full-width band of a page: anchored, labelled by its heading, its content below in the page container. */
export function BandSection({ id, copy, tinted = false, align = "left", children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 py-14 sm:py-20 ${tinted ? "bg-slate-50" : ""}`.trim()}
    >
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align={align} />
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
