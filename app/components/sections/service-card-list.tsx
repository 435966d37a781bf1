import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { ServiceCard } from "~/content/service-cards";

type Props = {
  cards: readonly ServiceCard[];
  className?: string;
  /** Extra controls at the foot of each card (the services page adds Talk to Expert). */
  footer?: (card: ServiceCard) => ReactNode;
};

/**
 * One card per service page, in the index's order. Without a footer the whole card is the link; with one,
 * the title links and the footer holds the card's own buttons.
 */
export function ServiceCardList({ cards, className = "", footer }: Props) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`.trim()}>
      {cards.map((card) => {
        const { slug, label, summary, timeline, path, icon } = card;
        return (
          <li
            key={slug}
            className={`relative flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${footer ? "" : "focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-500"}`}
          >
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {footer ? (
                label
              ) : (
                <Link to={path} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {label}
                </Link>
              )}
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted">{summary}</p>
            {footer ? (
              <>
                <p className="mt-4 text-sm font-medium text-brand-800">{timeline}</p>
                {footer(card)}
              </>
            ) : (
              <p className="mt-4 flex items-center justify-between gap-2 text-sm">
                <span className="text-muted">{timeline}</span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
