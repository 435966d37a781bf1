import type { ReactNode } from "react";

/**
 * Colours of the charts, each at least 3:1 against the white card (WCAG 1.4.11) and apart in hue and lightness,
 * so that the scopes stay distinguishable without colour vision too (each is also labelled or in a legend).
 */
export const chartColours = {
  ink: "#0f172a",
  muted: "#475569",
  grid: "#cbd5e1",
  axis: "#64748b",
  scope1: "#065f46",
  scope2: "#2563eb",
  scope3: "#c2410c",
  band: "#dbeafe",
} as const;

export const scopeColours = [chartColours.scope1, chartColours.scope2, chartColours.scope3] as const;
export const scopeNames = ["Scope 1", "Scope 2 (location-based)", "Scope 3"] as const;
export const scopeShortNames = ["Scope 1", "Scope 2", "Scope 3"] as const;

/** Sizes of chart text in SVG units; every variant is drawn at about the width it is shown, so these are pixels. */
export const fontSize = { small: 12, label: 13, title: 15, figure: 20 } as const;

/** The width a phone shows a chart at (a 390 px screen less the page's margins), and a wide one. */
export const PHONE_WIDTH = 330;
export const WIDE_WIDTH = 540;

export const nf = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
export const nf1 = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-04" → "Apr". */
export const shortMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-04" → "Apr 2026". */
export const longMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
/** "Apr 2025 – Mar 2026". */
export const monthRange = (months: readonly string[]) => `${longMonth(months[0]!)} – ${longMonth(months.at(-1)!)}`;
export const signedPct = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${nf1.format(Math.abs(value))}%`;

/** An axis from 0 to a round maximum at or above `value`, in about `steps` steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceScale(value: number, steps = 5): { max: number; step: number } {
  const raw = value / steps;
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return { max: Math.ceil(value / step) * step, step };
}

/** Rough width of a label, for layout before any browser measures it (sans-serif averages about 0.56 em). */
export const textWidth = (text: string, size: number) => text.length * size * 0.58;

type SvgProps = { id: string; title: string; description: string; width: number; height: number; children: ReactNode };

/** One drawing of a chart: an image with its title and a description that states its figures. */
export function ChartSvg({ id, title, description, width, height, children }: SvgProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="block h-auto w-full"
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

type CardProps = {
  id: string;
  title: string;
  description: string;
  /** Draws the chart at a width; the height follows from the width. */
  draw: (width: number) => { height: number; body: ReactNode };
  /** The wide drawing's width, about the width it is shown at. */
  wideWidth?: number;
  /** Without the card's own background and ring, for a frame that has them (a carousel slide). */
  plain?: boolean;
  className?: string;
};

/**
 * A chart on a white card, drawn twice: for phones at their width (text stays at least 12 px) and for wider
 * screens; CSS shows one. Each keeps its aspect ratio, so nothing moves as the page loads.
 */
export function ChartCard({ id, title, description, draw, wideWidth = WIDE_WIDTH, plain, className = "" }: CardProps) {
  const phone = draw(PHONE_WIDTH);
  const wide = draw(wideWidth);
  const card = plain ? "" : "overflow-hidden rounded-xl bg-white text-ink shadow-sm ring-1 ring-slate-200";
  return (
    <div className={`${card} ${className}`.trim()}>
      <div className="sm:hidden">
        <ChartSvg id={`${id}-phone`} title={title} description={description} width={PHONE_WIDTH} height={phone.height}>
          {phone.body}
        </ChartSvg>
      </div>
      <div className="hidden sm:block">
        <ChartSvg id={`${id}-wide`} title={title} description={description} width={wideWidth} height={wide.height}>
          {wide.body}
        </ChartSvg>
      </div>
    </div>
  );
}

/** A chart's heading: its title, and a subtitle beside it (wide) or under it (phone). Returns where the body starts. */
export function ChartHeading({ title, subtitle, width }: { title: string; subtitle: string; width: number }) {
  const phone = width < 400;
  return (
    <>
      <text x={16} y={28} fontSize={fontSize.title} fontWeight={700} fill={chartColours.ink}>
        {title}
      </text>
      <text
        x={phone ? 16 : width - 16}
        y={phone ? 48 : 28}
        textAnchor={phone ? "start" : "end"}
        fontSize={fontSize.small}
        fill={chartColours.muted}
      >
        {subtitle}
      </text>
    </>
  );
}
export const headingBottom = (width: number) => (width < 400 ? 48 : 28);

/** A row of legend swatches, wrapped onto new lines when the width runs out; returns the height used. */
export function legendLayout(items: readonly string[], x: number, y: number, width: number) {
  const placed: { label: string; x: number; y: number; index: number }[] = [];
  let cx = x;
  let cy = y;
  items.forEach((label, index) => {
    const w = 18 + textWidth(label, fontSize.small) + 14;
    if (cx + w > x + width && cx > x) {
      cx = x;
      cy += 20;
    }
    placed.push({ label, x: cx, y: cy, index });
    cx += w;
  });
  return { placed, bottom: cy + 8 };
}

export function Legend({
  items,
  colours,
  strokes = [],
  x,
  y,
  width,
}: {
  items: readonly string[];
  colours: readonly string[];
  /** Outline of a swatch whose fill is light (an interval band), so that it stands out at 3:1. */
  strokes?: readonly (string | undefined)[];
  x: number;
  y: number;
  width: number;
}) {
  const { placed } = legendLayout(items, x, y, width);
  return (
    <g>
      {placed.map((p) => (
        <g key={p.label} transform={`translate(${p.x} ${p.y})`}>
          <rect y={-10} width={12} height={12} rx={2} fill={colours[p.index]} stroke={strokes[p.index]} />
          <text x={18} fontSize={fontSize.small} fill={chartColours.ink}>
            {p.label}
          </text>
        </g>
      ))}
    </g>
  );
}
