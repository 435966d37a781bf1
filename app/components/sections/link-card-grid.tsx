import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { LinkCard } from "~/content/shapes";

const columns = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" };

const tones = {
  light: {
    card: "group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-700",
    title: "flex items-center gap-2 text-lg font-semibold text-brand-800",
    text: "mt-2 text-muted",
  },
  /** For links out of the page's subject (the knowledge base's developer corner). */
  dark: {
    card: "group flex h-full flex-col rounded-xl bg-slate-900 p-6 text-white shadow-sm hover:bg-slate-800",
    title: "flex items-center gap-2 text-lg font-semibold",
    text: "mt-2 text-slate-300",
  },
};

/** Links to other pages as a grid of cards, each a title with an arrow over one line about the page. */
export function LinkCardGrid({
  links,
  cols = 3,
  tone = "light",
}: {
  links: readonly LinkCard[];
  cols?: keyof typeof columns;
  tone?: keyof typeof tones;
}) {
  const look = tones[tone];
  return (
    <ul className={`grid gap-6 ${columns[cols]}`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={look.card}>
            <span className={look.title}>
              {link.title}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
            <span className={look.text}>{link.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
