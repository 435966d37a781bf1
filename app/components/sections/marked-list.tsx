import { Check, CircleAlert } from "lucide-react";
import { StatusBadge } from "~/components/ui/status-badge";
import type { MarkedItem } from "~/content/shapes";

const marks = {
  /** Done, included, or in favour. */
  check: { Mark: Check, tone: "text-brand-700" },
  /** A limit, a risk or a problem. */
  caution: { Mark: CircleAlert, tone: "text-amber-700" },
};

/**
 * Short statements, each beside a mark. `className` lays the list out; `item` styles each entry (a plain line by
 * default, or a card). The mark sits on the first line of text at any font size.
 */
export function MarkedList({
  items,
  mark = "check",
  label,
  className = "space-y-3",
  item = "flex gap-3 text-slate-800",
}: {
  items: readonly MarkedItem[];
  mark?: keyof typeof marks;
  /** Names the list for assistive technology when no heading does. */
  label?: string;
  className?: string;
  item?: string;
}) {
  const { Mark, tone } = marks[mark];
  return (
    <ul aria-label={label} className={className}>
      {items.map((entry) => {
        const { text, badge } = typeof entry === "string" ? { text: entry, badge: undefined } : entry;
        return (
          <li key={text} className={item}>
            <Mark aria-hidden="true" className={`mt-[0.2em] size-4 shrink-0 ${tone}`} />
            <span>
              {text}
              {badge && (
                <>
                  {" "}
                  <StatusBadge label={badge} />
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
