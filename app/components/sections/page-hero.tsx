import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import type { Action } from "~/content/actions";
import { ActionRow } from "./action-button";

type Props = {
  trail: readonly Crumb[];
  eyebrow?: string;
  title: string;
  lead: string;
  /** Calls to action described as data (content modules)... */
  actions?: readonly Action[];
  /** ...or as elements (dialog buttons, links) under the lead. */
  buttons?: ReactNode;
  /** Anchor id of the hero, for a contents list; the h1 is `${id}-title`. */
  id?: string;
  /** Shown below the hero's text: highlights, a note. */
  children?: ReactNode;
};

/** The opening band of a page: breadcrumb, eyebrow, h1, lead and calls to action. */
export function PageHero({ trail, eyebrow, title, lead, actions, buttons, id = "overview", children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 bg-brand-50 py-8 sm:pb-16">
      <Container>
        <Breadcrumb trail={trail} />
        <div className="mt-8 max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h1 id={`${id}-title`} className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{lead}</p>
          {actions && <ActionRow actions={actions} className="mt-8" />}
          {buttons && <div className="mt-8 flex flex-wrap gap-3">{buttons}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** The closing call to action of an offer page. */
export function ClosingCta({
  id = "get-started",
  title,
  text,
  actions,
  children,
}: {
  id?: string;
  title: string;
  text: string;
  actions: readonly Action[];
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-brand-900 p-8 text-white sm:p-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-50">{text}</p>
      <ActionRow actions={actions} first="inverse" rest="inverse" className="mt-6" />
      {children}
    </section>
  );
}
