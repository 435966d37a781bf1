import type { Block, GuideSection } from "~/content/api-docs/guide";
import type { ReferenceGroup } from "~/content/api-docs/reference";
import { CodeBlock } from "./code-block";
import { InlineText } from "./inline-text";
import { type OperationSample, ReferenceView } from "./reference-view";
import { SampleTabs } from "./sample-tabs";

export type DocsViewProps = {
  guide: readonly GuideSection[];
  reference: ReferenceGroup[];
  referenceTitles: Record<string, string>;
  samples: Record<string, OperationSample>;
  tryIt: ReadonlySet<string>;
  scopes: Record<string, string>;
  snippet: string;
};

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead className="border-b border-slate-300 text-xs text-muted uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map((row) => (
            <tr key={row.join("|")}>
              <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap text-ink">
                <InlineText text={row[0] ?? ""} />
              </th>
              {row.slice(1).map((cell) => (
                <td key={cell} className="py-2 pr-4 text-slate-700">
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A button that opens a dialog: a GET form (`?dialog=NAME`), which the page's script opens in place. */
function DialogForm({ dialog, label }: { dialog: string; label: string }) {
  return (
    <form method="get" data-dialog-form="">
      <input type="hidden" name="dialog" value={dialog} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {label}
      </button>
    </form>
  );
}

function BlockView({ block, props }: { block: Block; props: DocsViewProps }) {
  switch (block.kind) {
    case "p":
      return (
        <p className="text-slate-700">
          <InlineText text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-1.5 pl-6 text-slate-700 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return <Table caption={block.caption} head={block.head} rows={block.rows} />;
    case "code":
      return <CodeBlock label={block.label} code={block.code} />;
    case "samples":
      return (
        <div className="space-y-4">
          {block.operationIds.map((id) => {
            const sample = props.samples[id];
            if (!sample) throw new Error(`The guide shows a sample for ${id}, which the list of examples lacks`);
            return <SampleTabs key={id} id={`guide-${id}`} title={sample.title} code={sample.code} />;
          })}
        </div>
      );
    case "scopes":
      return (
        <Table
          caption="Scopes"
          head={["Scope", "Grants"]}
          rows={Object.entries(props.scopes).map(([scope, what]) => [`\`${scope}\``, what])}
        />
      );
    case "snippet":
      return <CodeBlock label="openapi.json (excerpt)" code={props.snippet} />;
    case "reference":
      return (
        <ReferenceView
          groups={props.reference}
          samples={props.samples}
          tryIt={props.tryIt}
          groupTitles={props.referenceTitles}
        />
      );
    case "dialog":
      return <DialogForm dialog={block.dialog} label={block.label} />;
  }
}

/** The guide's sections with the generated reference inside: rendered once, at build time, to HTML. */
export function DocsView(props: DocsViewProps) {
  return (
    <>
      {props.guide.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-24 space-y-5"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {section.title}
          </h2>
          {section.blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed content in a fixed order
            <BlockView key={`${section.id}-${i}`} block={block} props={props} />
          ))}
        </section>
      ))}
    </>
  );
}
