import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** Where the page sits; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={c.label} className="flex items-center gap-1">
              {c.to && !last ? (
                <Link to={c.to} className="text-brand-800 underline-offset-4 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-ink" : undefined}>
                  {c.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
