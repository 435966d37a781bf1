import { fillGrid } from "~/components/ui/fill-grid";
import { Icon } from "~/components/ui/icon";
import { StatusBadge } from "~/components/ui/status-badge";
import type { InfoCard } from "~/content/shapes";

const variants = {
  /** A raised white card. */
  card: "rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
  /** A tinted panel with a brand rule on its left: who something is for, which standards apply. */
  accent: "rounded-xl border-l-4 border-brand-600 bg-slate-50 p-5",
};

/** Titled paragraphs as a grid of cards (values, benefits, policies, audiences, standards...), without holes. */
export function InfoCardGrid({
  cards,
  cols = 3,
  variant = "card",
}: {
  cards: readonly InfoCard[];
  cols?: 2 | 3 | 4;
  variant?: keyof typeof variants;
}) {
  const grid = fillGrid(cols);
  return (
    <ul className={grid.list}>
      {cards.map((card) => (
        <li key={card.title} className={`${grid.item} ${variants[variant]}`}>
          {card.icon && (
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
              <Icon name={card.icon} />
            </span>
          )}
          <h3
            className={`flex flex-wrap items-center gap-x-2 text-lg font-semibold text-ink ${card.icon ? "mt-4" : ""}`}
          >
            {card.title}
            {card.badge && <StatusBadge label={card.badge} />}
          </h3>
          <p className="mt-2 text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
