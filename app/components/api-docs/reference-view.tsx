import type { ReferenceGroup, ReferenceOperation } from "~/content/api-docs/reference";
import type { SampleLanguage } from "~/content/api-docs/sample-languages";
import type { FieldRow } from "~/content/api-docs/schema-fields";
import { CodeBlock } from "./code-block";
import { SampleTabs } from "./sample-tabs";

export type OperationSample = { title: string; code: Record<SampleLanguage, string> };

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className="apidoc-method" data-method={method}>
      {method}
    </span>
  );
}

function FieldTable({ caption, rows }: { caption: string; rows: (FieldRow & { in?: string })[] }) {
  if (rows.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="apidoc-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.in ?? ""}${row.name}`}>
              <th scope="row">
                <code>{row.name}</code>
                {row.required && <span className="req">required</span>}
                {row.in && <span className="loc">{row.in}</span>}
              </th>
              <td>{row.type}</td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const exampleLabel = (label: string, cut: boolean) => (cut ? `${label} (lists cut to 3 items)` : label);

function Operation({ op, sample, tryIt }: { op: ReferenceOperation; sample?: OperationSample; tryIt: boolean }) {
  const titleId = `op-${op.operationId}-title`;
  return (
    <article
      id={`op-${op.operationId}`}
      aria-labelledby={titleId}
      className="scroll-mt-24 space-y-4 border-t border-slate-200 pt-8"
    >
      <h4 id={titleId} className="text-lg font-semibold text-ink">
        {op.summary}
      </h4>
      <p className="flex flex-wrap items-center gap-2">
        <MethodBadge method={op.method} />
        <code className="font-mono text-sm break-all text-ink">/v1{op.path}</code>
        <span className="text-sm text-muted">
          {op.access === "public" ? "Public" : op.access === "any token" ? "Any access token" : `Scope ${op.access}`}
        </span>
      </p>
      {op.aliases.map((alias) => (
        <p key={alias.operationId} id={`op-${alias.operationId}`} className="scroll-mt-24 text-sm text-muted">
          Also at <MethodBadge method={op.method} /> <code className="font-mono break-all">/v1{alias.path}</code>
        </p>
      ))}
      <p className="text-slate-700">{op.description}</p>
      <FieldTable caption="Parameters" rows={op.parameters} />
      {op.body && (
        <div className="space-y-3">
          <FieldTable
            caption={`Request body: ${op.body.type} (${op.body.mediaTypes.join(", ")})`}
            rows={op.body.fields}
          />
          {op.body.example && (
            <CodeBlock label={exampleLabel("Request body example", op.body.example.cut)} code={op.body.example.code} />
          )}
        </div>
      )}
      <details className="apidoc-disclosure">
        <summary>
          Response {op.response.status}: {op.response.type}
        </summary>
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{op.response.description}</p>
          <FieldTable caption={`Fields of ${op.response.type}`} rows={op.response.fields} />
          {op.response.example && (
            <CodeBlock
              label={exampleLabel(`Response ${op.response.status} example`, op.response.example.cut)}
              code={op.response.example.code}
            />
          )}
        </div>
      </details>
      <details className="apidoc-disclosure">
        <summary>Errors: {op.errors.map((e) => e.status).join(", ")}</summary>
        <dl className="grid grid-cols-[3rem_1fr] gap-x-3 gap-y-1 text-sm">
          {op.errors.map((e) => (
            <div key={e.status} className="contents">
              <dt className="font-mono font-semibold text-ink">{e.status}</dt>
              <dd className="text-slate-700">{e.description}</dd>
            </div>
          ))}
        </dl>
      </details>
      {sample && <SampleTabs id={`sample-${op.operationId}`} title={sample.title} code={sample.code} />}
      {tryIt && (
        <div data-try-it={op.operationId} data-needs-js="">
          <button
            type="button"
            data-try-it-button=""
            aria-expanded="false"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Try it
          </button>
          <div data-try-it-slot="" />
        </div>
      )}
    </article>
  );
}

/** Every operation of the document, grouped by tag: prerendered HTML, no renderer in the browser. */
export function ReferenceView({
  groups,
  samples,
  tryIt,
  groupTitles,
}: {
  groups: ReferenceGroup[];
  samples: Record<string, OperationSample>;
  tryIt: ReadonlySet<string>;
  groupTitles: Record<string, string>;
}) {
  return (
    <div className="space-y-14">
      <nav aria-label="API reference" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {groups.map((g) => (
            <li key={g.tag}>
              <a
                href={`#tag-${slug(g.tag)}`}
                className="inline-flex min-h-8 items-center text-brand-800 underline underline-offset-2"
              >
                {groupTitles[g.tag] ?? g.tag}
              </a>{" "}
              <span className="text-muted">({g.operations.length})</span>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section
          key={g.tag}
          id={`tag-${slug(g.tag)}`}
          aria-labelledby={`tag-${slug(g.tag)}-title`}
          className="scroll-mt-24 space-y-6"
        >
          <div>
            <h3 id={`tag-${slug(g.tag)}-title`} className="text-xl font-bold text-ink">
              {groupTitles[g.tag] ?? g.tag}
            </h3>
            <p className="mt-1 text-slate-700">{g.description}</p>
          </div>
          {g.operations.map((op) => (
            <Operation
              key={op.operationId}
              op={op}
              sample={samples[op.operationId]}
              tryIt={tryIt.has(op.operationId)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
