import type { ReactNode } from "react";

type Props = { id: string; title: string; lead?: string; children: ReactNode; className?: string };

/** One anchored section of a long page: its h2 names it, and it stops below the sticky header when jumped to. */
export function PageSection({ id, title, lead, children, className = "" }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`.trim()}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
