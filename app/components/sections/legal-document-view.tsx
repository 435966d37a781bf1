import { Fragment, type ReactNode } from "react";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import { ScrollBox } from "~/components/ui/scroll-box";
import type { LegalBlock, LegalDocument } from "~/content/legal/document";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Text with every email address turned into a mail link. */
function linkEmails(text: string): ReactNode {
  // split() with a capture group puts the addresses at odd positions; position is the stable identity here.
  const parts = text.split(EMAIL).map((part, i) => ({ part, key: `${i}:${part}` }));
  return parts.map(({ part, key }, i) =>
    i % 2 === 1 ? (
      <a key={key} href={`mailto:${part}`} className="text-brand-800 underline underline-offset-4">
        {part}
      </a>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    ),
  );
}

function blockKey(block: LegalBlock): string {
  if (typeof block === "string") return block;
  if ("subheading" in block) return block.subheading;
  if ("list" in block) return block.list.join("|");
  return block.table.caption;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{linkEmails(block)}</p>;
  if ("subheading" in block) return <h3 className="pt-2 text-lg font-semibold text-ink">{block.subheading}</h3>;
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item) => (
          <li key={item}>{linkEmails(item)}</li>
        ))}
      </ul>
    );
  const { caption, head, rows } = block.table;
  const wide = head.length > 2;
  return (
    <ScrollBox label={caption} minWidth={wide ? "36rem" : undefined} className="rounded-lg ring-1 ring-slate-200">
      <table className={`w-full border-collapse text-left text-sm ${wide ? "min-w-[36rem]" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")} className="border-t border-slate-200 align-top">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={`${head[i]}:${cell}`} scope="row" className="px-4 py-3 font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={`${head[i]}:${cell}`} className="px-4 py-3">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A legal text with its date, a contents list and numbered, anchored sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Container className="py-8 sm:py-12">
      <Breadcrumb trail={[{ label: "Home", to: "/" }, { label: doc.title }]} />
      <header className="mt-8 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{doc.title}</h1>
        <p className="mt-3 text-muted">
          Last updated: <time dateTime={doc.lastUpdated.iso}>{doc.lastUpdated.display}</time>
        </p>
      </header>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-ink uppercase">
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-800 underline-offset-4 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {doc.intro.map((p) => (
            <p key={p}>{linkEmails(p)}</p>
          ))}
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20 space-y-4 pt-6">
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-ink">
                {i + 1}. {s.title}
              </h2>
              {s.blocks.map((b) => (
                <Block key={blockKey(b)} block={b} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </Container>
  );
}
