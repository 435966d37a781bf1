type Props = { id: string; eyebrow?: string; title: string; lead?: string; align?: "left" | "center" };

/** The h2 and introduction that open a page section; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = "center" }: Props) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}
