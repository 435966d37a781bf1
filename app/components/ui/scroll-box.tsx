import type { ReactNode } from "react";

/** Container widths below which a table of that minimum width overflows, and the hint shows. */
const hintBelow = {
  "32rem": "@max-[32rem]:block",
  "36rem": "@max-[36rem]:block",
  "40rem": "@max-[40rem]:block",
  "44rem": "@max-[44rem]:block",
  "48rem": "@max-[48rem]:block",
  "50rem": "@max-[50rem]:block",
} as const;

/**
 * The frame of a table that may be wider than a phone: it scrolls sideways inside its own box (reachable by
 * keyboard), a shadow marks each edge that has more to show (`.scroll-cue`, CSS only), and below the table's
 * minimum width a line says so. A label makes the box a named region.
 */
export function ScrollBox({
  label,
  minWidth,
  className = "",
  children,
}: {
  label?: string;
  /** The table's minimum width: the hint shows while the box is narrower. */
  minWidth?: keyof typeof hintBelow;
  className?: string;
  children: ReactNode;
}) {
  const box = `scroll-cue overflow-x-auto ${className}`.trim();
  return (
    <div className="@container">
      {label ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on phones must be reachable by keyboard.
        <section tabIndex={0} aria-label={label} className={box}>
          {children}
        </section>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it.
        <div tabIndex={0} className={box}>
          {children}
        </div>
      )}
      {minWidth && (
        <p aria-hidden="true" className={`mt-1.5 hidden text-xs text-muted print:hidden ${hintBelow[minWidth]}`}>
          Scroll sideways for more columns →
        </p>
      )}
    </div>
  );
}
