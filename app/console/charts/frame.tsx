import { type ReactNode, useEffect, useRef, useState } from "react";
import { chartColours, niceScale } from "~/components/charts/chart-kit";

/**
 * What every console chart shares: it is drawn at the width its box has (so its text stays 12 px and up on a phone),
 * as one SVG image whose title and description state what it shows; the numbers are in the table beside it.
 * Colours come from the site's chart kit (`~/components/charts/chart-kit`), each 3:1 or more against white.
 */

export const margin = { top: 12, right: 32, bottom: 32, left: 64 };

/** Room one month label needs under the axis ("Sept 2026" at 12 px, and a gap). */
export const LABEL_ROOM = 84;
export const tickFont = 12;

/** The width of the element, followed as it changes (first drawn at a phone's width until measured). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(330);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function ChartSvg({
  title,
  description,
  width,
  height,
  children,
}: {
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={`${title}. ${description}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block max-w-full"
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      {children}
    </svg>
  );
}

/** A round axis from `min` (0 unless values go below it) to a round maximum, with its ticks. */
export function axisTicks(min: number, max: number, steps = 4): { lo: number; hi: number; ticks: number[] } {
  const span = Math.max(max - Math.min(0, min), 1);
  const { step } = niceScale(span, steps);
  const lo = min < 0 ? Math.floor(min / step) * step : 0;
  const hi = Math.ceil(max / step) * step || step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { lo, hi, ticks };
}

/** Horizontal grid lines with their values at the left. */
export function YGrid({
  ticks,
  y,
  width,
  format,
}: {
  ticks: number[];
  y: (v: number) => number;
  width: number;
  format: (v: number) => string;
}) {
  return (
    <g>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke={chartColours.grid} />
          <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={tickFont} fill={chartColours.muted}>
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Labels under the plot, every `every`-th one shown so they do not collide; `stagger` drops every other a line. */
export function XLabels({
  labels,
  x,
  y,
  every,
  stagger = false,
}: {
  labels: { key: string; text: string }[];
  x: (key: string) => number;
  y: number;
  every: number;
  stagger?: boolean;
}) {
  return (
    <g>
      {labels.map((l, i) =>
        i % every === 0 ? (
          <text
            key={l.key}
            x={x(l.key)}
            y={stagger && i % 2 === 1 ? y + tickFont + 4 : y}
            textAnchor="middle"
            fontSize={tickFont}
            fill={chartColours.muted}
          >
            {l.text}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** A legend in HTML: wraps on a phone, reads as a list. */
export function ChartLegend({ items }: { items: { label: string; colour: string; dashed?: boolean }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-5 rounded-sm"
            style={
              item.dashed ? { borderTop: `3px dashed ${item.colour}`, height: 0 } : { backgroundColor: item.colour }
            }
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
