import { type ApiDocsOutline, fragmentNames, type OperationOutline } from "~/content/api-docs/docs-outline";
import { CodeBlock } from "./code-block";
import { PrerenderedHtml } from "./prerendered-html";
import { SampleTabs } from "./sample-tabs";
import { TryIt } from "./try-it";

function Operation({ op, outline }: { op: OperationOutline; outline: ApiDocsOutline }) {
  const { operationId } = op;
  const sample = outline.samples[operationId];
  const tryIt = outline.tryIt[operationId];
  return (
    <article
      id={`op-${operationId}`}
      aria-labelledby={`op-${operationId}-title`}
      className="scroll-mt-24 space-y-4 border-t border-slate-200 pt-8"
    >
      <PrerenderedHtml id={fragmentNames.operation(operationId)} className="space-y-4" />
      {op.bodyExample && <CodeBlock label={op.bodyExample} fragment={fragmentNames.bodyExample(operationId)} />}
      <details className="apidoc-disclosure">
        <summary>{op.responseSummary}</summary>
        <div className="space-y-3">
          <PrerenderedHtml id={fragmentNames.response(operationId)} className="space-y-3" />
          {op.responseExample && (
            <CodeBlock label={op.responseExample} fragment={fragmentNames.responseExample(operationId)} />
          )}
        </div>
      </details>
      <PrerenderedHtml id={fragmentNames.errors(operationId)} />
      {sample && <SampleTabs id={`sample-${operationId}`} sample={sample} />}
      {tryIt && <TryIt op={tryIt} />}
    </article>
  );
}

/** Every operation of the document, grouped by tag; what is only read is prerendered HTML. */
export function ReferenceView({ outline }: { outline: ApiDocsOutline }) {
  return (
    <div className="space-y-14">
      <PrerenderedHtml id={fragmentNames.referenceNav} />
      {outline.reference.map((group) => (
        <section
          key={group.id}
          id={`tag-${group.id}`}
          aria-labelledby={`tag-${group.id}-title`}
          className="scroll-mt-24 space-y-6"
        >
          <PrerenderedHtml id={fragmentNames.group(group.id)} />
          {group.operations.map((op) => (
            <Operation key={op.operationId} op={op} outline={outline} />
          ))}
        </section>
      ))}
    </div>
  );
}
