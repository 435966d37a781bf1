import { Fragment } from "react";
import { ScrollBox } from "~/components/ui/scroll-box";
import { referencePagePath, tagSlug } from "../../contracts/api/tags";
import type { ReferenceGroup, ReferenceOperation } from "./reference";
import type { FieldRow } from "./schema-fields";

/**
 * The reference's read-only parts, rendered to HTML fragments at build time (no renderer in the browser): /api's
 * index of the reference, each reference page's links to the others, and each operation's heading, fields and
 * errors.
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

/** A group's title on the pages ("Emission Analytics API reference"). */
export const referenceTitle = (tag: string) => `${tag} API reference`;

/**
 * /api's index of the reference, in the Resources section: each group (its anchor `tag-{slug}` kept from when the
 * reference was on this page) with its page, its description, its further documentation and its operations.
 */
export function ReferenceIndex({ groups }: { groups: ReferenceGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((g) => {
        const id = `tag-${tagSlug(g.tag)}`;
        const page = referencePagePath(g.tag);
        return (
          <section key={g.tag} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
            <h3 id={`${id}-title`} className="text-xl font-bold text-ink">
              <a href={page} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
                {referenceTitle(g.tag)}
              </a>
            </h3>
            <p className="text-slate-700">{g.description}</p>
            {g.docs && (
              <p>
                <a href={g.docs.href} className="font-medium text-brand-800 underline underline-offset-4">
                  {g.docs.label}
                </a>
              </p>
            )}
            <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
              {g.operations.map((op) => (
                <li key={op.operationId}>
                  <a href={`${page}#op-${op.operationId}`} className="apidoc-index-link">
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      <MethodBadge method={op.method} />{" "}
                      <code className="font-mono text-sm break-all text-ink">/v1{op.path}</code>
                    </span>{" "}
                    <span className="text-brand-800 underline underline-offset-2">{op.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A reference page's way to the others, and its group's further documentation. */
export function ReferencePageNav({ groups, current }: { groups: ReferenceGroup[]; current: ReferenceGroup }) {
  return (
    <div className="space-y-4">
      {current.docs && (
        <p>
          <a href={current.docs.href} className="font-medium text-brand-800 underline underline-offset-4">
            {current.docs.label}
          </a>
        </p>
      )}
      <nav aria-label="API reference" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-ink">
          <a href="/api#resources" className="text-brand-800 underline underline-offset-2">
            API documentation
          </a>{" "}
          · reference by group
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
          {groups.map((g) => (
            <li key={g.tag}>
              <a
                href={referencePagePath(g.tag)}
                aria-current={g === current ? "page" : undefined}
                className="inline-flex min-h-8 items-center text-brand-800 underline underline-offset-2 aria-[current=page]:font-semibold aria-[current=page]:text-ink aria-[current=page]:no-underline"
              >
                {g.tag}
              </a>{" "}
              <span className="text-muted">({g.operations.length})</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** An operation's heading, path, scope, aliases, description, parameters and body fields. */
export function OperationHead({ op }: { op: ReferenceOperation }) {
  return (
    <>
      <h2 id={`op-${op.operationId}-title`} className="text-xl font-semibold text-ink sm:text-2xl">
        {op.summary}
      </h2>
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
