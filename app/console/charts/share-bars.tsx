import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartSvg, tickFont, useWidth } from "./frame";

export type ShareItem = { key: string; label: string; value: number; share: number };

const colour = "#065f46";

/**
 * Horizontal bars, one per item, longest first, each labelled with its name above and its share at its end, so the
 * labels never need to fit under a narrow bar.
 */
export function ShareBars({
  title,
  description,
  items,
  format,
}: {
  title: string;
  description: string;
  items: ShareItem[];
  /** The figure at a bar's end; `narrow` on a phone, where only a short one fits (the table has the rest). */
  format: (item: ShareItem, narrow: boolean) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const row = 44;
  const height = items.length * row + 8;
  const narrow = width < 480;
  const valueRoom = narrow ? 64 : 150;
  const max = Math.max(1, ...items.map((i) => i.value));
  const x = scaleLinear({ domain: [0, max], range: [0, width - valueRoom] });
  return (
    <div ref={ref}>
      <ChartSvg title={title} description={description} width={width} height={height}>
        {items.map((item, i) => {
          const top = i * row + 4;
          const w = Math.max(2, x(Math.max(0, item.value)));
          return (
            <g key={item.key}>
              <text x={0} y={top + tickFont} fontSize={tickFont + 1} fill="#0f172a">
                {item.label}
              </text>
              <Bar x={0} y={top + 18} width={w} height={16} fill={colour} rx={2} />
              <text x={w + 6} y={top + 30} fontSize={tickFont} fill="#475569">
                {format(item, narrow)}
              </text>
            </g>
          );
        })}
      </ChartSvg>
    </div>
  );
}
