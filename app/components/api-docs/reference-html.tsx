import { Fragment } from "react";
import { ScrollBox } from "~/components/ui/scroll-box";
import type { ReferenceGroup, ReferenceOperation } from "~/content/api-docs/reference";
import type { FieldRow } from "~/content/api-docs/schema-fields";

/**
 * The reference's read-only parts, rendered to HTML fragments at build time (no renderer in the browser):
 * the contents of the reference, each group's heading, and each operation's heading, fields and errors.
 */

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className="apidoc-method" data-method={method}>
      {method}
    </span>
  );
}

/** Text whose dotted keys (`business_travel_air.flights.long_haul…`) may wrap after a dot, never inside a word. */
function wrappableAtDots(text: string) {
  const parts = text.split(/(?<=\.)(?=\w)/);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function FieldTable({ caption, rows }: { caption: string; rows: (FieldRow & { in?: string })[] }) {
  if (rows.length === 0) return null;
  return (
    <ScrollBox minWidth="40rem">
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
              <td>{wrappableAtDots(row.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function ReferenceNav({ groups, titles }: { groups: ReferenceGroup[]; titles: Record<string, string> }) {
  return (
    <nav aria-label="API reference" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {groups.map((g) => (
          <li key={g.tag}>
            <a
              href={`#tag-${slug(g.tag)}`}
              className="inline-flex min-h-8 items-center text-brand-800 underline underline-offset-2"
            >
              {titles[g.tag] ?? g.tag}
            </a>{" "}
            <span className="text-muted">({g.operations.length})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function GroupHeading({ group, title }: { group: ReferenceGroup; title: string }) {
  return (
    <>
      <h3 id={`tag-${slug(group.tag)}-title`} className="text-xl font-bold text-ink">
        {title}
      </h3>
      <p className="mt-1 text-slate-700">{group.description}</p>
      {group.docs && (
        <p className="mt-2">
          <a href={group.docs.href} className="font-medium text-brand-800 underline underline-offset-4">
            {group.docs.label}
          </a>
        </p>
      )}
    </>
  );
}

/** An operation's heading, path, scope, aliases, description, parameters and body fields. */
export function OperationHead({ op }: { op: ReferenceOperation }) {
  return (
    <>
      <h4 id={`op-${op.operationId}-title`} className="text-lg font-semibold text-ink">
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
        <FieldTable
          caption={`Request body: ${op.body.type} (${op.body.mediaTypes.join(", ")})`}
          rows={op.body.fields}
        />
      )}
    </>
  );
}

export function ResponseFields({ op }: { op: ReferenceOperation }) {
  return (
    <>
      <p className="text-sm text-slate-700">{op.response.description}</p>
      <FieldTable caption={`Fields of ${op.response.type}`} rows={op.response.fields} />
    </>
  );
}

export function OperationErrors({ op }: { op: ReferenceOperation }) {
  return (
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
  );
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
