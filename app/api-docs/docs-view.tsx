import { DialogButton } from "~/components/dialogs/dialog-button";
import { CodeBlock } from "./code-block";
import { type ApiGuideOutline, type DocsBlock, fragmentNames } from "./docs-outline";
import { PrerenderedHtml } from "./prerendered-html";
import { SampleTabs } from "./sample-tabs";

function BlockView({ block, outline }: { block: DocsBlock; outline: ApiGuideOutline }) {
  switch (block.kind) {
    case "html":
      return <PrerenderedHtml id={block.fragment} />;
    case "code":
      return <CodeBlock label={block.label} code={block.code} />;
    case "samples":
      return (
        <div className="space-y-4">
          {block.operationIds.map((id) => {
            const sample = outline.samples[id];
            return sample && <SampleTabs key={id} id={`guide-${id}`} sample={sample} />;
          })}
        </div>
      );
    case "dialog":
      return (
        <div>
          <DialogButton dialog={block.dialog}>{block.label}</DialogButton>
        </div>
      );
    case "reference":
      return <PrerenderedHtml id={fragmentNames.referenceIndex} />;
  }
}

/** The guide's sections, with the index of the reference in Resources. */
export function DocsView({ outline }: { outline: ApiGuideOutline }) {
  return (
    <div className="space-y-16 break-words sm:space-y-20">
      {outline.sections.map((section) => (
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
            <BlockView key={i} block={block} outline={outline} />
          ))}
        </section>
      ))}
    </div>
  );
}
