import type { ReactNode } from "react";

/** Box widths below which a table of that minimum width overflows, and the hint shows (`.scroll-hint`). */
const hintBelow = {
  "32rem": "[--scroll-hint-below:32rem]",
  "36rem": "[--scroll-hint-below:36rem]",
  "40rem": "[--scroll-hint-below:40rem]",
  "44rem": "[--scroll-hint-below:44rem]",
  "48rem": "[--scroll-hint-below:48rem]",
  "50rem": "[--scroll-hint-below:50rem]",
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
    // Inline-size containment: the table's width stays inside the box and never widens the page's grid or flex
    // columns around it.
    <div className="[contain:inline-size]">
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
        <p aria-hidden="true" className={`scroll-hint text-xs text-muted print:hidden ${hintBelow[minWidth]}`}>
          <span>Scroll sideways for more columns →</span>
        </p>
      )}
    </div>
  );
}
