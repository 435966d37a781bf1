import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = { href: string; className: string; children: ReactNode };

/** A link to another site, opened in a new tab that cannot reach back into this page; says so to everyone. */
export function ExternalLink({ href, className, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
