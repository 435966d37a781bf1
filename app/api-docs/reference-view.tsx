import { CodeBlock } from "./code-block";
import { fragmentNames, type ReferencePageOutline } from "./docs-outline";
import { PrerenderedHtml } from "./prerendered-html";
import { SampleTabs } from "./sample-tabs";
import { TryIt } from "./try-it";

function Operation({ op }: { op: ReferencePageOutline["operations"][number] }) {
  const { operationId } = op;
  return (
    <article
      id={`op-${operationId}`}
      aria-labelledby={`op-${operationId}-title`}
      className="scroll-mt-24 space-y-4 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0"
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
      {op.sample && <SampleTabs id={`sample-${operationId}`} sample={op.sample} />}
      {op.tryIt && <TryIt op={op.tryIt} />}
    </article>
  );
}

/** One group's operations in full; what is only read is prerendered HTML. */
export function ReferenceView({ page }: { page: ReferencePageOutline }) {
  return (
    <div className="space-y-12 break-words">
      {page.operations.map((op) => (
        <Operation key={op.operationId} op={op} />
      ))}
    </div>
  );
}
