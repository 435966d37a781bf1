import type { ReactNode } from "react";

/**
 * A chart with what it says in words (the summary, also the picture's description) and its numbers as a table that
 * keyboard and screen-reader users reach like any content; the picture itself is one image to assistive technology.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
  tableOpen = false,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shows the table without asking (where the view is about the table as much as the chart). */
  tableOpen?: boolean;
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-muted">{summary}</p>
      </figcaption>
      <div className="mt-4">{chart}</div>
      {tableOpen ? (
        <div className="mt-4">{table}</div>
      ) : (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-brand-800">The numbers as a table</summary>
          <div className="mt-3">{table}</div>
        </details>
      )}
    </figure>
  );
}
